/// The outline of one glyph in font units, y up, as the font draws it: TrueType `glyf`
/// contours (quadratic, implied on-curve points made explicit) or CFF charstrings (cubic).
///
/// Each contour starts with ``Element/move(_:)`` and ends with ``Element/close``; the closing
/// segment back to the start point is implied, as in PostScript and fontTools' pens.
///
/// ```swift
/// let outline = try face.outline(ofGlyph: face.glyph(for: "a") ?? 0)
/// for element in outline.elements { print(element) }
/// ```
public struct GlyphOutline: Sendable, Hashable {
    /// A point in font units.
    public struct Point: Sendable, Hashable {
        /// Horizontal position, font units.
        public var x: Double
        /// Vertical position, font units, y up.
        public var y: Double

        /// A point at (`x`, `y`).
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// One drawing operation.
    public enum Element: Sendable, Hashable {
        /// Starts a contour.
        case move(Point)
        /// A straight segment to the point.
        case line(Point)
        /// A quadratic Bézier segment: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier segment: two control points, end point.
        case cubic(Point, Point, Point)
        /// Ends the contour with a straight segment back to its start.
        case close
    }

    /// The drawing operations, contour after contour.
    public var elements: [Element]

    /// An outline of `elements`.
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// True when the glyph draws nothing (a space, or a damaged glyph read as empty).
    public var isEmpty: Bool { elements.isEmpty }

    /// The same outline moved and scaled: each point becomes (a·x + c·y + dx, b·x + d·y + dy).
    func transformed(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ dx: Double, _ dy: Double) -> GlyphOutline {
        func map(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy) }
        return GlyphOutline(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .quad(let c1, let p): return .quad(map(c1), map(p))
            case .cubic(let c1, let c2, let p): return .cubic(map(c1), map(c2), map(p))
            case .close: return .close
            }
        })
    }
}
