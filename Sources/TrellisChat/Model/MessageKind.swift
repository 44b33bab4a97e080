/// What a message shows. Every kind has a built-in template; `custom` messages use the
/// template an app registers for their type (or the visible "unsupported message" cell).
///
/// ```swift
/// let kinds: [MessageKind] = [.text("Hi"), .image(pixelSize: Size(width: 1200, height: 800)),
///                             .voice(duration: 12), .custom(type: "poll", payload: ["q": "Lunch?"])]
/// ```
public enum MessageKind: Hashable, Sendable {
    /// Plain text (any script, emoji, URLs).
    case text(String)
    /// A picture of the given pixel size, shown aspect-fit in a box.
    case image(pixelSize: Size)
    /// A file card.
    case file(FileAttachment)
    /// A shared location card.
    case location(title: String, address: String)
    /// A contact card.
    case contact(name: String, detail: String)
    /// A voice clip; the bubble grows with its duration (seconds).
    case voice(duration: Double)
    /// Several pictures in one grid (2–10 shown, "+N" beyond the style's tile count), with an
    /// optional caption below.
    case album(images: [Size], caption: String)
    /// A centred notice ("Alice joined the group").
    case system(String)
    /// An app-defined type with a string payload.
    case custom(type: String, payload: [String: String])

    /// The key templates are registered under: `"text"`, `"image"`, `"file"`, `"location"`,
    /// `"contact"`, `"voice"`, `"album"`, `"system"`, or the custom type.
    public var typeKey: String {
        switch self {
        case .text: "text"
        case .image: "image"
        case .file: "file"
        case .location: "location"
        case .contact: "contact"
        case .voice: "voice"
        case .album: "album"
        case .system: "system"
        case .custom(let type, _): type
        }
    }
}

/// A file attachment's name, size and suffix.
///
/// ```swift
/// let report = FileAttachment(name: "Q3 report.pdf", byteSize: 2_400_000)
/// report.suffix          // "pdf"
/// report.readableSize    // "2.3 MB"
/// ```
public struct FileAttachment: Hashable, Sendable {
    /// The file name shown.
    public var name: String
    /// The size in bytes.
    public var byteSize: Int64
    /// The lower-cased suffix choosing the icon (from the name unless given).
    public var suffix: String

    /// Creates an attachment; the suffix defaults to the name's extension.
    public init(name: String, byteSize: Int64, suffix: String? = nil) {
        self.name = name
        self.byteSize = byteSize
        if let suffix {
            self.suffix = suffix.lowercased()
        } else if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex {
            self.suffix = String(name[name.index(after: dot)...]).lowercased()
        } else {
            self.suffix = ""
        }
    }

    /// The size for people: bytes below 1 KB, else KB, MB or GB (powers of 1024) with one
    /// decimal.
    ///
    /// ```swift
    /// FileAttachment(name: "a", byteSize: 512).readableSize     // "512 B"
    /// FileAttachment(name: "a", byteSize: 1536).readableSize    // "1.5 KB"
    /// ```
    public var readableSize: String { Self.readableSize(byteSize) }

    /// `bytes` for people (see ``readableSize``).
    public static func readableSize(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(max(0, bytes)) B" }
        let units = ["KB", "MB", "GB"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024 - 0.05 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        // At most Int64.max / 1024³ ≈ 8.6e9 GB here, so ten times it fits an Int.
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    /// The icon for the suffix.
    public var icon: FileIcon { FileIcon(suffix: suffix) }
}

/// The type icon of a file card, chosen by suffix.
public enum FileIcon: String, Sendable, Hashable, CaseIterable {
    case pdf, document, spreadsheet, presentation, archive, image, audio, video, text, code, generic

    /// The icon for a suffix (case-insensitive); `.generic` for anything unknown.
    public init(suffix: String) {
        switch suffix.lowercased() {
        case "pdf": self = .pdf
        case "doc", "docx", "pages", "rtf", "odt": self = .document
        case "xls", "xlsx", "csv", "numbers", "ods": self = .spreadsheet
        case "ppt", "pptx", "key", "odp": self = .presentation
        case "zip", "rar", "7z", "tar", "gz", "tgz", "bz2", "xz": self = .archive
        case "jpg", "jpeg", "png", "gif", "heic", "webp", "bmp", "svg": self = .image
        case "mp3", "wav", "m4a", "aac", "flac", "ogg", "amr": self = .audio
        case "mp4", "mov", "avi", "mkv", "webm": self = .video
        case "txt", "md", "log": self = .text
        case "swift", "c", "h", "cpp", "js", "ts", "py", "json", "html", "css", "java", "kt", "go", "rs": self = .code
        default: self = .generic
        }
    }

    /// The image name renderers look up (`"file.pdf"`, `"file.generic"`...).
    public var imageName: String { "file.\(rawValue)" }
}
