#!/usr/bin/env bash
# Seed 001's scenario on a copy of Examples/SplittingLegacyApp: split the Front Page scenes out
# of Main.storyboard, fix the code that instantiates them, regenerate the accessors, and run the
# example's flows — whose expectations change only in the storyboard that names each moved scene.
#
#   Scripts/split-example.sh [TOOL]      default: the debug build's storyboard-tool
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-$(swift build --show-bin-path)/storyboard-tool}
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -R Examples/SplittingLegacyApp "$copy/App"
app="$copy/App"
before=$(cd "$app/Storyboards" && cat Main.storyboard MinFINN.storyboard | cksum | cut -d" " -f1)
"$tool" split "$app/Storyboards/Main.storyboard" --scenes front-nav,FrontPageSearch,Web \
  --into FrontPage --code "$app" --fix-code
"$tool" lint "$app/Storyboards"
common=(--module SplittingLegacyApp --objc-prefix FIN --objc-headers "$app/Headers" --known-classes "$app/KnownClasses.txt")
"$tool" generate --language swift --runtime storyboards "${common[@]}" --output "$app/Generated" "$app/Storyboards"
"$tool" generate --language objc "${common[@]}" --output "$app/ObjC" "$app/Storyboards"
grep -q "enum FrontPage" "$app/Generated/"*.swift
# The flows name each scene's storyboard; the moved scenes' is now FrontPage.
sed -E -i.bak 's/((NavigationController|FINFrontPageSearchViewController|FINWebViewController) \\"(Front Page|Search|Web)\\") \(Main\)"/\1 (FrontPage)"/' "$app/Flows/SplittingLegacyApp.flows.json"
"$tool" test "$app/Flows/SplittingLegacyApp.flows.json"
# Splitting again from the same input gives the same bytes.
cp -R Examples/SplittingLegacyApp "$copy/Again"
"$tool" split "$copy/Again/Storyboards/Main.storyboard" --scenes front-nav,FrontPageSearch,Web \
  --into FrontPage >/dev/null
cmp "$app/Storyboards/FrontPage.storyboard" "$copy/Again/Storyboards/FrontPage.storyboard"
cmp "$app/Storyboards/Main.storyboard" "$copy/Again/Storyboards/Main.storyboard"
echo "split-example: split, linted, regenerated and the flows pass (input $before)"
