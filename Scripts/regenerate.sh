#!/usr/bin/env bash
# Regenerates the checked-in accessors of Examples/SplittingLegacyApp (Swift and Objective-C).
# Run from anywhere; the test that compares them says when this is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
example=Examples/SplittingLegacyApp
swift build --product storyboard-tool
tool=$(swift build --show-bin-path)/storyboard-tool
common=(--module SplittingLegacyApp --objc-prefix FIN --objc-headers "$example/Headers" --known-classes "$example/KnownClasses.txt")
"$tool" generate --language swift --runtime storyboards "${common[@]}" --output "$example/Generated" "$example/Storyboards"
"$tool" generate --language objc "${common[@]}" --output "$example/ObjC" "$example/Storyboards"
