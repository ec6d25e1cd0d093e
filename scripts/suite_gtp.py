#!/usr/bin/env python3
"""The rules suite's physics run against any GTP engine, written apart from
caipan: it reads only the suite's JSON (`caipan suite export DIR`) and
speaks only GTP. For every Go case whose record is moves and passes (no
conduct, claim or ruling), and every edition the case expects, the case's
stones are given to the engine (`play`, the setup first) and each move is
asked of it: the engine refusing a move the edition forbids (a finding on
the move whose rule's topic is ko, suicide or repetition, with a verdict
that takes the move back or loses the game), or accepting one it allows,
agrees; otherwise the case is lost for that engine and edition, and the
rest of the case is not played (the boards differ from there).

Printed: a table, one row per edition and topic, one column per engine
command (passed/cases); with --json, every case's outcome.

    python3 scripts/suite_gtp.py SUITE_DIR_OR_JSONL --engine "gnugo --mode gtp" [--engine ...]
    python3 scripts/suite_gtp.py SUITE --gnugo-table [--limit N]

--gnugo-table runs GNU Go (Debian's gnugo) under every combination of its
rule switches the issue names: --chinese-rules/--japanese-rules, ko
(--positional-superko, --situational-superko, --simple-ko default), and
suicide (--forbid-suicide, --allow-suicide, --allow-all-suicide).
"""

import argparse
import itertools
import json
import os
import re
import shlex
import subprocess
import sys

GNUGO = "/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else "gnugo"
# Verdicts by which an edition does not let a move stand.
FORBIDDING = {"move-void", "prohibited", "loss", "no-turn", "illegal"}
PHYSICS = ("ko", "suicide", "repetition", "superko")
COLUMNS = "ABCDEFGHJKLMNOPQRST"


