/// The bounds a constraint file must keep (README, "Limits and errors"). A file past one is
/// a syntax error at the line and column where the limit is crossed (exit 64), except the
/// time limit, which is a failure (exit 1): the Cassowary simplex is quadratic or worse on
/// long chains and dense systems, so a small file can still take minutes.
enum SolveLimits {
    /// The largest file read, in bytes (10 MB).
    static let maximumFileBytes = 10_000_000
    /// Statements (non-blank lines) in one file.
    static let maximumStatements = 10_000
    /// Declared variables in one file.
    static let maximumVariables = 10_000
    /// Characters on one line.
    static let maximumLineLength = 10_000
    /// Parentheses open at once.
    static let maximumNesting = 100
    /// The default time the solver may take, in seconds (`--time-limit` changes it).
    static let defaultTimeLimit = 2.0
    /// The largest `--time-limit`, in seconds.
    static let maximumTimeLimit = 3600.0
}
