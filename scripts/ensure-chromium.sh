#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium and its headless shell, never a downloaded browser build
# (no internet here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SHELL_BROWSER="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$SHELL_BROWSER" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Missing: ${missing[*]}: installing Debian's package(s)." >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Not root: run 'sudo apt-get update && sudo apt-get install -y ${missing[*]}' once, then npm test again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM" --version
"$SHELL_BROWSER" --version
