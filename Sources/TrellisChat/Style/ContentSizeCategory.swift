/// The user's Dynamic Type size, xSmall through accessibility XXXL, with UIKit's point size
/// per text style (Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type
/// sizes"; `.large` is the default). A font is scaled by `size(style, category) /
/// size(style, .large)`, as `UIFontMetrics.scaledFont(for:)` does for custom fonts.
public enum ContentSizeCategory: Int, CaseIterable, Hashable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// UIKit's text styles the chat fonts follow.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// Message text (17 pt at `.large`).
        case body
        /// Names and quoted senders (15 pt).
        case subheadline
        /// Time headers, card details (13 pt).
        case footnote
        /// Small labels (12 pt).
        case caption1
        /// Times in bubbles (11 pt).
        case caption2
    }

    /// The point size of `style` at this category (HIG table).
    public func pointSize(_ style: TextStyle) -> Double {
        let table: [Double] = switch style {
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 13, 15, 17, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 12, 14, 16, 20, 24, 29, 34, 40]
        }
        return table[rawValue]
    }

    /// The factor fonts of `style` are multiplied by (1 at `.large`).
    public func scale(for style: TextStyle) -> Double { pointSize(style) / ContentSizeCategory.large.pointSize(style) }

    /// The category's UIKit name (`UIContentSizeCategory` raw values without the prefix).
    public var name: String { "\(self)" }

    /// The category with UIKit name `name`.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Font {
    /// The font at `category` for `style` (unchanged at `.large`).
    func scaled(_ style: ContentSizeCategory.TextStyle, _ category: ContentSizeCategory) -> Font {
        guard category != .large else { return self }
        var copy = self
        copy.size = size * category.scale(for: style)
        return copy
    }
}

extension ChatConfiguration {
    /// The configuration templates are built with: every font scaled for
    /// ``contentSizeCategory`` (text: body; nickname: subheadline; header and detail:
    /// footnote; the style's time: caption2; large emoji: body). Unchanged at `.large`.
    ///
    /// ```swift
    /// var big = ChatConfiguration(); big.contentSizeCategory = .extraExtraExtraLarge
    /// big.resolved.textFont.size   // 14 × 23 / 17
    /// ```
    public var resolved: ChatConfiguration {
        let category = contentSizeCategory
        guard category != .large else { return self }
        var copy = self
        copy.textFont = textFont.scaled(.body, category)
        copy.nicknameFont = nicknameFont.scaled(.subheadline, category)
        copy.headerFont = headerFont.scaled(.footnote, category)
        copy.detailFont = detailFont.scaled(.footnote, category)
        copy.style.timeFont = style.timeFont.scaled(.caption2, category)
        copy.style.largeEmojiSize = style.largeEmojiSize * category.scale(for: .body)
        copy.contentSizeCategory = .large
        return copy
    }
}
