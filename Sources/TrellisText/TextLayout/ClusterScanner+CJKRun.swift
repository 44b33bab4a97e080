/// The scanner's shortcut through runs of CJK text: kana, ideographs, CJK punctuation and
/// Hangul syllables, each its own cluster.
extension ClusterScanner {
    /// A scalar of U+3000–U+DFFF (UTF-8 lead byte E3–ED) that ``GraphemeShortcut`` calls simple,
    /// or nil when `bytes[at]` does not start one. Valid UTF-8 (a Swift string's) is assumed, as
    /// in ``decode(_:_:)``; the bounds are checked.
    @inline(__always)
    static func cjkScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32? {
        let lead = bytes[at]
        guard lead &- 0xE3 <= 0xED - 0xE3, at + 2 < bytes.count else { return nil }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[at + 1] & 0x3F) << 6 | UInt32(bytes[at + 2] & 0x3F)
        return GraphemeShortcut.isSimple(value) ? value : nil
    }

    /// Clusters of one scalar of U+3000–U+DFFF each, while the scalar after each is simple
    /// too (so a grapheme break follows it, ``GraphemeShortcut/alwaysBreaks(_:_:)``). Each is
    /// begun, fed to the line breaker and measured exactly as ``scanCluster`` would (no
    /// paragraph separator, emoji presentation or Arabic joining is in that range; the
    /// direction is already known), with the scanner's state in locals. Measured with the
    /// built-in metrics, or a chain of one face and the built-in metrics. Returns where the run
    /// ends (`start` when it does not apply).
    @inline(__always)
    mutating func scanCJKRun(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, table: UnicodeProperties.Table) -> Int {
        guard directionKnown, count > 0, !ClusterScanner.isParagraphSeparator(previousFirst), isBuiltinOnly || singleFace != nil,
              var value = ClusterScanner.cjkScalar(bytes, start)
        else { return start }
        let n = bytes.count
        var lineState = state
        var lineTailoring = tailoring
        var lastInput = pending
        var lastValue = pendingValue
        var lastCluster = pendingCluster
        var at = count
        var offset16 = utf16
        var found = 0
        var otherFaces = false
        let flags = buffers.flags, starts = buffers.clusterStart, points = buffers.points
        let face = singleFace
        var i = start
        while true {
            // The scalar after `value` must be simple for `value` to be a cluster of its own.
            let next = i + 3
            var following: UInt32? = nil
            if next < n {
                let byte = bytes[next]
                if byte < 0x80 {
                    if byte == 0x0D { break }
                } else if let cjk = ClusterScanner.cjkScalar(bytes, next) {
                    following = cjk
                } else {
                    var end = next
                    if !GraphemeShortcut.isSimple(ClusterScanner.decode(bytes, &end)) { break }
                }
            }
            let properties = UnicodeProperties(bits: table.pointer[Int(value)])
            // begin: a cluster of one scalar, no flags (no CJK scalar is a space or a break).
            starts[at] = offset16
            flags[at] = 0
            // feed: the opportunity before the previous scalar, now that this one is known.
            let input = breaker.input(for: value, properties)
            if let previous = lastInput {
                var opportunity = lineState.advance(previous, next: input.cls)
                if isBrowser { opportunity = lineTailoring.adjust(opportunity, before: lastValue) }
                if lastCluster >= 0, opportunity != .prohibited {
                    flags[lastCluster] |= opportunity.rawValue
                    found += 1
                }
            }
            (lastInput, lastValue, lastCluster) = (input, value, at)
            // record
            if let face {
                let glyph = face.glyph(for: value)
                if glyph != 0 {
                    points[at] = Double(Int32(face.advance(glyph))) * primaryScale
                    buffers.faceOf.unsafelyUnwrapped[at] = 0
                } else {
                    points[at] = Double(Int32(BuiltinMetrics.advance(first: value, properties: properties))) * builtinScale
                    buffers.faceOf.unsafelyUnwrapped[at] = 1
                    otherFaces = true
                }
                buffers.glyphs.unsafelyUnwrapped[at] = glyph
                buffers.firsts.unsafelyUnwrapped[at] = value
            } else {
                points[at] = Double(BuiltinMetrics.advance(first: value, properties: properties)) * scale
            }
            at += 1
            offset16 += 1
            i = next
            guard let following else { break }
            value = following
        }
        guard i > start else { return start }
        state = lineState
        tailoring = lineTailoring
        pending = lastInput
        pendingValue = lastValue
        pendingCluster = lastCluster
        previousFirst = lastValue
        count = at
        utf16 = offset16
        opportunities += found
        if otherFaces { usesOtherFaces = true }
        return i
    }
}
