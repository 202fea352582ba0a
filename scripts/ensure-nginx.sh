#!/usr/bin/env bash
# The deployment test (tests/deploy/nginx.test.ts) runs Debian's nginx; installs it when missing.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then
  exit 0
fi
echo "nginx is missing at $NGINX: installing Debian's nginx package." >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Not root: run 'sudo apt-get update && sudo apt-get install -y nginx' once; until then the nginx test is skipped." >&2
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
apt-get install -y -qq --no-install-recommends nginx >/dev/null
"$NGINX" -v
