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
    /// Inline times ("09:41", "edited 09:41") by `timeSlot`: 2 × 1441 slots (the last of
    /// each half is "--:--"), filled as met.
    private var times: [(string: String, layout: TextLayout)?] = []

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

    /// The string and one-line layout in `font` of the inline time at `minuteOfDay` (nil for
    /// a timestamp that is not finite), after "edited " when `edited`.
    mutating func time(minuteOfDay: Int?, edited: Bool, font: Font) -> (string: String, layout: TextLayout) {
        let slot = (edited ? 1441 : 0) + (minuteOfDay ?? 1440)
        if times.isEmpty { times = Array(repeating: nil, count: 2 * 1441) }
        if let kept = times[slot] { return kept }
        let clock = ClockText.string(minuteOfDay: minuteOfDay)
        let string = edited ? "edited " + clock : clock
        let layout = PreparedText(string, font: font).layout(maxWidth: .infinity, options: TextOptions(numberOfLines: 1))
        times[slot] = (string, layout)
        return (string, layout)
    }

    /// `string` prepared in `font` and laid out in at most `lines` lines `maxWidth` wide (at
    /// least 1), uncached.
    static func lay(_ string: String, font: Font, maxWidth: Double, lines: Int) -> (layout: TextLayout, prepared: PreparedText) {
        let prepared = PreparedText(string, font: font)
        return (prepared.layout(maxWidth: max(1, maxWidth), options: TextOptions(numberOfLines: lines)), prepared)
    }
}
