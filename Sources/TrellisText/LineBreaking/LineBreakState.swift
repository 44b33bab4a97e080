/// The UAX #14 pair rules LB2–LB31 (Unicode 15.0, numbers tailored as in its Example 7,
/// which `LineBreakTest.txt` uses), run as a left-to-right state machine over scalars.
///
/// Feed each scalar's class with ``advance(_:next:)``; it returns the opportunity *before* that
/// scalar. The state keeps the context the rules need: the class before a run of spaces
/// (LB8, LB14–LB17), the class LB9 absorbs combining marks into, the run of regional
/// indicators (LB30a) and the number prefix of LB25.
struct LineBreakState: Sendable {
    /// One scalar's input: its resolved class and the two flags the rules look at.
    struct Input: Sendable {
        var cls: LineBreakClass
        /// East_Asian_Width F, W or H (excluded from LB30).
        var isEastAsianFWH: Bool
        /// Extended_Pictographic ∩ Cn (LB30b).
        var isExtendedPictographicUnassigned: Bool
    }

    private var started = false
    /// The raw class of the previous scalar.
    private var prevRaw: LineBreakClass = .AL
    /// The effective class of the previous position after LB9/LB10.
    private var prev: LineBreakClass = .AL
    private var prevFWH = false
    private var prevPictographicUnassigned = false
    /// The effective class before `prev`.
    private var prevPrev: LineBreakClass = .AL
    /// The last effective class that was not SP.
    private var lastNonSpace: LineBreakClass = .AL
    /// Regional indicators in a row ending at `prev`.
    private var regionalRun = 0
    /// LB25: 1 after `NU (NU|SY|IS)*`, 2 after that plus `(CL|CP)`, else 0.
    private var numberState: UInt8 = 0

    init() {}

    /// Returns the opportunity before a scalar of class `input`, then moves past it.
    /// - Parameter next: the class of the scalar after this one, if any (LB25 looks ahead once).
    @inline(__always)
    mutating func advance(_ input: Input, next: LineBreakClass?) -> LineBreakOpportunity {
        let cur = input.cls
        if let fast = fastPath(cur) {
            accept(input, effective: cur)
            return fast
        }
        guard started else {
            started = true
            accept(input, effective: cur == .CM || cur == .ZWJ ? .AL : cur)
            return .prohibited  // LB2
        }
        // LB4, LB5: mandatory breaks after hard line breaks; CR × LF.
        switch prevRaw {
        case .BK:
            accept(input, effective: effective(cur)); return .mandatory
        case .CR:
            if cur == .LF { prevRaw = .LF; prev = .LF; return .prohibited }
            accept(input, effective: effective(cur)); return .mandatory
        case .LF, .NL:
            accept(input, effective: effective(cur)); return .mandatory
        default:
            break
        }
        let result = rule(input, next: next)
        // LB9: X (CM | ZWJ)* is X, unless X is a break, space or ZW.
        if (cur == .CM || cur == .ZWJ), !LineBreakState.isBreakOrSpace(prev) {
            prevRaw = cur
            return result
        }
        accept(input, effective: effective(cur))
        return result
    }

    /// After a letter (class AL, nothing pending for LB25, LB30a or LB30b): the opportunity
    /// before one more AL is "no break" (LB28), and accepting any number of them only turns
    /// the class before the previous one into AL (``acceptLetters()``).
    var isAfterLetter: Bool {
        started && prevRaw == .AL && prev == .AL && lastNonSpace == .AL
            && numberState == 0 && regionalRun == 0 && !prevFWH && !prevPictographicUnassigned
    }

    /// The state after accepting one or more AL scalars when ``isAfterLetter``, with single
    /// spaces between some of them (each followed by at least two letters, the last of which
    /// is not accepted yet): only the class before the last one differs, SP when `afterSpace`.
    mutating func acceptLetters(afterSpace: Bool = false) {
        prevPrev = afterSpace ? .SP : .AL
    }

