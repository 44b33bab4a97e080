#!/usr/bin/env python3
"""Write HarfBuzz and fontTools references for TrellisText's variable-font tests.

Usage (from the repository root):
    pip install uharfbuzz fonttools
    apt-get install -y fonts-inter-variable
    python3 scripts/text/variable_fixtures.py

Writes Tests/TrellisTextTests/Fixtures/variable-fonts.json: for Inter's variable roman face,
its fvar axes and named instances (fontTools), and for each text at several wght values the
glyphs HarfBuzz outputs with `set_variations` ([glyph id, x_advance, x_offset, y_offset] in
font units), the
advances with `kern` off (`unkerned`), and the total width at 17 px (kerning with GPOS
device-table variation deltas). The Swift tests compare glyph ids exactly and widths to 0.01 px. Also, for
Fixtures/tiny-gpos-var.ttf (built by variable_test_fonts.py), HarfBuzz's glyphs at five positions.
"""
import json
import os

import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import variable_test_fonts  # noqa: E402

SIZE = 17.0
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "variable-fonts.json")
INTER = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
TEXTS = [
    "Hello, world!", "The quick brown fox jumps over the lazy dog.", "AVAWAY Typography 0123456789",
    # Kerning pairs outside printable ASCII (the uncached kerning path), and text the full
    # GSUB/GPOS shaper runs on (a combining mark, contextual alternates): device deltas on every path.
    "\u0174\u00e5v\u00e9 \u00c5V\u00c5 T\u00f6 \u0178o", "Cafe\u0301 Yo\u0308 -> To", "LT Wa Ya P. F, r. y.",
    # Marks with no precomposed glyph: placed on their bases' anchors by GPOS `mark`/`mkmk`.
    "x\u0302 q\u0303 g\u0331 W\u0323\u0302",
]
WEIGHTS = [100, 400, 650, 900]


def main():
    if not os.path.exists(INTER):
        raise SystemExit(f"{INTER} is not installed (apt-get install fonts-inter-variable)")
    font = TTFont(INTER)
    names = font["name"]
    axes = [{"tag": a.axisTag, "min": a.minValue, "default": a.defaultValue, "max": a.maxValue} for a in font["fvar"].axes]
    instances = [{"name": names.getDebugName(i.subfamilyNameID), "coordinates": i.coordinates} for i in font["fvar"].instances]
    face = hb.Face(hb.Blob.from_file_path(INTER))
    cases = []
    for weight in WEIGHTS:
        shaper = hb.Font(face)
        shaper.set_variations({"wght": weight})
        for text in TEXTS:
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            hb.shape(shaper, buf, {})
            glyphs = [[i.codepoint, p.x_advance, p.x_offset, p.y_offset] for i, p in zip(buf.glyph_infos, buf.glyph_positions)]
            width = sum(g[1] for g in glyphs) * SIZE / face.upem
            plain = hb.Buffer()
            plain.add_str(text)
            plain.guess_segment_properties()
            hb.shape(shaper, plain, {"kern": False})
            unkerned = [p.x_advance for p in plain.glyph_positions]
            cases.append({"wght": weight, "text": text, "width": round(width, 6), "glyphs": glyphs, "unkerned": unkerned})
    # The built font with variable GPOS values (kerning and anchors with device deltas).
    built_path = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "tiny-gpos-var.ttf")
    variable_test_fonts.tiny_gpos_var(built_path)
    built_face = hb.Face(hb.Blob.from_file_path(built_path))
    built = []
    for location in [{"wght": 100}, {"wght": 400}, {"wght": 650, "wdth": 110}, {"wght": 900, "wdth": 125}, {"wght": 250, "wdth": 80}]:
        shaper = hb.Font(built_face)
        shaper.set_variations(location)
        for text in variable_test_fonts.GPOS_TEXTS:
            buf = hb.Buffer()
            buf.add_str(text)
            buf.guess_segment_properties()
            hb.shape(shaper, buf, {})
            glyphs = [[i.codepoint, p.x_advance, p.x_offset, p.y_offset] for i, p in zip(buf.glyph_infos, buf.glyph_positions)]
            built.append({"location": location, "text": text, "glyphs": glyphs})
    fixture = {
        "generated": "by scripts/text/variable_fixtures.py, do not edit",
        "command": "python3 scripts/text/variable_fixtures.py",
        "harfbuzz": hb.version_string(), "size": SIZE, "path": INTER, "upem": face.upem,
        "axes": axes, "instances": instances, "cases": cases,
        "built": {"path": "Fixtures/tiny-gpos-var.ttf", "upem": built_face.upem, "cases": built},
    }
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(fixture, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {OUT}: {len(cases)} cases")


if __name__ == "__main__":
    main()
