import TrellisContent
import TrellisRender

/// A page's links (`PageOutput.links`), packed: every value's bytes in one buffer, each template position with its
/// attribute once per page, each owner by its place in the page skeleton's components. A site keeps every page's
/// links from its rendering until the link check; as an array of `LinkUse` (a string per value, the position and
/// attribute repeated, a note or a component per owner) they were 12 KB a page, a sixth of what a 10,000-page build
/// held; an owner's id and place of its own were another 40 bytes a link. No component is kept: a page let go after
/// rendering keeps nothing of itself alive through its links. Reads give `LinkUse` values as before.
struct LinkTable: Sendable, Equatable, RandomAccessCollection {
    /// Where a template writes a link: the attribute and its position (one element may carry several URLs).
    private struct Place: Hashable, Sendable {
        var attribute: String
        var location: SourceLocation
    }

    /// The id and place of a component that showed links.
    private struct Owner: Equatable, Sendable {
        var id: String
        var location: SourceLocation
    }

    /// Every value's UTF-8, one after another, and where each ends.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    /// The page's distinct places, and each link's index into them.
    private var places: [Place] = []
    private var placeIndices: [UInt32] = []
    /// Each link's owner: 0 for none; with `ordinalFlag`, the owner's position among the components of
    /// `skeletonSections` (in `Site.forEachComponent` order); otherwise an index into `owners` plus one.
    private var ownerReferences: [UInt32] = []
    private var owners: [Owner] = []
    /// The sections of the page skeleton the ordinals count in (`refer(to:)`): shared with the skeleton itself.
    private var skeletonSections: [Section] = []
    /// The note of a link that has only a note (a page from the build cache), by index.
    private var notes: [Int: String] = [:]

    private static let ordinalFlag: UInt32 = 1 << 31

    init() {}

