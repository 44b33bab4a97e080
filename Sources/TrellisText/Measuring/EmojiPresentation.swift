/// Which grapheme clusters are drawn as emoji (and so go to the emoji font).
///
/// A cluster is emoji when its first scalar has Emoji_Presentation, or it carries VS16 (U+FE0F),
/// a combining keycap (U+20E3), a regional indicator or a skin-tone modifier; VS15 (U+FE0E)
/// asks for text. Scalar properties come from the Swift standard library.
enum EmojiPresentation {
    /// - Parameters:
    ///   - first: the cluster's first scalar.
    ///   - marked: a later scalar is VS16, a keycap, a regional indicator or a modifier.
    ///   - textRequested: a later scalar is VS15.
    @inline(__always)
    static func isEmoji(first: UInt32, marked: Bool, textRequested: Bool) -> Bool {
        if textRequested { return false }
        if marked || (0x1F1E6...0x1F1FF).contains(first) || (0x1F3FB...0x1F3FF).contains(first) { return true }
        guard mayHaveEmojiPresentation(first), let scalar = Unicode.Scalar(first) else { return false }
        return scalar.properties.isEmojiPresentation
    }

    /// Notes what a scalar after a cluster's first says about its presentation: VS15 asks
    /// for text; VS16, a keycap, a regional indicator or a skin-tone modifier marks an emoji.
    @inline(__always)
    static func note(later value: UInt32, marked: inout Bool, textRequested: inout Bool) {
        switch value {
        case 0xFE0E: textRequested = true
        case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: marked = true
        default: break
        }
    }

    /// Emoji_Presentation only occurs in U+231A–U+2B55 and from U+1F004 on (emoji-data.txt);
    /// checking that first keeps CJK and other text away from the slower property lookup.
    @inline(__always)
    static func mayHaveEmojiPresentation(_ value: UInt32) -> Bool {
        (0x231A...0x2B55).contains(value) || (0x1F004...0x1FAFF).contains(value)
    }
}
