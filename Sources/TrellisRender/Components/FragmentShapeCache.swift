import Foundation
import TrellisHTML
import TrellisMustache

/// The HTML5 check of every fragment shape a build has seen (`HTMLFragmentShape`), shared by the page workers:
/// the first fragment of a shape pays for the check, the others for copying bytes.
///
/// A shape that cannot be replayed is remembered as such, so its fragments go straight to the full check. The
/// cache stops growing at `maximumKeyBytes` of keys (a project whose every fragment is its own shape then costs
/// what it did without it).
///
/// With a `validator`, each shape's XHTML is also validated once, as a page would place it; a fragment of a shape
/// found clean is `isCheckedApart`, and its page's validation skips it (`HTMLValidator.validate(_:checkedApart:…)`).
/// The XHTML of fragments of one shape differs only in plain text, which the validator reads as text alike.
final class FragmentShapeCache: @unchecked Sendable {
    private struct Entry {
        var shape: HTMLFragmentShape?
        var isCleanAlone: Bool
    }

    private let lock = NSLock()
    private var shapes: [HTMLFragmentShapeKey: Entry] = [:]
    private var keyBytes = 0
    private let validator: (@Sendable ([UInt8]) -> Bool)?
    static let maximumKeyBytes = 64 << 20

    init(validator: (@Sendable ([UInt8]) -> Bool)?) {
        self.validator = validator
    }

    /// What `HTMLFragmentChecker.check` gives on `markup` placed in `context`, and whether the validator found
    /// that XHTML clean on its own (false when there is no validator, or no shape to validate once).
    func check(_ markup: RenderedMarkup, context: String) -> (result: HTMLFragmentResult, isCheckedApart: Bool) {
        guard
            let key = HTMLFragmentShapeKey(
                input: markup.bytes, dataRanges: Self.dataRanges(of: markup), context: context)
        else { return (HTMLFragmentChecker.check(markup.bytes, context: context), false) }
        lock.lock()
        let known = shapes[key]
        lock.unlock()
        let entry: Entry
        if let known {
            entry = known
        } else {
            let shape = HTMLFragmentShape(key: key)
            entry = Entry(shape: shape, isCleanAlone: shape.map { validator?($0.xhtml) == true } ?? false)
            lock.lock()
            if keyBytes < Self.maximumKeyBytes, shapes.updateValue(entry, forKey: key) == nil {
                keyBytes += key.bytes.count
            }
            lock.unlock()
        }
        guard let shape = entry.shape else {
            return (HTMLFragmentChecker.check(markup.bytes, context: context), false)
        }
        return (shape.result(for: markup.bytes, key: key), entry.isCleanAlone)
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
