/// A GPOS ValueRecord read whole: placement and advance adjustments, each with the delta of
/// its device table at the face's axis position (``DeviceVariations``).
///
/// Fields appear in ValueFormat bit order (x/y placement, x/y advance, then the four device
/// offsets). Device offsets count from `deviceBase`: the PairSet for PairPos format 1, the
/// subtable otherwise, as HarfBuzz reads them.
struct ValueRecord: Sendable {
    var xPlacement: Int32 = 0
    var yPlacement: Int32 = 0
    var xAdvance: Int32 = 0
    var yAdvance: Int32 = 0

    /// The size in bytes of a ValueRecord of `format` (two per field set in its low byte).
    @inline(__always)
    static func size(_ format: UInt16) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    /// The record's values without device deltas (what a static face, or a format without
    /// device offsets, needs).
    @inline(__always)
    init(_ table: FontReader, at offset: Int, format: UInt16) throws(FontError) {
        var at = offset
        if format & 0x01 != 0 { xPlacement = Int32(try table.i16(at)); at += 2 }
        if format & 0x02 != 0 { yPlacement = Int32(try table.i16(at)); at += 2 }
        if format & 0x04 != 0 { xAdvance = Int32(try table.i16(at)); at += 2 }
        if format & 0x08 != 0 { yAdvance = Int32(try table.i16(at)) }
    }

    /// The record's values with their device tables' deltas (out of line: only variable
    /// faces with device offsets come here, and the shaping loop stays small).
    @inline(never)
    init(_ table: FontReader, at offset: Int, format: UInt16, deviceBase: FontReader,
         variations: DeviceVariations) throws(FontError) {
        try self.init(table, at: offset, format: format)
        guard format & 0xF0 != 0, !variations.isEmpty else { return }
        var at = offset + 2 * (format & 0x0F).nonzeroBitCount
        func device() throws(FontError) -> Int32 {
            defer { at += 2 }
            return variations.delta(deviceBase, deviceAt: Int(try table.u16(at)))
        }
        if format & 0x10 != 0 { xPlacement += try device() }
        if format & 0x20 != 0 { yPlacement += try device() }
        if format & 0x40 != 0 { xAdvance += try device() }
        if format & 0x80 != 0 { yAdvance += try device() }
    }

    /// Only the x-advance (with its device delta) of the record at `offset`: what kerning needs.
    @inline(__always)
    static func xAdvance(_ table: FontReader, at offset: Int, format: UInt16, deviceBase: FontReader,
                         variations: DeviceVariations) throws(FontError) -> Int {
        guard format & 0x44 != 0 else { return 0 }
        var value = 0
        if format & 0x04 != 0 { value = Int(try table.i16(offset + 2 * (format & 0x03).nonzeroBitCount)) }
        if format & 0x40 != 0, !variations.isEmpty {
            let field = offset + 2 * (format & 0x3F).nonzeroBitCount
            value += Int(variations.delta(deviceBase, deviceAt: Int(try table.u16(field))))
        }
        return value
    }
}
