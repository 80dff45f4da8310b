#!/usr/bin/env bash
# Which public declarations of Sources the tests execute, and which are marked inert: the suite
# under `swift test --enable-code-coverage` (its own build folder, with symbol graphs), then
# Scripts/coverage.py over `llvm-cov export` of the test bundle and of every executable the
# tests run. Fails on a public declaration with code that no test executes and that is not
# marked inert (see Scripts/coverage.py), and when the two files it writes from the symbol
# graphs are out of date: the DocC table of what each type simulates and keeps as data, and the
# test that every settable member reads back (Scripts/read-back.py). Without the corpus and the
# browser required (STORYBOARD_CORPUS_REQUIRED, MAP_BROWSER_REQUIRED, as CI sets them) fewer
# tests run, and the declarations nothing executes are reported, not judged.
#
#   Scripts/coverage.sh [--write]    --write: write the table and the test again
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-coverage
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs"
python3 Scripts/coverage.py --self-test
log="$scratch/test.log"
# The build's own instrumented tools (the plugins' rewriter) write their profiles here, not into
# the folder they run in; `swift test` points the tests' own elsewhere.
export LLVM_PROFILE_FILE="$PWD/$scratch/tools/%p.profraw"
# A test that fails here is reported, not judged: the main test step judges the suite, and a
# hosted Swift Testing test can lose its app to another target's launch when tests run slower.
if ! swift test --scratch-path "$scratch" --enable-code-coverage -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >"$log" 2>&1; then
  [ -f "$graphs/StoryboardRuntime.symbols.json" ] || { tail -60 "$log"; exit 1; }
  echo "coverage: some tests failed under coverage (see $log); measuring what ran" >&2
  grep -E "^(✘|.*error:)" "$log" | head -10 >&2 || true
fi
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
profile=$(dirname "$(swift test --scratch-path "$scratch" --show-codecov-path)")/default.profdata
# Swift's own llvm-cov reads the profile its compiler wrote (a system one may be older).
llvm_cov="$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=llvm-cov
objects=()
for file in "$bin"/*; do
  if [ -f "$file" ] && [ -x "$file" ] && [[ $file != *.so && $file != *.xctest ]] \
    && head -c 4 "$file" | grep -q ELF
  then
    objects+=(-object "$file")
  fi
done
"$llvm_cov" export -format=text -skip-expansions -instr-profile "$profile" \
  "$bin/swift-storyboardsPackageTests.xctest" "${objects[@]}" \
  -ignore-filename-regex='/(Tests|Examples|Benchmarks|Fuzz|\.build[^/]*)/' >"$scratch/export.json"
table=Sources/Storyboards/Documentation.docc/InertMembers.md
read_back=Tests/StoryboardRuntimeTests/Generated/ReadBackTests.swift
python3 Scripts/read-back.py "$graphs" "$scratch/ReadBackTests.swift"
swift format -i "$scratch/ReadBackTests.swift"
if [ "${1:-}" = --write ]; then
  python3 Scripts/coverage.py "$graphs" "$scratch/export.json" --table "$table"
  cp "$scratch/ReadBackTests.swift" "$read_back"
  echo "coverage: wrote $table and $read_back"
  exit 0
fi
status=0
if ! cmp -s "$scratch/ReadBackTests.swift" "$read_back"; then
  echo "coverage: $read_back is out of date: run Scripts/coverage.sh --write" >&2
  status=1
fi
python3 Scripts/coverage.py "$graphs" "$scratch/export.json" --table "$table" --check-table \
  || status=1
judge=()
if [ -z "${STORYBOARD_CORPUS_REQUIRED:-}" ] || [ -z "${MAP_BROWSER_REQUIRED:-}" ]; then
  echo "coverage: the corpus or the browser is not required here: reporting, not judging" >&2
  judge=(--report-only)
fi
python3 Scripts/coverage.py "$graphs" "$scratch/export.json" --changelog CHANGELOG.md \
  ${judge[@]+"${judge[@]}"} || status=1
exit $status
