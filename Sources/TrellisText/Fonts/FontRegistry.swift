import Foundation
import Synchronization

/// Finds fonts by family name in font folders and builds fallback chains.
///
/// Folders are scanned lazily (only the `name` tables are read) the first time a family is
/// looked up; loaded faces are kept, so a 20 MB collection is parsed once. Thread-safe.
///
/// ```swift
/// let registry = FontRegistry()
/// let face = try registry.face(family: "DejaVu Sans")
/// let font = Font(face: face, size: 17, fallbacks: registry.fallbackFaces(language: "ja"))
/// ```
public final class FontRegistry: Sendable {
    /// Everything the registry learns, behind one lock.
    private struct State {
        var directories: [String]
        var entries: [FontFileScanner.Entry]?
        var loaded: [String: FontFace] = [:]
        /// File contents by path, shared by the faces of one collection.
        var files: [String: [UInt8]] = [:]
    }

    private let state: Mutex<State>

    /// The usual font folders: Linux (`/usr/share/fonts`, `/usr/local/share/fonts`, `~/.fonts`,
    /// `~/.local/share/fonts`) and macOS (`/System/Library/Fonts`, `/Library/Fonts`, `~/Library/Fonts`).
    public static var systemDirectories: [String] {
        let home = NSHomeDirectory()
        return [
            "/usr/share/fonts", "/usr/local/share/fonts", home + "/.fonts", home + "/.local/share/fonts",
            "/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts",
        ]
    }

    /// Creates a registry over `directories` (the system folders by default).
    public init(directories: [String] = FontRegistry.systemDirectories) {
        state = Mutex(State(directories: directories))
    }

    /// Adds a folder of the app's own fonts; it is searched before the others.
    public func addDirectory(_ path: String) {
        state.withLock { state in
            state.directories.insert(path, at: 0)
            state.entries = nil
        }
    }

    /// Every family name found, sorted.
    public var familyNames: [String] {
        Array(Set(scanned().compactMap(\.names.family))).sorted()
    }

    /// The face of `family` (matched without regard to case, also against legacy family, full
    /// and PostScript names) with the given style, or the family's regular face.
    ///
    /// - Throws: ``FontError/familyNotFound(_:)`` when no font has that name, or the error of a
    ///   damaged file.
    public func face(family: String, style: String? = nil) throws(FontError) -> FontFace {
        let wanted = family.lowercased()
        let candidates = scanned().filter { entry in
            [entry.names.family, entry.names.legacyFamily, entry.names.fullName, entry.names.postScriptName]
                .contains { $0?.lowercased() == wanted }
        }
        let wantedStyle = (style ?? "Regular").lowercased()
        let styled = candidates.first { ($0.names.style ?? "regular").lowercased() == wantedStyle }
        let regular = candidates.first { ["regular", "book", "normal"].contains(($0.names.style ?? "regular").lowercased()) }
        guard let entry = styled ?? regular ?? candidates.first else { throw .familyNotFound(family) }
        return try load(entry.path, entry.faceIndex)
    }

    /// The face whose PostScript name or full name is `name` (exact match first, then without
    /// regard to case), or nil: the lookup `UIFont(name:size:)` does.
    public func face(named name: String) -> FontFace? {
        let entries = scanned()
        let lowered = name.lowercased()
        let entry = entries.first { $0.names.postScriptName == name || $0.names.fullName == name }
            ?? entries.first { $0.names.postScriptName?.lowercased() == lowered || $0.names.fullName?.lowercased() == lowered }
        guard let entry else { return nil }
        return try? load(entry.path, entry.faceIndex)
    }

    /// The faces to fall back to, in order: Noto Sans CJK (the face for `language`: `ja` JP,
    /// `ko` KR, `zh-Hans` SC, `zh-Hant` TC, `zh-HK` HK; JP without a language), Noto Color
    /// Emoji, Noto Sans Arabic, Noto Sans Hebrew. Families that are not installed are skipped.
    public func fallbackFaces(language: String? = nil) -> [FontFace] {
        let families = [FontRegistry.cjkFamily(language: language), "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Hebrew"]
        return families.compactMap { try? face(family: $0) }
    }

    /// The Noto Sans CJK family for a BCP 47 language tag.
    static func cjkFamily(language: String?) -> String {
        let tag = (language ?? "ja").lowercased().replacingOccurrences(of: "_", with: "-")
        let region: String
        if tag.hasPrefix("ko") {
            region = "KR"
        } else if tag.hasPrefix("zh") {
            if tag.contains("hk") || tag.contains("mo") {
                region = "HK"
            } else if tag.contains("hant") || tag.contains("tw") {
                region = "TC"
            } else {
                region = "SC"
            }
        } else {
            region = "JP"
        }
        return "Noto Sans CJK \(region)"
    }

    private func scanned() -> [FontFileScanner.Entry] {
        state.withLock { state in
            if let entries = state.entries { return entries }
            var found: [FontFileScanner.Entry] = []
            for directory in state.directories {
                for path in FontFileScanner.fontFiles(in: directory) {
                    found += FontFileScanner.entries(path: path)
                }
            }
            state.entries = found
            return found
        }
    }

    private func load(_ path: String, _ index: Int) throws(FontError) -> FontFace {
        let key = "\(path)#\(index)"
        if let face = state.withLock({ $0.loaded[key] }) { return face }
        var bytes = state.withLock { $0.files[path] }
        if bytes == nil {
            guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
            bytes = [UInt8](data)
        }
        let contents = bytes ?? []
        let face = try FontFace(bytes: contents, faceIndex: index, identifier: key)
        state.withLock { state in
            state.files[path] = contents
            state.loaded[key] = face
        }
        return face
    }
}
