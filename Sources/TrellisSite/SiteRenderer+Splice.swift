import TrellisContent
import TrellisRender

extension SiteRenderer {
    /// A page whose content is what the last build rendered, but some of whose templates changed (`changedTypes`):
    /// its renderings as the last build wrote them (in `previousSite`, as `previous` recorded them), with the markup
    /// of each component that shows one of those types rendered again and put in place of the old
    /// (`RenderingSplice`). Layouts, frames, the preview and everything the page reported are those of the last
    /// build, which read the same content; the new markup is validated where a page places it, as in any build, and
    /// the rest of each rendering is the markup libxml2 read then.
    ///
    /// `page` may be the page's skeleton: `components` gives the components to render again, in full, from theirs
    /// (`PageReloader.components`; the identity when `page` is read in full).
    ///
    /// Nil when the page must be rendered in full instead: a component to replace whose old or new markup was not
    /// validated on its own or gave the page something else to check (a diagnostic, an `id`, a type without a
    /// template), a component `components` does not give, a link whose component is not found, or a rendering not
    /// laid out as expected.
    func splice(
        _ page: Page, previous: CachedPage, changedTypes: Set<String>, renderer: ComponentRenderer,
        previousSite: String, spillName: String, components: ([Component]) -> [Component]?
    ) -> PageOutput? {
        // Every rendering must say where its components are (a theme that prints the sections twice keeps no starts):
        // known before any component is read or rendered again.
        let preview = SitePaths.preview(page)
        guard
            previous.rendering.files.allSatisfy({
                !$0.path.hasSuffix(".html") || $0.path == preview || $0.componentStarts != nil
            })
        else { return nil }
        let old = previous.rendering.components.entries
        var splice = RenderingSplice()
        splice.lengths = old.map(\.length)
        // The components to render again, with their places, found first: their data is read only then.
        var changed: [(position: Int, component: Component)] = []
        var newLinks: [Int: [RenderedComponent.LinkUse]] = [:]
        // Positions by id, each child's its parent's (links name the component that showed them): of the replaced
        // components, or of every one once `walk(recordingAll: true)` ran (only for a page whose links change).
        var positions: [String: Int] = [:]
        let assetsPath = SitePaths.assetsPath(from: page)
        // Walks the components the page shows, in order, noting their positions by id (see `positions`) and, the first
        // time, the components to render again, made only then: those that show a changed type, or whose child does.
        // False when the page must be rendered in full (an id twice, a component the cache's lengths do not count).
        // The changed types compared by equality when they are few (a template edit changes one): hashing each type
        // name of every component of the page for the set was a third of the walk.
        let changedList = changedTypes.count <= 4 ? Array(changedTypes) : nil
        func isChangedType(_ type: String) -> Bool {
            guard let changedList else { return changedTypes.contains(type) }
            return changedList.contains(type)
        }
        func walk(recordingAll: Bool) -> Bool {
            var position = 0
            func take(
                type: String, id: String, children: ((_ type: String, _ id: String) -> Void) -> Void,
                component: () -> Component
            ) -> Bool {
                guard position < old.count else { return false }
                var isChanged = isChangedType(type)
                if !isChanged {
                    children { childType, _ in isChanged = isChanged || isChangedType(childType) }
                }
                if recordingAll || isChanged {
                    guard positions.updateValue(position, forKey: id) == nil else { return false }
                    var isDuplicate = false
                    children { _, childID in
                        isDuplicate = isDuplicate || positions.updateValue(position, forKey: childID) != nil
                    }
                    guard !isDuplicate else { return false }
                }
                if isChanged, !recordingAll {
                    guard old[position].isReplaceable else { return false }
                    changed.append((position, component()))
                }
                position += 1
                return true
            }
            func take(_ component: Component) -> Bool {
                take(
                    type: component.type, id: component.id,
                    children: { body in
                        guard component.hasChildComponents else { return }
                        for child in component.data?.childComponents ?? [] { body(child.type, child.id) }
                    }, component: { component })
            }
            for section in page.sections {
                if let header = section.header, !take(header) { return false }
                // The section's items read in place: a packed one is made only when its markup changes.
                var isLaidOut = true
                section.forEachVisibleComponent { index, type, id in
                    guard isLaidOut,
                        take(
                            type: type, id: id,
                            children: { section.forEachDescendantStub(ofComponentAt: index, $0) },
                            component: { section.component(at: index) })
                    else {
                        isLaidOut = false
                        return
                    }
                }
                guard isLaidOut else { return false }
                if let footer = section.footer, !take(footer) { return false }
            }
            return position == old.count
        }
        guard walk(recordingAll: false),
            let full = changed.isEmpty ? [] : components(changed.map(\.component)), full.count == changed.count
        else { return nil }
        for (change, component) in zip(changed, full) {
            var unknown: [UnknownTypeUse] = []
            let rendered = renderer.render(component, onPageFrom: page.file, unknown: &unknown, assetsPath: assetsPath)
            guard rendered.isCheckedApart, rendered.diagnostics.isEmpty, rendered.ids.isEmpty, unknown.isEmpty
            else { return nil }
            let markup = Array(rendered.html.utf8)
            splice.replacements[change.position] = markup
            newLinks[change.position] = rendered.links
        }
        var lengths = ComponentMarkupLengths()
        for (position, entry) in old.enumerated() {
            if let markup = splice.replacements[position] {
                lengths.append(length: markup.count, isReplaceable: true)
            } else {
                lengths.append(length: entry.length, isReplaceable: entry.isReplaceable)
            }
        }

        var output = previous.output
        // Where the components are in each rendering, as recorded; the renderings spliced below get their new starts.
        for file in previous.rendering.files {
            if let starts = file.componentStarts { output.componentStarts[file.path] = starts }
        }
        output.componentLengths = lengths
        output.previewLinks = previous.linkCheck
        output.componentLinksAsBefore = true
        guard !splice.replacements.isEmpty else { return output }
        // The old links of the replaced components, by position. Read by owner and by part, not made whole: only a
        // table that changes is made again from every link.
        let oldTable = previous.links
        let oldOwners = oldTable.ownerIDs()
        var replacedLinks: [Int: [Int]] = [:]
        for (index, owner) in oldOwners.enumerated() {
            guard let owner, let position = positions[owner], newLinks[position] != nil else { continue }
            replacedLinks[position, default: []].append(index)
        }
        // The same links as before when each replaced component shows the same ones from the same template places
        // and the same components (itself or the same child). Most template edits change text, not links: the
        // page's table is then the last build's as it is.
        output.componentLinksAsBefore = newLinks.allSatisfy { position, new in
            let before = replacedLinks[position] ?? []
            return new.count == before.count
                && zip(new, before).allSatisfy { link, index in
                    link.attribute == oldTable.attribute(at: index) && link.value == oldTable.value(at: index)
                        && link.location == oldTable.location(at: index) && link.ownerPlace?.id == oldOwners[index]
                }
        }
        if !output.componentLinksAsBefore {
            // The page's links in the order a full rendering lists them (component by component): the replaced
            // components' new ones in place of their old ones. Every old link must name a component of the page.
            positions.removeAll()
            guard walk(recordingAll: true) else { return nil }
            var oldLinks: [Int: [RenderedComponent.LinkUse]] = [:]
            for (link, owner) in zip(oldTable, oldOwners) {
                guard let owner, let position = positions[owner] else { return nil }
                oldLinks[position, default: []].append(link)
            }
            var links: [RenderedComponent.LinkUse] = []
            for position in 0..<old.count { links += newLinks[position] ?? oldLinks[position] ?? [] }
            output.links = LinkTable(links)
        }

        for index in output.files.indices where output.files[index].isHTML && output.files[index].path != preview {
            let file = output.files[index]
            let path = previousSite + "/" + file.path
            guard let stamp = file.reused, let starts = output.componentStarts[file.path]?.starts,
                let bytes = FastFileSystem.readFile(path, expecting: stamp),
                let spliced = splice.apply(to: bytes, starts: starts)
            else { return nil }
            // A template edit that changes nothing this rendering shows (a comment, a blank line outside the
            // markup) leaves its file where it is.
            guard spliced.changed else { continue }
            output.componentStarts[file.path] = ComponentStarts(spliced.starts)
            output.files[index] = SiteFile(file.path, bytes: spliced.bytes)
            output.files[index].isValidated = true
            output.files[index].differsFromPrevious = true
        }
        letGo(&output, spillName: spillName)
        return output
    }
}
