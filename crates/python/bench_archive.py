#!/usr/bin/env python3
"""check_many against the CLI on an SGF archive, alternating, in CPU time.

    python3 crates/python/bench_archive.py [ARCHIVE] [CAIPAN] [ROUNDS]

Judges every SGF file of ARCHIVE (default ../shared/data/go) under go-2002
as played, in turn: with `caipan check --format json` (the release binary,
its CPU from the children's rusage), with `caipan.check_many` (results as
dicts, as a user gets them; this process's CPU, every worker thread
included) and with `check_many(raw=True)` (the JSON texts). ROUNDS rounds
(default 7), each of the three once, so a slower minute of the machine falls
on each alike; prints the median and the range of each and of the ratios
taken round by round, and the load average before and after. Measured,
never asserted.
"""
import glob, os, resource, statistics, subprocess, sys, time

import caipan

here = os.path.dirname(os.path.abspath(__file__))
archive = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "..", "shared", "data", "go")
cli = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "..", "target", "release", "caipan")
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 7
paths = sorted(glob.glob(os.path.join(archive, "**", "*.[sS][gG][fF]"), recursive=True))


def cpu(who):
    r = resource.getrusage(who)
    return r.ru_utime + r.ru_stime


def run_cli():
    before, start = cpu(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run([cli, "check", "--edition", "go-2002", "--as", "played", "--format", "json", archive],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall.append(("CLI", time.perf_counter() - start))
    return cpu(resource.RUSAGE_CHILDREN) - before


def run_python(raw):
    before, start = cpu(resource.RUSAGE_SELF), time.perf_counter()
    n = sum(1 for _ in caipan.check_many(paths, edition="go-2002", mode="as-played", raw=raw))
    wall.append(("raw" if raw else "dicts", time.perf_counter() - start))
    return cpu(resource.RUSAGE_SELF) - before, n


def spread(values, unit=""):
    return f"{statistics.median(values):.3f}{unit} ({min(values):.3f}–{max(values):.3f})"


load_before = os.getloadavg()
wall = []
run_python(False)  # the editions decoded, the files in the page cache
wall.clear()
cli_s, py_s, raw_s = [], [], []
for _ in range(rounds):
    cli_s.append(run_cli())
    t, n = run_python(False)
    py_s.append(t)
    raw_s.append(run_python(True)[0])
load_after = os.getloadavg()
print(f"{len(paths)} files, {n} results, {rounds} rounds alternating; load average {load_before[0]:.2f} before, {load_after[0]:.2f} after")
print(f"CPU seconds, median (range): CLI {spread(cli_s)}; check_many {spread(py_s)}; raw JSON texts {spread(raw_s)}")
print("check_many ÷ CLI, round by round: " + spread([p / c for p, c in zip(py_s, cli_s)]))
print("raw ÷ CLI, round by round: " + spread([r / c for r, c in zip(raw_s, cli_s)]))
print("wall seconds, median (range): " + "; ".join(
    f"{k} {spread([w for kind, w in wall if kind == k])}" for k in ("CLI", "dicts", "raw")))
