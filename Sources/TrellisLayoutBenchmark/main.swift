// Times `FlowLayoutEngine.layout` alone on sections of 10 to 100,000 items of four kinds, and prints a table.
// Run in release: `swift run -c release TrellisLayoutBenchmark`.
import TrellisLayout

/// A section shape the site generator meets in real content.
struct BenchmarkCase {
    let name: String
    let makeInput: (Int) -> SectionInput
}

let mixedSizes: [ItemSize] = [
    ItemSize(width: 120, height: 30), ItemSize(width: 90, height: 30), ItemSize(width: 100, height: 44),
    ItemSize(width: 200, height: 30), ItemSize(width: 60.5, height: 30), ItemSize(width: 150, height: 36),
    ItemSize(width: 70, height: 30),
]

let cases = [
    BenchmarkCase(name: "flow, mixed sizes") { count in
        SectionInput(
            layout: SectionLayout(type: .flow, spacing: 8, lineSpacing: 8, insets: EdgeInsets(left: 10, right: 10)),
            containerWidth: 375, items: (0..<count).map { mixedSizes[$0 % mixedSizes.count] }, header: 44, footer: 30)
    },
    BenchmarkCase(name: "grid, uniform") { count in
        SectionInput(
            layout: SectionLayout(type: .grid, columns: 3, itemHeight: 120), containerWidth: 768,
            items: Array(repeating: ItemSize(width: .auto, height: 120), count: count), header: 44)
    },
    BenchmarkCase(name: "list, auto heights") { count in
        SectionInput(
            layout: SectionLayout(type: .list), containerWidth: 375,
            items: Array(repeating: ItemSize(width: .auto, height: .auto), count: count), header: 44)
    },
    BenchmarkCase(name: "carousel, 1 row") { count in
        SectionInput(
            layout: SectionLayout(type: .carousel, spacing: 8, insets: EdgeInsets(left: 16, right: 16)),
            containerWidth: 375, items: (0..<count).map { mixedSizes[$0 % mixedSizes.count] }, header: 44)
    },
]

let clock = ContinuousClock()
var checksum = 0.0

/// Median wall time of one `layout` call, in nanoseconds, over enough repetitions to lay out ~2M items in total.
/// `checksum` consumes each result so the optimiser cannot drop the work.
func medianNanoseconds(_ input: SectionInput, checksum: inout Double) -> Double {
    let repetitions = max(7, 2_000_000 / max(input.items.count, 1))
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    for _ in 0..<repetitions {
        var frames: SectionFrames?
        let duration = clock.measure { frames = FlowLayoutEngine.layout(input) }
        checksum += frames?.items.last?.x ?? 0
        samples.append(Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func padded(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64(value * scale + 0.5)
    let whole = scaled / Int64(scale)
    let fraction = String(scaled % Int64(scale))
    return decimals == 0
        ? String(whole) : "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

print("FlowLayoutEngine.layout, median of repetitions (~2M items laid out per row)")
print("| section            |   items | ns per item | ms per section |")
print("|--------------------|--------:|------------:|---------------:|")
for benchmark in cases {
    for count in [10, 100, 1_000, 10_000, 100_000] {
        let input = benchmark.makeInput(count)
        _ = FlowLayoutEngine.layout(input)  // warm up
        let nanoseconds = medianNanoseconds(input, checksum: &checksum)
        let name = benchmark.name + String(repeating: " ", count: max(0, 18 - benchmark.name.count))
        print(
            "| \(name) | \(padded(String(count), 7)) | \(padded(fixed(nanoseconds / Double(count), 1), 11)) |"
                + " \(padded(fixed(nanoseconds / 1e6, 4), 14)) |")
    }
}
print("(checksum \(checksum > 0 ? "ok" : "zero"))")
