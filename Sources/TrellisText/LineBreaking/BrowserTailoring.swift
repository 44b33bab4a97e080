/// Which rules decide the breaks around spaces and between ASCII punctuation.
public enum LineBreakStyle: String, Sendable, Hashable, CaseIterable {
    /// As Chrome (Blink) breaks: UAX #14 (ICU) wherever a non-ASCII character is involved, but
    /// between two printable ASCII characters Blink's own table, and a break after every run of
    /// spaces. So URLs and paths stay whole up to a `?` or `-`
    /// (`https://example.com/path/to/page?` | `x=1&y=2`), `and/or` does not break, and a line
    /// may start with `)` or `!` after a space. The default.
    case browser
    /// Plain UAX #14, as `LineBreakTest.txt` and ICU's default rules have it: URLs break after
    /// every `/` (`https://` | `example.com/` | `path/` …).
    case unicode
}

/// Blink's line-break tailoring on top of UAX #14 (`ShouldBreakAfter` and
/// `kAsciiLineBreakTable` in `third_party/blink/renderer/platform/text/text_break_iterator.cc`,
/// and its `kAfterSpaceRun` space handling), fed one scalar at a time like ``LineBreakState``.
///
/// Between two printable ASCII characters (U+0021–U+007F) Blink never asks ICU; a line may
/// break only
/// - after `-`: before a letter or most symbols, and before a digit only when a letter or
///   digit comes before the `-` (so `ABCD-1234` breaks but `-5` and `x -5` do not);
/// - after `?`: before a letter, a digit or most symbols;
/// - before `(`, `<`, `[`, `{` after one of ``! " # % & ) * + , . : ; = > \ ] | } ~``.
///
/// After a run of spaces (U+0020, U+0009) a line may always break, even before `)`, `!` or
/// a word joiner, where UAX #14 (LB11–LB17) keeps the space with what follows.
struct BrowserTailoring: Sendable {
    /// The scalar before the one being decided (none yet: `UInt32.max`), and the one before that.
    private var last = UInt32.max
    private var lastLast = UInt32.max

    init() {}

    /// The scalars before the one being decided, for a run the caller decided itself.
    @inline(__always)
    mutating func skip(last: UInt32, lastLast: UInt32) {
        self.last = last
        self.lastLast = lastLast
    }

    /// The scalar before the one being decided, and the one before that.
    var lastScalar: UInt32 { last }
    var secondLastScalar: UInt32 { lastLast }

    /// What ``adjust(_:before:)`` returns before `b` after `before`, `a` when `a` and `b` are
    /// both printable ASCII (U+0020–U+007E), whatever UAX #14 says, as long as UAX #14 forbids
    /// a break before a space after `a` (LB7: nothing before `a` can make it mandatory).
    /// Blink's table or the space rule decides every other such pair.
    @inline(__always)
    static func printableOpportunity(_ before: UInt32, _ a: UInt32, _ b: UInt32) -> LineBreakOpportunity {
        if b == 0x20 { return .prohibited }  // UAX #14's answer, which Blink keeps before a space
        if a == 0x20 { return .allowed }  // after a run of spaces
        guard isSpecial(a) else { return .prohibited }  // an empty row of Blink's table
        return breaksBetween(before, a, b) ? .allowed : .prohibited
    }

    /// Adjusts the UAX #14 opportunity before `scalar`, then moves past it.
    @inline(__always)
    mutating func adjust(_ opportunity: LineBreakOpportunity, before scalar: UInt32) -> LineBreakOpportunity {
        let a = last
        let before = lastLast
        lastLast = a
        last = scalar
        guard opportunity != .mandatory, a < 0x80 else { return opportunity }
        if !BrowserTailoring.isSpecial(a) {
            // A letter, digit or other character whose row of Blink's table is empty.
            return a >= 0x21 && scalar &- 0x21 < 0x5F ? .prohibited : opportunity
        }
        return BrowserTailoring.special(opportunity, before, a, scalar)
    }

    /// Spaces, "-", "?" and the characters a line may break after before an opening bracket.
    @inline(__always)
    static func isSpecial(_ a: UInt32) -> Bool {
        (a < 64 ? specialLow >> UInt64(a) : specialHigh >> UInt64(a - 64)) & 1 != 0
    }

    /// Bits of U+0000–U+007F: tab, space and ``! " # % & ) * + , - . : ; = > ? \ ] | } ~``.
    static let specialLow: UInt64 = 0xEC00_7E6F_0000_0200
    static let specialHigh: UInt64 = 0x7000_0000_3000_0000

    private static func special(_ opportunity: LineBreakOpportunity, _ before: UInt32, _ a: UInt32, _ b: UInt32) -> LineBreakOpportunity {
        if a == 0x20 || a == 0x09 {
            return b == 0x20 || b == 0x09 ? opportunity : .allowed
        }
        guard b >= 0x21, b <= 0x7F else { return opportunity }
        return breaksBetween(before, a, b) ? .allowed : .prohibited
    }

    /// Blink's `ShouldBreakAfter` for two printable ASCII characters `a` then `b` (`before`
    /// precedes `a`).
    @inline(__always)
    static func breaksBetween(_ before: UInt32, _ a: UInt32, _ b: UInt32) -> Bool {
        switch a {
        case 0x2D:  // -
            if b >= 0x30, b <= 0x39 { return isASCIIAlphanumeric(before) }
            return contains(afterHyphen, b)
        case 0x3F:  // ?
            return contains(afterQuestion, b)
        case 0x21, 0x22, 0x23, 0x25, 0x26, 0x29, 0x2A, 0x2B, 0x2C, 0x2E, 0x3A, 0x3B, 0x3D, 0x3E, 0x5C, 0x5D, 0x7C, 0x7D, 0x7E:
            return b == 0x28 || b == 0x3C || b == 0x5B || b == 0x7B  // ( < [ {
        default:
            return false
        }
    }

    @inline(__always)
    private static func isASCIIAlphanumeric(_ v: UInt32) -> Bool {
        (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    }

    /// Bit `b - 0x21` of a 95-bit set of U+0021–U+007F, held as two words.
    @inline(__always)
    static func contains(_ set: (low: UInt64, high: UInt64), _ b: UInt32) -> Bool {
        let bit = b - 0x21
        return (bit < 64 ? set.low >> UInt64(bit) : set.high >> UInt64(bit - 64)) & 1 != 0
    }

    /// What may start a line after "-" (digits aside): ``" # % & ' ( * + - < = > @ [ \ ^ _ ` { | ~``,
    /// DEL and the letters. `BrowserTailoringTests` rebuilds both sets from these lists.
    static let afterHyphen: (low: UInt64, high: UInt64) = (0xEFFF_FFFF_B800_16F6, 0x6FFF_FFFF)
    /// What may start a line after "?": ``# $ % & ( * + - < = > @ [ \ ^ _ ` { | ~``, digits, letters.
    static let afterQuestion: (low: UInt64, high: UInt64) = (0xEFFF_FFFF_B9FF_96BC, 0x2FFF_FFFF)
}
