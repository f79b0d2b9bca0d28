/// How many bytes each component of a page wrote into its renderings, in the order the page shows them (each
/// section's header, visible items and footer), and whether that markup may later be replaced alone: the build cache
/// keeps it so that a template edit changes the markup of that template's components in the renderings the last
/// build wrote (`RenderingSplice`) instead of rendering, laying out and validating every page that shows one again.
///
/// A component's markup is the same in every rendering of its page (it does not depend on the viewport or the
/// variant), so one length serves them all. It may be replaced alone when it was validated on its own where the page
/// places it (so the rendering's own validation skipped it) and it gave the page nothing else to check or report:
/// no diagnostic, no `id`, no type without a template.
///
/// Packed as LEB128 numbers, `length × 2 + 1` for markup that may be replaced and `length × 2` otherwise: two or three
/// bytes a component, where an array of integers was sixteen (11 MB at 10,000 pages, held from render to cache).
struct ComponentMarkupLengths: Sendable, Equatable {
    /// The packed numbers.
    private(set) var packed: [UInt8] = []
    /// How many components they describe.
    private(set) var count = 0

    init() {}

    /// As the build cache holds them; nil when `packed` does not hold `count` numbers exactly.
    init?(packed: [UInt8], count: Int) {
        self.packed = packed
        self.count = count
        guard LEB128.count(in: packed) == count else { return nil }
    }

    /// Room for `count` components of the usual size (up to 16 KB of markup each).
    mutating func reserveCapacity(_ count: Int) {
        packed.reserveCapacity(count * 2)
    }

    /// Holds the numbers in a buffer of their size: a page's lengths are kept from its rendering to the cache's write.
    mutating func shrinkToFit() {
        guard packed.capacity > packed.count else { return }
        packed = [UInt8](unsafeUninitializedCapacity: packed.count) { buffer, initialized in
            initialized = packed.withUnsafeBufferPointer { buffer.initialize(from: $0).1 }
        }
    }

    mutating func append(length: Int, isReplaceable: Bool) {
        LEB128.append(UInt64(length) << 1 | (isReplaceable ? 1 : 0), to: &packed)
        count += 1
    }

    /// Every component's length and whether its markup may be replaced alone, in order.
    var entries: [(length: Int, isReplaceable: Bool)] {
        // Numbers the cache's check let through (`init(packed:count:)`) that do not fit in 64 bits: none, and the
        // splice, finding no component where it counts one, renders the page in full.
        (LEB128.numbers(in: packed) ?? []).map { (Int($0 >> 1), $0 & 1 == 1) }
    }
}
