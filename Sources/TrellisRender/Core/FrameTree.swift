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
    ///
    /// ```swift
    /// FrameTree.schema   // "trellis.frames"
    /// ```
    public static let schema = "trellis.frames"

    /// The schema version this library writes and the newest it reads.
    ///
    /// ```swift
    /// FrameTree.currentVersion   // 2
    /// ```
    public static let currentVersion = 2

    /// The root node.
    ///
    /// ```swift
    /// FrameTree(root).root.children.count   // root.subviews.count
    /// ```
    public private(set) var root: Node

    /// Reads `node` and everything below it.
    ///
    /// ```swift
    /// let tree = FrameTree(cell)
    /// ```
    public init(_ node: LayoutNode) {
        self.init(root: Self.read(node))
    }

    /// Builds a tree from nodes made by hand; absolute frames are recomputed from the frames
    /// (the root at the origin).
    ///
    /// ```swift
    /// let tree = FrameTree(root: FrameTree.Node(label: "root", frame: Rect(x: 0, y: 0, width: 100, height: 50)))
    /// ```
    public init(root: Node) {
        var root = root
        root.resolveAbsoluteFrames(origin: Point(x: -root.frame.x, y: -root.frame.y))
        self.root = root
    }

    private static func read(_ node: LayoutNode) -> Node {
        Node(label: node.debugLabel, frame: node.frame, isHidden: node.isHidden, children: node.subviews.map(read),
             details: NodeDetails(node))
    }

    /// The size drawings of the tree use: the root's size.
    ///
    /// ```swift
    /// FrameTree(root).canvasSize   // Size(width: 375, height: 812)
    /// ```
    public var canvasSize: Size { Size(width: abs(root.frame.width), height: abs(root.frame.height)) }

    /// One node: its label, frame (in its parent's coordinates), absolute frame (in the
    /// root's), hidden flag and children back to front.
    ///
    /// ```swift
    /// let avatar = FrameTree.Node(label: "avatar", frame: Rect(x: 10, y: 10, width: 40, height: 40))
    /// ```
    public struct Node: Sendable, Hashable {
        /// The node's `debugLabel`, or nil.
        ///
        /// ```swift
        /// FrameTree(root).root.label   // root.debugLabel
        /// ```
        public var label: String?

        /// The frame in the parent's coordinates (for the root: its frame as set).
        ///
        /// ```swift
        /// FrameTree.Node(frame: Rect(x: 8, y: 8, width: 40, height: 40)).frame.minX   // 8
        /// ```
        public var frame: Rect

        /// The frame in the root's coordinates (the root at the origin), kept in step by
        /// ``FrameTree``.
        ///
        /// ```swift
        /// tree.root.children[0].absoluteFrame   // in the root's coordinates
        /// ```
        public internal(set) var absoluteFrame: Rect

        /// The node's own `isHidden`.
        ///
        /// ```swift
        /// tree.root.children.filter(\.isHidden).count
        /// ```
        public var isHidden: Bool

        /// The children, back to front.
        ///
        /// ```swift
        /// tree.root.children.map(\.label)   // the subviews' labels, back to front
        /// ```
        public var children: [Node]

        /// What a scroll, image, button, text-view or stack node adds (schema version 2).
        public var details: NodeDetails?

        /// Creates a node; its absolute frame is computed when a ``FrameTree`` is made of it.
        ///
        /// ```swift
        /// let node = FrameTree.Node(label: "title", frame: Rect(x: 8, y: 8, width: 100, height: 20), isHidden: true)
        /// ```
        public init(label: String? = nil, frame: Rect, isHidden: Bool = false, children: [Node] = [],
                    details: NodeDetails? = nil) {
            self.details = details
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
