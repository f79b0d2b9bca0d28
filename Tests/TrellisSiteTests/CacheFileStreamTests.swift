import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// A cache file is written a megabyte at a time while it is encoded; reading it back must give the payload whatever
/// its size and wherever the writer paused, and damage in any chunk must make the file unusable.
@Suite("Cache file stream")
struct CacheFileStreamTests {
    static let chunk = CacheFileStream.chunkSize

    /// Payload sizes after the key, around the chunk boundaries, and where the writer stops to write out chunks.
    static let cases: [(size: Int, pauses: [Int])] = [
        (0, []), (1, [0]), (chunk - 9, [100, 5_000]), (chunk - 1, [chunk / 2]), (chunk, [chunk - 9, chunk]),
        (chunk + 1, [1, chunk + 1]), (3 * chunk + 17, [chunk / 3, chunk + 5, 2 * chunk, 3 * chunk + 16]),
    ]

    @Test(arguments: cases)
    func aPayloadReadsBackAsWritten(size: Int, pauses: [Int]) throws {
        let project = try TemporaryProject()
        let path = project.url("shard").path
        let body = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        var stream = CacheFileStream(path: path, key: 0xC0FFEE)
        var written = 0
        for pause in pauses + [size] where pause >= written {
            stream.writer.append(raw: body[written..<pause])
            written = pause
            stream.writeFullChunks()
        }
        let finished = stream.finish()
        #expect(finished)
        let (bytes, start) = try #require(CacheFileStream.payload(of: path))
        var reader = CacheReader(bytes, range: start..<bytes.count)
        let key = reader.number()
        #expect(key == 0xC0FFEE)
        #expect(Array(bytes[(bytes.count - size)...]) == body)
        // Nothing but the file itself is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.url("").path) == ["shard"])
        // One flipped byte, in whichever chunk, and the file is refused.
        for offset in Set([start, start + size / 2, bytes.count - 1, start + Self.chunk + 3]) where offset < bytes.count
        {
            var damaged = bytes
            damaged[offset] ^= 0x40
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            #expect(
                CacheFileStream.payload(of: path)?.start == nil,
                "a flipped byte at \(offset) of \(bytes.count) was read")
        }
    }

    /// A file cut short, or missing its magic, is refused too.
    @Test func aCutFileIsRefused() throws {
        let project = try TemporaryProject()
        let path = project.url("shard").path
        var stream = CacheFileStream(path: path, key: 7)
        stream.writer.append(raw: [UInt8](repeating: 1, count: Self.chunk + 10))
        let finished = stream.finish()
        #expect(finished)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for length in [0, 5, CacheFileStream.payloadStart, Self.chunk, bytes.count - 1] {
            try bytes.prefix(length).write(to: URL(fileURLWithPath: path))
            #expect(CacheFileStream.payload(of: path)?.start == nil, "a file cut at \(length) was read")
        }
    }
}
