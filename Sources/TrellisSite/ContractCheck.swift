import TrellisContent
import TrellisRender
import TrellisSchema

/// Checks every shown component's data (children, headers and footers included) against its type's contract.
enum ContractCheck {
    static func run(site: Site, templates: TemplateSet) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard templates.contracts.values.contains(where: { $0.checker != nil }) else { return diagnostics }
        site.forEachComponent { _, component in
            guard !component.isHidden, let checker = templates.contracts[component.type]?.checker,
                let data = component.dataSource
            else { return }
            diagnostics += checker.check(data, path: component.dataPath, contract: component.type)
        }
        return diagnostics
    }
}
