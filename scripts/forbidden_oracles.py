#!/usr/bin/env python3
"""Black's forbidden points by caipan against two independent checkers.

    python3 scripts/forbidden_oracles.py [RENJUNET_FIXTURES_JSON] [N]

Creates a virtual environment in target/peers-venv (once) with `renju` and
`omok` from PyPI (each with its own forbidden-move code: renju's
get_foul_type, omok's renju.forbidden_moves), builds caipan in release mode,
and asks all three for Black's forbidden points on every empty point of:

  - the RenjuNet positions of the fixtures file, if given, and
  - N positions (default 2,000) of generated play: 15×15, both colours
    placed at random near the centre, 10 to 70 stones, no five on the
    board, from a fixed seed.

caipan is asked with `caipan points --edition renju-1996` (double three,
double four, overline, the five first, the recursive check of 9.3), and
again under the other reading of a three that gomoku-2013 leaves open (a
three whose only straight-four point also makes a five still counts:
`--edition gomoku-2013 --supplement example-gomoku-other-readings`). The
report gives, for each pair of checkers, the positions whose forbidden
points agree, and the first differences with their points. Not part of
`cargo test`: it needs the network once.
"""
import json
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, "target", "peers-venv")
PY = os.path.join(VENV, "bin", "python")
CAIPAN = os.path.join(ROOT, "target", "release", "caipan")
COLS = "ABCDEFGHIJKLMNO"


def setup():
    if not os.path.exists(PY):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([PY, "-m", "pip", "install", "-q", "sgfmill", "renju", "omok", "numpy"], check=True)
    # The same build as the arbiter's suite, so neither replaces the other's binary.
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "caipan-cli", "--features", "serve"], cwd=ROOT, check=True)


def has_five(grid, colour):
    n = len(grid)
    for y in range(n):
        for x in range(n):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                k = 0
                while 0 <= x + k * dx < n and 0 <= y + k * dy < n and grid[y + k * dy][x + k * dx] == colour:
                    k += 1
                if k >= 5:
                    return True
    return False


def generated(count, seed=20261128):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        grid = [["." for _ in range(15)] for _ in range(15)]
        stones = rng.randint(10, 70)
        for k in range(stones):
            colour = "B" if k % 2 == 0 else "W"
            for _ in range(50):
                x, y = (min(14, max(0, int(rng.gauss(7, 3.2)))) for _ in range(2))
                if grid[y][x] == ".":
                    grid[y][x] = colour
                    break
        if not has_five(grid, "B") and not has_five(grid, "W"):
            out.append({"id": f"gen{len(out):05d}", "board": ["".join(r) for r in grid]})
    return out


PEERS = r'''
import json, sys
import numpy as np
import renju, omok.renju
boards = json.load(open(sys.argv[1]))
found = {"renju": {}, "omok": {}}
for b in boards:
    grid = [[{"B": 1, "W": 2}.get(c, 0) for c in row] for row in b["board"]]
    n = len(grid)
    name = lambda i, j: "ABCDEFGHIJKLMNO"[j] + str(n - i)
    found["renju"][b["id"]] = sorted(name(i, j) for i in range(n) for j in range(n)
                                     if grid[i][j] == 0 and renju.get_foul_type(grid, i, j))
    state = np.array(grid, dtype=np.uint8)
    found["omok"][b["id"]] = sorted(name(*divmod(p, n)) for p in omok.renju.forbidden_moves(state))
print(json.dumps(found))
'''


def case_files(boards, tmp, header='[Edition "renju-1996"]\n[Opening "free"]\n[ToMove "B"]\n'):
    """Each board as a case file of set-up stones in `tmp`, Black to move."""
    files = []
    for b in boards:
        n = len(b["board"])
        stones = {"B": [], "W": []}
        for i, row in enumerate(b["board"]):
            for j, c in enumerate(row):
                if c in stones:
                    stones[c].append(COLS[j] + str(n - i))
        path = os.path.join(tmp, b["id"] + ".case")
        with open(path, "w") as f:
            f.write(header)
            f.write(f'[AddBlack "{" ".join(stones["B"])}"]\n')
            f.write(f'[AddWhite "{" ".join(stones["W"])}"]\n')
        files.append(path)
    return files


def forbidden_points(stdout):
    """`caipan points --format jsonl` output: each file's points, sorted."""
    ours = {}
    for line in stdout.splitlines():
        r = json.loads(line)
        ours[os.path.basename(r["file"])[:-5]] = sorted(p["point"] for p in r["points"])
    return ours


def caipan(boards, *edition):
    with tempfile.TemporaryDirectory() as tmp:
        files = case_files(boards, tmp)
        out = subprocess.run([CAIPAN, "points", *edition, "--format", "jsonl", *files], capture_output=True, text=True)
    return forbidden_points(out.stdout)


def compare(label, boards, answers):
    names = list(answers)
    print(f"{label}: {len(boards)} positions, {sum(b['board'][i].count('.') for b in boards for i in range(len(b['board'])))} empty points")
    for a in range(len(names)):
        for b in range(a + 1, len(names)):
            x, y = answers[names[a]], answers[names[b]]
            differ = [k for k in x if x[k] != y.get(k)]
            points = sum(len(v) for v in x.values())
            print(f"  {names[a]} and {names[b]}: {len(boards) - len(differ)} of {len(boards)} positions agree"
                  f" ({points} forbidden points by {names[a]})")
            for k in differ[:3]:
                print(f"    {k}: {names[a]} {x[k]}, {names[b]} {y.get(k)}")


def main():
    setup()
    sets = []
    if len(sys.argv) > 1 and sys.argv[1].endswith(".json"):
        fixtures = json.load(open(sys.argv[1]))
        sets.append(("RenjuNet positions", [{"id": b["id"], "board": b["board"]} for b in fixtures]))
    count = int(sys.argv[-1]) if sys.argv[-1].isdigit() else 2000
    sets.append(("generated positions", generated(count)))
    for label, boards in sets:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(boards, f)
        peers = json.loads(subprocess.run([PY, "-c", PEERS, f.name], capture_output=True, text=True, check=True).stdout)
        os.unlink(f.name)
        # The other reading of a three (its straight-four point may also
        # make a five), which gomoku-2013 leaves open: the supplement
        # example-gomoku-other-readings takes it.
        other = caipan(boards, "--edition", "gomoku-2013", "--supplement",
                       os.path.join(ROOT, "rulesets", "supplements", "example-gomoku-other-readings.yaml"))
        compare(label, boards, {"caipan": caipan(boards), "renju": peers["renju"], "omok": peers["omok"],
                                "caipan-other-reading": other})


if __name__ == "__main__":
    main()
