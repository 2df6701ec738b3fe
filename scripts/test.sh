#!/usr/bin/env bash
# npm test: every check of the project, with its set-up on a fresh machine (scripts/test-setup.sh),
# then typecheck, lint (ESLint, Prettier, knip), the production build of the site and the server
# (the server-rendering tests and tests/api/productionStart run on it) and every vitest project
# (unit, api, stories, e2e), their files side by side (vitest.config.ts). It ends with each
# project's time and the ten slowest files (tests/support/run/timeReport.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/test-setup.sh
. scripts/test-setup.sh

# Typecheck and lint run side by side (each uses one core), each printing its output when it ends.
scripts/side-by-side.sh "npm run typecheck" "npm run lint"
npm run build:site
npx vitest run "$@"
