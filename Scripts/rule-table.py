#!/usr/bin/env python3
"""Writes Sources/Storyboards/Documentation.docc/BehaviourRules.md: every rule ID of UIKit's
behaviour that the code or the tests cite (SB, SEG, UNW, SHOW, CONT, NAV, TAB, SPLIT, PRES, LIFE,
ERR), with the behaviour, its evidence and confidence, the simulation's note where it departs or
chooses, and the tests that check it.

    Scripts/rule-table.py [PATH/TO/UIKIT-SEMANTICS.md]    default ../shared/UIKIT-SEMANTICS.md

RuleTableTests fails when a rule is cited but missing from the article: run this script then."""
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
semantics_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "..", "shared", "UIKIT-SEMANTICS.md")
semantics = open(semantics_path, encoding="utf-8").read()
ID = r"(?:SB|SEG|UNW|SHOW|CONT|NAV|TAB|SPLIT|PRES|LIFE|ERR)-[0-9]+"
FAMILIES = ["SB", "SEG", "UNW", "SHOW", "CONT", "NAV", "TAB", "SPLIT", "PRES", "LIFE", "ERR"]
TITLES = {
    "SB": "Storyboards", "SEG": "Segues", "UNW": "Unwind segues", "SHOW": "show and showDetail",
    "CONT": "Containment", "NAV": "Navigation controllers", "TAB": "Tab bar controllers",
    "SPLIT": "Split view controllers", "PRES": "Presentation", "LIFE": "Lifecycle",
    "ERR": "Errors and messages",
}


