/// Fonts for the small labels a template measures (reaction chips, large emoji, the album's
/// "+N"): the configured font's family at another size, so a label is measured with the face
/// it is drawn with (the bundled Noto Sans by default) and keeps the font's fallbacks.
extension Font {
    /// This font at `size`, with the fallbacks: for the bundled faces, the bundled face of
    /// `weight` (`Font.system(size:weight:)`); any other face as it is (a weight of another
    /// family would need a face the configuration does not name).
    func sibling(size: Double, weight: Font.Weight = .regular) -> Font {
        let face = self.face.isBundled ? Font.system(size: size, weight: weight).face : self.face
        return Font(face: face, size: size, fallbacks: fallbacks)
    }
}
