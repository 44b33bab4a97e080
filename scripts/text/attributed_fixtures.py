#!/usr/bin/env python3
"""Write HarfBuzz reference widths and line breaks for attributed text (runs of several fonts).

Usage (from the repository root):
    pip install uharfbuzz
    python3 scripts/text/attributed_fixtures.py

Writes Tests/TrellisTextTests/Fixtures/attributed-harfbuzz.json (generated: do not edit). Fonts
are the bundled Noto Sans Regular and Bold (Sources/TrellisText/Resources/Fonts), so the Swift
tests always run. For each case, a list of runs [text, face, size]:
- `runWidths`: each run shaped alone by HarfBuzz (default features, so kerning inside the run);
  the attributed text's single-line width is their sum (no kerning across runs of different
  fonts or sizes, as CoreText does);
- `wraps`: greedy first-fit lines at a few widths. Every case breaks only at spaces (UAX #14 on
  the whole text), so a line is the text between two space runs; its width is the sum over the
  pieces of runs on it, each piece shaped alone with its run's font, trailing spaces excluded.
  Each line is [UTF-16 start, width]; a line holds its hanging spaces (the next starts after them).
  Widths at which some word is wider than the line are left out (such words split between
  clusters, which this oracle does not model).
"""
import json
import os

import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(ROOT, "Sources", "TrellisText", "Resources", "Fonts")
OUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "attributed-harfbuzz.json")

FACES = {}
for name in ("regular", "bold"):
    path = os.path.join(FONTS, "NotoSans-%s.ttf" % name.capitalize())
    FACES[name] = hb.Face(hb.Blob.from_file_path(path))

CASES = [
    [["Hello ", "regular", 17], ["world", "bold", 17]],
    [["Due ", "regular", 12], ["tomorrow at noon", "bold", 24], [" and later", "regular", 12]],
    [["AVA", "regular", 17], ["WAY", "regular", 20], [" To Tokyo", "bold", 17]],
    [["The quick ", "regular", 15], ["brown fox ", "bold", 19], ["jumps over the lazy dog.", "regular", 13]],
]
WIDTHS = [40, 60, 90, 130, 200]


def width(text, face, size):
    if not text:
        return 0.0
    font = hb.Font(FACES[face])
    upem = FACES[face].upem
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) * size / upem


def piece_width(runs, start, end):
    """Width of characters start..<end (Python indices; all texts here are BMP, so UTF-16 too)."""
    total, at = 0.0, 0
    for text, face, size in runs:
        lo, hi = max(start, at), min(end, at + len(text))
        if lo < hi:
            total += width(text[lo - at:hi - at], face, size)
        at += len(text)
    return total


def wrap(runs, limit):
    text = "".join(r[0] for r in runs)
    words = []  # (start, content end, end with hanging spaces)
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] != " ":
            j += 1
        k = j
        while k < len(text) and text[k] == " ":
            k += 1
        words.append((i, j, k))
        i = k
    if any(piece_width(runs, start, content) > limit for start, content, _ in words):
        return None  # a word wider than the line splits between clusters: not what this oracle models
    lines, line_start, line_end = [], None, None
    for start, content, end in words:
        if line_start is not None and piece_width(runs, line_start, content) > limit + 0.001:
            lines.append([line_start, round(piece_width(runs, line_start, line_end), 6)])
            line_start = None
        if line_start is None:
            line_start = start
        line_end = content
    lines.append([line_start, round(piece_width(runs, line_start, line_end), 6)])
    return lines


def main():
    cases = []
    for runs in CASES:
        cases.append({
            "runs": runs,
            "runWidths": [round(width(*run), 6) for run in runs],
            "wraps": [{"maxWidth": w, "lines": lines} for w in WIDTHS if (lines := wrap(runs, w)) is not None],
        })
    with open(OUT, "w") as f:
        json.dump({"generated": "python3 scripts/text/attributed_fixtures.py", "cases": cases}, f, separators=(",", ":"))
        f.write("\n")


if __name__ == "__main__":
    main()
