/// Why an ``AttributedText`` edit was refused.
public enum AttributedTextError: Error, Sendable, Hashable {
    /// The range (UTF-16 offsets) is not inside a text of `length` code units.
    case rangeOutOfBounds(Range<Int>, length: Int)
}
