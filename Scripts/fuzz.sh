#!/usr/bin/env bash
# Fuzzes the storyboard loader with libFuzzer (Linux): the reader against XMLParser on every
# input, then validation, lint, graph and code generation of what loads, every scene's view
# tree with its controls tapped, the same bytes as a nib linted and instantiated, as a .strings
# file applied and as a plural format, the rewrite of UIKit sources, the reading of an
# Info.plist, and the reading of an Xcode project file and of XcodeGen's project.yml (and the
# packages written from them), an .xcconfig and a scheme over the same bytes.
#
#   Scripts/fuzz.sh [SECONDS] [LIBFUZZER OPTION...]     default 60 seconds
#   Scripts/fuzz.sh 0 -runs=30000 -seed=1                a fixed run, as CI does
#
# Seeds: the test fixtures, the examples' storyboards and sources and, when present, the shared corpus's
# files under 64 KB. A crash or a disagreement is saved under Fuzz/Crashes/; turn each into a
# regression case (Tests/StoryboardLoaderTests/Fixtures/Fuzz/) before fixing it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

# Optimized, as libFuzzer advises: the same runs take a third of the time, and preconditions,
# bounds and overflow checks still trap (the sources use no `assert`).
swift build -c release --scratch-path .build-fuzz --sanitize=fuzzer --product StoryboardFuzzer >/dev/null
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
find Tests/StoryboardLoaderTests/Fixtures Tests/StoryboardEditingTests/Fixtures Examples \
  \( -name '*.storyboard' -o -name '*.xib' \) -exec cp {} "$seeds/" \;
# Source files seed check-code's tokenizer, which reads every input as Swift and Objective-C.
find Examples Tests/StoryboardCodegenTests -name '*.swift' -size -64k \
  -exec sh -c 'cp "$1" "$2/source-$(basename "$1")"' _ {} "$seeds" \;
# Strings files seed the .strings reader and the storyboard localizations.
find Examples Tests -name '*.strings' -size -64k \
  -exec sh -c 'cp "$1" "$2/strings-$(echo "$1" | tr / -)"' _ {} "$seeds" \;
# Info.plist files seed the launch's reading of an app's Info.plist.
find Examples Tests -name 'Info.plist' -size -64k \
  -exec sh -c 'cp "$1" "$2/plist-$(echo "$1" | tr / -)"' _ {} "$seeds" \;
# Xcode project files and XcodeGen specs seed the project readers and the package writer.
find Tests Examples \( -name 'project.pbxproj' -o -name 'project.yml' \) -size -64k \
  -exec sh -c 'cp "$1" "$2/pbxproj-$(echo "$1" | tr / -)"' _ {} "$seeds" \;
if [ -d ../shared/corpus/storyboards ]; then
  find ../shared/corpus/storyboards -name '*.storyboard' -size -64k -print0 \
    | while IFS= read -r -d '' file; do cp "$file" "$seeds/$(basename "$(dirname "$file")")-$(basename "$file")"; done
fi
mkdir -p Fuzz/Crashes
SWIFT_BACKTRACE=enable=no .build-fuzz/release/StoryboardFuzzer "$seeds" -max_total_time="$seconds" -max_len=65536 "$@" \
  -artifact_prefix=Fuzz/Crashes/ -print_final_stats=1 2>&1 \
  | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==|SUMMARY|Fatal|.*disagree)" || true
if compgen -G "Fuzz/Crashes/*" >/dev/null; then
  echo "fuzz: crashes saved in Fuzz/Crashes/" >&2
  exit 1
fi
echo "fuzz: no crash"
