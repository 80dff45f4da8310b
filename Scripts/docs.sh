#!/usr/bin/env bash
# Builds every library's DocC catalog against its symbol graph and fails on any warning: a
# symbol link that does not resolve, an undocumented parameter, a curated name that is gone.
# StoryboardsUIKit's names are type aliases of the runtime's types, whose documentation links
# to the runtime's own articles: its catalog is built, but only the others must be free of
# warnings (its curation is checked by DocumentationCurationTests).
#
#   Scripts/docs.sh [OUTPUT]      default: .build-docs/documentation
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build-docs/documentation}
mkdir -p "$output"
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
# Storyboards re-exports the runtime and its analysis: its catalog documents both.
modules=(Storyboards StoryboardLoader StoryboardTesting StoryboardEditing StoryboardCodegen
  StoryboardMap StoryboardCodeCheck StoryboardsUIKit)
symbol_graphs() {
  swift build -q --scratch-path .build-docs --target "$1" -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all"
}
for module in "${modules[@]}"; do
  # SwiftPM itself can crash while it plans a build with plugins (a signal, not a compile
  # error): such a build is run once more, and fails the step if it fails again.
  symbol_graphs "$module" || {
    echo "docs: building $module's symbol graph failed (status $?); building it again" >&2
    symbol_graphs "$module"
  }
done
failed=()
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  cp "$graphs/all/$module.symbols.json" "$graphs/all/$module@"*.symbols.json "$graphs/$module/" \
    2>/dev/null || cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs/$module" --output-path "$output/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    $([[ $module == StoryboardsUIKit ]] || echo --warnings-as-errors) --analyze >"$graphs/$module.log" 2>&1 \
    || { cat "$graphs/$module.log" >&2; failed+=("$module"); }
done
if ((${#failed[@]})); then
  echo "docs: warnings in ${failed[*]}" >&2
  exit 1
fi
echo "docs: ${#modules[@]} catalogs built into $output, the libraries' without a warning"
