import TrellisContent

/// Turns the schemas of a registry into contracts: each checked against its meta-schema first (so a malformed
/// schema is an error at its own line and is never used half-understood), then all compiled into one program.
public enum ContractSchemaCompiler {
    /// Compiled contracts by target name, and every problem found in the schemas. A target whose schema has an
    /// error (meta-schema violation, unresolvable `$ref`, invalid pattern) gets no contract.
    public static func compile(_ targets: [ContractTarget], in registry: SchemaRegistry) -> (
        contracts: [String: CompiledContract], diagnostics: [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        var metaCompiler = SchemaCompiler(
            registry: registry, options: .init(assertsFormats: false, reportsUnknownKeywords: false))
        var usable: [ContractTarget] = []
        var metaChecks: [(target: ContractTarget, entry: SchemaEntry, draft: SchemaDraft)] = []
        for target in targets {
            guard let meta = registry.metaschema(of: target.uri) else {
                usable.append(target)
                continue
            }
            guard let entry = metaCompiler.compile(uri: meta.uri) else { continue }
            metaChecks.append((target, entry, meta.draft))
        }
        let metaProgram = metaCompiler.finish()
        for check in metaChecks {
            var problems = metaProgram.check(
                check.target.node, against: check.entry, path: check.target.path,
                subject: "not a valid JSON Schema \(check.draft.rawValue) schema", showsKeywordLocation: false)
            if problems.isEmpty {
                usable.append(check.target)
            } else {
                problems = problems.map(asSchemaProblem)
                diagnostics += problems.sorted {
                    ($0.location?.line ?? 0, $0.location?.column ?? 0) < (
                        $1.location?.line ?? 0, $1.location?.column ?? 0
                    )
                }
            }
        }

        var compiler = SchemaCompiler(registry: registry)
        var entries: [(target: ContractTarget, entry: SchemaEntry, problems: Int)] = []
        for target in usable {
            let before = compiler.diagnostics.filter { $0.severity == .error }.count
            guard let entry = compiler.compile(uri: target.uri, at: target.node.location) else { continue }
            let after = compiler.diagnostics.filter { $0.severity == .error }.count
            entries.append((target, entry, after - before))
        }
        diagnostics += compiler.diagnostics
        let program = compiler.finish()
        var contracts: [String: CompiledContract] = [:]
        for (target, entry, problems) in entries where problems == 0 {
            contracts[target.name] = CompiledContract(program: program, entry: entry)
        }
        return (contracts, diagnostics)
    }

    /// The problems of one schema against its meta-schema (empty when it is well formed), without compiling it as a
    /// contract: for shared schema files, which contracts only reach through `$ref`.
    public static func metaschemaProblems(of target: ContractTarget, in registry: SchemaRegistry) -> [Diagnostic] {
        guard let meta = registry.metaschema(of: target.uri) else { return [] }
        var compiler = SchemaCompiler(
            registry: registry, options: .init(assertsFormats: false, reportsUnknownKeywords: false))
        guard let entry = compiler.compile(uri: meta.uri) else { return [] }
        return compiler.finish().check(
            target.node, against: entry, path: target.path,
            subject: "not a valid JSON Schema \(meta.draft.rawValue) schema", showsKeywordLocation: false
        ).map(asSchemaProblem)
    }

    /// A meta-schema violation is a problem of the schema (`schema-invalid`), not of data, with a did-you-mean.
    static func asSchemaProblem(_ diagnostic: Diagnostic) -> Diagnostic {
        var problem = withSuggestion(diagnostic)
        problem.code = "schema-invalid"
        return problem
    }

    /// `expected "array", "boolean" … or "string", found "strng"` gains `; did you mean "string"?`.
    static func withSuggestion(_ diagnostic: Diagnostic) -> Diagnostic {
        let message = diagnostic.message
        guard message.hasPrefix("expected "), let found = message.firstRange(of: ", found \"") else {
            return diagnostic
        }
        let expected = message[..<found.lowerBound]
        let rest = message[found.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { return diagnostic }
        let word = String(rest[..<close])
        let options = expected.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let hint = Suggestion.hint(for: word, among: options)
        guard !hint.isEmpty else { return diagnostic }
        var changed = diagnostic
        changed.message += hint
        return changed
    }
}
