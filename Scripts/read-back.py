#!/usr/bin/env python3
"""Writes the test that every settable member of the runtime reads back what was set.

    Scripts/read-back.py GRAPHS OUT.swift

GRAPHS is a folder holding the symbol graphs of the runtime's two modules (StoryboardRuntime,
the navigation core, and StoryboardViews). For each type of the runtime a
test can make with `init()` (its own or its superclass's) or as `MAKE` says, each settable instance property
(neither deprecated nor static) whose type has a sample here — `Bool`, numbers, strings,
geometry, colours, images, views, enums without payloads (optional or not), and classes a test
makes with `init()` (but for controllers and views, which setting moves: `UNSHARED`) — is set
to a value other than the one it holds and read back: equal (`==`), or identical (`===`) for a
class. Where UIKit
gives back something else (it clamps, derives or ignores), `EXPECTED` says what, and why; the
test asserts that. The members it cannot sample are counted in the file's header.
`Scripts/coverage.sh` writes it again and fails when the committed file differs.
"""

import collections
import json
import os
import sys

# Values that differ from a fresh instance's for most members, by the property's type.
SAMPLES = {
    "Bool": ("!{old}", "=="),
    "CGFloat": ("{old} == 0.5 ? 0.25 : 0.5", "=="),
    "Double": ("{old} == 0.5 ? 0.25 : 0.5", "=="),
    "Float": ("{old} == 0.5 ? 0.25 : 0.5", "=="),
    "TimeInterval": ("{old} == 0.5 ? 0.25 : 0.5", "=="),
    "Int": ("{old} == 1 ? 2 : 1", "=="),
    "String": ('{old} == "read back" ? "again" : "read back"', "=="),
    "String?": ('{old} == "read back" ? "again" : "read back"', "=="),
    "CGPoint": ("CGPoint(x: {old}.x + 1, y: 2)", "=="),
    "CGSize": ("CGSize(width: {old}.width + 30, height: 40)", "=="),
    "CGRect": ("CGRect(x: {old}.minX + 1, y: 2, width: 30, height: 40)", "=="),
    "EdgeInsets": ("EdgeInsets(top: {old}.top + 1, left: 2, bottom: 3, right: 4)", "=="),
    "Color?": ("Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)", "==="),
    "Color!": ("Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)", "==="),
    "Image?": ("Image()", "==="),
    "View?": ("View()", "==="),
    "BarButtonItem?": ("BarButtonItem()", "==="),
    "Font?": ("Font.systemFont(ofSize: 21)", "=="),
    "Date?": ("Date(timeIntervalSince1970: 1)", "=="),
    "NSAttributedString?": ('NSAttributedString(string: "read back")', "=="),
    "CGAffineTransform": ("CGAffineTransform(scaleX: 2, y: 3)", "=="),
}

# How a test makes the types with no `init()`, as an app makes them.
MAKE = {
    "CollectionView": "CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())",
    "Button.Configuration": "Button.Configuration.plain()",
    "ListContentConfiguration": "ListContentConfiguration.cell()",
    "BackgroundConfiguration": "BackgroundConfiguration.listPlainCell()",
    "CellConfigurationState": "CellConfigurationState(traitCollection: TraitCollection())",
    "ViewConfigurationState": "ViewConfigurationState(traitCollection: TraitCollection())",
    "PresentationController": (
        "PresentationController(presentedViewController: ViewController(), presenting: nil)"),
    "PopoverPresentationController": (
        "PopoverPresentationController(presentedViewController: ViewController(), presenting: nil)"),
    "SheetPresentationController": (
        "SheetPresentationController(presentedViewController: ViewController(), presenting: nil)"),
    "ViewPropertyAnimator": "ViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)",
    "BarButtonItemGroup": "BarButtonItemGroup(barButtonItems: [], representativeItem: nil)",
    "Action": 'Action(title: "Action", handler: { _ in })',
    "ContextualAction": 'ContextualAction(style: .normal, title: "Action", handler: { _, _, _ in })',
}

# Types whose `init()` is not available although a superclass has one.
UNMAKEABLE = {
    "BlurEffect",  # init(style:)
    "CollectionViewTransitionLayout",  # init(currentLayout:nextLayout:)
    "Scene",  # init(session:connectionOptions:)
    "VisualEffectView",  # init(effect:)
    "WindowScene",  # init(session:connectionOptions:)
}

