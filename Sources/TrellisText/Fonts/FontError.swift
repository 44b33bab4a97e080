/// Why a font could not be loaded or found. Every read of font data is bounds-checked, so a
/// truncated or hostile file ends in one of these, naming the table and the offset.
///
/// ```swift
/// do { _ = try FontFace(contentsOf: "/tmp/broken.ttf") }
/// catch { print(error) } // "truncated: table 'hmtx' needs bytes at offset 4096"
/// ```
public enum FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String)
    /// The data does not start with a TrueType, OpenType or TrueType Collection header.
    case notAFont(tag: UInt32)
    /// A collection has fewer faces than the index asked for.
    case faceIndexOutOfRange(index: Int, count: Int)
    /// A required table (head, hhea, maxp, hmtx, cmap) is absent.
    case missingTable(String)
    /// A read past the end of a table (or of the file), at this offset from the table's start.
    case truncated(table: String, offset: Int)
    /// A value that the format does not allow, at this offset from the table's start.
    case malformed(table: String, offset: Int, reason: String)
    /// No font file on the search path has this family name.
    case familyNotFound(String)

    /// A readable sentence.
    public var description: String {
        switch self {
        case .unreadable(let path): return "cannot read font file \(path)"
        case .notAFont(let tag): return "not a font: unknown header tag 0x\(String(tag, radix: 16))"
        case .faceIndexOutOfRange(let index, let count): return "face \(index) asked for, the collection has \(count)"
        case .missingTable(let tag): return "missing required table '\(tag)'"
        case .truncated(let table, let offset): return "truncated: table '\(table)' needs bytes at offset \(offset)"
        case .malformed(let table, let offset, let reason): return "malformed table '\(table)' at offset \(offset): \(reason)"
        case .familyNotFound(let family): return "no font with family name '\(family)'"
        }
    }
}
