#!/usr/bin/env python3
"""The edit-to-green loop a team feels, timed as whole processes on the fixture app that
fixture-app.py writes (41 UIKit files, 4 storyboards, 61 tests, through UIKitSourcesPlugin):

    loop-clean-build        `swift build --build-tests` of the test package from nothing (the app,
                            its tests and this package)
    loop-app-edit-build     the same after one app file changes
    loop-test-edit-build    the same after one test file changes
    loop-no-change-build    the same with nothing changed
    loop-test-run           `swift test --skip-build` once built

Each is run ROUNDS times (default 5); one JSON object per line gives the median, min and max in
seconds and the target the median should meet. It also checks what the loop should not do: a
build with nothing changed runs no rewrite, one edited file rewrites and recompiles that file
alone, and the fixture's 61 tests pass. Exit status 1 when a check fails (never for a time).

    Scripts/LoopSpeed/loop.py [ROUNDS] [SCRATCH]    default 5, .build/loop-app
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
app = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.join(root, ".build", "loop-app")

APP_FILE = "LoopApp/App/Home/HomeSummaryViewController.swift"
APP_EDIT = ("messageLabel.alpha = 0.5", "messageLabel.alpha = 0.6")
TEST_FILE = "LoopAppTests/XcodeTests/Home/HomeScreensTests.swift"
TEST_EDIT = ('XCTAssertEqual(summary?.taps, 2)', 'XCTAssertEqual(summary?.taps, 2, "two taps")')
OUTPUTS = os.path.join(".build", "plugins", "outputs")
failures = []


def run(*command, check=True):
    result = subprocess.run(command, cwd=app, capture_output=True, text=True)
    # SwiftPM itself now and then crashes in libdispatch while it plans ("Program crashed"):
    # that says nothing of the loop, so such a run is made once more.
    if result.returncode != 0 and "*** Program crashed" in result.stderr + result.stdout:
        print(f"loop: `{' '.join(command)}` crashed; running it again", file=sys.stderr)
        result = subprocess.run(command, cwd=app, capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
        sys.exit(f"loop: `{' '.join(command)}` failed in {app}")
    return result


def build():
    return run("swift", "build", "--build-tests")


def toggle(path, pair, round):
    """Makes the file hold pair[round % 2] where it held the other: a real edit each round."""
    full = os.path.join(app, path)
    text = open(full).read()
    old, new = (pair[0], pair[1]) if round % 2 == 0 else (pair[1], pair[0])
    if old not in text:
        sys.exit(f"loop: {path} does not hold `{old}`")
    open(full, "w").write(text.replace(old, new, 1))


def rewritten_files():
    """Each rewritten copy's modification time."""
    stamps = {}
    for folder, _, files in os.walk(os.path.join(app, OUTPUTS)):
        for name in files:
            if name.endswith(".rewritten.swift"):
                path = os.path.join(folder, name)
                stamps[path] = os.stat(path).st_mtime_ns
    return stamps


def timed(name, limit, prepare, action, inspect=None):
    values = []
    for round in range(rounds):
        if prepare:
            prepare(round)
        start = time.perf_counter()
        result = action()
        values.append(time.perf_counter() - start)
        if inspect:
            inspect(result)
    print(json.dumps({
        "name": name, "unit": "s", "value": round3(statistics.median(values)),
        "min": round3(min(values)), "max": round3(max(values)), "target": limit,
        "rounds": rounds,
    }), flush=True)


def compiled_sources(result):
    """The team's sources a build compiled: not the plugins SwiftPM loads ("Compiling plugin"),
    nor the test-discovery files it writes again whenever a test module changes."""
    return [line for line in result.stdout.splitlines()
            if " Compiling " in line and " Compiling plugin " not in line
            and "PackageDiscoveredTests " not in line]


def round3(value):
    return float(f"{value:.3f}")


def main():
    shutil.rmtree(app, ignore_errors=True)
    subprocess.run([sys.executable, os.path.join(here, "fixture-app.py"), app, root], check=True)
    run("swift", "package", "resolve")

    timed("loop-clean-build", 60, lambda _: shutil.rmtree(os.path.join(app, ".build"),
                                                          ignore_errors=True), build)

    def only_the_edited_file_is_rewritten(edited):
        def prepare(round):
            prepare.before = rewritten_files()
            toggle(edited[0], edited[1], round)

        def inspect(result):
            after = rewritten_files()
            changed = [p for p, stamp in after.items() if prepare.before.get(p) != stamp]
            expected = edited[0].split("/", 1)[1].replace("/", "+").replace(".swift", "")
            if len(changed) != 1 or expected not in changed[0]:
                failures.append(f"editing {edited[0]} rewrote {len(changed)} copies: "
                                f"{[os.path.basename(p) for p in changed][:5]}")
            compiled = compiled_sources(result)
            if len(compiled) != 1:
                failures.append(f"editing {edited[0]} compiled: {compiled[:4]}")
        return prepare, inspect

    prepare, inspect = only_the_edited_file_is_rewritten((APP_FILE, APP_EDIT))
    timed("loop-app-edit-build", 3, prepare, build, inspect)
    prepare, inspect = only_the_edited_file_is_rewritten((TEST_FILE, TEST_EDIT))
    timed("loop-test-edit-build", 3, prepare, build, inspect)

    build()

    def no_rewrite(result):
        if "Rewriting" in result.stdout or compiled_sources(result):
            failures.append("a build with nothing changed rewrote or compiled: "
                            + " | ".join(result.stdout.splitlines()[-4:]))
    timed("loop-no-change-build", 2, None, build, no_rewrite)

    def all_pass(result):
        if result.returncode != 0 or "Executed 61 tests, with 0 failures" not in result.stdout:
            failures.append("the fixture's 61 tests do not all pass: "
                            + (result.stdout + result.stderr)[-1500:])
    timed("loop-test-run", None, None,
          lambda: run("swift", "test", "--skip-build", check=False), all_pass)

    for failure in failures:
        print(f"loop: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
