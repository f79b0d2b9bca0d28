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
            LEB128.append(zigzag + 1, to: &packed)
            count += 1
            previous = start
        }
    }

    /// As the build cache holds them; nil when `packed` does not hold `count` numbers exactly. Whether they read as
    /// starts is found when they are read (`starts`): most are never needed, and every build reads them all.
    init?(packed: [UInt8], count: Int) {
        self.packed = packed
        self.count = count
        guard LEB128.count(in: packed) == count else { return nil }
    }

    /// Every position's start, in order; nil when the numbers do not read as starts (none is negative).
    var starts: [Int?]? {
        guard let numbers = LEB128.numbers(in: packed) else { return nil }
        var result: [Int?] = []
        result.reserveCapacity(numbers.count)
        var previous = 0
        for value in numbers {
            guard value > 0 else {
                result.append(nil)
                continue
            }
            let zigzag = value - 1
            let magnitude = Int(truncatingIfNeeded: zigzag >> 1)
            let distance = zigzag & 1 == 0 ? magnitude : -magnitude - 1
            let (start, overflow) = previous.addingReportingOverflow(distance)
            guard !overflow, start >= 0 else { return nil }
            result.append(start)
            previous = start
        }
        return result
    }
}
