#!/usr/bin/env bash
# Checks StoryboardsUIKit's members against UIKit's own shapes (iOS SDK), call by call: for every
# member UIKit declares on the UIKit types StoryboardsUIKit names, a probe uses it as its
# signature implies (Scripts/uikit-shapes.py writes them), compiled against StoryboardsUIKit;
# fails if fewer than the floor compile. Needs ../shared/tools/ios-sdk/sdk.sh set up; UIKit's
# interface and the probes are made in .build/uikit-shapes (never committed: they come from
# Apple's SDK).
#
#   Scripts/uikit-shapes.sh [--failures] [--at-least PERCENT]
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=../shared/tools/ios-sdk/sdk.sh
"$sdk" setup >/dev/null
work=.build/uikit-shapes
mkdir -p "$work"
[ -s "$work/uikit.swift" ] || "$sdk" interface "$work/uikit.swift" >/dev/null
floor=94.0
show=no
while [ $# -gt 0 ]; do
  case "$1" in
    --failures) show=yes ;;
    --at-least) floor=$2; shift ;;
    *) sed -n 2,9p "$0"; exit 2 ;;
  esac
  shift
done
swift build -q --target StoryboardsUIKit
types=$(grep -ho 'public typealias \(UI\|NS\)[A-Za-z]*' Sources/StoryboardsUIKit/*.swift \
  | awk '{print $3}' | paste -sd, -)
python3 Scripts/uikit-shapes.py "$work/uikit.swift" "$types" "$work/probes.swift" \
  "$work/probes.json"
swiftc -typecheck -I .build/debug/Modules "$work/probes.swift" 2>"$work/errors.txt" || true
python3 - "$work" "$floor" "$show" <<'PYTHON'
import json, re, sys
work, floor, show = sys.argv[1], float(sys.argv[2]), sys.argv[3] == "yes"
index = json.load(open(f"{work}/probes.json"))
failing = {}
for line in open(f"{work}/errors.txt"):
    match = re.match(r"^.*probes\.swift:(\d+):\d+: error: (.*)$", line)
    if match and match.group(1) in index:
        failing.setdefault(match.group(1), match.group(2))
if show:
    for line, message in sorted(failing.items(), key=lambda item: index[item[0]]):
        print(f"  {index[line]}: {message}")
passed = len(index) - len(failing)
percent = 100 * passed / len(index)
print(f"uikit-shapes: {passed}/{len(index)} of UIKit's members compile with UIKit's shape "
      f"({percent:.1f} %)")
sys.exit(0 if percent >= floor else 1)
PYTHON
