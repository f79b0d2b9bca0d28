import Dispatch
import Foundation
import TrellisTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The same import as in TrellisServer's PosixFiles: NIO's C shim claims the socket headers' structs on Linux.
#if canImport(CNIOLinux)
    import CNIOLinux
#endif

/// A bare HTTP/1.1 client on a socket, for the live test: it sends exactly the request line it is given (a URL
/// library would tidy `..` away) and reads a streamed `text/event-stream` response as it arrives.
///
/// Reads block, so they run on Dispatch threads, never on the threads Swift concurrency runs the server on; every
/// read gives up after 20 seconds.
final class TestHTTPClient: @unchecked Sendable {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    private var buffered: [UInt8] = []

    private init(port: Int) throws {
        var hints = addrinfo()
        hints.ai_family = AF_INET
        #if canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #else
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo("127.0.0.1", String(port), &hints, &list) == 0, let address = list else {
            throw Failure(description: "cannot resolve 127.0.0.1")
        }
        defer { freeaddrinfo(list) }
        descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            let code = errno
            closeDescriptor(descriptor)
            throw Failure(description: "connect to port \(port): \(code)")
        }
    }

    deinit {
        closeDescriptor(descriptor)
    }

    /// One request on a fresh connection (`Connection: close`); the raw path is sent as it is.
    static func request(_ path: String, method: String = "GET", port: Int) async throws -> Response {
        try await onDispatch {
            let client = try TestHTTPClient(port: port)
            try client.send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let (status, headers) = try client.readHead()
            var body: [UInt8] = []
            if method != "HEAD" {
                if headers["transfer-encoding"] == "chunked" {
                    while let chunk = try client.readChunk() { body += chunk }
                } else if let length = headers["content-length"].flatMap({ Int($0) }) {
                    body = try client.read(count: length)
                }
            }
            return Response(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
        }
    }

    /// Opens `/_trellis/events` and returns once the server has sent its opening lines (so the stream is
    /// registered); messages are then recorded as they come, until `close`.
    static func openEventStream(
        port: Int, showing page: String? = nil, into messages: Recorder<String>
    ) async throws -> TestHTTPClient {
        let target = "/_trellis/events" + (page.map { "?page=" + $0 } ?? "")
        let client = try await onDispatch {
            let client = try TestHTTPClient(port: port)
            try client.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            let (status, headers) = try client.readHead()
            guard status == 200, headers["content-type"]?.hasPrefix("text/event-stream") == true,
                headers["transfer-encoding"] == "chunked", let first = try client.readChunk()
            else { throw Failure(description: "not an event stream: \(status) \(headers)") }
            messages.append(String(decoding: first, as: UTF8.self))
            return client
        }
        let reader = client
        DispatchQueue.global().async {
            var pending = ""
            while let chunk = try? reader.readChunk() {
                pending += String(decoding: chunk, as: UTF8.self)
                while let end = pending.range(of: "\n\n") {
                    messages.append(String(pending[..<end.upperBound]))
                    pending = String(pending[end.upperBound...])
                }
            }
        }
        return client
    }

    /// Ends the connection; a reader blocked on it returns.
    func close() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count) }
            guard sent > 0 else { throw Failure(description: "send: \(errno)") }
            offset += sent
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(description: count == 0 ? "connection closed" : "recv: \(errno)") }
        buffered += chunk[..<count]
    }

    private func readLine() throws -> String {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffered[..<end])
                buffered.removeFirst(end + 1)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            try fill()
        }
    }

    private func read(count: Int) throws -> [UInt8] {
        while buffered.count < count { try fill() }
        let bytes = Array(buffered[..<count])
        buffered.removeFirst(count)
        return bytes
    }

    /// The status and the headers, names in lower case.
    private func readHead() throws -> (Int, [String: String]) {
        let statusLine = try readLine()
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw Failure(description: "bad status line: \(statusLine)")
        }
        var headers: [String: String] = [:]
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return (status, headers)
    }

    /// One chunk of a chunked body; nil for the last (empty) one.
    private func readChunk() throws -> [UInt8]? {
        let sizeLine = try readLine()
        guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
            throw Failure(description: "bad chunk size: \(sizeLine)")
        }
        if size == 0 { return nil }
        let bytes = try read(count: size)
        _ = try readLine()
        return bytes
    }

    private static func onDispatch<Value: Sendable>(
        _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }
}

/// `close(2)` and `send(2)` under names that the client's own `close()` and `send(_:)` do not shadow.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    send(descriptor, bytes, count, 0)
}
