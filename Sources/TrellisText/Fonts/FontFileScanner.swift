import Foundation

/// Reads just enough of a font file (header, table directory, `name`) to list its faces,
/// without loading the whole file: a CJK collection is 20 MB.
enum FontFileScanner {
    struct Entry: Sendable {
        let path: String
        let faceIndex: Int
        let names: NameTable
    }

    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Every font file below `directory`, recursively.
    static func fontFiles(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if extensions.contains(ext) { files.append((directory as NSString).appendingPathComponent(relative)) }
        }
        return files.sorted()
    }

    /// The faces of one file; a damaged file yields none.
    static func entries(path: String) -> [Entry] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        func read(_ offset: Int, _ length: Int) -> [UInt8] {
            guard offset >= 0, length > 0, (try? handle.seek(toOffset: UInt64(offset))) != nil,
                  let data = try? handle.read(upToCount: length) else { return [] }
            return [UInt8](data)
        }
        let header = read(0, 12)
        let file = FontReader(bytes: header, table: "header")
        guard let tag = try? file.u32(0) else { return [] }
        var directories: [Int] = [0]
        if tag == TableDirectory.ttcf {
            guard let count = try? Int(file.u32(8)), count > 0, count < 1000 else { return [] }
            let offsets = FontReader(bytes: read(12, 4 * count), table: "header")
            directories = (0..<count).compactMap { try? Int(offsets.u32(4 * $0)) }
        }
        var entries: [Entry] = []
        for (index, start) in directories.enumerated() {
            let head = FontReader(bytes: read(start, 12), table: "header")
            guard let numTables = try? Int(head.u16(4)) else { continue }
            let records = FontReader(bytes: read(start + 12, 16 * numTables), table: "header")
            for i in 0..<numTables {
                guard let recordTag = try? records.u32(16 * i), recordTag == TableDirectory.tag("name"),
                      let offset = try? Int(records.u32(16 * i + 8)),
                      let length = try? Int(records.u32(16 * i + 12)), length < 1 << 22 else { continue }
                let name = FontReader(bytes: read(offset, length), table: "name")
                if let names = try? NameTable(name) { entries.append(Entry(path: path, faceIndex: index, names: names)) }
            }
        }
        return entries
    }
}
