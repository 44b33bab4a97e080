#!/usr/bin/env python3
"""Write HarfBuzz reference widths for TrellisText's tests.

Usage (from the repository root):
    pip install uharfbuzz
    apt-get install -y fonts-dejavu-core fonts-liberation2 fonts-noto-cjk fonts-noto-color-emoji fonts-noto-core
    python3 scripts/text/harfbuzz_fixtures.py

Writes Tests/TrellisTextTests/Fixtures/harfbuzz-widths.json. For each (font, text) of the corpus
it records, at 17 px:
- `width`: the total HarfBuzz advance (default features, so kerning as HarfBuzz applies it);
- `clusters`: [UTF-16 offset, advance] per HarfBuzz cluster (advances of the glyphs in it);
- `wraps`: for texts whose only break opportunities are spaces, greedy first-fit lines at a few
  widths, each line measured by shaping the line's text alone (trailing spaces excluded).
The Swift tests compare: 0.01 px for Latin, CJK, Hebrew and emoji; 1% for Arabic.
Fonts that are not installed are skipped (and so are absent from the fixture).

Also writes Tests/TrellisTextTests/Fixtures/harfbuzz-glyphs.json: for each (font, text) of the
shaping corpus (ligatures and kerning, combining marks, Arabic, Hebrew, Cyrillic, Greek), every
glyph HarfBuzz outputs, in its order (visual: right to left runs come reversed), as
[glyph id, x_advance, x_offset, y_offset] in font units, and the total width at 17 px. The Swift
tests compare glyph ids and order exactly and each glyph's position to 0.01 px.
"""
import json
import os
import re

import uharfbuzz as hb

SIZE = 17.0
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "harfbuzz-widths.json")

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
LIBERATION = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
EMOJI = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
ARABIC = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
HEBREW = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"

LATIN = [
    "Hello, world!",
    "AVAWAY To",
    "The quick brown fox jumps over the lazy dog.",
    "Typography: kerning, WAVE Tokyo, Yes AV. LTA",
    "Meet me at 10:30 tomorrow, ok? Thanks!",
]
CJK_TEXTS = ["你好，世界。こんにちは", "今日は良い天気ですね。", "我们明天见！"]
EMOJI_TEXTS = ["👨‍👩‍👧‍👦👍🏽🇯🇵❤️", "😀😂🥲", "🏳️‍🌈👩🏽‍💻", "👍🏽 ❤️ 🇯🇵 😀 👨‍👩‍👧‍👦 🎉"]
HEBREW_TEXTS = ["שלום עולם", "מה שלומך היום הכל בסדר"]
ARABIC_TEXTS = ["مرحبا بالعالم", "السلام عليكم", "شكرا جزيلا", "كيف حالك اليوم يا صديقي", "مرحبا", "شكرا"]

CORPUS = [
    ("DejaVu Sans", DEJAVU, 0, "latin", LATIN),
    ("Liberation Sans", LIBERATION, 0, "latin", LATIN),
    ("Noto Sans CJK JP", CJK, 0, "cjk", CJK_TEXTS),
    ("Noto Sans CJK SC", CJK, 2, "cjk", CJK_TEXTS),
    ("Noto Color Emoji", EMOJI, 0, "emoji", EMOJI_TEXTS),
    ("Noto Sans Hebrew", HEBREW, 0, "hebrew", HEBREW_TEXTS),
    ("DejaVu Sans", DEJAVU, 0, "hebrew", HEBREW_TEXTS),
    ("Noto Sans Arabic", ARABIC, 0, "arabic", ARABIC_TEXTS),
    ("DejaVu Sans", DEJAVU, 0, "arabic", ARABIC_TEXTS),
]


GLYPHS_OUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "harfbuzz-glyphs.json")
NOTO_SANS = os.path.join(ROOT, "Sources", "TrellisText", "Resources", "Fonts", "NotoSans-Regular.ttf")
NOTO_SANS_BOLD = os.path.join(ROOT, "Sources", "TrellisText", "Resources", "Fonts", "NotoSans-Bold.ttf")

LIGATURES = ["office affliction fjord", "fi fl ffi ffl", "Typography: WAVE Tokyo, AVAWAY", "The first fluffy waffle"]
MARKS = ["e\u0301 a\u0308 n\u0303", "q\u0323\u0307 x\u0301\u0323", "i\u0307 j\u0301 i\u0328\u0301", "Tie\u0302\u0301ng Vie\u0323\u0302t", "A\u030A\u0301 o\u031B\u0303"]
CYRILLIC_GREEK = ["Привет, мир! Съешь же ещё", "Καλημέρα κόσμε, ΆΈΉ"]
HEBREW_MARKS = ["שָׁלוֹם עוֹלָם", "בְּרֵאשִׁית בָּרָא", "שלום עולם"]
ARABIC_MARKS = ["بِسْمِ اللَّهِ الرَّحْمَٰنِ", "لا الله إلا", "مرحبا بالعالم", "كيف حالك اليوم يا صديقي", "شكرا جزيلا", "ـبـ لأ"]

GLYPH_CORPUS = [
    ("Noto Sans", NOTO_SANS, 0, "latin", LIGATURES + MARKS + CYRILLIC_GREEK),
    ("Noto Sans Bold", NOTO_SANS_BOLD, 0, "latin", LIGATURES + MARKS),
    ("DejaVu Sans", DEJAVU, 0, "latin", LIGATURES + MARKS + CYRILLIC_GREEK),
    ("Liberation Sans", LIBERATION, 0, "latin", LIGATURES + MARKS),
    ("DejaVu Sans", DEJAVU, 0, "hebrew", HEBREW_MARKS),
    ("Noto Sans Hebrew", HEBREW, 0, "hebrew", HEBREW_MARKS),
    ("DejaVu Sans", DEJAVU, 0, "arabic", ARABIC_MARKS),
    ("Noto Sans Arabic", ARABIC, 0, "arabic", ARABIC_MARKS),
]


