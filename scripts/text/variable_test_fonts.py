#!/usr/bin/env python3
"""Builds the small variable fonts TrellisText's variation tests read, with fontTools' FontBuilder:

- Tests/TrellisTextTests/Fixtures/tiny-gvar.ttf: two axes (wght 100-400-900, wdth 75-100-125) and
  gvar tuples of every kind the reader handles: deltas for all points, sparse points whose
  neighbours are inferred (a contour with one touched point, one with none), shared and
  private point numbers, shared and embedded peaks, an intermediate region, phantom points,
  and a composite whose component offsets vary (one component with a 2x2 transform), and a
  left phantom point that moves (the glyph is drawn shifted by it); and a STAT table with
  axis value formats 1-4.

- Tests/TrellisTextTests/Fixtures/tiny-cff2.otf: see tiny_cff2.
- Tests/TrellisTextTests/Fixtures/tiny-gpos-var.ttf: variable GPOS kerning and anchors (tiny_gpos_var).

Run: python3 scripts/text/variable_test_fonts.py  (needs `pip install fonttools`); the fixture
scripts that use these fonts (gvar_fixtures.py) run it themselves. The glyphs are drawn here
for the tests (no outside font data), under the OFL like the bundled fonts."""
import pathlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.TupleVariation import TupleVariation

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/TrellisTextTests/Fixtures"
AXES = [("wght", 100, 400, 900, "Weight"), ("wdth", 75, 100, 125, "Width")]
# STAT: point names (format 1), a linked Regular (format 3), width ranges (format 2) and one
# name for a combination of both axes (format 4).
STAT_AXES = [
    dict(tag="wght", name="Weight", ordering=0, values=[
        dict(value=100, name="Thin"),
        dict(value=400, name="Regular", flags=0x2, linkedValue=700),
        dict(value=700, name="Bold"),
        dict(value=900, name="Black"),
    ]),
    dict(tag="wdth", name="Width", ordering=1, values=[
        dict(rangeMinValue=75, nominalValue=80, rangeMaxValue=89, name="Condensed"),
        dict(rangeMinValue=90, nominalValue=100, rangeMaxValue=109, name="Normal", flags=0x2),
        dict(rangeMinValue=110, nominalValue=125, rangeMaxValue=125, name="Wide"),
    ]),
]
STAT_LOCATIONS = [dict(name="Poster", location=dict(wght=900, wdth=125))]
# User locations the gvar fixture samples: corners, the intermediate region's ramps, mixtures.
TINY_LOCATIONS = [
    {"wght": 900, "wdth": 100}, {"wght": 525, "wdth": 100}, {"wght": 650, "wdth": 100}, {"wght": 775, "wdth": 100},
    {"wght": 100, "wdth": 75}, {"wght": 900, "wdth": 125}, {"wght": 713, "wdth": 81}, {"wght": 250, "wdth": 110},
]


def _box():
    pen = TTGlyphPen(None)
    # Contour 0: an 8-point outline with off-curve points (points 0-7).
    pen.moveTo((100, 0))
    pen.lineTo((500, 0))
    pen.qCurveTo((600, 0), (600, 100))
    pen.lineTo((600, 600))
    pen.qCurveTo((600, 700), (500, 700))
    pen.lineTo((100, 700))
    pen.closePath()
    # Contour 1: a triangle (points 8-10).
    pen.moveTo((250, 200))
    pen.lineTo((450, 200))
    pen.lineTo((350, 500))
    pen.closePath()
    # Contour 2: a square (points 11-14).
    pen.moveTo((250, 550))
    pen.lineTo((300, 550))
    pen.lineTo((300, 600))
    pen.lineTo((250, 600))
    pen.closePath()
    return pen.glyph()


def _dot():
    pen = TTGlyphPen(None)
    pen.moveTo((0, 0))
    pen.qCurveTo((100, 0), (100, 100), (0, 100), (-100, 100), (-100, 0), (0, 0))
    pen.closePath()
    return pen.glyph()


