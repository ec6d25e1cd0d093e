#!/usr/bin/env python3
"""Cross-check caipan's standings against an independent reimplementation.

The tie-break definitions here are written from the FIDE handbook's
wording (C.02 / C.07: Sonneborn-Berger = the scores of the opponents beaten
plus half the scores of those drawn with; Buchholz = the sum of the
opponents' scores; median Buchholz = Buchholz without the highest and the
lowest opponent), not from caipan's source. Random round-robin and Swiss
events (seeded) are written as caipan's YAML, ranked by `caipan standings
--format json` under go-2002 and gomoku-2013, and every player's points,
wins, Sonneborn-Berger, Buchholz, median Buchholz, average opponent rating
and the order are compared. Games are all played at the board (caipan's
reading leaves forfeits and byes out of the tie-breaks; FIDE's virtual
opponent rules differ there, which is why no forfeits are generated).

    python3 scripts/crosscheck_standings.py [CAIPAN] [EVENTS]
"""
import json, random, subprocess, sys, tempfile, os

CAIPAN = sys.argv[1] if len(sys.argv) > 1 else "target/release/caipan"
EVENTS = int(sys.argv[2]) if len(sys.argv) > 2 else 200
EDITIONS = {"go-2002": (2, 1, 0), "gomoku-2013": (1, 0.5, 0)}
# Each edition's order after points, as its articles give it (27.1, 27.2.B;
# 18.3.1, 18.4.1); fewer warnings is constant here (no warnings generated).
ORDER = {
    ("go-2002", "round-robin"): ["sonneborn_berger"],
    ("go-2002", "swiss"): ["buchholz"],
    ("gomoku-2013", "round-robin"): ["sonneborn_berger", "wins"],
    ("gomoku-2013", "swiss"): ["average_opponent_rating", "buchholz", "median_buchholz", "wins"],
}


def event(rng, system):
    n = rng.choice([4, 5, 6, 8, 10, 12])
    ids = [f"P{k}" for k in range(n)]
    ratings = {p: rng.choice([None, rng.randrange(1200, 2600)]) for p in ids}
    rounds = []
    if system == "round-robin":
        players = ids + ([None] if n % 2 else [])
        m = len(players)
        for r in range(m - 1):
            games = []
            for k in range(m // 2):
                a, b = players[k], players[m - 1 - k]
                if a and b:
                    games.append((a, b, rng.choice("+-=+-")))
            rounds.append(games)
            players = [players[0]] + [players[-1]] + players[1:-1]
    else:
        score = {p: 0.0 for p in ids}
        for r in range(rng.randrange(3, 7)):
            order = sorted(ids, key=lambda p: (-score[p], p))
            if n % 2:
                order = order[:-1]
            games = []
            for k in range(0, len(order), 2):
                a, b, res = order[k], order[k + 1], rng.choice("+-=+-")
                games.append((a, b, res))
                sa = {"+": 1, "-": 0, "=": 0.5}[res]
                score[a] += sa
                score[b] += 1 - sa
            rounds.append(games)
    return ids, ratings, rounds


def yaml(system, ids, ratings, rounds):
    out = [f"tournament: {{title: cross-check, system: {system}, rounds: {len(rounds)}}}", "players:"]
    for p in ids:
        r = f", rating: {ratings[p]}" if ratings[p] is not None else ""
        out.append(f"  - {{id: {p}, name: {p}{r}}}")
    out.append("rounds:")
    for games in rounds:
        out.append("  - games:")
        for a, b, res in games:
            word = {"+": "black-wins", "-": "white-wins", "=": "draw"}[res]
            out.append(f"      - {{black: {a}, white: {b}, result: {word}}}")
    return "\n".join(out) + "\n"


def reference(ids, ratings, rounds, scale):
    win, draw, loss = scale
    pts = {p: 0.0 for p in ids}
    met = {p: [] for p in ids}
    for games in rounds:
        for a, b, res in games:
            sa = {"+": 1, "-": 0, "=": 0.5}[res]
            for x, y, s in ((a, b, sa), (b, a, 1 - sa)):
                pts[x] += {1: win, 0.5: draw, 0: loss}[s]
                met[x].append((y, s))
    out = {}
    for p in ids:
        theirs = [pts[y] for y, _ in met[p]]
        bu = sum(theirs)
        med = bu - max(theirs) - min(theirs) if len(theirs) >= 3 else bu
        rated = [ratings[y] for y, _ in met[p] if ratings[y] is not None]
        out[p] = {
            "points": pts[p],
            "wins": sum(1 for _, s in met[p] if s == 1),
            "sonneborn_berger": sum(s * pts[y] for y, s in met[p]),
            "buchholz": bu,
            "median_buchholz": med,
            "average_opponent_rating": sum(rated) / len(rated) if rated else None,
        }
    return out


def main():
    rng = random.Random(20261124)
    checked = mismatches = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(EVENTS):
            system = rng.choice(["round-robin", "swiss"])
            ids, ratings, rounds = event(rng, system)
            path = os.path.join(tmp, f"e{k}.yaml")
            with open(path, "w") as f:
                f.write(yaml(system, ids, ratings, rounds))
            for edition, scale in EDITIONS.items():
                run = subprocess.run([CAIPAN, "standings", "-e", edition, "-f", "json", path], capture_output=True, text=True)
                if run.returncode != 0:
                    print(f"event {k} {edition}: exit {run.returncode}: {run.stderr[:300]}")
                    mismatches += 1
                    continue
                got = json.loads(run.stdout)["standings"]["rows"]
                want = reference(ids, ratings, rounds, scale)
                for row in got:
                    for key, value in want[row["id"]].items():
                        g = row["values"][key]
                        if (g is None) != (value is None) or (g is not None and abs(g - value) > 1e-9):
                            print(f"event {k} {edition} {row['id']} {key}: caipan {g}, reference {value}")
                            mismatches += 1
                # The order: points, then the edition's criteria, best first;
                # players equal on all of them share the place.
                def key(p):
                    v = want[p]
                    return [v["points"]] + [(-1e18 if v[c] is None else v[c]) for c in ORDER[(edition, system)]]
                for x, y in zip(got, got[1:]):
                    kx, ky = key(x["id"]), key(y["id"])
                    shared = x["place"] == y["place"]
                    if kx < ky or (kx == ky) != shared:
                        print(f"event {k} {edition}: {x['id']} {x['place']} then {y['id']} {y['place']}: keys {kx} {ky}")
                        mismatches += 1
                checked += len(got)
    print(f"{EVENTS} events, {checked} player rows compared under {len(EDITIONS)} editions: {mismatches} mismatch(es)")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
