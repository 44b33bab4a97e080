/// The `avar` table (version 1): a piecewise-linear map per axis from default normalized
/// coordinates to the ones the variation data uses.
struct AxisMapping: Sendable {
    /// Per axis, (from, to) pairs in increasing `from` order.
    let segments: [[(Double, Double)]]

    init(_ avar: FontReader, axisCount: Int) throws(FontError) {
        guard try avar.u16(0) == 1 else { throw avar.error(0, "avar major version") }
        let count = Int(try avar.u16(6))
        var at = 8
        var segments: [[(Double, Double)]] = []
        for _ in 0..<count {
            let pairs = Int(try avar.u16(at))
            var map: [(Double, Double)] = []
            for p in 0..<pairs {
                map.append((AxisMapping.f2dot14(try avar.i16(at + 2 + 4 * p)), AxisMapping.f2dot14(try avar.i16(at + 4 + 4 * p))))
            }
            segments.append(map)
            at += 2 + 4 * pairs
        }
        self.segments = segments
    }

    static func f2dot14(_ value: Int16) -> Double { Double(value) / 16384 }

    /// The mapped coordinate, rounded to F2Dot14.
    func map(_ value: Double, axis: Int) -> Double {
        guard axis < segments.count else { return value }
        let map = segments[axis]
        guard map.count >= 2 else { return value }
        if value <= map[0].0 { return map[0].1 }
        for k in 1..<map.count where value <= map[k].0 {
            let (x0, y0) = map[k - 1], (x1, y1) = map[k]
            guard x1 > x0 else { return y1 }
            return ((y0 + (value - x0) * (y1 - y0) / (x1 - x0)) * 16384).rounded() / 16384
        }
        return map[map.count - 1].1
    }
}
