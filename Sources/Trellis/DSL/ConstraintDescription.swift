/// What one DSL line has said so far; the chain structs all point at one of these, and the
/// maker turns it into a ``Constraint`` when the closure ends (or at `.constraint`).
final class ConstraintDescription {
    // Every var is @exclusivity(unchecked): a description is built and read by one DSL line
    // at a time, and the run-time checks were a measurable share of a DSL build (see
    // LayoutNode's storage: "DSL grid N=100" costs 34 % more Ir with all of them removed).
    let item: LayoutItem
    @exclusivity(unchecked) var attributes: ConstraintAttributes
    @exclusivity(unchecked) var relation: ConstraintRelation?
    @exclusivity(unchecked) var target: ConstraintTarget?
    @exclusivity(unchecked) var constant: ConstraintConstant = .value(0)
    @exclusivity(unchecked) var multiplier = 1.0
    @exclusivity(unchecked) var multiplierGiven = false
    @exclusivity(unchecked) var priority = LayoutPriority.required
    @exclusivity(unchecked) var label: String?
    @exclusivity(unchecked) var location: SourceLocation
    /// Set by a relation that could not be resolved (no superview).
    @exclusivity(unchecked) var failure: ConstraintDiagnostic?
    @exclusivity(unchecked) var built: Constraint?
    @exclusivity(unchecked) var isBuilt = false
    /// What building found wrong with the line.
    @exclusivity(unchecked) var issues: [ConstraintDiagnostic] = []

    init(item: LayoutItem, attributes: ConstraintAttributes, location: SourceLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
    }

    func relate(_ target: ConstraintTarget, _ relation: ConstraintRelation, _ location: SourceLocation) {
        self.relation = relation
        self.target = target
        self.location = location
        if case let .constant(value) = target { constant = value } else { constant = .value(0) }
    }

    func failMissingSuperview(_ call: String, _ relation: ConstraintRelation, _ location: SourceLocation) {
        self.relation = relation
        self.location = location
        failure = ConstraintDiagnostic(
            kind: .missingSuperview, location: location,
            message: "\(item.displayName).\(attributeNames): \(call) needs a superview, but the item has none; "
                + "add it to a superview first (the constraint was not made)")
    }

    var attributeNames: String {
        attributes.layoutAttributes.map(\.description).joined(separator: ".")
    }

    /// The constraint, built once; nil (with diagnostics appended) when the line is invalid.
    func build() -> Constraint? {
        if isBuilt { return built }
        isBuilt = true
        built = resolve(&issues)
        return built
    }

    private func resolve(_ diagnostics: inout [ConstraintDiagnostic]) -> Constraint? {
        if let failure {
            diagnostics.append(failure)
            return nil
        }
        guard let relation, let target else {
            diagnostics.append(ConstraintDiagnostic(
                kind: .missingRelation, location: location,
                message: "\(item.displayName).\(attributeNames) has no relation (equalTo, lessThanOrEqualTo, ...); nothing was made"))
            return nil
        }
        // One layout constraint per attribute, made straight into the array the Constraint
        // keeps; they are dropped again if a pairing turns out invalid.
        var layoutConstraints: [LayoutConstraint] = []
        layoutConstraints.reserveCapacity(attributes.count)
        func make(_ attribute: LayoutAttribute, _ second: LayoutItem?, _ toAttribute: LayoutAttribute?) {
            layoutConstraints.append(LayoutConstraint(
                first: item, firstAttribute: attribute, relation: relation, second: second,
                secondAttribute: toAttribute, multiplier: multiplier, constant: constant,
                priority: priority, label: label, location: location))
        }
        switch target {
        case let .item(other, toAttributes):
            for attribute in attributes.members {
                guard let toAttribute = Self.mapAttribute(attribute, from: attributes, to: toAttributes) else {
                    diagnostics.append(ConstraintDiagnostic(
                        kind: .mismatchedAttributes(from: attributes, to: toAttributes), location: location,
                        message: "\(item.displayName).\(attributeNames) cannot be related to several different attributes "
                            + "of \(other.displayName) (\(toAttributes.layoutAttributes.map(\.description).joined(separator: ", "))); "
                            + "nothing was made"))
                    return nil
                }
                make(attribute, other, toAttribute)
            }
        case .constant:
            if multiplierGiven {
                diagnostics.append(ConstraintDiagnostic(
                    kind: .multiplierOnConstant, location: location,
                    message: "\(item.displayName).\(attributeNames): multipliedBy/dividedBy has no effect on a constant target; "
                        + "relate to an attribute instead (the multiplier was ignored)"))
                multiplier = 1
            }
            for attribute in attributes.members {
                if attribute.isDimension {
                    make(attribute, nil, nil)
                    continue
                }
                guard let superview = item.implicitSuperview else {
                    diagnostics.append(ConstraintDiagnostic(
                        kind: .missingSuperview, location: location,
                        message: "\(item.displayName).\(attribute) \(relation) \(constant.dslDescription) is relative to the "
                            + "superview, but the item has none; nothing was made"))
                    return nil
                }
                // A constant centre is a position in the superview (UIKit's SnapKit relates it
                // to the superview's left/top).
                let toAttribute: LayoutAttribute = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
                make(attribute, superview, toAttribute)
            }
        }
        for made in layoutConstraints {
            let attribute = made.firstAttribute
            if let toAttribute = made.relatedAttribute, !attribute.canPair(with: toAttribute) {
                diagnostics.append(ConstraintDiagnostic(
                    kind: .invalidAttributePairing(attribute, toAttribute), location: location,
                    message: "\(item.displayName).\(attribute) cannot be related to a \(toAttribute) attribute "
                        + "(positions pair with positions, sizes with sizes, leading/trailing never with left/right); "
                        + "nothing was made"))
                return nil
            }
        }
        return Constraint(from: item, layoutConstraints: layoutConstraints, label: label, location: location)
    }

    /// The attribute of the target that `attribute` relates to, by SnapKit's rules.
    static func mapAttribute(_ attribute: LayoutAttribute, from: ConstraintAttributes,
                             to: ConstraintAttributes) -> LayoutAttribute? {
        if to == .none || to == from { return attribute }
        if let single = to.single { return single }
        if from == .center && to == .centerWithinMargins || from == .centerWithinMargins && to == .center {
            switch attribute {
            case .centerX: return .centerXWithinMargins
            case .centerY: return .centerYWithinMargins
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return nil
            }
        }
        if from == .edges && to == .margins || from == .directionalEdges && to == .directionalMargins {
            switch attribute {
            case .left: return .leftMargin
            case .right: return .rightMargin
            case .top: return .topMargin
            case .bottom: return .bottomMargin
            case .leading: return .leadingMargin
            case .trailing: return .trailingMargin
            default: return nil
            }
        }
        if from == .margins && to == .edges || from == .directionalMargins && to == .directionalEdges {
            switch attribute {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            default: return nil
            }
        }
        return nil
    }
}
