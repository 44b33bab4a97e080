import Trellis

extension FrameTree {
    /// What a container or leaf node adds to its frame (schema version 2): a scroll node's
    /// offset and content size, an image rectangle, a button's title. Rectangles are in the
    /// node's own coordinates (its bounds at offset zero).
    public struct NodeDetails: Sendable, Hashable {
        /// The node type: `scroll`, `image`, `button`, `textView`, `stack` or `label` (a `Label`
        /// with a `textColor` set, its text as `title` over its bounds).
        public var kind: String
        /// A scroll node's content offset (its children are drawn moved by minus it, clipped
        /// to its frame).
        public var contentOffset: Point?
        /// A scroll node's content size.
        public var contentSize: Size?
        /// Where an image is drawn (an image node's, or a button's image).
        public var imageRect: Rect?
        /// A button's title.
        public var title: String?
        /// Where a button's title is drawn.
        public var titleRect: Rect?

        /// Details of the given kind.
        public init(kind: String, contentOffset: Point? = nil, contentSize: Size? = nil, imageRect: Rect? = nil,
                    title: String? = nil, titleRect: Rect? = nil) {
            self.kind = kind
            self.contentOffset = contentOffset
            self.contentSize = contentSize
            self.imageRect = imageRect
            self.title = title
            self.titleRect = titleRect
        }

        /// The details a laid-out node has, nil for a plain node or a label in black.
        public init?(_ node: LayoutNode) {
            switch node {
            case let scroll as ScrollNode:
                self.init(kind: "scroll", contentOffset: scroll.contentOffset, contentSize: scroll.contentSize)
            case let image as ImageNode:
                self.init(kind: "image", imageRect: image.imageRect)
            case let button as ButtonNode:
                self.init(kind: "button", imageRect: button.imageRect, title: button.title, titleRect: button.titleRect)
            case is TextViewNode:
                self.init(kind: "textView")
            case is StackNode:
                self.init(kind: "stack")
            case let label as Label where Self.setTextColor(label) != nil:
                self.init(kind: "label", title: label.text ?? "", titleRect: label.bounds)
            default:
                return nil
            }
        }

        /// A label's `textColor` when it is not UILabel's default (black), else nil: black
        /// labels are read as before, without their text.
        static func setTextColor(_ node: LayoutNode) -> Color? {
            guard let label = node as? Label, label.textColor != .label else { return nil }
            return label.textColor
        }

        /// How far a scroll node moves its children: minus its offset (zero otherwise).
        var childShift: Point {
            guard let offset = contentOffset else { return Point(x: 0, y: 0) }
            return Point(x: -offset.x, y: -offset.y)
        }

        /// Whether the node clips its children to its frame (scroll nodes do, as UIScrollView).
        var clipsChildren: Bool { kind == "scroll" }
    }
}
