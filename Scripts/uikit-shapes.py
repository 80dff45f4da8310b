#!/usr/bin/env python3
"""Writes shape probes of UIKit's members, from UIKit's Swift interface, for StoryboardsUIKit.

    Scripts/uikit-shapes.py INTERFACE TYPES OUT.swift OUT.json

INTERFACE is UIKit as Swift imports it (`sdk.sh interface`); TYPES a comma-separated list of
UIKit's type names StoryboardsUIKit gives. For each member UIKit declares on those types (not
generic, not unavailable), one probe uses it as its signature implies, in UIKit's names: a
property read as its type (and written, when settable), a method or initializer called with
all its labels and arguments of its parameter types, its result converted to its return type.
For each `open` member of an `open` class (not an initializer), a subclass overrides it with
UIKit's exact signature and calls `super`, as an app's `override` does.
OUT.json maps each probe's line to the member. `Scripts/uikit-shapes.sh` compiles the probes
against StoryboardsUIKit and counts those that compile.
"""

import json
import re
import sys

HEAD = re.compile(
    r"^(\s*)(?:@\S+\s+)*(?:open |public )?(?:final )?(class|extension|protocol|struct|enum) "
    r"([A-Za-z_.]+)")
PROPERTY = re.compile(
    r"^(?:weak |unowned\(unsafe\) |unowned )?(open|public)\s+(?:final\s+)?(class |static )?"
    r"(var|let)\s+(\w+)\s*:\s*(.+?)(\s*\{\s*get\s*\})?$")
METHOD_HEAD = re.compile(r"^(open|public)\s+(?:final\s+)?(class |static )?func\s+(\w+)\s*\(")
METHOD_TAIL = re.compile(r"^\s*(async)?\s*(throws|rethrows)?\s*(?:->\s*(.+))?$")
INIT = re.compile(
    r"^(?:required\s+)?(?:open|public)\s+(?:convenience\s+)?(?:required\s+)?init(\??)\s*"
    r"\((.*)\)\s*(throws)?$")


def split_top(text):
    parts, depth, current = [], 0, ""
    for character in text:
        if character in "([<{":
            depth += 1
        if character in ")]>}":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    return parts


def matching_parenthesis(text, start):
    """The index of the parenthesis that closes the one at `start`, or None."""
    depth = 0
    for index in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            return index
    return None


def plain(type_text):
    """A type as a probe's result: implicitly unwrapped becomes optional."""
    return re.sub(r"!$", "?", type_text.replace("@escaping ", "").strip())


def parameters(text):
    result = []
    for part in split_top(text):
        match = re.match(r"^([^\s:]+)(?:\s+([^\s:]+))?\s*:\s*(.*)$", part.strip())
        if not match:
            return None
        type_text = re.sub(r"\s*=\s*.*$", "", match.group(3))
        if type_text.startswith("inout "):
            return None
        # A parameter keeps `@escaping`: the probe passes its own closure parameter on.
        result.append((match.group(1), re.sub(r"!$", "?", type_text.strip())))
    return result


def open_classes(lines):
    """The names of the classes UIKit declares `open`: their `open` members are overridable."""
    return {match.group(1) for match in
            (re.match(r"^(?:@\S+\s+)*open class ([A-Za-z_]+)", line) for line in lines) if match}


def probes_for(lines, types):
    probes, stack, unavailable = [], [], False
    overridable = open_classes(lines)
    for line in lines:
        text = line.strip()
        if text.startswith("@available") and ("unavailable" in text or "obsoleted" in text):
            unavailable = True
            continue
        if text.startswith("@") and not re.match(r"^@\w+(\(.*\))?\s+\w", text):
            continue
        head = HEAD.match(line)
        if head and "{" in line:
            stack.append((head.group(3), head.group(2)))
            unavailable = False
            if line.rstrip().endswith("}"):
                stack.pop()
            continue
        if text == "}" and stack:
            stack.pop()
            unavailable = False
            continue
        if not stack or unavailable:
            unavailable = False
            continue
        owner, kind = stack[-1]
        if owner not in types or kind == "protocol" or (len(stack) > 1 and stack[0][0] != owner):
            continue
        if "<" in text.split("(")[0] or "optional " in text:
            continue
        declaration = re.sub(r"^(@\S+\s+)+", "", text)
        for attribute in ("@NSCopying ", "@MainActor ", "nonisolated ", "/*not inherited*/ "):
            declaration = declaration.replace(attribute, "")
        probe = probe_for(owner, declaration)
        if probe:
            probes += probe
        if owner in overridable and declaration.startswith("open "):
            probes += override_probe_for(owner, declaration, len(probes))
    return probes


