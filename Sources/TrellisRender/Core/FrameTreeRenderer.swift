import Trellis

/// Something that draws a ``FrameTree`` as text (SVG, HTML, ASCII, JSON). Renderers only
/// read frames; lay the tree out before rendering it.
///
/// ```swift
/// let renderer: any FrameTreeRenderer = ASCIIBoxRenderer()
/// print(renderer.render(FrameTree(root)))
/// ```
public protocol FrameTreeRenderer: Sendable {
    /// The format written.
    var format: RenderFormat { get }
    /// The tree drawn as text.
    func render(_ tree: FrameTree) -> String
}

extension FrameTreeRenderer {
    /// Reads `node`'s solved tree (see ``FrameTree/init(_:)``) and draws it.
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// let svg = SVGBoxRenderer().render(root)
    /// ```
    public func render(_ node: LayoutNode) -> String {
        render(FrameTree(node))
    }
}

extension RenderFormat {
    /// The labelled-box renderer for this format, with default settings.
    public var boxRenderer: any FrameTreeRenderer {
        switch self {
        case .svg: SVGBoxRenderer()
        case .html: HTMLBoxRenderer()
        case .json: JSONFrameRenderer()
        case .ascii: ASCIIBoxRenderer()
        }
    }
}

extension LayoutNode {
    /// This node's solved tree drawn as labelled boxes in `format` (debugging aid).
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// print(root.renderedBoxes(as: .ascii))
    /// ```
    public func renderedBoxes(as format: RenderFormat) -> String {
        format.boxRenderer.render(FrameTree(self))
    }
}
