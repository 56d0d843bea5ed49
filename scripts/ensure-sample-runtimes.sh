#!/usr/bin/env bash
# Installs, from Debian's packages, the programs that run the published code samples
# (samples-run/, jest.samples.config.cjs) when any is missing: curl, wget, HTTPie, PHP with its
# curl extension, Ruby, Go, gcc with libcurl's headers, Java 11 or later, R with httr, Python 3
# with requests, and Clojure (whose reader checks that the Clojure samples read). Node.js runs the
# JavaScript ones.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"

missing=()
need() { # need PACKAGE CHECK...: PACKAGE is installed unless CHECK succeeds
  local package=$1
  shift
  "$@" >/dev/null 2>&1 || missing+=("$package")
}
need curl command -v curl
need wget command -v wget
need httpie command -v http
need php-cli command -v php
need php-curl php -r 'exit(function_exists("curl_init") ? 0 : 1);'
need ruby command -v ruby
need golang-go command -v go
need gcc command -v gcc
need libcurl4-openssl-dev test -e /usr/include/x86_64-linux-gnu/curl/curl.h -o -e /usr/include/curl/curl.h
java_ok() { command -v java && [ "$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p' | cut -d. -f1)" -ge 11 ]; }
need default-jdk-headless java_ok
need r-base-core command -v Rscript
need r-cran-httr Rscript -e 'library(httr)'
need clojure command -v clojure
# Python: any python3 with requests will do (the one on PATH first, then Debian's).
if ! python3 -c 'import requests' >/dev/null 2>&1 && ! /usr/bin/python3 -c 'import requests' >/dev/null 2>&1; then
  missing+=(python3 python3-requests)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing the programs that run the code samples: ${missing[*]}"
  apt_install "${missing[@]}"
fi
