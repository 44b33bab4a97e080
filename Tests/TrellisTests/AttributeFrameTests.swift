import Testing
import Trellis

/// Every single attribute pinned to the same attribute of a 400 × 300 root with margins
/// (top 5, left 6, bottom 7, right 8 in left-to-right terms), in both directions; each probe
/// is 20 × 10 so the expected origin follows from the attribute alone.
@Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
func everySingleAttributeInBothDirections(_ direction: LayoutDirection) {
    let root = makeRoot()
    root.semanticLayoutDirection = direction
    root.directionalLayoutMargins = direction == .leftToRight
        ? DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        : DirectionalEdgeInsets(top: 5, leading: 8, bottom: 7, trailing: 6)
    #expect(root.layoutMargins == EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    let rtl = direction == .rightToLeft
    // attribute -> expected (x, y) of a 20 × 10 probe whose attribute equals the root's + 3.
    let horizontal: [(LayoutAttribute, Double)] = [
        (.left, 3), (.right, 400 - 20 + 3), (.centerX, 200 - 10 + 3),
        (.leading, rtl ? 400 - 20 - 3 : 3), (.trailing, rtl ? -3 : 400 - 20 + 3),
        (.leftMargin, 3), (.rightMargin, 400 - 20 + 3), (.centerXWithinMargins, 200 - 10 + 3 + (6 - 8) / 2),
        (.leadingMargin, rtl ? 400 - 20 - 3 : 3), (.trailingMargin, rtl ? -3 : 400 - 20 + 3),
    ]
    let vertical: [(LayoutAttribute, Double)] = [
        (.top, 3), (.bottom, 300 - 10 + 3), (.centerY, 150 - 5 + 3),
        (.topMargin, 3), (.bottomMargin, 300 - 10 + 3), (.centerYWithinMargins, 150 - 5 + 3 + (5 - 7) / 2),
        (.firstBaseline, 300 - 10 + 3), (.lastBaseline, 300 - 10 + 3),
    ]
    var probes: [(LayoutNode, LayoutAttribute, Double, LayoutAxis)] = []
    for (attribute, expected) in horizontal + vertical {
        let probe = LayoutNode(debugLabel: "\(attribute)")
        root.addSubview(probe)
        let axis: LayoutAxis = horizontal.contains { $0.0 == attribute } ? .horizontal : .vertical
        let target = ConstraintItem(target: root, attributes: ConstraintAttributes(attribute))
        probe.snp.makeConstraints { make in
            make.size.equalTo(Size(width: 20, height: 10))
            let chain = ConstraintMakerExtendableFactory.make(make, attribute)
            chain.equalTo(target).offset(3)
            if axis == .horizontal { make.top.equalToSuperview() } else { make.left.equalToSuperview() }
        }
        probes.append((probe, attribute, expected, axis))
    }
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.isEmpty)
    for (probe, attribute, expected, axis) in probes {
        // The probe's own margins are its defaults (8), which the margin attributes add on
        // its side too: correct for them here.
        var correction = 0.0
        switch attribute {
        case .leftMargin: correction = 8 - 6
        case .rightMargin: correction = -(8 - 8)
        case .leadingMargin: correction = rtl ? -(8 - 8) : 8 - 6
        case .trailingMargin: correction = rtl ? 8 - 6 : -(8 - 8)
        case .topMargin: correction = 8 - 5
        case .bottomMargin: correction = -(8 - 7)
        default: break
        }
        let value = axis == .horizontal ? probe.frame.minX : probe.frame.minY
        #expect(value == expected - correction, "\(attribute) in \(direction)")
    }
}

/// `make.<attribute>` for an attribute chosen at run time.
enum ConstraintMakerExtendableFactory {
    static func make(_ make: ConstraintMaker, _ attribute: LayoutAttribute) -> ConstraintMakerExtendable {
        switch attribute {
        case .left: make.left
        case .top: make.top
        case .right: make.right
        case .bottom: make.bottom
        case .leading: make.leading
        case .trailing: make.trailing
        case .width: make.width
        case .height: make.height
        case .centerX: make.centerX
        case .centerY: make.centerY
        case .lastBaseline: make.lastBaseline
        case .firstBaseline: make.firstBaseline
        case .leftMargin: make.leftMargin
        case .rightMargin: make.rightMargin
        case .topMargin: make.topMargin
        case .bottomMargin: make.bottomMargin
        case .leadingMargin: make.leadingMargin
        case .trailingMargin: make.trailingMargin
        case .centerXWithinMargins: make.centerXWithinMargins
        case .centerYWithinMargins: make.centerYWithinMargins
        case .notAnAttribute: fatalError("notAnAttribute has no DSL chain")
        }
    }
}

@Test func guideAsSubjectGetsAFrame() {
    let root = makeRoot()
    let column = LayoutGuide(debugLabel: "column")
    root.addLayoutGuide(column)
    column.snp.makeConstraints { make in
        make.top.bottom.equalToSuperview().inset(10)
        make.centerX.equalToSuperview()
        make.width.equalTo(100)
    }
    let child = LayoutNode()
    root.addSubview(child)
    child.snp.makeConstraints { make in
        make.leading.trailing.equalTo(column)
        make.top.equalTo(column.snp.top)
        make.height.equalTo(column).multipliedBy(0.5)
    }
    root.layoutIfNeeded()
    #expect(column.layoutFrame == Rect(x: 150, y: 10, width: 100, height: 280))
    #expect(child.frame == Rect(x: 150, y: 10, width: 100, height: 140))
}
