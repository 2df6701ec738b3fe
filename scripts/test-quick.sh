#!/usr/bin/env bash
# npm run test:quick: the inner loop while working, within five minutes. Typecheck, lint, the unit
# and contract tests and every story, then the api and e2e test files a change touches: those
# changed themselves and those importing a changed file (vitest related). The change is what differs
# from QUICK_BASE (default HEAD: what is not committed yet), new files included; e.g.
# QUICK_BASE=origin/main for everything a branch changed. npm test stays the whole suite (CI).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/test-setup.sh
. scripts/test-setup.sh

base="${QUICK_BASE:-HEAD}"
mapfile -t changed < <({
  git diff --name-only "$base" --
  git ls-files --others --exclude-standard
} | sort -u | grep -E '\.(ts|tsx|json|css|md)$' | while read -r f; do [ -f "$f" ] && echo "$f"; done || true)

# Side by side: typecheck, lint and the build compute, while the stories, the longest, mostly wait
# on their browser (each file's start in it); the others yield the CPU to them (nice). The build is
# what the api and e2e files below serve (dist/, as npm test does).
scripts/side-by-side.sh "nice -n 10 npm run typecheck" "nice -n 10 npm run lint" "nice -n 10 npm run build:site >/dev/null" \
  "npx vitest run --project unit --project stories"

if [ "${#changed[@]}" -eq 0 ]; then
  echo "test:quick: nothing changed since $base; no api or e2e file to run" >&2
  exit 0
fi
echo "test:quick: api and e2e files for ${#changed[@]} changed files since $base" >&2
npx vitest related --run --passWithNoTests --project api --project e2e "${changed[@]}"
