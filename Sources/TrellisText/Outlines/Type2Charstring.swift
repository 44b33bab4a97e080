/// A Type 2 charstring interpreter (Adobe Technical Note #5177) that records the path and
/// ignores hints: stem operators only count stems, so `hintmask`/`cntrmask` can skip their
/// mask bytes. Subroutine calls nest at most 10 deep (the spec's limit) and a charstring may
/// run at most ``maximumOperations`` operators, so hostile data cannot recurse or spin.
struct Type2Charstring {
    let table: FontReader
    let globalSubrs: CFFIndex
    let localSubrs: CFFIndex?

    /// The accented-character operands of `endchar` (the `seac` form): StandardEncoding codes.
    struct Seac {
        let dx: Double, dy: Double
        let base: Int, accent: Int
    }

    private(set) var elements: [GlyphOutline.Element] = []
    private(set) var seac: Seac?
    private var stack: [Double] = []
    private var x = 0.0, y = 0.0
    private var open = false
    private var stems = 0
    private var sawWidth = false
    private var operations = 0
    private var ended = false

    static let maximumDepth = 10
    static let maximumStack = 513
    static let maximumOperations = 1_000_000

    /// CFF2: per ItemVariationData, the scalars of its regions at the face's position; nil for
    /// CFF 1, whose charstrings may carry a width and end with `endchar`.
    private let regionScalars: [[Double]]?
    /// CFF2: the ItemVariationData `blend` uses (set by `vsindex`, else the Private DICT's).
    private var vsindex: Int

    init(table: FontReader, globalSubrs: CFFIndex, localSubrs: CFFIndex?) {
        self.table = table
        self.globalSubrs = globalSubrs
        self.localSubrs = localSubrs
        regionScalars = nil
        vsindex = 0
    }

    /// A CFF2 charstring machine: no width, and `blend`/`vsindex` read `regionScalars`.
    init(cff2 table: FontReader, globalSubrs: CFFIndex, localSubrs: CFFIndex?, regionScalars: [[Double]], vsindex: Int) {
        self.table = table
        self.globalSubrs = globalSubrs
        self.localSubrs = localSubrs
        self.regionScalars = regionScalars
        self.vsindex = vsindex
        sawWidth = true
    }

    mutating func run(_ range: Range<Int>) throws(FontError) {
        try execute(range, depth: 0)
        closeContour()
    }

    private func fail(_ at: Int, _ reason: String) -> FontError { table.error(at, "charstring: \(reason)") }

