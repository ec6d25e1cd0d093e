#!/usr/bin/env python3
"""One call of check() against one item of check_many, in the same run.

    python3 crates/python/bench_calls.py [ROUNDS]

A one-move Gomoku record: 2,000 calls of `caipan.check()` and a 20,000-item
`caipan.check_many(workers=1)`, in turn, ROUNDS rounds (default 5); prints
each round's cost per call and per item, the medians and ranges, and the
load average. Measured, never asserted.
"""
import os, statistics, sys, time

import caipan

RECORD = '[Edition "gomoku-2013"]\nB H8\n'
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5


def per_call(n=2000):
    start = time.perf_counter()
    for _ in range(n):
        caipan.check(RECORD)
    return (time.perf_counter() - start) / n * 1e3


def per_item(n=20000):
    start = time.perf_counter()
    sum(1 for _ in caipan.check_many([RECORD] * n, workers=1))
    return (time.perf_counter() - start) / n * 1e3


load = os.getloadavg()[0]
per_call(100)  # the edition decoded once, as in any longer run
calls, items = [], []
for _ in range(rounds):
    calls.append(per_call())
    items.append(per_item())


def spread(v):
    return f"{statistics.median(v):.4f} ms ({min(v):.4f}–{max(v):.4f})"


print(f"{rounds} rounds alternating; load average {load:.2f} before, {os.getloadavg()[0]:.2f} after")
print(f"check(): {spread(calls)} a call; check_many(workers=1): {spread(items)} an item")
print("call ÷ item, round by round: " + spread([c / i for c, i in zip(calls, items)]).replace(" ms", ""))
