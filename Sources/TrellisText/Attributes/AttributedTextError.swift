/// Why an ``AttributedText`` edit was refused (the text is then unchanged).
public enum AttributedTextError: Error, Sendable, Hashable {
    /// The range (UTF-16 offsets) is not inside a text of `length` code units.
    case rangeOutOfBounds(Range<Int>, length: Int)
    /// The `NSRange` (`location`, `length`: negative, past the end, or overflowing) is not
    /// inside a text of `textLength` UTF-16 code units (where UIKit raises `NSRangeException`).
    case invalidNSRange(location: Int, length: Int, textLength: Int)
    /// The value given for `key` is not of the key's type (a ``Color`` under `.font`), or
    /// `key` is not one TrellisText reads.
    case valueMismatch(key: AttributedText.Key)
}
