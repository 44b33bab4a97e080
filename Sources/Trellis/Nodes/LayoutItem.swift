import Cassowary

/// Something constraints can position: a ``LayoutNode`` or a ``LayoutGuide``. Each item owns
/// four solver variables (its left, top, width and height in its tree's root coordinates).
///
/// ```swift
/// let item: LayoutItem = node.safeAreaLayoutGuide
/// make.top.equalTo(item)
/// ```
/// Open only so ``LayoutNode`` can be: its initializer is internal, so nothing outside the
/// module subclasses it directly.
open class LayoutItem {
    let leftVariable = Variable("left")
    let topVariable = Variable("top")
    let widthVariable = Variable("width")
    let heightVariable = Variable("height")

    /// A name for diagnostics and constraint descriptions (`avatar.top == cell.top + 10`).
    public var debugLabel: String?

    // @exclusivity(unchecked): the class is not Sendable and these are mutated only in short
    // accesses that never overlap; the run-time check costs ~100 instructions per access on
    // the DSL's hot path (TrellisBenchmarks "DSL grid N=100": 34 % more callgrind Ir with every @exclusivity(unchecked) in Trellis
    // removed).
    /// The SnapKit constraint set: active constraints made with this item as the first item.
    @exclusivity(unchecked) var ownedConstraints: [Constraint] = []
    /// Active layout constraints that mention this item (as first or second item).
    @exclusivity(unchecked) var attached: [LayoutConstraint] = []
    /// Problems found in DSL calls made on this item, oldest first.
    @exclusivity(unchecked) var diagnosticsStorage: [ConstraintDiagnostic] = []
    /// Where this item's four values live in the solver that last wrote its frame (see
    /// LayoutItem+Values.swift).
    @exclusivity(unchecked) var valueSlots: ItemValueSlots?

    /// What constraints hold instead of the item itself: a weak reference to a node would
    /// put every retain of it on the runtime's slow path (side table), and layout walks nodes
    /// constantly. The item clears the handle when it goes away.
    let handle = ItemHandle()

    /// The designated initializer ``LayoutNode`` and ``LayoutGuide`` build on. It is public
    /// only because Swift lets a subclass in another module inherit `LayoutNode`'s
    /// convenience initializers (`init()`) only when every initializer up the chain is; an
    /// item that is neither a node nor a guide never takes part in layout.
    public init(itemLabel: String?) {
        self.debugLabel = itemLabel
        handle.item = self
    }

    deinit {
        handle.item = nil
    }

    /// The node a constant target is relative to (a node's superview, a guide's owning view).
    var implicitSuperview: LayoutNode? { nil }
    /// The node whose tree this item belongs to (a node itself, a guide's owning view).
    var hostNode: LayoutNode? { nil }
    /// The node whose margins, direction and content this item uses, if it is a node.
    var asNode: LayoutNode? { nil }

    /// The name used in descriptions: the debug label, or the type and a short address.
    public var displayName: String {
        if let debugLabel { return debugLabel }
        return "\(kindName)@\(shortAddress)"
    }

    var kindName: String { "LayoutItem" }

    var shortAddress: String {
        let bits = UInt(bitPattern: ObjectIdentifier(self).hashValue)
        return String(bits & 0xFFFFFF, radix: 16)
    }

    /// The root of the tree this item lives in.
    var treeRoot: LayoutNode? {
        guard var node = hostNode else { return nil }
        while let parent = node.superview { node = parent }
        return node
    }

    /// Whether this item lies in `scope`'s subtree (scope included).
    func isInside(_ scope: LayoutNode) -> Bool {
        var node = hostNode
        while let current = node {
            if current === scope { return true }
            node = current.superview
        }
        return false
    }

    func attach(_ constraint: LayoutConstraint) {
        attached.append(constraint, firstCapacity: 8)
    }

    /// Adds a DSL line to the constraints this item owns (once).
    func own(_ constraint: Constraint) {
        if !ownedConstraints.contains(where: { $0 === constraint }) { ownedConstraints.append(constraint, firstCapacity: 8) }
    }

    func detach(_ constraint: LayoutConstraint) {
        if let index = attached.lastIndex(where: { $0 === constraint }) { attached.remove(at: index) }
    }
}

/// A reference to a layout item that does not keep it alive and reads nil once it is gone
/// (the item clears it in `deinit`).
final class ItemHandle {
    var item: LayoutItem? {
        @inline(__always) get { reference.object }
        @inline(__always) set { reference.object = newValue }
    }
    private var reference = UnownedReference<LayoutItem>()
}

extension Array {
    /// Appends, reserving `firstCapacity` on the first append: an item's or a maker's usual
    /// handful of elements then takes one allocation, not 1, 2, 4, 8.
    @inline(__always)
    mutating func append(_ element: Element, firstCapacity: Int) {
        if capacity == 0 { reserveCapacity(firstCapacity) }
        append(element)
    }
}
