extension FaceChain {
    /// One chain for the fonts of an attributed text: `fonts[0]`'s chain, then each other
    /// font's faces (first face, fallbacks, built-in metrics) appended as extra faces, so a
    /// cluster's face index names its run's face at its run's size. Returns the chain and the
    /// index of each font's first face; a font whose faces would pass face 255 (a cluster's
    /// face is one byte) gets base 0 and is measured with the first font.
    static func merged(_ fonts: [Font]) -> (chain: FaceChain, bases: [Int], chains: [FaceChain]) {
        var chain = FaceChain(font: fonts[0])
        var bases = [0]
        var chains = [chain]
        var faces: [FontFace] = []
        var metrics: [Metrics] = []
        for font in fonts.dropFirst() {
            let sub = FaceChain(font: font)
            chains.append(sub)
            guard chain.count + faces.count + sub.count <= 255 else { bases.append(0); continue }
            bases.append(chain.count + faces.count)
            for index in 0..<sub.count {
                faces.append(sub.face(index))
                metrics.append(sub.metrics(index))
            }
            chain.hasShaping = chain.hasShaping || sub.hasShaping
            chain.hasUnshapedContextual = chain.hasUnshapedContextual || sub.hasUnshapedContextual
        }
        if !faces.isEmpty { chain.extra = Extra(faces: faces, metrics: metrics) }
        // Several fonts keep per-cluster glyphs and faces even when all are built-in metrics.
        if fonts.count > 1 { chain.isBuiltinOnly = false }
        return (chain, bases, chains)
    }
}
