/// What a tableau symbol stands for. Symbols are small integer ids; their kinds live in
/// `Tableau.kinds`, so a cell is just an id and a coefficient.
enum SymbolKind: UInt8 {
    /// A recycled id, free for reuse.
    case unused
    /// A user variable.
    case external
    /// The slack of an inequality (restricted to >= 0).
    case slack
    /// The error of a non-required constraint (restricted to >= 0, weighted in the objective).
    case error
    /// The marker of a required equality (must stay 0; never enters the basis).
    case dummy

    var letter: Character {
        switch self {
        case .unused: return "u"
        case .external: return "v"
        case .slack: return "s"
        case .error: return "e"
        case .dummy: return "d"
        }
    }
}

/// One coefficient of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// kiwi's tolerance: coefficients below this are erased.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 1.0e-8 && value > -1.0e-8
}

/// The two bookkeeping symbols of a constraint: the marker that identifies its row and, for
/// soft constraints, the second error symbol.
struct Tag {
    var marker: Symbol
    /// `.none` when absent.
    var other: Symbol
}

extension Array {
    /// Empties the array and keeps its storage; for the short arrays of the tableau this is
    /// cheaper than `removeAll(keepingCapacity:)`, which goes through `replaceSubrange`.
    @inline(__always)
    mutating func clear() {
        if count > 16 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
