#!/usr/bin/env python3
"""Reads the DOM Chromium dumped after scripts/browser/measure.js ran and checks that every
Trellis text line fits its bubble (1 px tolerance) and that the browser breaks each text where
Trellis did (or, with `note`, only reports break differences). Exit 0 when everything holds, 1 otherwise; a summary either way."""
import html
import json
import re
import sys

TOLERANCE = 1.0


def main(path, label, breaks="fail"):
    dom = open(path, encoding="utf-8").read()
    matches = re.findall(r'<pre id="trellis-results">(.*?)</pre>', dom, re.S)
    match = matches[-1] if matches else None
    if not match:
        print(f"FAIL [{label}]: no results in the dumped DOM (did the page's script run?)")
        return 1
    results = json.loads(html.unescape(match))
    lines, paragraphs = results["lines"], results["paragraphs"]
    failures = []
    worst = 0.0
    for line in lines:
        overflow = line["right"] - line["limit"]
        worst = max(worst, abs(line["width"] - line["trellisWidth"]))
        if overflow > TOLERANCE:
            failures.append(f"line overflows its bubble by {overflow:.2f} px: {line['text']!r} "
                            f"(browser {line['width']:.2f} px, Trellis {line['trellisWidth']:.2f} px)")
    notes = []
    for paragraph in paragraphs:
        if paragraph["browser"] != paragraph["trellis"]:
            (failures if breaks == "fail" else notes).append(f"browser breaks {paragraph['text']!r} at {paragraph['browser']}, "
                            f"Trellis at {paragraph['trellis']}")
    print(f"[{label}] {len(lines)} lines, {len(paragraphs)} paragraphs; "
          f"largest browser/Trellis width difference {worst:.2f} px")
    for note in notes:
        print(f"note [{label}]: {note}")
    for failure in failures:
        print(f"FAIL [{label}]: {failure}")
    if not lines:
        print(f"FAIL [{label}]: the page has no text lines")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    # check.py DOM [LABEL] [fail|note]: the third argument says whether break differences fail.
    sys.exit(main(*sys.argv[1:4]))