def tiny_gvar(path):
    names = [".notdef", "box", "dot", "ring"]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x42: "box", 0x2E: "dot", 0x52: "ring"})
    empty = TTGlyphPen(None).glyph()
    box, dot = _box(), _dot()
    ring_pen = TTGlyphPen({"box": box, "dot": dot})
    ring_pen.addComponent("box", (1, 0, 0, 1, 50, 20))
    ring_pen.addComponent("dot", (0.5, 0.25, -0.25, 0.75, 700, 300))
    glyphs = {".notdef": empty, "box": box, "dot": dot, "ring": ring_pen.glyph()}
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({".notdef": (500, 0), "box": (700, 100), "dot": (300, -100), "ring": (900, 50)})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Tiny Gvar", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    fb.setupFvar(AXES, [])
    n_box = len(box.coordinates) + 4
    n_dot = len(dot.coordinates) + 4
    assert n_box == 19
    full = [(10 * (k % 5) - 20, 7 * (k % 3)) for k in range(n_box)]
    # The left phantom point (index n - 4) moves only in a tuple of its own, peaking at wdth +1,
    # at locations (wdth 100, 110, 125) where its delta is whole: fontTools draws a glyph shifted
    # by its left side bearing rounded to an integer, HarfBuzz (and TrellisText) by the exact delta.
    full[n_box - 4] = (0, 0)
    left = [None] * n_box
    left[n_box - 4] = (-20, 0)
    # Sparse: contour 0 has points 0, 3 and 5 touched (the rest inferred); contour 1 one touched
    # point (all move with it); contour 2 none (stays); phantom 1 (advance) touched.
    sparse = [None] * n_box
    sparse[0], sparse[3], sparse[5] = (30, -10), (-40, 25), (15, 60)
    sparse[9] = (12, -8)
    sparse[16] = (80, 0)
    sparse2 = [None] * n_box  # the same point set again: compiled as shared point numbers
    for k in (0, 3, 5, 9, 16):
        sparse2[k] = (-sparse[k][0] // 2, sparse[k][1] // 3)
    box_vars = [
        TupleVariation({"wght": (0, 1.0, 1.0)}, full),
        TupleVariation({"wght": (0, 1.0, 1.0), "wdth": (0, 1.0, 1.0)}, sparse),
        TupleVariation({"wdth": (-1.0, -1.0, 0)}, sparse2),
        # An intermediate region: ramps up from wght 0 to 0.5, down to 0 at 1.
        TupleVariation({"wght": (0, 0.5, 1.0)}, [(d[1], -d[0]) for d in full]),
        TupleVariation({"wdth": (0, 1.0, 1.0)}, left),
    ]
    dot_full = [(5 * k - 30, 40 - 6 * k) if k != n_dot - 4 else (0, 0) for k in range(n_dot)]
    dot_vars = [
        TupleVariation({"wght": (0, 1.0, 1.0)}, dot_full),  # the same peak as box's: a shared tuple
        TupleVariation({"wght": (-1.0, -1.0, 0)}, [(-d[0], d[1] // 2) for d in dot_full]),
        # An intermediate region on both axes, with an embedded peak.
        TupleVariation({"wght": (0.25, 0.5, 0.75), "wdth": (-1.0, -0.5, 0)}, [(3 * k, -2 * k) if k != n_dot - 4 else (0, 0) for k in range(n_dot)]),
    ]
    ring_vars = [
        TupleVariation({"wght": (0, 1.0, 1.0)}, [(40, -10), (-25, 35), None, (60, 0), None, None]),
        TupleVariation({"wdth": (0, 1.0, 1.0)}, [(0, 0), (13, -7), None, None, None, None]),
    ]
    fb.setupGvar({"box": box_vars, "dot": dot_vars, "ring": ring_vars})
    fb.setupStat(STAT_AXES, STAT_LOCATIONS, elidedFallbackName=2)
    save(fb, path)


def tiny_cff2(path):
    """A CFF2 font on the same two axes: charstrings whose operands `blend` with three regions
    (wght +1, wdth +1 in ItemVariationData 0; an intermediate wght region alone in data 1, chosen
    by `1 vsindex`), blends inside a local and a global subroutine, hintmask, and a glyph that
    does not vary."""
    from fontTools.cffLib import PrivateDict, SubrsIndex, VarStoreData  # noqa: F401
    from fontTools.misc.psCharStrings import T2CharString
    from fontTools.varLib.builder import buildVarData, buildVarRegionList, buildVarStore

    names = [".notdef", "box", "tri", "hint", "plain"]
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x42: "box", 0x54: "tri", 0x48: "hint", 0x50: "plain"})
    B = "blend"
    programs = {
        ".notdef": [],
        # Data 0 (2 regions: wght, wdth): each blended value is followed by its 2 deltas.
        "box": [100, 0, -20, 10, 0, 0, 2, B, "rmoveto",
                400, 0, 100, 40, 0, 0, 0, 300, 0, 50, 0, -20, 4, B, "rlineto",
                -400, 0, -100, -40, 1, B, "hlineto",
                # a curve with blended control points
                50, 100, 10, 0, 0, 5, 150, 50, 0, 30, 20, 0, 50, -100, 5, 5, 0, 0, 6, B, "rrcurveto"],
        # Data 1 (1 intermediate region) through vsindex; a blended local subroutine call
        "tri": [1, "vsindex", 200, 100, 40, 0, 2, B, "rmoveto", -107, "callsubr"],
        # hintmask after stems, a global subroutine with a blend inside (vsindex 0)
        "hint": [0, 50, 600, 50, "hstemhm", 10, 60, "vstemhm", "hintmask", b"\xc0",
                 300, 300, "rmoveto", -107, "callgsubr", 0, 100, -30, 15, 1, B, "rlineto"],
        "plain": [50, 50, "rmoveto", 300, 0, 0, 300, -300, 0, "rlineto"],
    }
    charstrings = {n: T2CharString(program=p) for n, p in programs.items()}
    fb.setupCFF2(charstrings)
    fb.setupHorizontalMetrics({n: (600, 0) for n in names})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Tiny CFF2", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    fb.setupFvar(AXES, [])
    tags = [a[0] for a in AXES]
    regions = [{"wght": (0, 1.0, 1.0)}, {"wdth": (0, 1.0, 1.0)}, {"wght": (0.2, 0.6, 1.0)}]
    store = buildVarStore(buildVarRegionList(regions, tags),
                          [buildVarData([0, 1], None, optimize=False), buildVarData([2], None, optimize=False)])
    cff = fb.font["CFF2"].cff
    top = cff.topDictIndex[0]
    vstore = VarStoreData(otVarStore=store)
    top.VarStore = vstore
    private = top.FDArray[0].Private
    private.vstore = vstore
    local = SubrsIndex()
    # -107 callsubr: subroutine 0 (bias 107), drawing with data 1's single region
    local.append(T2CharString(program=[100, 200, 30, -100, 200, -10, 2, B, "rlineto"]))
    private.Subrs = local
    cff.GlobalSubrs.append(T2CharString(program=[100, 0, 25, 0, 0, 0, 2, B, "rlineto"]))
    for cs in top.CharStrings.values():
        cs.private = private
        cs.globalSubrs = cff.GlobalSubrs
    save(fb, path)


def _rect(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x1, y0))
    pen.lineTo((x1, y1))
    pen.lineTo((x0, y1))
    pen.closePath()
    return pen.glyph()


# Variable GPOS values in feaLib's syntax: a pair kerning value on both axes, a mark anchor and
# a base anchor that move with wght (VariationIndex device tables, GDEF's ItemVariationStore).
GPOS_FEATURES = """
languagesystem DFLT dflt; languagesystem latn dflt;
markClass acutecomb <anchor 0 (wght=100:700 wght=400:750 wght=900:820)> @TOP;
table GDEF { GlyphClassDef [A V], , [acutecomb], ; } GDEF;
feature kern { pos A V (wght=100:-40 wght=400:-80 wght=900:-150 wdth=125:-60); pos V A -30; } kern;
feature mark {
    pos base [A V] <anchor (wght=100:280 wght=400:300 wght=900:330) (wght=100:700 wght=400:720 wght=900:760)> mark @TOP;
} mark;
"""
GPOS_TEXTS = ["AVA", "AV\u0301A", "VA\u0301V"]


def tiny_gpos_var(path):
    """Tests/TrellisTextTests/Fixtures/tiny-gpos-var.ttf: the two axes, three glyphs (A, V and a
    combining acute) and GPOS_FEATURES compiled by feaLib."""
    from fontTools.feaLib.builder import addOpenTypeFeaturesFromString

    names = [".notdef", "A", "V", "acutecomb"]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x41: "A", 0x56: "V", 0x301: "acutecomb"})
    fb.setupGlyf({".notdef": TTGlyphPen(None).glyph(), "A": _rect(0, 0, 600, 700), "V": _rect(0, 0, 600, 700),
                  "acutecomb": _rect(-100, 750, 100, 900)})
    fb.setupHorizontalMetrics({".notdef": (500, 0), "A": (600, 0), "V": (600, 0), "acutecomb": (0, -100)})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Tiny GPOS Var", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    fb.setupFvar(AXES, [])
    addOpenTypeFeaturesFromString(fb.font, GPOS_FEATURES)
    save(fb, path)


def save(fb, path):
    """Saves with fixed head timestamps, so that building again writes the same bytes."""
    fb.font["head"].created = fb.font["head"].modified = 3_900_000_000  # 2023-08-03
    fb.font.recalcTimestamp = False
    fb.save(str(path))


def main():
    tiny_gvar(FIXTURES / "tiny-gvar.ttf")
    tiny_cff2(FIXTURES / "tiny-cff2.otf")
    tiny_gpos_var(FIXTURES / "tiny-gpos-var.ttf")
    print("wrote", FIXTURES / "tiny-gvar.ttf", FIXTURES / "tiny-cff2.otf", FIXTURES / "tiny-gpos-var.ttf")


if __name__ == "__main__":
    main()