def glyph_cases():
    cases = []
    for name, path, index, script, texts in GLYPH_CORPUS:
        if not os.path.exists(path):
            print(f"skip {name}: {path} not installed")
            continue
        shaper = Shaper(path, index)
        for text in texts:
            infos, positions = shaper.shape(text)
            glyphs = [[i.codepoint, p.x_advance, p.x_offset, p.y_offset] for i, p in zip(infos, positions)]
            cases.append({
                "font": name, "path": os.path.relpath(path, ROOT) if path.startswith(ROOT) else path,
                "faceIndex": index, "script": script, "text": text, "upem": shaper.face.upem,
                "width": round(shaper.width(text), 6), "glyphs": glyphs,
            })
    return cases


def write(path, fixture, cases):
    with open(path, "w", encoding="utf-8") as f:
        # One case per line: readable diffs when the fixture is regenerated.
        cases_json = ",\n".join(json.dumps(c, ensure_ascii=False, separators=(",", ":")) for c in cases)
        head = json.dumps(fixture, ensure_ascii=False)
        f.write(head[:-1] + ',\n"cases":[\n' + cases_json + "\n]}\n")
    print(f"wrote {path}: {len(cases)} cases")


def utf16_offsets(text):
    """UTF-16 offset of each code point, plus the end."""
    offsets = [0]
    for ch in text:
        offsets.append(offsets[-1] + (2 if ord(ch) > 0xFFFF else 1))
    return offsets


class Shaper:
    def __init__(self, path, index):
        self.face = hb.Face(hb.Blob.from_file_path(path), index)
        self.font = hb.Font(self.face)
        self.scale = SIZE / self.face.upem

    def shape(self, text):
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(self.font, buf, {})
        return buf.glyph_infos, buf.glyph_positions

    def units(self, text):
        return sum(p.x_advance for p in self.shape(text)[1])

    def width(self, text):
        return self.units(text) * self.scale


def clusters(shaper, text):
    infos, positions = shaper.shape(text)
    offsets = utf16_offsets(text)
    sums = {}
    for info, pos in zip(infos, positions):
        sums[info.cluster] = sums.get(info.cluster, 0) + pos.x_advance
    return [[offsets[c], round(units * shaper.scale, 6)] for c, units in sorted(sums.items())]


def greedy(shaper, text, max_width):
    """First-fit lines breaking after spaces only. Returns lines and every width tried."""
    offsets = utf16_offsets(text)
    tokens = [(m.start(), m.end(), m.start() + len(m.group().rstrip(" "))) for m in re.finditer(r"\S+ *", text)]
    lines, tried = [], []
    start = 0
    end = None  # end of the current line (after its spaces)
    content = None
    for token_start, token_end, token_content in tokens:
        if end is None:
            start, end, content = token_start, token_end, token_content
            continue
        width = shaper.width(text[start:token_content])
        tried.append(width)
        if width <= max_width:
            end, content = token_end, token_content
        else:
            lines.append((start, end, content))
            start, end, content = token_start, token_end, token_content
    if end is not None:
        lines.append((start, end, content))
    out = [{"range": [offsets[s], offsets[e]], "width": round(shaper.width(text[s:c]), 6)} for s, e, c in lines]
    return out, tried


def wraps(shaper, text):
    if " " not in text.strip():
        return []
    total = shaper.width(text)
    # A word wider than the line would be split between graphemes; keep every word fitting.
    widest = max(shaper.width(word) for word in text.split())
    result = []
    for fraction in (0.35, 0.55, 0.8):
        max_width = max(total * fraction, widest + 0.5)
        # Keep the limit clear of every candidate width, so rounding cannot flip a decision.
        for _ in range(100):
            _, tried = greedy(shaper, text, max_width)
            if all(abs(w - max_width) > 0.05 for w in tried):
                break
            max_width += 0.1
        lines, _ = greedy(shaper, text, max_width)
        if len(lines) > 1 and all(w["maxWidth"] != round(max_width, 6) for w in result):
            result.append({"maxWidth": round(max_width, 6), "lines": lines})
    return result


def main():
    cases = []
    for name, path, index, script, texts in CORPUS:
        if not os.path.exists(path):
            print(f"skip {name}: {path} not installed")
            continue
        shaper = Shaper(path, index)
        for text in texts:
            cases.append({
                "font": name, "path": path, "faceIndex": index, "script": script, "text": text,
                "units": shaper.units(text), "upem": shaper.face.upem,
                "width": round(shaper.width(text), 6),
                "clusters": clusters(shaper, text),
                "wraps": wraps(shaper, text) if script != "cjk" else [],
            })
    fixture = {
        "generated": "by scripts/text/harfbuzz_fixtures.py, do not edit",
        "command": "python3 scripts/text/harfbuzz_fixtures.py",
        "harfbuzz": hb.version_string(),
        "uharfbuzz": hb.__version__,
        "size": SIZE,
        "cases": cases,
    }
    write(OUT, {k: v for k, v in fixture.items() if k != "cases"}, cases)
    write(GLYPHS_OUT, {k: v for k, v in fixture.items() if k != "cases"}, glyph_cases())


if __name__ == "__main__":
    main()
