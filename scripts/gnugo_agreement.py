#!/usr/bin/env python3
"""caipan's counts of final positions beside GNU Go's, as an independent
counter.

For each position of tests/data/positions (the online-go score estimator's
test games: dead stones agreed by people), caipan counts with the agreed
dead stones (examples/count_positions.rs); GNU Go (Debian's `gnugo`) is
given the position as an SGF with komi 0 and settles life and death itself
(`--score aftermath`), under Japanese (territory) and Chinese (area) rules.
Printed: each position's margins (Black minus White), and the agreement
counts. A disagreement is either life and death judged otherwise (GNU Go's
own reading of the position, known to misjudge some seki) or a count.

    python3 scripts/gnugo_agreement.py [POSITIONS_DIR] [--level N]
"""

import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GNUGO = "/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else "gnugo"


def read(path):
    lines = open(path, encoding="utf-8").read().splitlines()
    size = int(lines[0])
    return size, lines[1 : 1 + size]


def sgf(size, rows):
    letters = "abcdefghijklmnopqrstuvwxyz"
    black, white = [], []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            point = "[" + letters[c] + letters[r] + "]"
            if ch == "X":
                black.append(point)
            elif ch == "O":
                white.append(point)
    setup = ("AB" + "".join(black) if black else "") + ("AW" + "".join(white) if white else "")
    return f"(;GM[1]FF[4]SZ[{size}]KM[0]{setup}PL[B])"


def gnugo(path, rules, level):
    out = subprocess.run(
        [GNUGO, "--score", "aftermath", rules, "--komi", "0", "--level", str(level), "-l", path],
        capture_output=True, text=True, timeout=600,
    ).stdout
    m = re.search(r"(Black|White) wins by ([0-9.]+)", out)
    if m:
        margin = float(m.group(2))
        return margin if m.group(1) == "Black" else -margin
    return 0.0 if re.search(r"[Jj]igo|draw", out) else None


def main():
    args = sys.argv[1:]
    level = 10
    if "--level" in args:
        i = args.index("--level")
        level = int(args[i + 1])
        del args[i : i + 2]
    folder = args[0] if args else os.path.join(ROOT, "tests/data/positions")
    files = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".txt"))
    counts = subprocess.run(
        ["cargo", "run", "-q", "--release", "--example", "count_positions", "--", *files],
        capture_output=True, text=True, cwd=ROOT, check=True,
    ).stdout
    caipan = {json.loads(l)["file"]: json.loads(l) for l in counts.splitlines()}
    agree = {"territory": 0, "area": 0}
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            size, grid = read(f)
            path = os.path.join(tmp, "p.sgf")
            open(path, "w").write(sgf(size, grid))
            jp, cn = gnugo(path, "--japanese-rules", level), gnugo(path, "--chinese-rules", level)
            c = caipan[f]
            t_ok = jp is not None and abs(jp - c["territory_dame_filled"]) < 1e-9
            a_ok = cn is not None and abs(cn - c["area"]) < 1e-9
            agree["territory"] += t_ok
            agree["area"] += a_ok
            rows.append((os.path.basename(f), c["territory_dame_filled"], jp, t_ok, c["area"], cn, a_ok))
            print(f"{os.path.basename(f):40} territory caipan {c['territory_dame_filled']:>6} gnugo {jp!s:>6} {'=' if t_ok else '≠'}"
                  f"   area caipan {c['area']:>6} gnugo {cn!s:>6} {'=' if a_ok else '≠'}", flush=True)
    n = len(files)
    print(f"\nagreement over {n} positions (GNU Go {level=}): territory (dame filled) {agree['territory']}/{n}, area {agree['area']}/{n}")


if __name__ == "__main__":
    main()
