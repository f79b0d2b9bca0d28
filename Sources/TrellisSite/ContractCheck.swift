import TrellisContent
import TrellisRender
import TrellisSchema

/// Checks every shown component's data (children, headers and footers included) against its type's contract.
enum ContractCheck {
    /// A parent's schema sees its children as raw JSON, so one mistake inside a child is found by the child's own
    /// contract and again by every ancestor's (`AdaptiveCard`, `Table`, `TableRow`, `TableCell`). It is reported
    /// once, under the innermost contract that finds it: components are visited parents first, so the last report
    /// of a mistake wins.
    ///
    /// Returns each page's diagnostics, in page order; a page with an entry in `cached` (unchanged since the last
    /// build) is not checked again, and gets that entry.
    static func run(pages: [Page], templates: TemplateSet, cached: [[Diagnostic]?]) -> [[Diagnostic]] {
        let check = pageCheck(templates: templates)
        // Page by page on all cores; the compiled schemas are immutable and shared, and the pages' diagnostics are
        // joined in page order, so the output is the same as a serial pass.
        // By index: an array of the pages zipped with the results was a copy of every page, made on one core.
        return Array(pages.indices).parallelMap { index -> [Diagnostic] in
            index < cached.count ? cached[index] ?? check(pages[index]) : check(pages[index])
        }
    }

    /// The check of one page under these templates' contracts: what `run` does to each page, for the loader to run
    /// as it reads them (`ProjectLoader.PageCheck`).
    static func pageCheck(templates: TemplateSet) -> @Sendable (Page) -> [Diagnostic] {
        guard templates.contracts.values.contains(where: { $0.checker != nil }) else { return { _ in [] } }
        // A flat component's `type` and `id` reach the schema only when it speaks of them; asked once per type.
        let seesWholeObject = templates.contracts.mapValues { $0.checker?.describesComponentKeys ?? false }
        // A component of an included file is the same on every page that includes it: checked once.
        let included = ComponentMemo<[Diagnostic]>()
        return { checkedPage in
            // A page whose sources went after the loader checked it is read again, never passed unchecked.
            let page = checkedPage.sourceReloader == nil ? checkedPage : checkedPage.full()
            var found: [Diagnostic] = []
            var slotByMistake: [Mistake: Int] = [:]
            Site.forEachComponent(of: page) { component in
                guard !component.isHidden, let checker = templates.contracts[component.type]?.checker,
                    let data = component.dataSource
                else { return }
                let checked = seesWholeObject[component.type] == true ? component.objectSource ?? data : data
                let subject = " (contract \(component.type), "
                let check = { checker.check(checked, path: component.dataPath, contract: component.type) }
                let diagnostics =
                    component.location.file == page.file ? check() : included.value(for: component, work: check)
                for diagnostic in diagnostics {
                    let mistake = Mistake(
                        location: diagnostic.location, path: diagnostic.path,
                        message: diagnostic.message.replacing(subject, with: " ("))
                    if let slot = slotByMistake[mistake] {
                        found[slot] = diagnostic
                    } else {
                        slotByMistake[mistake] = found.count
                        found.append(diagnostic)
                    }
                }
            }
            return found
        }
    }

    /// What makes two reports the same mistake: where, and what, whichever contract found it.
    private struct Mistake: Hashable {
        var location: SourceLocation?
        var path: String?
        var message: String
    }
}
