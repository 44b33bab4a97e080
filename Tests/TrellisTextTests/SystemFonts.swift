import Foundation

/// Paths of fonts Debian packages install; tests that need one are disabled
/// with `.enabled(if:)` and a reason when absent, so they show as skipped.
enum SystemFonts {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let liberationSans = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let notoEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let notoHebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"

    static func has(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Whether every path exists: the condition of a test's `.enabled(if:)` trait.
    static func hasAll(_ paths: [String]) -> Bool { paths.allSatisfy(has) }
}

extension SystemFonts {
    /// Inter's variable roman face (fonts-inter-variable): wght 100–900, HVAR, gvar.
    static let interVariable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
}

extension SystemFonts {
    /// Inter's variable face with both axes (fonts-inter-variable): wght 100–900, slnt −10–0.
    static let interVariableWithSlant = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
}
