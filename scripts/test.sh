#!/usr/bin/env bash
# `npm test`: every gate CI runs, fastest first, so a typo fails in seconds, not minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$1"; }

step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "format"; npm run --silent format:check
step "nginx"; bash scripts/ensure-nginx.sh
step "unit tests"; npx vitest run
step "build"; npm run --silent build
step "size budget"; npm run --silent size
step "browser"; bash scripts/ensure-chromium.sh
step "end-to-end tests"; npx playwright test
