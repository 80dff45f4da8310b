#!/usr/bin/env bash
# Checks StoryboardsUIKit's members against UIKit's own shapes (iOS SDK), call by call: for every
# member UIKit declares on the UIKit types StoryboardsUIKit names, a probe uses it as its
# signature implies (Scripts/uikit-shapes.py writes them), compiled against StoryboardsUIKit;
# fails if fewer than the floor compile. Needs ../shared/tools/ios-sdk/sdk.sh set up; UIKit's
# interface and the probes are made in .build/uikit-shapes (never committed: they come from
# Apple's SDK).
#
# Each `open` member of an `open` class is also overridden, with UIKit's exact signature, by a
# subclass that calls `super`: an app's `override` compiles only where this does.
#
#   Scripts/uikit-shapes.sh [--failures] [--at-least PERCENT] [--overrides-at-least PERCENT]
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=../shared/tools/ios-sdk/sdk.sh
"$sdk" setup >/dev/null
work=.build/uikit-shapes
mkdir -p "$work"
[ -s "$work/uikit.swift" ] || "$sdk" interface "$work/uikit.swift" >/dev/null
floor=94.0
override_floor=73.5
show=no
while [ $# -gt 0 ]; do
  case "$1" in
    --failures) show=yes ;;
    --at-least) floor=$2; shift ;;
    --overrides-at-least) override_floor=$2; shift ;;
    *) sed -n 2,12p "$0"; exit 2 ;;
  esac
  shift
done
swift build -q --target StoryboardsUIKit
types=$(grep -ho 'public typealias \(UI\|NS\)[A-Za-z]*' Sources/StoryboardsUIKit/*.swift \
  | awk '{print $3}' | paste -sd, -)
python3 Scripts/uikit-shapes.py "$work/uikit.swift" "$types" "$work/probes.swift" \
  "$work/probes.json"
swiftc -typecheck -I .build/debug/Modules "$work/probes.swift" 2>"$work/errors.txt" || true
# The same probes against Apple's UIKit: one that fails there is the probe's mistake (a name
# UIKit's interface leaves out, main-actor isolation), not a member, and is not counted.
sed 's/^import StoryboardsUIKit$/import UIKit/' "$work/probes.swift" >"$work/probes-ios.swift"
"$sdk" typecheck "$work/probes-ios.swift" 2>"$work/errors-ios.txt" || true
python3 - "$work" "$floor" "$show" "$override_floor" <<'PYTHON'
import json, re, sys
work, floor, show = sys.argv[1], float(sys.argv[2]), sys.argv[3] == "yes"
override_floor = float(sys.argv[4])
index = json.load(open(f"{work}/probes.json"))
def errors(path):
    found = {}
    for line in open(path):
        match = re.match(r"^.*probes(?:-ios)?\.swift:(\d+):\d+: error: (.*)$", line)
        if match and match.group(1) in index:
            found.setdefault(match.group(1), match.group(2))
    return found
for line in errors(f"{work}/errors-ios.txt"):
    del index[line]
failing = errors(f"{work}/errors.txt")
failing = {line: message for line, message in failing.items() if line in index}
if show:
    for line, message in sorted(failing.items(), key=lambda item: index[item[0]]):
        print(f"  {index[line]}: {message}")
uses = [line for line, name in index.items() if not name.endswith(" override")]
overrides = [line for line, name in index.items() if name.endswith(" override")]
passed = sum(1 for line in uses if line not in failing)
percent = 100 * passed / len(uses)
print(f"uikit-shapes: {passed}/{len(uses)} of UIKit's members compile with UIKit's shape "
      f"({percent:.1f} %)")
overridden = sum(1 for line in overrides if line not in failing)
override_percent = 100 * overridden / len(overrides)
print(f"uikit-shapes: {overridden}/{len(overrides)} of UIKit's open members can be overridden "
      f"with UIKit's signature ({override_percent:.1f} %)")
sys.exit(0 if percent >= floor and override_percent >= override_floor else 1)
PYTHON
