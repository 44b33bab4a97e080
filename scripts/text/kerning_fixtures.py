#!/usr/bin/env python3
"""Write HarfBuzz's kerning of short Latin texts, for the test that TrellisText's unshaped path
(the kerning that text without ligatures or marks gets) applies pair and chained contextual
kerning as HarfBuzz does.

Usage (from the repository root):
    pip install uharfbuzz fonttools
    python3 scripts/text/kerning_fixtures.py

Writes two files (generated; do not edit):
- Tests/TrellisTextTests/Fixtures/tiny-context-kern.ttf: a font of seven glyphs whose `kern`
  feature holds a chained contextual lookup (ChainContextPos format 3 into SinglePos, as feaLib
  compiles `pos T A' -80 V;`) and a pair lookup. None of its glyphs is a shaping trigger, so
  Trellis kerns it on the unshaped path: the bundled Noto Sans has contextual rules only after
  a dotless i and before marks, which always go through the shaper, so it cannot show whether
  that path's contextual kerning runs at all.
- Tests/TrellisTextTests/Fixtures/harfbuzz-kerning.json: for each (font, text), at 17 px,
  HarfBuzz's glyphs as [id, x_advance, x_offset, y_offset] in font units, the total width
  with default features and the width with `kern` off (so a case shows that kerning moves it).
"""
import io
import json
import os

import uharfbuzz as hb
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

SIZE = 17.0
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures")
TINY = os.path.join(FIXTURES, "tiny-context-kern.ttf")
OUT = os.path.join(FIXTURES, "harfbuzz-kerning.json")
NOTO = os.path.join(ROOT, "Sources", "TrellisText", "Resources", "Fonts")

# A after T and before V loses 80 units; o after T or V and before a period loses 40 (and T o
# is a kerning pair of -60 besides).
FEATURES = """
lookup contextual {
    pos T A' -80 V;
    pos [T V] o' -40 period;
} contextual;
feature kern {
    pos T o -60;
    lookup contextual;
} kern;
"""
GLYPHS = [".notdef", "space", "A", "T", "V", "o", "period"]
ADVANCES = {".notdef": 500, "space": 250, "A": 620, "T": 560, "V": 600, "o": 540, "period": 240}

TINY_TEXTS = ["TAV", "TAVATAV", "To.", "Vo. To.", "TAV To. Vo. AVA", "AT TAV. Vo."]
NOTO_TEXTS = ["AVATAR Tower WAVE To. Yo, P.", "LTAV", "Type: Vary, Wave. Yacht F. Kay"]


def rect(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def tiny_font():
    """The font's bytes, with fixed head timestamps so that building again writes the same."""
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(GLYPHS)
    fb.setupCharacterMap({0x20: "space", 0x41: "A", 0x54: "T", 0x56: "V", 0x6F: "o", 0x2E: "period"})
    empty = (".notdef", "space")
    fb.setupGlyf({name: TTGlyphPen(None).glyph() if name in empty else rect(40, 0, ADVANCES[name] - 40, 700)
                  for name in GLYPHS})
    fb.setupHorizontalMetrics({name: (advance, 0 if name in empty else 40) for name, advance in ADVANCES.items()})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Tiny Context Kern", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    addOpenTypeFeaturesFromString(fb.font, FEATURES)
    lookups = fb.font["GPOS"].table.LookupList.Lookup
    assert any(lookup.LookupType == 8 and all(s.Format == 3 for s in lookup.SubTable) for lookup in lookups), \
        "feaLib no longer compiles the contextual rules as ChainContextPos format 3"
    fb.font["head"].created = fb.font["head"].modified = 3_900_000_000
    fb.font.recalcTimestamp = False
    data = io.BytesIO()
    fb.save(data)
    return data.getvalue()


def cases(name, path, data, texts):
    face = hb.Face(data)
    font = hb.Font(face)
    scale = SIZE / face.upem
    out = []
    for text in texts:
        widths = []
        for features in ({}, {"kern": False}):
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            hb.shape(font, buf, features)
            if not features:
                glyphs = [[i.codepoint, p.x_advance, p.x_offset, p.y_offset]
                          for i, p in zip(buf.glyph_infos, buf.glyph_positions)]
            widths.append(round(sum(p.x_advance for p in buf.glyph_positions) * scale, 6))
        assert widths[0] != widths[1], f"{text!r} is not kerned in {name}"
        out.append({"font": name, "path": os.path.relpath(path, ROOT), "text": text, "upem": face.upem,
                    "width": widths[0], "unkerned": widths[1], "glyphs": glyphs})
    return out


def main():
    tiny = tiny_font()
    with open(TINY, "wb") as f:
        f.write(tiny)
    all_cases = cases("Tiny Context Kern", TINY, tiny, TINY_TEXTS)
    for name, file in (("Noto Sans", "NotoSans-Regular.ttf"), ("Noto Sans Bold", "NotoSans-Bold.ttf")):
        path = os.path.join(NOTO, file)
        with open(path, "rb") as f:
            all_cases += cases(name, path, f.read(), NOTO_TEXTS)
    with open(OUT, "w", encoding="utf-8") as f:
        head = {"generated": "python3 scripts/text/kerning_fixtures.py (do not edit)", "uharfbuzz": hb.__version__,
                "size": SIZE}
        body = ",\n".join(json.dumps(c, ensure_ascii=False, separators=(",", ":")) for c in all_cases)
        f.write(json.dumps(head)[:-1] + ',\n"cases":[\n' + body + "\n]}\n")
    print(f"wrote {TINY} and {OUT}: {len(all_cases)} cases")


if __name__ == "__main__":
    main()
