/// Builds small, valid TrueType files in memory, so font parsing is tested on every machine.
///
/// Glyphs: 0 .notdef (500), 1 space (250), 2 A (600), 3 V (580), 4 W (800), 5 😀 U+1F600 (1000,
/// only in the format 12 cmap), 6 ARABIC LETTER BEH isolated form U+FE8F (1000, from the short
/// hmtx: numberOfHMetrics is 6 of 7 glyphs); 1000 units per em.
/// The `kern` table has A·V −80 and V·A −70; GPOS (when included) has A·V −100 through an
/// Extension lookup (PairPos format 1) and W·A −50 (PairPos format 2, by class).
struct TinyFont {
    var includeGPOS = true
    var includeKern = true
    var useTypoMetrics = false
    var familyName = "Tiny Test"

    static let advances: [UInt16] = [500, 250, 600, 580, 800, 1000, 1000]
    static let bmp: [(UInt32, UInt16)] = [(0x20, 1), (0x41, 2), (0x56, 3), (0x57, 4), (0xFE8F, 6)]
    static let astral: [(UInt32, UInt16)] = [(0x1F600, 5)]

    func build() -> [UInt8] {
        var tables: [(String, [UInt8])] = [
            ("OS/2", os2()), ("cmap", cmap()), ("head", head()), ("hhea", hhea()),
            ("hmtx", hmtx()), ("maxp", maxp()), ("name", name()),
        ]
        if includeKern { tables.append(("kern", kern())) }
        if includeGPOS { tables.append(("GPOS", gpos())) }
        tables.sort { $0.0 < $1.0 }
        return TinyFont.sfnt(tables)
    }

    /// A TrueType Collection holding `fonts`, each face with its own tables.
    static func collection(_ fonts: [TinyFont]) -> [UInt8] {
        let headerSize = 12 + 4 * fonts.count
        var out = Bytes()
        out.tag("ttcf"); out.u16(1); out.u16(0); out.u32(UInt32(fonts.count))
        var bodies: [[UInt8]] = []
        var offset = headerSize
        for font in fonts {
            var tables = [
                ("OS/2", font.os2()), ("cmap", font.cmap()), ("head", font.head()), ("hhea", font.hhea()),
                ("hmtx", font.hmtx()), ("maxp", font.maxp()), ("name", font.name()),
            ]
            tables.sort { $0.0 < $1.0 }
            let body = sfnt(tables, base: offset)
            out.u32(UInt32(offset))
            bodies.append(body)
            offset += body.count
        }
        for body in bodies { out.bytes += body }
        return out.bytes
    }

    /// Table directory plus tables; table offsets count from `base` (the file start).
    static func sfnt(_ tables: [(String, [UInt8])], base: Int = 0) -> [UInt8] {
        var out = Bytes()
        out.u32(0x0001_0000); out.u16(UInt16(tables.count)); out.u16(0); out.u16(0); out.u16(0)
        var offset = 12 + 16 * tables.count
        var data = Bytes()
        for (tag, table) in tables {
            out.tag(tag); out.u32(0); out.u32(UInt32(base + offset)); out.u32(UInt32(table.count))
            var padded = table
            while padded.count % 4 != 0 { padded.append(0) }
            data.bytes += padded
            offset += padded.count
        }
        return out.bytes + data.bytes
    }

    func head() -> [UInt8] {
        var b = Bytes()
        b.u32(0x0001_0000); b.u32(0x0001_0000); b.u32(0); b.u32(0x5F0F_3CF5)
        b.u16(0); b.u16(1000)  // flags, unitsPerEm
        b.zeros(16)  // created, modified
        b.i16(0); b.i16(-200); b.i16(1000); b.i16(800)  // bbox
        b.u16(0); b.u16(8); b.i16(2); b.i16(0); b.i16(0)
        return b.bytes
    }