# Classes a member cannot simply take a fresh one of: setting one moves it (a controller into
# a container, a view into a hierarchy), which the containers' own tests cover.
UNSHARED = {"ViewController", "View", "Window", "NavigationController", "TabBarController"}

# What a test sets up before it sets a type's members, where a fresh instance cannot take them.
SETUP = {
    # `selectedIndex` indexes `viewControllers`: a second one to select.
    "TabBarController": "object.viewControllers = [ViewController(), ViewController()]",
}

# Members whose sample is not the type's, and why: `member: expression`.
VALUES = {
    # A tab bar shows at least two items (`tabBarCapacity` below 2 raises).
    "TabBarController.tabBarCapacity": "object.tabBarCapacity == 3 ? 4 : 3",
}

# What UIKit gives back instead of the value set, and why: `member: (expression, reason)`.
EXPECTED = {
    "CollectionViewLayoutAttributes.bounds": (
        "CGRect(origin: .zero, size: value.size)",
        "\"When setting the bounds, the origin of the bounds rectangle must always be at (0, 0)\""
        " (UICollectionViewLayoutAttributes.bounds): the origin reads back as zero."),
}

HEADER = """// Generated by Scripts/read-back.py from the runtime's symbol graphs: do not edit.
// Every settable instance member of the runtime's types that a test can make with `init()`
// (or as `MAKE` says) and whose type has a sample there ({sampled} members of {types} types) reads back the
// value set, or what UIKit gives back instead (Scripts/read-back.py's `EXPECTED`);
// {unsampled} more settable members have types with no sample.

import Foundation
import XCTest

@testable import StoryboardRuntime
@testable import StoryboardViews

final class ReadBackTests: XCTestCase {{
"""


# The runtime's modules' graphs: the core's, the views', and the views' extensions of the core.
RUNTIME_GRAPHS = ["StoryboardRuntime", "StoryboardViews", "StoryboardViews@StoryboardRuntime"]


def fragments_text(fragments):
    return "".join(fragment["spelling"] for fragment in fragments)


