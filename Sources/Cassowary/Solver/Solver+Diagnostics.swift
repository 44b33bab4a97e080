extension Solver {
    /// How far the current solution is from satisfying `constraint`: 0 when it holds, else the
    /// amount by which its expression misses (`|e|` for `==`, `e` above 0 for `<=`, `-e` for
    /// `>=`). `nil` when the constraint is not in the solver.
    ///
    /// ```swift
    /// try solver.addConstraint((width == 500) | .weak)
    /// try solver.addConstraint(width <= 300)
    /// solver.violation(of: weakWish)   // 200
    /// ```
    public func violation(of constraint: Constraint) -> Double? {
        guard let record = records[ObjectIdentifier(constraint)] else { return nil }
        var total = record.constant
        for term in constraint.expression.terms { total += term.coefficient * value(of: term.variable) }
        switch constraint.relation {
        case .equal: return abs(total)
        case .lessThanOrEqual: return max(0, total)
        case .greaterThanOrEqual: return max(0, -total)
        }
    }

    /// Whether a constraint in the solver is currently violated by more than `tolerance`
    /// (relative to the magnitudes involved). Required constraints never are.
    public func isViolated(_ constraint: Constraint, tolerance: Double = 1e-8) -> Bool {
        guard let amount = violation(of: constraint) else { return false }
        var scale = 1.0
        if let record = records[ObjectIdentifier(constraint)] { scale = max(scale, abs(record.constant)) }
        for term in constraint.expression.terms { scale = max(scale, abs(term.coefficient * value(of: term.variable))) }
        return amount > tolerance * scale
    }

    /// The tableau as text, for debugging: the objective, every row, the infeasible queue,
    /// the variables with their symbols, the edit variables and the constraints.
    /// Symbols print as a kind letter and id: `v` variable, `s` slack, `e` error, `d` dummy.
    public func dump() -> String {
        var text = "Objective\n---------\n"
        text += describe(constant: tableau.objective.constant,
                         cells: tableau.objective.nonZeroSymbols.map { ($0, tableau.objective.coefficient(of: $0)) })
        text += "\n\nTableau\n-------\n"
        for symbol in (0..<tableau.symbolCount).map(Symbol.init) where tableau.isBasic(symbol) {
            let row = tableau.row(of: symbol)
            text += "\(name(symbol)) | " + describe(constant: row.constant, cells: row.cells.map { ($0.symbol, $0.coefficient) }) + "\n"
        }
        text += "\nInfeasible\n----------\n"
        text += tableau.infeasible.map(name).joined(separator: "\n")
        text += "\nVariables\n---------\n"
        for (index, variable) in variableOfSymbol.enumerated() {
            if let variable, tableau.kinds[index] == .external { text += "\(variable) = \(name(Symbol(index)))\n" }
        }
        text += "\nEdit Variables\n--------------\n"
        for edit in edits.values.sorted(by: { $0.variable.id < $1.variable.id }) {
            text += "\(edit.variable) = \(edit.value) @\(edit.constraint.strength)\n"
        }
        text += "\nConstraints\n-----------\n"
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            text += "\(record.constraint) [marker \(name(record.tag.marker))"
            if record.tag.other.exists { text += ", other \(name(record.tag.other))" }
            text += "]\n"
        }
        return text
    }

    private func name(_ symbol: Symbol) -> String {
        "\(tableau.kinds[symbol].letter)\(symbol.index)"
    }

    private func describe(constant: Double, cells: [(Symbol, Double)]) -> String {
        // `+ 0.0` prints -0.0 as 0.0: the sign of a zero carries no meaning here.
        ([(constant + 0.0).description] + cells.map { "\($0.1) * \(name($0.0))" }).joined(separator: " + ")
    }
}
