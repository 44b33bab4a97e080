/// One lookup of a GSUB or GPOS LookupList: its type, flags and subtables (Extension lookups,
/// GSUB type 7 and GPOS type 9, unwrapped to the type they hold).
struct LayoutLookup: Sendable {
    enum Flag {
        static let rightToLeft: UInt16 = 0x0001
        static let ignoreBaseGlyphs: UInt16 = 0x0002
        static let ignoreLigatures: UInt16 = 0x0004
        static let ignoreMarks: UInt16 = 0x0008
        static let useMarkFilteringSet: UInt16 = 0x0010
        static let markAttachmentTypeMask: UInt16 = 0xFF00
    }

    /// The lookup type, after unwrapping Extension subtables.
    let type: UInt16
    let flag: UInt16
    /// The GDEF mark glyph set used when `flag` has UseMarkFilteringSet.
    let markFilteringSet: Int
    let subtables: [FontReader]
    /// The lookup's index in its LookupList.
    let index: Int
    /// The glyphs at which it can match (nil: try it at every glyph).
    let digest: LookupDigest?
    /// A pair lookup's results for printable-ASCII pairs (nil for other lookups).
    var pairMemo: PairMemo?

    /// Reads lookup `index` of `lookupList`. `extensionType` is 7 for GSUB, 9 for GPOS.
    init(_ lookupList: FontReader, index: Int, extensionType: UInt16) throws(FontError) {
        let lookup = try lookupList.sub(Int(try lookupList.u16(2 + 2 * index)))
        var type = try lookup.u16(0)
        flag = try lookup.u16(2)
        let count = Int(try lookup.u16(4))
        markFilteringSet = flag & Flag.useMarkFilteringSet != 0 ? Int(try lookup.u16(6 + 2 * count)) : 0
        var subtables: [FontReader] = []
        subtables.reserveCapacity(count)
        let wrapped = type == extensionType
        for k in 0..<count {
            var subtable = try lookup.sub(Int(try lookup.u16(6 + 2 * k)))
            if wrapped {  // Extension: format 1, the real type, an Offset32 from the extension subtable
                let inner = try subtable.u16(2)
                guard inner != extensionType else { throw subtable.error(2, "extension of an extension") }
                if k == 0 { type = inner } else if inner != type { continue }
                subtable = try subtable.sub(Int(try subtable.u32(4)))
            }
            subtables.append(subtable)
        }
        self.type = type
        self.subtables = subtables
        self.index = index
        digest = LookupDigest(type: type, subtables: subtables, isPositioning: extensionType == 9)
    }
}

extension FontReader {
    /// The coverage index of `glyph` in the Coverage table at `offset`, nil when not covered.
    @inline(__always)
    func coverage(at offset: Int, _ glyph: UInt16) throws(FontError) -> Int? {
        try PairPositioning.coverage(try sub(offset), glyph)
    }

    /// Calls `body` with every glyph this Coverage table lists, taking them from `budget`.
    /// - Throws: when the table cannot be read, has an unknown format, or lists more glyphs
    ///   than `budget` has left.
    func forEachCoveredGlyph(budget: inout Int, _ body: (UInt16) -> Void) throws(FontError) {
        let format = try u16(0)
        let count = Int(try u16(2))
        if format == 1 {
            budget -= count
            guard budget >= 0 else { throw error(2, "coverage too long") }
            for k in 0..<count { body(try u16(4 + 2 * k)) }
            return
        }
        guard format == 2 else { throw error(0, "coverage format \(format)") }
        for k in 0..<count {
            let start = try u16(4 + 6 * k), end = try u16(6 + 6 * k)
            guard start <= end else { continue }
            budget -= Int(end - start) + 1
            guard budget >= 0 else { throw error(4 + 6 * k, "coverage too long") }
            for glyph in start...end { body(glyph) }
        }
    }

    /// The class of `glyph` in the ClassDef table at `offset` (0 when unlisted).
    @inline(__always)
    func glyphClass(at offset: Int, _ glyph: UInt16) throws(FontError) -> Int {
        try PairPositioning.glyphClass(try sub(offset), glyph)
    }

    /// The table at the Offset16 stored at `field`.
    @inline(__always)
    func offset16(_ field: Int) throws(FontError) -> FontReader {
        try sub(Int(try u16(field)))
    }
}
