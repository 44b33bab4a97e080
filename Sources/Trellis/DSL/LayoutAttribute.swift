/// One edge, dimension, centre or baseline of a layout item: what a single constraint relates.
///
/// The raw values are `NSLayoutConstraint.Attribute`'s (left 1, right 2, top 3, bottom 4,
/// leading 5, trailing 6, width 7, height 8, centerX 9, centerY 10, lastBaseline 11,
/// firstBaseline 12, leftMargin 13 ... centerYWithinMargins 20, notAnAttribute 0), so ported
/// code that sorts, stores or switches on them behaves the same.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The second attribute of a constraint that has no second item (`width == 100`).
    case notAnAttribute = 0
    /// An edge, a dimension or a centre of the item's frame (leading and trailing follow the layout direction).
    case left = 1, right = 2, top = 3, bottom = 4, leading = 5, trailing = 6, width = 7, height = 8,
         centerX = 9, centerY = 10
    /// The baseline of the last or first line of text (the bottom edge for items without text).
    case lastBaseline = 11, firstBaseline = 12
    /// An edge inset by the item's layout margins.
    case leftMargin = 13, rightMargin = 14, topMargin = 15, bottomMargin = 16, leadingMargin = 17,
         trailingMargin = 18
    /// A centre of the rectangle inside the item's layout margins.
    case centerXWithinMargins = 19, centerYWithinMargins = 20

    /// The attribute's name as the DSL spells it: `top`, `leadingMargin`.
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .top: "top"
        case .right: "right"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The attribute's bit in ``ConstraintAttributes``: SnapKit's order, which is the order a
    /// DSL line makes its constraints in (left, top, right, bottom, leading, trailing, width,
    /// height, centerX, centerY, lastBaseline, firstBaseline, then the margin forms).
    var snapKitBit: Int {
        switch self {
        case .notAnAttribute: -1
        case .left: 0
        case .top: 1
        case .right: 2
        case .bottom: 3
        default: rawValue - 1
        }
    }

    /// The attribute at SnapKit bit `index` (0...19).
    init(snapKitBit index: Int) {
        switch index {
        case 0: self = .left
        case 1: self = .top
        case 2: self = .right
        case 3: self = .bottom
        default: self = LayoutAttribute(rawValue: index + 1) ?? .notAnAttribute
        }
    }

    /// What kind of quantity the attribute is; only compatible kinds may be related.
    enum Kind: Sendable {
        /// left, right, centerX and their margin forms.
        case absoluteX
        /// leading, trailing and their margin forms (measured in reading direction).
        case directionalX
        /// top, bottom, centerY, baselines and margin forms.
        case y
        /// width, height.
        case dimension
        /// notAnAttribute: pairs with nothing.
        case none
    }

    var kind: Kind {
        switch self {
        case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: .absoluteX
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directionalX
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: .y
        case .width, .height: .dimension
        case .notAnAttribute: .none
        }
    }

    /// The axis the attribute lies on.
    var axis: LayoutAxis {
        switch kind {
        case .absoluteX, .directionalX: .horizontal
        case .y: .vertical
        case .dimension: self == .width ? .horizontal : .vertical
        case .none: .horizontal
        }
    }

    var isDimension: Bool { self == .width || self == .height }

    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    var isDirectional: Bool { kind == .directionalX }

    /// Whether a constraint may relate `self` (first item) to `other` (second item). Locations
    /// pair with locations (SnapKit's own tests relate `left` to `top`, so the axes may differ)
    /// and dimensions with dimensions; leading/trailing never pair with left/right.
    func canPair(with other: LayoutAttribute) -> Bool {
        switch (kind, other.kind) {
        case (.none, _), (_, .none): false
        case (.dimension, .dimension): true
        case (.dimension, _), (_, .dimension): false
        case (.absoluteX, .directionalX), (.directionalX, .absoluteX): false
        default: true
        }
    }
}

/// A horizontal or vertical axis, for hugging, compression resistance and ambiguity reports.
public enum LayoutAxis: Int, Sendable, Hashable, CaseIterable {
    /// x: left, right, width.
    case horizontal
    /// y: top, bottom, height.
    case vertical
}
