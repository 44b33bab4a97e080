import TrellisText

/// Laid-out short labels a cell template keeps: the texts every chat repeats (sender names,
/// reaction chips such as "👍 3", "Edited", delivery states, inline times) are prepared once
/// per template instead of once per message.
///
/// Within one template a label's role fixes its font (nicknames in the nickname font, chips
/// in the reaction font, …), so a role, string, width and line count name the layout. Only
/// strings of at most `longest` UTF-8 bytes are kept, and at most `capacity` of them; past
/// that the text is prepared as before, so content from the network cannot grow the table.
struct LabelLayouts: Sendable {
    struct Key: Hashable, Sendable {
        let role: PartRole
        let string: String
        let maxWidth: Double
        let lines: Int
    }

    /// The most labels kept.
    static let capacity = 1024
    /// The longest string (UTF-8 bytes) kept.
    static let longest = 64
    private var labels: [Key: (layout: TextLayout, prepared: PreparedText)] = [:]
    /// Inline time strings ("09:41", "edited 09:41"): at most 2 × 1440, always kept.
    private var times: [String: TextLayout] = [:]

    /// The number of labels kept (times aside).
    var count: Int { labels.count }

    /// The layout of `string` in `font` for `role`, kept when short.
    mutating func layout(_ role: PartRole, _ string: String, font: Font, maxWidth: Double,
                         lines: Int) -> (layout: TextLayout, prepared: PreparedText) {
        guard string.utf8.count <= Self.longest else { return Self.lay(string, font: font, maxWidth: maxWidth, lines: lines) }
        let key = Key(role: role, string: string, maxWidth: maxWidth, lines: lines)
        if let kept = labels[key] { return kept }
        let made = Self.lay(string, font: font, maxWidth: maxWidth, lines: lines)
        if labels.count < Self.capacity { labels[key] = made }
        return made
    }

    /// The one-line layout of an inline time string in `font`.
    mutating func time(_ string: String, font: Font) -> TextLayout {
        if let kept = times[string] { return kept }
        let layout = PreparedText(string, font: font).layout(maxWidth: .infinity, options: TextOptions(numberOfLines: 1))
        if times.count < 4096 { times[string] = layout }
        return layout
    }

    private static func lay(_ string: String, font: Font, maxWidth: Double, lines: Int) -> (layout: TextLayout, prepared: PreparedText) {
        let prepared = PreparedText(string, font: font)
        return (prepared.layout(maxWidth: max(1, maxWidth), options: TextOptions(numberOfLines: lines)), prepared)
    }
}
