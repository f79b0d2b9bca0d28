import Testing
import TrellisContent
import TrellisRender

/// Builds renderers from template sources given inline, compiled exactly as files would be.
enum RenderFixture {
    struct CompileError: Error { var diagnostic: Diagnostic }

    static func templates(_ sources: [String: String]) throws -> TemplateSet {
        var set = TemplateSet()
        for (type, source) in sources {
            switch MustacheCompiler.compile(source, file: "Templates/components/\(type).mustache") {
            case .success(let template):
                set.components[type] = ComponentTemplate(type: type, template: template)
            case .failure(let diagnostic):
                throw CompileError(diagnostic: diagnostic)
            }
        }
        return set
    }

    static func renderer(_ sources: [String: String]) throws -> ComponentRenderer {
        ComponentRenderer(templates: try templates(sources))
    }

    /// Parses JSON content the way a page file reads a child component, and returns that component.
    static func component(_ json: String, form: ComponentForm = .auto) throws -> Component {
        let wrapper = try JSONParser.parse("{\"root\": \(json)}", file: "page.json")
        let (decoded, diagnostics) = ComponentDataDecoder.decode(wrapper, path: "", form: form)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .component(let component) = try #require(decoded)["root"] else {
            throw CompileError(diagnostic: .error("test", at: nil, "not a component: \(json)"))
        }
        return component
    }

    /// `text` as the value `text` of a component whose template prints it with `{{{trellis.markdown.text}}}` inside a
    /// `div`: what the component rendered to, with no diagnostics expected.
    static func markdownCard(_ text: String) throws -> String {
        let renderer = try renderer(["card": "<div class=\"card\">{{{trellis.markdown.text}}}</div>"])
        let data = String(decoding: try JSONSerializationFree.encode(text), as: UTF8.self)
        let component = try component(#"{"type": "card", "id": "c", "data": {"text": \#(data)}}"#)
        var unknown: [UnknownTypeUse] = []
        let rendered = renderer.render(component, unknown: &unknown)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        return rendered.html
    }
}
