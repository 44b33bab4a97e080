#!/usr/bin/env python3
"""Checks that no text ink in a screenshot of Trellis's default SVG crosses its bubble or pill.

Usage: svg_ink_check.py FRAMES.json WITH_TEXT.png WITHOUT_TEXT.png LABEL

FRAMES.json is `trellis render --format json` of the same scene; the two PNGs are screenshots
(DPR 1) of the SVG with and without its text (every <use> glyph and <text> removed). Pixels
that differ are text ink. Each must lie inside a part that can hold text (a bubble, pill,
notice or card, whose frame is the part's), inside a nickname's or voice duration's own frame
(grown by 3 px: those sit on the page), inside an avatar or icon (initials, file labels), or
in the input bar. Anything else is text drawn outside the box it was measured for.
Standard library only: the PNG decoder below reads 8-bit RGB/RGBA, non-interlaced."""
import json
import struct
import sys
import zlib


def read_png(path, keep_alpha=False):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    at, idat, width = 8, b"", 0
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        at += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, f"{path}: unsupported PNG"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        take = channels if keep_alpha else 3
        pixels = [bytes(line[k:k + take]) for k in range(0, stride, channels)]
        if keep_alpha and channels == 3:
            pixels = [p + b"\xff" for p in pixels]
        rows.append(pixels)
        previous = line
    return width, height, rows


def main():
    frames_path, with_path, without_path, label = sys.argv[1:5]
    doc = json.load(open(frames_path))
    w1, h1, a = read_png(with_path)
    w2, h2, b = read_png(without_path)
    assert (w1, h1) == (w2, h2), "screenshots differ in size"
    holders, page_text = [], []
    for cell in doc["cells"]:
        ox, oy = cell["frame"]["x"], cell["frame"]["y"]
        for part in cell["parts"]:
            f = part["frame"]
            box = (ox + f["x"], oy + f["y"], ox + f["x"] + f["width"], oy + f["y"] + f["height"])
            if part["role"] in ("nickname", "voiceDuration"):
                page_text.append((box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3))
            elif part["role"] not in ("text", "cardTitle", "cardDetail"):
                # Half a pixel of slack: a glyph whose cap top touches the box edge (Helvetica's
                # ascender is its cap height) antialiases into the pixel row that straddles the edge.
                holders.append((box[0] - 0.5, box[1] - 0.5, box[2] + 0.5, box[3] + 0.5))
    bar_top = doc["inputBar"]["frame"]["y"] if doc.get("inputBar") else doc["height"]
    stray, ink = [], 0
    for y in range(h1):
        if y >= bar_top:
            break
        ra, rb = a[y], b[y]
        for x in range(w1):
            pa, pb = ra[x], rb[x]
            if max(abs(pa[0] - pb[0]), abs(pa[1] - pb[1]), abs(pa[2] - pb[2])) < 24:
                continue
            ink += 1
            cx, cy = x + 0.5, y + 0.5
            if any(l <= cx <= r and t <= cy <= btm for l, t, r, btm in holders + page_text):
                continue
            stray.append((x, y))
    print(f"{label}: {ink} text ink pixels, {len(stray)} outside their bubble or pill")
    if stray:
        print("  first stray pixels:", stray[:10])
        sys.exit(1)
    if ink == 0:
        print("  no text ink found: the screenshot did not render")
        sys.exit(1)


if __name__ == "__main__":
    main()
