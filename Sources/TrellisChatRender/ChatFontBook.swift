import Foundation
import TrellisChat
import TrellisRender

/// The faces a scene's text uses, each with a CSS family name: the font's own family for
/// SVG, and a private `trellis-N` family bound by `@font-face` to the font for HTML, so a
/// browser draws the glyph widths Trellis measured: the font file itself embedded as a data
/// URL when it is at most ``embeddedSizeLimit`` bytes (the bundled Noto Sans, DejaVu Sans),
/// so the page renders the same on any machine; else the installed font or its file URL. Built-in metrics map to the theme's family
/// list (Helvetica widths; a browser's may differ).
struct ChatFontBook {
    struct Face {
        let face: FontFace
        /// `trellis-0`, `trellis-1`...
        let cssName: String
        /// The file path from the face identifier (`path#index`).
        let path: String
    }

    private(set) var faces: [Face] = []
    /// Primary face identifier to its chain: the face and its fallbacks (indices into `faces`).
    private var chains: [String: [Int]] = [:]
    /// Primary face identifier to its CSS weight (faces that are not regular).
    private var weights: [String: String] = [:]
    /// Primary face identifier to its CSS family lists (``family(for:web:)``), made once.
    private var families: [String: (own: String, web: String)] = [:]
    let builtinFamily: String

    init(fonts: [Font], builtinFamily: String) {
        self.builtinFamily = builtinFamily
        for font in fonts where !font.face.isBuiltin {
            guard chains[font.face.identifier] == nil else { continue }
            var chain: [Int] = []
            for face in [font.face] + font.fallbacks where !face.isBuiltin { chain.append(index(of: face)) }
            chains[font.face.identifier] = chain
            weights[font.face.identifier] = Self.weight(of: font.face)
        }
        for (identifier, chain) in chains {
            families[identifier] = (family(ofChain: chain, web: false), family(ofChain: chain, web: true))
        }
    }

    private mutating func index(of face: FontFace) -> Int {
        if let index = faces.firstIndex(where: { $0.face.identifier == face.identifier }) { return index }
        let identifier = face.identifier
        let path = identifier.lastIndex(of: "#").map { String(identifier[..<$0]) } ?? identifier
        faces.append(Face(face: face, cssName: "trellis-\(faces.count)", path: path))
        return faces.count - 1
    }

    /// The CSS `font-family` for text measured with the face `identifier`.
    /// - Parameter web: private `@font-face` names (HTML) rather than the fonts' own families.
    func family(for identifier: String, web: Bool) -> String {
        guard identifier != "builtin", let families = families[identifier] else { return builtinFamily }
        return web ? families.web : families.own
    }

    /// The CSS family list of a chain: its faces' own families or their private names.
    private func family(ofChain chain: [Int], web: Bool) -> String {
        let names = chain.map { web ? Self.quoted(faces[$0].cssName) : Self.quoted(faces[$0].face.familyName) }
        return (names + ["sans-serif"]).joined(separator: ", ")
    }

    /// The CSS `font-weight` for live text of the face `identifier`, read from its style name
    /// ("Bold", "SemiBold", "Black"...); nil for a regular face or one the scene does not name.
    func weight(for identifier: String) -> String? { weights[identifier] }

    /// The weight of a face from its style name, nil for a regular one.
    private static func weight(of face: FontFace) -> String? {
        let style = face.styleName.lowercased().replacingOccurrences(of: " ", with: "")
        for (name, weight) in styleWeights where style.contains(name) { return weight }
        return nil
    }

    /// Style-name words and their CSS weights, the longer names first ("semibold" before "bold").
    private static let styleWeights: [(String, String)] = [
        ("extrabold", "800"), ("ultrabold", "800"), ("semibold", "600"), ("demibold", "600"), ("bold", "700"),
        ("black", "900"), ("heavy", "900"), ("medium", "500"), ("extralight", "200"), ("ultralight", "200"),
        ("light", "300"), ("thin", "100"),
    ]

    /// Whether any text uses a real font.
    var usesFontFiles: Bool { !faces.isEmpty }

    /// Larger fonts (CJK collections, colour emoji) are bound by name and file URL instead of
    /// being embedded.
    static let embeddedSizeLimit = 4 << 20

    /// `@font-face` rules binding each private family to its font: embedded as a base64 data
    /// URL, or (too large to embed) the installed font of that name, then its file.
    var fontFaceRules: String {
        faces.map { face in
            if let bytes = face.face.fileData, bytes.count <= Self.embeddedSizeLimit {
                return "@font-face{font-family:\(Self.quoted(face.cssName));src:url(data:font/ttf;base64,\(Data(bytes).base64EncodedString()))}"
            }
            let family = face.face.familyName
            let local = ["\(family) \(face.face.styleName)", family].map { "local(\(Self.quoted($0)))" }
            let url = "url(\(Self.quoted("file://" + face.path.split(separator: "/", omittingEmptySubsequences: false).map(Self.percentEncoded).joined(separator: "/"))))"
            return "@font-face{font-family:\(Self.quoted(face.cssName));src:\((local + [url]).joined(separator: ","))}"
        }.joined(separator: "\n")
    }

    static func quoted(_ name: String) -> String {
        "'" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// A path segment with everything but unreserved characters percent-encoded.
    static func percentEncoded(_ segment: Substring) -> String {
        var result = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
