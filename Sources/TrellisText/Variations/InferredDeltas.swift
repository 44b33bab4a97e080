/// Interpolation of untouched points (IUP): the deltas of the points a `gvar` tuple leaves out,
/// inferred contour by contour from the nearest touched points before and after them (OpenType
/// spec, gvar "Inferred deltas for un-referenced point numbers"; the same rule as fontTools'
/// `iup_delta`).
///
/// In a contour with no touched point every delta is 0; with one, every point takes its delta.
/// Otherwise, on each axis separately, an untouched point between touched points p1 and p2
/// (cyclically) takes p1's or p2's delta when it lies at or beyond that point's coordinate, and a
/// linear interpolation of the two when it lies between them; when p1 and p2 share the coordinate
/// it takes their delta if they agree, else 0. Coordinates are the default instance's.
enum InferredDeltas {
    /// Fills `dx`/`dy` of the points whose `touched` is false, contour by contour.
    /// `ends` are the contours' last point indices, increasing, all below `original.count`.
    static func infer(_ dx: inout [Double], _ dy: inout [Double], touched: [Bool],
                      original: [GlyphOutline.Point], ends: [Int]) {
        var start = 0
        for end in ends {
            defer { start = end + 1 }
            guard end >= start else { continue }
            let contour = start...end
            let marked = contour.filter { touched[$0] }
            guard marked.count < contour.count else { continue }
            guard let first = marked.first else { continue }  // no touched point: deltas stay 0
            if marked.count == 1 {
                for k in contour where k != first {
                    dx[k] = dx[first]
                    dy[k] = dy[first]
                }
                continue
            }
            // Each pair of cyclically consecutive touched points bounds a run of untouched ones.
            for (n, p1) in marked.enumerated() {
                let p2 = marked[(n + 1) % marked.count]
                var k = p1 == end ? start : p1 + 1
                while k != p2 {
                    dx[k] = value(original[k].x, original[p1].x, original[p2].x, dx[p1], dx[p2])
                    dy[k] = value(original[k].y, original[p1].y, original[p2].y, dy[p1], dy[p2])
                    k = k == end ? start : k + 1
                }
            }
        }
    }

    /// The inferred delta on one axis of a point at `x`, between reference points at `x1`, `x2`
    /// with deltas `d1`, `d2`.
    @inline(__always)
    static func value(_ x: Double, _ x1: Double, _ x2: Double, _ d1: Double, _ d2: Double) -> Double {
        if x1 == x2 { return d1 == d2 ? d1 : 0 }
        let (lowX, highX, lowD, highD) = x1 < x2 ? (x1, x2, d1, d2) : (x2, x1, d2, d1)
        if x <= lowX { return lowD }
        if x >= highX { return highD }
        return lowD + (x - lowX) * (highD - lowD) / (highX - lowX)
    }
}
