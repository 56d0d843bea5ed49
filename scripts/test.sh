#!/usr/bin/env bash
# Runs every check of the project, in the order that fails fastest:
# install (when needed), format, lint, types, OpenAPI lint, unit tests,
# production build (which fails on a broken link), a build from another
# OpenAPI description, author mistakes and builds after failures (each in a
# copy of the site), the browser tests against the production build, then
# the browser tests of `gatsby develop`.
# This is the README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Each step's name and seconds, printed as a table at the end (also when a step fails), so the
# next person sees where the time goes. docs/testing.md records a fresh clone's figures.
STEP_NAMES=()
STEP_SECONDS=()
CURRENT_STEP=""
STEP_STARTED=0
RUN_STARTED=$SECONDS
end_step() {
  [ -n "$CURRENT_STEP" ] || return 0
  local took=$((SECONDS - STEP_STARTED))
  STEP_NAMES+=("$CURRENT_STEP")
  STEP_SECONDS+=("$took")
  printf '   (%d s)\n' "$took"
  CURRENT_STEP=""
}
step() {
  end_step
  CURRENT_STEP="$*"
  STEP_STARTED=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
step_table() {
  local status=$? failed="$CURRENT_STEP"
  end_step >/dev/null
  printf '\n%-8s  %s\n' "seconds" "step"
  local i
  for i in "${!STEP_NAMES[@]}"; do
    local mark=""
    if [ "$status" -ne 0 ] && [ "${STEP_NAMES[$i]}" = "$failed" ]; then mark="  <- failed"; fi
    printf '%8d  %s%s\n' "${STEP_SECONDS[$i]}" "${STEP_NAMES[$i]}" "$mark"
  done
  printf '%8d  %s\n' "$((SECONDS - RUN_STARTED))" "in all"
}
trap step_table EXIT

step "Install dependencies"
# `npm install` with the committed lockfile, not `npm ci`: the registry available here carries
# only the Linux builds of platform-specific optional packages, so the lockfile cannot list the
# others and `npm ci` rejects it as out of sync. `npm install` installs exactly the locked versions.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
else
  echo "node_modules is up to date with package-lock.json"
fi

step "Chromium for the browser tests"
bash scripts/ensure-chromium.sh

step "nginx for the deploy-configuration tests"
bash scripts/ensure-nginx.sh

step "Formatting (Prettier)"
npx prettier --check .

step "Lint (ESLint)"
npx eslint --max-warnings 0 .

step "Types (tsc)"
npx tsc --noEmit

step "OpenAPI lint (Redocly, recommended rules)"
npx redocly lint openapi/openapi.yaml

step "Unit tests (Jest)"
npx jest --ci

step "Production build (fails on a broken internal link)"
node scripts/build.mjs

step "Generated GraphQL types are committed"
git diff --exit-code -- src/gatsby-types.d.ts || {
  echo "src/gatsby-types.d.ts changed during the build: commit the regenerated file." >&2
  exit 1
}

step "Build from another OpenAPI description (OPENAPI_SPEC), in a copy of the site"
node scripts/check-foreign-spec.mjs

step "Author mistakes: each one built in a copy of the site, the message checked"
node scripts/check-author-mistakes.mjs

step "A build after failed builds publishes what the sources say"
node scripts/check-build-after-failures.mjs

step "Browser tests (Playwright, Debian Chromium) against the production build"
npx playwright test

step "Browser tests of the author's preview (gatsby develop, in a copy of the site)"
npx playwright test -c playwright.develop.config.ts

end_step
echo
echo "All checks passed."
