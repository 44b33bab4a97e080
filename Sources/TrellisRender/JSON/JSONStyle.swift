/// How a JSON renderer lays out its text.
public enum JSONStyle: Sendable, Hashable {
    /// One line, no spaces.
    case compact
    /// Two-space indentation, one member a line, except that arrays and objects holding
    /// only numbers, booleans, null and short strings stay on one line
    /// (`{"x": 0, "y": 0, "width": 40, "height": 40}`).
    case pretty
}