    func hhea() -> [UInt8] {
        var b = Bytes()
        b.u32(0x0001_0000); b.i16(800); b.i16(-200); b.i16(90); b.u16(1000)
        b.zeros(22)
        b.u16(UInt16(TinyFont.advances.count - 1))  // numberOfHMetrics: one short, see hmtx()
        return b.bytes
    }

    /// numberOfHMetrics is one less than numGlyphs: the last glyph takes the last record's
    /// advance, exercising the short-hmtx rule.
    func hmtx() -> [UInt8] {
        var b = Bytes()
        for advance in TinyFont.advances.dropLast() { b.u16(advance); b.i16(0) }
        b.i16(0)  // lsb of the last glyph
        return b.bytes
    }

    func maxp() -> [UInt8] {
        var b = Bytes()
        b.u32(0x0000_5000); b.u16(UInt16(TinyFont.advances.count))
        return b.bytes
    }

    func os2() -> [UInt8] {
        var b = Bytes()
        b.u16(4); b.i16(555)  // version, xAvgCharWidth
        b.zeros(58)
        b.u16(useTypoMetrics ? 0x80 : 0x40)  // fsSelection at 62
        b.u16(0x20); b.u16(0xFFFF)
        b.i16(700); b.i16(-300); b.i16(100)  // typo ascender, descender, line gap at 68
        b.u16(900); b.u16(300)
        b.zeros(96 - 78)
        return b.bytes
    }

    func cmap() -> [UInt8] {
        let format4 = TinyFont.format4(TinyFont.bmp)
        let format12 = TinyFont.format12(TinyFont.bmp + TinyFont.astral)
        var b = Bytes()
        b.u16(0); b.u16(2)
        b.u16(3); b.u16(1); b.u32(20)
        b.u16(3); b.u16(10); b.u32(UInt32(20 + format4.count))
        return b.bytes + format4 + format12
    }

    static func format4(_ map: [(UInt32, UInt16)]) -> [UInt8] {
        let segments = map.map { (UInt16($0.0), $0.1) } + [(UInt16(0xFFFF), UInt16(0))]
        let segCount = segments.count
        var b = Bytes()
        b.u16(4); b.u16(UInt16(16 + 8 * segCount)); b.u16(0); b.u16(UInt16(2 * segCount))
        b.u16(0); b.u16(0); b.u16(0)
        for (code, _) in segments { b.u16(code) }
        b.u16(0)
        for (code, _) in segments { b.u16(code) }
        for (code, glyph) in segments { b.u16(code == 0xFFFF ? 1 : glyph &- code) }
        for _ in segments { b.u16(0) }
        return b.bytes
    }

    static func format12(_ map: [(UInt32, UInt16)]) -> [UInt8] {
        var b = Bytes()
        b.u16(12); b.u16(0); b.u32(UInt32(16 + 12 * map.count)); b.u32(0); b.u32(UInt32(map.count))
        for (code, glyph) in map { b.u32(code); b.u32(code); b.u32(UInt32(glyph)) }
        return b.bytes
    }

    func name() -> [UInt8] {
        let strings = [(UInt16(1), familyName), (UInt16(2), "Regular")]
        var storage = Bytes()
        var records = Bytes()
        for (id, value) in strings {
            let units = Array(value.utf16)
            records.u16(3); records.u16(1); records.u16(0x409); records.u16(id)
            records.u16(UInt16(2 * units.count)); records.u16(UInt16(storage.bytes.count))
            for unit in units { storage.u16(unit) }
        }
        var b = Bytes()
        b.u16(0); b.u16(UInt16(strings.count)); b.u16(UInt16(6 + records.bytes.count))
        return b.bytes + records.bytes + storage.bytes
    }

