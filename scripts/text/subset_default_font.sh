#!/usr/bin/env bash
# Writes Sources/TrellisText/Resources/Fonts/NotoSans-{Regular,Bold}.ttf: Noto Sans 2.004 from
# Debian's fonts-noto-core (SIL OFL 1.1), subset with fontTools' pyftsubset to Latin (Basic,
# Latin-1, Extended-A/B, Extended Additional), IPA and spacing modifiers, combining marks,
# Greek (and Extended), Cyrillic (and Supplement), general punctuation, super/subscripts,
# currency, letterlike symbols, arrows, common math operators, geometric shapes and the
# Latin ligatures; hinting dropped (Trellis draws outlines unhinted), layout features kept.
# Run: bash scripts/text/subset_default_font.sh  (needs `pip install fonttools`).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=Sources/TrellisText/Resources/Fonts
unicodes="U+0000-024F,U+0250-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+1F00-1FFF,U+2000-206F,U+2070-209F,U+20A0-20CF,U+2100-214F,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+FB00-FB06,U+FEFF,U+FFFD"
for style in Regular Bold; do
  pyftsubset "/usr/share/fonts/truetype/noto/NotoSans-$style.ttf" --unicodes="$unicodes" \
    --layout-features='*' --no-hinting --drop-tables+=DSIG --name-IDs='*' --name-languages='*' \
    --output-file="$out/NotoSans-$style.ttf"
done
ls -l "$out"
