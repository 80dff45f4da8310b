#!/usr/bin/env bash
# Checks that the public API of StoryboardsUIKit and of the runtime it names (the modules
# StoryboardRuntime and StoryboardViews) keeps every symbol of Scripts/public-symbols.txt, each
# with its access level: what an app's code may name or override is never lost by moving code
# between modules. The list holds the symbols of the commit before the runtime was cut in two,
# with `SourceLocation` renamed `SourcePosition` (CHANGELOG says why).
#
#   Scripts/public-symbols.sh [--write]    --write: write the list from today's API
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Scripts/public-symbols.py --self-test
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift build -q --scratch-path .build-symbols --target StoryboardsUIKit -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
mode=--check
[ "${1:-}" = --write ] && mode=--write
python3 Scripts/public-symbols.py "$graphs" "$mode" Scripts/public-symbols.txt
