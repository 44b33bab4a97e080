import Cassowary

/// A cursor over the tokens of one line: the grammar of statements lives in
/// ``ProgramParser``, expressions in `LineParser+Expressions.swift`. The table of declared
/// names is passed to the calls that resolve names (not stored, so that declaring a name
/// never copies the table).
///
/// ```swift
/// var parser = try LineParser(text: "x + 1 <= 10", line: 4)
/// let left = try parser.parseExpression(in: declarations)   // x + 1, starting at column 1
/// ```
struct LineParser {
    /// A declared variable and the line that declared it.
    struct Declaration: Sendable {
        let variable: Variable
        let line: Int
    }

    let line: Int
    private let tokens: [Token]
    private var position = 0
    /// How many parentheses are open where the parser is.
    var nesting = 0

    init(text: String, line: Int) throws(SolveSyntaxError) {
        self.tokens = try Lexer.tokenize(text, line: line)
        self.line = line
    }

    /// The next token, not consumed. The last token is always `.end`.
    var peek: Token { tokens[position] }

    /// Consumes and returns the next token (the `.end` token stays).
    mutating func advance() -> Token {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    /// Consumes the next token if it has this kind.
    mutating func consume(_ kind: Token.Kind) -> Token? {
        peek.kind == kind ? advance() : nil
    }

    /// A syntax error on this line.
    func error(_ message: String, at column: Int) -> SolveSyntaxError {
        SolveSyntaxError(line: line, column: column, message: message)
    }

    /// A syntax error at a token.
    func error(_ message: String, at token: Token) -> SolveSyntaxError {
        error(message, at: token.column)
    }

    /// Requires the end of the line.
    mutating func expectEnd(after what: String) throws(SolveSyntaxError) {
        let token = peek
        guard token.kind != .end else { return }
        throw error("expected end of line after \(what), found \(token.quoted)", at: token)
    }

    /// A name token, or an error saying what was expected.
    mutating func expectName(_ what: String) throws(SolveSyntaxError) -> (name: String, token: Token) {
        let token = peek
        guard case .name(let name) = token.kind else {
            throw error("expected \(what), found \(token.quoted)", at: token)
        }
        _ = advance()
        return (name, token)
    }

    /// `@required`, `@strong`, `@medium`, `@weak` or `@<weight>` if the next token is `@`.
    mutating func parseStrength() throws(SolveSyntaxError) -> (strength: Strength, token: Token)? {
        guard let at = consume(.at) else { return nil }
        let token = advance()
        switch token.kind {
        case .name("required"): return (.required, at)
        case .name("strong"): return (.strong, at)
        case .name("medium"): return (.medium, at)
        case .name("weak"): return (.weak, at)
        case .number(let weight) where weight > 0: return (Strength(weight), at)
        case .number:
            throw error("a strength weight must be greater than 0", at: token)
        default:
            throw error("expected a strength after '@': required, strong, medium, weak or a positive weight, found \(token.quoted)",
                        at: token.kind == .end ? at.column + 1 : token.column)
        }
    }
}