    func kern() -> [UInt8] {
        let pairs: [(UInt16, UInt16, Int16)] = [(2, 3, -80), (3, 2, -70)]
        var b = Bytes()
        b.u16(0); b.u16(1)
        b.u16(0); b.u16(UInt16(14 + 6 * pairs.count)); b.u16(0x0001)
        b.u16(UInt16(pairs.count)); b.u16(12); b.u16(1); b.u16(0)
        for (left, right, value) in pairs { b.u16(left); b.u16(right); b.i16(value) }
        return b.bytes
    }

    /// GPOS 1.0: an empty ScriptList, one `kern` feature using lookups 0 and 1.
    func gpos() -> [UInt8] {
        // PairPos format 1: coverage [A], one PairSet {V: xAdvance -100}.
        var pair1 = Bytes()
        pair1.u16(1); pair1.u16(12); pair1.u16(0x0004); pair1.u16(0); pair1.u16(1); pair1.u16(18)
        pair1.u16(1); pair1.u16(1); pair1.u16(2)  // coverage format 1 at 12: [2]
        pair1.u16(1); pair1.u16(3); pair1.i16(-100)  // PairSet at 18
        // Extension subtable wrapping it.
        var ext = Bytes()
        ext.u16(1); ext.u16(2); ext.u32(8)
        // PairPos format 2: coverage [W]; class1 W=1; class2 A=1; 2×2 records.
        var pair2 = Bytes()
        pair2.u16(2); pair2.u16(40); pair2.u16(0x0004); pair2.u16(0); pair2.u16(46); pair2.u16(54)
        pair2.u16(2); pair2.u16(2)
        for value: Int16 in [0, 0, 0, -50] { pair2.i16(value) }  // records at 16, 8 bytes... 4 × 2 B
        pair2.zeros(40 - 16 - 8)
        pair2.u16(1); pair2.u16(1); pair2.u16(4)  // coverage at 40: [4]
        pair2.u16(1); pair2.u16(4); pair2.u16(1); pair2.u16(1)  // ClassDef1 format 1 at 46: start 4, [1]
        pair2.u16(2); pair2.u16(1); pair2.u16(2); pair2.u16(2); pair2.u16(1)  // ClassDef2 format 2 at 54: 2..2 → 1
        // Lookups.
        var lookup0 = Bytes()
        lookup0.u16(9); lookup0.u16(0); lookup0.u16(1); lookup0.u16(8)
        let lookup0Bytes = lookup0.bytes + ext.bytes + pair1.bytes
        var lookup1 = Bytes()
        lookup1.u16(2); lookup1.u16(0); lookup1.u16(1); lookup1.u16(8)
        let lookup1Bytes = lookup1.bytes + pair2.bytes
        var lookupList = Bytes()
        lookupList.u16(2); lookupList.u16(6); lookupList.u16(UInt16(6 + lookup0Bytes.count))
        let lookupListBytes = lookupList.bytes + lookup0Bytes + lookup1Bytes
        var featureList = Bytes()
        featureList.u16(1); featureList.tag("kern"); featureList.u16(8)
        featureList.u16(0); featureList.u16(2); featureList.u16(0); featureList.u16(1)
        var scriptList = Bytes()
        scriptList.u16(0)
        var header = Bytes()
        header.u16(1); header.u16(0)
        header.u16(10); header.u16(UInt16(10 + scriptList.bytes.count))
        header.u16(UInt16(10 + scriptList.bytes.count + featureList.bytes.count))
        return header.bytes + scriptList.bytes + featureList.bytes + lookupListBytes
    }
}

/// A big-endian byte writer.
struct Bytes {
    var bytes: [UInt8] = []
    mutating func u16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    mutating func i16(_ value: Int16) { u16(UInt16(bitPattern: value)) }
    mutating func u32(_ value: UInt32) { u16(UInt16(value >> 16)); u16(UInt16(value & 0xFFFF)) }
    mutating func tag(_ value: String) { bytes += Array(value.utf8.prefix(4)) }
    mutating func zeros(_ count: Int) { bytes += [UInt8](repeating: 0, count: count) }
}

