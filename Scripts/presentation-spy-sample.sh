#!/usr/bin/env bash
# Builds ViewControllerPresentationSpy's own Swift sample (Examples/PresentationSpySample: its
# app and its tests byte for byte, FailKit as its package uses it) through UIKitSourcesPlugin,
# runs its tests, and checks that every one of them passes: 42 XCTest tests and 14 Swift
# Testing tests.
# Usage: Scripts/presentation-spy-sample.sh [SCRATCH_PATH]   (default .build/presentation-spy-sample)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${1:-$PWD/.build/presentation-spy-sample}
sample=Examples/PresentationSpySample
log=$(mktemp)
trap 'rm -f "$log"' EXIT

swift build --package-path "$sample" --scratch-path "$scratch" --build-tests >"$log" 2>&1 \
  || { tail -40 "$log"; echo "presentation-spy-sample: the sample does not build" >&2; exit 1; }
if ! swift test --package-path "$sample" --scratch-path "$scratch" --skip-build >"$log" 2>&1; then
  grep -E "error|✘" "$log" | head -40
  echo "presentation-spy-sample: the sample's tests fail" >&2
  exit 1
fi
xctest=$(grep -E "^\s*Executed [0-9]+ tests?, with 0 failures" "$log" | tail -1 | sed 's/^\s*//')
testing=$(grep -E "Test run with [0-9]+ tests? .*passed" "$log" | tail -1)
case "$xctest" in "Executed 42 tests, with 0 failures"*) ;; *)
  echo "presentation-spy-sample: expected 42 XCTest tests to pass, got: ${xctest:-none}" >&2; exit 1 ;;
esac
case "$testing" in *"Test run with 14 tests"*) ;; *)
  echo "presentation-spy-sample: expected 14 Swift Testing tests to pass, got: ${testing:-none}" >&2
  exit 1 ;;
esac
echo "presentation-spy-sample: 56 of 56 tests pass (XCTest 42, Swift Testing 14)"