def override_probe_for(owner, declaration, number):
    """A subclass overriding the member with UIKit's exact signature, calling `super`: what an
    app's `override` of an `open` member needs. Initializers are left out."""
    name = f"OverrideProbe{number}"
    match = PROPERTY.match(declaration)
    if match:
        static, member, type_text = match.group(2), match.group(4), plain(match.group(5))
        if static == "static " or match.group(3) == "let" or "Self" in type_text:
            return []
        prefix = "override class var" if static else "override var"
        if match.group(6):
            body = f"{{ super.{member} }}"
        else:
            body = f"{{ get {{ super.{member} }} set {{ super.{member} = newValue }} }}"
        return [(f"{owner}.{member} override",
                 f"OVERRIDE class {name}: {owner} {{ {prefix} {member}: {type_text} {body} }}")]
    head = METHOD_HEAD.match(declaration)
    if head:
        close = matching_parenthesis(declaration, head.end() - 1)
        tail = METHOD_TAIL.match(declaration[close + 1:]) if close else None
        if tail is None or head.group(2) == "static ":
            return []
        member = head.group(3)
        listed = parameters(declaration[head.end():close])
        if listed is None or "Self" in (tail.group(3) or ""):
            return []
        result = plain(tail.group(3) or "Void")
        declared = ", ".join(f"{label} a{index}: {kind}"
                             for index, (label, kind) in enumerate(listed))
        arguments = ", ".join(
            f"{label}: a{index}" if label != "_" else f"a{index}"
            for index, (label, _) in enumerate(listed))
        effects = (" async" if tail.group(1) else "") + (" throws" if tail.group(2) else "")
        call = ("try " if tail.group(2) else "") + ("await " if tail.group(1) else "")
        prefix = "override class func" if head.group(2) else "override func"
        return [(f"{owner}.{member}({''.join(label + ':' for label, _ in listed)}) override",
                 f"OVERRIDE class {name}: {owner} {{ {prefix} {member}({declared}){effects} "
                 f"-> {result} {{ {call}super.{member}({arguments}) }} }}")]
    return []


def probe_for(owner, declaration):
    match = PROPERTY.match(declaration)
    if match:
        static, name, type_text = match.group(2), match.group(4), plain(match.group(5))
        if static:
            return [(f"{owner}.{name}", f"_ = {{ () -> {type_text} in {owner}.{name} }}")]
        found = [(f"{owner}.{name}", f"_ = {{ (x: {owner}) -> {type_text} in x.{name} }}")]
        if not (match.group(6) or match.group(3) == "let"):
            # Through a variable, so that a structure's property can be set too.
            found.append((f"{owner}.{name}=",
                          f"_ = {{ (x: {owner}, v: {type_text}) in var y = x; y.{name} = v; "
                          f"_ = y }}"))
        return found
    head = METHOD_HEAD.match(declaration)
    if head:
        close = matching_parenthesis(declaration, head.end() - 1)
        tail = METHOD_TAIL.match(declaration[close + 1:]) if close else None
        if tail is None:
            return []
        static, name = head.group(2), head.group(3)
        listed = parameters(declaration[head.end():close])
        if listed is None:
            return []
        result = plain((tail.group(3) or "Void").replace("Self", owner))
        labels = "".join(label + ":" for label, _ in listed)
        arguments = ", ".join(
            f"{label}: a{index}" if label != "_" else f"a{index}"
            for index, (label, _) in enumerate(listed))
        declared = ", ".join(f"a{index}: {kind}" for index, (_, kind) in enumerate(listed))
        effects = (" async" if tail.group(1) else "") + (" throws" if tail.group(2) else "")
        call = ("try " if tail.group(2) else "") + ("await " if tail.group(1) else "")
        if static:
            return [(f"{owner}.{name}({labels})",
                     f"_ = {{ ({declared}){effects} -> {result} in "
                     f"{call}{owner}.{name}({arguments}) }}")]
        receiver = f"x: {owner}" + (", " + declared if declared else "")
        return [(f"{owner}.{name}({labels})",
                 f"_ = {{ ({receiver}){effects} -> {result} in {call}x.{name}({arguments}) }}")]
    match = INIT.match(declaration)
    if match:
        listed = parameters(match.group(2))
        if listed is None:
            return []
        labels = "".join(label + ":" for label, _ in listed)
        arguments = ", ".join(
            f"{label}: a{index}" if label != "_" else f"a{index}"
            for index, (label, _) in enumerate(listed))
        declared = ", ".join(f"a{index}: {kind}" for index, (_, kind) in enumerate(listed))
        attempt = "try? " if match.group(3) else ""
        return [(f"{owner}.init({labels})",
                 f"_ = {{ ({declared}) -> {owner}? in {attempt}{owner}({arguments}) }}")]
    return []


def main(arguments):
    if len(arguments) != 4:
        print(__doc__)
        return 2
    interface, types, swift_out, index_out = arguments
    lines = open(interface).read().split("\n")
    probes = probes_for(lines, set(types.split(",")))
    output = ["import Foundation", "import StoryboardsUIKit", "", "func probes() {"]
    index = {}
    for name, code in probes:
        if not code.startswith("OVERRIDE "):
            output.append("  " + code)
            index[len(output)] = name
    output.append("}")
    # The overrides are classes, at the file's top level.
    for name, code in probes:
        if code.startswith("OVERRIDE "):
            output.append(code[len("OVERRIDE "):])
            index[len(output)] = name
    open(swift_out, "w").write("\n".join(output) + "\n")
    json.dump(index, open(index_out, "w"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
