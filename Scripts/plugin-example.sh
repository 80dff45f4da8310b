#!/usr/bin/env bash
# Builds and tests Examples/PluginApp, the package that uses the build-tool plugin, then checks
# that the plugin regenerates only when a storyboard changes: a second build leaves the
# generated file untouched; an edited storyboard regenerates it. Runs `swift package lint` too.
# Usage: Scripts/plugin-example.sh [SCRATCH_PATH]   (default .build/plugin-app)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${1:-$PWD/.build/plugin-app}
example=Examples/PluginApp
storyboard=$example/Sources/Recipes/Storyboards/Settings.storyboard

swift build --package-path "$example" --scratch-path "$scratch" --build-tests
swift test --package-path "$example" --scratch-path "$scratch" --skip-build
generated=$(find "$scratch/plugins/outputs" -name RecipeScenes.swift | head -1)
[ -n "$generated" ] || { echo "plugin-example: no generated RecipeScenes.swift" >&2; exit 1; }
stamp=$(stat -c %Y.%i "$generated" 2>/dev/null || stat -f %m.%i "$generated")

swift build --package-path "$example" --scratch-path "$scratch" >/dev/null
after=$(stat -c %Y.%i "$generated" 2>/dev/null || stat -f %m.%i "$generated")
if [ "$stamp" != "$after" ]; then
  echo "plugin-example: an unchanged storyboard rewrote $generated" >&2
  exit 1
fi

backup=$(mktemp)
cp "$storyboard" "$backup"
trap 'cp "$backup" "$storyboard"; rm -f "$backup"' EXIT
sed -i.orig 's/storyboardIdentifier="Settings"/storyboardIdentifier="Preferences"/' "$storyboard"
rm -f "$storyboard.orig"
swift build --package-path "$example" --scratch-path "$scratch" --target Recipes >/dev/null 2>&1 || true
if ! grep -q 'instantiatePreferences' "$generated"; then
  echo "plugin-example: an edited storyboard did not regenerate $generated" >&2
  exit 1
fi
cp "$backup" "$storyboard"
swift build --package-path "$example" --scratch-path "$scratch" >/dev/null

swift package --package-path "$example" --scratch-path "$scratch" lint
echo "plugin-example: built, tested, regenerated only on change, linted"