    private mutating func execute(_ range: Range<Int>, depth: Int) throws(FontError) {
        guard depth <= Self.maximumDepth else { throw fail(range.lowerBound, "subroutines nested deeper than 10") }
        var at = range.lowerBound
        while at < range.upperBound, !ended {
            let b0 = Int(try table.u8(at))
            switch b0 {
            case 32...246: try push(Double(b0 - 139)); at += 1; continue
            case 247...250: try push(Double((b0 - 247) * 256 + Int(try table.u8(at + 1)) + 108)); at += 2; continue
            case 251...254: try push(Double(-(b0 - 251) * 256 - Int(try table.u8(at + 1)) - 108)); at += 2; continue
            case 28: try push(Double(try table.i16(at + 1))); at += 3; continue
            case 255: try push(Double(Int32(bitPattern: try table.u32(at + 1))) / 65536); at += 5; continue
            default: break
            }
            operations += 1
            guard operations <= Self.maximumOperations else { throw fail(at, "more than \(Self.maximumOperations) operators") }
            at += 1
            switch b0 {
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
                takeWidth(odd: true)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
            case 19, 20:  // hintmask, cntrmask: preceding operands are implied vstems
                takeWidth(odd: true)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += (stems + 7) / 8
            case 21: takeWidth(beyond: 2); try moveTo(arg(0), arg(1))
            case 22: takeWidth(beyond: 1); try moveTo(arg(0), 0)
            case 4: takeWidth(beyond: 1); try moveTo(0, arg(0))
            case 5: try lines(from: 0, to: stack.count)
            case 6, 7: try alternatingLines(horizontalFirst: b0 == 6)
            case 8: try curves(from: 0, to: stack.count)
            case 24:  // rcurveline
                guard stack.count >= 8 else { throw fail(at, "rcurveline needs 8 operands") }
                try curves(from: 0, to: stack.count - 2)
                try lines(from: stack.count - 2, to: stack.count)
            case 25:  // rlinecurve
                guard stack.count >= 8 else { throw fail(at, "rlinecurve needs 8 operands") }
                try lines(from: 0, to: stack.count - 6)
                try curves(from: stack.count - 6, to: stack.count)
            case 26, 27: try straightCurves(vertical: b0 == 26)
            case 30, 31: try alternatingCurves(verticalFirst: b0 == 30)
            case 10, 29:  // callsubr, callgsubr
                guard let index = b0 == 10 ? localSubrs : globalSubrs, let number = stack.popLast(),
                      let n = Int(exactly: number) else { throw fail(at, "subroutine call without subroutines or number") }
                try execute(try index.range(n + index.bias), depth: depth + 1)
                continue
            case 11: return  // return
            case 15 where regionScalars != nil:  // vsindex
                guard let index = stack.popLast(), let n = Int(exactly: index), n >= 0 else { throw fail(at - 1, "vsindex operand") }
                vsindex = n
            case 16 where regionScalars != nil:  // blend: the operands stay on the stack
                try blend(at: at - 1)
                continue
            case 14:  // endchar, with the seac form's 4 operands
                takeWidth(odd: stack.count == 5 || stack.count == 1)
                if stack.count >= 4 {
                    seac = Seac(dx: stack[0], dy: stack[1], base: Int(exactly: stack[2]) ?? -1, accent: Int(exactly: stack[3]) ?? -1)
                }
                closeContour()
                ended = true
            case 12:
                let b1 = Int(try table.u8(at))
                at += 1
                try flex(b1, at: at)
            default: throw fail(at - 1, "operator \(b0)")
            }
            stack.removeAll(keepingCapacity: true)
        }
    }

    /// CFF2 `blend`: n values, then k deltas for each, then n; leaves each value plus its deltas
    /// times the k region scalars of the current ItemVariationData.
    private mutating func blend(at: Int) throws(FontError) {
        guard let all = regionScalars, vsindex < all.count else { throw fail(at, "blend with vsindex \(vsindex) of \(regionScalars?.count ?? 0)") }
        let scalars = all[vsindex]
        guard let count = stack.popLast(), let n = Int(exactly: count), n >= 0 else { throw fail(at, "blend count") }
        let k = scalars.count
        guard n * (k + 1) <= stack.count else { throw fail(at, "blend needs \(n * (k + 1)) operands, has \(stack.count)") }
        let first = stack.count - n * (k + 1)
        for i in 0..<n {
            var value = stack[first + i]
            let deltas = first + n + k * i
            for j in 0..<k { value += stack[deltas + j] * scalars[j] }
            stack[first + i] = value
        }
        stack.removeLast(n * k)
    }

    private mutating func push(_ value: Double) throws(FontError) {
        guard stack.count < Self.maximumStack else { throw fail(0, "operand stack overflow") }
        stack.append(value)
    }

    private func arg(_ i: Int) throws(FontError) -> Double {
        guard i < stack.count else { throw fail(0, "missing operand") }
        return stack[i]
    }

    /// The first stack-clearing operator may carry the advance width first; it is dropped.
    private mutating func takeWidth(odd: Bool) {
        if !sawWidth, odd, stack.count % 2 == 1 { stack.removeFirst() }
        sawWidth = true
    }

    private mutating func takeWidth(beyond count: Int) {
        if !sawWidth, stack.count > count { stack.removeFirst() }
        sawWidth = true
    }

    private mutating func closeContour() {
        if open { elements.append(.close) }
        open = false
    }

    private mutating func moveTo(_ dx: Double, _ dy: Double) throws(FontError) {
        closeContour()
        x += dx; y += dy
        elements.append(.move(GlyphOutline.Point(x: x, y: y)))
        open = true
    }

    private mutating func ensureOpen() {
        if !open { elements.append(.move(GlyphOutline.Point(x: x, y: y))); open = true }
    }

