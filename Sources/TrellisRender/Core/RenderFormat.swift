/// The output formats of the renderers: each reads solved frames and never lays anything out.
public enum RenderFormat: String, CaseIterable, Sendable {
    /// SVG, an HTML page, JSON, and plain text drawn with ASCII characters.
    case svg, html, json, ascii

    /// The usual file extension for the format.
    public var fileExtension: String {
        switch self {
        case .svg: return "svg"
        case .html: return "html"
        case .json: return "json"
        case .ascii: return "txt"
        }
    }
}
