#!/usr/bin/env bash
# From an Xcode project to its unit tests on Linux, as README says: `storyboard-tool package`
# writes the package of Examples/CounterApp (a hand-written Xcode 16 project: an app and its
# hosted XCTest and Swift Testing tests), `swift test` builds it and passes its four tests,
# and running the command again changes no file.
# It runs README's two commands: the package goes where the command puts it by default,
# Examples/CounterApp/.linux (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
output=Examples/CounterApp/.linux
swift build --product storyboard-tool >/dev/null
tool=$(swift build --show-bin-path)/storyboard-tool

"$tool" package Examples/CounterApp
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift test --package-path "$output" >"$log" 2>&1; then
  tail -60 "$log"
  echo "xcode-package-example: the package's tests fail" >&2
  exit 1
fi
grep -qE "Executed 3 tests, with 0 failures" "$log" \
  || { tail -30 "$log"; echo "xcode-package-example: not 3 XCTest tests passed" >&2; exit 1; }
grep -qE "Test run with 1 test in 1 suite passed" "$log" \
  || { tail -30 "$log"; echo "xcode-package-example: not 1 Swift Testing test passed" >&2; exit 1; }
again=$("$tool" package Examples/CounterApp)
case "$again" in
  *"Package.swift: unchanged."*) ;;
  *) echo "xcode-package-example: a second run wrote files: $again" >&2; exit 1 ;;
esac
git diff --quiet -- Examples/CounterApp \
  || { echo "xcode-package-example: the project's files changed" >&2; exit 1; }
echo "xcode-package-example: CounterApp.xcodeproj's package passes 3 XCTest and 1 Swift" \
  "Testing tests; a second run changes nothing"
