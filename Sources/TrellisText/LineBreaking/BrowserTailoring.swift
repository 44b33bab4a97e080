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
    /// The scalar before the one being decided, and the one before that.
    private var last: UInt32 = 0
    private var lastLast: UInt32 = 0
    private var started = false

    init() {}

    /// Adjusts the UAX #14 opportunity before `scalar`, then moves past it.
    @inline(__always)
    mutating func adjust(_ opportunity: LineBreakOpportunity, before scalar: UInt32) -> LineBreakOpportunity {
        defer {
            lastLast = last
            last = scalar
            started = true
        }
        guard started, opportunity != .mandatory else { return opportunity }
        if last == 0x20 || last == 0x09 {
            return scalar == 0x20 || scalar == 0x09 ? opportunity : .allowed
        }
        guard last >= 0x21, last <= 0x7F, scalar >= 0x21, scalar <= 0x7F else { return opportunity }
        return BrowserTailoring.breaksBetween(lastLast, last, scalar) ? .allowed : .prohibited
    }

    /// Blink's `ShouldBreakAfter` for two printable ASCII characters `a` then `b` (`before`
    /// precedes `a`).
    @inline(__always)
    static func breaksBetween(_ before: UInt32, _ a: UInt32, _ b: UInt32) -> Bool {
        if a == 0x2D, b >= 0x30, b <= 0x39 { return isASCIIAlphanumeric(before) }
        let row = Int(a - 0x21) * 2
        let column = b - 0x21
        let bits = column < 64 ? table[row] >> UInt64(column) : table[row + 1] >> UInt64(column - 64)
        return bits & 1 != 0
    }

    @inline(__always)
    private static func isASCIIAlphanumeric(_ v: UInt32) -> Bool {
        (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    }

    /// Blink's table as two 64-bit masks per first character U+0021–U+007F: bit `b - 0x21` set
    /// when a line may break between the first character and `b`.
    private static let table: [UInt64] = {
        func mask(_ characters: String) -> (UInt64, UInt64) {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for scalar in characters.unicodeScalars {
                let bit = scalar.value - 0x21
                if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
            }
            return (low, high)
        }
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let beforeOpening = mask("(<[{")
        let afterHyphen = mask("\"#%&'(*+-<=>@[\\^_`{|~\u{7F}" + letters)
        let afterQuestion = mask("#$%&(*+-0123456789<=>@[\\^_`{|~" + letters)
        var table = [UInt64](repeating: 0, count: 95 * 2)
        for first in "!\"#%&)*+,.:;=>\\]|}~".unicodeScalars {
            let row = Int(first.value - 0x21) * 2
            (table[row], table[row + 1]) = beforeOpening
        }
        (table[Int(0x2D - 0x21) * 2], table[Int(0x2D - 0x21) * 2 + 1]) = afterHyphen
        (table[Int(0x3F - 0x21) * 2], table[Int(0x3F - 0x21) * 2 + 1]) = afterQuestion
        return table
    }()
}
