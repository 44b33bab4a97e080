import Cassowary

/// A parsed constraint file: its variables in declaration order and its statements in file
/// order, each with the line it came from. Every name is resolved and every expression is
/// already linear, so running it can only fail in the solver.
///
/// ```swift
/// let program = try ConstraintProgram.parse("var x\nx >= 10\n")
/// program.variables.map(\.name)   // ["x"]
/// program.statements[0].line      // 2
/// ```
struct ConstraintProgram: Sendable {
    struct Statement: Sendable {
        enum Kind: Sendable {
            /// A constraint, added to the solver.
            case constraint(Constraint)
            /// `edit name @strength`.
            case edit(Variable, Strength)
            /// `suggest name value`.
            case suggest(Variable, Double)
        }

        let line: Int
        let kind: Kind
    }

    var variables: [Variable] = []
    var statements: [Statement] = []

    /// Parses a whole file.
    /// - Throws: the first ``SolveSyntaxError``: bad tokens, bad grammar, a non-linear
    ///   expression, an undeclared or redeclared name, a suggest without an edit.
    static func parse(_ source: String) throws(SolveSyntaxError) -> ConstraintProgram {
        try parse(lines: SourceText.lines(of: source))
    }

    /// Parses a file already split into lines (line 1 first).
    static func parse(lines: [String]) throws(SolveSyntaxError) -> ConstraintProgram {
        var parser = ProgramParser()
        for (index, text) in lines.enumerated() {
            try parser.parseLine(text, number: index + 1)
        }
        return parser.program
    }
}
