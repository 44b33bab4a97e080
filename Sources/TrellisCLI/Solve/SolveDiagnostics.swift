/// The messages of `trellis solve`, compiler style: `FILE:LINE:COLUMN: error: …` with the
/// line quoted and a caret for syntax errors, `FILE:LINE: error: …` with the conflicting lines
/// quoted for unsatisfiable constraints.
///
/// ```
/// layout.solve:9: error: unsatisfiable required constraint: line 9 conflicts with lines 3, 5
///  9 | width >= 300
/// note: the conflicting required constraints (a minimal set: weaken or remove any one):
///  3 | width <= 100
///  5 | right == left + width
/// ```
enum SolveDiagnostics {
    static func syntax(_ error: SolveSyntaxError, in source: SourceText) -> String {
        "\(source.name):\(error.line):\(error.column): error: \(error.message)\n"
            + source.excerpt(line: error.line, caretColumn: error.column)
    }

    static func failure(_ failure: SolveFailure, in source: SourceText) -> String {
        switch failure {
        case let .unsatisfiable(line, conflictLines, constraint) where conflictLines.isEmpty:
            let constant = formatValue(constraint.expression.constant)
            return "\(source.name):\(line): error: unsatisfiable required constraint: line \(line) can never hold\n"
                + source.quote(line: line, gutter: String(line).count)
                + "note: without variables it reads '\(constant) \(constraint.relation) 0', which is false\n"
        case let .unsatisfiable(line, conflictLines, _):
            let gutter = String((conflictLines + [line]).max() ?? line).count
            return "\(source.name):\(line): error: unsatisfiable required constraint: "
                + "line \(line) conflicts with \(lineList(conflictLines))\n"
                + source.quote(line: line, gutter: gutter)
                + "note: the conflicting required constraints (a minimal set: weaken or remove any one):\n"
                + conflictLines.map { source.quote(line: $0, gutter: gutter) }.joined()
        case let .solver(line, error):
            return "\(source.name):\(line): error: \(error)\n" + source.quote(line: line, gutter: String(line).count)
        case let .nonFinite(variable, value):
            return "\(source.name): error: the solved value of '\(variable.name)' is \(value.isNaN ? "not a number" : "infinite"): "
                + "the coefficients or constants are too large for the solver's arithmetic; scale the problem down\n"
        case let .timeLimit(seconds, line, statement, statements):
            return "\(source.name):\(line): error: the solver ran past the time limit of \(formatValue(seconds)) s "
                + "after \(statement) of \(statements) statements; the problem is too large or too dense "
                + "(raise the limit with --time-limit)\n"
        }
    }

    /// `line 3`, `lines 3, 5`.
    static func lineList(_ lines: [Int]) -> String {
        (lines.count == 1 ? "line " : "lines ") + lines.map(String.init).joined(separator: ", ")
    }
}
