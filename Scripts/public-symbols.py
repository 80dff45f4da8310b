#!/usr/bin/env python3
"""The public API of the runtime and of StoryboardsUIKit, one symbol a line, held against a list.

    Scripts/public-symbols.py GRAPHS --write LIST    writes the list
    Scripts/public-symbols.py GRAPHS --check LIST    fails on a listed symbol that is gone

GRAPHS is a folder of symbol graphs (`-emit-symbol-graph`). A symbol is its access level, kind,
path (without its module, so that a type moved between the runtime's modules is the same
symbol) and title: an `open` member that became `public`, a member that moved into an extension
of another module or was removed, all read as gone. Symbols that are new are not judged.
"""

import json
import os
import sys

MODULES = {"StoryboardRuntime", "StoryboardViews", "StoryboardsUIKit"}


def symbols(folder):
    found = set()
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json") or name.split("@")[0].split(".")[0] not in MODULES:
            continue
        with open(os.path.join(folder, name)) as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            path = ".".join(symbol["pathComponents"])
            found.add(f'{symbol["accessLevel"]} {symbol["kind"]["identifier"]} {path}'
                      f' {symbol["names"]["title"]}')
    return found


def main(arguments):
    if len(arguments) != 3 or arguments[1] not in ("--write", "--check"):
        print(__doc__, file=sys.stderr)
        return 2
    folder, mode, path = arguments
    now = symbols(folder)
    if not now:
        print(f"public-symbols: no symbol graph of {sorted(MODULES)} in {folder}", file=sys.stderr)
        return 1
    if mode == "--write":
        with open(path, "w") as handle:
            handle.write("".join(f"{line}\n" for line in sorted(now)))
        print(f"public-symbols: wrote {len(now)} symbols to {path}")
        return 0
    with open(path) as handle:
        listed = [line.rstrip("\n") for line in handle if line.strip()]
    gone = [line for line in listed if line not in now]
    for line in gone[:40]:
        print(f"public-symbols: gone: {line}", file=sys.stderr)
    if gone:
        print(f"public-symbols: {len(gone)} of the {len(listed)} symbols of {path} are gone "
              "(removed, no longer open, or moved into another module's extension); "
              "restore them, or say why in CHANGELOG and write the list again",
              file=sys.stderr)
        return 1
    print(f"public-symbols: all {len(listed)} listed symbols are there ({len(now)} in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
