/// Reads glyph outlines from the `glyf` and `loca` tables (OpenType spec, "glyf — Glyph Data").
///
/// Simple glyphs: contours of on- and off-curve points; two consecutive off-curve points imply
/// an on-curve point halfway between them. Each contour starts at its first on-curve point
/// (at the midpoint of its last and first points when it has none), as fontTools draws it.
/// Composite glyphs: components placed with an offset (or by matching points) and an optional
/// scale, x/y scale or 2×2 transform, nested at most ``maximumDepth`` deep.
/// At a variable face's axis position every glyph's own points (a simple glyph's outline points,
/// a composite's component offsets) move by their `gvar` deltas before components are placed.
struct TrueTypeOutlines: Sendable {
    let glyf: FontReader
    let loca: FontReader
    let longOffsets: Bool
    let numGlyphs: Int
    /// `gvar` at the face's axis position (nil: the default instance, or no gvar).
    let variations: GlyphVariations?

    /// Deeper component nesting is treated as damage (fonts in practice nest 1–3 deep).
    static let maximumDepth = 8
    /// More points than this in one glyph, components expanded, is treated as damage.
    static let maximumPoints = 1 << 20

    init(glyf: FontReader, loca: FontReader, indexToLocFormat: Int, numGlyphs: Int,
         variations: GlyphVariations? = nil) throws(FontError) {
        self.variations = variations
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw FontError.malformed(table: "head", offset: 50, reason: "indexToLocFormat \(indexToLocFormat)")
        }
        self.glyf = glyf
        self.loca = loca
        longOffsets = indexToLocFormat == 1
        self.numGlyphs = numGlyphs
        try loca.require(0, (numGlyphs + 1) * (longOffsets ? 4 : 2))
    }

    /// The outline of `glyph`; empty for a glyph without data.
    func outline(_ glyph: UInt16) throws(FontError) -> GlyphOutline {
        var points: [GlyphOutline.Point] = []
        var onCurve: [Bool] = []
        var ends: [Int] = []
        let left = try collect(Int(glyph), depth: 0, into: &points, &onCurve, &ends)
        // As HarfBuzz and fontTools draw a varied glyph: shifted so that its left phantom point,
        // moved by gvar, stays at the origin (the advance comes from HVAR or hmtx).
        if left != 0 { for k in points.indices { points[k].x -= left } }
        return Self.draw(points: points, onCurve: onCurve, ends: ends)
    }

    /// How far gvar moves the glyph's right phantom point from its left one, in x: the change of
    /// its advance at the axis position (0 without variations or data). Fonts without HVAR take
    /// their varied advances from this, as HarfBuzz does.
    func advanceDelta(_ glyph: UInt16) throws(FontError) -> Double {
        guard let variations else { return 0 }
        let span = try range(Int(glyph))
        var count = 0
        if !span.isEmpty {
            let data = try glyf.sub(span.lowerBound, length: span.count)
            let contours = Int(try data.i16(0))
            if contours > 0 {
                count = Int(try data.u16(10 + 2 * (contours - 1))) + 1
            } else if contours < 0 {
                count = try Self.components(data).0.count
            }
        }
        // Phantom points are contours of their own: the outline points' positions do not matter.
        var own = [GlyphOutline.Point](repeating: GlyphOutline.Point(x: 0, y: 0), count: count + 4)
        try variations.apply(glyph: Int(glyph), to: &own, ends: nil)
        return own[count + 1].x - own[count].x
    }

    private func range(_ glyph: Int) throws(FontError) -> Range<Int> {
        guard glyph < numGlyphs else { throw loca.error(0, "glyph \(glyph) past numGlyphs \(numGlyphs)") }
        let start = longOffsets ? Int(try loca.u32(4 * glyph)) : 2 * Int(try loca.u16(2 * glyph))
        let end = longOffsets ? Int(try loca.u32(4 * glyph + 4)) : 2 * Int(try loca.u16(2 * glyph + 2))
        guard start <= end else { throw loca.error(4 * glyph, "glyph \(glyph) ends before it starts") }
        return start..<end
    }

    /// Appends the glyph's points, flattened through components, to the arrays. Returns how far
    /// gvar moved the glyph's left phantom point in x (0 without variations).
    @discardableResult
    private func collect(_ glyph: Int, depth: Int, into points: inout [GlyphOutline.Point],
                         _ onCurve: inout [Bool], _ ends: inout [Int]) throws(FontError) -> Double {
        guard depth <= Self.maximumDepth else { throw glyf.error(0, "components nested deeper than \(Self.maximumDepth)") }
        let span = try range(glyph)
        guard !span.isEmpty else { return 0 }
        var left = 0.0
        let data = try glyf.sub(span.lowerBound, length: span.count)
        let contours = Int(try data.i16(0))
        if contours >= 0 {
            let base = points.count, firstEnd = ends.count
            try readSimple(data, contours: contours, into: &points, &onCurve, &ends)
            if let variations, points.count > base {
                // The glyph's own points and its 4 phantom points (left, right, top, bottom).
                var own = Array(points[base...]) + [GlyphOutline.Point](repeating: GlyphOutline.Point(x: 0, y: 0), count: 4)
                try variations.apply(glyph: glyph, to: &own, ends: ends[firstEnd...].map { $0 - base })
                left = own[own.count - 4].x
                points.replaceSubrange(base..., with: own.dropLast(4))
            }
        } else {
            left = try readComposite(data, glyph: glyph, depth: depth, into: &points, &onCurve, &ends)
        }
        guard points.count <= Self.maximumPoints else { throw glyf.error(span.lowerBound, "more than \(Self.maximumPoints) points") }
        return left
    }

    private func readSimple(_ data: FontReader, contours: Int, into points: inout [GlyphOutline.Point],
                            _ onCurve: inout [Bool], _ ends: inout [Int]) throws(FontError) {
        guard contours > 0 else { return }
        var lastEnd = -1
        var localEnds: [Int] = []
        localEnds.reserveCapacity(contours)
        for i in 0..<contours {
            let end = Int(try data.u16(10 + 2 * i))
            guard end > lastEnd else { throw data.error(10 + 2 * i, "contour end points out of order") }
            localEnds.append(end)
            lastEnd = end
        }
        let count = lastEnd + 1
        let instructionLength = Int(try data.u16(10 + 2 * contours))
        var at = 12 + 2 * contours + instructionLength
        var flags = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            let flag = try data.u8(at)
            at += 1
            flags[i] = flag
            i += 1
            if flag & 0x08 != 0 {  // REPEAT_FLAG
                let repeats = Int(try data.u8(at))
                at += 1
                guard repeats <= count - i else { throw data.error(at - 1, "flag repeat past the last point") }
                for _ in 0..<repeats { flags[i] = flag; i += 1 }
            }
        }
        var xs = [Double](repeating: 0, count: count)
        var ys = [Double](repeating: 0, count: count)
        try Self.readCoordinates(data, &at, flags, short: 0x02, same: 0x10, into: &xs)
        try Self.readCoordinates(data, &at, flags, short: 0x04, same: 0x20, into: &ys)
        let base = points.count
        for k in 0..<count {
            points.append(GlyphOutline.Point(x: xs[k], y: ys[k]))
            onCurve.append(flags[k] & 0x01 != 0)
        }
        for end in localEnds { ends.append(base + end) }
    }

    /// Delta-encoded coordinates: a byte with a sign flag, or the same as before, or an i16.
    private static func readCoordinates(_ data: FontReader, _ at: inout Int, _ flags: [UInt8],
                                        short: UInt8, same: UInt8, into values: inout [Double]) throws(FontError) {
        var value = 0
        for k in 0..<flags.count {
            let flag = flags[k]
            if flag & short != 0 {
                let delta = Int(try data.u8(at))
                at += 1
                value += flag & same != 0 ? delta : -delta
            } else if flag & same == 0 {
                value += Int(try data.i16(at))
                at += 2
            }
            values[k] = Double(value)
        }
    }

    /// One component record of a composite glyph.
    private struct Component {
        let flags: UInt16
        let glyph: Int
        var arg1: Double
        var arg2: Double
        let a: Double, b: Double, c: Double, d: Double
    }

    /// The component records of a composite glyph, and where they end.
    private static func components(_ data: FontReader) throws(FontError) -> ([Component], Int) {
        var at = 10
        var components: [Component] = []
        while true {
            let flags = try data.u16(at)
            let component = Int(try data.u16(at + 2))
            at += 4
            let arg1: Int, arg2: Int
            if flags & 0x0001 != 0 {  // ARG_1_AND_2_ARE_WORDS
                let signed = flags & 0x0002 != 0
                arg1 = signed ? Int(try data.i16(at)) : Int(try data.u16(at))
                arg2 = signed ? Int(try data.i16(at + 2)) : Int(try data.u16(at + 2))
                at += 4
            } else {
                let signed = flags & 0x0002 != 0
                let b1 = try data.u8(at), b2 = try data.u8(at + 1)
                arg1 = signed ? Int(Int8(bitPattern: b1)) : Int(b1)
                arg2 = signed ? Int(Int8(bitPattern: b2)) : Int(b2)
                at += 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            func f2dot14(_ offset: Int) throws(FontError) -> Double { Double(try data.i16(offset)) / 16384 }
            if flags & 0x0008 != 0 {  // WE_HAVE_A_SCALE
                a = try f2dot14(at); d = a; at += 2
            } else if flags & 0x0040 != 0 {  // WE_HAVE_AN_X_AND_Y_SCALE
                a = try f2dot14(at); d = try f2dot14(at + 2); at += 4
            } else if flags & 0x0080 != 0 {  // WE_HAVE_A_TWO_BY_TWO
                a = try f2dot14(at); b = try f2dot14(at + 2); c = try f2dot14(at + 4); d = try f2dot14(at + 6); at += 8
            }
            components.append(Component(flags: flags, glyph: component, arg1: Double(arg1), arg2: Double(arg2), a: a, b: b, c: c, d: d))
            guard components.count <= Self.maximumPoints else { throw data.error(at, "more than \(Self.maximumPoints) components") }
            if flags & 0x0020 == 0 { break }  // MORE_COMPONENTS
        }
        return (components, at)
    }

    /// Appends the placed components; returns the x delta of the composite's left phantom point.
    private func readComposite(_ data: FontReader, glyph: Int, depth: Int, into points: inout [GlyphOutline.Point],
                               _ onCurve: inout [Bool], _ ends: inout [Int]) throws(FontError) -> Double {
        let (parsed, at) = try Self.components(data)
        var components = parsed
        var left = 0.0
        if let variations {
            // One point per component (its x/y offset), then the 4 phantom points; offsets of
            // point-matched components do not vary.
            var own = components.map { GlyphOutline.Point(x: $0.arg1, y: $0.arg2) }
                + [GlyphOutline.Point](repeating: GlyphOutline.Point(x: 0, y: 0), count: 4)
            try variations.apply(glyph: glyph, to: &own, ends: nil)
            left = own[own.count - 4].x
            for k in components.indices where components[k].flags & 0x0002 != 0 {
                components[k].arg1 = own[k].x
                components[k].arg2 = own[k].y
            }
        }
        for component in components {
            let (a, b, c, d) = (component.a, component.b, component.c, component.d)
            var childPoints: [GlyphOutline.Point] = []
            var childOn: [Bool] = []
            var childEnds: [Int] = []
            try collect(component.glyph, depth: depth + 1, into: &childPoints, &childOn, &childEnds)
            var dx = 0.0, dy = 0.0
            if component.flags & 0x0002 != 0 {  // ARGS_ARE_XY_VALUES
                dx = component.arg1
                dy = component.arg2
                if component.flags & 0x0800 != 0 {  // SCALED_COMPONENT_OFFSET (Apple): the offset is transformed too
                    (dx, dy) = (a * dx + c * dy, b * dx + d * dy)
                }
            } else {  // match point arg1 of the glyph so far with point arg2 of the component
                let arg1 = Int(component.arg1), arg2 = Int(component.arg2)
                guard arg1 < points.count, arg2 < childPoints.count else { throw data.error(at, "matched point out of range") }
                let p = childPoints[arg2]
                dx = points[arg1].x - (a * p.x + c * p.y)
                dy = points[arg1].y - (b * p.x + d * p.y)
            }
            let base = points.count
            for p in childPoints { points.append(GlyphOutline.Point(x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy)) }
            onCurve.append(contentsOf: childOn)
            for end in childEnds { ends.append(base + end) }
            guard points.count <= Self.maximumPoints else { throw data.error(at, "more than \(Self.maximumPoints) points") }
        }
        return left
    }

    /// Contours of points to moves, lines and quadratic segments.
    static func draw(points: [GlyphOutline.Point], onCurve: [Bool], ends: [Int]) -> GlyphOutline {
        var elements: [GlyphOutline.Element] = []
        var start = 0
        for end in ends {
            defer { start = end + 1 }
            let n = end - start + 1
            guard n > 0 else { continue }
            func point(_ k: Int) -> GlyphOutline.Point { points[start + (k % n)] }
            func on(_ k: Int) -> Bool { onCurve[start + (k % n)] }
            func mid(_ p: GlyphOutline.Point, _ q: GlyphOutline.Point) -> GlyphOutline.Point {
                GlyphOutline.Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            }
            // Start at the first on-curve point; with none, halfway between the last and first.
            let first = (0..<n).first(where: on)
            let origin = first.map(point) ?? mid(point(n - 1), point(0))
            elements.append(.move(origin))
            var control: GlyphOutline.Point?
            // With an on-curve start, the points after it; with none, every point.
            let visited = first.map { ($0 + 1)..<($0 + n) } ?? 0..<n
            for k in visited {
                let p = point(k)
                if on(k) {
                    if let c = control { elements.append(.quad(c, p)); control = nil } else { elements.append(.line(p)) }
                } else if let c = control {
                    elements.append(.quad(c, mid(c, p)))
                    control = p
                } else {
                    control = p
                }
            }
            // Back to the start: a curve when a control point is pending, else the close's line.
            if let c = control { elements.append(.quad(c, origin)) }
            elements.append(.close)
        }
        return GlyphOutline(elements: elements)
    }
}
