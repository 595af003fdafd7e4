#!/usr/bin/env bash
# Regenerates the static TrueType faces the invoice PDF embeds (assets/fonts/pdf/) from the shop's own web faces in
# assets/fonts: pdf-lib's font subsetter (@pdf-lib/fontkit) cannot read a WOFF2 file's transformed glyph table, and a
# PDF embeds plain TrueType anyway. Each face is pinned to one weight (400 for text, 700 for headings), since a PDF
# draws a variable font at its default instance only. Inter covers Latin text and digits, Noto Sans Arabic the Arabic
# (lib/invoices/pdf/ picks a face per run of text). Needs fontTools with Brotli (see build-faces.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."

python=/usr/bin/python3
if ! "$python" -c "import fontTools, brotli" 2>/dev/null; then
  apt-get install -y python3-fonttools python3-brotli >/dev/null
fi

pin_weight() {
  local source=$1 target=$2 weight=$3
  "$python" - "$source" "$target" "$weight" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

source, target, weight = sys.argv[1:]
face = instancer.instantiateVariableFont(TTFont(source), {"wght": int(weight)})
face.flavor = None
face.save(target)
PY
  echo "wrote $target ($(stat -c %s "$target") bytes)"
}

for weight in 400 700; do
  pin_weight assets/fonts/inter-latin-400-700.woff2 assets/fonts/pdf/inter-$weight.ttf $weight
  pin_weight assets/fonts/noto-sans-arabic-400-700.woff2 assets/fonts/pdf/noto-sans-arabic-$weight.ttf $weight
done
