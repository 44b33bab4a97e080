/// What a variable face's axis position changes in its metrics: advances (HVAR, read once for
/// every glyph) and vertical metrics (MVAR `hasc`, `hdsc`, `hlgp`). At the default instance,
/// or for a static font, nothing.
struct VariedMetrics {
    let variations: FontVariations?
    let coordinates: [Double]
    private let hvar: FontReader?
    private let mvar: FontReader?

    init(directory: TableDirectory, bytes: [UInt8], variation: [String: Double]) throws(FontError) {
        guard let fvar = directory.table("fvar", in: bytes) else {
            variations = nil
            coordinates = []
            hvar = nil
            mvar = nil
            return
        }
        let variations = try FontVariations(fvar)
        self.variations = variations
        let avar = try directory.table("avar", in: bytes).map { table throws(FontError) in
            try AxisMapping(table, axisCount: variations.axes.count)
        }
        let normalized = variations.normalize(variation, avar: avar)
        coordinates = normalized.allSatisfy { $0 == 0 } ? [] : normalized
        hvar = directory.table("HVAR", in: bytes)
        mvar = directory.table("MVAR", in: bytes)
    }

    /// Whether the font has HVAR (else a glyf font's advances vary through gvar's phantom points).
    var hasAdvanceVariations: Bool { hvar != nil }

    /// Every glyph's advance with its HVAR delta (rounded), or empty when nothing varies.
    /// A damaged HVAR leaves the default advances.
    func advances(numGlyphs: Int, default advance: (Int) -> Int) -> [Int32] {
        guard !coordinates.isEmpty, let hvar else { return [] }
        do throws(FontError) {
            let store = try ItemVariationStore(try hvar.sub(Int(try hvar.u32(4))), coordinates: coordinates)
            let mapOffset = Int(try hvar.u32(8))
            let map = mapOffset == 0 ? nil : DeltaSetIndexMap(try hvar.sub(mapOffset))
            var result: [Int32] = []
            result.reserveCapacity(numGlyphs)
            for glyph in 0..<numGlyphs {
                let (outer, inner) = try map?.lookup(glyph) ?? (0, glyph)
                let delta = try store.delta(outer: outer, inner: inner)
                result.append(Int32(clamping: advance(glyph) + Int(delta.rounded())))
            }
            return result
        } catch {
            return []
        }
    }

    /// The MVAR delta of a metric tag, rounded (0 without MVAR or at the default).
    func metricDelta(_ tag: String) -> Int {
        guard !coordinates.isEmpty, let mvar else { return 0 }
        do throws(FontError) {
            let recordSize = Int(try mvar.u16(6))
            let count = Int(try mvar.u16(8))
            let storeOffset = Int(try mvar.u16(10))
            guard recordSize >= 8, storeOffset != 0 else { return 0 }
            let store = try ItemVariationStore(try mvar.sub(storeOffset), coordinates: coordinates)
            let wanted = TableDirectory.tag(tag)
            for k in 0..<count where try mvar.u32(12 + recordSize * k) == wanted {
                let at = 12 + recordSize * k
                return Int(try store.delta(outer: Int(try mvar.u16(at + 4)), inner: Int(try mvar.u16(at + 6))).rounded())
            }
        } catch {
            return 0
        }
        return 0
    }
}
