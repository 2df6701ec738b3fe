#!/usr/bin/env bash
# Runs a benchmark script with a database: MONGODB_URI if set, else ../shared/mongo/start.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${MONGODB_URI:-}" ] && [ -x ../shared/mongo/start ]; then eval "$(../shared/mongo/start)"; export MONGODB_URI; fi
exec npx tsx "$@"
