#!/usr/bin/env python3
"""What a team would write without the tool: `storyboard-tool dump --json` with Python's
ElementTree, one JSON record per storyboard (the fields of DUMP-FORMAT.md). Used only as a
speed comparison by compare.py."""
import json
import os
import sys
import xml.etree.ElementTree as ET

NOT_CONTROLLERS = {"placeholder", "exit", "customObject", "customView"}
PLACEHOLDERS = {"viewControllerPlaceholder", "controllerPlaceholder"}


def controller_of(scene):
    objects = scene.find("objects")
    children = list(objects) if objects is not None else []
    for child in children:
        if child.get("sceneMemberID") == "viewController":
            return child
    for child in children:
        if child.tag not in NOT_CONTROLLERS and child.get("sceneMemberID") not in ("firstResponder", "exit"):
            return child
    return None


def record(path):
    root = ET.parse(path).getroot()
    watch = (root.get("targetRuntime") or "").startswith("watchKit")
    scenes, segues = [], []
    for scene in root.findall("scenes/scene"):
        controller = controller_of(scene)
        get = controller.get if controller is not None else (lambda key: None)
        identifier = get("storyboardIdentifier")
        if identifier is None and watch:
            identifier = get("identifier")
        reference = None
        if controller is not None and controller.tag in PLACEHOLDERS:
            reference = {key: get(key) for key in ("storyboardName", "referencedIdentifier", "bundleIdentifier")}
        attributes = []
        if controller is not None:
            for entry in controller.findall("userDefinedRuntimeAttributes/userDefinedRuntimeAttribute"):
                attributes.append({"keyPath": entry.get("keyPath"), "type": entry.get("type"), "value": entry.get("value")})
        scenes.append({"sceneID": scene.get("sceneID"), "id": get("id"),
                       "element": controller.tag if controller is not None else None,
                       "storyboardIdentifier": identifier, "customClass": get("customClass"),
                       "customModule": get("customModule"), "customModuleProvider": get("customModuleProvider"),
                       "reference": reference, "runtimeAttributes": attributes})
        for owner in scene.iter():
            for connections in owner.findall("connections"):
                for segue in connections.findall("segue"):
                    if segue.get("reference") is not None or segue.get("key") is not None:
                        continue
                    segues.append({"id": segue.get("id"), "source": get("id"), "trigger": owner.tag,
                                   **{key: segue.get(key) for key in ("destination", "kind", "relationship",
                                                                      "identifier", "customClass", "customModule",
                                                                      "unwindAction")}})
    return {"file": path, "targetRuntime": root.get("targetRuntime"),
            "initialViewController": root.get("initialViewController"), "scenes": scenes, "segues": segues}


def files(path):
    if not os.path.isdir(path):
        return [path]
    found = []
    for folder, _, names in os.walk(path):
        found += [os.path.join(folder, name) for name in names if name.endswith(".storyboard")]
    return sorted(found)


for argument in sys.argv[1:]:
    for file in files(argument):
        print(json.dumps(record(file)))