    private mutating func line(_ dx: Double, _ dy: Double) {
        ensureOpen()
        x += dx; y += dy
        elements.append(.line(GlyphOutline.Point(x: x, y: y)))
    }

    private mutating func curve(_ d: (Double, Double, Double, Double, Double, Double)) {
        ensureOpen()
        let c1 = GlyphOutline.Point(x: x + d.0, y: y + d.1)
        let c2 = GlyphOutline.Point(x: c1.x + d.2, y: c1.y + d.3)
        x = c2.x + d.4; y = c2.y + d.5
        elements.append(.cubic(c1, c2, GlyphOutline.Point(x: x, y: y)))
    }

    private mutating func lines(from start: Int, to end: Int) throws(FontError) {
        guard (end - start) % 2 == 0 else { throw fail(0, "odd rlineto operands") }
        var i = start
        while i < end { line(stack[i], stack[i + 1]); i += 2 }
    }

    private mutating func alternatingLines(horizontalFirst: Bool) throws(FontError) {
        var horizontal = horizontalFirst
        for value in stack {
            if horizontal { line(value, 0) } else { line(0, value) }
            horizontal.toggle()
        }
    }

    private mutating func curves(from start: Int, to end: Int) throws(FontError) {
        guard (end - start) % 6 == 0 else { throw fail(0, "rrcurveto operands not a multiple of 6") }
        var i = start
        while i < end {
            curve((stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]))
            i += 6
        }
    }

    /// hhcurveto / vvcurveto: an optional first off-axis delta, then groups of 4.
    private mutating func straightCurves(vertical: Bool) throws(FontError) {
        var i = 0
        var extra = 0.0
        if stack.count % 4 == 1 { extra = stack[0]; i = 1 }
        guard (stack.count - i) % 4 == 0 else { throw fail(0, "hh/vvcurveto operands") }
        while i < stack.count {
            let (a, b, c, d) = (stack[i], stack[i + 1], stack[i + 2], stack[i + 3])
            if vertical { curve((extra, a, b, c, 0, d)) } else { curve((a, extra, b, c, d, 0)) }
            extra = 0
            i += 4
        }
    }

    /// hvcurveto / vhcurveto: curves whose tangents alternate between horizontal and vertical;
    /// the last may end off-axis by a fifth operand.
    private mutating func alternatingCurves(verticalFirst: Bool) throws(FontError) {
        guard stack.count >= 4, stack.count % 4 == 0 || stack.count % 4 == 1 else { throw fail(0, "hv/vhcurveto operands") }
        var vertical = verticalFirst
        var i = 0
        while i + 4 <= stack.count {
            let (a, b, c, d) = (stack[i], stack[i + 1], stack[i + 2], stack[i + 3])
            let last = i + 5 == stack.count ? stack[i + 4] : 0
            if vertical { curve((0, a, b, c, d, last)) } else { curve((a, 0, b, c, last, d)) }
            vertical.toggle()
            i += 4
        }
    }

    /// The flex family (12 34–37); drawn as their two curves, the flex depth ignored.
    private mutating func flex(_ op: Int, at: Int) throws(FontError) {
        let s = stack
        func need(_ n: Int) throws(FontError) { guard s.count >= n else { throw fail(at, "flex needs \(n) operands") } }
        switch op {
        case 35:  // flex
            try need(12)
            curve((s[0], s[1], s[2], s[3], s[4], s[5])); curve((s[6], s[7], s[8], s[9], s[10], s[11]))
        case 34:  // hflex
            try need(7)
            curve((s[0], 0, s[1], s[2], s[3], 0)); curve((s[4], 0, s[5], -s[2], s[6], 0))
        case 36:  // hflex1
            try need(9)
            curve((s[0], s[1], s[2], s[3], s[4], 0)); curve((s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7])))
        case 37:  // flex1
            try need(11)
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            let horizontal = abs(dx) > abs(dy)
            curve((s[0], s[1], s[2], s[3], s[4], s[5]))
            curve((s[6], s[7], s[8], s[9], horizontal ? s[10] : -dx, horizontal ? -dy : s[10]))
        default: throw fail(at - 1, "operator 12 \(op)")
        }
    }
}
