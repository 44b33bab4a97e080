import Trellis

/// SVG path data (`d="M0 0L10 0..."`) built command by command with stable numbers: for
/// shapes a rectangle cannot draw (a bubble with a tail, a pin).
///
/// ```swift
/// var d = SVGPathData()
/// d.move(to: Point(x: 0, y: 10))
/// d.quadCurve(to: Point(x: 10, y: 0), control: Point(x: 0, y: 0))
/// d.line(to: Point(x: 20, y: 0))
/// d.close()
/// d.string   // "M0 10Q0 0 10 0L20 0Z"
/// ```
package struct SVGPathData: Sendable, Hashable {
    /// The commands written so far.
    package private(set) var string = ""

    /// Creates empty path data.
    package init() {}

    private static func number(_ value: Double) -> String { DecimalFormat.markup.string(value) }
    private static func point(_ p: Point) -> String { "\(number(p.x)) \(number(p.y))" }

    /// Starts a new subpath at `point` (`M`).
    package mutating func move(to point: Point) { string += "M" + Self.point(point) }

    /// A straight line to `point` (`L`).
    package mutating func line(to point: Point) { string += "L" + Self.point(point) }

    /// A quadratic Bézier curve to `point` (`Q`).
    package mutating func quadCurve(to point: Point, control: Point) {
        string += "Q" + Self.point(control) + " " + Self.point(point)
    }

    /// A cubic Bézier curve to `point` (`C`).
    package mutating func curve(to point: Point, control1: Point, control2: Point) {
        string += "C" + Self.point(control1) + " " + Self.point(control2) + " " + Self.point(point)
    }

    /// A circular arc of `radius` to `point` (`A`), the short way round unless `largeArc`,
    /// clockwise (in y-down coordinates) when `clockwise`.
    package mutating func arc(to point: Point, radius: Double, largeArc: Bool = false, clockwise: Bool = true) {
        let r = Self.number(radius)
        string += "A\(r) \(r) 0 \(largeArc ? 1 : 0) \(clockwise ? 1 : 0) " + Self.point(point)
    }

    /// Closes the current subpath (`Z`).
    package mutating func close() { string += "Z" }
}
