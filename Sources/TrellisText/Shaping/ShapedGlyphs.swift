/// The glyphs of the shaped runs of one text, kept for drawing: per cluster, the range of its
/// glyphs, and per glyph its id, advance and offsets in font units. Clusters of runs that were
/// not shaped have `isShaped` false and draw as before (one glyph, marks after it).
struct ShapedGlyphs: Sendable {
    var glyphs: [UInt16] = []
    var advances: [Int32] = []
    var xOffsets: [Int32] = []
    var yOffsets: [Int32] = []
    /// Where each cluster's glyphs start (count + 1 entries).
    var start: [Int32] = []
    var isShaped: [Bool] = []
}
