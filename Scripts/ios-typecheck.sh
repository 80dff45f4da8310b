#!/usr/bin/env bash
# Type-checks, against Apple's UIKit (iOS SDK), what the repository calls UIKit code: the UIKit
# example apps, StoryboardTesting as an iOS module (every file, with only UIKit, Foundation and a
# declarations-only XCTest), and the one-source tests against it. Uses
# ../shared/tools/ios-sdk/sdk.sh, which needs the SDK fetched and `sdk.sh setup` run once.
# Only type-checking is known for iOS: nothing here is linked or run there.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=../shared/tools/ios-sdk/sdk.sh
"$sdk" setup >/dev/null
flags=$("$sdk" flags)
# The oldest iOS StoryboardTesting supports (Package.swift's minimum).
oldest=${flags/arm64-apple-ios16.5/arm64-apple-ios15.0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each app's files type-check together, as one iOS module.
"$sdk" typecheck Examples/UIKitActions/App/*.swift
"$sdk" typecheck Examples/UIKitControls/App/*.swift
"$sdk" typecheck Tests/StoryboardsUIKitTests/CodeBuiltViewFragments.swift

# XCTest is not in the SDK: the SDK tool's declarations-only stand-in takes its place, bringing
# UIKit with it as iOS's XCTest does (test files that import XCTest alone name UIKit's types).
printf '@_exported import UIKit\n' >"$work/XCTestBringsUIKit.swift"
swiftc -emit-module -module-name XCTest -parse-as-library $oldest \
  -o "$work/XCTest.swiftmodule" ../shared/tools/ios-sdk/XCTestStandIn.swift \
  "$work/XCTestBringsUIKit.swift"
# StoryboardTesting: every file, as one iOS module, in the Swift 6 language mode, for iOS 15.
find Sources/StoryboardTesting -name '*.swift' -print0 | xargs -0 swiftc -emit-module \
  -module-name StoryboardTesting -parse-as-library -swift-version 6 $oldest -I "$work" \
  -o "$work/StoryboardTesting.swiftmodule"
# SwiftPM gives a test target with resources `Bundle.module` on every platform.
printf 'import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n' \
  >"$work/BundleModule.swift"
# The one-source tests: UIKit's API and StoryboardTesting's, nothing of the simulation.
"$sdk" typecheck -I "$work" Tests/StoryboardsUIKitTests/*.swift "$work/BundleModule.swift"
# The notes app as a module its tests import with @testable, then its tests.
swiftc -emit-module -module-name UIKitNotes -enable-testing $flags \
  -o "$work/UIKitNotes.swiftmodule" Examples/UIKitNotes/*.swift
"$sdk" typecheck -I "$work" Tests/UIKitNotesTests/*.swift
# The same for the controls example and its tests.
swiftc -emit-module -module-name UIKitControls -enable-testing $flags \
  -o "$work/UIKitControls.swiftmodule" Examples/UIKitControls/App/*.swift
"$sdk" typecheck -I "$work" Tests/UIKitControlsTests/UIKitTests/*.swift
# The app written as Xcode writes it, then its tests; they import ViewControllerPresentationSpy,
# whose verifiers StoryboardTesting offers with that library's API: a module of that name
# re-exporting StoryboardTesting stands in for it.
swiftc -emit-module -module-name UIKitApp -enable-testing $flags \
  -o "$work/UIKitApp.swiftmodule" Examples/UIKitApp/App/*.swift
printf '@_exported import StoryboardTesting\n' >"$work/ViewControllerPresentationSpy.swift"
swiftc -emit-module -module-name ViewControllerPresentationSpy -parse-as-library $oldest -I "$work" \
  -o "$work/ViewControllerPresentationSpy.swiftmodule" "$work/ViewControllerPresentationSpy.swift"
"$sdk" typecheck -I "$work" Tests/UIKitAppTests/XcodeTests/*.swift
# The build step's fixtures: the library of open UIKit classes (DEBUG defined and not), the
# app that subclasses it with its main.swift in a subfolder, then the app's tests.
for conditions in "" "-D DEBUG"; do
  # shellcheck disable=SC2086
  swiftc -emit-module -module-name BuildStepLibrary -parse-as-library $flags $conditions \
    -o "$work/BuildStepLibrary.swiftmodule" Tests/BuildStep/Library/UIKit/*.swift
done
swiftc -emit-module -module-name BuildStepApp -enable-testing $flags -I "$work" \
  -o "$work/BuildStepApp.swiftmodule" Tests/BuildStep/App/UIKit/*.swift \
  Tests/BuildStep/App/UIKit/Launch/main.swift
# Its exit test is left out: Swift Testing has no exit tests on iOS, and no Testing module is
# in the SDK.
find Tests/BuildStep/Tests/UIKit -name '*.swift' -not -name 'TrappingInitTests.swift' -print0 \
  | xargs -0 "$sdk" typecheck -I "$work"
# The scene-based app as Xcode's current template writes it, with its main.swift, and the
# tests of its three targets (the Swift Testing file left out: no Testing module in the SDK).
swiftc -emit-module -module-name SceneApp -enable-testing $flags \
  -o "$work/SceneApp.swiftmodule" Examples/SceneApp/App/*.swift
"$sdk" typecheck -I "$work" Tests/SceneAppTests/XcodeTests/*.swift
"$sdk" typecheck -I "$work" Tests/SceneAppLaunchTests/XcodeTests/HostApplicationTests.swift \
  Tests/SceneAppLaunchTests/XcodeTests/BadgeViewControllerTests.swift \
  Tests/SceneAppLaunchTests/XcodeTests/BundleTests.swift
"$sdk" typecheck -I "$work" Tests/SceneAppUnhostedTests/XcodeTests/*.swift
# The Xcode project's local package (its two targets), its app (its @main in
# AppDelegate.swift), then its XCTest file (the Swift Testing one left out, as above).
counter_kit=Examples/CounterApp/Packages/CounterKit/Sources
swiftc -emit-module -module-name CounterText -parse-as-library $flags \
  -o "$work/CounterText.swiftmodule" "$counter_kit"/CounterText/*.swift
swiftc -emit-module -module-name CounterKit -parse-as-library $flags -I "$work" \
  -o "$work/CounterKit.swiftmodule" "$counter_kit"/CounterKit/*.swift
swiftc -emit-module -module-name CounterApp -enable-testing -parse-as-library $flags -I "$work" \
  -o "$work/CounterApp.swiftmodule" Examples/CounterApp/CounterApp/*.swift
"$sdk" typecheck -I "$work" Examples/CounterApp/CounterAppTests/CounterAppTests.swift
echo "ios-typecheck: the UIKit example apps, StoryboardTesting (iOS 15) and the one-source tests" \
  "and the build step's fixtures type-check for iOS"
