/// Finds UAX #14 line-break opportunities.
///
/// Two layers: ``scalarOpportunities(_:)`` is UAX #14 over scalars (with
/// ``LineBreakOptions/uax14``, exactly what `LineBreakTest.txt` checks);
/// ``characterOpportunities(_:)`` never breaks inside a Swift `Character` (an extended grapheme
/// cluster), which is what layout uses. Both apply the options' tailorings, including the
/// browser style for spaces and ASCII punctuation (``LineBreakStyle``).
///
/// ```swift
/// let breaker = LineBreaker()
/// breaker.characterOpportunities("Hello world")[6] // .allowed (before "w")
/// ```
public struct LineBreaker: Sendable, Hashable {
    /// The tailoring applied.
    ///
    /// ```swift
    /// var breaker = LineBreaker()
    /// breaker.options.wordBreak = .keepAll
    /// ```
    public var options: LineBreakOptions

    /// Creates a line breaker with the given tailoring.
    public init(options: LineBreakOptions = LineBreakOptions()) {
        self.options = options
    }

    /// The opportunity before each scalar. Index 0 is always `.prohibited` (LB2); the break at
    /// the end of the text (LB3) is implied, not listed.
    ///
    /// - Complexity: O(n).
    public func scalarOpportunities(_ scalars: [Unicode.Scalar]) -> [LineBreakOpportunity] {
        var state = LineBreakState()
        var tailoring = BrowserTailoring()
        let isBrowser = options.style == .browser
        var result: [LineBreakOpportunity] = []
        result.reserveCapacity(scalars.count)
        var inputs: [LineBreakState.Input] = []
        inputs.reserveCapacity(scalars.count)
        for scalar in scalars {
            inputs.append(input(for: scalar.value))
        }
        for i in inputs.indices {
            let next = i + 1 < inputs.count ? inputs[i + 1].cls : nil
            let opportunity = state.advance(inputs[i], next: next)
            result.append(isBrowser ? tailoring.adjust(opportunity, before: scalars[i].value) : opportunity)
        }
        return result
    }

    /// The opportunity before each `Character` of `text`: the scalar-level opportunity at the
    /// character's first scalar. Breaks that UAX #14 would allow inside a character are dropped.
    ///
    /// - Complexity: O(n).
    public func characterOpportunities(_ text: String) -> [LineBreakOpportunity] {
        var state = LineBreakState()
        var result: [LineBreakOpportunity] = []
        var tailoring = BrowserTailoring()
        let isBrowser = options.style == .browser
        var pending: LineBreakState.Input?
        var pendingValue: UInt32 = 0
        var pendingIsFirst = false
        for character in text {
            var first = true
            for scalar in character.unicodeScalars {
                let current = input(for: scalar.value)
                if let previous = pending {
                    var opportunity = state.advance(previous, next: current.cls)
                    if isBrowser { opportunity = tailoring.adjust(opportunity, before: pendingValue) }
                    if pendingIsFirst { result.append(opportunity) }
                }
                pending = current
                pendingValue = scalar.value
                pendingIsFirst = first
                first = false
            }
        }
        if let previous = pending {
            var opportunity = state.advance(previous, next: nil)
            if isBrowser { opportunity = tailoring.adjust(opportunity, before: pendingValue) }
            if pendingIsFirst { result.append(opportunity) }
        }
        if options.wordBreak == .anywhere {
            for (i, character) in text.enumerated() where i > 0 && result[i] == .prohibited {
                if let first = character.unicodeScalars.first, !hangsOrBreaks(first.value) { result[i] = .allowed }
            }
        }
        return result
    }

    /// A space or tab (which hangs) or a line break (BK, CR, LF, NL): the clusters the scanner
    /// flags as hanging or newline, before which `.anywhere` adds no opportunity.
    private func hangsOrBreaks(_ value: UInt32) -> Bool {
        switch input(for: value).cls {
        case .BK, .CR, .LF, .NL: true
        default: value == 0x20 || value == 0x09
        }
    }

    /// The state-machine input for one scalar under these options.
    @inline(__always)
    func input(for value: UInt32) -> LineBreakState.Input {
        input(for: value, UnicodeProperties(value))
    }

    @inline(__always)
    func input(for value: UInt32, _ properties: UnicodeProperties) -> LineBreakState.Input {
        LineBreakState.Input(
            cls: options.resolve(properties.lineBreakClass, value),
            isEastAsianFWH: properties.isEastAsianFWH,
            isExtendedPictographicUnassigned: properties.isExtendedPictographicUnassigned
        )
    }
}