    /// Moves past a printable ASCII scalar (U+0020–U+007E) after another one: the state
    /// ``advance(_:next:)`` leaves, without deciding the opportunity (the browser tailoring
    /// decides every such pair, see ``BrowserTailoring/printableOpportunity(_:_:_:)``). After a
    /// printable scalar no hard-break rule (LB4, LB5) applies, and no printable scalar is a
    /// combining mark that LB9 would absorb, so `advance` always ends in this `accept`.
    @inline(__always)
    mutating func acceptPrintable(_ input: Input) {
        accept(input, effective: effective(input.cls))
    }

    /// The commonest pairs of running text, decided without the rule chain (nil: run it).
    /// Each answer is the one LB4–LB31 give; none of these classes is absorbed by LB9.
    @inline(__always)
    private func fastPath(_ cur: LineBreakClass) -> LineBreakOpportunity? {
        guard started else { return nil }
        switch prevRaw {
        case .BK, .CR, .LF, .NL, .ZWJ: return nil  // LB4, LB5, LB8a
        default: break
        }
        let afterZW = prev == .ZW || (prev == .SP && lastNonSpace == .ZW)
        switch cur {
        case .SP:
            return .prohibited  // LB7
        case .CL, .CP, .EX, .IS, .SY:
            return afterZW ? .allowed : .prohibited  // LB8, else LB11/LB12 or LB13 all prohibit
        case .AL, .HL:
            if prev == .AL || prev == .HL { return .prohibited }  // LB28
            if prev == .SP { return lastNonSpace == .OP ? .prohibited : .allowed }  // LB8, LB14, LB18
            return nil
        case .ID:
            if prev == .ID { return .allowed }  // LB31: no rule keeps two ideographs together
            if prev == .SP { return lastNonSpace == .OP ? .prohibited : .allowed }  // LB8, LB14, LB18
            return nil
        case .NU:
            // Inside a number (`NU (NU|SY|IS)*`, numberState 1) a digit continues it: LB25. No
            // earlier rule applies after NU, SY or IS.
            if numberState == 1, prev == .NU || prev == .SY || prev == .IS { return .prohibited }
            if prev == .SP { return lastNonSpace == .OP ? .prohibited : .allowed }  // LB8, LB14, LB18
            return nil
        default:
            return nil
        }
    }

    /// LB10: a combining mark with nothing to attach to is AL.
    @inline(__always)
    private func effective(_ cls: LineBreakClass) -> LineBreakClass {
        cls == .CM || cls == .ZWJ ? .AL : cls
    }

    @inline(__always)
    private static func isBreakOrSpace(_ cls: LineBreakClass) -> Bool {
        switch cls {
        case .BK, .CR, .LF, .NL, .SP, .ZW: return true
        default: return false
        }
    }

    @inline(__always)
    private mutating func accept(_ input: Input, effective eff: LineBreakClass) {
        switch eff {
        case .NU: numberState = 1
        case .SY, .IS: if numberState != 1 { numberState = 0 }
        case .CL, .CP: numberState = numberState == 1 ? 2 : 0
        default: numberState = 0
        }
        regionalRun = eff == .RI ? regionalRun + 1 : 0
        if eff != .SP { lastNonSpace = eff }
        prevPrev = prev
        prev = eff
        prevRaw = input.cls
        prevFWH = input.isEastAsianFWH
        prevPictographicUnassigned = input.isExtendedPictographicUnassigned
    }

