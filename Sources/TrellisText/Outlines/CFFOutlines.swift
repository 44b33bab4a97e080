/// Reads glyph outlines from a `CFF ` table (Adobe Technical Note #5176): the Top DICT's
/// CharStrings INDEX, the global and local subroutines, and for CID-keyed fonts the FDArray
/// and FDSelect that pick each glyph's Private DICT. `CFF2` is read by ``CFF2Outlines``.
struct CFFOutlines: Sendable {
    let table: FontReader
    let charStrings: CFFIndex
    let globalSubrs: CFFIndex
    /// Local subroutines per Font DICT (one entry for a name-keyed font).
    let localSubrs: [CFFIndex?]
    /// For CID-keyed fonts: the Font DICT of each glyph; nil means Font DICT 0.
    private let fdSelect: FDSelect?
    /// Glyph of each standard string id, for `seac` (name-keyed fonts only).
    private let glyphOfSID: [Int: UInt16]

    init(_ table: FontReader) throws(FontError) {
        self.table = table
        let headerSize = Int(try table.u8(2))
        let names = try CFFIndex(table, at: headerSize)
        let topDicts = try CFFIndex(table, at: headerSize + names.byteLength)
        let strings = try CFFIndex(table, at: headerSize + names.byteLength + topDicts.byteLength)
        globalSubrs = try CFFIndex(table, at: headerSize + names.byteLength + topDicts.byteLength + strings.byteLength)
        guard topDicts.count > 0 else { throw table.error(headerSize, "no Top DICT") }
        let top = try CFFDict(table, range: try topDicts.range(0))
        guard let charStringsAt = top.int(17) else { throw table.error(0, "no CharStrings") }
        charStrings = try CFFIndex(table, at: charStringsAt)

        if let fdArrayAt = top.int(1236), let fdSelectAt = top.int(1237) {  // CID-keyed
            let fdArray = try CFFIndex(table, at: fdArrayAt)
            var locals: [CFFIndex?] = []
            for i in 0..<min(fdArray.count, 256) {
                locals.append(try Self.localSubrs(table, fontDict: try CFFDict(table, range: try fdArray.range(i))))
            }
            localSubrs = locals
            fdSelect = try FDSelect(table, at: fdSelectAt, glyphCount: charStrings.count)
            glyphOfSID = [:]
        } else {
            localSubrs = [try Self.localSubrs(table, fontDict: top)]
            fdSelect = nil
            glyphOfSID = try Self.charset(table, at: top.int(15) ?? 0, glyphCount: charStrings.count)
        }
    }

    /// The Subrs INDEX of a (Top or Font) DICT's Private DICT; its offset is from the Private DICT.
    private static func localSubrs(_ table: FontReader, fontDict: CFFDict) throws(FontError) -> CFFIndex? {
        guard let size = fontDict.int(18, at: 0), let offset = fontDict.int(18, at: 1), size >= 0, offset >= 0 else { return nil }
        let privateDict = try CFFDict(table, range: offset..<(offset + size))
        guard let subrs = privateDict.int(19) else { return nil }
        return try CFFIndex(table, at: offset + subrs)
    }

    /// Charset: glyph → SID, inverted. Offsets 0–2 name the predefined charsets (0 ISOAdobe: gid = SID).
    private static func charset(_ table: FontReader, at offset: Int, glyphCount: Int) throws(FontError) -> [Int: UInt16] {
        var map: [Int: UInt16] = [:]
        guard glyphCount > 1 else { return map }
        if offset == 0 {
            for glyph in 1..<min(glyphCount, 229) { map[glyph] = UInt16(glyph) }
            return map
        }
        guard offset > 2 else { return map }  // Expert charsets: no standard-encoding accents
        let format = try table.u8(offset)
        var glyph = 1
        var at = offset + 1
        while glyph < glyphCount {
            switch format {
            case 0:
                map[Int(try table.u16(at))] = UInt16(glyph)
                glyph += 1; at += 2
            case 1, 2:
                let first = Int(try table.u16(at))
                let left = format == 1 ? Int(try table.u8(at + 2)) : Int(try table.u16(at + 2))
                at += format == 1 ? 3 : 4
                for k in 0...left where glyph < glyphCount {
                    map[first + k] = UInt16(glyph)
                    glyph += 1
                }
            default: throw table.error(offset, "charset format \(format)")
            }
        }
        return map
    }

    /// The outline of `glyph`, its charstring run with its Font DICT's subroutines.
    func outline(_ glyph: UInt16) throws(FontError) -> GlyphOutline {
        try outline(glyph, allowSeac: true)
    }

    private func outline(_ glyph: UInt16, allowSeac: Bool) throws(FontError) -> GlyphOutline {
        let fd = try fdSelect?.fontDict(of: Int(glyph)) ?? 0
        let local = fd < localSubrs.count ? localSubrs[fd] : nil
        var machine = Type2Charstring(table: table, globalSubrs: globalSubrs, localSubrs: local)
        try machine.run(try charStrings.range(Int(glyph)))
        var outline = GlyphOutline(elements: machine.elements)
        if let seac = machine.seac {  // an accented glyph from StandardEncoding codes (§ Appendix C)
            guard allowSeac else { throw table.error(0, "seac inside a seac component") }
            guard let base = component(seac.base), let accent = component(seac.accent) else {
                throw table.error(0, "seac names a glyph the font lacks")
            }
            outline.elements += try self.outline(base, allowSeac: false).elements
            outline.elements += try self.outline(accent, allowSeac: false).transformed(1, 0, 0, 1, seac.dx, seac.dy).elements
        }
        return outline
    }

    private func component(_ code: Int) -> UInt16? {
        guard code >= 0, code < CFFStandardEncoding.sids.count else { return nil }
        let sid = Int(CFFStandardEncoding.sids[code])
        return sid == 0 ? nil : glyphOfSID[sid]
    }
}

/// FDSelect formats 0 (one byte per glyph), 3 (ranges) and CFF2's 4 (ranges with 32-bit fields).
struct FDSelect: Sendable {
    let table: FontReader
    let format: UInt8
    let at: Int
    let ranges: Int

    init(_ table: FontReader, at offset: Int, glyphCount: Int) throws(FontError) {
        self.table = table
        format = try table.u8(offset)
        at = offset + 1
        switch format {
        case 0:
            try table.require(at, glyphCount)
            ranges = 0
        case 3:
            ranges = Int(try table.u16(at))
            try table.require(at + 2, ranges * 3 + 2)
        case 4:
            ranges = Int(try table.u32(at))
            try table.require(at + 4, ranges * 6 + 4)
        default: throw table.error(offset, "FDSelect format \(format)")
        }
    }

    func fontDict(of glyph: Int) throws(FontError) -> Int {
        if format == 0 { return Int(try table.u8(at + glyph)) }
        if format == 4 {
            var low = 0, high = ranges - 1, found = 0
            while low <= high {
                let mid = (low + high) / 2
                if Int(try table.u32(at + 4 + 6 * mid)) <= glyph { found = mid; low = mid + 1 } else { high = mid - 1 }
            }
            return Int(try table.u16(at + 4 + 6 * found + 4))
        }
        var low = 0, high = ranges - 1, found = 0
        while low <= high {  // the last range whose first glyph is ≤ glyph
            let mid = (low + high) / 2
            if Int(try table.u16(at + 2 + 3 * mid)) <= glyph { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return Int(try table.u8(at + 2 + 3 * found + 2))
    }
}
