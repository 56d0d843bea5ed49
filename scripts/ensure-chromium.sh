#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing. Playwright cannot download its
# own browsers here, so the tests drive this one (see playwright.config.ts).
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
apt_install chromium fonts-liberation
"$CHROMIUM" --version
