#!/usr/bin/env python3
"""The public API of the runtime and of StoryboardsUIKit, one symbol a line, held against a list.

    Scripts/public-symbols.py GRAPHS --write LIST    writes the list
    Scripts/public-symbols.py GRAPHS --check LIST    fails on a listed symbol that is gone
    Scripts/public-symbols.py --self-test            shows the check failing where it must

GRAPHS is a folder of symbol graphs (`-emit-symbol-graph`). A symbol is its access level, kind,
path (without its module, so that a type moved between the runtime's modules is the same
symbol) and title: an `open` member that became `public`, one declared in an extension (which
Swift lets no subclass override, whatever its access says; a class there stays open), and a member that was removed or
renamed all read as gone. Symbols that are new are not judged.
"""

import json
import os
import sys
import tempfile

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
            access = symbol["accessLevel"]
            # A class declared in an extension can be subclassed; a member cannot be overridden.
            if access == "open" and "swiftExtension" in symbol \
                    and symbol["kind"]["identifier"] != "swift.class":
                access = "open-in-extension"
            path = ".".join(symbol["pathComponents"])
            found.add(f'{access} {symbol["kind"]["identifier"]} {path} {symbol["names"]["title"]}')
    return found


def symbol(path, access="public", kind="swift.method", extension=False):
    """A symbol as a symbol graph writes it, for the self-test."""
    made = {"accessLevel": access, "kind": {"identifier": kind}, "pathComponents": path.split("."),
            "names": {"title": path.split(".")[-1]}}
    if extension:
        made["swiftExtension"] = {"extendedModule": "StoryboardRuntime", "typeKind": "swift.class"}
    return made


def self_test():
    """Runs the check on small graphs against one list: it passes where the API keeps every
    listed symbol, and fails on each way of losing one."""
    listed = [symbol("View", "open", "swift.class"), symbol("View.layoutSubviews()", "open"),
              symbol("TableView.reloadData()"), symbol("NavigationError.pushingNavigationController",
                                                       kind="swift.enum.case")]
    cases = [
        ("the same API", {"StoryboardRuntime": listed}, True),
        ("a new symbol", {"StoryboardRuntime": listed + [symbol("View.extra()")]}, True),
        ("a type moved to StoryboardViews", {"StoryboardRuntime": listed[:2] + listed[3:],
                                             "StoryboardViews": [listed[2]]}, True),
        ("an open member made public", {"StoryboardRuntime": [listed[0], symbol(
            "View.layoutSubviews()")] + listed[2:]}, False),
        ("an open member moved into an extension", {"StoryboardRuntime": [listed[0], symbol(
            "View.layoutSubviews()", "open", extension=True)] + listed[2:]}, False),
        ("an open class declared in an extension", {"StoryboardRuntime": [symbol(
            "View", "open", "swift.class", extension=True)] + listed[1:]}, True),
        ("a member removed", {"StoryboardRuntime": listed[:3]}, False),
        ("a member renamed", {"StoryboardRuntime": listed[:2] + [symbol("TableView.reload()")]
                              + listed[3:]}, False),
        ("a case become a static func", {"StoryboardRuntime": listed[:3] + [symbol(
            "NavigationError.pushingNavigationController", kind="swift.type.method")]}, False),
        ("a symbol only in a module not judged", {"StoryboardRuntime": listed[:3],
                                                  "StoryboardLoader": listed[3:]}, False),
    ]
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        list_path = os.path.join(folder, "list.txt")
        with open(list_path, "w") as handle:
            handle.write("".join(f"{line}\n" for line in sorted(symbols_of(listed))))
        for title, modules, passes in cases:
            graphs = os.path.join(folder, title.replace(" ", "-"))
            os.mkdir(graphs)
            for module, members in modules.items():
                with open(os.path.join(graphs, f"{module}.symbols.json"), "w") as handle:
                    json.dump({"symbols": members}, handle)
            with open(os.devnull, "w") as quiet:
                saved = sys.stdout, sys.stderr
                sys.stdout = sys.stderr = quiet
                try:
                    result = check(graphs, list_path) == 0
                finally:
                    sys.stdout, sys.stderr = saved
            if result != passes:
                failed += 1
                print(f"public-symbols self-test: {title}: expected "
                      f"{'a pass' if passes else 'a failure'}, got the other", file=sys.stderr)
    print(f"public-symbols self-test: {len(cases) - failed} of {len(cases)} cases as expected")
    return 1 if failed else 0


def symbols_of(members):
    """The lines `symbols` reads from a graph holding `members`."""
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "StoryboardRuntime.symbols.json"), "w") as handle:
            json.dump({"symbols": members}, handle)
        return symbols(folder)


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    if len(arguments) != 3 or arguments[1] not in ("--write", "--check"):
        print(__doc__, file=sys.stderr)
        return 2
    folder, mode, path = arguments
    if mode == "--write":
        now = symbols(folder)
        if not now:
            print(f"public-symbols: no symbol graph of {sorted(MODULES)} in {folder}",
                  file=sys.stderr)
            return 1
        with open(path, "w") as handle:
            handle.write("".join(f"{line}\n" for line in sorted(now)))
        print(f"public-symbols: wrote {len(now)} symbols to {path}")
        return 0
    return check(folder, path)


def check(folder, path):
    """0 when every symbol listed in `path` is in the graphs of `folder`, else 1."""
    now = symbols(folder)
    if not now:
        print(f"public-symbols: no symbol graph of {sorted(MODULES)} in {folder}", file=sys.stderr)
        return 1
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
