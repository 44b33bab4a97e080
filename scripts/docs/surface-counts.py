#!/usr/bin/env python3
"""Public surface and doc-example counts per module (issue 14's before/after figures).

    python3 scripts/docs/surface-counts.py [REPO_ROOT]

Counts, per module under Sources/: declarations whose modifiers include `public` or `open`
(a line-based count: `public`/`open` followed by a declaration keyword), `package`
declarations, fenced code blocks in doc comments (``` lines inside `///` comments, halved),
and how many of those blocks hold a single line.
"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
sources = os.path.join(root, "Sources")
keywords = r"(func|var|let|init|subscript|struct|class|enum|protocol|typealias|case|static|final|override|mutating|convenience|required|nonisolated|indirect|actor)"
public_re = re.compile(r"^\s*(@\w+(\([^)]*\))?\s+)*(public|open)(\s*\(set\))?\s+(\w+\s+)*?" + keywords + r"\b")
package_re = re.compile(r"^\s*(@\w+(\([^)]*\))?\s+)*package(\s*\(set\))?\s+(\w+\s+)*?" + keywords + r"\b")

print(f"{'module':<20}{'public/open':>12}{'package':>9}{'examples':>10}{'one-line':>10}")
totals = [0, 0, 0, 0]
for module in sorted(os.listdir(sources)):
    path = os.path.join(sources, module)
    if not os.path.isdir(path):
        continue
    public = package = examples = one_line = 0
    for folder, _, files in os.walk(path):
        for name in files:
            if not name.endswith(".swift"):
                continue
            lines = open(os.path.join(folder, name), encoding="utf-8").read().splitlines()
            inside = False
            body = 0
            for line in lines:
                stripped = line.strip()
                if public_re.match(line):
                    public += 1
                if package_re.match(line):
                    package += 1
                if stripped.startswith("///"):
                    text = stripped[3:].strip()
                    if text.startswith("```"):
                        if inside:
                            examples += 1
                            one_line += body == 1
                        inside = not inside
                        body = 0
                    elif inside and text:
                        body += 1
    totals = [a + b for a, b in zip(totals, [public, package, examples, one_line])]
    print(f"{module:<20}{public:>12}{package:>9}{examples:>10}{one_line:>10}")
print(f"{'total':<20}{totals[0]:>12}{totals[1]:>9}{totals[2]:>10}{totals[3]:>10}")
