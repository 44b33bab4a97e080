import Trellis

/// Writes a tree in the `trellis.frames` JSON schema (see ``FrameTree`` and `SCHEMA.md`):
/// keys in a fixed order, numbers with at most three decimals, pretty-printed by default.
/// Any program, in any language, can draw the layout from it.
///
/// ```swift
/// root.layoutIfNeeded()
/// let json = JSONFrameRenderer().render(root)
/// // {
/// //   "schema": "trellis.frames",
/// //   "version": 1,
/// //   "root": { ... }
/// // }
/// ```
public struct JSONFrameRenderer: FrameTreeRenderer {
    /// Pretty (the default) or compact.
    ///
    /// ```swift
    /// var renderer = JSONFrameRenderer()
    /// renderer.style = .compact
    /// ```
    public var style: JSONStyle

    /// Creates a renderer.
    public init(style: JSONStyle = .pretty) {
        self.style = style
    }

    /// ``RenderFormat/json``.
    public var format: RenderFormat { .json }

    /// The document, ending with a line break.
    public func render(_ tree: FrameTree) -> String {
        tree.jsonValue.string(style: style, numbers: .json) + "\n"
    }
}
