import TrellisContent
import TrellisRender
import TrellisSchema

/// Checks every shown component's data (children, headers and footers included) against its type's contract.
enum ContractCheck {
    static func run(site: Site, templates: TemplateSet) -> [Diagnostic] {
        guard templates.contracts.values.contains(where: { $0.checker != nil }) else { return [] }
        // A flat component's `type` and `id` reach the schema only when it speaks of them; asked once per type.
        let seesWholeObject = templates.contracts.mapValues { $0.checker?.describesComponentKeys ?? false }
        // Page by page on all cores; the compiled schemas are immutable and shared, and the pages' diagnostics are
        // joined in page order, so the output is the same as a serial pass.
        return site.pages.parallelMap { page -> [Diagnostic] in
            var found: [Diagnostic] = []
            Site.forEachComponent(of: page) { component in
                guard !component.isHidden, let checker = templates.contracts[component.type]?.checker,
                    let data = component.dataSource
                else { return }
                let checked = seesWholeObject[component.type] == true ? component.objectSource ?? data : data
                found += checker.check(checked, path: component.dataPath, contract: component.type)
            }
            return found
        }.flatMap { $0 }
    }
}
