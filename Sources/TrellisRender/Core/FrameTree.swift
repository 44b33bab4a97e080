import Trellis

/// A solved layout tree read once into plain values: every node's label, frame, hidden flag
/// and children. What every box renderer draws and what the JSON format holds. Reading a
/// tree never lays it out: call `LayoutNode.layoutIfNeeded()` first.
///
/// The node the tree is read from becomes the root and sits at the origin: absolute frames
/// are in its coordinates, whatever its own `frame.origin`.
///
/// ```swift
/// root.layoutIfNeeded()
/// let tree = FrameTree(root)
/// tree.root.children[0].absoluteFrame   // avatar's frame in root coordinates
/// ```
///
/// ## JSON
///
/// `FrameTree` is `Codable` as the `trellis.frames` schema, version 2, reading version 1 too
/// (see FrameJSONSchema.md); ``JSONFrameRenderer`` writes it with stable
/// key order and number formatting:
///
/// ```json
/// {
///   "schema": "trellis.frames",
///   "version": 2,
///   "root": {
///     "label": "root",
///     "frame": {"x": 0, "y": 0, "width": 100, "height": 60},
///     "absoluteFrame": {"x": 0, "y": 0, "width": 100, "height": 60},
///     "hidden": false,
///     "children": []
///   }
/// }
/// ```
///
/// - `schema` is always `"trellis.frames"`; `version` is an integer, bumped when a field's
///   meaning changes (new optional fields do not bump it). Readers reject other schemas and
///   newer versions.
/// - A node has `label` (string or null), `frame` (in the parent's coordinates),
///   `absoluteFrame` (in the root's, the root at 0,0; optional on input, recomputed from
///   `frame`), `hidden` (the node's own flag) and `children` (back to front).
/// - Numbers are points, y down, written with at most three decimals.
///
/// ```swift
/// let data = Data(JSONFrameRenderer().render(root).utf8)
/// let tree = try JSONDecoder().decode(FrameTree.self, from: data)
/// ```
public struct FrameTree: Sendable, Hashable {
    /// The schema name written in JSON: `trellis.frames`.
    public static let schema = "trellis.frames"

    /// The schema version this library writes and the newest it reads.
    public static let currentVersion = 2

    /// The root node.
    public private(set) var root: Node

    /// Reads `node` and everything below it.
    public init(_ node: LayoutNode) {
        self.init(root: Self.read(node))
    }

    /// Builds a tree from nodes made by hand; absolute frames are recomputed from the frames
    /// (the root at the origin).
    public init(root: Node) {
        var root = root
        root.resolveAbsoluteFrames(origin: Point(x: -root.frame.x, y: -root.frame.y))
        self.root = root
    }

    private static func read(_ node: LayoutNode) -> Node {
        Node(label: node.debugLabel, frame: node.frame, isHidden: node.isHidden, children: node.subviews.map(read),
             details: NodeDetails(node), alpha: node.alpha, clipsToBounds: node.clipsToBounds,
             backgroundColor: node.backgroundColor, textColor: NodeDetails.setTextColor(node))
    }

    /// The size drawings of the tree use: the root's size.
    public var canvasSize: Size { Size(width: abs(root.frame.width), height: abs(root.frame.height)) }

    /// One node: its label, frame (in its parent's coordinates), absolute frame (in the
    /// root's), hidden flag and children back to front.
    public struct Node: Sendable, Hashable {
        /// The node's `debugLabel`, or nil.
        public var label: String?

        /// The frame in the parent's coordinates (for the root: its frame as set).
        public var frame: Rect

        /// The frame in the root's coordinates (the root at the origin), kept in step by
        /// ``FrameTree``.
        public internal(set) var absoluteFrame: Rect

        /// The node's own `isHidden`.
        public var isHidden: Bool

        /// The children, back to front.
        public var children: [Node]

        /// What a scroll, image, button, text-view or stack node adds (schema version 2).
        public var details: NodeDetails?

        /// The node's own `alpha` in 0...1 (1 opaque); drawings multiply it down the tree, as
        /// UIKit composites a view with its subviews.
        public var alpha: Double

        /// Whether the node's subviews are drawn clipped to its frame (`clipsToBounds`).
        public var clipsToBounds: Bool

        /// The node's `backgroundColor`, filling its box; nil (clear) draws the renderer's tint.
        public var backgroundColor: Color?

        /// A `Label`'s `textColor` when it is not the default black, its text (the details'
        /// `title`) drawn in it; nil otherwise.
        public var textColor: Color?

        /// Creates a node; its absolute frame is computed when a ``FrameTree`` is made of it.
        /// An `alpha` outside 0...1 is clamped into it; NaN counts as 1.
        public init(label: String? = nil, frame: Rect, isHidden: Bool = false, children: [Node] = [],
                    details: NodeDetails? = nil, alpha: Double = 1, clipsToBounds: Bool = false,
                    backgroundColor: Color? = nil, textColor: Color? = nil) {
            self.details = details
            self.backgroundColor = backgroundColor
            self.textColor = textColor
            self.alpha = alpha.isNaN ? 1 : min(1, max(0, alpha))
            self.clipsToBounds = clipsToBounds
            self.label = label
            self.frame = frame
            self.absoluteFrame = frame
            self.isHidden = isHidden
            self.children = children
        }

        mutating func resolveAbsoluteFrames(origin: Point) {
            absoluteFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
            for index in children.indices {
                // A scroll node's children are in content coordinates: moved by minus the offset.
                let shift = details?.childShift ?? Point(x: 0, y: 0)
                children[index].resolveAbsoluteFrames(origin: Point(x: absoluteFrame.minX + shift.x,
                                                                    y: absoluteFrame.minY + shift.y))
            }
        }
    }
}
