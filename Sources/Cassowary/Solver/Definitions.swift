/// Variables defined by the constraint that brought them in, kept out of the tableau's cells
/// (issue 13's pinned rows and soft chains).
///
/// A required equality `x == top + h + 8` whose subject `x` is a variable that no row holds
/// makes `x` basic, and in kiwi its row is the fully substituted expression: for rows pinned
/// edge to edge (`top[i] == top[i-1] + h[i-1] + 8`) row `i` holds a cell for every earlier
/// row's height symbols, and every later pivot on one height rewrites all the rows below it:
/// O(N) rows of O(N) cells per pivot, O(N³) in all. Such a row is an unrestricted basic
/// row: no pivot choice reads it (leaving rows are restricted, the objective holds parametric
/// symbols only), it only rides along. So the solver keeps the equation as written, over any
/// symbols (basic, parametric or other defined ones), and gives the tableau a row with its
/// value only (no cells), refreshed after each change. The pivots, and so the optimum, are
/// kiwi's; the rows it would hold are rebuilt (`materialize`) before anything that reads a
/// defined variable's row other than as a value: a removal or a required constant update.
/// Inequalities and soft constraints are kept the same way (`x[i] >= x[i-1] + 1` defines
/// `x[i]` through its slack); only rows of at least `minimumRowLength` cells are.
struct Definitions: Sendable {
    /// At most one element: the whole state in one word of the solver (callers' `inout` access
    /// to a solver held in a struct copies the solver value per call, so its size is paid on
    /// every `suggestValue` of the edit loops).
    private var store: [DefinitionStore] = []

    /// Fewer cells than this in the substituted row: the row stays in the tableau as kiwi has
    /// it (short rows cost little to update, small systems keep kiwi's exact arithmetic, and
    /// edit loops on them pay no change tracking: at 8, the enaml layouts' loops cost 26 %
    /// more instructions).
    static let minimumRowLength = 32

    /// The definitions, in creation order.
    var list: [DefinitionStore.Definition] { store.first?.list ?? [] }

    @inline(__always)
    var isEmpty: Bool { store.isEmpty || store[0].isEmpty }

    @inline(__always)
    func isDefined(_ symbol: Symbol) -> Bool { !store.isEmpty && store[0].isDefined(symbol) }

    func isMentioned(_ symbol: Symbol) -> Bool { !store.isEmpty && store[0].isMentioned(symbol) }

    /// Records `symbol = constant + sum(cells)`.
    mutating func define(_ symbol: Symbol, constant: Double, cells: [Cell], symbolCount: Int) {
        if store.isEmpty { store.append(DefinitionStore()) }
        store[0].define(symbol, constant: constant, cells: cells, symbolCount: symbolCount)
    }

    /// Forgets every definition.
    mutating func removeAll() { store.removeAll() }

    /// See `DefinitionStore.refresh`.
    mutating func refresh(_ tableau: inout Tableau) {
        if !store.isEmpty { store[0].refresh(&tableau) }
    }

    /// See `DefinitionStore.expand`.
    mutating func expand(_ terms: [(symbol: Symbol, coefficient: Double)], into row: inout Row, tableau: Tableau) {
        if store.isEmpty { store.append(DefinitionStore()) }
        store[0].expand(terms, into: &row, tableau: tableau)
    }

    /// See `DefinitionStore.materialize`; the state is dropped afterwards.
    mutating func materialize(_ tableau: inout Tableau) {
        guard !store.isEmpty else { return }
        store[0].materialize(&tableau)
        store.removeAll()
    }
}

/// The state behind `Definitions`.
struct DefinitionStore: Sendable {
    /// One defined variable: `symbol = constant + sum(cells)`.
    struct Definition: Sendable {
        let symbol: Symbol
        var constant: Double
        let cells: [Cell]
    }

    /// In creation order: a definition mentions only symbols made before it, and defined
    /// symbols among them come earlier in this list.
    private(set) var list: [Definition] = []
    /// Per symbol: its index in `list`, or -1.
    private var indexOfSymbol: [Int] = []
    /// Per symbol: whether a definition mentions it (such a symbol is never defined later,
    /// which keeps `list` in dependency order).
    private var mentioned: [Bool] = []
    /// Per symbol: the definitions that mention it, in creation order.
    private var dependents: [[Int]] = []
    /// Definitions whose value is to be recomputed, one bit each.
    private var stale: [UInt64] = []
    /// Scratch for `expand`: per-symbol sums and per-definition weights.
    private var sums: [Double] = []
    private var isTouched: [Bool] = []
    private var touched: [Symbol] = []
    private var words: [UInt64] = []
    private var weights: [Double] = []


    var isEmpty: Bool { list.isEmpty }

    @inline(__always)
    func isDefined(_ symbol: Symbol) -> Bool { symbol.index < indexOfSymbol.count && indexOfSymbol[symbol] >= 0 }

    func isMentioned(_ symbol: Symbol) -> Bool { symbol.index < mentioned.count && mentioned[symbol] }

    /// Records `symbol = constant + sum(cells)`.
    mutating func define(_ symbol: Symbol, constant: Double, cells: [Cell], symbolCount: Int) {
        grow(to: symbolCount)
        let index = list.count
        indexOfSymbol[symbol] = index
        for cell in cells {
            mentioned[cell.symbol] = true
            dependents[cell.symbol].append(index)
        }
        list.append(Definition(symbol: symbol, constant: constant, cells: cells))
        while stale.count << 6 <= index { stale.append(0) }
        markStale(index)
    }

