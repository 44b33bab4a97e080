#!/usr/bin/env bash
# Browser check: renders the sample chat to HTML with a real font (DejaVu Sans plus the
# system's Noto CJK and emoji fallbacks, bound with @font-face), lets headless Chromium
# measure every Trellis line and flow every text as a paragraph, and fails when a line
# overflows its bubble by more than 1 px or the browser breaks a text where Trellis did not.
# Also saves a screenshot to .build/browser-check/sample.png, and checks the default SVG's
# text ink stays inside its bubbles and pills (scripts/browser/svg_ink_check.py).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/browser-check
mkdir -p "$out"

browser=$(command -v chromium-headless-shell || true)
if [ -z "$browser" ] && [ -x /usr/lib/chromium/chromium-headless-shell ]; then
  browser=/usr/lib/chromium/chromium-headless-shell
fi
if [ -z "$browser" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing chromium-headless-shell"
    if ! (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      chromium-headless-shell >/dev/null); then
      echo "SKIP: WARNING: chromium-headless-shell could not be installed (package mirror unreachable?); the browser check did not run"
      exit 0
    fi
    browser=$(command -v chromium-headless-shell || echo /usr/lib/chromium/chromium-headless-shell)
  else
    echo "SKIP: chromium-headless-shell is not installed and cannot be (needs root and apt-get)"
    exit 0
  fi
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "SKIP: python3 is needed to read the browser's measurements"
  exit 0
fi

font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
if [ ! -f "$font" ]; then
  echo "SKIP: $font is missing (fonts-dejavu-core)"
  exit 0
fi

# The debug binary CI built; build it if this runs alone.
trellis=${TRELLIS_BIN:-.build/debug/trellis}
[ -x "$trellis" ] || swift build --product trellis >/dev/null
page="$PWD/$out/sample.html"
"$trellis" render --format html --font "$font" --draft "Sounds good 👍 见面再说" -o "$page"
# The page with the measuring script added before </body>.
python3 - "$page" scripts/browser/measure.js "$out/measure.html" <<'PY'
import sys
page, script, target = sys.argv[1:]
html = open(page, encoding="utf-8").read()
js = open(script, encoding="utf-8").read()
open(target, "w", encoding="utf-8").write(html.replace("</body>", "<script>\n" + js + "</script>\n</body>", 1))
PY

run() {
  timeout 120 "$browser" --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
    --virtual-time-budget=5000 "$@" 2>/dev/null
}

# Measured without hinting (--font-render-hinting=none: the font's own advances, as Trellis
# measures them) at device scales 1 and 2: overflow and break differences fail. Then Chromium's
# default hinted rendering at scale 1 (advances rounded to whole pixels, up to ~2 px wider per
# line): overflow still fails, break differences are only reported.
status=0
for scale in 1 2; do
  run --font-render-hinting=none --force-device-scale-factor="$scale" --dump-dom "file://$PWD/$out/measure.html" \
    > "$out/dom-dpr$scale.html"
  python3 scripts/browser/check.py "$out/dom-dpr$scale.html" "DejaVu Sans, unhinted, DPR $scale" fail || status=1
done
run --force-device-scale-factor=1 --dump-dom "file://$PWD/$out/measure.html" > "$out/dom-hinted.html"
python3 scripts/browser/check.py "$out/dom-hinted.html" "DejaVu Sans, hinted, DPR 1" note || status=1

height=$(python3 -c "import re,sys; print(int(float(re.search(r'id=\"chat\" style=\"width:[0-9.]+px;height:([0-9.]+)px', open(sys.argv[1]).read()).group(1)) + 0.999))" "$page")
run --font-render-hinting=none --window-size="375,$height" --screenshot="$PWD/$out/sample.png" "file://$page" >/dev/null
[ -s "$out/sample.png" ] && echo "screenshot: $out/sample.png"

# The default SVG (bundled Noto Sans, text as glyph outlines): screenshotted with and without
# its text (every <use> glyph and <text> removed); the pixels that differ are text ink, and
# none may fall outside the bubble, pill or card it was measured for. Also with librsvg.
"$trellis" render -o "$out/default.svg" >/dev/null 2>"$out/default-warnings.txt" || status=1
"$trellis" render --format json > "$out/default.json"
sed -E 's#<use [^>]*/>##g; s#<text [^>]*>[^<]*</text>##g' "$out/default.svg" > "$out/default-notext.svg"
svg_height=$(python3 -c "import json,sys; print(int(json.load(open(sys.argv[1]))['height'] + 0.999))" "$out/default.json")
for name in default default-notext; do
  run --window-size="375,$svg_height" --screenshot="$PWD/$out/$name-chromium.png" "file://$PWD/$out/$name.svg" >/dev/null
done
python3 scripts/browser/svg_ink_check.py "$out/default.json" "$out/default-chromium.png" "$out/default-notext-chromium.png" \
  "default SVG in Chromium" || status=1
if command -v rsvg-convert >/dev/null 2>&1; then
  for name in default default-notext; do rsvg-convert -o "$out/$name-rsvg.png" "$out/$name.svg"; done
  python3 scripts/browser/svg_ink_check.py "$out/default.json" "$out/default-rsvg.png" "$out/default-notext-rsvg.png" \
    "default SVG in librsvg" || status=1
  # Trellis's own rasterizer against librsvg on the same drawing: mean abs difference < 2 %.
  "$trellis" render -o "$out/default-trellis.png" --scale 1 >/dev/null
  python3 scripts/browser/png_compare.py "$out/default-trellis.png" "$out/default-rsvg.png" "Trellis PNG against librsvg" || status=1
else
  echo "note: rsvg-convert (librsvg2-bin) is not installed; the SVG was checked in Chromium only"
fi

if [ "$status" != 0 ]; then
  echo "browser check FAILED: see the lines above; pages in $out"
  exit 1
fi
echo "browser check passed"
