#!/usr/bin/env bash
# Runs the random hierarchy tester longer than CI does.
#
#   Scripts/random-hierarchy.sh [SEQUENCES] [LENGTH] [SEED]     default 100000 50 17
#
# A failing sequence is shrunk and printed as Swift code; keep it as a regression test.
# Each run writes its report (seed, budget, and for a failure the broken invariant, the minimal
# sequence as Swift and the hierarchy before and after its last call) to RANDOM_REPORT,
# default .build/random-hierarchy-report.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
REPORT="${RANDOM_REPORT:-$PWD/.build/random-hierarchy-report.txt}"
RANDOM_REPORT="$REPORT" RANDOM_SEQUENCES="${1:-100000}" RANDOM_LENGTH="${2:-50}" RANDOM_SEED="${3:-17}" \
  swift test --filter RandomHierarchyTests
echo "Report: $REPORT"
