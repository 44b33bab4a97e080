/// One edge, dimension, centre or baseline of a layout item: what a single constraint relates.
///
/// ```swift
/// let lc = constraint.layoutConstraints[0]
/// lc.firstAttribute == .top   // true for `make.top.equalTo(...)`
/// ```
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An edge, a dimension or a centre of the item's frame (leading and trailing follow the layout direction).
    case left, top, right, bottom, leading, trailing, width, height, centerX, centerY
    /// The baseline of the last or first line of text (the bottom edge for items without text).
    case lastBaseline, firstBaseline
    /// An edge inset by the item's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// A centre of the rectangle inside the item's layout margins.
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute's name as the DSL spells it: `top`, `leadingMargin`.
    public var description: String {
        switch self {
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
    }

    var kind: Kind {
        switch self {
        case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: .absoluteX
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directionalX
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: .y
        case .width, .height: .dimension
        }
    }

    /// The axis the attribute lies on.
    var axis: LayoutAxis {
        switch kind {
        case .absoluteX, .directionalX: .horizontal
        case .y: .vertical
        case .dimension: self == .width ? .horizontal : .vertical
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