def main(graphs, output):
    graph = {"symbols": [], "relationships": []}
    for name in RUNTIME_GRAPHS:
        path = f"{graphs}/{name}.symbols.json"
        if "@" in name and not os.path.exists(path):
            continue  # no public extension of the core's types in the views' module
        part = json.load(open(path))
        graph["symbols"] += part["symbols"]
        graph["relationships"] += part["relationships"]
    symbols = {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}
    members = collections.defaultdict(list)
    superclass = {}
    for relation in graph["relationships"]:
        if relation["kind"] == "memberOf":
            members[relation["target"]].append(relation["source"])
        if relation["kind"] == "inheritsFrom":
            superclass[relation["source"]] = relation["target"]

    def member(type_usr, title):
        return next((symbols[usr] for usr in members[type_usr]
                     if usr in symbols and symbols[usr]["names"]["title"] == title), None)

    def makeable(type_usr):
        """Whether `T()` makes one: its own public `init()`, else its superclass's (a class
        inherits it when it declares no designated initializer, or overrides them all, as
        UIKit's view classes do); `UNMAKEABLE` lists the ones that do not."""
        name = ".".join(symbols[type_usr]["pathComponents"])
        if name in MAKE:
            return True
        if name in UNMAKEABLE:
            return False
        while type_usr in symbols:
            if any(symbols.get(usr, {}).get("names", {}).get("title") == "init()"
                   and symbols[usr]["kind"]["identifier"] == "swift.init"
                   and symbols[usr]["accessLevel"] in ("public", "open")
                   for usr in members[type_usr]):
                return True
            if type_usr not in superclass:
                return False
            type_usr = superclass[type_usr]
        return False

    def enum_cases(type_usr):
        symbol = symbols.get(type_usr)
        if not symbol or symbol["kind"]["identifier"] != "swift.enum":
            return None
        cases = [symbols[usr] for usr in members[type_usr]
                 if symbols.get(usr, {}).get("kind", {}).get("identifier") == "swift.enum.case"
                 and not symbols[usr].get("availability")]
        if not cases or any("(" in fragments_text(case["declarationFragments"]) for case in cases):
            return None
        return ["." + case["pathComponents"][-1] for case in cases]

    tests, sampled, unsampled, types = [], 0, 0, 0
    candidates = [symbol for symbol in graph["symbols"]
                  if symbol["kind"]["identifier"] in ("swift.class", "swift.struct")
                  and symbol["accessLevel"] in ("public", "open")
                  and "swiftGenerics" not in symbol
                  and not symbol.get("availability")]
    for type_symbol in sorted(candidates, key=lambda symbol: ".".join(symbol["pathComponents"])):
        type_usr = type_symbol["identifier"]["precise"]
        if not makeable(type_usr):
            continue
        type_name = ".".join(type_symbol["pathComponents"])
        lines = []
        for usr in members[type_usr]:
            symbol = symbols.get(usr)
            if not symbol or symbol["kind"]["identifier"] != "swift.property":
                continue
            declaration = fragments_text(symbol["declarationFragments"])
            # A `private(set) lazy var` shows in the graph as `lazy var … { get set }`.
            if (declaration.startswith(("let", "lazy")) or "{ get }" in declaration
                    or symbol.get("availability") or ": " not in declaration):
                continue
            name = symbol["names"]["title"]
            property_type = declaration.split(": ", 1)[1].split(" {")[0]
            key = f"{type_name}.{name}"
            old = f"object.{name}"
            if key in VALUES:
                value, comparison = VALUES[key], "=="
            elif property_type in SAMPLES:
                value, comparison = SAMPLES[property_type]
                value = value.format(old=old)
            else:
                # The property's type is the last type named (`TextField.ViewMode` names two),
                # optional or not; an enum takes another of its cases, a class one made anew.
                type_identifiers = [fragment.get("preciseIdentifier")
                                    for fragment in symbol["declarationFragments"]
                                    if fragment["kind"] == "typeIdentifier"]
                base = property_type.rstrip("?!")
                simple = bool(type_identifiers) and not any(
                    mark in base for mark in "[]():<>& ")
                target = type_identifiers[-1] if simple else None
                cases = enum_cases(target) if target else None
                if target in symbols:  # its full name: declarations name nested types short
                    base = ".".join(symbols[target]["pathComponents"])
                if cases:
                    listed = ", ".join(f"{base}{case}" for case in cases)
                    value = f"[{listed}].first {{ $0 != {old} }} ?? {base}{cases[0]}"
                    comparison = "=="
                elif (target in symbols and symbols[target]["kind"]["identifier"] == "swift.class"
                      and makeable(target) and base not in UNSHARED):
                    value = MAKE.get(base, f"{base}()")
                    comparison = "==="
                else:
                    unsampled += 1
                    continue
            sampled += 1
            expected, reason = EXPECTED.get(key, ("value", None))
            if reason:
                lines.append(f"    // {reason}")
            lines.append("    do {")
            # A sample's literal takes the property's type; an enum's cases take it from `!=`.
            annotation = property_type[:-1] + "?" if property_type.endswith("!") else property_type
            typed = f": {annotation}" if property_type in SAMPLES or comparison == "===" else ""
            lines.append(f"      let value{typed} = {value}")
            lines.append(f"      object.{name} = value")
            if comparison == "===":
                lines.append(f'      XCTAssertTrue(object.{name} === {expected}, "{key}")')
            else:
                lines.append(f'      XCTAssertEqual(object.{name}, {expected}, "{key}")')
            lines.append("    }")
        if not lines:
            continue
        types += 1
        test_name = type_name.replace(".", "")
        declaration = "var" if type_symbol["kind"]["identifier"] == "swift.struct" else "let"
        setup = f"    {SETUP[type_name]}\n" if type_name in SETUP else ""
        made = MAKE.get(type_name, f"{type_name}()")
        tests.append(f"  func test{test_name}() {{\n    {declaration} object = {made}\n"
                     + setup + "\n".join(lines) + "\n  }\n")
    text = HEADER.format(sampled=sampled, types=types, unsampled=unsampled)
    text += "\n".join(tests) + "}\n"
    open(output, "w").write(text)
    print(f"read-back: {sampled} settable members of {types} types sampled, {unsampled} not")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1], sys.argv[2])
