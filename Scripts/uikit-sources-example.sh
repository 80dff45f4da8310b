#!/usr/bin/env bash
# Checks that UIKitSourcesPlugin rewrites only what changed: building Examples/UIKitControls
# again leaves its rewritten copies untouched; an edited UIKit file is rewritten, its line kept
# (the line the copy's #sourceLocation lines give its last line is the original's).
# Usage: Scripts/uikit-sources-example.sh   (uses the package's default build folder)
set -euo pipefail
cd "$(dirname "$0")/.."
source=Examples/UIKitControls/App/DetailsViewController.swift

swift build --product UIKitControls >/dev/null
copy=$(find .build/plugins/outputs -path '*UIKitControls*' -name 'App+DetailsViewController.rewritten.swift' | head -1)
[ -n "$copy" ] || { echo "uikit-sources: no rewritten DetailsViewController.swift" >&2; exit 1; }
stamp=$(stat -c %Y.%i "$copy" 2>/dev/null || stat -f %m.%i "$copy")
swift build --product UIKitControls >/dev/null
after=$(stat -c %Y.%i "$copy" 2>/dev/null || stat -f %m.%i "$copy")
if [ "$stamp" != "$after" ]; then
  echo "uikit-sources: an unchanged build rewrote $copy" >&2
  exit 1
fi

backup=$(mktemp)
cp "$source" "$backup"
trap 'cp "$backup" "$source"; rm -f "$backup"' EXIT
echo "// edited" >>"$source"
swift build --product UIKitControls >/dev/null
lines=$(wc -l <"$source")
# The line the compiler gives the copy's last line, following its #sourceLocation lines.
mapped=$(awk '/^#sourceLocation\(file: .*, line: [0-9]+\)$/ {
    sub(/.*line: /, ""); sub(/\)$/, ""); next_line = $0; next }
  { current = next_line; next_line++ } END { print current }' next_line=0 "$copy")
if ! tail -1 "$copy" | grep -q '// edited' || [ "$mapped" -ne "$lines" ]; then
  echo "uikit-sources: an edited file was not rewritten line for line into $copy" >&2
  exit 1
fi
cp "$backup" "$source"
swift build --product UIKitControls >/dev/null
echo "uikit-sources: rewritten only on change, line for line"
