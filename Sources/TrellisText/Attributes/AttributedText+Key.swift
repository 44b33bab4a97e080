extension AttributedText {
    /// The name of an attribute, as `NSAttributedString.Key` spells it: `.font` (a ``Font``)
    /// and `.foregroundColor` (a ``Color``) are the ones TrellisText measures or draws.
    public struct Key: RawRepresentable, Sendable, Hashable {
        /// The attribute's name (`NSAttributedString.Key`'s raw values: "NSFont", "NSColor").
        public var rawValue: String

        /// The key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The run's ``Font``.
        public static let font = Key(rawValue: "NSFont")
        /// The run's ``Color``.
        public static let foregroundColor = Key(rawValue: "NSColor")
    }

    /// A type whose values an attributes dictionary holds (``Font``, ``Color``): what lets
    /// `[.font: Font.systemFont(ofSize: 15), .foregroundColor: Color.gray]` type-check.
    public protocol AttributeValue: Sendable {}

    /// The attributes a run has without any key: NSAttributedString's defaults, Helvetica 12
    /// (the built-in Helvetica metrics) and no colour.
    public static let defaultAttributes = Attributes(font: .builtin(size: 12))
}

extension Font: AttributedText.AttributeValue {}
extension Color: AttributedText.AttributeValue {}

extension AttributedText.Attributes {
    /// `self` with `value` under `key`.
    /// - Throws: ``AttributedTextError/valueMismatch(key:)`` when `value` is not of `key`'s
    ///   type, or `key` is not one TrellisText reads.
    func setting(_ key: AttributedText.Key, to value: any AttributedText.AttributeValue) throws(AttributedTextError) -> Self {
        var result = self
        switch key {
        case .font:
            guard let font = value as? Font else { throw .valueMismatch(key: key) }
            result.font = font
        case .foregroundColor:
            guard let color = value as? Color else { throw .valueMismatch(key: key) }
            result.foregroundColor = color.rgba
        default:
            throw .valueMismatch(key: key)
        }
        return result
    }

    /// The attributes of a dictionary (keys it lacks keep `base`'s values).
    static func from(_ dictionary: [AttributedText.Key: any AttributedText.AttributeValue],
                     base: Self = AttributedText.defaultAttributes) throws(AttributedTextError) -> Self {
        var result = base
        // Keys in a fixed order, so the error for several bad entries does not depend on hashing.
        for key in [AttributedText.Key.font, .foregroundColor] {
            if let value = dictionary[key] { result = try result.setting(key, to: value) }
        }
        let unread = dictionary.keys.filter { $0 != .font && $0 != .foregroundColor }
        if let first = unread.min(by: { $0.rawValue < $1.rawValue }) { throw .valueMismatch(key: first) }
        return result
    }
}
