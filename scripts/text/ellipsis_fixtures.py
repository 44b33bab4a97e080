#!/usr/bin/env python3
"""Write reference truncations of attributed text: where the "…" goes and which font draws it.

Usage (from the repository root):
    pip install uharfbuzz fonttools
    python3 scripts/text/ellipsis_fixtures.py

Writes Tests/TrellisTextTests/Fixtures/attributed-ellipsis.json (generated: do not edit). Fonts
are the bundled Noto Sans Regular and Bold, so the Swift tests always run. Each case is one
paragraph (runs [text, face, size], ASCII, so characters are clusters and UTF-16 offsets) laid
out on one line at `maxWidth` and truncated at its tail, head or middle. Widths are HarfBuzz's:
each piece of a run shaped alone (kerning inside runs, none across them, none into the cut
character); the "…" advance is read from the face's hmtx with fontTools.

The rule modelled (TextKit's for tail truncation; the README documents the head and middle
choice): the "…" takes the font of the last character shown before it, or, when none is shown
before it (head truncation), of the first character shown after it.
- tail: the longest prefix ending in a non-space whose width plus its "…" fits;
- head: the longest suffix whose width plus the "…" of its first non-space fits; leading
  spaces of the suffix are then not shown;
- middle: the longest prefix with width <= (maxWidth - its "…") / 2, then, with that "…", the
  longest suffix that fits beside them (leading spaces not shown).
Each case records the UTF-16 end of the shown start (`prefixEnd`), the start of the shown end
(`suffixStart`, the text's length for tail truncation), the line's width, and the "…"'s face
and size. The cases avoid a cut at which everything fits.
"""
import json
import os

import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(ROOT, "Sources", "TrellisText", "Resources", "Fonts")
OUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "attributed-ellipsis.json")

FACES, ELLIPSIS, UPEM = {}, {}, {}
for name in ("regular", "bold"):
    path = os.path.join(FONTS, "NotoSans-%s.ttf" % name.capitalize())
    FACES[name] = hb.Face(hb.Blob.from_file_path(path))
    tt = TTFont(path)
    ELLIPSIS[name] = tt["hmtx"][tt.getBestCmap()[0x2026]][0]
    UPEM[name] = tt["head"].unitsPerEm

CASES = [
    # tail: the cut falls in the last run, bold and larger than the first
    ([["Hello ", "regular", 17], ["world", "bold", 30]], 100, "tail"),
    # tail: the cut falls in the first run (its own font, as before)
    ([["Meeting moved to ", "regular", 15], ["Friday", "bold", 15]], 90, "tail"),
    # tail: the cut falls in a middle run
    ([["Due ", "regular", 12], ["tomorrow at noon", "bold", 24], [" and later", "regular", 12]], 150, "tail"),
    # tail: two sizes of one face
    ([["Small ", "regular", 11], ["Large text here", "regular", 26]], 120, "tail"),
    # head: the shown end starts in the last run
    ([["Alice: ", "bold", 15], ["See you at five", "regular", 15]], 80, "head"),
    # head: the shown end starts in a bold run after a regular one
    ([["Note ", "regular", 13], ["this is IMPORTANT", "bold", 20]], 100, "head"),
    # middle: the shown start ends in the second run
    ([["Re: ", "bold", 16], ["the quarterly numbers", "regular", 16]], 140, "middle"),
    # middle: the shown start ends in the first run, the end is another font
    ([["Quarterly report ", "regular", 14], ["FINAL VERSION", "bold", 22]], 160, "middle"),
]


def width(text, face, size):
    if not text:
        return 0.0
    font = hb.Font(FACES[face])
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) * size / UPEM[face]


def piece_width(runs, start, end):
    total, at = 0.0, 0
    for text, face, size in runs:
        lo, hi = max(start, at), min(end, at + len(text))
        if lo < hi:
            total += width(text[lo - at:hi - at], face, size)
        at += len(text)
    return total


def run_of(runs, index):
    at = 0
    for run in runs:
        if index < at + len(run[0]):
            return run
        at += len(run[0])
    return runs[-1]


def ellipsis(runs, index):
    _, face, size = run_of(runs, index)
    return ELLIPSIS[face] * size / UPEM[face], face, size


def first_shown(text, start):
    while start < len(text) and text[start] == " ":
        start += 1
    return start


def truncate(runs, limit, position):
    text = "".join(r[0] for r in runs)
    n = len(text)
    if position == "tail":
        best = max(v for v in range(1, n + 1)
                   if text[v - 1] != " " and piece_width(runs, 0, v) + ellipsis(runs, v - 1)[0] <= limit)
        advance, face, size = ellipsis(runs, best - 1)
        return best, n, piece_width(runs, 0, best) + advance, face, size
    prefix = 0
    if position == "middle":
        fits = [p for p in range(1, n + 1)
                if piece_width(runs, 0, p) <= (limit - ellipsis(runs, p - 1)[0]) / 2]
        prefix = max(fits) if fits else 0
    if prefix > 0:
        fixed = ellipsis(runs, prefix - 1)
        start = min(s for s in range(prefix, n)
                    if piece_width(runs, 0, prefix) + piece_width(runs, s, n) + fixed[0] <= limit)
        shown = first_shown(text, start)
        advance, face, size = fixed
    else:
        start = min(s for s in range(0, n)
                    if piece_width(runs, s, n) + ellipsis(runs, first_shown(text, s))[0] <= limit)
        shown = first_shown(text, start)
        advance, face, size = ellipsis(runs, shown)
    assert start > prefix, "everything fits: not a head or middle case"
    return prefix, shown, piece_width(runs, 0, prefix) + advance + piece_width(runs, shown, n), face, size


def main():
    cases = []
    for runs, limit, position in CASES:
        prefix, suffix, line_width, face, size = truncate(runs, limit, position)
        cases.append({"runs": runs, "maxWidth": limit, "position": position, "prefixEnd": prefix,
                      "suffixStart": suffix, "width": round(line_width, 6),
                      "ellipsisFace": face, "ellipsisSize": size})
    with open(OUT, "w") as f:
        json.dump({"generated": "python3 scripts/text/ellipsis_fixtures.py", "cases": cases}, f, separators=(",", ":"))
        f.write("\n")


if __name__ == "__main__":
    main()
