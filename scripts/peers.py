#!/usr/bin/env python3
"""caipan against the Python tools people use, whole processes side by side.

    python3 scripts/peers.py GO_SGF_DIR [RENJU_FIXTURES_JSON]

Creates a virtual environment in target/peers-venv (once), installs sgfmill
and renju from PyPI into it, builds caipan in release mode, then times:

  Go      sgfmill replaying every game of GO_SGF_DIR (main line, captures,
          no rules) against `caipan check --as played` judging the same
          directory under go-2002 (every rule, repetition, findings).
  Gomoku  renju's get_foul_type on every empty point of each position of
          the fixtures file against `caipan points` on the same positions
          (every empty point judged for Black), and whether they agree.

Not part of `cargo test`: it needs the network once and the data files.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import forbidden_oracles  # noqa: E402  the case files of set-up stones, shared

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, "target", "peers-venv")
PY = os.path.join(VENV, "bin", "python")
CAIPAN = os.path.join(ROOT, "target", "release", "caipan")


def setup():
    if not os.path.exists(PY):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([PY, "-m", "pip", "install", "-q", "sgfmill", "renju"], check=True)
    subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT, check=True)


def timed(cmd, **kw):
    start = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, **kw)
    return time.perf_counter() - start, out


SGFMILL = r'''
import os, sys, time
from sgfmill import sgf, sgf_moves
moves = games = failed = 0
for root, _, files in os.walk(sys.argv[1]):
    for f in files:
        if not f.lower().endswith(".sgf"):
            continue
        try:
            game = sgf.Sgf_game.from_bytes(open(os.path.join(root, f), "rb").read())
            board, plays = sgf_moves.get_setup_and_moves(game)
            for colour, move in plays:
                if move is not None:
                    board.play(move[0], move[1], colour)
                moves += 1
            games += 1
        except Exception:
            failed += 1
print(games, moves, failed)
'''


def go(directory):
    t_py, out = timed([PY, "-c", SGFMILL, directory])
    games, moves, failed = map(int, out.stdout.split())
    cmd = [CAIPAN, "check", "--edition", "go-2002", "--as", "played", directory]
    t_rs, _ = timed(cmd)
    t_one, _ = timed(cmd, env={**os.environ, "RAYON_NUM_THREADS": "1"})
    print(f"Go, {games} games, {moves} moves ({failed} files sgfmill could not replay)")
    print(f"  sgfmill replay (captures only):   {t_py:7.2f} s  {moves / t_py / 1e6:6.2f} M moves/s")
    print(f"  caipan check, every rule, 1 core: {t_one:7.2f} s  {moves / t_one / 1e6:6.2f} M moves/s"
          f"  ({t_py / t_one:.1f}x)")
    print(f"  caipan check, every rule, all cores: {t_rs:4.2f} s  {moves / t_rs / 1e6:6.2f} M moves/s"
          f"  ({t_py / t_rs:.1f}x)")


RENJU = r'''
import json, sys, time
import renju
boards = json.load(open(sys.argv[1]))
points = 0
found = {}
start = time.perf_counter()
for b in boards:
    grid = [[{"B": 1, "W": 2}.get(c, 0) for c in row] for row in b["board"]]
    n = len(grid)
    hits = []
    for i in range(n):
        for j in range(n):
            if grid[i][j] == 0:
                points += 1
                if renju.get_foul_type(grid, i, j):
                    hits.append("ABCDEFGHIJKLMNO"[j] + str(n - i))
    found[b["id"]] = sorted(hits)
secs = time.perf_counter() - start
print(json.dumps({"points": points, "secs": secs, "found": found}))
'''


def gomoku(fixtures):
    t_py, out = timed([PY, "-c", RENJU, fixtures])
    peer = json.loads(out.stdout)
    boards = json.load(open(fixtures))
    with tempfile.TemporaryDirectory() as tmp:
        files = forbidden_oracles.case_files(boards, tmp, header='[Edition "gomoku-2013"]\n')
        t_rs, out = timed([CAIPAN, "points", "--format", "jsonl", *files])
    ours = forbidden_oracles.forbidden_points(out.stdout)
    points = peer["points"]
    print(f"Gomoku, {len(boards)} positions, {points} empty points checked for Black")
    print(f"  renju get_foul_type: {peer['secs']:6.3f} s  {peer['secs'] / points * 1e6:7.1f} µs per point (in-process)")
    print(f"  caipan points:       {t_rs:6.3f} s  {t_rs / points * 1e6:7.1f} µs per point"
          f" (whole process, start-up included)")
    differ = [k for k in ours if ours[k] != peer["found"].get(k)]
    print(f"  agreement: {len(boards) - len(differ)} of {len(boards)} positions give the same forbidden points")
    for k in differ:
        print(f"    {k}: caipan {ours[k]}, renju {peer['found'].get(k)}")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    setup()
    go(sys.argv[1])
    if len(sys.argv) > 2:
        gomoku(sys.argv[2])


main()
