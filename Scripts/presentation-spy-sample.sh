#!/usr/bin/env bash
# Builds ViewControllerPresentationSpy's own Swift sample (Examples/PresentationSpySample: its
# app and its tests byte for byte, FailKit as its package uses it) through UIKitSourcesPlugin,
# runs its tests, and checks that every one of them passes: 42 XCTest tests and 14 Swift
# Testing tests. Then the same from the sample's own Xcode project, as committed upstream
# (XcodeProject/, its folders linked as upstream's SwiftSamplePackage links them): the package
# `storyboard-tool package` writes, with no hand edit, gives the same figures.
# Usage: Scripts/presentation-spy-sample.sh [SCRATCH_PATH]   (default .build/presentation-spy-sample)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${1:-$PWD/.build/presentation-spy-sample}
sample=Examples/PresentationSpySample
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Builds and tests the package at $1 (scratch path $2), and checks the 42 and 14 passes; $3
# names it in messages.
check() {
  swift build --package-path "$1" --scratch-path "$2" --build-tests >"$log" 2>&1 \
    || { tail -40 "$log"; echo "presentation-spy-sample: $3 does not build" >&2; exit 1; }
  if ! swift test --package-path "$1" --scratch-path "$2" --skip-build >"$log" 2>&1; then
    grep -E "error|✘" "$log" | head -40
    echo "presentation-spy-sample: the tests of $3 fail" >&2
    exit 1
  fi
  xctest=$(grep -E "^\s*Executed [0-9]+ tests?, with 0 failures" "$log" | tail -1 | sed 's/^\s*//')
  testing=$(grep -E "Test run with [0-9]+ tests? .*passed" "$log" | tail -1)
  case "$xctest" in "Executed 42 tests, with 0 failures"*) ;; *)
    echo "presentation-spy-sample: $3: expected 42 XCTest tests to pass, got: ${xctest:-none}" >&2
    exit 1 ;;
  esac
  case "$testing" in *"Test run with 14 tests"*) ;; *)
    echo "presentation-spy-sample: $3: expected 14 Swift Testing tests to pass, got:" \
      "${testing:-none}" >&2
    exit 1 ;;
  esac
}

check "$sample" "$scratch" "the hand-written package"
echo "presentation-spy-sample: 56 of 56 tests pass (XCTest 42, Swift Testing 14)"

swift build --product storyboard-tool >/dev/null
tool=$(swift build --show-bin-path)/storyboard-tool
written=$scratch-xcode
"$tool" package "$sample/XcodeProject" --output "$written" \
  --package "FailKit=$sample/FailKit" >/dev/null
check "$written" "$written/.build" "the package written from the Xcode project"
echo "presentation-spy-sample: from its .xcodeproj, 56 of 56 tests pass (XCTest 42, Swift" \
  "Testing 14)"
