#!/usr/bin/env python3
"""Two Trellis builds compared on the same warm builds, round by round: the comparison to trust on a machine whose
speed moves within minutes (docs/performance.md).

    python3 Benchmarks/paired-warm-builds.py BIN_A BIN_B PROJECT [ROUNDS] [TEMPLATE]

PROJECT is copied twice (A and B each keep their own site and cache beside it, so neither binary reads the other's
cache); each round runs, for A then B or B then A (alternating), a build that changes nothing, a one-page edit and a
template edit, and prints the medians of wall and CPU time (user + system) of each kind, with B's change against A.

The page edit is the edit-loop benchmark's: the first text of a shown component of the first page file (in name
order) set to a new value, the file written again by a JSON writer and renamed into place, as an editor saves it.
The template edit changes the value of a `data-edit` attribute added to the first tag of TEMPLATE (a component type;
`rating` by default, or the first template in name order when there is none): every page that shows the type has
its renderings spliced. Needs python3 (standard library only); `sync` runs before every build, outside the timing.
"""

import os
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from benchmark_edits import edit_page

def edit_template(path, marker):
    """Gives the first tag of the template a `data-edit` attribute with a new value."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if re.search(r' data-edit="[^"]*"', text):
        text = re.sub(r' data-edit="[^"]*"', f' data-edit="{marker}"', text, count=1)
    else:
        text, count = re.subn(r"<([A-Za-z][A-Za-z0-9-]*)", rf'<\1 data-edit="{marker}"', text, count=1)
        if count == 0:
            sys.exit(f"no tag in {path}")
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def timed_build(binary, project):
    subprocess.run(["sync"], check=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run([binary, "build", project], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"{binary} build {project} failed:\n{result.stderr.decode(errors='replace')[-2000:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binaries = {"A": os.path.realpath(sys.argv[1]), "B": os.path.realpath(sys.argv[2])}
    source = sys.argv[3]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 12
    work = tempfile.mkdtemp(prefix="trellis-paired-", dir=os.path.dirname(os.path.abspath(source)))
    try:
        projects = {}
        for name in binaries:
            projects[name] = os.path.join(work, name)
            shutil.copytree(
                source, projects[name], symlinks=True,
                ignore=shutil.ignore_patterns("_site", "._site.*"))
        pages_folder = os.path.join(source, "Content", "pages")
        page_files = sorted(
            os.path.relpath(os.path.join(folder, name), source)
            for folder, _, names in os.walk(pages_folder) for name in names if name.endswith(".json"))
        if not page_files:
            sys.exit(f"no page files under {pages_folder}")
        templates = sorted(
            name[: -len(".mustache")] for name in os.listdir(os.path.join(source, "Templates", "components"))
            if name.endswith(".mustache"))
        wanted = sys.argv[5] if len(sys.argv) > 5 else "rating"
        template = wanted if wanted in templates else templates[0]
        page = page_files[0]
        print(f"A {binaries['A']}\nB {binaries['B']}\n{source}: page {page}, template {template}, {rounds} rounds")
        # Each side builds twice first: a cold build, then one that writes what the cold one left to the next.
        for name in binaries:
            timed_build(binaries[name], projects[name])
            timed_build(binaries[name], projects[name])
        kinds = ("nothing changed", "one page edited", f"{template}.mustache edited")
        results = {(name, kind): [] for name in binaries for kind in kinds}
        for round_number in range(rounds):
            order = ("A", "B") if round_number % 2 == 0 else ("B", "A")
            for name in order:
                binary, project = binaries[name], projects[name]
                marker = f"Edited {random.randrange(10**9)}"
                results[(name, kinds[0])].append(timed_build(binary, project))
                edit_page(os.path.join(project, page), marker)
                results[(name, kinds[1])].append(timed_build(binary, project))
                edit_template(os.path.join(project, "Templates", "components", template + ".mustache"), marker[7:])
                results[(name, kinds[2])].append(timed_build(binary, project))
        print(f"\n| build | A: wall / CPU ms | B: wall / CPU ms | B ÷ A (wall, CPU) |\n| --- | ---: | ---: | ---: |")
        for kind in kinds:
            a, b = results[("A", kind)], results[("B", kind)]
            a_wall, a_cpu = (statistics.median(x[i] for x in a) * 1000 for i in (0, 1))
            b_wall, b_cpu = (statistics.median(x[i] for x in b) * 1000 for i in (0, 1))
            print(
                f"| {kind} | {a_wall:.0f} / {a_cpu:.0f} | {b_wall:.0f} / {b_cpu:.0f} "
                f"| {b_wall / a_wall:.2f}, {b_cpu / a_cpu:.2f} |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
