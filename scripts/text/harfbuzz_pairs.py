#!/usr/bin/env python3
"""Write HarfBuzz's shaping of every two-character string over a Latin character set, for the
test that the shaping triggers never skip text that HarfBuzz would change.

Usage (from the repository root):
    pip install uharfbuzz
    python3 scripts/text/harfbuzz_pairs.py

Writes Tests/TrellisTextTests/Fixtures/harfbuzz-pairs.json (generated; do not edit). For each
bundled Noto Sans face and each ordered pair (a, b) of CHARS it records HarfBuzz's output with
default features (ccmp, liga, kern, mark, ...), in font units:
- the total x advance, alone, when the output is exactly cmap(a), cmap(b) with no offsets;
- otherwise [total advance, glyph id, glyph id, ...].
The face's own cmap of CHARS is stored too, and each character's advance shaped alone
(`singles`: a trailing space hangs, so "a " measures as "a"), so the expectation needs
nothing from Trellis.
"""
import json
import os

import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(ROOT, "Sources", "TrellisText", "Resources", "Fonts")
OUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "harfbuzz-pairs.json")

# Printable ASCII, the Latin-1 letters, and letters that ligatures and locl rules involve.
CHARS = "".join(chr(c) for c in range(0x20, 0x7F)) + "".join(
    chr(c) for c in range(0xC0, 0x100) if c not in (0xD7, 0xF7)) + "·ıŀĳœŒ"


def shape(font, text):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    infos, positions = buf.glyph_infos, buf.glyph_positions
    return [i.codepoint for i in infos], positions


def face_cases(path):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)
    cmap = [font.get_nominal_glyph(ord(c)) or 0 for c in CHARS]
    pairs = []
    for i, a in enumerate(CHARS):
        for j, b in enumerate(CHARS):
            glyphs, positions = shape(font, a + b)
            advance = sum(p.x_advance for p in positions)
            plain = glyphs == [cmap[i], cmap[j]] and all(p.x_offset == 0 and p.y_offset == 0 for p in positions)
            pairs.append(advance if plain else [advance] + glyphs)
    singles = [sum(p.x_advance for p in shape(font, c)[1]) for c in CHARS]
    return {"font": os.path.basename(path), "upem": face.upem, "cmap": cmap, "singles": singles, "pairs": pairs}


def main():
    faces = [face_cases(os.path.join(FONTS, name)) for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")]
    with open(OUT, "w") as out:
        json.dump({"generated": "scripts/text/harfbuzz_pairs.py (uharfbuzz %s)" % hb.__version__,
                   "chars": CHARS, "faces": faces}, out, separators=(",", ":"), ensure_ascii=False)
        out.write("\n")


if __name__ == "__main__":
    main()
