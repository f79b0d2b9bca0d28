import Foundation
import Testing
import TrellisLayout

/// The worked vectors of the layout rules (docs/layout.md) plus hand-computed list, grid, carousel and auto vectors, as data.
struct VectorTests {
    static func loadVectors() throws -> [LayoutVector] {
        struct VectorFile: Decodable {
            let vectors: [LayoutVector]
        }
        let url = try #require(
            Bundle.module.url(forResource: "flow-vectors", withExtension: "json", subdirectory: "Vectors"))
        return try JSONDecoder().decode(VectorFile.self, from: Data(contentsOf: url)).vectors
    }

    @Test func vectorFileHoldsEveryVectorOfTheSpec() throws {
        let names = Set(try Self.loadVectors().map(\.name))
        for number in 1...15 {
            #expect(names.contains("V\(number)"))
        }
    }

    @Test(arguments: try loadVectors())
    func vector(_ vector: LayoutVector) {
        let frames = FlowLayoutEngine.layout(vector.input)
        let expected = vector.expected

        #expect(
            FrameExpectations.matches(frames.header, expected.header),
            "header \(FrameExpectations.text(frames.header))")
        #expect(
            FrameExpectations.matches(frames.footer, expected.footer),
            "footer \(FrameExpectations.text(frames.footer))")
        #expect(frames.items.count == expected.items.count)
        for (index, frame) in frames.items.enumerated() where index < expected.items.count {
            #expect(
                FrameExpectations.matches(frame, expected.items[index]),
                "item \(index): \(FrameExpectations.text(frame)) expected \(expected.items[index])")
        }
        if let lines = expected.lines {
            #expect(frames.lines.map { [$0.items.lowerBound, $0.items.upperBound] } == lines)
        }
        #expect(FrameExpectations.isClose(frames.width, expected.size[0]), "width \(frames.width)")
        #expect(
            FrameExpectations.isClose(frames.height, expected.size[1]), "height \(String(describing: frames.height))")
        if let scroller = expected.scroller {
            #expect(FrameExpectations.matches(frames.scroller?.frame, scroller.frame))
            #expect(FrameExpectations.isClose(frames.scroller?.contentWidth, scroller.contentWidth))
        } else {
            #expect(frames.scroller == nil)
        }
        let issues = frames.issues.map { LayoutVector.ExpectedIssue(code: $0.code, itemIndex: $0.itemIndex) }
        #expect(issues == expected.issues)
        #expect(vector.input.layout.validate(containerWidth: vector.containerWidth).isEmpty)
    }
}
