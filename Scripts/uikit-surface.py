#!/usr/bin/env python3
"""Compares StoryboardsUIKit's surface with UIKit's, member by member, from symbol graphs.

    Scripts/uikit-surface.py UIKIT_GRAPHS OUR_GRAPHS [--missing TYPE...] [--at-least PERCENT]

UIKIT_GRAPHS holds UIKit.symbols.json (swift-symbolgraph-extract over the iOS SDK); OUR_GRAPHS
holds StoryboardRuntime's, StoryboardViews' and StoryboardsUIKit's graphs. For every UIKit type StoryboardsUIKit
names (its `UI…` and `NS…` type aliases, with UIKit's nested types of them), each public member
UIKit declares on it (not unavailable on iOS) is looked for among the members the runtime type
offers: its own, its superclasses', its protocols' extensions'. A member is found when its
kind (instance or static; method, property, initializer, subscript, nested type) and its name
with argument labels (`present(_:animated:completion:)`) match. Types are not compared: this
measures names and labels, not full signatures (the fragments that type-check against UIKit
check those).

Prints one line per type and the totals for the navigation types and for all; with
`--missing`, the members missing from the types named (or `all`); with `--at-least P`, exits
1 when fewer than P percent of all members are found.
"""

import json
import os
import sys

# The types navigation code uses most, as the surface is measured for them apart.
NAVIGATION_TYPES = {
    "UIViewController", "UINavigationController", "UITabBarController",
    "UISplitViewController", "UIWindow", "UIPresentationController",
    "UIPopoverPresentationController", "UISheetPresentationController", "UIBarButtonItem",
    "UINavigationItem", "UINavigationBar", "UITabBar", "UIToolbar", "UITraitCollection",
    "UITabBarControllerDelegate", "UISplitViewControllerDelegate",
    "UINavigationControllerDelegate", "UIStoryboard", "UIStoryboardSegue",
    "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate",
    "UIViewControllerTransitioningDelegate", "UITabBarItem", "UIBarItem",
    "UIPageViewController", "UIAlertController", "UIAlertAction",
}

KIND_GROUPS = {
    "swift.class": "type", "swift.struct": "type", "swift.enum": "type",
    "swift.typealias": "type", "swift.protocol": "type", "swift.associatedtype": "type",
    "swift.method": "method", "swift.type.method": "static method",
    "swift.property": "property", "swift.type.property": "static property",
    "swift.enum.case": "static property", "swift.init": "init", "swift.subscript": "subscript",
    "swift.type.subscript": "static subscript", "swift.func.op": "static method",
}


def load(directory, prefixes):
    symbols, relationships = {}, []
    for name in sorted(os.listdir(directory)):
        if name.endswith(".symbols.json") and name.split("@")[0].split(".")[0] in prefixes:
            with open(os.path.join(directory, name)) as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                symbols[symbol["identifier"]["precise"]] = symbol
            relationships += graph["relationships"]
    return symbols, relationships


def unavailable_on_ios(symbol):
    for entry in symbol.get("availability", []):
        if entry.get("domain") in ("iOS", "*") and (
            entry.get("isUnconditionallyUnavailable") or "obsoleted" in entry
        ):
            return True
    return False


def key(symbol):
    name = symbol["pathComponents"][-1]
    return (KIND_GROUPS.get(symbol["kind"]["identifier"], symbol["kind"]["identifier"]), name)


def members_by_owner(symbols, relationships):
    owned = {}
    for relation in relationships:
        if relation["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
            source = symbols.get(relation["source"])
            if source is not None:
                owned.setdefault(relation["target"], []).append(source)
    return owned


def main(arguments):
    if len(arguments) < 2:
        print(__doc__)
        return 2
    uikit_dir, ours_dir = arguments[0], arguments[1]
    missing_for = set()
    at_least = None
    rest = arguments[2:]
    while rest:
        option = rest.pop(0)
        if option == "--missing":
            while rest and not rest[0].startswith("--"):
                missing_for.add(rest.pop(0))
        elif option == "--at-least":
            at_least = float(rest.pop(0))

    uikit, uikit_relations = load(uikit_dir, {"UIKit"})
    ours, our_relations = load(ours_dir, {"StoryboardRuntime", "StoryboardViews", "StoryboardsUIKit"})
    uikit_members = members_by_owner(uikit, uikit_relations)
    our_members = members_by_owner(ours, our_relations)
    parents = {}
    for relation in our_relations:
        if relation["kind"] in ("inheritsFrom", "conformsTo"):
            parents.setdefault(relation["source"], []).append(relation["target"])

    def offered(usr, seen=None):
        seen = seen if seen is not None else set()
        if usr in seen:
            return set()
        seen.add(usr)
        found = {key(symbol) for symbol in our_members.get(usr, [])}
        for parent in parents.get(usr, []):
            found |= offered(parent, seen)
        return found

    # UIKit's names StoryboardsUIKit gives, and the runtime types behind them.
    named = {}
    for symbol in ours.values():
        if symbol["kind"]["identifier"] != "swift.typealias" or len(symbol["pathComponents"]) != 1:
            continue
        name = symbol["pathComponents"][0]
        targets = [f.get("preciseIdentifier") for f in symbol["declarationFragments"]
                   if f.get("kind") == "typeIdentifier"]
        if name.startswith(("UI", "NS")) and targets:
            named[name] = targets[-1]
    uikit_types = {}
    for usr, symbol in uikit.items():
        if len(symbol["pathComponents"]) == 1 and key(symbol)[0] == "type":
            uikit_types.setdefault(symbol["pathComponents"][0], usr)

    rows = []
    for name in sorted(named):
        usr = uikit_types.get(name)
        if usr is None:
            continue
        wanted = {}
        for symbol in uikit_members.get(usr, []):
            if unavailable_on_ios(symbol) or symbol["pathComponents"][-1].startswith("_"):
                continue
            wanted[key(symbol)] = symbol
        have = offered(named[name])
        found = [k for k in wanted if k in have]
        rows.append((name, len(wanted), len(found), sorted(k for k in wanted if k not in have)))

    def total(selected):
        wanted = sum(r[1] for r in selected)
        found = sum(r[2] for r in selected)
        return wanted, found, (100.0 * found / wanted if wanted else 100.0)

    for name, wanted, found, missing in rows:
        percent = 100.0 * found / wanted if wanted else 100.0
        print(f"{name:48} {found:5}/{wanted:<5} {percent:5.1f} %")
        if name in missing_for or "all" in missing_for:
            for kind, member in missing:
                print(f"    missing {kind}: {member}")
    navigation = total([r for r in rows if r[0] in NAVIGATION_TYPES])
    everything = total(rows)
    print(f"navigation types ({sum(1 for r in rows if r[0] in NAVIGATION_TYPES)}): "
          f"{navigation[1]}/{navigation[0]} members found ({navigation[2]:.1f} %)")
    print(f"all named types ({len(rows)}): {everything[1]}/{everything[0]} members found "
          f"({everything[2]:.1f} %)")
    if at_least is not None and everything[2] < at_least:
        print(f"uikit-surface: below {at_least} %", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
