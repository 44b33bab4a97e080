import Foundation

/// Turns SVG path data (absolute `M L H V Q C A Z`, as Trellis's writers emit it) into
/// polygons, curves flattened until no chord is farther than ``tolerance`` pixels from its
/// curve, arcs converted from endpoint to centre form (SVG 1.1, Appendix F.6.5).
struct PathFlattener {
    /// The largest distance, in output pixels, between a curve and its chords.
    var tolerance = 0.1
    /// Output pixels per input unit, and the offset added to every point before scaling.
    var scale = 1.0
    var offset = (x: 0.0, y: 0.0)

    private(set) var polygons: [[(Double, Double)]] = []
    private var current: [(Double, Double)] = []
    private var point = (0.0, 0.0)
    private var start = (0.0, 0.0)

    mutating func reset() { polygons.removeAll(keepingCapacity: true); current.removeAll(); point = (0, 0) }

    private func map(_ p: (Double, Double)) -> (Double, Double) { ((p.0 + offset.x) * scale, (p.1 + offset.y) * scale) }

    mutating func move(_ p: (Double, Double)) {
        closeSubpath()
        point = p; start = p
        current = [map(p)]
    }

    mutating func line(_ p: (Double, Double)) {
        if current.isEmpty { current = [map(point)] }
        point = p
        current.append(map(p))
    }

    mutating func quad(_ c: (Double, Double), _ p: (Double, Double)) {
        let p0 = point
        let deviation = hypot(p0.0 - 2 * c.0 + p.0, p0.1 - 2 * c.1 + p.1) * scale / 4
        let steps = Self.steps(deviation, tolerance)
        for k in 1...steps {
            let t = Double(k) / Double(steps), u = 1 - t
            line((u * u * p0.0 + 2 * u * t * c.0 + t * t * p.0, u * u * p0.1 + 2 * u * t * c.1 + t * t * p.1))
        }
    }

    mutating func cubic(_ c1: (Double, Double), _ c2: (Double, Double), _ p: (Double, Double)) {
        let p0 = point
        let d1 = hypot(p0.0 - 2 * c1.0 + c2.0, p0.1 - 2 * c1.1 + c2.1)
        let d2 = hypot(c1.0 - 2 * c2.0 + p.0, c1.1 - 2 * c2.1 + p.1)
        let steps = Self.steps(max(d1, d2) * scale * 3 / 4, tolerance)
        for k in 1...steps {
            let t = Double(k) / Double(steps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            line((a * p0.0 + b * c1.0 + c * c2.0 + d * p.0, a * p0.1 + b * c1.1 + c * c2.1 + d * p.1))
        }
    }

    /// Segments so a chord strays at most `tolerance` from a curve whose second difference
    /// bound is `deviation` (the flattening bound of Wang's formula).
    private static func steps(_ deviation: Double, _ tolerance: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return min(256, max(1, Int((deviation / tolerance).squareRoot().rounded(.up))))
    }

    mutating func arc(rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool, to p: (Double, Double)) {
        let p0 = point
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0, p0 != p else { line(p); return }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.0 - p.0) / 2, dy = (p0.1 - p.1) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        var factor = (numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.0 + p.0) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.1 + p.1) / 2
        let theta = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        let radius = max(rx, ry) * scale
        let stepAngle = 2 * acos(max(-1, min(1, 1 - tolerance / max(radius, tolerance))))
        let steps = min(256, max(1, Int((abs(delta) / max(stepAngle, 1e-3)).rounded(.up))))
        for k in 1...steps {
            if k == steps { line(p); break }
            let angle = theta + delta * Double(k) / Double(steps)
            let ex = rx * cos(angle), ey = ry * sin(angle)
            line((cosPhi * ex - sinPhi * ey + cx, sinPhi * ex + cosPhi * ey + cy))
        }
    }

    mutating func close() {
        closeSubpath()
        point = start
    }

    mutating func closeSubpath() {
        if current.count > 2 { polygons.append(current) }
        current.removeAll(keepingCapacity: true)
    }

    /// Parses and flattens path data; unknown commands end the parse (what is drawn stays).
    mutating func append(pathData d: String) {
        var scanner = NumberScanner(Array(d.utf8))
        var command: UInt8 = 0
        while let next = scanner.nextCommandOrNumber(&command) {
            _ = next
            switch command {
            case UInt8(ascii: "M"): guard let p = scanner.pair() else { return }; move(p); command = UInt8(ascii: "L")
            case UInt8(ascii: "L"): guard let p = scanner.pair() else { return }; line(p)
            case UInt8(ascii: "H"): guard let x = scanner.number() else { return }; line((x, point.1))
            case UInt8(ascii: "V"): guard let y = scanner.number() else { return }; line((point.0, y))
            case UInt8(ascii: "Q"): guard let c = scanner.pair(), let p = scanner.pair() else { return }; quad(c, p)
            case UInt8(ascii: "C"):
                guard let c1 = scanner.pair(), let c2 = scanner.pair(), let p = scanner.pair() else { return }
                cubic(c1, c2, p)
            case UInt8(ascii: "A"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                      let large = scanner.number(), let sweep = scanner.number(), let p = scanner.pair() else { return }
                arc(rx: rx, ry: ry, rotation: rotation, large: large != 0, sweep: sweep != 0, to: p)
            case UInt8(ascii: "Z"), UInt8(ascii: "z"): close()
            default: return
            }
        }
        closeSubpath()
    }
}

/// Reads SVG path numbers and command letters.
struct NumberScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x2C || bytes[index] == 0x0A || bytes[index] == 0x09 { index += 1 }
    }

    /// Sets `command` when a letter comes next (consuming it); returns nil at the end.
    /// `Z` takes no numbers, so it is reported each time it appears.
    mutating func nextCommandOrNumber(_ command: inout UInt8) -> Bool? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            command = byte
            index += 1
            return true
        }
        if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") { return nil }
        return false
    }

    mutating func number() -> Double? {
        skipSeparators()
        let begin = index
        if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == 0x2E { index += 1 }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        }
        guard index > begin else { return nil }
        return Double(String(decoding: bytes[begin..<index], as: UTF8.self))
    }

    mutating func pair() -> (Double, Double)? {
        guard let x = number(), let y = number() else { return nil }
        return (x, y)
    }
}
