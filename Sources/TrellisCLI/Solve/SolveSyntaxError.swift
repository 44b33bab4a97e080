/// A problem found in a constraint file before solving: where it is (1-based line and
/// column, in characters) and what is wrong. `trellis solve` prints it with an excerpt and a
/// caret and exits with 64.
struct SolveSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    let message: String

    /// `3:12: expected an expression after '*'`
    var description: String { "\(line):\(column): \(message)" }
}
