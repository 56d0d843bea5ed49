#!/usr/bin/env bash
# apt_install PACKAGE...: installs Debian packages, as root or through sudo, or says what to do.
# Sourced by scripts/ensure-chromium.sh and scripts/ensure-nginx.sh.
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "Installing $* needs root (apt-get). Run as root or install the package(s) yourself: $*" >&2
      return 1
    fi
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
