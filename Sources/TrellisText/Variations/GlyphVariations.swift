/// The `gvar` table at a face's axis position: per glyph, the deltas its points move by
/// (OpenType spec, "gvar — Glyph Variations" and the common tuple variation store format).
///
/// Each tuple of a glyph has a peak (embedded, or one of the shared tuples) and, optionally, an
/// intermediate region; its scalar at the coordinates is the product over axes of the region
/// scalar (``ItemVariationStore/axisScalar(_:_:_:_:)``). Its deltas apply to the points it lists
/// (private point numbers, else the glyph's shared ones, else every point); for a simple glyph
/// the others are inferred (``InferredDeltas``), for a composite they stay 0. Points are the
/// glyph's own: outline points, or one per component (its offset), then 4 phantom points.
struct GlyphVariations: Sendable {
    private let table: FontReader
    private let axisCount: Int
    private let glyphCount: Int
    private let longOffsets: Bool
    private let dataArray: Int
    private let coordinates: [Double]
    /// The peak scalar of each shared tuple at `coordinates`.
    private let sharedScalars: [Double]
    /// Per glyph, at most this many tuples × points are read (damage, not fonts, reaches it).
    static let workLimit = 1 << 24

    /// Nil at the default instance (empty coordinates): nothing moves.
    init?(_ gvar: FontReader, coordinates: [Double]) throws(FontError) {
        guard !coordinates.isEmpty else { return nil }
        guard try gvar.u16(0) == 1 else { throw gvar.error(0, "gvar major version") }
        axisCount = Int(try gvar.u16(4))
        guard axisCount == coordinates.count else { throw gvar.error(4, "gvar has \(axisCount) axes, fvar \(coordinates.count)") }
        let sharedCount = Int(try gvar.u16(6))
        let sharedAt = Int(try gvar.u32(8))
        glyphCount = Int(try gvar.u16(12))
        longOffsets = try gvar.u16(14) & 1 != 0
        dataArray = Int(try gvar.u32(16))
        try gvar.require(20, (glyphCount + 1) * (longOffsets ? 4 : 2))
        table = gvar
        self.coordinates = coordinates
        var scalars: [Double] = []
        scalars.reserveCapacity(sharedCount)
        for k in 0..<sharedCount {
            var peak: [Double] = []
            for a in 0..<axisCount { peak.append(AxisMapping.f2dot14(try gvar.i16(sharedAt + 2 * (k * axisCount + a)))) }
            scalars.append(GlyphVariations.scalar(peak: peak, start: nil, end: nil, at: coordinates))
        }
        sharedScalars = scalars
    }

    /// The product of the axis scalars of a tuple; without an intermediate region an axis's
    /// region runs from 0 to its peak.
    static func scalar(peak: [Double], start: [Double]?, end: [Double]?, at coordinates: [Double]) -> Double {
        var result = 1.0
        for (a, p) in peak.enumerated() {
            let lower = start?[a] ?? min(p, 0), upper = end?[a] ?? max(p, 0)
            result *= ItemVariationStore.axisScalar(a < coordinates.count ? coordinates[a] : 0, lower, p, upper)
            if result == 0 { return 0 }
        }
        return result
    }

    /// Moves `points` (the glyph's own points, phantom points included) by the glyph's deltas.
    /// `ends` are the outline's contour ends for inferring untouched points; nil for a composite,
    /// whose untouched points do not move.
    func apply(glyph: Int, to points: inout [GlyphOutline.Point], ends: [Int]?) throws(FontError) {
        guard glyph < glyphCount else { return }
        let width = longOffsets ? 4 : 2
        func offset(_ k: Int) throws(FontError) -> Int {
            longOffsets ? Int(try table.u32(20 + width * k)) : 2 * Int(try table.u16(20 + width * k))
        }
        let start = try offset(glyph), end = try offset(glyph + 1)
        guard start <= end else { throw table.error(20 + width * glyph, "glyph \(glyph) variations end before they start") }
        guard start < end else { return }
        let data = try table.sub(dataArray + start, length: end - start)
        let header = try data.u16(0)
        let tupleCount = Int(header & 0x0FFF)
        var serialized = Int(try data.u16(2))
        var shared: [Int]?
        if header & 0x8000 != 0 { shared = try PackedTupleData.points(data, &serialized) }
        let pointCount = points.count
        guard tupleCount * max(pointCount, 1) <= GlyphVariations.workLimit else {
            throw data.error(0, "\(tupleCount) tuples of \(pointCount) points")
        }
        let original = points
        var at = 4
        for _ in 0..<tupleCount {
            let size = Int(try data.u16(at))
            let index = try data.u16(at + 2)
            at += 4
            var peak: [Double] = []
            var scalar: Double
            if index & 0x8000 != 0 {  // EMBEDDED_PEAK_TUPLE
                for a in 0..<axisCount { peak.append(AxisMapping.f2dot14(try data.i16(at + 2 * a))) }
                at += 2 * axisCount
                scalar = 1
            } else {
                let shared = Int(index & 0x0FFF)
                guard shared < sharedScalars.count else { throw data.error(at - 2, "shared tuple \(shared) of \(sharedScalars.count)") }
                scalar = sharedScalars[shared]
            }
            if index & 0x4000 != 0 {  // INTERMEDIATE_REGION
                var lower: [Double] = [], upper: [Double] = []
                for a in 0..<axisCount {
                    lower.append(AxisMapping.f2dot14(try data.i16(at + 2 * a)))
                    upper.append(AxisMapping.f2dot14(try data.i16(at + 2 * (axisCount + a))))
                }
                at += 4 * axisCount
                if peak.isEmpty {  // a shared peak: read it again for the region
                    let sharedAt = Int(try table.u32(8))
                    for a in 0..<axisCount {
                        peak.append(AxisMapping.f2dot14(try table.i16(sharedAt + 2 * (Int(index & 0x0FFF) * axisCount + a))))
                    }
                }
                scalar = GlyphVariations.scalar(peak: peak, start: lower, end: upper, at: coordinates)
            } else if !peak.isEmpty {
                scalar = GlyphVariations.scalar(peak: peak, start: nil, end: nil, at: coordinates)
            }
            defer { serialized += size }
            guard scalar != 0 else { continue }
            var cursor = serialized
            let listed = index & 0x2000 != 0 ? try PackedTupleData.points(data, &cursor) : shared
            let count = listed?.count ?? pointCount
            let xs = try PackedTupleData.deltas(data, &cursor, count: count)
            let ys = try PackedTupleData.deltas(data, &cursor, count: count)
            guard cursor <= serialized + size else { throw data.error(serialized, "tuple data longer than its size") }
            guard let listed else {
                for k in 0..<pointCount {
                    points[k].x += scalar * Double(xs[k])
                    points[k].y += scalar * Double(ys[k])
                }
                continue
            }
            var dx = [Double](repeating: 0, count: pointCount), dy = dx
            var touched = [Bool](repeating: false, count: pointCount)
            for (n, point) in listed.enumerated() where point < pointCount {
                dx[point] = Double(xs[n])
                dy[point] = Double(ys[n])
                touched[point] = true
            }
            if let ends, !ends.isEmpty, ends[ends.count - 1] < pointCount {
                InferredDeltas.infer(&dx, &dy, touched: touched, original: original, ends: ends)
            }
            for k in 0..<pointCount {
                points[k].x += scalar * dx[k]
                points[k].y += scalar * dy[k]
            }
        }
    }
}
