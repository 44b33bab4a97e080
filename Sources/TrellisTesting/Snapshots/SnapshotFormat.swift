import Trellis
import TrellisRender

/// How a layout is written to a snapshot file: a render of its frame tree.
///
/// ```swift
/// assertSnapshot(of: root, as: .ascii())                 // __Snapshots__/<File>/<test>.txt
/// assertSnapshot(of: root, as: .svg, named: "cell")     // __Snapshots__/<File>/cell.svg
/// ```
public enum SnapshotFormat: Sendable, Hashable {
    /// Boxes on a character grid at `scale` (readable in a diff).
    case ascii(ASCIIBoxRenderer.Scale = .standard)
    /// Labelled boxes in SVG.
    case svg
    /// The `trellis.frames` JSON document.
    case json
    /// Labelled boxes in an HTML page.
    case html

    /// The snapshot file's extension: `txt`, `svg`, `json`, `html`.
    public var pathExtension: String {
        switch self {
        case .ascii: RenderFormat.ascii.fileExtension
        case .svg: RenderFormat.svg.fileExtension
        case .json: RenderFormat.json.fileExtension
        case .html: RenderFormat.html.fileExtension
        }
    }

    /// The text written for `tree`.
    public func render(_ tree: FrameTree) -> String {
        switch self {
        case let .ascii(scale): ASCIIBoxRenderer(scale: scale).render(tree)
        case .svg: SVGBoxRenderer().render(tree)
        case .json: JSONFrameRenderer().render(tree)
        case .html: HTMLBoxRenderer().render(tree)
        }
    }
}
