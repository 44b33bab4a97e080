import Trellis

extension FrameTree {
    /// A node as drawings visit it: the node, its depth, whether it or an ancestor is hidden,
    /// and its index path from the root.
    public struct Entry: Sendable, Hashable {
        /// The node.
        public let node: Node

        /// 0 for the root, 1 for its children...
        public let depth: Int

        /// Whether the node or one of its ancestors is hidden (so nothing of it shows).
        public let isEffectivelyHidden: Bool

        /// Child indices from the root (`[]` for the root, `[0, 2]` for the third child of the
        /// first child).
        public let indexPath: [Int]

        /// The part of the canvas the node may show, in absolute coordinates: the
        /// intersection of the frames of its ancestors that clip (scroll nodes and nodes with
        /// `clipsToBounds`; nil when none clips it).
        public let clip: Rect?

        /// The opacity the node is drawn with: its `alpha` times its ancestors' (1 opaque).
        public let opacity: Double

        /// The label, or the index path (`#root`, `#0.2`) when the node has none: a name that
        /// is the same on every run.
        public var displayName: String {
            if let label = node.label { return label }
            return "#" + (indexPath.isEmpty ? "root" : indexPath.map(String.init).joined(separator: "."))
        }
    }

    /// Every node, parents before children and children back to front: the order to paint in.
    ///
    /// - Complexity: O(n) for n nodes.
    public var drawingOrder: [Entry] {
        var entries: [Entry] = []
        func visit(_ node: Node, depth: Int, hidden: Bool, path: [Int], clip: Rect?, opacity: Double) {
            let hidden = hidden || node.isHidden
            let opacity = opacity * node.alpha
            entries.append(Entry(node: node, depth: depth, isEffectivelyHidden: hidden, indexPath: path, clip: clip,
                                 opacity: opacity))
            let clips = node.clipsToBounds || node.details?.clipsChildren == true
            let inner = clips ? Self.intersect(clip, node.absoluteFrame) : clip
            for (index, child) in node.children.enumerated() {
                visit(child, depth: depth + 1, hidden: hidden, path: path + [index], clip: inner, opacity: opacity)
            }
        }
        visit(root, depth: 0, hidden: false, path: [], clip: nil, opacity: 1)
        return entries
    }

    /// A plain listing of every node's absolute frame, one a line, indented by depth:
    /// what test failures print beside the ASCII picture.
    ///
    /// ```swift
    /// print(tree.outline())
    /// // root (0, 0, 100, 60)
    /// //   avatar (10, 10, 40, 40)
    /// ```
    public func outline() -> String {
        let format = DecimalFormat.markup
        return drawingOrder.map { entry in
            let f = entry.node.absoluteFrame
            let numbers = [f.x, f.y, f.width, f.height].map(format.string).joined(separator: ", ")
            let indent = String(repeating: "  ", count: entry.depth)
            return "\(indent)\(entry.displayName) (\(numbers))\(entry.node.isHidden ? " hidden" : "")"
        }.joined(separator: "\n")
    }

    /// `rect` within `clip` (empty at the nearest corner when they do not meet).
    static func intersect(_ clip: Rect?, _ rect: Rect) -> Rect {
        guard let clip else { return rect }
        let x0 = max(clip.minX, rect.minX), y0 = max(clip.minY, rect.minY)
        let x1 = max(x0, min(clip.maxX, rect.maxX)), y1 = max(y0, min(clip.maxY, rect.maxY))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
