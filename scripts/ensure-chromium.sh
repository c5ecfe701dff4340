#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download cannot run here).
# Installs it when missing and we may (root, or passwordless sudo); otherwise says what to do.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
echo "Chromium not found at $browser: installing Debian's chromium package…"
if [ "$(id -u)" -eq 0 ]; then sudo=""; elif sudo -n true 2>/dev/null; then sudo="sudo -n"; else
  echo "Cannot install Chromium without root. Run: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium >/dev/null
[ -x "$browser" ] || { echo "Chromium still missing at $browser" >&2; exit 1; }
