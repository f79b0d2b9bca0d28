import Foundation

/// How many cores the parallel passes can use, for work that is split into one run per core.
public enum ProcessorCount {
    public static let active = max(ProcessInfo.processInfo.activeProcessorCount, 1)
}
