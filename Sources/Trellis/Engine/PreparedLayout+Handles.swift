import Cassowary

/// Typed handles: a node is looked up once, by identity, instead of by its position in the
/// arrays given at init, so reordering those arrays cannot swap two nodes.
extension PreparedLayout {
    /// A node given in `sizedNodes`: its width and height are set with ``setSize(_:of:)``.
    public struct SizedNode: Hashable, Sendable {
        let index: Int
        let width: Variable
    }

    /// A node given in `heightSizedNodes`: its height is set with ``setHeight(_:of:)``.
    public struct HeightSizedNode: Hashable, Sendable {
        let index: Int
        let height: Variable
    }

    /// A node given in `readNodes`: its frame is read with ``frame(of:)``.
    public struct ReadNode: Hashable, Sendable {
        let index: Int
        let left: Variable
    }

    /// The handle of `node` if it was given in `sizedNodes`, else nil.
    ///
    /// - Complexity: O(sized nodes); look handles up once, not per layout.
    public func sizedNode(_ node: LayoutNode) -> SizedNode? {
        sizedIDs.firstIndex(of: ObjectIdentifier(node)).map { SizedNode(index: $0, width: sized[$0].width) }
    }

    /// The handle of `node` if it was given in `heightSizedNodes`, else nil.
    ///
    /// - Complexity: O(height-sized nodes).
    public func heightSizedNode(_ node: LayoutNode) -> HeightSizedNode? {
        heightSizedIDs.firstIndex(of: ObjectIdentifier(node)).map { HeightSizedNode(index: $0, height: heightSized[$0]) }
    }

    /// The handle of `node` if it was given in `readNodes`, else nil.
    ///
    /// - Complexity: O(read nodes).
    public func readNode(_ node: LayoutNode) -> ReadNode? {
        readIDs.firstIndex(of: ObjectIdentifier(node)).map { ReadNode(index: $0, left: read[$0].0) }
    }

    /// Sets the size of a sized node; only the dimensions that changed are suggested.
    ///
    /// - Throws: ``PreparedLayoutError/nonFinite(_:)`` for a NaN or infinite component,
    ///   ``PreparedLayoutError/foreignHandle`` for a handle of another layout; nothing changes.
    public mutating func setSize(_ size: Size, of node: SizedNode) throws(PreparedLayoutError) {
        guard node.index < sized.count, sized[node.index].width == node.width else { throw .foreignHandle }
        guard size.width.isFinite else { throw .nonFinite(size.width) }
        guard size.height.isFinite else { throw .nonFinite(size.height) }
        setSize(size, ofSized: node.index)
    }

    /// Sets the height of a height-sized node (a no-op when unchanged).
    ///
    /// - Throws: ``PreparedLayoutError/nonFinite(_:)`` or ``PreparedLayoutError/foreignHandle``;
    ///   nothing changes.
    public mutating func setHeight(_ height: Double, of node: HeightSizedNode) throws(PreparedLayoutError) {
        guard node.index < heightSized.count, heightSized[node.index] == node.height else { throw .foreignHandle }
        guard height.isFinite else { throw .nonFinite(height) }
        setHeight(height, ofHeightSized: node.index)
    }

    /// The frame of a read node in the root's coordinates, unsnapped (values rounded to 1e-9).
    ///
    /// - Throws: ``PreparedLayoutError/foreignHandle`` for a handle of another layout.
    public func frame(of node: ReadNode) throws(PreparedLayoutError) -> Rect {
        guard node.index < read.count, read[node.index].0 == node.left else { throw .foreignHandle }
        return frame(ofRead: node.index)
    }
}