    /// LB6–LB31 for the pair (prev, cur).
    @inline(__always)
    private func rule(_ input: Input, next: LineBreakClass?) -> LineBreakOpportunity {
        var cur = input.cls
        switch cur {
        case .BK, .CR, .LF, .NL, .SP, .ZW: return .prohibited  // LB6, LB7
        default: break
        }
        if prev == .ZW || (prev == .SP && lastNonSpace == .ZW) { return .allowed }  // LB8
        if prevRaw == .ZWJ { return .prohibited }  // LB8a
        if cur == .CM || cur == .ZWJ {
            if !LineBreakState.isBreakOrSpace(prev) { return .prohibited }  // LB9
            cur = .AL  // LB10
        }
        if cur == .WJ || prev == .WJ { return .prohibited }  // LB11
        if prev == .GL { return .prohibited }  // LB12
        if cur == .GL, prev != .SP, prev != .BA, prev != .HY { return .prohibited }  // LB12a
        switch cur {
        case .CL, .CP, .EX, .IS, .SY: return .prohibited  // LB13
        default: break
        }
        let afterSpaces = prev == .SP ? lastNonSpace : prev
        if afterSpaces == .OP { return .prohibited }  // LB14
        if cur == .OP, afterSpaces == .QU { return .prohibited }  // LB15
        if cur == .NS, afterSpaces == .CL || afterSpaces == .CP { return .prohibited }  // LB16
        if cur == .B2, afterSpaces == .B2 { return .prohibited }  // LB17
        if prev == .SP { return .allowed }  // LB18
        if cur == .QU || prev == .QU { return .prohibited }  // LB19
        if cur == .CB || prev == .CB { return .allowed }  // LB20
        if cur == .BA || cur == .HY || cur == .NS || prev == .BB { return .prohibited }  // LB21
        if prevPrev == .HL, prev == .HY || prev == .BA { return .prohibited }  // LB21a
        if prev == .SY, cur == .HL { return .prohibited }  // LB21b
        if cur == .IN { return .prohibited }  // LB22
        return numbersAndLetters(cur, next: next, curFWH: input.isEastAsianFWH)
    }

    /// LB23–LB31.
    @inline(__always)
    private func numbersAndLetters(_ cur: LineBreakClass, next: LineBreakClass?, curFWH: Bool) -> LineBreakOpportunity {
        let prevLetter = prev == .AL || prev == .HL
        let curLetter = cur == .AL || cur == .HL
        if (prevLetter && cur == .NU) || (prev == .NU && curLetter) { return .prohibited }  // LB23
        if prev == .PR, cur == .ID || cur == .EB || cur == .EM { return .prohibited }  // LB23a
        if cur == .PO, prev == .ID || prev == .EB || prev == .EM { return .prohibited }
        let prevAffix = prev == .PR || prev == .PO
        let curAffix = cur == .PR || cur == .PO
        if (prevAffix && curLetter) || (prevLetter && curAffix) { return .prohibited }  // LB24
        // LB25, tailored as UAX #14 Example 7.
        if cur == .NU, prevAffix || prev == .OP || prev == .HY { return .prohibited }
        if prevAffix, cur == .OP || cur == .HY, next == .NU { return .prohibited }
        if numberState == 1 {
            switch cur {
            case .NU, .SY, .IS, .CL, .CP, .PO, .PR: return .prohibited
            default: break
            }
        }
        if numberState == 2, curAffix { return .prohibited }
        if LineBreakState.isKorean(prev), LineBreakState.isKorean(cur) {  // LB26
            switch (prev, cur) {
            case (.JL, .JL), (.JL, .JV), (.JL, .H2), (.JL, .H3),
                (.JV, .JV), (.JV, .JT), (.H2, .JV), (.H2, .JT),
                (.JT, .JT), (.H3, .JT):
                return .prohibited
            default: break
            }
        }
        if LineBreakState.isKorean(prev), cur == .PO { return .prohibited }  // LB27
        if prev == .PR, LineBreakState.isKorean(cur) { return .prohibited }
        if prevLetter, curLetter { return .prohibited }  // LB28
        if prev == .IS, curLetter { return .prohibited }  // LB29
        if prevLetter || prev == .NU, cur == .OP, !curFWH { return .prohibited }  // LB30
        if prev == .CP, !prevFWH, curLetter || cur == .NU { return .prohibited }
        if prev == .RI, cur == .RI, regionalRun % 2 == 1 { return .prohibited }  // LB30a
        if cur == .EM, prev == .EB || prevPictographicUnassigned { return .prohibited }  // LB30b
        return .allowed  // LB31
    }

    @inline(__always)
    private static func isKorean(_ cls: LineBreakClass) -> Bool {
        switch cls {
        case .JL, .JV, .JT, .H2, .H3: return true
        default: return false
        }
    }
}
