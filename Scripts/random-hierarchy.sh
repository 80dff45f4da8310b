#!/usr/bin/env bash
# Runs the random hierarchy tester longer than CI does.
#
#   Scripts/random-hierarchy.sh [SEQUENCES] [LENGTH] [SEED]     default 100000 50 17
#
# A failing sequence is shrunk and printed as Swift code; keep it as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
RANDOM_SEQUENCES="${1:-100000}" RANDOM_LENGTH="${2:-50}" RANDOM_SEED="${3:-17}" \
  swift test --filter RandomHierarchyTests
