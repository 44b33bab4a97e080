#!/usr/bin/env python3
"""Compares Trellis's PNG of a chat with librsvg's render of Trellis's SVG of the same chat.

Usage: png_compare.py TRELLIS.png RSVG.png LABEL [LIMIT_PERCENT]

Fails when the mean absolute difference per channel exceeds LIMIT_PERCENT (default 2) of
the full scale. librsvg leaves undrawn pixels transparent; they are composited on white,
and Trellis's image is composited the same way. Standard library only."""
import sys

from svg_ink_check import read_png


def main():
    ours_path, theirs_path, label = sys.argv[1:4]
    limit = float(sys.argv[4]) if len(sys.argv) > 4 else 2.0
    w1, h1, ours = read_png(ours_path, keep_alpha=True)
    w2, h2, theirs = read_png(theirs_path, keep_alpha=True)
    if (w1, h1) != (w2, h2):
        print(f"{label}: sizes differ, {w1}x{h1} against {w2}x{h2}")
        sys.exit(1)
    total = 0
    for row_a, row_b in zip(ours, theirs):
        for a, b in zip(row_a, row_b):
            for k in range(3):
                pa = a[k] * a[3] / 255 + 255 * (1 - a[3] / 255)
                pb = b[k] * b[3] / 255 + 255 * (1 - b[3] / 255)
                total += abs(pa - pb)
    mean = total / (w1 * h1 * 3) / 255 * 100
    print(f"{label}: mean absolute difference {mean:.3f}% (limit {limit}%)")
    if mean > limit:
        sys.exit(1)


if __name__ == "__main__":
    main()
