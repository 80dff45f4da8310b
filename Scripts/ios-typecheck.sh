#!/usr/bin/env bash
# Type-checks the repository's UIKit-named app files against Apple's UIKit (iOS SDK), with
# ../shared/tools/ios-sdk/sdk.sh (which needs the SDK fetched and `sdk.sh setup` run once).
# Only type-checking is known for iOS: these files are not run there.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=../shared/tools/ios-sdk/sdk.sh
# Each app's files type-check together, as one iOS module.
"$sdk" typecheck Examples/UIKitActions/App/*.swift
"$sdk" typecheck Examples/UIKitControls/App/*.swift
"$sdk" typecheck Tests/StoryboardsUIKitTests/CodeBuiltViewFragments.swift
echo "ios-typecheck: the UIKit example apps and the code-built view fragment type-check for iOS"
