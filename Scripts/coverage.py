#!/usr/bin/env python3
"""Which public declarations the tests execute, and which are marked inert.

    Scripts/coverage.py GRAPHS EXPORT.json [--changelog FILE] [--report-only]
        [--table FILE [--check-table]] [--list]
    Scripts/coverage.py --self-test

GRAPHS is a folder of symbol graphs (`-emit-symbol-graph`) of the libraries in `Sources`;
EXPORT.json is `llvm-cov export` of a `swift test --enable-code-coverage` run. Each public or
open function, method, initializer, operator, subscript and computed property of `Sources`
with code of its own (an accessor, a body) is looked up among the covered functions by its
mangled name: it is executed when any of its accessors or its body ran. Stored properties and
protocol requirements have no code of their own and are counted apart.

A declaration no test executes is marked inert — its doc comment holds `MARK`, the one
wording for "UIKit acts on it; nothing here does". It fails when a declaration is neither
executed nor marked, and when more declarations are marked inert than the count CHANGELOG
last gave ("N members are marked inert"), so that each addition comes with a row saying why.
`--list` prints the declarations neither executed nor marked. `--report-only` prints the
same counts and problems and passes: for a machine without the corpus or a browser, whose
tests run less.
"""

import collections
import glob
import json
import os
import re
import sys

MARK = "Inert: nothing in the simulation acts on it."
CODE_KINDS = {
    "swift.method", "swift.type.method", "swift.init", "swift.property", "swift.type.property",
    "swift.func", "swift.func.op", "swift.subscript", "swift.type.subscript", "swift.var",
}
ACCESSORS = [
    ("vpZ", ["vgZ", "vsZ", "vMZ", "vrZ", "vWZ", "vwZ"]),
    ("vp", ["vg", "vs", "vM", "vr", "vW", "vw"]),
    ("ipZ", ["igZ", "isZ", "iMZ", "irZ"]),
    ("ip", ["ig", "is", "iM", "ir"]),
]
COUNTED = re.compile(r"(\d[\d,]*)\s+members\s+are\s+marked\s+inert")


def mangled_names(usr):
    """The functions that hold a declaration's code, from its USR (`s:` + its mangling)."""
    name = "$s" + usr[2:]
    for suffix, accessors in ACCESSORS:
        if name.endswith(suffix):
            return [name[: -len(suffix)] + accessor for accessor in accessors]
    if name.endswith("fc") or name.endswith("fC"):
        return [name[:-2] + "fc", name[:-2] + "fC"]
    return [name]


def covered_functions(export):
    counts = {}
    for data in export["data"]:
        for function in data["functions"]:
            name = function["name"]
            counts[name] = max(counts.get(name, 0), function["count"])
    return counts


Declaration = collections.namedtuple(
    "Declaration", "file line name executed marked code member", defaults=(True,))


def declarations(graphs, counts):
    """Each public declaration of `Sources` once (a re-exporting module's graph repeats it)."""
    seen, found = set(), []
    for path in sorted(graphs):
        graph = json.load(open(path))
        requirements = {
            relation["source"] for relation in graph["relationships"]
            if relation["kind"] in ("requirementOf", "optionalRequirementOf")
        }
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            uri = symbol.get("location", {}).get("uri", "")
            if usr in seen or "::SYNTHESIZED::" in usr or "/Sources/" not in uri:
                continue
            seen.add(usr)
            doc = " ".join(line["text"] for line in symbol.get("docComment", {}).get("lines", []))
            functions = [name for name in mangled_names(usr) if name in counts]
            code = (symbol["kind"]["identifier"] in CODE_KINDS and usr not in requirements
                    and bool(functions))
            found.append(Declaration(
                file=uri.split("/Sources/", 1)[1],
                line=symbol["location"]["position"]["line"] + 1,
                name=".".join(symbol["pathComponents"]),
                executed=any(counts[name] > 0 for name in functions),
                marked=MARK in " ".join(doc.split()),
                code=code,
                member=symbol["kind"]["identifier"] in CODE_KINDS))
    return found


def changelog_count(path):
    if not path or not os.path.exists(path):
        return 0
    match = COUNTED.search(open(path).read())
    return int(match.group(1).replace(",", "")) if match else 0


def check(found, counted, out=sys.stdout):
    """Prints the counts and every problem; returns whether there is none."""
    with_code = [item for item in found if item.code]
    executed = [item for item in with_code if item.executed]
    marked = [item for item in with_code if not item.executed and item.marked]
    left = [item for item in with_code if not item.executed and not item.marked]
    all_marked = sum(1 for item in found if item.marked)
    problems = []
    for item in left:
        problems.append(
            f"{item.file}:{item.line}: `{item.name}` is public and no test executes it: test"
            f" it (a value set and read back, an effect observed), or end its doc comment with \"{MARK}\"")
    if all_marked > counted:
        problems.append(
            f"CHANGELOG: {all_marked} members are marked inert, its last count is {counted}: add"
            f" a row saying which were marked and why, with \"{all_marked} members are marked"
            f" inert\"")
    print(f"coverage: {len(with_code)} public declarations with code of their own:"
          f" {len(executed)} executed by the tests, {len(marked)} not executed and marked inert,"
          f" {len(left)} not executed and not marked", file=out)
    print(f"coverage: {len(found) - len(with_code)} more without code of their own (stored"
          f" properties, requirements, cases, types); {all_marked} declarations marked inert in"
          f" all", file=out)
    for problem in problems:
        print(problem, file=out)
    return not problems


