#!/usr/bin/env bash
# Installs dependencies, builds the production site and serves it on
# http://localhost:9000 (the README's first command).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
npm install --no-audit --no-fund # see scripts/test.sh for why not `npm ci`
node scripts/build.mjs
echo "Serving the production build on http://localhost:9000 (Ctrl+C to stop)"
exec npx gatsby serve --host 0.0.0.0 --port 9000 --prefix-paths
