import Cassowary

/// One token of a line of a constraint file, with the column (1-based, in characters) where
/// it starts and the text it was read from.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case number(Double)
        case name(String)
        case plus, minus, star, slash
        case leftParenthesis, rightParenthesis
        case relation(Relation)
        /// `@`, before a strength.
        case at
        /// The end of the line's tokens (a comment may follow).
        case end
    }

    let kind: Kind
    let column: Int
    let text: String

    /// How the token reads in a message: `'*'`, `'width'`, `end of line`.
    var quoted: String {
        kind == .end ? "end of line" : "'\(text)'"
    }
}
