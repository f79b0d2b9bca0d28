import Foundation
import TrellisHTML
import TrellisMustache

/// The HTML5 check of every fragment shape a build has seen (`HTMLFragmentShape`), shared by the page workers:
/// the first fragment of a shape pays for the check, the others for copying bytes.
///
/// A shape that cannot be replayed is remembered as such, so its fragments go straight to the full check. The
/// cache stops growing at `maximumKeyBytes` of keys (a project whose every fragment is its own shape then costs
/// what it did without it).
final class FragmentShapeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var shapes: [HTMLFragmentShapeKey: HTMLFragmentShape?] = [:]
    private var keyBytes = 0
    static let maximumKeyBytes = 64 << 20

    /// What `HTMLFragmentChecker.check` gives on `markup` placed in `context`.
    func check(_ markup: RenderedMarkup, context: String) -> HTMLFragmentResult {
        guard
            let key = HTMLFragmentShapeKey(
                input: markup.bytes, dataRanges: Self.dataRanges(of: markup), context: context)
        else { return HTMLFragmentChecker.check(markup.bytes, context: context) }
        lock.lock()
        let known = shapes[key]
        lock.unlock()
        let shape: HTMLFragmentShape?
        if let known {
            shape = known
        } else {
            shape = HTMLFragmentShape(key: key)
            lock.lock()
            if keyBytes < Self.maximumKeyBytes, shapes.updateValue(shape, forKey: key) == nil {
                keyBytes += key.bytes.count
            }
            lock.unlock()
        }
        guard let shape else { return HTMLFragmentChecker.check(markup.bytes, context: context) }
        return shape.result(for: markup.bytes, key: key)
    }

    /// The output ranges escaped values printed, in order.
    static func dataRanges(of markup: RenderedMarkup) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let segments = markup.segments
        for (index, segment) in segments.enumerated() where segment.kind == .escapedValue {
            let end = index + 1 < segments.count ? segments[index + 1].outputStart : markup.bytes.count
            if segment.outputStart < end { ranges.append(segment.outputStart..<end) }
        }
        return ranges
    }
}
