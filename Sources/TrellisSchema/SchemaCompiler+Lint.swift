import TrellisContent

extension SchemaCompiler {
    /// Warnings about schemas that are valid but almost certainly not what was meant: a required key that
    /// `properties` does not declare (usually a typo), and ranges no value can satisfy.
    mutating func lint(_ object: JSONObject, _ node: SchemaNode) {
        guard options.reportsUnknownKeywords else { return }
        let place = node.place
        if let required = object["required"]?.arrayValue, let declared = object["properties"]?.objectValue?.keys {
            for (offset, item) in required.enumerated() {
                guard let key = item.stringValue, !declared.contains(key) else { continue }
                let pointer = JSONPointer.appending(place.pointer, "required") + "/\(offset)"
                report(
                    .warning(
                        "undeclared-required-key", at: item.location,
                        path: jsonPath(of: SchemaLocationKey(document: place.document, pointer: pointer)),
                        "required key \"\(key)\" is not among \"properties\""
                            + Suggestion.hint(for: key, among: declared)),
                    in: place)
            }
        }
        // Valid in JSON Schema 2019-09 and later (draft-07's meta-schema refuses it, and says so), but an empty list
        // allows no value at all.
        if let member = object.member("enum"), member.value.arrayValue?.isEmpty == true {
            report(
                .warning(
                    "schema-unsatisfiable", at: member.value.location,
                    path: jsonPath(
                        of: SchemaLocationKey(
                            document: place.document, pointer: JSONPointer.appending(place.pointer, "enum"))),
                    "\"enum\" lists no values, so no value can match"),
                in: place)
        }
        let ranges: [(low: String, high: String, noun: String)] = [
            ("minimum", "maximum", "number"), ("minLength", "maxLength", "string"), ("minItems", "maxItems", "array"),
            ("minProperties", "maxProperties", "object"), ("minContains", "maxContains", "array"),
        ]
        for range in ranges {
            guard let low = object[range.low]?.numberValue, let highNode = object[range.high],
                let high = highNode.numberValue, low.value > high.value
            else { continue }
            let later =
                object.member(range.low)!.keyLocation > object.member(range.high)!.keyLocation ? range.low : range.high
            let laterNode = object[later]!
            report(
                .warning(
                    "schema-unsatisfiable", at: laterNode.location,
                    path: jsonPath(
                        of: SchemaLocationKey(
                            document: place.document, pointer: JSONPointer.appending(place.pointer, later))),
                    "\(range.low) \(low.text) is greater than \(range.high) \(high.text); no \(range.noun) can match"),
                in: place)
        }
    }
}
