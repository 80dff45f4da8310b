#!/usr/bin/env bash
# Redraws the README's picture: the navigation map of the SplittingLegacyApp example with its
# scripted flows highlighted, as headless Chromium shows it (apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
page=$(mktemp --suffix=.html)
trap 'rm -f "$page"' EXIT
swift run storyboard-tool graph --format html \
  --highlight-flow Examples/SplittingLegacyApp/Flows/SplittingLegacyApp.flows.json \
  Examples/SplittingLegacyApp/Storyboards --output "$page"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1300,1340 \
  --screenshot="$PWD/Examples/SplittingLegacyApp/NavigationMap.png" "file://$page"
