#!/usr/bin/env bash
# Public declarations per module: lines of Swift source (outside comments) whose declaration
# starts with `public` or `open`, after any attributes.
root="${1:-Sources}"
for d in "$root"/*/; do
  m=$(basename "$d")
  n=$(find "$d" -name '*.swift' -print0 | xargs -0 cat | grep -E '^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)(\(set\))?\s' | wc -l)
  printf '%-20s %5d\n' "$m" "$n"
done
