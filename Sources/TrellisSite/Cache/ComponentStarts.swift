/// Where each component's markup starts in one rendering file (a byte offset), by the component's position among
/// those its page shows (each section's header, visible items and footer, in page order; `ComponentMarkupLengths`
/// holds their lengths), or none for a component the rendering does not show.
///
/// With the lengths, the build cache knows the bytes of every component's markup in every rendering the last build
/// wrote: a template edit puts its components' new markup there (`RenderingSplice`) without reading the rest of the
/// rendering to find them (that read was a sixth of a template edit's splice).
///
/// Packed as LEB128 numbers, one a position: 0 where nothing is shown, else the distance from the start before it
/// (the last shown one's, or 0), zigzag-encoded (a layout may show a component before one with a lower position),
/// plus one. Two bytes a component, usually, each rendering.
struct ComponentStarts: Sendable, Equatable {
    /// The packed numbers.
    private(set) var packed: [UInt8] = []
    /// How many positions they describe.
    private(set) var count = 0

    init() {}

    /// The starts of `starts`, position by position; nil for a component not shown.
    init(_ starts: some Collection<Int?>) {
        packed.reserveCapacity(starts.count * 2)
        var previous = 0
        for start in starts {
            guard let start else {
                packed.append(0)
                count += 1
                continue
            }
            let distance = start - previous
            let zigzag = distance >= 0 ? UInt64(distance) << 1 : UInt64(-distance) << 1 - 1
            var rest = zigzag + 1
            while rest >= 0x80 {
                packed.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            packed.append(UInt8(rest))
            count += 1
            previous = start
        }
    }

    /// As the build cache holds them; nil when `packed` does not hold `count` numbers exactly. Whether they read as
    /// starts is found when they are read (`starts`): most are never needed, and every build reads them all.
    init?(packed: [UInt8], count: Int) {
        self.packed = packed
        self.count = count
        guard packed.last.map({ $0 < 0x80 }) ?? true, packed.count(where: { $0 < 0x80 }) == count else { return nil }
    }

    /// Every position's start, in order; nil when the numbers do not read as starts (none is negative).
    var starts: [Int?]? {
        var result: [Int?] = []
        result.reserveCapacity(count)
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var previous = 0
        for byte in packed {
            guard shift < 63 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte >= 0x80 {
                shift += 7
                continue
            }
            if value == 0 {
                result.append(nil)
            } else {
                let zigzag = value - 1
                let magnitude = Int(truncatingIfNeeded: zigzag >> 1)
                let distance = zigzag & 1 == 0 ? magnitude : -magnitude - 1
                let (start, overflow) = previous.addingReportingOverflow(distance)
                guard !overflow, start >= 0 else { return nil }
                result.append(start)
                previous = start
            }
            value = 0
            shift = 0
        }
        guard shift == 0, value == 0 else { return nil }
        return result
    }
}
