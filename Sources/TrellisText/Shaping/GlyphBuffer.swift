/// The glyphs of one run while it is shaped: in logical order, each with the cluster it came
/// from, its GDEF class, ligature bookkeeping (for mark-to-ligature), its Arabic form, and, once
/// positioning starts, its advance and offsets in font units.
struct GlyphBuffer {
    struct Info {
        var glyph: UInt16
        /// Index of the ``ClusterScanner`` cluster (grapheme) the glyph came from.
        var cluster: Int32
        /// The scalar the glyph was mapped from (kept through single substitutions).
        var scalar: UInt32
        /// GDEF class (``GlyphDefinitions/GlyphClass``), or from Unicode without GDEF.
        var glyphClass: UInt8
        /// Nonzero for a ligature made here and for the marks inside it.
        var ligatureID: UInt8 = 0
        /// For a mark inside a ligature: the (1-based) component it follows; 0 otherwise.
        var ligatureComponent: UInt8 = 0
        /// How many components a ligature made here has (0: not one).
        var componentCount: UInt8 = 0
        /// ``ArabicForms/Form`` raw value (0: no form feature applies).
        var form: UInt8 = 0
        /// Made by a multiple substitution (mark-to-base then looks past it to the first one).
        var isMultiplied = false
    }

    struct Position {
        var xAdvance: Int32 = 0
        var xOffset: Int32 = 0
        var yOffset: Int32 = 0
        /// The part of `xAdvance` that pair positioning added towards the next cluster.
        var pairAdjustment: Int32 = 0
        /// Offset to the glyph this one attaches to (0: none), and whether as a mark.
        var attachTo: Int32 = 0
        var attachIsMark = false
    }

    var infos: [Info]
    var positions: [Position] = []
    var count: Int { infos.count }
    private var nextLigatureID: UInt8 = 1

    init(infos: [Info]) {
        self.infos = infos
    }

    mutating func newLigatureID() -> UInt8 {
        let id = nextLigatureID
        nextLigatureID = nextLigatureID == 255 ? 1 : nextLigatureID + 1
        return id
    }

    @inline(__always)
    func isMark(_ i: Int) -> Bool { infos[i].glyphClass == GlyphDefinitions.GlyphClass.mark }
}
