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
        var found = 0
        var index = 0
        while index < packed.count {
            while index < packed.count, packed[index] >= 0x80 { index += 1 }
            guard index < packed.count else { return nil }
            index += 1
            found += 1
        }
        guard found == count else { return nil }
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
        var rest = UInt64(length) << 1 | (isReplaceable ? 1 : 0)
        while rest >= 0x80 {
            packed.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        packed.append(UInt8(rest))
        count += 1
    }

    /// Every component's length and whether its markup may be replaced alone, in order.
    var entries: [(length: Int, isReplaceable: Bool)] {
        var result: [(length: Int, isReplaceable: Bool)] = []
        result.reserveCapacity(count)
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in packed {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                result.append((Int(value >> 1), value & 1 == 1))
                value = 0
                shift = 0
            } else {
                shift += 7
            }
        }
        return result
    }
}
