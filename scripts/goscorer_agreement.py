#!/usr/bin/env python3
"""caipan's counts beside lightvector's goscorer on goscorer's own test
positions.

goscorer (MIT, https://github.com/lightvector/goscorer) ships its test
positions inside its Python tests (python/test.py): boards with the dead
stones marked (`b`, `w`), many of them rectangular. caipan's board is
square (2 to 25 points a side), so the rectangular ones are counted and
reported as not comparable. Each square one is written in the form of
tests/data/positions and counted by caipan's counting (the library, as
examples/count_positions.rs does: the editions fix 19x19, the counting
does not) by area and by territory, as written and with dame filled;
goscorer counts it with final_area_score and final_territory_score (komi
0, no prisoners). Compared: Black minus White.

    python3 scripts/goscorer_agreement.py GOSCORER_PYTHON_DIR

The goscorer checkout is not shipped (fetch it); nothing here is a test.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def boards(test_py):
    """(name, rows) of every test position in goscorer's test.py."""
    text = open(test_py, encoding="utf-8").read()
    out = []
    for m in re.finditer(r'def (test_\w+)\(\):\s*stonestr = """(.*?)"""', text, re.S):
        rows = [r.strip() for r in m.group(2).split("\n") if r.strip()]
        out.append((m.group(1), rows))
    return out


def position_text(rows):
    """The position in the form of tests/data/positions: size, rows top
    first (X Black, O White), the dead stones as `row,column`."""
    out = [str(len(rows))]
    dead = []
    for y, row in enumerate(rows):
        out.append("".join("X" if c in "xb" else "O" if c in "ow" else "." for c in row))
        dead += [f"{y},{x}" for x, c in enumerate(row) if c in "bw"]
    out.append(" ".join(dead))
    return "\n".join(out) + "\n"


def caipan_counts(paths):
    """caipan's margins (Black minus White) for each position file, from
    examples/count_positions.rs: the board's size is the file's."""
    args = ["cargo", "run", "-q", "--release", "--example", "count_positions", "--"] + paths
    out = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return {json.loads(l)["file"]: json.loads(l) for l in out.splitlines() if l.strip()}


def goscorer_margins(module, rows):
    stones = [[0] * len(rows[0]) for _ in rows]
    dead = [[False] * len(rows[0]) for _ in rows]
    for y, row in enumerate(rows):
        for x, c in enumerate(row):
            stones[y][x] = {"x": module.BLACK, "b": module.BLACK, "o": module.WHITE, "w": module.WHITE}.get(c, module.EMPTY)
            dead[y][x] = c in "bw"
    area = module.final_area_score(stones, dead, 0)
    terr = module.final_territory_score(stones, dead, 0, 0, 0)
    return area[module.BLACK] - area[module.WHITE], terr[module.BLACK] - terr[module.WHITE]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.path.insert(0, sys.argv[1])
    import goscorer

    tally = {"positions": 0, "not square": 0, "compared": 0, "area same": 0,
             "territory same (dame filled)": 0, "territory same (as written)": 0}
    with tempfile.TemporaryDirectory() as tmp:
        square = []
        for name, rows in boards(os.path.join(sys.argv[1], "test.py")):
            tally["positions"] += 1
            if len(rows) != len(rows[0]) or not 2 <= len(rows) <= 25:
                tally["not square"] += 1
                continue
            path = os.path.join(tmp, name + ".txt")
            open(path, "w").write(position_text(rows))
            square.append((name, rows, path))
        counts = caipan_counts([p for _, _, p in square])
        for name, rows, path in square:
            tally["compared"] += 1
            g_area, g_terr = goscorer_margins(goscorer, rows)
            c = counts[path]
            same = (c["area"] == g_area, c["territory_dame_filled"] == g_terr, c["territory_as_written"] == g_terr)
            tally["area same"] += same[0]
            tally["territory same (dame filled)"] += same[1]
            tally["territory same (as written)"] += same[2]
            flag = "" if same[0] and same[1] else "  <- differs"
            print(f"{name} ({len(rows)}x{len(rows)}): area goscorer {g_area:+g} caipan {c['area']:+g}; "
                  f"territory goscorer {g_terr:+g} caipan dame filled {c['territory_dame_filled']:+g}, "
                  f"as written {c['territory_as_written']:+g}{flag}")
    print(json.dumps(tally))


if __name__ == "__main__":
    main()
