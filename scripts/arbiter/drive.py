"""The arbiter's suite, driven in headless Chromium (run by
scripts/arbiter_suite.py in its own virtual environment).

    python drive.py URL OUT_DIR

Plays incidents as an arbiter would, by clicking: the board, the event
form, the claims and opening controls the page offers, the ruling form,
the record box, undo and print. After each step it reads the page (the
DOM, not the server) and checks that the page shows the judgement: the
side to move, the move numbers, the findings grouped by incident with
their severity, pending claims, the count's marks, errors kept at the
top with the last good judgement marked stale. Every check is reported,
passed or failed; the exit code is 1 if any failed.
"""
import base64
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from page import *  # noqa: E402,F401,F403
import page as framework  # noqa: E402
from incidents import *  # noqa: E402,F401,F403
from whole_game import WHOLE_GAME  # noqa: E402

def main():
    os.makedirs(OUT, exist_ok=True)
    d = start()
    try:
        runs = [double_move_2002, double_move_1988, takeback_claimed, takeback_late, phone_twice,
                gomoku, protocols, small_board, japanese, typo, layout, sheet, touch_keyboard, sgf_names,
                words]
        # The language's own incidents once, in the English run.
        runs += WHOLE_GAME
        if LANG == "en":
            runs += [chinese_switch, chinese_count, pseudo_page]
        for run in runs:
            run(d)
        # The typo's request is refused with 422 (the API's answer to a record
        # that does not parse); Chromium logs every refused request. Anything
        # else in the console is an error of the page.
        severe = [l["message"] for l in d.get_log("browser") if l["level"] == "SEVERE"
                  and not re.search(r"/api/judge - Failed to load resource: .* 422", l["message"])]
        results.append(("the browser's console", "no errors", not severe, "; ".join(severe)[:300]))
        latin = framework.latin_seen
        if LANG == "zh":
            results.append(("every screen of the zh suite", "no Latin word outside the allow-list",
                            not latin, "; ".join(f"{k}: {v}" for k, v in latin.items())[:600]))
    finally:
        d.quit()
    if LANG == "en":
        accept_language(OUT)
    failed = [r for r in results if not r[2]]
    for inc, name, ok, detail in results:
        print(f"{'ok  ' if ok else 'FAIL'}  {inc}: {name}" + (f"  [{detail}]" if detail else ""))
    print(f"\n{len(results) - len(failed)} of {len(results)} checks passed (the page in {LANG})")
    with open(os.path.join(OUT, "results.json"), "w") as f:
        json.dump([{"incident": i, "check": n, "passed": o, "detail": x} for i, n, o, x in results], f, indent=1)
    sys.exit(1 if failed else 0)


main()

