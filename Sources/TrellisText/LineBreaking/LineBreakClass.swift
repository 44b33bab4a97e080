/// A Unicode Line_Break class (UAX #14, section 5.1), as TrellisText uses it.
///
/// Rule LB1 is resolved when the tables are generated: AI, SG and XX arrive as ``AL``, and SA
/// as ``CM`` (for its combining marks) or ``AL``. ``CJ`` is kept so that the strictness option can
/// choose between NS (strict) and ID (normal, loose) at run time.
/// The raw values match `scripts/text/generate_unicode_tables.py`.
public enum LineBreakClass: UInt8, Sendable, CaseIterable {
    /// Mandatory breaks, spaces, joiners and glue; break-after and break-before (BK … BB).
    case BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, B2, BA, BB
    /// Hyphens, closing and opening punctuation, quotes, numbers and prefix/postfix (HY … PR).
    case HY, CB, CL, CP, EX, IN, NS, OP, QU, IS, NU, PO, PR
    /// Symbols, letters, Japanese starters, emoji, Hangul, ideographs and regional indicators (SY … RI).
    case SY, AL, CJ, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI

    /// The class of a scalar, from the generated UCD tables.
    public init(_ scalar: Unicode.Scalar) {
        self = UnicodeProperties(scalar.value).lineBreakClass
    }
}
