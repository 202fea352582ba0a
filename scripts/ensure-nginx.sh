#!/usr/bin/env bash
# The deployment test (tests/deploy/nginx.test.ts) runs Debian's nginx, with Debian's brotli_static
# module when it is there; installs both when missing.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
packages=()
[ -x "$NGINX" ] || packages+=(nginx)
[ -e "$BROTLI_MODULE" ] || packages+=(libnginx-mod-http-brotli-static)
if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi
echo "Missing for the nginx test: installing Debian's ${packages[*]}." >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Not root: run 'sudo apt-get update && sudo apt-get install -y ${packages[*]}' once; until then the nginx test is skipped (or its brotli case)." >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
# The package would start a system nginx on port 80; the test starts its own. policy-rc.d is
# Debian's way to keep an install from starting services (101: action forbidden).
POLICY=/usr/sbin/policy-rc.d
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$POLICY"
  chmod +x "$POLICY"
  trap 'rm -f "$POLICY"' EXIT
fi
apt-get update -qq
# The brotli module is optional: a distribution without it leaves the nginx test's brotli case out.
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null ||
  apt-get install -y -qq --no-install-recommends nginx >/dev/null
"$NGINX" -v
