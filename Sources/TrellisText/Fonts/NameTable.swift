/// The `name` table strings TrellisText uses to find fonts by family.
struct NameTable: Sendable, Hashable {
    /// nameID 1 (family), preferring nameID 16 (typographic family) when present.
    var family: String?
    /// nameID 1 as written (the legacy family, e.g. "DejaVu Sans Condensed").
    var legacyFamily: String?
    /// nameID 2 or 17 (subfamily, e.g. "Bold").
    var style: String?
    /// nameID 4 (full name).
    var fullName: String?
    /// nameID 6 (PostScript name).
    var postScriptName: String?
    /// Font-specific names (nameID 256 and up: variable fonts' instance and axis names).
    var fontSpecific: [UInt16: String] = [:]

    /// A name by ID: the ones above, or a font-specific one.
    func name(id: Int) -> String? {
        switch id {
        case 1: return legacyFamily
        case 2, 17: return style
        case 4: return fullName
        case 6: return postScriptName
        case 16: return family
        default: return id >= 256 && id <= 0xFFFF ? fontSpecific[UInt16(id)] : nil
        }
    }

    init() {}

    /// Reads the name records; platform 3 (Windows) and 0 (Unicode) strings are UTF-16BE,
    /// platform 1 (Mac Roman) is read as ASCII. English (0x409) is preferred for Windows names.
    init(_ name: FontReader) throws(FontError) {
        let count = Int(try name.u16(2))
        let storage = Int(try name.u16(4))
        var best: [UInt16: (rank: Int, value: String)] = [:]
        for i in 0..<count {
            let at = 6 + 12 * i
            let platform = try name.u16(at)
            let language = try name.u16(at + 4)
            let nameID = try name.u16(at + 6)
            guard [1, 2, 4, 6, 16, 17].contains(nameID) || nameID >= 256 else { continue }
            let length = Int(try name.u16(at + 8))
            let offset = storage + Int(try name.u16(at + 10))
            let rank: Int
            var value = ""
            switch platform {
            case 0, 3:
                rank = platform == 3 && language == 0x409 ? 3 : 2
                var units: [UInt16] = []
                for j in stride(from: 0, to: length - 1, by: 2) { units.append(try name.u16(offset + j)) }
                value = String(decoding: units, as: UTF16.self)
            case 1:
                rank = language == 0 ? 1 : 0
                var bytes: [UInt8] = []
                for j in 0..<length { bytes.append(try name.u8(offset + j)) }
                value = String(decoding: bytes, as: UTF8.self)
            default:
                continue
            }
            if let existing = best[nameID], existing.rank >= rank { continue }
            best[nameID] = (rank, value)
        }
        legacyFamily = best[1]?.value
        family = best[16]?.value ?? best[1]?.value
        style = best[17]?.value ?? best[2]?.value
        fullName = best[4]?.value
        postScriptName = best[6]?.value
        for (id, entry) in best where id >= 256 { fontSpecific[id] = entry.value }
    }
}
