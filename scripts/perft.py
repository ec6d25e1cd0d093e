#!/usr/bin/env python3
"""Legal-move counts on a few standard Go positions, as chess engines share
perft counts: for each position, the points where the player to move may
play, counted by caipan under every Go edition (the empty points less those
`caipan points` forbids) and by GNU Go under each combination of its ko and
suicide switches (`is_legal` at every point, the record loaded with
`loadsgf`). Any board library can check its legal moves against them.

    python3 scripts/perft.py [--caipan BIN] [--expect FILE]

With --expect, exit 1 unless the table is the one FILE publishes between
its perft markers (what .ci/run checks against docs/suite.md).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GNUGO = "/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else "gnugo"
COLUMNS = "ABCDEFGHJKLMNOPQRST"
EDITIONS = ["go-1988", "go-2002", "go-aga-1991", "go-ing-1996", "go-japan-1989",
            "go-korea-2016", "go-new-zealand", "go-tromp-taylor"]
SWITCHES = [(k, s) for k in ("simple-ko", "positional-superko", "situational-superko")
            for s in ("forbid-suicide", "allow-all-suicide")]
# (name, case file, after N moves)
POSITIONS = [
    ("empty board", "cases/go/double-move.case", 0),
    ("a ko just taken", "cases/go/ko-recapture-without-threat.case", 1),
    ("a one-stone suicide point", "cases/go/forbidden-point.case", 0),
    ("a two-stone suicide point", "cases/go-rules/two-stone-suicide.case", 0),
    ("a triple ko, before the repeating move", "cases/go/triple-ko.case", 5),
    ("send two, return one, before the return", "cases/go-rules/send-two-return-one-by-edition.case", 2),
]


def gnugo(switches, commands):
    """GNU Go's answers to `commands`, one each."""
    p = subprocess.run([GNUGO, "--mode", "gtp"] + switches, input="\n".join(commands) + "\n",
                       capture_output=True, text=True, timeout=120)
    return [a.strip() for a in p.stdout.split("\n\n") if a.strip()]


def loaded(caipan, case, after):
    """GNU Go's command loading the record's position after `after` moves."""
    sgf = subprocess.run([caipan, "convert", "--to", "sgf", case], capture_output=True, text=True).stdout
    path = os.path.join(tempfile.mkdtemp(), "position.sgf")
    with open(path, "w", encoding="utf-8") as f:
        f.write(sgf)
    return f"loadsgf {path} {after + 1}"


def caipan_counts(caipan, case, after, empty):
    out = {}
    for edition in EDITIONS:
        args = [caipan, "points", "--format", "json", "-e", edition, "--after", str(after), case]
        report = json.loads(subprocess.run(args, capture_output=True, text=True).stdout)
        report = report[0] if isinstance(report, list) else report
        out[edition] = empty - len(report["points"])
    return out


def gnugo_counts(load):
    """The position's empty points, and for each switch combination the
    points GNU Go lets the player to move play."""
    first = gnugo([], [load, "list_stones black", "list_stones white"])
    colour = "w" if first[0].split()[-1].lower().startswith("w") else "b"
    empty = 361 - sum(len(a.split()) - 1 for a in first[1:])
    probes = [f"is_legal {colour} {COLUMNS[x]}{y + 1}" for x in range(19) for y in range(19)]
    out = {}
    for ko, suicide in SWITCHES:
        answers = gnugo([f"--{ko}", f"--{suicide}"], [load] + probes)
        out[f"{ko} {suicide}"] = sum(1 for a in answers[1:] if a.split()[-1] == "1")
    return empty, out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--caipan", default=os.path.join(ROOT, "target", "release", "caipan"))
    parser.add_argument("--expect", metavar="FILE")
    args = parser.parse_args()
    head = ["position"] + EDITIONS + [f"GNU Go {k}, {s}" for k, s in SWITCHES]
    lines = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    for name, case, after in POSITIONS:
        case_path = os.path.join(ROOT, case)
        empty, theirs = gnugo_counts(loaded(args.caipan, case_path, after))
        mine = caipan_counts(args.caipan, case_path, after, empty)
        lines.append("| " + " | ".join([name] + [str(mine[e]) for e in EDITIONS] + [str(theirs[f"{k} {s}"]) for k, s in SWITCHES]) + " |")
    table = "\n".join(lines) + "\n"
    print(table, end="")
    if args.expect:
        text = open(args.expect, encoding="utf-8").read()
        start = "<!-- perft:start (scripts/perft.py) -->\n"
        published = text.split(start, 1)[-1].split("<!-- perft:end -->", 1)[0]
        if published != table:
            print(f"the table differs from the one {args.expect} publishes", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
