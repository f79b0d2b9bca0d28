import Testing

@testable import TrellisSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the test's own SIGHUP handler saw.
nonisolated(unsafe) private var seenByTheTest: Int32 = 0

/// A Ctrl-C, SIGTERM or SIGHUP that arrives while a build puts its files in place takes effect once they all are, with
/// whatever the process had set up for it.
@Suite("Interruptions while the site is replaced", .serialized)
struct InterruptionTests {
    @Test func aSignalArrivingMeanwhileWaitsForTheStepThenReachesItsHandler() {
        var own = sigaction()
        #if canImport(Darwin)
            own.__sigaction_u.__sa_handler = { seenByTheTest = $0 }
        #else
            own.__sigaction_handler.sa_handler = { seenByTheTest = $0 }
        #endif
        sigemptyset(&own.sa_mask)
        var original = sigaction()
        sigaction(SIGHUP, &own, &original)
        defer { sigaction(SIGHUP, &original, nil) }
        // The test runner's threads may block the signal; this one takes it, as a command's main thread does.
        var hangUp = sigset_t()
        sigemptyset(&hangUp)
        sigaddset(&hangUp, SIGHUP)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &hangUp, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        seenByTheTest = 0
        let seenDuring = FastFileSystem.holdingInterruptions { () -> Int32 in
            raise(SIGHUP)
            return seenByTheTest
        }
        #expect(seenDuring == 0, "held while the step ran")
        #expect(seenByTheTest == SIGHUP, "delivered to the process's own handler after it")
        // And the handler is the process's own again.
        seenByTheTest = 0
        raise(SIGHUP)
        #expect(seenByTheTest == SIGHUP)
    }
}
