/// The scanner's shortcuts through runs of ASCII, where the line-break state after the run is
/// known without running the rules scalar by scalar. Each gives exactly what the general path
/// (``ClusterScanner/scanASCIIByte(_:table:)``, one scalar at a time) gives, which
/// `ScanShortcutTests` checks on random text.
extension ClusterScanner {
    /// U+0020–U+007E.
    @inline(__always)
    static func isPrintable(_ value: UInt32) -> Bool {
        value &- 0x20 < 0x5F
    }

    /// Browser style: a run of printable ASCII (U+0020–U+007E), each scalar its own cluster,
    /// when the scalar pending in the line breaker and the one before it are printable too.
    /// Between two printable scalars the browser table decides the opportunity from the two
    /// and the one before (``BrowserTailoring/printableOpportunity(_:_:_:)``), so the UAX #14
    /// rules only move their state (``LineBreakState/acceptPrintable(_:)``). A scalar followed
    /// by a non-ASCII byte (which might extend its cluster) or that the first face does not
    /// map ends the run; the last scalar stays pending, as in the general path. Taken once
    /// the paragraph's direction is known (no printable scalar starts a paragraph). Returns
    /// where the run ends (`start` when it does not apply).
    ///
    /// Its entry check (``asciiRunMayStart``) is inlined into ``scan(_:)``, so the many printable
    /// scalars that cannot start a run (about eleven in twelve in the chat corpus) pay no call.
    @inline(__always)
    mutating func scanASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, table: UnicodeProperties.Table) -> Int {
        guard asciiRunMayStart else { return start }
        return scanCheckedASCIIRun(bytes, start, table: table)
    }

    /// Whether a printable-ASCII run may start here: the paragraph's direction is known and the
    /// pending scalar, the last cluster's, and the one before it are printable.
    @inline(__always)
    var asciiRunMayStart: Bool {
        directionKnown && pending != nil && pendingCluster == count - 1 && ClusterScanner.isPrintable(pendingValue)
            && ClusterScanner.isPrintable(tailoring.lastScalar)
    }

    /// ``scanASCIIRun(_:_:table:)`` once its entry check passed.
    ///
    /// Not inlined into ``scan(_:)``: on its own the loop keeps its state in registers (inlined,
    /// most of it was spilled to the stack on every scalar).
    @inline(never)
    private mutating func scanCheckedASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int,
                                              table: UnicodeProperties.Table) -> Int {
        guard let face = asciiFace else { return printableRun(bytes, start, table: table, glyphTable: nil, advanceTable: nil) }
        return face.withASCIITables { glyphs, advances in
            printableRun(bytes, start, table: table, glyphTable: glyphs, advanceTable: advances)
        }
    }

    /// The loop of ``scanASCIIRun(_:_:table:)``, its conditions checked: measured by the first
    /// face's ASCII tables (`glyphTable`, `advanceTable`, indexed by scalar) or, when they are
    /// nil, by the built-in metrics.
    @inline(__always)
    private mutating func printableRun(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, table: UnicodeProperties.Table,
        glyphTable: UnsafePointer<UInt16>?, advanceTable: UnsafePointer<Int32>?
    ) -> Int {
        // Everything the loop changes lives in locals (the buffers are raw pointers that could
        // alias `self`, so fields would be stored back on every scalar), written back at the end.
        let n = bytes.count
        var before = tailoring.secondLastScalar
        var a = tailoring.lastScalar
        var p = pendingValue
        var input = pending.unsafelyUnwrapped
        var lineState = state
        var at = count
        var offset16 = utf16
        var found = 0
        let flags = buffers.flags, starts = buffers.clusterStart, points = buffers.points
        let glyphsOut = buffers.glyphs, faceOf = buffers.faceOf, firsts = buffers.firsts
        let scale = scale, primaryScale = primaryScale
        var i = start
        while i < n {
            let byte = bytes[i]
            guard ClusterScanner.isPrintable(UInt32(byte)), i + 1 == n || bytes[i + 1] < 0x80 else { break }
            // `byte` is below 0x7F: in range of the 128-entry tables.
            let glyph = glyphTable?[Int(byte)] ?? 1
            if glyph == 0 { break }
            // The opportunity before the pending scalar `p`, now that its successor is known.
            let opportunity = BrowserTailoring.printableOpportunity(before, a, p)
            if opportunity != .prohibited {
                flags[at - 1] |= opportunity.rawValue
                found += 1
            }
            lineState.acceptPrintable(input)
            let value = UInt32(byte)
            // Printable ASCII keeps its class under every option (`LineBreakOptions.resolve`).
            let properties = UnicodeProperties(bits: table.pointer[Int(byte)])
            (before, a, p) = (a, p, value)
            input = LineBreakState.Input(cls: properties.lineBreakClass, isEastAsianFWH: properties.isEastAsianFWH,
                                         isExtendedPictographicUnassigned: properties.isExtendedPictographicUnassigned)
            // The cluster: no paragraph starts after a printable scalar, and the direction is known.
            starts[at] = offset16
            flags[at] = byte == 0x20 ? Flag.hangingSpace : 0
            if let advanceTable {
                // As ``writeASCII(_:_:at:)``: an SFNT chain has the glyph, face and first buffers.
                points[at] = Double(advanceTable[Int(byte)]) * primaryScale
                glyphsOut.unsafelyUnwrapped[at] = glyph
                faceOf.unsafelyUnwrapped[at] = 0
                firsts.unsafelyUnwrapped[at] = value
            } else {
                points[at] = Double(BuiltinMetrics.ascii[Int(byte) - 0x20]) * scale
            }
            at += 1
            offset16 += 1
            i += 1
        }
        guard i > start else { return start }
        state = lineState
        tailoring.skip(last: a, lastLast: before)
        count = at
        utf16 = offset16
        opportunities += found
        pending = input
        pendingValue = p
        pendingCluster = at - 1
        previousFirst = p
        return i
    }

    /// A run of ASCII words, each letter its own cluster, when the scalar pending in the line
    /// breaker is a letter after a letter. Inside a word every opportunity is "no break"
    /// (LB28, and an empty row of the browser table); a single space followed by two letters is
    /// crossed too: "no break" before the space (LB7), a hanging space, and "break allowed"
    /// before the next word (LB18; the browser table agrees after a space). The line
    /// breaker's state after the run is known, so only the clusters are written and the pending
    /// scalar moves to the run's last letter. Returns where the run ends (`start` when the
    /// shortcut does not apply).
    /// Built-in metrics, or a first face that maps every ASCII letter; a letter followed by a
    /// non-ASCII scalar is left to the full path.
    @inline(__always)
    mutating func scanLetterRun(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        guard isBuiltinOnly || asciiFace != nil, directionKnown, let previous = pending, previous.cls == .AL, pendingCluster == count - 1,
              pendingValue < 0x80, ClusterScanner.isLetter(UInt8(pendingValue)), state.isAfterLetter
        else { return start }
        let n = bytes.count
        var i = start
        /// Whether `bytes[at]` is a letter the run may take (the next byte is ASCII).
        func isRunLetter(_ at: Int) -> Bool {
            at < n && ClusterScanner.isLetter(bytes[at]) && (at + 1 == n || bytes[at + 1] < 0x80)
        }
        while true {
            while isRunLetter(i) {
                writeRunCluster(bytes[i], flags: 0)
                i += 1
            }
            guard crossesSpaces, i + 2 < n, bytes[i] == 0x20, isRunLetter(i + 1), isRunLetter(i + 2) else { break }
            writeRunCluster(0x20, flags: Flag.hangingSpace)
            writeRunCluster(bytes[i + 1], flags: LineBreakOpportunity.allowed.rawValue)
            opportunities += 1
            i += 2
        }
        let length = i - start
        guard length > 0 else { return start }
        // The scalars before the new pending one, as the tailoring would have seen them.
        let older = tailoring.lastScalar
        let last = length >= 2 ? UInt32(bytes[i - 2]) : pendingValue
        let lastLast = length >= 3 ? UInt32(bytes[i - 3]) : length == 2 ? pendingValue : older
        if isBrowser { tailoring.skip(last: last, lastLast: lastLast) }
        // The accepted scalars end with `last`, a letter; before it a letter or the space.
        state.acceptLetters(afterSpace: lastLast == 0x20)
        let value = UInt32(bytes[i - 1])
        pending = LineBreakState.Input(cls: .AL, isEastAsianFWH: false, isExtendedPictographicUnassigned: false)
        pendingValue = value
        pendingCluster = count - 1
        previousFirst = value
        return i
    }

    /// Writes one cluster of a letter run: ASCII `byte`, measured by the first face or the
    /// built-in metrics.
    @inline(__always)
    mutating func writeRunCluster(_ byte: UInt8, flags: UInt8) {
        buffers.clusterStart[count] = utf16
        buffers.flags[count] = flags
        if let face = asciiFace {
            writeASCII(byte, face, at: count)
        } else {
            buffers.points[count] = Double(BuiltinMetrics.ascii[Int(byte) - 0x20]) * scale
        }
        count += 1
        utf16 += 1
    }
}
