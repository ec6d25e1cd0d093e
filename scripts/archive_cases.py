#!/usr/bin/env python3
"""Cases from real games, for the rules suite: Go records from the public
archive (../shared/data/go), each entering the case library only when two
independent programs agree on it.

A game enters when it is one 19x19 game without handicap stones or setup,
in UTF-8, and:
  - GNU Go (Debian's gnugo, `--chinese-rules`, simple ko, suicide
    forbidden: the 2002 rules' physics) accepts every one of its moves, and
  - caipan, judging it under go-2002 as played, finds nothing on any move
    (no ko retaken at once, no suicide, no repetition), no defect, and
    counts nothing (a game resigned or lost on time: a count of a final
    position would need a second program's count to enter, and GNU Go
    settles dead stones its own way).
Its expectation is then caipan's judgement (`caipan check --expect`): the
result as the record leaves it. The case names its source file (origin
`archive: PATH`).

    python3 scripts/archive_cases.py [--archive DIR] [--out cases/archive/go] [--count N] [--caipan BIN]
"""

import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GNUGO = "/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else "gnugo"
COLUMNS = "ABCDEFGHJKLMNOPQRST"


def games(archive):
    for root, _, files in os.walk(archive):
        for f in sorted(files):
            if f.lower().endswith(".sgf"):
                yield os.path.join(root, f)


def moves(text):
    """The main line's moves as (colour, vertex or 'pass'), or None when
    the file is not one plain 19x19 game."""
    if text.count("(;") != 1 or re.search(r"\b(AB|AW|AE|HA)\[", text):
        return None
    size = re.search(r"SZ\[(\d+)\]", text)
    if size and size.group(1) != "19":
        return None
    out = []
    for colour, point in re.findall(r";\s*([BW])\[([a-s]{0,2})\]", text):
        if point in ("", "tt"):
            out.append((colour.lower(), "pass"))
        elif len(point) == 2:
            x, y = ord(point[0]) - 97, ord(point[1]) - 97
            out.append((colour.lower(), f"{COLUMNS[x]}{19 - y}"))
    return out if len(out) >= 20 else None


def gnugo_accepts(played):
    p = subprocess.Popen([GNUGO, "--mode", "gtp", "--chinese-rules"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    commands = ["boardsize 19", "clear_board"] + [f"play {c} {v}" for c, v in played] + ["quit"]
    out, _ = p.communicate("\n".join(commands) + "\n", timeout=60)
    answers = [a for a in out.split("\n\n") if a.strip()]
    return len(answers) == len(commands) and all(a.strip().startswith("=") for a in answers)


def caipan_expects(caipan, path):
    """caipan's expectation block for the game, when it finds nothing on a
    move and no defect; else None."""
    block = subprocess.run([caipan, "check", "--edition", "go-2002", "--expect", path],
                           capture_output=True, text=True).stdout
    body = "\n".join(line for line in block.splitlines() if not line.startswith("#"))
    # Only a game caipan leaves uncounted (resigned, on time): a count of a
    # final position would need a second program's count to enter.
    if "defect: true" in body or re.search(r"event: move\b", body) or "margin:" in body:
        return None
    return body.rstrip() + "\n"


def title(text, path):
    tag = lambda k: (re.search(k + r"\[([^\]]*)\]", text) or [None, ""])[1].strip()
    black, white, date = tag("PB") or "Black", tag("PW") or "White", tag("DT")
    return f"{black} against {white}{', ' + date if date else ''}".replace('"', "'")


def case_text(path, archive, text, expect):
    source = os.path.relpath(path, os.path.dirname(archive.rstrip("/")))
    front = (
        "---\n"
        f"title: \"{title(text, path)}\"\n"
        "dispute: >\n"
        "  A real game from the public archive: every move legal under the 2002 rules' physics, as GNU Go\n"
        "  (Chinese rules, simple ko, suicide forbidden) also finds; the result is as the record leaves it.\n"
        "articles: []\n"
        f"origin: \"archive: {source}\"\n"
        "expect:\n" + expect + "---\n"
    )
    return front + text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--archive", default=os.path.join(ROOT, "..", "shared", "data", "go"))
    parser.add_argument("--out", default=os.path.join(ROOT, "cases", "archive", "go"))
    parser.add_argument("--count", type=int, default=560)
    parser.add_argument("--caipan", default=os.path.join(ROOT, "target", "release", "caipan"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    seen = {"read": 0, "not-plain": 0, "gnugo-refused": 0, "caipan-found-or-counted": 0, "entered": 0}
    for path in games(args.archive):
        if seen["entered"] >= args.count:
            break
        seen["read"] += 1
        try:
            text = open(path, encoding="utf-8").read()
        except UnicodeDecodeError:
            seen["not-plain"] += 1
            continue
        played = moves(text)
        if played is None:
            seen["not-plain"] += 1
            continue
        if not gnugo_accepts(played):
            seen["gnugo-refused"] += 1
            continue
        expect = caipan_expects(args.caipan, path)
        if expect is None:
            seen["caipan-found-or-counted"] += 1
            continue
        stem = os.path.relpath(path, args.archive)[: -len(".sgf")]
        base = re.sub(r"[^A-Za-z0-9]+", "-", stem)[:80].strip("-").lower()
        name, k = base, 1
        while os.path.exists(os.path.join(args.out, name + ".sgf")):
            k += 1
            name = f"{base}-{k}"
        with open(os.path.join(args.out, name + ".sgf"), "w", encoding="utf-8") as f:
            f.write(case_text(path, args.archive, text, expect))
        seen["entered"] += 1
    print(seen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
