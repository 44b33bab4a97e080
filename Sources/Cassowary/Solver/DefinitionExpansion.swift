/// The walk behind `DefinitionStore.expand`: a row written in parametric symbols, gathered
/// into dense per-symbol sums through the definitions (walked from the latest down, so each
/// is visited once, after every weight it receives) and through basic rows.
///
/// Every array is reached through a pointer that `expand` holds for the duration of the walk:
/// no uniqueness or exclusivity check per cell. The order of every addition is the one the
/// definitions were always expanded in, so the sums are bit for bit the same.
struct DefinitionExpansion {
    /// The scratch arrays of a `DefinitionStore`, each at least as long as the symbols (or,
    /// for `weights`, the definitions); `weights` is nil when there are no definitions.
    struct Scratch {
        let sums: UnsafeMutablePointer<Double>
        let isTouched: UnsafeMutablePointer<Bool>
        let touched: UnsafeMutablePointer<Symbol>
        let weights: UnsafeMutablePointer<Double>?
        let indexOfSymbol: UnsafePointer<Int>
    }

    var constant: Double
    /// How many symbols `touched` lists.
    var touchedCount = 0
    /// The latest definition given a weight, -1 for none.
    private var highest = -1

    init(constant: Double) {
        self.constant = constant
    }

    /// Adds `row` and `terms` into the scratch sums, expanding definitions and basic rows.
    mutating func run(row: Row, terms: [(symbol: Symbol, coefficient: Double)],
                      list: UnsafeBufferPointer<DefinitionStore.Definition>, tableau: Tableau, scratch: Scratch) {
        row.cells.withUnsafeBufferPointer { cells in
            for cell in cells { add(cell.symbol, cell.coefficient, scratch) }
        }
        for term in terms { take(term.symbol, term.coefficient, tableau, scratch) }
        guard let weights = scratch.weights else { return }
        var index = highest
        while index >= 0 {
            let weight = weights[index]
            if weight != 0 {
                weights[index] = 0
                constant += weight * list[index].constant
                list[index].cells.withUnsafeBufferPointer { cells in
                    for cell in cells { take(cell.symbol, weight * cell.coefficient, tableau, scratch) }
                }
            }
            index -= 1
        }
    }

    @inline(__always)
    private mutating func add(_ symbol: Symbol, _ coefficient: Double, _ scratch: Scratch) {
        let index = symbol.index
        if !scratch.isTouched[index] {
            scratch.isTouched[index] = true
            scratch.touched[touchedCount] = symbol
            touchedCount += 1
        }
        scratch.sums[index] += coefficient
    }

    /// `coefficient * symbol`: a definition's weight, a basic row's cells, or a sum.
    @inline(__always)
    private mutating func take(_ symbol: Symbol, _ coefficient: Double, _ tableau: Tableau, _ scratch: Scratch) {
        let index = scratch.indexOfSymbol[symbol.index]
        if index >= 0 {
            scratch.weights![index] += coefficient
            if index > highest { highest = index }
            return
        }
        let id = tableau.rowOfSymbol[symbol]
        guard id.exists else { return add(symbol, coefficient, scratch) }
        constant += coefficient * tableau.rows[id].constant
        tableau.rows[id].cells.withUnsafeBufferPointer { cells in
            for cell in cells { add(cell.symbol, coefficient * cell.coefficient, scratch) }
        }
    }

    /// The touched sums as cells in symbol order (near-zero sums dropped), clearing the
    /// scratch: a bitmap of the touched symbols read word by word (cheaper than sorting the
    /// touched list, which is as long as the row).
    static func collect(touched: UnsafeBufferPointer<Symbol>, sums: UnsafeMutableBufferPointer<Double>,
                        isTouched: UnsafeMutableBufferPointer<Bool>, words: UnsafeMutableBufferPointer<UInt64>,
                        into cells: inout [Cell]) {
        var lowest = Int.max, highestWord = -1
        for symbol in touched {
            let index = symbol.index
            words[index >> 6] |= UInt64(1) << UInt64(index & 63)
            lowest = min(lowest, index >> 6)
            highestWord = max(highestWord, index >> 6)
        }
        guard highestWord >= 0 else { return }
        for word in lowest...highestWord where words[word] != 0 {
            var bits = words[word]
            words[word] = 0
            while bits != 0 {
                let index = (word << 6) | bits.trailingZeroBitCount
                bits &= bits - 1
                let sum = sums[index]
                sums[index] = 0
                isTouched[index] = false
                if !nearZero(sum) { cells.append(Cell(symbol: Symbol(index), coefficient: sum)) }
            }
        }
    }
}
