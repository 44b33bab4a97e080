/// A row to minimise (the objective, or phase one's artificial objective), stored densely by
/// symbol id so that lookups are O(1) and substitution costs only the substituted row's size.
///
/// A bitset tracks the symbols eligible to enter the basis (negative coefficient, not a
/// dummy), so the lowest such symbol, kiwi's anti-cycling choice, is found without scanning
/// every coefficient.
struct Objective {
    private(set) var values: [Double] = []
    private var eligible: [UInt64] = []
    /// No eligible bit lives in a word below this one.
    private var lowestWord = 0
    var constant: Double = 0
    /// Every symbol given a coefficient since the last `clear()`, so clearing is cheap.
    private var touched: [Symbol] = []
    private var tracksTouched = false

    init(tracksTouched: Bool = false) {
        self.tracksTouched = tracksTouched
    }

    mutating func reserve(_ count: Int) {
        values.reserveCapacity(count)
        eligible.reserveCapacity((count + 63) >> 6)
    }

    mutating func grow(to count: Int) {
        while values.count < count { values.append(0) }
        while eligible.count << 6 < count { eligible.append(0) }
    }

    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double { values[symbol] }

    /// Sets a coefficient (near-zero values become 0) and keeps the eligible set exact.
    @inline(__always)
    mutating func set(_ symbol: Symbol, _ value: Double, isDummy: Bool) {
        let stored = nearZero(value) ? 0 : value
        if tracksTouched && values[symbol] == 0 && stored != 0 { touched.append(symbol) }
        values[symbol] = stored
        let word = symbol.index >> 6
        let bit = UInt64(1) << UInt64(symbol.index & 63)
        if stored < 0 && !isDummy {
            eligible[word] |= bit
            if word < lowestWord { lowestWord = word }
        } else {
            eligible[word] &= ~bit
        }
    }

    /// The lowest-id symbol with a negative coefficient that may enter the basis.
    mutating func enteringSymbol() -> Symbol? {
        var word = lowestWord
        while word < eligible.count {
            let bits = eligible[word]
            if bits != 0 {
                lowestWord = word
                return Symbol((word << 6) | bits.trailingZeroBitCount)
            }
            word += 1
        }
        lowestWord = eligible.count
        return nil
    }

    /// Replaces `symbol` by `row`: `self += coefficient(symbol) * row`, without `symbol`.
    /// Old coefficients go to `journal` when one is open.
    mutating func substitute(_ symbol: Symbol, _ row: Row, kinds: [SymbolKind], journal: inout Journal?) {
        let factor = values[symbol]
        if factor == 0 { return }
        journal?.noteObjective(symbol, factor)
        set(symbol, 0, isDummy: kinds[symbol] == .dummy)
        constant += factor * row.constant
        for cell in row.cells {
            let old = values[cell.symbol]
            journal?.noteObjective(cell.symbol, old)
            set(cell.symbol, old + factor * cell.coefficient, isDummy: kinds[cell.symbol] == .dummy)
        }
    }

    /// `self += factor * row`, as `substitute` does for a symbol not in this row.
    mutating func add(_ row: Row, times factor: Double, kinds: [SymbolKind], journal: inout Journal?) {
        constant += factor * row.constant
        for cell in row.cells {
            let old = values[cell.symbol]
            journal?.noteObjective(cell.symbol, old)
            set(cell.symbol, old + factor * cell.coefficient, isDummy: kinds[cell.symbol] == .dummy)
        }
    }

    /// The largest coefficient magnitude, the scale against which rounding is judged.
    /// - Complexity: O(symbols); only for the rare no-leaving-row case.
    var largestMagnitude: Double {
        var largest = 0.0
        for value in values where !(abs(value) <= largest) { largest = abs(value) }
        return largest
    }

    /// Shrinks to `count` symbols (undoing growth inside a rolled-back journal).
    mutating func truncate(to count: Int) {
        guard values.count > count else { return }
        for index in count..<values.count where values[index] != 0 { set(Symbol(index), 0, isDummy: true) }
        values.removeLast(values.count - count)
    }

    /// Symbols with a non-zero coefficient, in id order (for dumps and tests).
    var nonZeroSymbols: [Symbol] {
        var symbols: [Symbol] = []
        for index in values.indices where values[index] != 0 { symbols.append(Symbol(index)) }
        return symbols
    }

    /// Resets every coefficient to zero (for the artificial objective between uses).
    mutating func clear() {
        for symbol in touched {
            values[symbol] = 0
            eligible[symbol.index >> 6] = 0
        }
        touched.removeAll(keepingCapacity: true)
        constant = 0
        lowestWord = eligible.count
    }

    /// Forgets everything but keeps the memory.
    mutating func reset() {
        values.removeAll(keepingCapacity: true)
        eligible.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        lowestWord = 0
        constant = 0
    }
}
