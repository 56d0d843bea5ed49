#!/usr/bin/env bash
# Installs Debian's nginx when it is missing (the deploy test serves the build through it).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "nginx not found; installing Debian's nginx-light package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Installing nginx needs root (apt-get). Run as root or install the 'nginx-light' package yourself." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
/usr/sbin/nginx -v
