#!/usr/bin/env python3
"""Write Chrome's line-break opportunities for TrellisText's tests.

Usage (from the repository root):
    apt-get install -y --no-install-recommends chromium-headless-shell fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji
    python3 scripts/text/chrome_breaks.py

Lays each text of the corpus out in headless Chromium in a 1 px wide box (`white-space: normal`,
no `overflow-wrap`), so the browser breaks at every opportunity it has and nowhere else, then
reads each character's line from its client rect. Writes
Tests/TrellisTextTests/Fixtures/chrome-breaks.json: for each text, the UTF-16 offsets where a
line starts (after the first). The Swift tests check that `LineBreakStyle.browser` finds exactly
these opportunities. It also records, under `overflow`, the lines of over-long URLs in a box
of a given width with `overflow-wrap: anywhere` (DejaVu Sans 17 px), which the tests compare
with TrellisText's greedy wrapping. Standard library only.
"""
import html
import json
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "TrellisTextTests", "Fixtures", "chrome-breaks.json")
BROWSER = "chromium-headless-shell"

CORPUS = [
    # URLs and paths.
    "https://example.com/path/to/page?x=1&y=2",
    "see https://example.com/a/very/long/path for more",
    "www.example.org/a/b",
    "https://trellis.dev/docs/text",
    "http://a.b/c-d_e~f/g.h?i=j&k=l#m",
    "ftp://files.example.net/pub/file-1.2.tar.gz",
    "mailto:someone@example.com?subject=hi",
    "C:\\Users\\me\\file.txt",
    "/usr/local/bin/swift and/or ./run.sh",
    "https://例え.jp/パス/ページ",
    # ASCII punctuation between words.
    "a-b c-1 1-2 x -5 ABCD-1234 e-mail",
    "wow!cool what?yes ok.done a,b a;b a:b",
    "f(x) a[0] b{c} d<e> g(h)i",
    "C++ and C# and F# (really) [yes] {no}",
    "50% $100 #tag @user 3+4=7 a*b a|b a~b a^b a_b a`b a'b a\"b",
    "hello !! what ?? ( spaced ) [ spaced ] 100 %",
    "end.(paren) end,(paren) end:[bracket] end;{brace}",
    # Other scripts and emoji next to ASCII.
    "English 日本語 mixed、テキスト。",
    "hello👍🏽world 🇯🇵flag ❤️love",
    "שלום-world עולם/path",
    "price:€100 €/kg 10€",
    "tab\tseparated\twords",
    # After a run of spaces Chrome always breaks, even before closing punctuation.
    "引用 」と 「 テスト 、です",
    "word \u2060joined and a \u00a0b",
]


OVERFLOW = [
    ("see https://example.com/a/very/long/path?query=1 ok", 120),
    ("https://trellis.dev/docs/text/measuring-and-wrapping.html#greedy", 150),
]


def page(texts, overflow=()):
    spans = "\n".join(
        f'<div class="t" id="t{i}">{html.escape(text)}</div>' for i, text in enumerate(texts)
    ) + "\n".join(
        f'<div class="o" style="width: {width}px">{html.escape(text)}</div>' for text, width in overflow
    )
    script = """
const out = [];
for (const div of document.querySelectorAll('.t')) {
  const node = div.firstChild;
  const text = node ? node.data : '';
  const starts = [];
  let top = null;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xDC00 && code <= 0xDFFF) continue;
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const rects = range.getClientRects();
    if (rects.length === 0) continue;
    const y = rects[0].top;
    if (top !== null && y > top + 1 && !/[ \\t\\n]/.test(text[i])) starts.push(i);
    top = y;
  }
  out.push(starts);
}
const overflow = [];
for (const div of document.querySelectorAll('.o')) {
  const node = div.firstChild;
  const text = node.data;
  const lines = [];
  let line = '';
  let top = null;
  for (let i = 0; i < text.length; i++) {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const rects = range.getClientRects();
    const y = rects.length ? rects[0].top : top;
    if (top !== null && y > top + 1) { lines.push(line); line = ''; }
    line += text[i];
    top = y;
  }
  lines.push(line);
  overflow.push(lines);
}
document.getElementById('out').textContent = JSON.stringify({breaks: out, overflow: overflow});
"""
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
.t {{ width: 1px; font: 17px 'DejaVu Sans', 'Noto Sans CJK JP', 'Noto Color Emoji'; white-space: normal; margin-bottom: 8px; }}
.o {{ font: 17px 'DejaVu Sans'; overflow-wrap: anywhere; margin-bottom: 8px; }}
</style></head><body>{spans}<pre id="out"></pre><script>{script}</script></body></html>"""


def main():
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "breaks.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page(CORPUS, OVERFLOW))
        dom = subprocess.run(
            [BROWSER, "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--virtual-time-budget=5000", "--dump-dom", "file://" + path],
            check=True, capture_output=True, text=True,
        ).stdout
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    result = json.loads(html.unescape(match.group(1)))
    starts = result["breaks"]
    version = subprocess.run([BROWSER, "--version"], capture_output=True, text=True).stdout.strip()
    cases = [{"text": text, "lineStarts": s} for text, s in zip(CORPUS, starts)]
    overflow = [{"text": text, "width": width, "font": "DejaVu Sans", "size": 17, "lines": lines}
                for (text, width), lines in zip(OVERFLOW, result["overflow"])]
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"generator": "scripts/text/chrome_breaks.py", "browser": version, "cases": cases,
                   "overflow": overflow}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {len(cases)} cases to {OUT} ({version})")


if __name__ == "__main__":
    main()
