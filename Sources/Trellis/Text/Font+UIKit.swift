import TrellisText

// UIFont's class methods, so `label.font = .systemFont(ofSize: 15, weight: .semibold)` ports
// by renaming `UIFont` to `Font`. Trellis's system font is the bundled Noto Sans (Regular
// below `.semibold`, Bold from it), the same on every machine; a font file's face is
// `Font(face: try FontFace(contentsOf: path), size: 17)`.
extension Font {
    /// The system font at `size` points and the nearest shipped weight (UIFont's
    /// `systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        system(size: size, weight: weight)
    }

    /// The bold system font at `size` points (UIFont's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font {
        system(size: size, weight: .bold)
    }
}
