#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// SwiftNIO's C shim on Linux includes the libc headers this file uses (`sys/stat.h`, `dirent.h`, `sys/socket.h`),
// so the compiler attributes `stat`'s and `sockaddr_in`'s fields to it, and `MemberImportVisibility` then asks for
// it to be imported (the same fix NIO's own packages apply). Where NIO has no such shim, nothing is needed.
#if canImport(CNIOLinux)
    import CNIOLinux
#endif

/// Finds a port the server can listen on, before the server is started.
///
/// `trellis serve` takes port 8080 or the next free one: a second preview (another project, another branch) should
/// start without the user looking up which ports are taken. Binding and closing a socket, with the same
/// `SO_REUSEADDR` the server sets, tells whether the server's own bind will succeed; the window in which another
/// process could take the port in between is a few milliseconds, and losing that race only fails the start with
/// the server's own error. Port 0 asks the system for any free port (the tests' way to avoid collisions).
enum PortProbe {
    /// The first port from `first` on (at most `attempts` of them) that can be bound at `host`, or nil.
    static func firstFree(host: String, from first: Int, attempts: Int) -> Int? {
        if first == 0 { return bind(host: host, port: 0) }
        for port in first..<min(first + max(attempts, 1), 65536) {
            if let bound = bind(host: host, port: port) { return bound }
        }
        return nil
    }

    /// Why `host` cannot be listened on whatever the port, or nil: a name that does not resolve, or an address that
    /// is not this machine's (`--host 8.8.8.8`). Told apart from ports in use, which the next port may solve.
    static func hostProblem(_ host: String) -> String? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let address = list else {
            return "the host name does not resolve (\(String(cString: gai_strerror(status))))"
        }
        defer { freeaddrinfo(list) }
        #if canImport(Darwin)
            let streams = SOCK_STREAM
        #else
            let streams = Int32(SOCK_STREAM.rawValue)
        #endif
        let descriptor = socket(address.pointee.ai_family, streams, 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // Port 0: any port will do; only the address is in question.
        if address.pointee.ai_family == AF_INET {
            address.pointee.ai_addr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port = 0 }
        } else if address.pointee.ai_family == AF_INET6 {
            address.pointee.ai_addr.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port = 0 }
        }
        guard systemBind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0, errno == EADDRNOTAVAIL
        else { return nil }
        return "it is not an address of this machine"
    }

    /// Binds and listens on `host:port`, closes again, and returns the port that was bound (the system's choice
    /// for port 0); nil when the address cannot be resolved or bound.
    static func bind(host: String, port: Int) -> Int? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #else
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let address = list else { return nil }
        defer { freeaddrinfo(list) }
        let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard systemBind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0,
            listen(descriptor, 1) == 0
        else { return nil }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin_port))
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
        default:
            return nil
        }
    }
}

/// `bind(2)`, reachable under a name that `PortProbe.bind` does not shadow.
private func systemBind(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
    bind(descriptor, address, length)
}
