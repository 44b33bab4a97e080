import Cassowary

/// Turns `item.attribute` into a linear expression over the item's four variables (left,
/// top, width, height in root coordinates). Leading and trailing are measured in reading
/// direction: in right-to-left layouts they run along -x, so `a.leading == b.leading + 10`
/// puts `a`'s right edge 10 points left of `b`'s.
enum AttributeExpression {
    /// Appends `scale * item.attribute` to `terms` and returns its constant part times `scale`.
    static func append(_ item: LayoutItem, _ attribute: LayoutAttribute, scale: Double,
                       to terms: inout [Term]) -> Double {
        // Each variable is read where it is used: reading all four up front retained and
        // released the names of the unused ones (two to three per call, four calls per row of a DSL chain).
        switch attribute {
        case .notAnAttribute:
            return 0
        case .left:
            terms.append(Term(variable: item.leftVariable, coefficient: scale))
            return 0
        case .top:
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            return 0
        case .right:
            terms.append(Term(variable: item.leftVariable, coefficient: scale))
            terms.append(Term(variable: item.widthVariable, coefficient: scale))
            return 0
        case .bottom:
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            terms.append(Term(variable: item.heightVariable, coefficient: scale))
            return 0
        case .width:
            terms.append(Term(variable: item.widthVariable, coefficient: scale))
            return 0
        case .height:
            terms.append(Term(variable: item.heightVariable, coefficient: scale))
            return 0
        case .centerX:
            terms.append(Term(variable: item.leftVariable, coefficient: scale))
            terms.append(Term(variable: item.widthVariable, coefficient: scale * 0.5))
            return 0
        case .centerY:
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            terms.append(Term(variable: item.heightVariable, coefficient: scale * 0.5))
            return 0
        case .leading, .trailing, .leadingMargin, .trailingMargin:
            let rtl = direction(of: item) == .rightToLeft
            let margins = attribute.usesMargins ? self.margins(of: item) : .zero
            // Leading is the left edge in LTR; in RTL it is the right edge, and both run along -x.
            let usesLeftEdge = (attribute == .leading || attribute == .leadingMargin) != rtl
            let sign = rtl ? -scale : scale
            terms.append(Term(variable: item.leftVariable, coefficient: sign))
            if usesLeftEdge {
                return sign * margins.left
            }
            terms.append(Term(variable: item.widthVariable, coefficient: sign))
            return -sign * margins.right
        case .leftMargin:
            terms.append(Term(variable: item.leftVariable, coefficient: scale))
            return scale * margins(of: item).left
        case .rightMargin:
            terms.append(Term(variable: item.leftVariable, coefficient: scale))
            terms.append(Term(variable: item.widthVariable, coefficient: scale))
            return -scale * margins(of: item).right
        case .topMargin:
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            return scale * margins(of: item).top
        case .bottomMargin:
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            terms.append(Term(variable: item.heightVariable, coefficient: scale))
            return -scale * margins(of: item).bottom
        case .centerXWithinMargins:
            let m = margins(of: item)
            terms.append(Term(variable: item.leftVariable, coefficient: scale))
            terms.append(Term(variable: item.widthVariable, coefficient: scale * 0.5))
            return scale * (m.left - m.right) / 2
        case .centerYWithinMargins:
            let m = margins(of: item)
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            terms.append(Term(variable: item.heightVariable, coefficient: scale * 0.5))
            return scale * (m.top - m.bottom) / 2
        case .firstBaseline:
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            if let offset = item.asNode?.firstBaselineFromTop { return scale * offset }
            terms.append(Term(variable: item.heightVariable, coefficient: scale))
            return 0
        case .lastBaseline:
            terms.append(Term(variable: item.topVariable, coefficient: scale))
            terms.append(Term(variable: item.heightVariable, coefficient: scale))
            if let offset = item.asNode?.lastBaselineFromBottom { return -scale * offset }
            return 0
        }
    }

    static func direction(of item: LayoutItem) -> LayoutDirection {
        item.hostNode?.effectiveLayoutDirection ?? .leftToRight
    }

    static func margins(of item: LayoutItem) -> EdgeInsets {
        if let node = item.asNode { return node.effectiveLayoutMargins }
        return (item as? LayoutGuide).flatMap(ScrollNode.contentMargins) ?? .zero
    }

