extension Font {
    /// The font whose face has the PostScript name or full name `name` (`UIFont(name:size:)`):
    /// the bundled Noto Sans faces (`NotoSans-Regular`, `Noto Sans Bold`, …) first, then the
    /// faces `registry` finds; nil when no face has that name, as UIFont returns nil. Exact
    /// matches win over matches without regard to case.
    ///
    /// ```swift
    /// let title = Font(name: "NotoSans-Bold", size: 20)
    /// let custom = Font(name: "Inter-Regular", size: 15, registry: registry) ?? .system(size: 15)
    /// ```
    /// - Complexity: the registry's first lookup scans its folders' `name` tables once.
    public init?(name: String, size: Double, registry: FontRegistry? = nil) {
        guard size.isFinite, size > 0 else { return nil }
        let bundled = [FontFace.standard, FontFace.standardBold].filter { !$0.isBuiltin }
        let lowered = name.lowercased()
        func names(_ face: FontFace) -> [String] {
            guard case .sfnt(let sfnt) = face.kind else { return [] }
            return [sfnt.names.postScriptName, sfnt.names.fullName].compactMap { $0 }
        }
        if let face = bundled.first(where: { names($0).contains(name) })
            ?? bundled.first(where: { names($0).contains { $0.lowercased() == lowered } })
            ?? registry?.face(named: name) {
            self.init(face: face, size: size)
        } else {
            return nil
        }
    }
}
