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
    /// The commands written so far, as UTF-8 (ASCII).
    private var bytes: [UInt8] = []

    /// The commands written so far.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Calls `body` with the commands' UTF-8 (ASCII: letters, digits, `.`, `-` and spaces).
    package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// Creates empty path data.
    package init() {}

    @inline(__always)
    private mutating func number(_ value: Double) { DecimalFormat.markup.append(value, to: &bytes) }

    @inline(__always)
    private mutating func point(_ p: Point) {
        number(p.x)
        bytes.append(UInt8(ascii: " "))
        number(p.y)
    }

    /// Starts a new subpath at `point` (`M`).
    package mutating func move(to point: Point) {
        // Room for a bubble's outline at once, rather than growing it six times.
        if bytes.isEmpty { bytes.reserveCapacity(192) }
        bytes.append(UInt8(ascii: "M"))
        self.point(point)
    }

    /// A straight line to `point` (`L`).
    package mutating func line(to point: Point) {
        bytes.append(UInt8(ascii: "L"))
        self.point(point)
    }

    /// A quadratic Bézier curve to `point` (`Q`).
    package mutating func quadCurve(to point: Point, control: Point) {
        bytes.append(UInt8(ascii: "Q"))
        self.point(control)
        bytes.append(UInt8(ascii: " "))
        self.point(point)
    }

    /// A cubic Bézier curve to `point` (`C`).
    package mutating func curve(to point: Point, control1: Point, control2: Point) {
        bytes.append(UInt8(ascii: "C"))
        self.point(control1)
        bytes.append(UInt8(ascii: " "))
        self.point(control2)
        bytes.append(UInt8(ascii: " "))
        self.point(point)
    }

    /// A circular arc of `radius` to `point` (`A`), the short way round unless `largeArc`,
    /// clockwise (in y-down coordinates) when `clockwise`.
    package mutating func arc(to point: Point, radius: Double, largeArc: Bool = false, clockwise: Bool = true) {
        bytes.append(UInt8(ascii: "A"))
        number(radius)
        bytes.append(UInt8(ascii: " "))
        number(radius)
        bytes += " 0 ".utf8
        bytes.append(largeArc ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: " "))
        bytes.append(clockwise ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: " "))
        self.point(point)
    }

    /// Closes the current subpath (`Z`).
    package mutating func close() { bytes.append(UInt8(ascii: "Z")) }
}
