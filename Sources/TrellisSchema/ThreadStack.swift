#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The bounds of the current thread's stack, so a deep evaluation can stop before it overflows.
///
/// Threads differ widely: a Linux main thread has 8 MiB, a Dispatch worker on macOS 512 KiB, and contract checks
/// run on both. A fixed budget sized for the largest crashed the smallest on data nested as deep as files allow.
enum ThreadStack {
    #if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
        /// `int pthread_getattr_np(pthread_t, pthread_attr_t *)`.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    #endif

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        /// Per thread, the answer of `measureLowestAddress`: asking is cheap on other threads but reads
        /// `/proc/self/maps` on Linux's main thread, and every contract check asks.
        private static let cache: pthread_key_t? = {
            var key = pthread_key_t()
            return pthread_key_create(&key, nil) == 0 ? key : nil
        }()

        /// The lowest address the current thread's stack may grow down to, nil when the platform does not say.
        static func lowestAddress() -> Int? {
            if let cache, let known = pthread_getspecific(cache) { return Int(bitPattern: known) }
            let measured = measureLowestAddress()
            if let cache, let measured, let pointer = UnsafeRawPointer(bitPattern: measured) {
                pthread_setspecific(cache, pointer)
            }
            return measured
        }
    #else
        static func lowestAddress() -> Int? { nil }
    #endif

    private static func measureLowestAddress() -> Int? {
        #if canImport(Darwin)
            let thread = pthread_self()
            return Int(bitPattern: pthread_get_stackaddr_np(thread)) - pthread_get_stacksize_np(thread)
        #elseif canImport(Glibc) || canImport(Musl)
            // `pthread_getattr_np` is a GNU extension the Glibc module does not export; it is looked up by name.
            guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
            let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
            let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
            defer { attributes.deallocate() }
            guard getAttributes(pthread_self(), attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(attributes, &address, &size) == 0, let address else { return nil }
            return Int(bitPattern: address)
        #else
            return nil
        #endif
    }
}
