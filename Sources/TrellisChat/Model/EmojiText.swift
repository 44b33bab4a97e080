/// Recognises messages of one to three emoji (drawn large without a bubble by styles with
/// ``ChatStyle/largeEmoji``). A character counts as emoji when its first scalar has the
/// Unicode `Emoji_Presentation` property, or has `Emoji` and is followed by U+FE0F or
/// joined into a sequence (ZWJ families, flags, keycaps); spaces are ignored.
///
/// ```swift
/// EmojiText.isLargeEmoji("🎉🎉🎉")   // true
/// EmojiText.isLargeEmoji("ok 👍")    // false
/// ```
public enum EmojiText {
    /// The most emoji a large-emoji message has.
    public static let maximumCount = 3

    /// Whether `string` is one to three emoji and nothing else.
    public static func isLargeEmoji(_ string: String) -> Bool {
        // 3 emoji of at most 11 scalars each: at most 70 UTF-16 units. A UTF-16 unit takes at
        // most 3 UTF-8 bytes, so past 210 bytes (a constant-time count) the string is longer.
        guard !string.isEmpty, string.utf8.count <= 3 * 70 else { return false }
        // The first character that is not a space must start with an Emoji scalar: a scalar
        // test rejects ordinary text before any grapheme breaking (ASCII has Emoji only in
        // the keycap bases # * 0-9).
        guard let first = string.unicodeScalars.first(where: { $0 != " " }) else { return false }
        if first.isASCII {
            guard first == "#" || first == "*" || ("0"..."9").contains(first) else { return false }
        } else if !first.properties.isEmoji {
            return false
        }
        // Only now the exact length, which a native string counts unit by unit.
        guard string.utf16.count <= 70 else { return false }
        var count = 0
        for character in string {
            if character == " " { continue }
            guard isEmoji(character) else { return false }
            count += 1
            if count > maximumCount { return false }
        }
        return count > 0
    }

    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        let properties = first.properties
        if properties.isEmojiPresentation { return true }
        guard properties.isEmoji else { return false }
        // Digits and # are Emoji too: only as keycaps or with the emoji variation selector.
        return scalars.count > 1
    }
}

/// A sender's name colour in group chats: one of seven, chosen from the sender id by FNV-1a
/// (stable across runs and machines), as Telegram gives each peer one of seven name colours.
public enum SenderColor {
    /// The seven roles.
    public static let roles: [ColorRole] = [.sender0, .sender1, .sender2, .sender3, .sender4, .sender5, .sender6]

    /// The colour role of sender `id`.
    public static func role(for id: String) -> ColorRole {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return roles[Int(hash % UInt64(roles.count))]
    }
}

/// Clock times shown in bubbles.
enum ClockText {
    /// `HH:mm` of `timestamp` at `offset` seconds east of UTC.
    static func string(_ timestamp: Double, offset: Double) -> String {
        string(minuteOfDay: minuteOfDay(timestamp, offset: offset))
    }

    /// The minute of the day (0 ..< 1440) of `timestamp` at `offset` seconds east of UTC, or
    /// nil when either is not finite.
    static func minuteOfDay(_ timestamp: Double, offset: Double) -> Int? {
        guard timestamp.isFinite, offset.isFinite else { return nil }
        let day = 86_400.0
        var seconds = (timestamp + offset).truncatingRemainder(dividingBy: day)
        if seconds < 0 { seconds += day }
        return min(Int(seconds / 60), 24 * 60 - 1)
    }

    /// `HH:mm` of a minute of the day; "--:--" for nil.
    static func string(minuteOfDay minutes: Int?) -> String {
        guard let minutes else { return "--:--" }
        // Written as bytes, as time headers are (concatenating four strings cost a thousand
        // instructions a message).
        return TimeHeaderFormatter.clock(hour: minutes / 60, minute: minutes % 60)
    }
}
