#!/usr/bin/env python3
"""Writes Tests/TrellisTextTests/Fixtures/gvar-outlines.json: glyph outlines of variable fonts at
several axis positions as fontTools draws them after `fontTools.varLib.instancer` made a static
instance there, the oracle for TrellisText's gvar reader (shared and embedded tuples,
intermediate regions, packed points and deltas, inferred deltas of untouched points, component
offsets), and of Fixtures/tiny-cff2.otf (CFF2 `blend` and `vsindex`; see record_blended).

For the built font (which has no HVAR) each case also lists HarfBuzz's advances with
`set_variations`, which come from the phantom points.

Run: python3 scripts/text/gvar_fixtures.py  (needs `pip install fonttools uharfbuzz`; Inter comes from
fonts-inter-variable, which .ci/run installs; Fixtures/tiny-gvar.ttf is built by
scripts/text/variable_test_fonts.py, which this script runs first).

Each glyph is drawn through outline_fixtures.Recorder (a BasePen: implied on-curve points made
explicit, components decomposed), so the operations are M, L, Q, C and Z in font units, floats."""
import json
import pathlib
import sys

import uharfbuzz as hb
from fontTools.misc.fixedTools import floatToFixedToFloat
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
from fontTools.varLib.models import normalizeLocation

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from outline_fixtures import Recorder, gids  # noqa: E402
import variable_test_fonts  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/TrellisTextTests/Fixtures"
INTER = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
INTER_ROMAN = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
SAMPLE = "Aagé@&Q%8ß?ÅŻжЖλΩ"


def composites(font, count):
    """The first composite glyphs, those with a transform first, then ones with several components."""
    glyf = font["glyf"]
    order = font.getGlyphOrder()
    scaled, several = [], []
    for i, name in enumerate(order):
        g = glyf[name]
        if g.isComposite():
            if any(hasattr(c, "transform") for c in g.components):
                scaled.append(i)
            elif len(g.components) > 1:
                several.append(i)
    return scaled[: count // 2] + several[: count - min(len(scaled), count // 2)]


def record(path, location, glyphs):
    font = TTFont(str(path))
    static = instancer.instantiateVariableFont(font, location, inplace=False)
    glyph_set = static.getGlyphSet()
    order = static.getGlyphOrder()
    out = []
    for gid in glyphs:
        pen = Recorder(glyph_set)
        glyph_set[order[gid]].draw(pen)
        ops = [[op[0], *[round(v, 4) for v in op[1:]]] for op in pen.ops]
        out.append({"glyph": gid, "name": order[gid], "ops": ops})
    return out


def record_blended(path, location, glyphs):
    """CFF2 outlines from fontTools' glyph set at the location normalized and rounded to F2Dot14
    as HarfBuzz and TrellisText round it: the instancer rounds CFF2 coordinates to integers
    when it writes the instance, so its output cannot check blends to 0.01 units."""
    font = TTFont(str(path))
    axes = {a.axisTag: (a.minValue, a.defaultValue, a.maxValue) for a in font["fvar"].axes}
    normalized = {tag: floatToFixedToFloat(v, 14) for tag, v in normalizeLocation(location, axes).items()}
    glyph_set = font.getGlyphSet(location=normalized, normalized=True)
    order = font.getGlyphOrder()
    out = []
    for gid in glyphs:
        pen = Recorder(glyph_set)
        glyph_set[order[gid]].draw(pen)
        out.append({"glyph": gid, "name": order[gid], "ops": [[op[0], *[round(v, 4) for v in op[1:]]] for op in pen.ops]})
    return out


def main():
    tiny = FIXTURES / "tiny-gvar.ttf"
    variable_test_fonts.tiny_gvar(tiny)
    cff2 = FIXTURES / "tiny-cff2.otf"
    variable_test_fonts.tiny_cff2(cff2)
    cases = []
    font = TTFont(INTER)
    glyphs = gids(font, " " + SAMPLE) + composites(font, 10)
    for location in [{"wght": 100, "slnt": 0}, {"wght": 537, "slnt": -4}, {"wght": 900, "slnt": -10}]:
        cases.append({"path": INTER, "location": location, "glyphs": record(INTER, location, glyphs)})
    font = TTFont(INTER_ROMAN)
    cases.append({"path": INTER_ROMAN, "location": {"wght": 650},
                  "glyphs": record(INTER_ROMAN, {"wght": 650}, gids(font, SAMPLE))})
    tiny_font = TTFont(str(tiny))
    every = list(range(len(tiny_font.getGlyphOrder())))
    face = hb.Face(hb.Blob.from_file_path(str(tiny)))
    for location in variable_test_fonts.TINY_LOCATIONS:
        # The font has no HVAR: HarfBuzz's advances come from gvar's phantom points.
        shaper = hb.Font(face)
        shaper.set_variations(location)
        advances = [shaper.get_glyph_h_advance(g) for g in every]
        cases.append({"path": "Fixtures/tiny-gvar.ttf", "location": location, "glyphs": record(tiny, location, every),
                      "advances": advances})
    cff2_glyphs = list(range(len(TTFont(str(cff2)).getGlyphOrder())))
    for location in [{"wght": 400, "wdth": 100}] + variable_test_fonts.TINY_LOCATIONS:
        cases.append({"path": "Fixtures/tiny-cff2.otf", "location": location, "glyphs": record_blended(cff2, location, cff2_glyphs)})
    doc = {"generated": "by scripts/text/gvar_fixtures.py with fontTools' instancer; do not edit",
           "command": "python3 scripts/text/gvar_fixtures.py", "cases": cases}
    (FIXTURES / "gvar-outlines.json").write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n")
    print("wrote", FIXTURES / "gvar-outlines.json", sum(len(c["glyphs"]) for c in cases), "glyphs")


if __name__ == "__main__":
    main()
