import Cassowary

/// The statement grammar of a constraint file, one statement a line:
///
/// ```
/// var NAME+                        declares variables (values print in this order)
/// edit NAME [STRENGTH]             makes a declared variable an edit variable (default @strong)
/// suggest NAME EXPRESSION          suggests a constant value (after its edit line)
/// EXPRESSION REL EXPRESSION [STRENGTH]     REL: == <= >=, STRENGTH default @required
/// ```
/// Names are checked as lines arrive: a variable must be declared before it is used, an
/// edit must come before its suggest.
///
/// ```swift
/// var parser = ProgramParser()
/// try parser.parseLine("var x", number: 1)
/// try parser.parseLine("x == 3 @weak", number: 2)
/// parser.program.statements.count   // 1
/// ```
struct ProgramParser {
    static let keywords: Set<String> = ["var", "edit", "suggest"]

    private(set) var program = ConstraintProgram()
    private var declarations: [String: LineParser.Declaration] = [:]
    /// The line of each edit variable's `edit` statement, by name.
    private var editLines: [String: Int] = [:]

    /// Non-blank lines read so far.
    private var statementCount = 0

    mutating func parseLine(_ text: String, number: Int) throws(SolveSyntaxError) {
        guard text.utf8.count <= SolveLimits.maximumLineLength || text.count <= SolveLimits.maximumLineLength else {
            throw SolveSyntaxError(line: number, column: SolveLimits.maximumLineLength + 1,
                                   message: "the line is too long: at most \(SolveLimits.maximumLineLength) characters")
        }
        var parser = try LineParser(text: text, line: number)
        if parser.peek.kind != .end {
            statementCount += 1
            guard statementCount <= SolveLimits.maximumStatements else {
                throw parser.error("too many statements: at most \(SolveLimits.maximumStatements) in one file", at: parser.peek)
            }
        }
        switch parser.peek.kind {
        case .end:
            return
        case .name("var"):
            _ = parser.advance()
            try parseDeclaration(&parser)
        case .name("edit"):
            _ = parser.advance()
            try parseEdit(&parser)
        case .name("suggest"):
            _ = parser.advance()
            try parseSuggest(&parser)
        default:
            try parseConstraint(&parser)
        }
    }

    private mutating func parseDeclaration(_ parser: inout LineParser) throws(SolveSyntaxError) {
        guard case .name = parser.peek.kind else {
            throw parser.error("expected a variable name after 'var', found \(parser.peek.quoted)", at: parser.peek)
        }
        while case .name(let name) = parser.peek.kind {
            let token = parser.advance()
            if ProgramParser.keywords.contains(name) {
                throw parser.error("'\(name)' is a keyword and cannot name a variable", at: token)
            }
            if let earlier = declarations[name] {
                throw parser.error("variable '\(name)' is already declared on line \(earlier.line)", at: token)
            }
            guard program.variables.count < SolveLimits.maximumVariables else {
                throw parser.error("too many variables: at most \(SolveLimits.maximumVariables) in one file", at: token)
            }
            let variable = Variable(name)
            declarations[name] = LineParser.Declaration(variable: variable, line: parser.line)
            program.variables.append(variable)
        }
        try parser.expectEnd(after: "the variable names")
    }

    private mutating func parseEdit(_ parser: inout LineParser) throws(SolveSyntaxError) {
        let (name, token) = try parser.expectName("a variable name after 'edit'")
        let variable = try parser.resolve(name, at: token, in: declarations)
        if let earlier = editLines[name] {
            throw parser.error("'\(name)' is already an edit variable (line \(earlier))", at: token)
        }
        var strength = Strength.strong
        if let (given, at) = try parser.parseStrength() {
            guard !given.isRequired else {
                throw parser.error("an edit variable cannot be @required; use @strong, @medium, @weak or a weight", at: at)
            }
            strength = given
        }
        try parser.expectEnd(after: "the edit strength")
        editLines[name] = parser.line
        program.statements.append(.init(line: parser.line, kind: .edit(variable, strength)))
    }

    private mutating func parseSuggest(_ parser: inout LineParser) throws(SolveSyntaxError) {
        let (name, token) = try parser.expectName("a variable name after 'suggest'")
        let variable = try parser.resolve(name, at: token, in: declarations)
        guard editLines[name] != nil else {
            throw parser.error("cannot suggest a value for '\(name)': it is not an edit variable; add 'edit \(name) @strong' before this line",
                               at: token)
        }
        guard parser.peek.kind != .end else {
            throw parser.error("expected a value after 'suggest \(name)'", at: parser.peek)
        }
        let value = try parser.parseExpression(in: declarations)
        guard value.expression.isConstant else {
            throw parser.error("a suggested value must be a constant, not an expression with variables", at: value.column)
        }
        try parser.expectEnd(after: "the suggested value")
        program.statements.append(.init(line: parser.line, kind: .suggest(variable, value.expression.constant)))
    }

    private mutating func parseConstraint(_ parser: inout LineParser) throws(SolveSyntaxError) {
        let left = try parser.parseExpression(in: declarations)
        let relationToken = parser.advance()
        guard case .relation(let relation) = relationToken.kind else {
            throw parser.error(missingRelation(found: relationToken), at: relationToken)
        }
        let right = try parser.parseExpression(in: declarations)
        if case .relation = parser.peek.kind {
            throw parser.error("a constraint has one relation; write each comparison on its own line", at: parser.peek)
        }
        let strength = try parser.parseStrength()?.strength ?? .required
        try parser.expectEnd(after: "the constraint")
        let constraint = Constraint(left.expression, relation, right.expression, strength: strength)
        guard constraint.expression.isFinite else {
            throw parser.error("the value overflows: the two sides differ by a number too large to be finite", at: relationToken)
        }
        program.statements.append(.init(line: parser.line, kind: .constraint(constraint)))
    }

    private func missingRelation(found token: Token) -> String {
        switch token.kind {
        case .end: return "expected '==', '<=' or '>=': a constraint needs a relation"
        case .rightParenthesis: return "unmatched ')'"
        default: return "expected an operator or '==', '<=', '>=', found \(token.quoted)"
        }
    }
}