def self_test():
    """The checks fail where they should: one declaration added, unexecuted, then marked."""
    import io

    def item(name, executed=False, marked=False, code=True):
        return Declaration("M/F.swift", 3, name, executed, marked, code)

    cases = [
        ("all executed", [item("A.run()", executed=True)], 0, True, None),
        ("one added, not executed", [item("A.run()", executed=True), item("A.added()")], 0,
         False, "M/F.swift:3: `A.added()` is public and no test executes it"),
        ("the added one marked", [item("A.added()", marked=True)], 1, True, None),
        ("marked without a CHANGELOG count", [item("A.added()", marked=True)], 0, False,
         "CHANGELOG: 1 members are marked inert, its last count is 0"),
        ("two of the same name, one executed", [item("A.f()", executed=True), item("A.f()")],
         0, False, "`A.f()` is public and no test executes it"),
        ("stored property", [item("A.value", code=False)], 0, True, None),
    ]
    failed = 0
    for title, found, counted, passes, message in cases:
        out = io.StringIO()
        result = check(found, counted, out)
        if result != passes or (message and message not in out.getvalue()):
            failed += 1
            print(f"coverage self-test: {title}: expected {passes}, {message!r}; got {result}:\n"
                  f"{out.getvalue()}", file=sys.stderr)
    assert mangled_names("s:1M1AC5valueSivp")[0] == "$s1M1AC5valueSivg"
    assert mangled_names("s:1M1AC5valueSivpZ")[1] == "$s1M1AC5valueSivsZ"
    assert mangled_names("s:1M1ACACycfc") == ["$s1M1ACACycfc", "$s1M1ACACycfC"]
    assert mangled_names("s:1M1AC3runyyF") == ["$s1M1AC3runyyF"]
    print(f"coverage self-test: {len(cases) - failed} of {len(cases)} cases as expected")
    return failed == 0


TABLE_HEAD = """# What each type simulates and what it keeps as data

The runtime's types with their public members (properties, methods, initializers,
subscripts), and which of those members are inert: UIKit acts on them, and nothing here does.
An inert member's documentation says so in one wording: "%s"

`Scripts/coverage.sh` writes this table from those comments and fails when it is out of date,
or when a public member that no test executes is not marked inert.

| Type | Members | Inert | Inert members |
| --- | ---: | ---: | --- |
"""


# The runtime's two modules: the navigation core and the views above it.
RUNTIME_FOLDERS = ("StoryboardRuntime/", "StoryboardViews/")


def table(found):
    """The DocC article: per type of the runtime, its public members and the inert ones."""
    members = collections.defaultdict(list)
    for item in found:
        if item.member and item.file.startswith(RUNTIME_FOLDERS) and "." in item.name:
            members[item.name.rsplit(".", 1)[0]].append(item)
    rows = []
    for type_name in sorted(members, key=str.lower):
        items = members[type_name]
        inert = sorted({item.name.rsplit(".", 1)[1] for item in items if item.marked})
        listed = ", ".join(f"`{name}`" for name in inert) or "none"
        rows.append(f"| `{type_name}` | {len(items)} | {len(inert)} | {listed} |")
    return TABLE_HEAD % MARK + "\n".join(rows) + "\n"


def main(arguments):
    if arguments == ["--self-test"]:
        return 0 if self_test() else 1
    if len(arguments) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    graphs_folder, export_path, options = arguments[0], arguments[1], arguments[2:]
    option = lambda flag: options[options.index(flag) + 1] if flag in options else None
    libraries = {name for name in os.listdir("Sources") if os.path.isdir(f"Sources/{name}")}
    graphs = [path for path in glob.glob(f"{graphs_folder}/*.symbols.json")
              if os.path.basename(path).split("@")[0].split(".")[0] in libraries]
    found = declarations(graphs, covered_functions(json.load(open(export_path))))
    if option("--table"):
        written = table(found)
        path = option("--table")
        if "--check-table" in options:
            if not os.path.exists(path) or open(path).read() != written:
                print(f"coverage: {path} is out of date: run Scripts/coverage.sh --write",
                      file=sys.stderr)
                return 1
            return 0
        else:
            open(path, "w").write(written)
            print(f"coverage: wrote {path}")
            return 0
    if "--list" in options:
        for item in found:
            if item.code and not item.executed and not item.marked:
                print(f"{item.file}: {item.name}")
        return 0
    passed = check(found, changelog_count(option("--changelog")))
    return 0 if passed or "--report-only" in options else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
