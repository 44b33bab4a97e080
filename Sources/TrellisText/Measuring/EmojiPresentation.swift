/// Which grapheme clusters are drawn as emoji (and so go to the emoji font).
///
/// A cluster is emoji when its first scalar has Emoji_Presentation, or it carries VS16 (U+FE0F),
/// a combining keycap (U+20E3), a regional indicator or a skin-tone modifier; VS15 (U+FE0E)
/// asks for text. Scalar properties come from the Swift standard library.
enum EmojiPresentation {
    @inline(__always)
    static func isEmoji(first: Unicode.Scalar, rest: some Sequence<Unicode.Scalar>) -> Bool {
        if first.value < 0xA9 { return restMarksEmoji(rest) }
        var textRequested = false
        var marked = false
        for scalar in rest {
            switch scalar.value {
            case 0xFE0E: textRequested = true
            case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: marked = true
            default: break
            }
        }
        if textRequested { return false }
        return marked || first.properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(first.value)
    }

    /// For an ASCII first scalar only a keycap ("1️⃣", "#️⃣") makes an emoji.
    private static func restMarksEmoji(_ rest: some Sequence<Unicode.Scalar>) -> Bool {
        var keycap = false
        for scalar in rest {
            if scalar.value == 0xFE0E { return false }
            if scalar.value == 0x20E3 { keycap = true }
        }
        return keycap
    }
}
