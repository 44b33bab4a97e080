/// An anti-aliased scanline rasterizer of polygons (curves are flattened before they reach
/// it). Each edge adds, to the cells of each row it crosses, the signed area it leaves to its
/// right and its cover; a running sum along the row turns them into each pixel's
/// winding-weighted coverage, clamped to [0, 1] (SVG's non-zero rule for the shapes drawn
/// here). The accumulation technique is the one font-rs describes; the code is written here.
struct CoverageRasterizer {
    let width: Int
    let height: Int
    /// Row stride: two spare cells take the contributions at and past the right edge.
    private let stride: Int
    private var cells: [Float]
    /// The box of the cells touched since the last ``sweep(_:)``.
    private var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width + 2
        cells = [Float](repeating: 0, count: stride * max(height, 1))
    }

    /// Adds the edge from (x0, y0) to (x1, y1) in pixels, y down.
    mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let direction: Float = y0 < y1 ? 1 : -1
        var (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let slope = (bx - ax) / (by - ay)
        if ay < 0 { ax += slope * -ay; ay = 0 }
        if by > Double(height) { bx -= slope * (by - Double(height)); by = Double(height) }
        guard ay < by else { return }
        let limit = Double(width)
        let firstRow = Int(ay)
        let lastRow = min(height - 1, Int(by.rounded(.up)) - 1)
        guard firstRow <= lastRow else { return }
        minY = min(minY, firstRow); maxY = max(maxY, lastRow)
        minX = min(minX, Int(max(0, min(ax, bx)))); maxX = max(maxX, min(width, Int(max(ax, bx).rounded(.up))))
        let stride = self.stride
        cells.withUnsafeMutableBufferPointer { cells in
            var x = ax
            for row in firstRow...lastRow {
                let top = max(ay, Double(row)), bottom = min(by, Double(row + 1))
                let dy = bottom - top
                let xNext = x + slope * dy
                defer { x = xNext }
                guard dy > 0 else { continue }
                let d = Float(dy) * direction
                let xa = min(max(min(x, xNext), 0), limit), xb = min(max(max(x, xNext), 0), limit)
                let base = row * stride
                let x0Floor = xa.rounded(.down), x0i = Int(x0Floor)
                let x1i = Int(xb.rounded(.up))
                if x1i <= x0i + 1 {
                    let middle = Float((xa + xb) / 2 - x0Floor)
                    cells[base + x0i] += d - d * middle
                    cells[base + x0i + 1] += d * middle
                } else {
                    let s = Float(1 / (xb - xa))
                    let x0f = Float(xa - x0Floor)
                    let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                    let x1f = Float(xb - Double(x1i) + 1)
                    let am = 0.5 * s * x1f * x1f
                    cells[base + x0i] += d * a0
                    if x1i == x0i + 2 {
                        cells[base + x0i + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - x0f)
                        cells[base + x0i + 1] += d * (a1 - a0)
                        for column in (x0i + 2)..<(x1i - 1) { cells[base + column] += d * s }
                        let a2 = a1 + Float(x1i - x0i - 3) * s
                        cells[base + x1i - 1] += d * (1 - a2 - am)
                    }
                    cells[base + x1i] += d * am
                }
            }
        }
    }

    /// Hands each touched pixel's coverage (0...1] to `paint(x, y, coverage)` and clears the cells.
    @inline(__always)
    mutating func sweep(_ paint: (Int, Int, Float) -> Void) {
        guard minY <= maxY else { return }
        let stride = self.stride
        let (x0, x1, y0, y1) = (minX, min(maxX + 1, stride - 1), minY, maxY)
        cells.withUnsafeMutableBufferPointer { cells in
            for row in y0...y1 {
                let base = row * stride
                var sum: Float = 0
                for column in x0...x1 {
                    sum += cells[base + column]
                    cells[base + column] = 0
                    let coverage = min(1, abs(sum))
                    if coverage > 1.0 / 512, column < width { paint(column, row, coverage) }
                }
            }
        }
        minX = .max; maxX = .min; minY = .max; maxY = .min
    }

    /// The same coverage as ``sweep(_:)``, handed over as spans: `paint(y, x0, x1, coverage)`
    /// for pixels `x0..<x1` of row `y`, all of one coverage. A cell no edge touched leaves the
    /// running sum as it is, so the inside of a shape is one span, not one call per pixel.
    @inline(__always)
    mutating func sweepSpans(_ paint: (Int, Int, Int, Float) -> Void) {
        guard minY <= maxY else { return }
        let stride = self.stride
        let width = self.width
        let (x0, x1, y0, y1) = (minX, min(maxX + 1, stride - 1), minY, maxY)
        cells.withUnsafeMutableBufferPointer { cells in
            for row in y0...y1 {
                let base = row * stride
                var sum: Float = 0
                var column = x0
                while column <= x1 {
                    sum += cells[base + column]
                    cells[base + column] = 0
                    var end = column + 1
                    while end <= x1, cells[base + end] == 0 { end += 1 }
                    let coverage = min(1, abs(sum))
                    let spanEnd = min(end, width)
                    if coverage > 1.0 / 512, column < spanEnd { paint(row, column, spanEnd, coverage) }
                    column = end
                }
            }
        }
        minX = .max; maxX = .min; minY = .max; maxY = .min
    }
}
