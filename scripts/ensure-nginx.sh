#!/usr/bin/env bash
# The cluster (npm run start:cluster, tests/e2e/cluster.spec.ts, the bench's nginx rows, the Lighthouse front) runs
# Debian's nginx from a folder of its own; this installs the package, and the brotli filter module where the
# distribution has it.
set -euo pipefail
NGINX_BIN="${NGINX_BIN:-/usr/sbin/nginx}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
# npm run lighthouse makes its front's throwaway certificate with the openssl command
# (scripts/lighthouse/https-front.mjs).
if ! command -v openssl >/dev/null 2>&1; then
  echo "openssl not found: installing Debian's openssl package"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq openssl >/dev/null
fi
if [ -x "$NGINX_BIN" ]; then
  exit 0
fi
echo "nginx not found at $NGINX_BIN: installing Debian's nginx package"
$SUDO apt-get update -qq
PACKAGES="nginx"
if apt-cache policy libnginx-mod-http-brotli-filter 2>/dev/null | grep -q 'Candidate: [0-9]'; then
  PACKAGES="$PACKAGES libnginx-mod-http-brotli-filter"
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $PACKAGES >/dev/null
# The package starts a system nginx on port 80; the cluster never uses it.
$SUDO systemctl disable --now nginx >/dev/null 2>&1 || $SUDO service nginx stop >/dev/null 2>&1 || true
"$NGINX_BIN" -v
