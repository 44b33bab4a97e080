import Foundation

/// Shapes one run of one face and script, as HarfBuzz's OpenType shaper does for the scripts
/// of ``ShapingScript``: characters to glyphs (a cluster of a base and combining marks is
/// composed when the font has the precomposed glyph), Arabic joining forms, the GSUB steps,
/// advances from `hmtx`, the GPOS steps, marks' advances zeroed and attachments resolved, and
/// default-ignorable characters drawn as nothing.
enum RunShaper {
    /// One run's glyphs in logical order, in font units.
    struct Output {
        var glyphs: [UInt16] = []
        /// The cluster index (``ClusterScanner``'s) each glyph belongs to, non-decreasing.
        var clusters: [Int32] = []
        var advances: [Int32] = []
        var xOffsets: [Int32] = []
        var yOffsets: [Int32] = []
        /// The part of each glyph's advance that pair positioning added towards the next cluster.
        var pairAdjustments: [Int32] = []

        /// Orders the glyphs by cluster, keeping the order within a cluster (for a lookup
        /// that moved a glyph before an earlier cluster's).
        mutating func sortByCluster() {
            let order = clusters.indices.sorted { (clusters[$0], $0) < (clusters[$1], $1) }
            glyphs = order.map { glyphs[$0] }
            clusters = order.map { clusters[$0] }
            advances = order.map { advances[$0] }
            xOffsets = order.map { xOffsets[$0] }
            yOffsets = order.map { yOffsets[$0] }
            pairAdjustments = order.map { pairAdjustments[$0] }
        }
    }

    /// The clusters of one run: cluster `first + k` holds `scalars[bounds[k]..<bounds[k + 1]]`,
    /// in logical order (one flat array, not an array per cluster).
    struct Clusters {
        var first: Int32 = 0
        var scalars: [UInt32] = []
        var bounds: [Int32] = [0]
        var count: Int { bounds.count - 1 }
    }

    static func shape(_ clusters: Clusters, face: SFNTFace, shaping: FaceShaping,
                      script: ShapingScript, kerning: Bool) -> Output {
        var infos: [GlyphBuffer.Info] = []
        infos.reserveCapacity(clusters.scalars.count + 4)
        let gdef = shaping.gdef
        func append(_ scalar: UInt32, _ index: Int32) {
            let glyph = face.glyph(for: scalar)
            infos.append(GlyphBuffer.Info(glyph: glyph, cluster: index, scalar: scalar, glyphClass: glyphClass(glyph, scalar, gdef)))
        }
        for k in 0..<clusters.count {
            let index = clusters.first + Int32(k)
            let from = Int(clusters.bounds[k]), to = Int(clusters.bounds[k + 1])
            if to - from == 1 {
                append(clusters.scalars[from], index)
            } else {
                for scalar in composed(Array(clusters.scalars[from..<to]), face: face) { append(scalar, index) }
            }
        }
        var buffer = GlyphBuffer(infos: infos)
        let rightToLeft = script.isRightToLeft
        if script == .arabic { ArabicForms.assign(&buffer) }
        if let substitution = shaping.substitution {
            substitution.run(shaping.substitutionSteps[Int(script.rawValue)], on: &buffer, rightToLeft: rightToLeft)
        }
        buffer.positions = buffer.infos.map { info in
            GlyphBuffer.Position(xAdvance: DefaultIgnorable.contains(info.scalar) ? 0 : Int32(face.advance(info.glyph)))
        }
        if let positioning = shaping.positioning {
            var steps = shaping.positioningSteps[Int(script.rawValue)]
            if !kerning { steps.removeAll { shaping.kernLookups.contains($0.lookup) } }
            positioning.run(steps, on: &buffer, rightToLeft: rightToLeft)
        }
        Positioning.resolveAttachments(&buffer, rightToLeft: rightToLeft)
        var output = Output()
        let n = buffer.infos.count
        output.glyphs.reserveCapacity(n)
        output.clusters.reserveCapacity(n)
        output.advances.reserveCapacity(n)
        output.xOffsets.reserveCapacity(n)
        output.yOffsets.reserveCapacity(n)
        output.pairAdjustments.reserveCapacity(n)
        let space = face.glyph(for: 0x20)
        for (info, position) in zip(buffer.infos, buffer.positions) {
            let hidden = DefaultIgnorable.contains(info.scalar)
            output.glyphs.append(hidden ? space : info.glyph)
            output.clusters.append(info.cluster)
            output.advances.append(hidden ? 0 : position.xAdvance)
            output.xOffsets.append(hidden ? 0 : position.xOffset)
            output.yOffsets.append(hidden ? 0 : position.yOffset)
            output.pairAdjustments.append(hidden ? 0 : position.pairAdjustment)
        }
        if !zip(output.clusters, output.clusters.dropFirst()).allSatisfy({ $0 <= $1 }) { output.sortByCluster() }
        return output
    }

    /// A mark's class from GDEF, or from Unicode (nonspacing and enclosing marks) without one.
    private static func glyphClass(_ glyph: UInt16, _ scalar: UInt32, _ gdef: GlyphDefinitions) -> UInt8 {
        if gdef.hasGlyphClasses { return gdef.glyphClass(glyph) }
        guard scalar >= 0x300, let value = Unicode.Scalar(scalar) else { return GlyphDefinitions.GlyphClass.base }
        switch value.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return GlyphDefinitions.GlyphClass.mark
        default: return GlyphDefinitions.GlyphClass.base
        }
    }

    /// A cluster of several scalars as HarfBuzz normalizes it: in canonical composition (NFC)
    /// when the font has a glyph for every composed scalar, else as written; then its marks in
    /// canonical order by (HarfBuzz's modified) combining class, a stable sort between
    /// starters.
    private static func composed(_ scalars: [UInt32], face: SFNTFace) -> [UInt32] {
        guard scalars.count > 1, scalars[1] >= 0x300 else { return scalars }
        var text = String.UnicodeScalarView()
        for scalar in scalars { if let value = Unicode.Scalar(scalar) { text.append(value) } }
        let nfc = String(text).precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
        var result = nfc.allSatisfy({ face.glyph(for: $0) != 0 }) ? nfc : scalars
        var k = 1
        while k < result.count {  // sort each run of marks (nonzero classes)
            guard combiningClass(result[k]) != 0 else { k += 1; continue }
            var end = k
            while end < result.count, combiningClass(result[end]) != 0 { end += 1 }
            let sorted = result[k..<end].enumerated().sorted { a, b in
                let ca = combiningClass(a.element), cb = combiningClass(b.element)
                return ca != cb ? ca < cb : a.offset < b.offset
            }.map(\.element)
            result.replaceSubrange(k..<end, with: sorted)
            k = end
        }
        return result
    }

    /// The canonical combining class, with HarfBuzz's reordering of the Hebrew (10–26) and
    /// Arabic (27–35) classes so that marks come in the order fonts expect.
    private static func combiningClass(_ scalar: UInt32) -> Int {
        guard scalar >= 0x300, let value = Unicode.Scalar(scalar) else { return 0 }
        let ccc = Int(value.properties.canonicalCombiningClass.rawValue)
        switch ccc {
        case 10...26: return [22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26][ccc - 10]
        case 27...35: return [28, 29, 30, 31, 32, 33, 27, 34, 35][ccc - 27]
        default: return ccc
        }
    }
}
