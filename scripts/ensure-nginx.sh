#!/usr/bin/env bash
# Installs Debian's nginx when it is missing (the deploy test serves the build through it).
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "nginx not found; installing Debian's nginx-light package..."
apt_install nginx-light
/usr/sbin/nginx -v
