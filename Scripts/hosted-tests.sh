#!/usr/bin/env bash
# Checks the host that runs a test target inside its app (Tests/SceneApp*): the hosted tests
# pass; without its .xib, the test of the controller whose view it is fails; with the host opted out ("host": "none") the test that checks which app delegate was
# launched fails, so it cannot pass hollow; a malformed Info.plist stops the build at its
# line; two Info.plist files in the app stop it with the fix, unless the app's
# uikit-sources.json names one, which must exist.
# Usage: Scripts/hosted-tests.sh   (uses the package's default build folder)
set -euo pipefail
cd "$(dirname "$0")/.."
plist=Examples/SceneApp/App/Info.plist
optOut=Tests/SceneAppTests/uikit-sources.json
second=Examples/SceneApp/App/Base.lproj/Info.plist
named=Examples/SceneApp/uikit-sources.json
backup=$(mktemp)
log=$(mktemp)
cp "$plist" "$backup"
restore() {
  cp "$backup" "$plist"
  rm -f "$optOut" "$second" "$named" "$backup" "$log"
  touch Package.swift
}
trap restore EXIT
fail() {
  echo "hosted-tests: $1" >&2
  tail -20 "$log" >&2
  exit 1
}
# A build-tool plugin's commands are planned again only when the manifest changes.
build() {
  touch Package.swift
  swift build --build-tests >"$log" 2>&1
}

build || fail "the package does not build"
swift test --skip-build --filter 'SceneApp' >"$log" 2>&1 || fail "the hosted tests fail"

# Without its nib, the controller whose view it is fails its test (the copy in the built
# resources is removed too: a folder copied as a resource keeps what it once held).
nib=Examples/SceneApp/App/Base.lproj/BadgeView.xib
mv "$nib" "$backup.xib"
find .build -path '*SceneApp.resources*' -name BadgeView.xib -delete
if build && swift test --skip-build --filter 'SceneAppLaunchTests.BadgeViewControllerTests' \
  >"$log" 2>&1; then
  mv "$backup.xib" "$nib"
  fail "the nib's test passes without the nib"
fi
# As on iOS, the outlet is nil: viewDidLoad's implicitly unwrapped `countLabel` stops the test.
if ! grep -q "Unexpectedly found nil" "$log"; then
  mv "$backup.xib" "$nib"
  fail "the nib's test did not fail for the nib"
fi
mv "$backup.xib" "$nib"

printf '{ "sources": ["XcodeTests"], "host": "none" }\n' >"$optOut"
build || fail "the opted-out target does not build"
if swift test --skip-build --filter 'SceneAppTests.LaunchTests/test_theTestingAppDelegateIsTheOneLaunched' \
  >"$log" 2>&1; then
  fail "the launch test passes with nothing launched"
fi
grep -q 'XCTAssertTrue failed' "$log" || fail "the launch test did not fail on its assertion"
rm -f "$optOut"

sed 's|<string>Main</string>|<strin>Main</string>|' "$backup" >"$plist"
build && fail "a malformed Info.plist builds"
grep -q "Info.plist:19:1: error: the app's Info.plist cannot be read (Encountered unknown tag strin on line 19)" "$log" \
  || fail "a malformed Info.plist is not an error at its line"
cp "$backup" "$plist"

cp "$backup" "$second"
build && fail "an app with two Info.plist files builds"
grep -q "holds several Info.plist files" "$log" || fail "two Info.plist files are not named"
# The app's configuration names the one to read.
printf '{ "sources": ["App"], "infoPlist": "App/Info.plist" }\n' >"$named"
build || fail "an app whose configuration names its Info.plist does not build"
printf '{ "sources": ["App"], "infoPlist": "App/Missing.plist" }\n' >"$named"
build && fail "an app whose configuration names a missing Info.plist builds"
grep -q 'infoPlist names "App/Missing.plist", which is not in' "$log" \
  || fail "a missing Info.plist is not named"
rm -f "$second" "$named"

echo "hosted-tests: hosted tests pass, fail with no host, and a wrong Info.plist stops the build"