def swift_files(folder):
    for base, _, names in os.walk(os.path.join(root, folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def key(rule):
    family, number = rule.split("-")
    return (FAMILIES.index(family), int(number))


cited = set()
for folder in ("Sources", "Tests"):
    for path in swift_files(folder):
        cited.update(re.findall(r"\b" + ID + r"\b", open(path, encoding="utf-8").read()))

# Tests citing a rule: in the test's name (testSEG1_…, testNAV10…) or in its body or the
# comment just above it.
tests = {}
for path in swift_files("Tests"):
    text = open(path, encoding="utf-8").read()
    suite = None
    for match in re.finditer(r"(?:final )?class (\w+)\s*:\s*XCTestCase|func (test\w+)\(", text):
        if match.group(1):
            suite = match.group(1)
            continue
        name = match.group(2)
        start = text.rfind("\n\n", 0, match.start())
        end = text.find("\n  func ", match.end())
        region = text[start if start >= 0 else 0:end if end >= 0 else len(text)]
        found = set(re.findall(r"\b" + ID + r"\b", region))
        for compact in re.findall(r"(SB|SEG|UNW|SHOW|CONT|NAV|TAB|SPLIT|PRES|LIFE|ERR)([0-9]+)", name):
            found.add(f"{compact[0]}-{compact[1]}")
        for rule in found:
            tests.setdefault(rule, set()).add(f"{suite}.{name}" if suite else name)

# Rules as the semantics document states them: "**ID — title.**" then the body.
rules = {}
pattern = re.compile(r"^\*\*(" + ID + r")[a-z]? — (.+?)\*\*\s*$", re.M)
matches = list(pattern.finditer(semantics))
for index, match in enumerate(matches):
    end = matches[index + 1].start() if index + 1 < len(matches) else len(semantics)
    body = semantics[match.end():end]
    body = body.split("\n## ")[0].split("\n-----")[0].strip()
    confidence = re.findall(r"\*\*(High|Medium|Low)[^*]*\*\*", body)
    sources = re.search(r"Sources?:(.*?)(?:\*\*(?:High|Medium|Low)|$)", body, re.S)
    note = re.search(r"Simulator note:(.*?)(?:\n\n|$)", body, re.S)
    statement = re.split(r"\nSources?:", body)[0]
    rules.setdefault(match.group(1), {
        "title": match.group(2).rstrip("."),
        "statement": " ".join(statement.split()),
        "sources": " ".join(sources.group(1).split()).rstrip(" .;") if sources else "",
        "confidence": confidence[-1] if confidence else "",
        "note": " ".join(note.group(1).split()) if note else "",
    })
for row in re.finditer(r"^\| *(ERR-[0-9]+) *\|(.*?)\|(.*?)\|(.*?)\|", semantics, re.M):
    rules.setdefault(row.group(1), {
        "title": row.group(2).strip(),
        "statement": f"{row.group(3).strip()}: {row.group(4).strip()}",
        "sources": "the error catalogue (§11) and the rules that raise it", "confidence": "", "note": "",
    })


# What the runtime does where it adds to the semantics document's note: its choices where
# UIKit is silent, and how it reports what UIKit raises.
HERE = {
    "SEG-7": "as UIKit does since iOS 13; a storyboard popover segue anchors to the source's view,"
    " and a popover with neither `sourceView` nor `barButtonItem` in a regular environment raises"
    " `NSGenericException` (an action-sheet alert with UIKit's \"You must provide location"
    " information for this popover…\" text, as crash reports quote it, for example"
    " github.com/ryanmaxwell/UIAlertController-Blocks/issues/3, on an iPad with iOS 8.1.1).",
    "TAB-5": "as UIKit does; `moreNavigationController` only while the More item is shown (more"
    " tabs than the tab bar holds), and a `tabBarCapacity` under two raises — both the runtime's"
    " choices, where a tab bar with no More item has nothing to select.",
    "ERR-16": "cannot happen: `present(_:animated:completion:)` takes a non-optional controller, as"
    " Swift imports UIKit's. `NavigationError.presentingNil(target:)` keeps UIKit's text for code"
    " that matches on it.",
    "ERR-25": "as UIKit does for the containers' lists. `addChild(_:)` moves a child from another"
    " container, as Apple documents (\"If the new child view controller is already the child of a"
    " container view controller, it is removed from that container before being added\"); adding an"
    " ancestor, a window's root or a presented controller raises this exception's kin, and so does"
    " a third column of a split view controller.",
}


def shortened(text, limit=600):
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


lines = [
    "# Behaviour Rules",
    "",
    "Every rule of UIKit's behaviour that the runtime implements and the tests check, with its",
    "evidence.",
    "",
    "## Overview",
    "",
    "Each behaviour of the runtime follows a rule with an ID — `NAV-10`, `PRES-8`, `ERR-25` — that",
    "the code cites where it implements it and the tests cite in their names or bodies. For each",
    "rule: the behaviour, the evidence it rests on and how strong it is (**High**: Apple's",
    "documentation or headers, or decompiled UIKit corroborated by real crash logs; **Medium**:",
    "consistent community evidence or decompilation only; **Low**: an inference, made",
    "configurable where users could disagree), where the simulation departs from UIKit or",
    "chooses where UIKit is silent, and the tests that check it. Where other projects' tests of",
    "UIKit disagree with a rule, real UIKit wins over a reimplementation, which wins over a",
    "simulation.",
    "",
]
lines += [
    "## Where the evidence disagreed",
    "",
    "The conformance tests (`Tests/ConformanceTests`, one file per source) re-express other",
    "projects' tests of UIKit. Where they disagreed with this runtime, the evidence was weighed",
    "— real UIKit over a reimplementation over a simulation — and the decision is this:",
    "",
    "- **TAB-4, changed.** `TabBarController().selectedIndex` is `NSNotFound` (`Int.max`) before",
    "  any tab is selected, not 0: xamarin-macios' `TabBarControllerTest.CheckDefault`, run on",
    "  real UIKit, asserts `Assert.That (c.SelectedIndex, Is.EqualTo (nint.MaxValue))`.",
    "- **PRES-9, changed.** During a dismissal the links go after the will-callbacks: the",
    "  uncovered presenter's `viewDidAppear` sees `presentedViewController == nil` and the",
    "  dismissed controller's `viewDidDisappear` sees `presentingViewController == nil`:",
    "  WinObjC's `UIViewControllerTests.mm` (a reimplementation) expects both — in `viewDidAppear:`",
    "  `EXPECT_EQ([self presentedViewController], nil)`, and for \"a dismissed modal\" in",
    "  `viewDidDisappear:` `EXPECT_EQ([self presentingViewController], nil)` — over this runtime's",
    "  own choice.",
    "- **NAV-5, NAV-6, changed to Fleet's.** Off screen, `popToViewController` and",
    "  `popToRootViewController` pop and return `nil`. Fleet's `UINavigationController+FleetSpec.swift`",
    "  (`test_popToViewController_whenTheNavigationControllerNotInVisibleWindow_returnsNil`,",
    "  `test_popToRootViewController_whenTheNavigationControllerIsNotInVisibleWindow_returnsNil`)",
    "  runs UIKit's own implementation (its swizzle calls the original with `animated: false`) and",
    "  expects `nil`, at its latest commit; no evidence of another result was found, so real UIKit's",
    "  observed result wins. In a visible window both return the popped controllers.",
    "- **PRES-7, kept.** A form sheet on a phone is a sheet that leaves its presenter on screen:",
    "  \"In a compact-width, regular-height size class, the system displays the view controller as",
    "  a sheet with part of the background content visible near the top of the screen\" (Apple's",
    "  documentation of `UIModalPresentationStyle.formSheet`). WinObjC's `_hidesParent`",
    "  (`UIViewControllerTests.mm`, lines 23–34) has a form sheet hide its presenter on a phone. A",
    "  popover in a compact width adapts to a form sheet (Apple's documentation of `.popover`),",
    "  where \"Popovers (which don't hide their parent) are always presented with WinObjC\" (line 27).",
    "- **SB-3, kept.** An object ID is not a storyboard identifier (ERR-3); GNUstep's",
    "  `loading.m` checks that \"legacy XML controller identifiers remain accepted\".",
    "- **SB-4, kept.** A storyboard whose identifiers repeat loads, the first scene answers and",
    "  lint reports `duplicate-identifier` as an error; GNUstep's `loading.m` checks that",
    "  \"duplicate public identifiers are rejected\".",
    "- **SB-5, kept.** A creator block applies to the top-level controller only, never through a",
    "  storyboard reference; GNUstep's `structure.m` checks that \"creator blocks are forwarded",
    "  through storyboard references\" (an `@IBSegueAction` is forwarded here too, SB-6).",
    "",
]
for family in FAMILIES:
    family_rules = sorted((rule for rule in cited if rule.startswith(family + "-")), key=key)
    if not family_rules:
        continue
    lines += [f"## {TITLES[family]}", ""]
    for rule in family_rules:
        info = rules.get(rule)
        lines.append(f"### {rule} — {info['title'] if info else 'cited by the code'}")
        lines.append("")
        if info:
            lines.append(f"- Behaviour: {shortened(info['statement'])}")
            evidence = info["sources"] or "the rule's statement"
            lines.append(f"- Evidence: {shortened(evidence, 400)}" + (f" ({info['confidence']})" if info["confidence"] else ""))
            note = HERE.get(rule) or (shortened(info["note"], 400) if info["note"] else "as UIKit does.")
            lines.append(f"- Here: {note}")
        elif rule in HERE:
            lines.append(f"- Here: {HERE[rule]}")
        checked = sorted(tests.get(rule, []))
        lines.append("- Tests: " + (", ".join(f"`{name}`" for name in checked) if checked else "none name it yet."))
        lines.append("")
out = os.path.join(root, "Sources", "Storyboards", "Documentation.docc", "BehaviourRules.md")
open(out, "w", encoding="utf-8").write("\n".join(lines).rstrip() + "\n")
print(f"{out}: {len(cited)} rules, {sum(1 for rule in cited if rule in tests)} with tests")
