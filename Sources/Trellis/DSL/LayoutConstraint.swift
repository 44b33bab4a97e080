import Cassowary

/// One linear relation between two attributes, the unit the engine solves (SnapKit's
/// `LayoutConstraint`, UIKit's `NSLayoutConstraint`): `first.attr REL second.attr * m + c @p`.
/// A ``Constraint`` made by one DSL line holds one per attribute (`edges` makes four).
///
/// ```swift
/// let lc = constraint.layoutConstraints[0]
/// print(lc)   // avatar.top == cell.top + 10 @high  (ChatCell.swift:42, "avatarTop")
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    /// The constrained item.
    public var firstItem: LayoutItem? { firstHandle.item }
    let firstHandle: ItemHandle

    /// The constrained attribute.
    public let firstAttribute: LayoutAttribute

    /// `==`, `<=` or `>=`.
    public let relation: ConstraintRelation

    /// The item related to, or nil for a pure constant (`width == 100`).
    public var secondItem: LayoutItem? { secondHandle?.item }
    let secondHandle: ItemHandle?

    /// The attribute related to, nil with no second item.
    public let secondAttribute: LayoutAttribute?

    /// The factor on the second attribute.
    public let multiplier: Double

    /// The constant as given (insets, size, number...), mapped onto the attribute at layout.
    public internal(set) var constantSource: ConstraintConstant

    /// The priority.
    public internal(set) var priority: LayoutPriority

    /// The label given with `labeled(_:)`.
    public let label: String?

    /// Where the DSL line was written.
    public let location: SourceLocation

    /// The ``Constraint`` this belongs to.
    public var constraint: Constraint? { constraintStorage }
    /// Cleared by the ``Constraint``'s `deinit`, so never dangling. Not `weak`: a weak
    /// reference gives every `Constraint` a side table, which makes each of its retains slow.
    unowned(unsafe) var constraintStorage: Constraint?

    /// Whether the constraint is active.
    @exclusivity(unchecked) public internal(set) var isActive = false

    // Engine state: the solver constraint in the root engine, and that engine's token.
    // @exclusivity(unchecked): the class is not Sendable and these are mutated only in short
    // accesses that never overlap; the run-time check costs ~100 instructions per access on
    // the DSL's hot path (profiled on the DSL grid build).
    @exclusivity(unchecked) var solverConstraint: Cassowary.Constraint?
    @exclusivity(unchecked) var engineToken: EngineToken?
    /// Set while the engine keeps this constraint out of the solver to resolve a conflict.
    @exclusivity(unchecked) var isBroken = false

    init(first: LayoutItem, firstAttribute: LayoutAttribute, relation: ConstraintRelation,
         second: LayoutItem?, secondAttribute: LayoutAttribute?, multiplier: Double,
         constant: ConstraintConstant, priority: LayoutPriority, label: String?, location: SourceLocation) {
        self.firstHandle = first.handle
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondHandle = second?.handle
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constantSource = constant
        self.priority = priority
        self.label = label
        self.location = location
    }

    /// The engine this constraint is installed in (found through its item's root).
    var engine: LayoutEngine? {
        guard let token = engineToken, let engine = firstItem?.treeRoot?.engine, engine.token === token else { return nil }
        return engine
    }

    /// The attribute the constant is mapped by: the second attribute, else the first (SnapKit).
    var constantAttribute: LayoutAttribute { secondAttribute ?? firstAttribute }

    /// The direction constants and leading/trailing resolve in: the first item's.
    var direction: LayoutDirection {
        firstItem?.hostNode?.effectiveLayoutDirection ?? .leftToRight
    }

    /// The constant in points, for the current layout direction.
    ///
    /// Setting it (NSLayoutConstraint's `constant`) holds this one attribute at that many
    /// points, moved in place in the solver, no rebuild; non-finite values are ignored.
    public var constant: Double {
        get { constantSource.value(for: constantAttribute, direction: direction) }
        set {
            guard newValue.isFinite, newValue != constant else { return }
            // A plain value is the constant as written on every attribute (no inset negation).
            constantSource = .value(newValue)
            engine?.refreshConstant(of: self)
        }
    }

    /// NSLayoutConstraint's name for the SnapKit label (``label``).
    public var identifier: String? { label }

    /// Sets the priority (NSLayoutConstraint's settable `priority`); an installed constraint
    /// is swapped in the solver, so required and optional may be exchanged.
    public func setPriority(_ newValue: LayoutPriority) {
        guard newValue != priority else { return }
        priority = newValue
        engine?.rebuild(self)
    }

    /// Whether the engine broke this constraint to resolve a conflict between required
    /// constraints (it stays active and comes back when the conflict goes away).
    public var isBrokenByEngine: Bool { isBroken }

    /// SnapKit's `updateConstraints` key: everything but the constant.
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priority == other.priority
    }

    /// The DSL form: `avatar.top == cell.top + 10 @high  (ChatCell.swift:42, "avatarTop")`.
    public var description: String {
        var text = "\(firstItem?.displayName ?? "<gone>").\(firstAttribute) \(relation) "
        let value = constant
        if let secondAttribute {
            text += "\(secondItem?.displayName ?? "<gone>").\(secondAttribute)"
            if multiplier != 1 { text += " * \(formatConstant(multiplier))" }
            if value > 0 { text += " + \(formatConstant(value))" }
            if value < 0 { text += " - \(formatConstant(-value))" }
        } else {
            text += formatConstant(value)
        }
        if !priority.isRequired { text += " @\(priority)" }
        text += "  (\(location)"
        if let label { text += ", \"\(label)\"" }
        return text + ")"
    }
}
