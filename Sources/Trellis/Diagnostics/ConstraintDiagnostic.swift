/// A mistake found in a DSL call that SnapKit would crash on (or silently ignore). Recorded
/// on the item the call was made on (``LayoutItem/constraintDiagnostics``) and thrown by the
/// `checked` variants; it names the call site.
///
/// ```swift
/// orphan.snp.makeConstraints { make in make.top.equalToSuperview() }
/// orphan.constraintDiagnostics.first?.kind   // .missingSuperview
/// print(orphan.constraintDiagnostics[0])     // "Demo.swift:12: orphan.top: equalToSuperview() needs a superview, ..."
/// ```
public struct ConstraintDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// `updateConstraints` made a constraint that matches none of the item's existing ones
        /// (SnapKit: fatalError). The constraint was added as new.
        case updateFoundNoMatch
        /// A `...ToSuperview()` call or a constant target on a position, but the item has no
        /// superview (SnapKit: fatalError). The constraint was not made.
        case missingSuperview
        /// `multipliedBy`/`dividedBy` on a constant target, where it can mean nothing (SnapKit
        /// ignores it silently). The multiplier was ignored.
        case multiplierOnConstant
        /// Two attributes that cannot be related (a position to a dimension, leading/trailing
        /// to left/right). The constraint was not made.
        case invalidAttributePairing(LayoutAttribute, LayoutAttribute)
        /// A multi-attribute target whose attributes differ from the constrained ones (SnapKit:
        /// "Cannot constraint to multiple non identical attributes"). Not made.
        case mismatchedAttributes(from: ConstraintAttributes, to: ConstraintAttributes)
        /// Attributes named with no relation after them (`make.top` alone). Nothing was made.
        case missingRelation
        /// A ``LayoutConstraint`` setter got a NaN or infinite constant, or a priority outside
        /// 0...1000 (Auto Layout raises an exception). The constraint was left as it was.
        case nonFiniteValue
        /// A solver call made by a setter failed where none can (an engine bug). Debug builds
        /// stop at the failure; release builds record it here and go on with the solver as
        /// it was before the call.
        case solverFailure
    }

    /// What went wrong.
    public let kind: Kind

    /// The DSL line.
    public let location: SourceLocation

    /// A readable explanation naming the item and the call.
    public let message: String

    /// Creates a diagnostic.
    public init(kind: Kind, location: SourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// `ChatCell.swift:42: <message>`
    public var description: String { "\(location): \(message)" }
}

/// The error the `checked` DSL variants throw: every diagnostic of the call.
///
/// ```swift
/// do {
///     try node.snp.checkedMakeConstraints { make in make.top.equalToSuperview() }
/// } catch {
///     error.diagnostics.map(\.kind)   // [.missingSuperview]
/// }
/// ```
public struct ConstraintDSLError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, in call order.
    public let diagnostics: [ConstraintDiagnostic]

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension LayoutItem {
    /// Problems found in DSL calls made on this item, oldest first.
    public var constraintDiagnostics: [ConstraintDiagnostic] { diagnosticsStorage }

    /// Records a diagnostic on this item.
    func record(_ diagnostic: ConstraintDiagnostic) { diagnosticsStorage.append(diagnostic) }

    /// Forgets the recorded diagnostics.
    public func clearConstraintDiagnostics() { diagnosticsStorage.removeAll() }
}
