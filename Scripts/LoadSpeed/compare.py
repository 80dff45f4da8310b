#!/usr/bin/env python3
"""Whole-process speed of `storyboard-tool dump --json` over a folder of storyboards, against a
plain libxml2 SAX pass (sax-floor.c) and a Python ElementTree script (elementtree-dump.py) over
the same folder: alternating runs, medians, ratios.

    Scripts/LoadSpeed/compare.py [FOLDER] [ROUNDS]    default ../shared/corpus/storyboards, 31

Builds the tool in release mode and the floor with the system's C compiler and libxml2."""
import os
import statistics
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "..", "shared", "corpus", "storyboards")
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 31

subprocess.run(["swift", "build", "-c", "release", "--product", "storyboard-tool"], cwd=root, check=True,
               stdout=subprocess.DEVNULL)
floor_binary = os.path.join(root, ".build", "sax-floor")
flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libxml-2.0"], check=True, capture_output=True,
                       text=True).stdout.split()
subprocess.run(["cc", "-O2", os.path.join(here, "sax-floor.c"), *flags, "-o", floor_binary], check=True)

commands = {
    "libxml2 SAX": [floor_binary, folder],
    "dump --json": [os.path.join(root, ".build", "release", "storyboard-tool"), "dump", "--json", folder],
    "ElementTree": [sys.executable, os.path.join(here, "elementtree-dump.py"), folder],
}
times = {name: [] for name in commands}
for round in range(rounds + 2):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        if round >= 2:  # the first two rounds warm the caches
            times[name].append(time.perf_counter() - start)

median = {name: statistics.median(values) * 1000 for name, values in times.items()}
for name, value in median.items():
    print(f"{name:12} median {value:7.1f} ms over {rounds} alternating runs")
print(f"dump --json / libxml2 SAX:  {median['dump --json'] / median['libxml2 SAX']:.2f}")
print(f"dump --json / ElementTree:  {median['dump --json'] / median['ElementTree']:.2f}")