    init(_ links: [RenderedComponent.LinkUse]) {
        bytes.reserveCapacity(links.reduce(0) { $0 + $1.value.utf8.count })
        ends.reserveCapacity(links.count)
        placeIndices.reserveCapacity(links.count)
        ownerReferences.reserveCapacity(links.count)
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
            if let (id, location) = link.ownerPlace {
                // A component's links come one after another: only a change of owner adds one.
                let owner = Owner(id: id, location: location)
                if owners.last != owner { owners.append(owner) }
                ownerReferences.append(UInt32(owners.count))
            } else {
                ownerReferences.append(0)
                if case let note = link.ownerNote, !note.isEmpty { notes[ends.count - 1] = note }
            }
        }
    }

    /// Names each owner by its position among the components of `sections` (a page skeleton's, which the table then
    /// shares) instead of by its own id and place; an owner they do not hold (one of a variant's own sections)
    /// keeps those.
    mutating func refer(to sections: [Section]) {
        guard !owners.isEmpty else { return }
        var ordinals: [SourceLocation: (id: String, ordinal: UInt32)] = [:]
        var count: UInt32 = 0
        for section in sections {
            section.forEachComponentPlace { id, location in
                ordinals[location] = (id, count)
                count += 1
            }
        }
        guard count < Self.ordinalFlag else { return }
        var kept: [Owner] = []
        var keptIndices: [Int: UInt32] = [:]
        for index in ownerReferences.indices where ownerReferences[index] != 0 {
            let ownerIndex = Int(ownerReferences[index]) - 1
            let owner = owners[ownerIndex]
            if let found = ordinals[owner.location], found.id == owner.id {
                ownerReferences[index] = Self.ordinalFlag | found.ordinal
            } else if let known = keptIndices[ownerIndex] {
                ownerReferences[index] = known
            } else {
                kept.append(owner)
                keptIndices[ownerIndex] = UInt32(kept.count)
                ownerReferences[index] = UInt32(kept.count)
            }
        }
        owners = kept
        skeletonSections = sections
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count }

    /// One link; its owner, when named by position, is found by walking the skeleton's components (a few links a
    /// build are read one by one: those a diagnostic shows). Iterating finds every owner in one walk.
    subscript(index: Int) -> RenderedComponent.LinkUse {
        link(at: index, owner: owner(of: index, in: nil))
    }

    func makeIterator() -> IndexingIterator<[RenderedComponent.LinkUse]> {
        let components = skeletonComponents()
        return indices.map { link(at: $0, owner: owner(of: $0, in: components)) }.makeIterator()
    }

    private func link(at index: Int, owner: Owner?) -> RenderedComponent.LinkUse {
        let place = places[Int(placeIndices[index])]
        if let owner {
            return RenderedComponent.LinkUse(
                attribute: place.attribute, value: value(at: index), location: place.location, ownerID: owner.id,
                at: owner.location)
        }
        return RenderedComponent.LinkUse(
            attribute: place.attribute, value: value(at: index), location: place.location,
            ownerNote: notes[index] ?? "")
    }

    /// The owner of link `index`, its ordinal looked up in `components` (the skeleton's, when made already).
    private func owner(of index: Int, in components: [Owner]?) -> Owner? {
        let reference = ownerReferences[index]
        guard reference != 0 else { return nil }
        guard reference & Self.ordinalFlag != 0 else { return owners[Int(reference) - 1] }
        let ordinal = Int(reference & ~Self.ordinalFlag)
        if let components { return ordinal < components.count ? components[ordinal] : nil }
        var count = 0
        var found: Owner?
        for section in skeletonSections where found == nil {
            section.forEachComponentPlace { id, location in
                if count == ordinal { found = Owner(id: id, location: location) }
                count += 1
            }
        }
        return found
    }

    /// The id and place of every component of the skeleton, in order; nil when no owner is named by position.
    private func skeletonComponents() -> [Owner]? {
        guard ownerReferences.contains(where: { $0 & Self.ordinalFlag != 0 }) else { return nil }
        var components: [Owner] = []
        for section in skeletonSections {
            section.forEachComponentPlace { components.append(Owner(id: $0, location: $1)) }
        }
        return components
    }

    /// Each link's owner's id (nil for a link with only a note), the skeleton walked once: what splicing a template
    /// edit into a page compares, without making every `LinkUse`.
    func ownerIDs() -> [String?] {
        let components = skeletonComponents()
        return indices.map { owner(of: $0, in: components)?.id }
    }

    /// The attribute that holds the link.
    func attribute(at index: Int) -> String {
        places[Int(placeIndices[index])].attribute
    }

    /// The link's URL as written, without making the whole `LinkUse`.
    func value(at index: Int) -> String {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<Int(ends[index])]), as: UTF8.self)
        }
    }

    /// Each link's value, in order, as the bytes it is kept in: no string is made of it.
    func forEachValue(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for end in ends {
                body(UnsafeBufferPointer(rebasing: buffer[start..<Int(end)]))
                start = Int(end)
            }
        }
    }

    /// The template position that wrote the link.
    func location(at index: Int) -> SourceLocation {
        places[Int(placeIndices[index])].location
    }

    /// The index of link `index`'s place (its attribute and template position) among the page's places: links are
    /// grouped by it, an integer, before their positions are compared.
    func placeIndex(at index: Int) -> Int {
        Int(placeIndices[index])
    }

    /// How many distinct places the page's links come from (`placeIndex(at:)` is below it).
    var placeCount: Int { places.count }

    /// The template position of place `place`.
    func location(ofPlace place: Int) -> SourceLocation {
        places[place].location
    }

    /// Writes the table for the build cache as it is held, owners named by position included: an entry is reused
    /// only for a page whose content is the same (its keys), so its skeleton's components are the same ones in the
    /// same order. Read back it is a few arrays; made again from one record per link, each owner then named by
    /// position once more, it was a sixth of a warm build's work.
    func write(to writer: inout CacheWriter) {
        writer.write(UInt64(ends.count))
        writer.write(UInt64(bytes.count))
        writer.append(raw: bytes)
        var start: UInt32 = 0
        for end in ends {
            writer.write(UInt64(end - start))
            start = end
        }
        writer.write(UInt64(places.count))
        for place in places {
            writer.write(place.attribute)
            writer.write(place.location)
        }
        for index in placeIndices { writer.write(UInt64(index)) }
        for reference in ownerReferences { writer.write(UInt64(reference)) }
        writer.write(UInt64(owners.count))
        for owner in owners {
            writer.write(owner.id)
            writer.write(owner.location)
        }
        writer.write(UInt64(notes.count))
        for (index, note) in notes.sorted(by: { $0.key < $1.key }) {
            writer.write(UInt64(index))
            writer.write(note)
        }
    }

    /// Reads what `write(to:)` wrote; `skeletonSections` are the page's this build (the positions count in them).
    /// Nil when the bytes do not hold a well-formed table.
    init?(reading reader: inout CacheReader, skeletonSections: [Section]?) {
        guard let count = reader.count(), let byteCount = reader.count(), let blob = reader.skip(byteCount) else {
            return nil
        }
        bytes = reader.bytes(in: blob)
        ends.reserveCapacity(count)
        var end = 0
        for _ in 0..<count {
            guard let length = reader.count(), length <= byteCount - end else { return nil }
            end += length
            ends.append(UInt32(truncatingIfNeeded: end))
        }
        guard end == byteCount, let placeCount = reader.count() else { return nil }
        places.reserveCapacity(placeCount)
        for _ in 0..<placeCount {
            guard let attribute = reader.text(), let location = reader.location() else { return nil }
            places.append(Place(attribute: attribute, location: location))
        }
        placeIndices.reserveCapacity(count)
        for _ in 0..<count {
            guard let index = reader.number(), index < placeCount else { return nil }
            placeIndices.append(UInt32(index))
        }
        ownerReferences.reserveCapacity(count)
        for _ in 0..<count {
            guard let reference = reader.number(), reference <= UInt64(UInt32.max) else { return nil }
            ownerReferences.append(UInt32(reference))
        }
        guard let ownerCount = reader.count() else { return nil }
        owners.reserveCapacity(ownerCount)
        for _ in 0..<ownerCount {
            guard let id = reader.text(), let location = reader.location() else { return nil }
            owners.append(Owner(id: id, location: location))
        }
        guard
            ownerReferences.allSatisfy({ $0 & Self.ordinalFlag != 0 || Int($0) <= ownerCount }),
            let noteCount = reader.count()
        else { return nil }
        for _ in 0..<noteCount {
            guard let index = reader.count(), index < count, let note = reader.text() else { return nil }
            notes[index] = note
        }
        self.skeletonSections = skeletonSections ?? []
    }

    /// Equal when every link is, as `LinkUse` compares them: the same attribute, value, position and owner note (an
    /// owner's note says its id and place, so two components with those alike are alike here).
    static func == (lhs: LinkTable, rhs: LinkTable) -> Bool {
        guard lhs.bytes == rhs.bytes, lhs.ends == rhs.ends else { return false }
        // The same table (a warm build compares each reused page's entry with itself): no owner is looked up.
        if lhs.places == rhs.places, lhs.placeIndices == rhs.placeIndices, lhs.ownerReferences == rhs.ownerReferences,
            lhs.owners == rhs.owners, lhs.notes == rhs.notes,
            lhs.skeletonSections.withUnsafeBufferPointer({ lhs in
                rhs.skeletonSections.withUnsafeBufferPointer { $0.baseAddress == lhs.baseAddress }
            })
        {
            return true
        }
        return Array(lhs) == Array(rhs)
    }
}
