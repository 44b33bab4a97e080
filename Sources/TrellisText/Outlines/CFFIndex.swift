/// A CFF INDEX (Adobe Technical Note #5176, §5; CFF2 uses a 32-bit count): a count, an offset
/// size, count + 1 one-based offsets, then the objects' data.
struct CFFIndex: Sendable {
    let reader: FontReader
    let count: Int
    private let offSize: Int
    private let offsetsAt: Int
    /// Where object data starts, minus one (offsets are one-based).
    private let dataBase: Int
    /// Bytes from the INDEX's start to its end.
    let byteLength: Int

    init(_ reader: FontReader, at start: Int, wideCount: Bool = false) throws(FontError) {
        self.reader = reader
        let count = wideCount ? Int(try reader.u32(start)) : Int(try reader.u16(start))
        let header = wideCount ? 4 : 2
        self.count = count
        guard count > 0 else {
            offSize = 0; offsetsAt = 0; dataBase = 0; byteLength = header
            return
        }
        let size = Int(try reader.u8(start + header))
        guard (1...4).contains(size) else { throw reader.error(start + header, "INDEX offSize \(size)") }
        offSize = size
        offsetsAt = start + header + 1
        dataBase = offsetsAt + (count + 1) * size - 1
        let last = try Self.offset(reader, offsetsAt + count * size, size)
        try reader.require(dataBase + 1, last - 1)
        byteLength = dataBase + last - start
    }

    private static func offset(_ reader: FontReader, _ at: Int, _ size: Int) throws(FontError) -> Int {
        var value = 0
        for k in 0..<size { value = value << 8 | Int(try reader.u8(at + k)) }
        return value
    }

    /// The byte range of object `i` within the reader.
    func range(_ i: Int) throws(FontError) -> Range<Int> {
        guard i >= 0, i < count else { throw reader.error(offsetsAt, "INDEX entry \(i) of \(count)") }
        let start = try Self.offset(reader, offsetsAt + i * offSize, offSize)
        let end = try Self.offset(reader, offsetsAt + (i + 1) * offSize, offSize)
        guard start >= 1, start <= end else { throw reader.error(offsetsAt + i * offSize, "INDEX offsets out of order") }
        try reader.require(dataBase + start, end - start)
        return (dataBase + start)..<(dataBase + end)
    }

    /// The subroutine number bias for an INDEX of this size (Type 2 charstrings, §4.7).
    var bias: Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }
}

/// A CFF DICT (Technical Note #5176, §4): operands then an operator; reads the entries TrellisText
/// needs as numbers keyed by operator (12 x escapes as 1200 + x).
struct CFFDict: Sendable {
    private(set) var entries: [Int: [Double]] = [:]

    init(_ reader: FontReader, range: Range<Int>) throws(FontError) {
        var operands: [Double] = []
        var at = range.lowerBound
        while at < range.upperBound {
            let b0 = Int(try reader.u8(at))
            switch b0 {
            case 0...27, 31:  // operators; 22–24 are CFF2's vsindex, blend (their operands are dropped) and vstore
                var key = b0
                at += 1
                if b0 == 12 { key = 1200 + Int(try reader.u8(at)); at += 1 }
                entries[key] = operands
                operands.removeAll(keepingCapacity: true)
                continue
            case 28: operands.append(Double(try reader.i16(at + 1))); at += 3
            case 29: operands.append(Double(Int32(bitPattern: try reader.u32(at + 1)))); at += 5
            case 30: operands.append(try Self.real(reader, &at))
            case 32...246: operands.append(Double(b0 - 139)); at += 1
            case 247...250: operands.append(Double((b0 - 247) * 256 + Int(try reader.u8(at + 1)) + 108)); at += 2
            case 251...254: operands.append(Double(-(b0 - 251) * 256 - Int(try reader.u8(at + 1)) - 108)); at += 2
            default: throw reader.error(at, "DICT byte \(b0)")
            }
            guard operands.count <= 513 else { throw reader.error(at, "DICT operand stack overflow") }
        }
    }

    /// A real number: nibbles 0–9, a point, E, E−, a minus sign, ending with 0xF.
    private static func real(_ reader: FontReader, _ at: inout Int) throws(FontError) -> Double {
        var text = ""
        at += 1
        while true {
            let byte = try reader.u8(at)
            at += 1
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text.append(Character(Unicode.Scalar(48 + nibble)))
                case 0xA: text.append(".")
                case 0xB: text.append("E")
                case 0xC: text.append("E-")
                case 0xE: text.append("-")
                case 0xF: return Double(text) ?? 0
                default: throw reader.error(at - 1, "DICT real nibble \(nibble)")
                }
            }
            guard text.count < 64 else { throw reader.error(at, "DICT real too long") }
        }
    }

    func int(_ key: Int, at index: Int = 0) -> Int? {
        guard let values = entries[key], index < values.count, let value = Int(exactly: values[index].rounded()) else { return nil }
        return value
    }
}
