#!/usr/bin/env bash
# Measures StoryboardsUIKit's surface against UIKit's own (iOS SDK), member by member, by name
# and argument labels (Scripts/uikit-surface.py says how), and fails if it falls below the
# floor given (default: the level measured when the floor was last raised). Needs
# ../shared/tools/ios-sdk/sdk.sh set up; UIKit's symbol graph is made once into
# .build/uikit-surface (never committed: it comes from Apple's SDK).
#
#   Scripts/uikit-surface.sh [--missing TYPE…|all] [--at-least PERCENT]
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=../shared/tools/ios-sdk/sdk.sh
"$sdk" setup >/dev/null
cache=.build/uikit-surface
mkdir -p "$cache/uikit" "$cache/ours"
if [ ! -s "$cache/uikit/UIKit.symbols.json" ]; then
  # shellcheck disable=SC2046
  swift-symbolgraph-extract -module-name UIKit $("$sdk" flags) -minimum-access-level public \
    -output-dir "$cache/uikit"
fi
swift build -q --target StoryboardsUIKit
rm -f "$cache/ours/"*.json
for module in StoryboardRuntime StoryboardViews StoryboardsUIKit; do
  swift-symbolgraph-extract -module-name "$module" -I .build/debug/Modules \
    -minimum-access-level public -output-dir "$cache/ours"
done
floor=90.0
args=("$@")
[[ " ${args[*]-} " == *" --at-least "* ]] || args+=(--at-least "$floor")
python3 Scripts/uikit-surface.py "$cache/uikit" "$cache/ours" "${args[@]}"