    private mutating func grow(to count: Int) {
        while indexOfSymbol.count < count {
            indexOfSymbol.append(-1)
            mentioned.append(false)
            dependents.append([])
        }
    }

    /// Forgets every definition (after `materialize`, or on reset).
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        indexOfSymbol.removeAll(keepingCapacity: true)
        mentioned.removeAll(keepingCapacity: true)
        dependents.removeAll(keepingCapacity: true)
        stale.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    private mutating func markStale(_ index: Int) {
        stale[index >> 6] |= UInt64(1) << UInt64(index & 63)
    }

    /// Writes the value of every definition that may have changed into its constant-only
    /// row: those mentioning a symbol the tableau noted as changed (`Tableau.noteChanged`),
    /// then, in creation order, those mentioning a definition whose value moved.
    /// - Complexity: O(changed symbols + cells of the definitions recomputed + definitions / 64).
    mutating func refresh(_ tableau: inout Tableau) {
        tableau.drainChanges { symbol in
            guard symbol.index < dependents.count else { return }
            for index in dependents[symbol] { markStale(index) }
        }
        for word in stale.indices {
            // A definition only marks later ones, so this word may gain bits above the one
            // being handled: the loop re-reads it.
            while stale[word] != 0 {
                let bit = stale[word].trailingZeroBitCount
                stale[word] &= stale[word] - 1
                let index = (word << 6) | bit
                var value = list[index].constant
                list[index].cells.withUnsafeBufferPointer { cells in
                    for cell in cells { value += cell.coefficient * tableau.value(of: cell.symbol) }
                }
                let symbol = list[index].symbol
                if value != tableau.value(of: symbol) || value.isNaN {
                    tableau.setValue(value, ofConstantRow: symbol)
                    for dependent in dependents[symbol] { markStale(dependent) }
                }
            }
        }
    }

    /// `row += coefficient * symbol`, with `symbol` written in parametric symbols: defined
    /// symbols through their definitions, basic ones through their rows. Sums are gathered
    /// densely and written once, so a chain of N definitions costs O(cells reached), not O(N²)
    /// (the walk itself is `DefinitionExpansion`).
    mutating func expand(_ terms: [(symbol: Symbol, coefficient: Double)], into row: inout Row, tableau: Tableau) {
        grow(to: tableau.symbolCount)
        let symbolCount = tableau.symbolCount
        while sums.count < symbolCount {
            sums.append(0)
            isTouched.append(false)
        }
        while touched.count < symbolCount { touched.append(.none) }
        while words.count << 6 < symbolCount { words.append(0) }
        while weights.count < list.count { weights.append(0) }
        var walk = DefinitionExpansion(constant: row.constant)
        // Every scratch array is reached through a pointer for the whole walk: closures or
        // nested functions over the arrays themselves were checked for exclusive access at
        // run time on every cell (about half of issue 13's pinned rows, workload h).
        sums.withUnsafeMutableBufferPointer { sums in
            isTouched.withUnsafeMutableBufferPointer { isTouched in
                touched.withUnsafeMutableBufferPointer { touched in
                    weights.withUnsafeMutableBufferPointer { weights in
                        indexOfSymbol.withUnsafeBufferPointer { indexOfSymbol in
                            list.withUnsafeBufferPointer { list in
                                walk.run(row: row, terms: terms, list: list, tableau: tableau,
                                         scratch: .init(sums: sums.baseAddress!, isTouched: isTouched.baseAddress!,
                                                        touched: touched.baseAddress!, weights: weights.baseAddress,
                                                        indexOfSymbol: indexOfSymbol.baseAddress!))
                            }
                        }
                    }
                }
            }
        }
        var cells: [Cell] = []
        cells.reserveCapacity(walk.touchedCount + 4)
        sums.withUnsafeMutableBufferPointer { sums in
            isTouched.withUnsafeMutableBufferPointer { isTouched in
                touched.withUnsafeBufferPointer { touched in
                    words.withUnsafeMutableBufferPointer { words in
                        DefinitionExpansion.collect(touched: UnsafeBufferPointer(rebasing: touched[..<walk.touchedCount]),
                                                    sums: sums, isTouched: isTouched, words: words, into: &cells)
                    }
                }
            }
        }
        row = Row(constant: walk.constant, cells: CellList(cells))
    }

    /// Writes every defined variable's row into the tableau as kiwi would hold it (the
    /// definition with basic symbols substituted), in creation order, then forgets the
    /// definitions: from here on the tableau is kiwi's again.
    /// - Complexity: O(cells of the rebuilt rows).
    mutating func materialize(_ tableau: inout Tableau) {
        for definition in list {
            var row = Row(constant: definition.constant)
            for cell in definition.cells {
                if tableau.isBasic(cell.symbol) {
                    let peak = row.insert(tableau.row(of: cell.symbol), times: cell.coefficient, scratch: &tableau.scratch)
                    if _slowPath(!(peak < Tableau.largeMagnitude)) { tableau.noteMagnitude(peak) }
                } else {
                    row.insert(cell.symbol, cell.coefficient)
                }
            }
            tableau.fillConstantRow(of: definition.symbol, with: row)
        }
        removeAll()
        tableau.trackChanges(false)
    }
}
