import Trellis

/// A ``ChatLayout`` as a scroll node's hosted content: the scroll node's content height is the
/// transcript's at the node's width (the layout is re-flowed when the width changes), and the
/// visible cells are the messages whose rows meet the scroll node's bounds. A chat screen is
/// then one node tree: navigation bar, scrolling messages, input bar, keyboard.
///
/// ```swift
/// let content = ChatScrollContent(layout: layout)
/// messages.hostedContent = content          // messages: ScrollNode
/// screen.layoutIfNeeded()
/// messages.contentOffset.y = content.layout.bottomOffset(viewportHeight: messages.bounds.height)
/// messages.hostedItemFrames                 // the visible cells, in content coordinates
/// ```
public final class ChatScrollContent: ScrollContentProvider {
    /// The transcript; edit it through this property (appends, updates...).
    public var layout: ChatLayout

    /// Hosts `layout`.
    public init(layout: ChatLayout) {
        self.layout = layout
    }

    /// The transcript's height at `width` (re-flowed first when the width is new and valid).
    public func contentHeight(forWidth width: Double) -> Double {
        if width != layout.width, width > 0, width.isFinite {
            _ = try? layout.setWidth(width, viewport: Viewport(offsetY: 0, height: 0))
        }
        return layout.contentHeight
    }

    /// The cell frames of the messages whose rows intersect `rect`.
    public func itemFrames(in rect: Rect) -> [Rect] {
        layout.visibleRange(for: Viewport(offsetY: rect.minY, height: rect.height)).map { layout.cellFrame(at: $0) }
    }
}
