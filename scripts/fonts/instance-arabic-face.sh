#!/usr/bin/env bash
# Regenerates assets/fonts/noto-sans-arabic-wght-400-700.woff2, the Arabic face the shop serves, from the npm package
# @fontsource-variable/noto-sans-arabic: its variable file spans weights 100 to 900 (166 KB); the shop sets text at
# 400 to 700 only, and the instance limited to that range is 90 KB with the same outlines at those weights. Run it after
# upgrading the package; the result is committed (the build needs no Python), and
# tests/unit/fonts/arabic-face.test.ts checks the file's weight range against the weights the CSS uses.
# Needs fontTools with Brotli: Debian's python3-fonttools and python3-brotli (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/../.."

source_face=node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2
target_face=assets/fonts/noto-sans-arabic-wght-400-700.woff2
python=/usr/bin/python3

if ! "$python" -c "import fontTools, brotli" 2>/dev/null; then
  apt-get install -y python3-fonttools python3-brotli >/dev/null
fi

"$python" - "$source_face" "$target_face" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

source, target = sys.argv[1:]
face = instancer.instantiateVariableFont(TTFont(source), {"wght": (400, 700)})
face.flavor = "woff2"
face.save(target)
PY
cp node_modules/@fontsource-variable/noto-sans-arabic/LICENSE assets/fonts/noto-sans-arabic-OFL.txt
echo "wrote $target_face ($(stat -c %s "$target_face") bytes)"
