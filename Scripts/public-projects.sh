#!/usr/bin/env bash
# Builds every Swift file of ten public UIKit projects through the build step
# (uikit-sources-rewriter, then the compiler against StoryboardsUIKit and StoryboardTesting), and
# prints per project the errors left, by cause. Nothing of the projects is committed: they are
# read from checkouts made beside the repository.
#
# Usage: Scripts/public-projects.sh CHECKOUTS [LIST]
#   CHECKOUTS holds one git directory per project, as the search tool's fetch writes them
#   (CHECKOUTS/owner+name/repo). A project missing there is reported as skipped; with none, the
#   script says so and exits 0 (CI has no network to fetch them). LIST, a file of lines
#   `owner/name|folder|module` (module optional), replaces the ten: other projects, built the
#   same way.
#
# The rule that chose the ten, written before any was built: the search tool's code corpus was
# asked, in this order,
#   1. "XCTestCase loadViewIfNeeded UIStoryboard instantiateViewController"
#   2. "open class coordinator UINavigationController XCTestCase"
#   3. "UIApplicationMain main.swift NSStringFromClass AppDelegate"
#   4. "#if DEBUG @IBAction UIViewController"
#   5. "open class ViewController UIViewController open func public library"
# and the repositories its results name were taken in rank order, each once, keeping one when the
# result is a Swift file and the repository has Swift files importing UIKit; the project is the
# folder of the Xcode project holding the matched file (a repository of several projects counts
# as that one). The ten must hold a library of public or open UIKit classes, a file with `#if`
# and a `main.swift`: when the first ten kept lack one, the first repository of query 5's results
# that has it replaces the last kept project that no other of these needs. The list below is the
# rule's outcome, in its order (0xLet/SwiftUIKit, the library, replaced
# huxley27/DeloitteAppExercise; two other projects have a main.swift). A project's
# files: its .swift files, except UI-test folders (…UITests), Pods, Carthage and Package.swift;
# The columns: files and test files; errors in code the step wrote (step); the step's refusals,
# each one the DocC lists (refusal); modules not found, such as the app module its tests import
# when the app does not compile (module); errors naming UIKit's types, which the runtime lacks
# (uikit); the rest (other: the project's code against the empty stand-ins, Foundation's gaps
# on Linux). Its test files are those under a folder whose name ends in "Tests" (a LinuxMain.swift, the
# test manifest SwiftPM once needed, is left out).
set -euo pipefail
cd "$(dirname "$0")/.."
checkouts=${1:?usage: Scripts/public-projects.sh CHECKOUTS}
projects=(
  "hanishassim/UnitTest-LoadViewControllers|."
  "phatblat/iOSUnitTestingByExample|5_LoadViewControllers/LoadViewControllers"
  "kbujak/masterDegreeApplication|."
  "crystalSETH/SearchOverflow|."
  "volodymyr-kolesnik/MVVM-C|UpperIntermediate"
  "BurningCupcake/Pheonix|."
  "rafaelnunesr/LearninSwift|Swift_Tests/AppLaunch"
  "mokacoding/TestAppDelegateExample|UIKit-Example"
  "Randoramma/iOS_Basics|DEBUG/swift/debug"
  "0xLet/SwiftUIKit|.|SwiftUIKit"
)
if [ -n "${2:-}" ]; then mapfile -t projects < <(grep -v '^#' "$2"); fi
swift build --product uikit-sources-rewriter >/dev/null
swift build --target StoryboardTesting >/dev/null
rewriter=.build/debug/uikit-sources-rewriter
modules=.build/debug/Modules
work=$(mktemp -d)
[ -n "${PUBLIC_PROJECTS_KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
found=0
printf '%-42s %5s %5s %5s %7s %7s %6s %5s  %s\n' project files tests step refusal module uikit other \
  "stand-ins for"
for entry in "${projects[@]}"; do
  IFS='|' read -r repo folder module <<<"$entry"
  git_dir="$checkouts/${repo/\//+}/repo"
  if [ ! -d "$git_dir" ]; then
    printf '%-42s skipped: no checkout at %s\n' "$repo" "$git_dir"
    continue
  fi
  found=$((found + 1))
  tree="$work/${repo/\//+}"
  mkdir -p "$tree"
  # The Swift files and Xcode projects only (a snapshot may lack its largest files).
  while IFS= read -r path; do
    mkdir -p "$tree/$(dirname "$path")"
    git --git-dir="$git_dir" show "HEAD:$path" >"$tree/$path" 2>/dev/null || rm -f "$tree/$path"
  done < <(git --git-dir="$git_dir" ls-tree -r --name-only HEAD -- "$folder" \
    | grep -E '\.swift$|\.xcodeproj/project\.pbxproj$' || true)
  root="$tree/$folder"
  mapfile -t all < <(find "$root" -name '*.swift' -not -path '*/Pods/*' -not -path '*/Carthage/*' \
    -not -path '*UITests*/*' -not -name Package.swift -not -name LinuxMain.swift | sort)
  tests=()
  app=()
  for file in "${all[@]}"; do
    if [[ "$(dirname "${file#"$root"}")/" =~ Tests/ ]]; then tests+=("$file"); else app+=("$file"); fi
  done
  # The module: named in the list, else the Xcode project's name.
  if [ -z "$module" ]; then
    module=$(basename "$(find "$root" -maxdepth 2 -name '*.xcodeproj' | head -1)" .xcodeproj)
  fi
  module=${module:-App}
  module=${module//[^A-Za-z0-9_]/_}
  out="$work/out-${repo/\//+}"
  mkdir -p "$out/app" "$out/tests"
  log="$out/log"
  : >"$log"
  arguments=()
  for file in "${app[@]}"; do
    name=$(basename "$file")
    [ "$name" = main.swift ] || name="$(echo "${file#"$root"/}" | tr / +)"
    arguments+=("$file" "$out/app/$name")
  done
  "$rewriter" "${arguments[@]}" 2>>"$out/refusals" || true
  app_flags=(-parse-as-library)
  [ -e "$out/app/main.swift" ] && app_flags=()
  # A third-party module the project imports (a pod, a package) is not here: an empty module of
  # its name stands in, so that the rest is compiled; what the project uses of it is an error
  # counted as "other".
  mkdir -p "$out/stubs"
  : >"$out/stubbed"
  compile() {
    local attempt
    for attempt in $(seq 1 20); do
      "$@" >"$out/attempt" 2>&1 && break
      missing=$(grep -oE "no such module '[A-Za-z0-9_]+'" "$out/attempt" | head -1 \
        | sed -E "s/.*'(.*)'/\1/" || true)
      [ -n "$missing" ] && [ "$missing" != "$module" ] && [ ! -e "$out/stubs/$missing.swiftmodule" ] \
        || break
      echo "$missing" >>"$out/stubbed"
      : >"$out/stubs/empty.swift"
      swiftc -emit-module -module-name "$missing" -parse-as-library \
        -o "$out/stubs/$missing.swiftmodule" "$out/stubs/empty.swift"
    done
    cat "$out/attempt" >>"$log"
  }
  compile swiftc -emit-module -module-name "$module" -enable-testing "${app_flags[@]}" \
    -I "$modules" -I "$out/stubs" -o "$out/$module.swiftmodule" "$out"/app/*.swift
  if [ "${#tests[@]}" -gt 0 ]; then
    arguments=()
    for file in "${app[@]}"; do arguments+=(--context "$file"); done
    for file in "${tests[@]}"; do
      arguments+=("$file" "$out/tests/$(echo "${file#"$root"/}" | tr / +)")
    done
    "$rewriter" "${arguments[@]}" 2>>"$out/refusals" || true
    compile swiftc -typecheck -parse-as-library -I "$out" -I "$modules" -I "$out/stubs" \
      "$out"/tests/*.swift
  fi
  errors=$(grep -E '^.+:[0-9]+:[0-9]+: error: ' "$log" | sort -u || true)
  # What each error says, without its location (a path may hold any name).
  messages=$(if [ -n "$errors" ]; then echo "$errors" | sed -E 's/^.*:[0-9]+:[0-9]+: error: //'; fi)
  count() { if [ -z "$messages" ]; then echo 0; else echo "$messages" | grep -cE "$1" || true; fi; }
  generated='objectiveCMember|memberTableClass|ObjectiveCMember|makeInstance|assumeIsolated|Responding\(to|AnyObjectLookup|makeRegistered|ObjectiveCInitializable'
  # In code the step wrote: an error naming what it writes, or one whose column lies past the
  # end of the user's line it is reported at (generated lines stand under #sourceLocations
  # naming the user's declaration), or past the end of the user's file.
  step=$( (echo "$errors" | grep -E "error: .*($generated)" || true; echo "$errors" | python3 -c '
import re, sys
for line in sys.stdin:
    match = re.match(r"^(.+):([0-9]+):([0-9]+): error: ", line)
    if not match: continue
    path, row, column = match.group(1), int(match.group(2)), int(match.group(3))
    try: lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    except OSError: continue
    if row > len(lines) or column > len(lines[row - 1]) + 1: print(line, end="")
') | sort -u | grep -c . || true)
  module_errors=$(count "no such module")
  uikit=$(echo "$messages" | grep -vE "$generated|no such module" \
    | grep -cE "'(UI|NS|CA|CG)[A-Za-z]*'" || true)
  total=$(if [ -z "$errors" ]; then echo 0; else echo "$errors" | wc -l; fi)
  refusals=$(grep -c ': error: ' "$out/refusals" 2>/dev/null || true)
  printf '%-42s %5s %5s %5s %7s %7s %6s %5s  %s\n' "$repo" "${#app[@]}" "${#tests[@]}" "$step" \
    "${refusals:-0}" "$module_errors" "$uikit" "$((total - step - module_errors - uikit))" \
    "$(cat "$out/stubbed" 2>/dev/null | tr '\n' ' ' || true)"
  if [ -n "${PUBLIC_PROJECTS_VERBOSE:-}" ]; then
    cat "$out/refusals" 2>/dev/null || true
    echo "$errors"
  fi
done
[ "$found" -gt 0 ] || echo "public-projects: no checkouts in $checkouts; fetch the projects first"
