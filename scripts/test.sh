#!/usr/bin/env bash
# Runs every check of the project, in the order that fails fastest:
# install (when needed), format, lint, types and OpenAPI lint (together),
# unit tests, the published code samples run by their own programs, the
# production build (which fails on a broken link), then, two at
# a time, the author mistakes, and a build from another OpenAPI description
# followed by the `router: "hash"` build the browser tests serve (each in a
# copy of the site), the browser tests against the production build, then
# the browser tests of `gatsby develop`.
# Prints each step's seconds and a table of them at the end.
# This is the README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Each step's name and seconds, printed as a table at the end (also when a step fails), so the
# next person sees where the time goes. docs/testing.md records a fresh clone's figures.
STEP_NAMES=()
STEP_SECONDS=()
CURRENT_STEP=-1
STEP_STARTED=0
RUN_STARTED=$SECONDS
end_step() {
  [ "$CURRENT_STEP" -ge 0 ] || return 0
  STEP_SECONDS[CURRENT_STEP]=$((SECONDS - STEP_STARTED))
  printf '   (%d s)\n' "${STEP_SECONDS[CURRENT_STEP]}"
  CURRENT_STEP=-1
}
step() {
  end_step
  STEP_NAMES+=("$*")
  STEP_SECONDS+=(0)
  CURRENT_STEP=$((${#STEP_NAMES[@]} - 1))
  STEP_STARTED=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
step_table() {
  local status=$? failed=$CURRENT_STEP i
  end_step >/dev/null
  printf '\n%-8s  %s\n' "seconds" "step"
  for i in "${!STEP_NAMES[@]}"; do
    printf '%8d  %s%s\n' "${STEP_SECONDS[$i]}" "${STEP_NAMES[$i]}" "$([ "$status" -ne 0 ] && [ "$i" = "$failed" ] && echo "  <- failed")"
  done
  printf '%8d  %s\n' "$((SECONDS - RUN_STARTED))" "in all"
}
trap step_table EXIT

# Runs NAME COMMAND pairs at the same time, each into a log of its own, then prints each log (in
# the order given) with its seconds, adds each to the step table, and fails if any failed. For
# steps that don't depend on each other: two at once use both cores where one alone leaves part of
# the machine idle (a build uses about 1.4 of them, a linter one).
together() {
  local dir names=() pids=() i=0 failed=0
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      started=$SECONDS
      if bash -c "$2" >"$dir/$i.log" 2>&1; then code=0; else code=$?; fi
      echo "$code $((SECONDS - started))" >"$dir/$i.result"
    ) &
    pids+=($!)
    i=$((i + 1))
    shift 2
  done
  wait "${pids[@]}"
  for i in "${!names[@]}"; do
    local code seconds
    read -r code seconds <"$dir/$i.result"
    printf '\n\033[1m-- %s\033[0m (%d s%s)\n' "${names[$i]}" "$seconds" "$([ "$code" = 0 ] || echo ", FAILED with exit code $code")"
    cat "$dir/$i.log"
    STEP_NAMES+=("   ${names[$i]}$([ "$code" = 0 ] || echo "  <- failed")")
    STEP_SECONDS+=("$seconds")
    [ "$code" = 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}

# Programs from Debian's packages, installed when missing: Chromium and nginx for the browser
# tests, and the programs that run the code samples (curl, PHP, Ruby, Go, R...). apt works while
# npm installs; the first step that needs them waits (one apt at a time: they run in order here).
PACKAGES_LOG=$(mktemp)
PACKAGES_STARTED=$SECONDS
(bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh && bash scripts/ensure-sample-runtimes.sh) >"$PACKAGES_LOG" 2>&1 &
PACKAGES_PID=$!

step "Install dependencies"
# `npm install` with the committed lockfile, not `npm ci`: the registry available here carries
# only the Linux builds of platform-specific optional packages, so the lockfile cannot list the
# others and `npm ci` rejects it as out of sync. `npm install` installs exactly the locked versions.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
else
  echo "node_modules is up to date with package-lock.json"
fi
# Checkers others wrote, and the Node 22 they need, pinned apart from the site's packages
# (e2e/judges/package.json): the Agent-Friendly Documentation Spec's and the Model Context
# Protocol's conformance suite. The browser tests run them against Netlify's local server.
if [ ! -d e2e/judges/node_modules ] || [ e2e/judges/package-lock.json -nt e2e/judges/node_modules/.package-lock.json ]; then
  npm ci --prefix e2e/judges --no-audit --no-fund --engine-strict=false
else
  echo "e2e/judges/node_modules is up to date with its package-lock.json"
fi

step "Formatting, lint, types and the OpenAPI lint, at the same time"
together \
  "Formatting (Prettier)" "npx prettier --check ." \
  "Lint (ESLint)" "npx eslint --max-warnings 0 ." \
  "Types (tsc)" "npx tsc --noEmit" \
  "OpenAPI lint (Redocly, recommended rules)" "npx redocly lint openapi/openapi.yaml"

step "Unit tests (Jest)"
npx jest --ci

step "Chromium, nginx and the code samples' programs, from Debian's packages (waits for their install)"
if wait "$PACKAGES_PID"; then code=0; else code=$?; fi
cat "$PACKAGES_LOG"
rm -f "$PACKAGES_LOG"
echo "Installing or checking them took $((SECONDS - PACKAGES_STARTED)) s from the start, beside the steps above."
[ "$code" = 0 ] || exit "$code"

step "Code samples: every operation's, in 13 languages, run by their own programs against the contract mock"
npx jest --ci -c jest.samples.config.cjs

step "Production build (fails on a broken internal link)"
node scripts/build.mjs

step "Generated GraphQL types are committed"
git diff --exit-code -- src/gatsby-types.d.ts || {
  echo "src/gatsby-types.d.ts changed during the build: commit the regenerated file." >&2
  exit 1
}

step "Builds in copies of the site, two at a time"
together \
  "Author mistakes: each one built in a copy of the site, the message checked" \
  "node scripts/check-author-mistakes.mjs" \
  "Build from another OpenAPI description (OPENAPI_SPEC), then the router: \"hash\" build the browser tests serve" \
  "node scripts/check-foreign-spec.mjs && node scripts/build-hash-edition.mjs"

step "Browser tests (Playwright, Debian Chromium) against the production build"
npx playwright test

step "Browser tests of the author's preview (gatsby develop, in a copy of the site)"
npx playwright test -c playwright.develop.config.ts

end_step
echo
echo "All checks passed."
