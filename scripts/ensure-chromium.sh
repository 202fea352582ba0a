#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium, never a downloaded browser build (no internet here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package." >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Not root: run 'sudo apt-get update && sudo apt-get install -y chromium' once, then npm test again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
