import TrellisContent
import TrellisRender

/// Checks every shown component's data (children, headers and footers included) against its type's contract.
enum ContractCheck {
    static func run(site: Site, templates: TemplateSet) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for component in site.allComponents where !component.isHidden {
            guard let checker = templates.contracts[component.type]?.checker, let data = component.dataSource else {
                continue
            }
            diagnostics += checker.check(data, path: component.dataPath, contract: component.type)
        }
        return diagnostics
    }
}
