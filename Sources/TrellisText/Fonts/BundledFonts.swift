import Foundation

/// The fonts shipped as TrellisText resources: Noto Sans Regular and Bold, subset to Latin,
/// Greek and Cyrillic (`Resources/Fonts/README.md`, licence in `OFL.txt`).
enum BundledFonts {
    static let regular = load("NotoSans-Regular")
    static let bold = load("NotoSans-Bold")

    /// The face, or the built-in metrics if the resource cannot be read (a damaged install).
    private static func load(_ name: String) -> FontFace {
        guard let url = Bundle.module.url(forResource: "Fonts/\(name)", withExtension: "ttf"),
              let data = try? Data(contentsOf: url),
              let face = try? FontFace(bytes: [UInt8](data), identifier: "trellis:\(name)")
        else { return .builtin }
        return face
    }
}

extension FontFace {
    /// Noto Sans Regular, shipped with TrellisText: the default face, with real outlines, so
    /// text measures and draws the same on every machine.
    ///
    /// Its identifier is `trellis:NotoSans-Regular`. CJK and emoji are not in it; they fall
    /// back to the font's fallbacks, then to the built-in metrics (1 em, 1.245 em).
    public static var standard: FontFace { BundledFonts.regular }

    /// Noto Sans Bold, shipped with TrellisText (identifier `trellis:NotoSans-Bold`).
    public static var standardBold: FontFace { BundledFonts.bold }

    /// The bundled face with `identifier` (``standard`` or ``standardBold``), or nil: lets a
    /// renderer draw text measured with a bundled face it was not handed.
    package static func bundled(identifier: String) -> FontFace? {
        switch identifier {
        case BundledFonts.regular.identifier: BundledFonts.regular
        case BundledFonts.bold.identifier: BundledFonts.bold
        default: nil
        }
    }

    /// Whether this is one of the bundled faces.
    package var isBundled: Bool { self == BundledFonts.regular || self == BundledFonts.bold }
}

extension Font {
    /// A font weight, resolved against the bundled family: Regular up to `.medium`, Bold from
    /// `.semibold` (the two weights TrellisText ships).
    public enum Weight: Int, Sendable, Hashable, CaseIterable {
        /// 100.
        case ultraLight = 100
        /// 200.
        case thin = 200
        /// 300.
        case light = 300
        /// 400.
        case regular = 400
        /// 500.
        case medium = 500
        /// 600.
        case semibold = 600
        /// 700.
        case bold = 700
        /// 800.
        case heavy = 800
        /// 900.
        case black = 900
    }

    /// The bundled Noto Sans at `size` and the nearest shipped weight: deterministic on every
    /// machine, and drawable as outlines.
    ///
    /// ```swift
    /// let body = Font.system(size: 17)
    /// let title = Font.system(size: 17, weight: .bold)
    /// ```
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(face: weight.rawValue >= Weight.semibold.rawValue ? .standardBold : .standard, size: size)
    }

    /// The bundled Noto Sans Bold at `size`.
    public static func bold(size: Double) -> Font { system(size: size, weight: .bold) }
}
