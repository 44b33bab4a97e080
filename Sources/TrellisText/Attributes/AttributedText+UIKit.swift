import typealias Foundation.NSRange
import struct Foundation._NSRange

// NSAttributedString's and NSMutableAttributedString's spelling, so UIKit code ports by
// renaming both types to `AttributedText` (scripts/port/uikit-to-trellis.sed): attributes
// dictionaries keyed like `NSAttributedString.Key`, `NSRange`s, `length`. UIKit's
// NSMutableAttributedString is a reference; AttributedText is a value, so a mutable string
// is a `var` (the rename table turns `let s = NSMutableAttributedString(...)` into one), and
// a label copies it when assigned, as UILabel's `attributedText` does. Where UIKit raises
// NSRangeException, these edits throw ``AttributedTextError`` and change nothing.
extension AttributedText {
    /// `string` with the attributes of `attributes` (`NSAttributedString(string:attributes:)`);
    /// a key it lacks takes NSAttributedString's default (``defaultAttributes``: Helvetica 12,
    /// no colour). An entry TrellisText cannot read (a value not of its key's type) is left out.
    public init(string: String, attributes: [Key: any AttributeValue] = [:]) {
        var resolved = AttributedText.defaultAttributes
        for key in [Key.font, .foregroundColor] {
            if let value = attributes[key], let set = try? resolved.setting(key, to: value) { resolved = set }
        }
        self.init(string: string, attributes: resolved)
    }

    /// An empty text (`NSMutableAttributedString()`).
    public init() {
        self.init(string: "", attributes: AttributedText.defaultAttributes)
    }

    /// A copy of `other` (`NSMutableAttributedString(attributedString:)`).
    public init(attributedString other: AttributedText) {
        self = other
    }

    /// The length in UTF-16 code units (`NSAttributedString.length`).
    public var length: Int { utf16Count }

    /// Sets `key` to `value` over `range`, keeping the runs' other attributes
    /// (`NSMutableAttributedString.addAttribute(_:value:range:)`).
    /// - Throws: ``AttributedTextError/invalidNSRange(location:length:textLength:)`` for a range
    ///   not inside the text, ``AttributedTextError/valueMismatch(key:)`` for a value not of
    ///   `key`'s type. Nothing changes when it throws.
    /// - Complexity: O(runs).
    public mutating func addAttribute(_ key: Key, value: any AttributeValue, range: NSRange) throws(AttributedTextError) {
        let bounds = try validated(range)
        _ = try AttributedText.defaultAttributes.setting(key, to: value)
        try modifyRuns(in: bounds) { (attributes: Attributes) throws(AttributedTextError) -> Attributes in
            try attributes.setting(key, to: value)
        }
    }

    /// Sets every key of `attributes` over `range`, keeping the runs' other attributes
    /// (`NSMutableAttributedString.addAttributes(_:range:)`).
    /// - Throws: as ``addAttribute(_:value:range:)``; nothing changes when it throws.
    public mutating func addAttributes(_ attributes: [Key: any AttributeValue], range: NSRange) throws(AttributedTextError) {
        let bounds = try validated(range)
        _ = try Attributes.from(attributes)
        try modifyRuns(in: bounds) { (current: Attributes) throws(AttributedTextError) -> Attributes in
            try Attributes.from(attributes, base: current)
        }
    }

    /// Replaces the attributes over `range` with `attributes` (nil or missing keys:
    /// ``defaultAttributes``) (`NSMutableAttributedString.setAttributes(_:range:)`).
    /// - Throws: as ``addAttribute(_:value:range:)``; nothing changes when it throws.
    public mutating func setAttributes(_ attributes: [Key: any AttributeValue]?, range: NSRange) throws(AttributedTextError) {
        let bounds = try validated(range)
        let resolved = try Attributes.from(attributes ?? [:])
        try setAttributes(resolved, range: bounds)
    }

    /// Returns `key` over `range` to its default: Helvetica 12 for `.font`, no colour for
    /// `.foregroundColor` (`NSMutableAttributedString.removeAttribute(_:range:)`).
    /// - Throws: as ``addAttribute(_:value:range:)``; nothing changes when it throws.
    public mutating func removeAttribute(_ key: Key, range: NSRange) throws(AttributedTextError) {
        let bounds = try validated(range)
        switch key {
        case .font: try modifyRuns(in: bounds) { attributes in attributes.with(font: AttributedText.defaultAttributes.font) }
        case .foregroundColor: try modifyRuns(in: bounds) { attributes in attributes.with(foregroundColor: nil) }
        default: throw .valueMismatch(key: key)
        }
    }

    /// `range` as UTF-16 offsets of this text.
    private func validated(_ range: NSRange) throws(AttributedTextError) -> Range<Int> {
        let length = utf16Count
        guard range.location >= 0, range.length >= 0, range.location <= length, range.length <= length - range.location else {
            throw .invalidNSRange(location: range.location, length: range.length, textLength: length)
        }
        return range.location..<range.location + range.length
    }

    /// Gives each part of a run inside `bounds` the attributes `change` makes of its own.
    /// All changes are made before any is stored, so a throwing `change` leaves the text as it was.
    private mutating func modifyRuns(in bounds: Range<Int>,
                                     _ change: (Attributes) throws(AttributedTextError) -> Attributes) throws(AttributedTextError) {
        guard !bounds.isEmpty else { return }
        var pieces: [(range: Range<Int>, attributes: Attributes)] = []
        for run in runs {
            let lower = max(run.range.lowerBound, bounds.lowerBound)
            let upper = min(run.range.upperBound, bounds.upperBound)
            guard lower < upper else { continue }
            pieces.append((lower..<upper, try change(run.attributes)))
        }
        for piece in pieces {
            try setAttributes(piece.attributes, range: piece.range)
        }
    }
}

extension AttributedText.Attributes {
    func with(font: Font) -> Self {
        var copy = self
        copy.font = font
        return copy
    }

    func with(foregroundColor: UInt32?) -> Self {
        var copy = self
        copy.foregroundColor = foregroundColor
        return copy
    }
}
