import Cassowary

/// One linear relation between two attributes, the unit the engine solves (SnapKit's
/// `LayoutConstraint`, UIKit's `NSLayoutConstraint`): `first.attr REL second.attr * m + c @p`.
/// A ``Constraint`` made by one DSL line holds one per attribute (`edges` makes four).
/// Shaped like `NSLayoutConstraint`: `firstAttribute`/`secondAttribute` (`.notAnAttribute`
/// without a second item), `identifier`, settable ``constant``, ``priority`` and ``isActive``,
/// `multiplier`. A setter whose solver call fails (an engine bug, not bad input) stops debug
/// builds and is recorded in release builds (``ConstraintDiagnostic/Kind/solverFailure`` in the
/// first item's ``LayoutItem/constraintDiagnostics``).
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

    /// The attribute related to; ``LayoutAttribute/notAnAttribute`` when there is no second
    /// item (NSLayoutConstraint's rule).
    public let secondAttribute: LayoutAttribute

    /// The second attribute, nil for a constraint to a constant.
    var relatedAttribute: LayoutAttribute? { secondAttribute == .notAnAttribute ? nil : secondAttribute }

    /// The factor on the second attribute.
    public let multiplier: Double

    /// The constant as given (insets, size, number...), mapped onto the attribute at layout.
    // @exclusivity(unchecked), as the engine state below: read for every solver constraint
    // built, the run-time check was ~85 Ir per access (3.4 M Ir of a 10,000-row DSL chain build).
    @exclusivity(unchecked) public internal(set) var constantSource: ConstraintConstant

    @exclusivity(unchecked) var priorityStorage: LayoutPriority

    /// The name NSLayoutConstraint prints and debugging tools show: the SnapKit label by
    /// default, settable as `NSLayoutConstraint.identifier` is.
    public var identifier: String?

    /// The label given with `labeled(_:)`, or the ``identifier`` set since.
    public var label: String? { identifier }

    /// Where the DSL line was written.
    public let location: SourceLocation

    /// The ``Constraint`` this belongs to.
    public var constraint: Constraint? { constraintStorage }
    /// Cleared by the ``Constraint``'s `deinit`, so never dangling. Not `weak`: a weak
    /// reference gives every `Constraint` a side table, which makes each of its retains slow.
    var constraintStorage: Constraint? {
        @inline(__always) get { constraintReference.object }
        @inline(__always) set { constraintReference.object = newValue }
    }
    // @exclusivity(unchecked): set once per layout constraint a DSL line makes, in short
    // accesses that never overlap (as the engine state below).
    @exclusivity(unchecked) private var constraintReference = UnownedReference<Constraint>()

    @exclusivity(unchecked) var isActiveStorage = false

    // Engine state: the solver constraint in the root engine, and that engine's token.
    // @exclusivity(unchecked): the class is not Sendable and these are mutated only in short
    // accesses that never overlap; the run-time check costs ~100 instructions per access on
    // the DSL's hot path (TrellisBenchmarks "DSL grid N=100": 34 % more callgrind Ir with every @exclusivity(unchecked) in Trellis
    // removed).
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
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute ?? .notAnAttribute
        self.multiplier = multiplier
        self.constantSource = constant
        self.priorityStorage = priority
        self.identifier = label
        self.location = location
    }

    /// The engine this constraint is installed in (found through its item's root).
    var engine: LayoutEngine? {
        guard let token = engineToken, let engine = firstItem?.treeRoot?.engine, engine.token === token else { return nil }
        return engine
    }

    /// The attribute the constant is mapped by: the second attribute, else the first (SnapKit).
    var constantAttribute: LayoutAttribute { relatedAttribute ?? firstAttribute }

    /// The direction constants and leading/trailing resolve in: the first item's.
    var direction: LayoutDirection {
        firstItem?.hostNode?.effectiveLayoutDirection ?? .leftToRight
    }

    /// The constant in points, for the current layout direction.
    ///
    /// Setting it (NSLayoutConstraint's `constant`) holds this one attribute at that many
    /// points, moved in place in the solver (`updateConstant`, no rebuild). A NaN or an
    /// infinity changes nothing and is recorded in the first item's
    /// ``LayoutItem/constraintDiagnostics`` as ``ConstraintDiagnostic/Kind/nonFiniteValue``.
    public var constant: Double {
        get { constantSource.value(for: constantAttribute, direction: direction) }
        set {
            guard newValue.isFinite else {
                rejectNonFinite("constant", Double(newValue))
                return
            }
            guard newValue != constant else { return }
            // A plain value is the constant as written on every attribute (no inset negation).
            constantSource = .value(newValue)
            engine?.refreshConstant(of: self)
        }
    }

    /// The priority (NSLayoutConstraint's settable `priority`). Setting it on an installed
    /// constraint swaps its solver constraint, so required and optional may be exchanged
    /// (Auto Layout forbids that on installed constraints). A value outside 0...1000 or not
    /// finite changes nothing and is recorded as ``ConstraintDiagnostic/Kind/nonFiniteValue``
    /// in the first item's diagnostics.
    public var priority: LayoutPriority {
        get { priorityStorage }
        set { setPriority(newValue) }
    }

    /// Sets ``priority``.
    public func setPriority(_ newValue: LayoutPriority) {
        guard newValue.value.isFinite, newValue.value >= 0, newValue.value <= 1000 else {
            rejectNonFinite("priority", Double(newValue.value))
            return
        }
        guard newValue != priorityStorage else { return }
        priorityStorage = newValue
        engine?.rebuild(self)
    }

    /// Whether the constraint takes part in layout (NSLayoutConstraint's `isActive`). Setting
    /// it adds this one attribute's constraint to its tree's solver or takes it out; the other
    /// attributes of the same DSL line keep their state.
    public var isActive: Bool {
        get { isActiveStorage }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Adds this constraint to layout (no effect if active).
    func activate() {
        guard !isActiveStorage, let first = firstItem else { return }
        isActiveStorage = true
        first.attach(self)
        if let second = secondItem, second !== first { second.attach(self) }
        // The owning Constraint keeps it across tree rebuilds; a released one is replaced.
        let owner = constraintStorage ?? Constraint(from: first, layoutConstraints: [self], label: identifier,
                                                    location: location)
        (owner.from ?? first).own(owner)
        first.treeRoot?.engine?.install(self)
    }

    /// Removes this constraint from layout (no effect if inactive).
    func deactivate() {
        guard isActiveStorage else { return }
        isActiveStorage = false
        firstItem?.detach(self)
        secondItem?.detach(self)
        engine?.uninstall(self)
        if let owner = constraintStorage, !owner.layoutConstraints.contains(where: \.isActiveStorage) {
            owner.disown()
        }
    }

    private func rejectNonFinite(_ property: String, _ value: Double) {
        firstItem?.record(ConstraintDiagnostic(
            kind: .nonFiniteValue, location: location,
            message: "\(self): \(property) = \(value) was ignored (a constant must be finite, a priority in 0...1000)"))
    }

    /// Whether the engine broke this constraint to resolve a conflict between required
    /// constraints (it stays active and comes back when the conflict goes away).
    public var isBrokenByEngine: Bool { isBroken }

    /// SnapKit's `updateConstraints` key: everything but the constant.
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priorityStorage == other.priorityStorage
    }

    /// The DSL form: `avatar.top == cell.top + 10 @high  (ChatCell.swift:42, "avatarTop")`.
    public var description: String {
        var text = "\(firstItem?.displayName ?? "<gone>").\(firstAttribute) \(relation) "
        let value = constant
        if let secondAttribute = relatedAttribute {
            text += "\(secondItem?.displayName ?? "<gone>").\(secondAttribute)"
            if multiplier != 1 { text += " * \(formatConstant(multiplier))" }
            if value > 0 { text += " + \(formatConstant(value))" }
            if value < 0 { text += " - \(formatConstant(-value))" }
        } else {
            text += formatConstant(value)
        }
        if !priorityStorage.isRequired { text += " @\(priorityStorage)" }
        text += "  (\(location)"
        if let identifier { text += ", \"\(identifier)\"" }
        return text + ")"
    }
}
