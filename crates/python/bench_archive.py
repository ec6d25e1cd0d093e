#!/usr/bin/env python3
"""check_many against the CLI on an SGF archive, in the same run.

    python3 crates/python/bench_archive.py [ARCHIVE] [CAIPAN]

Judges every SGF file of ARCHIVE (default ../shared/data/go) under go-2002
as played, once with `caipan check --format json` (the release binary) and
once with `caipan.check_many` (results parsed into dicts, as a user gets
them), and prints both times and the overhead. Measured, never asserted.
"""
import glob, os, subprocess, sys, time

import caipan

here = os.path.dirname(os.path.abspath(__file__))
archive = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "..", "shared", "data", "go")
cli = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "..", "target", "release", "caipan")
paths = sorted(glob.glob(os.path.join(archive, "**", "*.[sS][gG][fF]"), recursive=True))
for round_ in range(2):
    t = time.perf_counter()
    subprocess.run([cli, "check", "--edition", "go-2002", "--as", "played", "--format", "json", archive],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    cli_s = time.perf_counter() - t
    t = time.perf_counter()
    n = sum(1 for _ in caipan.check_many(paths, edition="go-2002", mode="as-played"))
    py_s = time.perf_counter() - t
    t = time.perf_counter()
    sum(1 for _ in caipan.check_many(paths, edition="go-2002", mode="as-played", raw=True))
    raw_s = time.perf_counter() - t
    print(f"{len(paths)} files, {n} results: CLI {cli_s:.2f} s; check_many {py_s:.2f} s (overhead {100 * (py_s / cli_s - 1):+.0f} %), "
          f"raw JSON texts {raw_s:.2f} s (overhead {100 * (raw_s / cli_s - 1):+.0f} %)")
