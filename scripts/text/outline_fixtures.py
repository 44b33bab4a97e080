#!/usr/bin/env python3
"""Writes Tests/TrellisTextTests/Fixtures/glyph-outlines.json (and tiny-cff.otf): glyph outlines
as fontTools draws them, the oracle for TrellisText's glyf and CFF readers.

Run: python3 scripts/text/outline_fixtures.py  (needs `pip install fonttools`; the system fonts
come from fonts-dejavu-core, fonts-noto-core and fonts-noto-cjk).

Each glyph is drawn through a fontTools BasePen, which splits TrueType's implied on-curve
points into single quadratic segments and decomposes components (glyf composites, CFF seac)
through the glyph set, so the recorded operations are moveTo, lineTo, qCurveToOne,
curveToOne and closePath in font units."""
import json
import pathlib

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.psCharStrings import T2CharString
from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont
from fontTools.cffLib import SubrsIndex

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/TrellisTextTests/Fixtures"


class Recorder(BasePen):
    def __init__(self, glyphSet):
        super().__init__(glyphSet)
        self.ops = []

    def _moveTo(self, p):
        self.ops.append(["M", *p])

    def _lineTo(self, p):
        self.ops.append(["L", *p])

    def _qCurveToOne(self, c, p):
        self.ops.append(["Q", *c, *p])

    def _curveToOne(self, c1, c2, p):
        self.ops.append(["C", *c1, *c2, *p])

    def _closePath(self):
        self.ops.append(["Z"])

    def _endPath(self):
        self.ops.append(["Z"])


def tiny_cff(path):
    """A name-keyed CFF font whose glyphs use local and global subroutines, hintmask, flex,
    the h/v curve operators and seac (Aacute = A + acute)."""
    fb = FontBuilder(1000, isTTF=False)
    names = [".notdef", "A", "acute", "Aacute", "o"]
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x41: "A", 0xB4: "acute", 0xC1: "Aacute", 0x6F: "o"})
    programs = {
        ".notdef": [100, 0, 0, "rmoveto", 400, 0, 0, 700, -400, 0, "rlineto", "endchar"],
        # width, stems, hintmask, then a local subroutine (index 0 - bias 107 = -107) for the legs
        "A": [600, 0, 50, 600, 50, "hstemhm", 20, 60, "vstemhm", "hintmask", b"\xe0",
              -107, "callsubr", 250, 0, 0, 100, 100, 0, -50, 300, "rlineto", "endchar"],
        # a global subroutine draws the accent
        "acute": [-107, "callgsubr", "endchar"],
        "Aacute": [600, 120, 200, 65, 194, "endchar"],
        # hv/vh curves and a flex
        "o": [500, 250, 0, "rmoveto", 138, 112, 112, 138, 138, -112, 112, -138, "hvcurveto",
              -138, -112, -112, -138, -138, 112, -112, 138, "hvcurveto",
              100, 300, "rmoveto", 50, 10, 50, 10, 50, 0, 50, 0, 50, -10, 50, -10, 50, "flex", "endchar"],
    }
    charstrings = {name: T2CharString(program=prog) for name, prog in programs.items()}
    fb.setupCFF("TinyCFF", {"FullName": "Tiny CFF"}, charstrings, {})
    fb.setupHorizontalMetrics({n: (600, 0) for n in names})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Tiny CFF", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    cff = fb.font["CFF "].cff
    top = cff.topDictIndex[0]
    local = SubrsIndex()
    local.append(T2CharString(program=[50, 0, "rmoveto", 200, 700, 200, -700, "rlineto", "return"]))
    top.Private.Subrs = local
    gsubrs = cff.GlobalSubrs
    gsubrs.append(T2CharString(program=[300, 750, "rmoveto", 100, 150, -40, 20, "rlineto", "return"]))
    for cs in top.CharStrings.values():
        cs.private = top.Private
        cs.globalSubrs = gsubrs
    fb.save(str(path))


def record(path, index, glyphs):
    font = TTFont(str(path), fontNumber=index, lazy=False)
    glyph_set = font.getGlyphSet()
    order = font.getGlyphOrder()
    out = []
    for gid in glyphs:
        pen = Recorder(glyph_set)
        glyph_set[order[gid]].draw(pen)
        out.append({"glyph": gid, "name": order[gid], "ops": pen.ops})
    return out


def gids(font, text):
    cmap = font.getBestCmap()
    order = {n: i for i, n in enumerate(font.getGlyphOrder())}
    return [order[cmap[ord(c)]] for c in text if ord(c) in cmap]


def composites(font, count):
    """The first composites, preferring those with a scale or 2x2 transform."""
    glyf = font["glyf"]
    order = font.getGlyphOrder()
    scaled, plain = [], []
    for i, name in enumerate(order):
        g = glyf[name]
        if g.isComposite():
            (scaled if any(hasattr(c, "transform") for c in g.components) else plain).append(i)
    return scaled[:count // 2] + plain[:count - min(len(scaled), count // 2)]


def main():
    tiny = FIXTURES / "tiny-cff.otf"
    tiny_cff(tiny)
    cases = []
    sample = "Aagé@&Q%8ß?ÅŻжЖλΩ"
    for path in ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                 "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"]:
        font = TTFont(path)
        glyphs = [0] + gids(font, " " + sample) + composites(font, 12)
        cases.append({"path": path, "faceIndex": 0, "glyphs": record(path, 0, glyphs)})
    cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    font = TTFont(cjk, fontNumber=0)
    glyphs = gids(font, "你好世界永鬱あア한Ag") + [1, 100, 5000, 30000, 65000]
    cases.append({"path": cjk, "faceIndex": 0, "glyphs": record(cjk, 0, glyphs)})
    cases.append({"path": "Fixtures/tiny-cff.otf", "faceIndex": 0, "glyphs": record(tiny, 0, range(5))})
    doc = {"generated": "by scripts/text/outline_fixtures.py with fontTools; do not edit", "cases": cases}
    (FIXTURES / "glyph-outlines.json").write_text(json.dumps(doc, separators=(",", ":")) + "\n")
    print("wrote", FIXTURES / "glyph-outlines.json", sum(len(c["glyphs"]) for c in cases), "glyphs")


if __name__ == "__main__":
    main()