def read_suite(path):
    if path.endswith(".jsonl"):
        return [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    cases = []
    for root, _, files in os.walk(path):
        for f in sorted(files):
            if f.endswith(".json") and f != "schema.json":
                cases.append(json.load(open(os.path.join(root, f), encoding="utf-8")))
    return sorted(cases, key=lambda c: c["id"])


def physics_cases(cases):
    """Go cases of moves and passes only, none a defective record."""
    for c in cases:
        kinds = {e["kind"] for e in c["events"]}
        defective = any(x.get("defect") for x in c["expect"].values())
        if c["game"] == "go" and kinds <= {"move", "pass"} and c["expect"] and not defective:
            yield c


def setup(sgf):
    """The root's AB/AW stones as (colour, vertex)."""
    root = sgf.split(";", 2)[1] if sgf and ";" in sgf else ""
    out = []
    for ident, colour in (("AB", "b"), ("AW", "w")):
        m = re.search(ident + r"((?:\[[a-s]{2}\])+)", root)
        if not m:
            continue
        for xy in re.findall(r"\[([a-s])([a-s])\]", m.group(1)):
            x, y = ord(xy[0]) - 97, ord(xy[1]) - 97
            out.append((colour, f"{COLUMNS[x]}{19 - y}"))
    return out


def expectations(case, key):
    """For each move number the edition's text forbids (a finding on the
    move whose rule's topic is ko, suicide or repetition, with a verdict
    that takes the move back or loses the game, or a claim the text leaves
    to the opponent): the topic, and whether the move then stands on the
    board (a claim-bound move not claimed, a loss), or is taken back.
    None when the text leaves such a move to the arbiter (a choice of
    verdicts): the pair is not compared."""
    topics = case["rule_topics"].get(key, {})
    by_move = {}
    for f in case["expect"][key]["findings"]:
        topic = topics.get(f["rule"], "")
        if not any(t in topic for t in PHYSICS):
            continue
        verdict = set(f.get("verdict") or [])
        claim_bound = f.get("claim") is not None
        if f.get("choices"):
            # The text leaves the move to the arbiter: no legality to compare.
            return None
        if f["event"] == "move" and any(t in topic for t in PHYSICS) and (verdict & FORBIDDING or claim_bound):
            taken_back = bool(verdict & {"move-void", "prohibited", "no-turn"})
            by_move[f["move"]] = (topic, taken_back)
    return by_move


class Engine:
    def __init__(self, command):
        self.p = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        answer = []
        while True:
            got = self.p.stdout.readline()
            if got == "":
                raise RuntimeError("the engine ended")
            if got.strip() == "" and answer:
                break
            if got.strip():
                answer.append(got.strip())
        return answer[0].startswith("="), " ".join(answer)

    def close(self):
        try:
            self.ask("quit")
        except Exception:
            pass
        self.p.kill()
        self.p.wait()


def run_case(engine, case, key):
    """Whether the engine treats every move as the edition does (a
    forbidden move refused, an allowed one accepted), and, where it does
    not, what it did. A forbidden move the edition lets stand (a loss, a
    claim not made) ends the comparison there: the engine cannot follow."""
    forbidden = dict(expectations(case, key))
    engine.ask("boardsize 19")
    engine.ask("clear_board")
    for colour, vertex in setup(case.get("sgf")):
        engine.ask(f"play {colour} {vertex}")
    number = 0
    for e in case["events"]:
        colour = e["actor"].lower()
        number += 1
        if e["kind"] == "pass":
            engine.ask(f"play {colour} pass")
            continue
        ok, said = engine.ask(f"play {colour} {e['point']}")
        # A move taken back does not count: the next has its number.
        expected = forbidden.pop(number, None)
        if expected is None and not ok:
            return False, f"move {number} {e['point']} refused ({said}); the edition allows it"
        if expected is None:
            continue
        topic, taken_back = expected
        if ok:
            return False, f"move {number} {e['point']} ({topic}) accepted; the edition forbids it"
        if not taken_back:
            return True, None
        number -= 1
    return True, None


def topics_of(case, key):
    named = {topic for topic, _ in expectations(case, key).values()}
    return sorted(named) or ["legal-moves-only"]


def run(cases, commands, limit):
    rows = {}
    outcomes = []
    for command in commands:
        engine = Engine(command)
        try:
            for case in list(physics_cases(cases))[:limit]:
                for key in case["expect"]:
                    if expectations(case, key) is None:
                        continue
                    passed, why = run_case(engine, case, key)
                    edition = key.split("+")[0]
                    for t in topics_of(case, key):
                        cell = rows.setdefault((edition, t), {}).setdefault(command, [0, 0])
                        cell[0] += passed
                        cell[1] += 1
                    outcomes.append({"engine": command, "case": case["id"], "key": key,
                                     "passed": passed, "why": why})
        finally:
            engine.close()
    return rows, outcomes


def label(command):
    """A column's name: GNU Go's switches shortened, else the command."""
    if not command.startswith(GNUGO):
        return command
    words = [w[2:] for w in command.split() if w.startswith("--") and w not in ("--mode", "--level")]
    short = {"chinese-rules": "ch", "japanese-rules": "jp", "simple-ko": "ko",
             "positional-superko": "psk", "situational-superko": "ssk",
             "forbid-suicide": "no-sui", "allow-suicide": "sui", "allow-all-suicide": "all-sui"}
    return " ".join(short.get(w, w) for w in words) or "gnugo"


def table(rows, commands):
    out = ["| edition | topic | " + " | ".join(label(c) for c in commands) + " |",
           "| --- | --- | " + " | ".join("---" for _ in commands) + " |"]
    for (edition, topic), cells in sorted(rows.items()):
        row = [f"{cells[c][0]}/{cells[c][1]}" if c in cells else "—" for c in commands]
        out.append(f"| {edition} | {topic} | " + " | ".join(row) + " |")
    return "\n".join(out) + "\n"


def gnugo_commands():
    rules = ["--chinese-rules", "--japanese-rules"]
    kos = ["--simple-ko", "--positional-superko", "--situational-superko"]
    suicides = ["--forbid-suicide", "--allow-suicide", "--allow-all-suicide"]
    base = f"{GNUGO} --mode gtp --level 0"
    return [f"{base} {r} {k} {s}" for r, k, s in itertools.product(rules, kos, suicides)]


def tst(cases, out_dir):
    """GNU Go's regression format (gtpregress): for every physics case and
    edition, the case's stones played and, before each move the edition
    forbids or that a ko, suicide or repetition rule is about, `is_legal`
    with the edition's answer. Returns the files written."""
    written = 0
    for case in physics_cases(cases):
        for key in case["expect"]:
            forbidden = expectations(case, key)
            if forbidden is None:
                continue
            lines = ["boardsize 19", "clear_board"]
            lines += [f"play {c} {v}" for c, v in setup(case.get("sgf"))]
            number, test = 0, 0
            for e in case["events"]:
                number += 1
                colour = e["actor"].lower()
                if e["kind"] == "pass":
                    lines.append(f"play {colour} pass")
                    continue
                expected = forbidden.pop(number, None)
                test += 1
                lines.append(f"{test} is_legal {colour} {e['point']}")
                lines.append(f"#? [{0 if expected else 1}]")
                if expected is None:
                    lines.append(f"play {colour} {e['point']}")
                elif expected[1]:
                    number -= 1
                else:
                    break
            path = os.path.join(out_dir, key, case["id"].replace("/", "-") + ".tst")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(f"# {case['id']} under {key}: {case['title']}\n" + "\n".join(lines) + "\n")
            written += 1
    return written


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite")
    parser.add_argument("--engine", action="append", default=[])
    parser.add_argument("--gnugo-table", action="store_true")
    parser.add_argument("--limit", type=int, default=10_000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--tst", metavar="DIR", help="write GNU Go regression files (.tst) for the physics cases")
    parser.add_argument("--expect-table", metavar="FILE",
                        help="exit 1 unless the table is the one FILE publishes between its suite-table markers")
    args = parser.parse_args()
    commands = args.engine + (gnugo_commands() if args.gnugo_table else [])
    cases = read_suite(args.suite)
    if args.tst:
        print(f"{tst(cases, args.tst)} .tst files written to {args.tst}")
        if not commands:
            return 0
    if not commands:
        parser.error("give --engine COMMAND or --gnugo-table")
    rows, outcomes = run(cases, commands, args.limit)
    if args.json:
        json.dump(outcomes, sys.stdout, indent=1)
        print()
    else:
        n = len(list(physics_cases(cases))[: args.limit])
        print(f"{n} physics cases of {len(cases)}; {len(outcomes)} case-edition runs\n")
        print(table(rows, commands))
    if args.expect_table:
        text = open(args.expect_table, encoding="utf-8").read()
        start = "<!-- suite-table:start (scripts/suite_gtp.py --gnugo-table) -->\n"
        published = text.split(start, 1)[-1].split("<!-- suite-table:end -->", 1)[0]
        if published != table(rows, commands):
            print(f"the table differs from the one {args.expect_table} publishes", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
