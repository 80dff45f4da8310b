#!/usr/bin/env bash
# From an Xcode project to its unit tests on Linux, as README says: `storyboard-tool package`
# writes the package of Examples/CounterApp (a hand-written Xcode 16 project: an app, a local
# package that imports UIKit, and the app's hosted XCTest and Swift Testing tests), `swift
# test` builds it and passes its four tests, and running the command again changes no file.
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

# `--test` with the scheme's environment and skipped tests, and a crash: a copy of the app with
# a shared scheme and three more tests — one that crashes, one that reads the scheme's
# environment, one the scheme skips (it would fail). The crash fails its test only: the others
# run again without it, and the command exits 1.
work=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$work"' EXIT
cp -R Examples/CounterApp "$work/CounterApp"
rm -rf "$work/CounterApp/.linux"
cat >"$work/CounterApp/CounterAppTests/SchemeTests.swift" <<'SWIFT'
import XCTest

final class SchemeTests: XCTestCase {
  func test_aCrashFailsThisTestOnly() {
    let values: [Int] = []
    _ = values[1]
  }

  func test_theSchemesEnvironmentIsSet() {
    XCTAssertEqual(ProcessInfo.processInfo.environment["COUNTER_SCHEME"], "Testing")
  }

  func test_aSkippedTestDoesNotRun() {
    XCTFail("the scheme skips this test")
  }
}
SWIFT
mkdir -p "$work/CounterApp/CounterApp.xcodeproj/xcshareddata/xcschemes"
cat >"$work/CounterApp/CounterApp.xcodeproj/xcshareddata/xcschemes/CounterApp.xcscheme" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1600" version = "1.7">
   <TestAction buildConfiguration = "Debug" shouldUseLaunchSchemeArgsEnv = "NO">
      <Testables>
         <TestableReference skipped = "NO">
            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "C0A100000000000000000020" BuildableName = "CounterAppTests.xctest" BlueprintName = "CounterAppTests" ReferencedContainer = "container:CounterApp.xcodeproj">
            </BuildableReference>
            <SkippedTests>
               <Test Identifier = "SchemeTests/test_aSkippedTestDoesNotRun()">
               </Test>
            </SkippedTests>
         </TestableReference>
      </Testables>
      <EnvironmentVariables>
         <EnvironmentVariable key = "COUNTER_SCHEME" value = "Testing" isEnabled = "YES">
         </EnvironmentVariable>
      </EnvironmentVariables>
   </TestAction>
</Scheme>
XML
status=0
"$tool" package "$work/CounterApp" --test >"$log" 2>&1 || status=$?
expect() {
  grep -qE "$1" "$log" || { tail -40 "$log"; echo "xcode-package-example: --test: $2" >&2; exit 1; }
}
[ "$status" = 1 ] || { tail -40 "$log"; echo "xcode-package-example: --test exited $status" >&2; exit 1; }
expect "^Compiling CounterApp$" "no progress line for the app's module"
expect "SchemeTests/test_aCrashFailsThisTestOnly crashed the test process" "the crash is not reported"
expect "Executed 4 tests, with 0 failures" "the other tests did not pass once run again"
if grep -q "test_aSkippedTestDoesNotRun' started" "$log"; then
  echo "xcode-package-example: --test ran the test the scheme skips" >&2
  exit 1
fi
echo "xcode-package-example: --test: the crash fails its test only, the scheme's environment" \
  "is set and its skipped test does not run"

# README's CI job for a team: its image and cache, then its `run:` lines as they are, in a copy
# of the project with swift-storyboards beside it where the job's submodule puts it.
job=$(awk '/^# .github\/workflows\/linux-tests.yml$/,/^```$/' README.md)
docc=Sources/Storyboards/Documentation.docc/RunningYourUIKitCode.md
[ "$job" = "$(awk '/^# .github\/workflows\/linux-tests.yml$/,/^```$/' "$docc")" ] \
  || { echo "xcode-package-example: README's and DocC's CI jobs differ" >&2; exit 1; }
grep -q "container: swift:6.3$" <<<"$job" || { echo "xcode-package-example: the CI job's image is not swift:6.3" >&2; exit 1; }
grep -q "submodules: true$" <<<"$job" || { echo "xcode-package-example: the CI job checks out no submodule" >&2; exit 1; }
grep -q "^            .linux/.build$" <<<"$job" || { echo "xcode-package-example: the CI job caches no .build" >&2; exit 1; }
team="$work/team"
cp -R Examples/CounterApp "$team"
rm -rf "$team/.linux"
ln -s "$PWD" "$team/swift-storyboards"
runs=$(sed -n 's/^      - run: //p' <<<"$job")
[ "$(wc -l <<<"$runs")" = 2 ] || { echo "xcode-package-example: the CI job has not 2 run lines" >&2; exit 1; }
(cd "$team" && while IFS= read -r command; do bash -c "$command" >"$log" 2>&1 \
  || { tail -40 "$log"; echo "xcode-package-example: the CI job's '$command' fails" >&2; exit 1; }
done <<<"$runs")
grep -qE "Executed 3 tests, with 0 failures" "$log" \
  || { tail -30 "$log"; echo "xcode-package-example: the CI job's tests did not pass" >&2; exit 1; }
echo "xcode-package-example: README's CI job runs its two commands and passes the tests"
