/// The joining form of each Arabic letter of a run, from the Unicode joining types
/// (ArabicShaping.txt, generated into `UnicodeTables.arabicJoining`) with the state machine of
/// Unicode chapter 9.2 as HarfBuzz runs it: transparent characters (marks) are passed over, a
/// dual- or left-joining letter before a right- or dual-joining one takes its initial (or
/// medial) form and the one after takes its final form. The forms pick which glyphs the
/// font's `isol`, `fina`, `medi` and `init` lookups apply to. Syriac's extra forms are not made.
enum ArabicForms {
    enum Form: UInt8 {
        case none = 0, isolated, final, medial, initial
    }

    /// (form of the previous letter, form of this one, next state) for each state and
    /// joining type U, L, R, D (C counts as D); `.none` as the previous form leaves it alone.
    private static let machine: [[(Form, Form, Int)]] = [
        [(.none, .none, 0), (.none, .isolated, 2), (.none, .isolated, 1), (.none, .isolated, 2)],  // after U
        [(.none, .none, 0), (.none, .isolated, 2), (.none, .isolated, 1), (.none, .isolated, 2)],  // after R
        [(.none, .none, 0), (.none, .isolated, 2), (.initial, .final, 1), (.initial, .final, 3)],  // after D/L, isolated
        [(.none, .none, 0), (.none, .isolated, 2), (.medial, .final, 1), (.medial, .final, 3)],  // after D, final
    ]

    /// Sets `form` on each glyph of `buffer` (before any substitution: one glyph per scalar).
    static func assign(_ buffer: inout GlyphBuffer) {
        var previous = -1  // the last glyph that was not transparent
        var state = 0
        for i in 0..<buffer.count {
            let column: Int
            switch joiningType(buffer.infos[i].scalar, glyphClass: buffer.infos[i].glyphClass) {
            case .transparent: continue
            case .nonJoining: column = 0
            case .left: column = 1
            case .right: column = 2
            case .dual, .causing: column = 3
            }
            let (before, current, next) = machine[state][column]
            if previous >= 0, before != .none { buffer.infos[previous].form = before.rawValue }
            buffer.infos[i].form = current.rawValue
            previous = i
            state = next
        }
    }

    private static func joiningType(_ scalar: UInt32, glyphClass: UInt8) -> ArabicJoining.JoiningType {
        switch scalar {
        case 0x200D: return .causing
        case 0x200C: return .nonJoining
        default:
            if scalar >= 0x0600 { return ArabicJoining.type(scalar) }
            // Below the Arabic block: combining marks are transparent, the rest do not join.
            return glyphClass == GlyphDefinitions.GlyphClass.mark ? .transparent : .nonJoining
        }
    }
}
