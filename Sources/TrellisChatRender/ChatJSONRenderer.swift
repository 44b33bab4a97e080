import TrellisChat
import TrellisRender

/// Writes a laid-out chat in the `trellis.chat` JSON schema (``ChatFramesDocument``, the DocC
/// article <doc:ChatJSONSchema>): keys in a fixed order, numbers with at most three decimals,
/// pretty-printed by default. The same scene gives the same bytes.
public struct ChatJSONRenderer: Sendable {
    /// Pretty (the default) or compact.
    ///
    /// ```swift
    /// var renderer = ChatJSONRenderer()
    /// renderer.style = .compact
    /// ```
    public var style: JSONStyle

    /// Creates a renderer.
    /// - Parameter style: pretty or compact.
    public init(style: JSONStyle = .pretty) {
        self.style = style
    }

    /// `RenderFormat/json`.
    public var format: RenderFormat { .json }

    /// The document, ending with a line break.
    /// - Parameter scene: the laid-out chat.
    public func render(_ scene: ChatScene) -> String {
        ChatFramesDocument(scene: scene).jsonValue.string(style: style, numbers: .json) + "\n"
    }
}
