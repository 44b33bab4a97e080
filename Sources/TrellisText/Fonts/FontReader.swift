/// A bounds-checked big-endian view of one table (or of the whole file).
///
/// Offsets are relative to the table's start; every read checks them against the table's
/// length and the file's size and throws ``FontError/truncated(table:offset:)`` otherwise.
struct FontReader: Sendable {
    let bytes: [UInt8]
    let table: String
    /// Where the table starts in `bytes`.
    let base: Int
    /// How many bytes the table may use.
    let length: Int

    init(bytes: [UInt8], table: String, base: Int = 0, length: Int? = nil) {
        self.bytes = bytes
        self.table = table
        self.base = base
        let available = max(0, bytes.count - base)
        self.length = min(length ?? available, available)
    }

    @inline(__always)
    private func check(_ offset: Int, _ size: Int) throws(FontError) -> Int {
        guard offset >= 0, size >= 0, offset <= length - size else {
            throw .truncated(table: table, offset: offset)
        }
        return base + offset
    }

    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        bytes[try check(offset, 1)]
    }

    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        let at = try check(offset, 2)
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    func i16(_ offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        let at = try check(offset, 4)
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// Throws unless `size` bytes are readable at `offset`.
    func require(_ offset: Int, _ size: Int) throws(FontError) {
        _ = try check(offset, size)
    }

    /// A reader for the part of this table that starts at `offset`.
    func sub(_ offset: Int, length: Int? = nil) throws(FontError) -> FontReader {
        let start = try check(offset, 0)
        let remaining = self.length - offset
        return FontReader(bytes: bytes, table: table, base: start, length: min(length ?? remaining, remaining))
    }

    func error(_ offset: Int, _ reason: String) -> FontError {
        .malformed(table: table, offset: offset, reason: reason)
    }
}

/// The table directory of one face: tag → (offset, length) from the file's start.
struct TableDirectory: Sendable {
    struct Record: Sendable {
        let offset: Int
        let length: Int
    }

    let records: [UInt32: Record]
    let isCFF: Bool

    static let ttcf: UInt32 = 0x7474_6366  // 'ttcf'

    /// How many faces the data holds: numFonts for a collection, 1 for a single font.
    static func faceCount(_ bytes: [UInt8]) throws(FontError) -> Int {
        let file = FontReader(bytes: bytes, table: "header")
        let tag = try file.u32(0)
        if tag == ttcf { return Int(try file.u32(8)) }
        try validateVersion(tag)
        return 1
    }

    private static func validateVersion(_ tag: UInt32) throws(FontError) {
        // 0x00010000 TrueType, 'OTTO' CFF, 'true' Apple TrueType.
        guard tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565 else { throw .notAFont(tag: tag) }
    }

    /// Reads face `index` (0 for a single font).
    init(bytes: [UInt8], faceIndex index: Int) throws(FontError) {
        let file = FontReader(bytes: bytes, table: "header")
        var start = 0
        if try file.u32(0) == TableDirectory.ttcf {
            let count = Int(try file.u32(8))
            guard index >= 0, index < count else { throw .faceIndexOutOfRange(index: index, count: count) }
            start = Int(try file.u32(12 + 4 * index))
        } else if index != 0 {
            throw .faceIndexOutOfRange(index: index, count: 1)
        }
        let version = try file.u32(start)
        try TableDirectory.validateVersion(version)
        let numTables = Int(try file.u16(start + 4))
        var records: [UInt32: Record] = [:]
        for i in 0..<numTables {
            let at = start + 12 + 16 * i
            let tag = try file.u32(at)
            let offset = Int(try file.u32(at + 8))
            let length = Int(try file.u32(at + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw .truncated(table: TableDirectory.name(tag), offset: offset)
            }
            records[tag] = Record(offset: offset, length: length)
        }
        self.records = records
        self.isCFF = version == 0x4F54_544F
    }

    /// A reader over the table `tag` (a four-letter tag), or nil if the face lacks it.
    func table(_ tag: String, in bytes: [UInt8]) -> FontReader? {
        guard let record = records[TableDirectory.tag(tag)] else { return nil }
        return FontReader(bytes: bytes, table: tag, base: record.offset, length: record.length)
    }

    func require(_ tag: String, in bytes: [UInt8]) throws(FontError) -> FontReader {
        guard let reader = table(tag, in: bytes) else { throw .missingTable(tag) }
        return reader
    }

    func has(_ tag: String) -> Bool { records[TableDirectory.tag(tag)] != nil }

    static func tag(_ string: String) -> UInt32 {
        var value: UInt32 = 0
        for byte in string.utf8.prefix(4) { value = value << 8 | UInt32(byte) }
        for _ in string.utf8.count..<4 { value = value << 8 | 0x20 }
        return value
    }

    static func name(_ tag: UInt32) -> String {
        let scalars = [24, 16, 8, 0].compactMap { Unicode.Scalar((tag >> UInt32($0)) & 0xFF) }
        return String(String.UnicodeScalarView(scalars))
    }
}
