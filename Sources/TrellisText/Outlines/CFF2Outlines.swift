/// Reads glyph outlines from a `CFF2` table (OpenType spec, "CFF2 — Compact Font Format (CFF)
/// Version 2"): the Top DICT (not in an INDEX), the global subroutines, CharStrings, FDArray and
/// FDSelect (32-bit INDEX counts), and the VariationStore that charstrings' `blend` operators
/// read at the face's axis position.
///
/// Charstrings are Type 2 without widths or `endchar`; `vsindex` picks an ItemVariationData
/// (each Private DICT may set its default). At the default instance every region scalar is 0,
/// so `blend` keeps the default values.
struct CFF2Outlines: Sendable {
    let table: FontReader
    let charStrings: CFFIndex
    let globalSubrs: CFFIndex
    /// Local subroutines and default vsindex per Font DICT.
    private let fontDicts: [(subrs: CFFIndex?, vsindex: Int)]
    private let fdSelect: FDSelect?
    /// Per ItemVariationData, its regions' scalars at the coordinates (empty without a store).
    private let regionScalars: [[Double]]

    /// At most this many Font DICTs and ItemVariationData subtables are read.
    static let maximumDicts = 256

    init(_ table: FontReader, coordinates: [Double]) throws(FontError) {
        self.table = table
        guard try table.u8(0) == 2 else { throw table.error(0, "CFF2 major version \(try table.u8(0))") }
        let headerSize = Int(try table.u8(2))
        let topSize = Int(try table.u16(3))
        try table.require(headerSize, topSize)
        let top = try CFFDict(table, range: headerSize..<(headerSize + topSize))
        globalSubrs = try CFFIndex(table, at: headerSize + topSize, wideCount: true)
        guard let charStringsAt = top.int(17) else { throw table.error(headerSize, "no CharStrings") }
        charStrings = try CFFIndex(table, at: charStringsAt, wideCount: true)
        guard let fdArrayAt = top.int(1236) else { throw table.error(headerSize, "no FDArray") }
        let fdArray = try CFFIndex(table, at: fdArrayAt, wideCount: true)
        guard fdArray.count > 0, fdArray.count <= Self.maximumDicts else { throw table.error(fdArrayAt, "\(fdArray.count) Font DICTs") }
        var dicts: [(subrs: CFFIndex?, vsindex: Int)] = []
        for i in 0..<fdArray.count {
            dicts.append(try Self.privateDict(table, fontDict: try CFFDict(table, range: try fdArray.range(i))))
        }
        fontDicts = dicts
        if let at = top.int(1237) {
            fdSelect = try FDSelect(table, at: at, glyphCount: charStrings.count)
        } else {
            fdSelect = nil
        }
        var scalars: [[Double]] = []
        if let storeAt = top.int(24) {  // vstore: a u16 length, then an ItemVariationStore
            let store = try ItemVariationStore(try table.sub(storeAt + 2), coordinates: coordinates)
            let count = try store.dataCount()
            guard count <= Self.maximumDicts else { throw table.error(storeAt, "\(count) item variation data") }
            for k in 0..<count { scalars.append(try store.scalars(ofData: k)) }
        }
        regionScalars = scalars
    }

    /// A Font DICT's Private DICT: its local Subrs (offset from the Private DICT) and vsindex.
    private static func privateDict(_ table: FontReader, fontDict: CFFDict) throws(FontError) -> (subrs: CFFIndex?, vsindex: Int) {
        guard let size = fontDict.int(18, at: 0), let offset = fontDict.int(18, at: 1), size >= 0, offset >= 0 else { return (nil, 0) }
        let privateDict = try CFFDict(table, range: offset..<(offset + size))
        let vsindex = privateDict.int(22) ?? 0
        guard vsindex >= 0 else { throw table.error(offset, "vsindex \(vsindex)") }
        guard let subrs = privateDict.int(19) else { return (nil, vsindex) }
        return (try CFFIndex(table, at: offset + subrs, wideCount: true), vsindex)
    }

    /// The outline of `glyph`, its charstring blended at the face's position.
    func outline(_ glyph: UInt16) throws(FontError) -> GlyphOutline {
        let fd = try fdSelect?.fontDict(of: Int(glyph)) ?? 0
        guard fd < fontDicts.count else { throw table.error(0, "glyph \(glyph) in Font DICT \(fd) of \(fontDicts.count)") }
        var machine = Type2Charstring(cff2: table, globalSubrs: globalSubrs, localSubrs: fontDicts[fd].subrs,
                                      regionScalars: regionScalars, vsindex: fontDicts[fd].vsindex)
        try machine.run(try charStrings.range(Int(glyph)))
        return GlyphOutline(elements: machine.elements)
    }
}
