/// The constant part of a constraint as it was given, before it is mapped onto an attribute:
/// SnapKit maps one value onto each attribute of a composite (an inset is negated on the
/// right and bottom, a size gives width and height, a point gives x and y).
public enum ConstraintConstant: Sendable, Hashable {
    /// The same number for every attribute (`offset`, `equalTo(42)`).
    case value(Double)
    /// width and height; 0 elsewhere.
    case size(Size)
    /// x for horizontal positions, y for vertical ones; 0 for dimensions.
    case point(Point)
    /// Inward distances by physical side.
    case insets(EdgeInsets)
    /// Inward distances by reading direction.
    case directionalInsets(DirectionalEdgeInsets)

    /// The constant this value gives `attribute` in a layout running in `direction`, by
    /// SnapKit's table.
    public func value(for attribute: LayoutAttribute, direction: LayoutDirection) -> Double {
        switch self {
        case let .value(number):
            return number
        case let .size(size):
            return attribute == .width ? size.width : attribute == .height ? size.height : 0
        case let .point(point):
            switch attribute.kind {
            case .absoluteX, .directionalX: return point.x
            case .y: return point.y
            case .dimension, .none: return 0
            }
        case let .insets(insets):
            return Self.map(insets, attribute, direction)
        case let .directionalInsets(directional):
            return Self.map(directional.edgeInsets(for: direction), attribute, direction)
        }
    }

    private static func map(_ insets: EdgeInsets, _ attribute: LayoutAttribute, _ direction: LayoutDirection) -> Double {
        let ltr = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return insets.left
        case .top, .topMargin, .firstBaseline: return insets.top
        case .right, .rightMargin: return -insets.right
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return ltr ? insets.left : insets.right
        case .trailing, .trailingMargin: return ltr ? -insets.right : -insets.left
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .notAnAttribute: return 0
        }
    }

    /// The DSL spelling, for descriptions: `10`, `Size(50, 20)`, `insets(...)`.
    var dslDescription: String {
        switch self {
        case let .value(number): formatConstant(number)
        case let .size(size): "Size(\(formatConstant(size.width)), \(formatConstant(size.height)))"
        case let .point(point): "Point(\(formatConstant(point.x)), \(formatConstant(point.y)))"
        case let .insets(insets): "\(insets)"
        case let .directionalInsets(insets): "\(insets)"
        }
    }
}

/// `10`, `2.5`, `-0.333333`: integers without a decimal point, others to six places; numbers
/// too large for six fixed places (and non-finite ones, which only a diagnostic can hold) in
/// Swift's shortest form (`1e+308`).
func formatConstant(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    guard value.isFinite, abs(value) < 1e12 else { return value.description }
    var text = String(Int64((value * 1_000_000).rounded()))
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    while text.count <= 6 { text = "0" + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -6))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return (negative ? "-" : "") + text
}
