/// How strictly Japanese small kana and the prolonged sound mark are kept with the character before.
///
/// These follow CSS Text 3 `line-break` as browsers apply it to Japanese.
public enum LineBreakStrictness: String, Sendable, Hashable, CaseIterable {
    /// UAX #14 default: CJ behaves as NS, so no line starts with ぁ ァ ー ….
    case strict
    /// CJ behaves as ID, allowing a break before small kana and ー. Matches Chrome (`lang=ja`)
    /// and ICU `ja@lb=normal`.
    case normal
    /// Normal, plus breaks before iteration marks (々 〻 ゝ ゞ ヽ ヾ), the wave dash 〜 and ゠,
    /// the centred punctuation ・ ： ； ‼ ⁇ ⁈ ⁉, and the inseparable … ‥.
    case loose
}

/// What counts as a word for breaking between letters.
public enum WordBreak: String, Sendable, Hashable, CaseIterable {
    /// UAX #14: breaks between Hangul syllables and between ideographs are allowed.
    case normal
    /// CSS `word-break: keep-all`: Hangul and ideographs behave as letters, so Korean wraps at spaces.
    case keepAll
    /// A line may break between any two grapheme clusters (CSS `line-break: anywhere`, UIKit's
    /// `byCharWrapping`), except before a space or tab, which hangs at the end of the line, and
    /// where a hard line break already decides.
    case anywhere
}

/// Options for finding line-break opportunities.
public struct LineBreakOptions: Sendable, Hashable {
    /// How strictly Japanese small kana and ー stay with the character before (`.normal` by default).
    public var strictness: LineBreakStrictness
    /// Whether Hangul and ideographs break between letters (`.normal`) or only at spaces (`.keepAll`).
    public var wordBreak: WordBreak
    /// Browser (Chrome) breaks around spaces and ASCII punctuation such as URLs, or plain UAX #14.
    public var style: LineBreakStyle

    /// Creates options; the defaults match what browsers do for Japanese, Korean and URLs.
    public init(strictness: LineBreakStrictness = .normal, wordBreak: WordBreak = .normal, style: LineBreakStyle = .browser) {
        self.strictness = strictness
        self.wordBreak = wordBreak
        self.style = style
    }

    /// UAX #14 with no tailoring at all (what `LineBreakTest.txt` checks).
    public static let uax14 = LineBreakOptions(strictness: .strict, wordBreak: .normal, style: .unicode)

    /// The class a scalar takes under these options (LB1 for CJ, plus the tailorings).
    @inline(__always)
    func resolve(_ cls: LineBreakClass, _ scalar: UInt32) -> LineBreakClass {
        switch cls {
        case .CJ:
            return strictness == .strict ? .NS : .ID
        case .NS, .IN, .EX:
            if strictness == .loose, LineBreakOptions.looseBreakable(scalar) { return .ID }
            return cls
        case .ID, .H2, .H3, .JL, .JV, .JT:
            if wordBreak == .keepAll, cls != .ID || LineBreakOptions.isIdeographLetter(scalar) { return .AL }
            return cls
        default:
            return cls
        }
    }

    /// Iteration marks, wave dash, katakana double hyphen, centred punctuation and the
    /// inseparables that CSS `line-break: loose` lets a line start with.
    private static func looseBreakable(_ v: UInt32) -> Bool {
        switch v {
        case 0x3005, 0x303B, 0x309D, 0x309E, 0x30FD, 0x30FE,  // 々 〻 ゝ ゞ ヽ ヾ
             0x301C, 0x30A0,  // 〜 ゠
             0x30FB, 0xFF1A, 0xFF1B, 0xFF65, 0x203C, 0x2047, 0x2048, 0x2049,  // ・ ： ； ･ ‼ ⁇ ⁈ ⁉
             0x2024, 0x2025, 0x2026, 0x22EF, 0xFE19:  // inseparables
            return true
        default:
            return false
        }
    }

    /// Ideographs and kana (for keep-all); emoji, also ID, keep breaking between each other.
    private static func isIdeographLetter(_ v: UInt32) -> Bool {
        (0x3040...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0x20000...0x3FFFF).contains(v) || (0x31F0...0x31FF).contains(v)
    }
}
