import TrellisCommands

TrellisCommand.runFromCommandLine()
