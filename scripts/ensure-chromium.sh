#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing. Playwright cannot download its
# own browsers here, so the tests drive this one (see playwright.config.ts).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Installing Chromium needs root (apt-get). Run as root or install the 'chromium' package yourself." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$CHROMIUM" --version
