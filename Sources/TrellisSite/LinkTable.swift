import TrellisContent
import TrellisRender

/// A page's links (`PageOutput.links`), packed: every value's bytes in one buffer, each template position with its
/// attribute once per page, each owner a reference. A site keeps every page's links from its rendering until the
/// link check; as an array of `LinkUse` (a string per value, the position and attribute repeated, a note or a
/// component per owner) they were 12 KB a page, a sixth of what a 10,000-page build held. Reads give `LinkUse`
/// values as before.
struct LinkTable: Sendable, Equatable, RandomAccessCollection {
    /// Where a template writes a link: the attribute and its position (one element may carry several URLs).
    private struct Place: Hashable, Sendable {
        var attribute: String
        var location: SourceLocation
    }

    /// Every value's UTF-8, one after another, and where each ends.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    /// The page's distinct places, and each link's index into them.
    private var places: [Place] = []
    private var placeIndices: [UInt32] = []
    /// Each link's component, and the note of a link that has only a note (a page from the build cache), by index.
    private var owners: [Component?] = []
    private var notes: [Int: String] = [:]

    init() {}

    init(_ links: [RenderedComponent.LinkUse]) {
        bytes.reserveCapacity(links.reduce(0) { $0 + $1.value.utf8.count })
        ends.reserveCapacity(links.count)
        placeIndices.reserveCapacity(links.count)
        owners.reserveCapacity(links.count)
        var placeIndex: [Place: UInt32] = [:]
        for link in links {
            bytes += link.value.utf8
            ends.append(UInt32(truncatingIfNeeded: bytes.count))
            let place = Place(attribute: link.attribute, location: link.location)
            if let known = placeIndex[place] {
                placeIndices.append(known)
            } else {
                placeIndex[place] = UInt32(places.count)
                placeIndices.append(UInt32(places.count))
                places.append(place)
            }
            owners.append(link.ownerComponent)
            if link.ownerComponent == nil, case let note = link.ownerNote, !note.isEmpty {
                notes[ends.count - 1] = note
            }
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count }

    subscript(index: Int) -> RenderedComponent.LinkUse {
        let place = places[Int(placeIndices[index])]
        if let owner = owners[index] {
            return RenderedComponent.LinkUse(
                attribute: place.attribute, value: value(at: index), location: place.location, owner: owner)
        }
        return RenderedComponent.LinkUse(
            attribute: place.attribute, value: value(at: index), location: place.location,
            ownerNote: notes[index] ?? "")
    }

    /// The link's URL as written, without making the whole `LinkUse`.
    func value(at index: Int) -> String {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<Int(ends[index])]), as: UTF8.self)
        }
    }

    /// The template position that wrote the link.
    func location(at index: Int) -> SourceLocation {
        places[Int(placeIndices[index])].location
    }

    /// Equal when every link is, as `LinkUse` compares them: the same attribute, value, position and owner note (an
    /// owner's note says its id and place, so two components with those alike are alike here).
    static func == (lhs: LinkTable, rhs: LinkTable) -> Bool {
        guard lhs.bytes == rhs.bytes, lhs.ends == rhs.ends else { return false }
        for index in lhs.indices {
            guard lhs.places[Int(lhs.placeIndices[index])] == rhs.places[Int(rhs.placeIndices[index])] else {
                return false
            }
            if let left = lhs.owners[index], let right = rhs.owners[index] {
                guard left.id == right.id, left.location == right.location else { return false }
            } else if lhs[index].ownerNote != rhs[index].ownerNote {
                return false
            }
        }
        return true
    }

    /// Whether any link names its component (rather than only a note of it).
    var hasOwnerComponents: Bool { owners.contains { $0 != nil } }

    /// Replaces each link's component by `replacement(component)`.
    mutating func replaceOwners(_ replacement: (Component) -> Component) {
        for index in owners.indices {
            if let owner = owners[index] { owners[index] = replacement(owner) }
        }
    }
}
