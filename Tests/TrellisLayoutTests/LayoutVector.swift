import TrellisLayout

/// One worked example of Vectors/flow-vectors.json: an input section and the frames it must produce.
struct LayoutVector: Decodable, Sendable, CustomStringConvertible {
    /// A dimension in the file: a number or the string "auto".
    struct VectorDimension: Decodable, Sendable {
        let dimension: Dimension

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                dimension = .points(number)
            } else if try container.decode(String.self) == "auto" {
                dimension = .auto
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or auto")
            }
        }
    }

    struct VectorLayout: Decodable, Sendable {
        let type: String
        let itemSize: [VectorDimension]?
        let itemHeight: VectorDimension?
        let columns: Int?
        let rows: Int?
        let spacing: Double?
        let lineSpacing: Double?
        /// [top, left, bottom, right]
        let insets: [Double]?
        let alignment: String?
        let crossAlignment: String?
        let scrollDirection: String?
        let height: Double?
    }

    struct ExpectedScroller: Decodable, Sendable {
        let frame: [Double?]
        let contentWidth: Double
    }

    struct ExpectedIssue: Decodable, Sendable, Equatable {
        let code: String
        let itemIndex: Int?
    }

    struct Expected: Decodable, Sendable {
        let header: [Double?]?
        let footer: [Double?]?
        let items: [[Double?]]
        let lines: [[Int]]?
        /// [width, height]
        let size: [Double?]
        let scroller: ExpectedScroller?
        let issues: [ExpectedIssue]
    }

    private enum CodingKeys: String, CodingKey {
        case name
        case summary = "description"
        case derivation, containerWidth, layout, items, itemCount, header, footer
        case estimatedSizes, expected
    }

    let name: String
    let summary: String
    /// How a vector not taken from the spec was computed by hand.
    let derivation: String?
    let containerWidth: Double
    let layout: VectorLayout
    let items: [[VectorDimension]]?
    let itemCount: Int?
    let header: VectorDimension?
    let footer: VectorDimension?
    let estimatedSizes: Bool?
    let expected: Expected

    var input: SectionInput {
        var sectionLayout = SectionLayout(type: LayoutType(rawValue: layout.type) ?? .list)
        if let size = layout.itemSize {
            sectionLayout.itemSize = ItemSize(width: size[0].dimension, height: size[1].dimension)
        }
        sectionLayout.itemHeight = layout.itemHeight?.dimension
        sectionLayout.columns = layout.columns
        sectionLayout.rows = layout.rows
        sectionLayout.spacing = layout.spacing
        sectionLayout.lineSpacing = layout.lineSpacing
        if let insets = layout.insets {
            sectionLayout.insets = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
        }
        sectionLayout.alignment = layout.alignment.flatMap(LineAlignment.init(rawValue:)) ?? .uikit
        sectionLayout.crossAlignment = layout.crossAlignment.flatMap(CrossAlignment.init(rawValue:)) ?? .center
        sectionLayout.scrollDirection = layout.scrollDirection.flatMap(ScrollDirection.init(rawValue:)) ?? .vertical
        sectionLayout.height = layout.height

        let sizes: [ItemSize]
        if let itemCount {
            sizes = Array(repeating: sectionLayout.effectiveItemSize, count: itemCount)
        } else {
            sizes = (items ?? []).map { ItemSize(width: $0[0].dimension, height: $0[1].dimension) }
        }
        return SectionInput(
            layout: sectionLayout, containerWidth: containerWidth, items: sizes, header: header?.dimension,
            footer: footer?.dimension, estimatedSizes: estimatedSizes ?? false)
    }

    /// Shown by Swift Testing for each argument of the parameterised test.
    var description: String { "\(name) \(summary)" }
}
