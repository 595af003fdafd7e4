#!/usr/bin/env bash
# Regenerates the three faces the shop serves (assets/fonts/) from their npm packages, limited to the weights the
# shop sets (400 to 700; tests/unit/fonts/faces.test.ts derives the weights in use from the markup):
# - Inter and Playfair Display, the Latin faces of every page: fontsource's Latin subset, every character of it
#   kept, at 400 to 700 instead of 100 to 900: 34 and 36 KB instead of 48 and 38 KB. They are preloaded beside the
#   largest image of every page, so their bytes are part of every page's largest paint.
# - Noto Sans Arabic, for Arabic pages only: the Arabic block (U+0600 to U+06FF with its digits, marks and the Persian
#   and Urdu letters) and the zero-width joiners; the Supplement, Extended and legacy presentation-form blocks fall back
#   to the system's Arabic face. 38 KB instead of 166 KB. Its unicode-range in components/layout/fonts.ts matches what is kept here.
# Every OpenType feature is kept (Arabic joins its letters through init, medi, fina and rlig; tabular-nums needs tnum).
# Run it after upgrading a package; the results are committed with their OFL licences (the build needs no Python).
# Needs fontTools with Brotli: Debian's python3-fonttools and python3-brotli (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/../.."

python=/usr/bin/python3
if ! "$python" -c "import fontTools, brotli" 2>/dev/null; then
  apt-get install -y python3-fonttools python3-brotli >/dev/null
fi

build_face() {
  local source=$1 target=$2 characters=$3
  "$python" - "$source" "$target" "$characters" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

source, target, characters = sys.argv[1:]
face = TTFont(source)
held = face.getBestCmap()
if characters == "all":
    kept = list(held)
else:
    kept = [code for first, last in (part.split("-") for part in characters.split(",")) for code in range(int(first, 16), int(last, 16) + 1) if code in held]
options = subset.Options()
options.layout_features = ["*"]
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=kept)
subsetter.subset(face)
face = instancer.instantiateVariableFont(face, {"wght": (400, 700)})
face.flavor = "woff2"
face.save(target)
PY
  echo "wrote $target ($(stat -c %s "$target") bytes)"
}

fontsource=node_modules/@fontsource-variable
build_face $fontsource/inter/files/inter-latin-wght-normal.woff2 assets/fonts/inter-latin-400-700.woff2 all
build_face $fontsource/playfair-display/files/playfair-display-latin-wght-normal.woff2 assets/fonts/playfair-display-latin-400-700.woff2 all
build_face $fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2 assets/fonts/noto-sans-arabic-400-700.woff2 0600-06FF,200C-200D
cp $fontsource/inter/LICENSE assets/fonts/inter-OFL.txt
cp $fontsource/playfair-display/LICENSE assets/fonts/playfair-display-OFL.txt
cp $fontsource/noto-sans-arabic/LICENSE assets/fonts/noto-sans-arabic-OFL.txt