    /// The solver constraint for a layout constraint: `first - m * second - c  REL  0`.
    static func solverConstraint(for lc: LayoutConstraint) -> Cassowary.Constraint? {
        guard let given = lc.firstItem else { return nil }
        // A scroll node's edges mean its content area to the items inside it.
        let first = BaselineRedirect.resolved(ScrollNode.resolvedItem(given, lc.firstAttribute, other: lc.secondItem),
                                              lc.firstAttribute)
        var terms: [Term] = []
        terms.reserveCapacity(6)
        var constant = append(first, lc.firstAttribute, scale: 1, to: &terms)
        if let secondAttribute = lc.relatedAttribute {
            guard let item = lc.secondItem else { return nil }
            let second = BaselineRedirect.resolved(ScrollNode.resolvedItem(item, secondAttribute, other: given),
                                                   secondAttribute)
            constant += append(second, secondAttribute, scale: -lc.multiplier, to: &terms)
            if lc.multiplier != 1 && !secondAttribute.isDimension && !lc.firstAttribute.isDimension {
                appendCommonOrigin(lc, first, second, secondAttribute, to: &terms)
            }
        }
        constant -= lc.constant
        // `consume`: the solver constraint sorts these terms in place instead of copying them.
        return Cassowary.Constraint(LinearExpression(consume terms, constant: constant), lc.relation.solverRelation,
                                    strength: lc.priority.strength)
    }

    /// Auto Layout evaluates both items' location attributes in the bounds of their nearest
    /// common ancestor (the superview's bounds when one item is the other's superview; a
    /// guide counts as its owning view). The engine's variables are in root coordinates, so
    /// `a.x - m * b.x` becomes `(a.x - O) - m * (b.x - O)` with `O` the ancestor's origin: the
    /// origin enters with coefficient `m - 1` (times the attributes' signs). With `m == 1` it
    /// cancels, which is why only multiplied location constraints come here.
    private static func appendCommonOrigin(_ lc: LayoutConstraint, _ first: LayoutItem, _ second: LayoutItem,
                                           _ secondAttribute: LayoutAttribute, to terms: inout [Term]) {
        guard let ancestor = nearestCommonAncestor(first, second), ancestor.superview != nil else { return }
        // A root's origin is pinned at zero, so it needs no term.
        let a = originSign(first, lc.firstAttribute), b = originSign(second, secondAttribute)
        var x = 0.0, y = 0.0
        if lc.firstAttribute.axis == .horizontal { x -= a } else { y -= a }
        if secondAttribute.axis == .horizontal { x += lc.multiplier * b } else { y += lc.multiplier * b }
        if x != 0 { terms.append(Term(variable: ancestor.leftVariable, coefficient: x)) }
        if y != 0 { terms.append(Term(variable: ancestor.topVariable, coefficient: y)) }
    }

    /// The coefficient a location attribute puts on its item's left (or top) variable: -1 for
    /// leading and trailing in right-to-left layouts, +1 otherwise.
    private static func originSign(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Double {
        attribute.isDirectional && direction(of: item) == .rightToLeft ? -1 : 1
    }

    /// The deepest node that contains both items (a guide stands for its owning view).
    static func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> LayoutNode? {
        guard let start = a.hostNode, let other = b.hostNode else { return nil }
        var node: LayoutNode? = start
        while let candidate = node {
            if other.isDescendant(of: candidate) { return candidate }
            node = candidate.superview
        }
        return nil
    }

    /// The expression constant `solverConstraint(for:)` would give now (after a constant,
    /// margin or baseline change), for an incremental `updateConstant`.
    static func currentConstant(for lc: LayoutConstraint) -> Double? {
        guard let given = lc.firstItem else { return nil }
        let first = BaselineRedirect.resolved(ScrollNode.resolvedItem(given, lc.firstAttribute, other: lc.secondItem),
                                              lc.firstAttribute)
        var scratch: [Term] = []
        var constant = append(first, lc.firstAttribute, scale: 1, to: &scratch)
        if let secondAttribute = lc.relatedAttribute {
            guard let item = lc.secondItem else { return nil }
            let second = BaselineRedirect.resolved(ScrollNode.resolvedItem(item, secondAttribute, other: given),
                                                   secondAttribute)
            constant += append(second, secondAttribute, scale: -lc.multiplier, to: &scratch)
        }
        return constant - lc.constant
    }
}
