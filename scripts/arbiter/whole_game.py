"""The arbiter's table for a whole game (issue 60), each item as an
arbiter meets it: a game that goes on after an SGF, every defect as loud
as a parse error, counting with the players, Chinese everywhere (and
English titles in English), redo and the keyboard, clicks refused while
the record is in trouble, the opening acts announced, the Soosõrv-8
declaration after White 4, the header at 1366 px, incident headings by
move, and the time to the first judgement at load.
"""
import time

from page import *  # noqa: F401,F403 (the framework)
from page import By, Keys, Select, W, incident, LANG, LAPTOP

COLS = "ABCDEFGHJKLMNOPQRST"


def sgf_of(points, props="", start="B"):
    """An SGF game of the given points, alternating from `start`."""
    def at(pt):
        return "abcdefghijklmnopqrs"[COLS.index(pt[0])] + "abcdefghijklmnopqrs"[19 - int(pt[1:])]
    order = "BW" if start == "B" else "WB"
    return "(;GM[1]FF[4]SZ[19]" + props + "".join(f";{order[k % 2]}[{at(pt)}]" for k, pt in enumerate(points)) + ")"


def body_lines(p):
    """The record's lines that are not header tags."""
    return [l for l in p.record().strip().split("\n") if l and not l.startswith("[")]


def alert(p):
    e = p.find("#alert")
    return e.text if e is not None and e.is_displayed() else ""


@incident("a game goes on after an SGF: clicks, events, undo a move at a time, redo, back to SGF")
def sgf_goes_on(p):
    p.open()
    p.edition("go-2002")
    p.set_record(sgf_of(["Q16", "D4", "Q4", "D16", "C3"], "PB[Li Wei]PW[Wang Fang]EV[City Open]KM[7.5]"))
    lines = body_lines(p)
    p.check("the SGF becomes one line per move", lines == ["B Q16", "W D4", "B Q4", "W D16", "B C3"], lines)
    p.check("its properties are kept as tags", '[Black "Li Wei"]' in p.record() and '[Komi "7.5"]' in p.record(), p.record()[:200])
    p.check("the sheet takes the players' names from it", p.value("#sheet-black") == "Li Wei", p.value("#sheet-black"))
    p.check("White is to move, move 6", p.to_move() == "W" and "6" in p.state(), p.state())
    p.click_point("R3")
    p.check("a click after the SGF is judged: the record ends with W R3 and Black is to move", body_lines(p)[-1] == "W R3" and p.to_move() == "B", (body_lines(p)[-3:], p.to_move()))
    p.press("#pass")
    p.conduct("W", "phone-ring")
    p.check("an event after the SGF is an incident of the game", len(p.all("#judgement .incident")) == 1 and "23.7" in p.judgement(), p.judgement()[:200])
    p.shot("sgf-goes-on")
    n = len(body_lines(p))
    p.undo()
    p.check("undo takes back one line (the phone), not a whole SGF line", len(body_lines(p)) == n - 1 and not p.all("#judgement .incident"), body_lines(p)[-2:])
    p.undo()
    p.undo()
    p.check("undo again: the move before, B C3's successor gone", body_lines(p)[-1] == "B C3", body_lines(p)[-2:])
    p.press("#redo")
    p.check("redo puts the last line taken back again", body_lines(p)[-1] == "W R3", body_lines(p)[-2:])
    before = p.judged()
    p.find("#board").send_keys(Keys.CONTROL, "y")
    p.settle(before)
    p.check("Ctrl+Y redoes too", body_lines(p)[-1] == "B pass", body_lines(p)[-2:])
    before = p.judged()
    p.find("#board").send_keys(Keys.CONTROL, "z")
    p.settle(before)
    p.check("Ctrl+Z undoes", body_lines(p)[-1] == "W R3", body_lines(p)[-2:])
    sgf = p.js("return fetch('/api/sgf', {method: 'POST', headers: {'Content-Type': 'application/json'},"
               " body: JSON.stringify({edition: 'go-2002', record: document.getElementById('record').value})}).then(r => r.text())")
    p.check("saved back as SGF, the players and every move are there", "PB[Li Wei]" in sgf and sgf.count(";B[") == 3 and sgf.count(";W[") == 3, sgf[:200])


@incident("every defect as loud as a parse error")
def loud_defects(p):
    p.open()
    p.edition("go-2002")
    p.play("Q16", "D4")
    p.set_record(p.record() + "B Z99\n")
    a = alert(p)
    p.check("an impossible point: an alert naming the line and the point", W("line 3") in a and "Z99" in a, a)
    p.check("the line is marked in the record", p.find("#record-lines .error-line") is not None, "")
    p.check("the state line says judging stopped at that line", "3" in p.state() and W("stopped") in p.state().lower(), p.state())
    p.shot("defect-impossible-point")
    before = p.record()
    p.click_point("K10")
    p.check("a click is refused while the record is defective, and says why", p.record() == before and W("line 3") in alert(p), alert(p))
    p.undo()
    p.check("undo mends it: no alert, Black to move", not alert(p) and p.to_move() == "B", (alert(p), p.to_move()))
    p.set_record(p.record() + "W Q16\n")
    a = alert(p)
    p.check("a move on an occupied point: an alert naming the line and the point", W("line 3") in a and "Q16" in a, a)
    p.undo()
    p.set_record(p.record() + "W takeback Q16 Q17\n")
    a = alert(p)
    p.check("a takeback of the wrong stone: an alert naming the line", W("line 3") in a, (a, p.judgement()[:200]))
    p.undo()
    # A long SGF with a defect near its end: the state says where judging stopped.
    pts = [f"{COLS[(k * 7) % 361 % 19]}{(k * 7) % 361 // 19 + 1}" for k in range(300)]
    pts[275] = pts[100]  # a stone on an occupied point at move 276
    p.set_record(sgf_of(pts))
    line = next(i + 1 for i, l in enumerate(p.record().split("\n")) if l.endswith(" " + pts[100]) and i > 200)
    p.check("a 300-move SGF stopped by a defect: the state line names its line, not the last move", str(line) in p.state() and "301" not in p.state(), (line, p.state()))
    p.shot("defect-long-sgf")
    # A Go record under a Gomoku edition: nothing of go-2002 is left standing.
    p.set_record("B Q16\nW D4\n")
    p.edition("gomoku-2013")
    a = alert(p)
    p.check("a Go record under gomoku-2013: an alert in the page's language", a and (LANG == "en" or re.search(r"[\u4e00-\u9fff]", a)), a)
    p.check("no judgement of the other edition is left on the page", "go-2002" not in p.judgement() and not p.all("#ruling option"), p.judgement()[:200])
    p.check("the state line says where the record stops being judged", W("line") in p.state() and "1" in p.state(), p.state())
    p.check("the board is the new edition's, empty", p.js("return document.querySelector('#board svg').viewBox.baseVal.width") == 30 * 2 + 14 * 24, "")
    p.shot("defect-other-game")


@incident("counting with the players: provisional until the dead stones are agreed")
def counting(p):
    for ed in ("go-2002", "go-japan-1989"):
        p.open()
        p.edition(ed)
        p.set_record("[AddBlack \"J1 J2 J3 J4 J5 J6 J7 J8 J9 J10 J11 J12 J13 J14 J15 J16 J17 J18 J19\"]\n"
                     "[AddWhite \"K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13 K14 K15 K16 K17 K18 K19 A1 A2 A3\"]\n")
        p.press("#pass")
        p.press("#pass")
        box = p.find("#count-box")
        p.check(f"{ed}: after the stop, a prompt to agree the dead stones", box is not None and box.is_displayed(), p.state())
        p.check(f"{ed}: the result is labelled provisional", W("provisional") in p.text("#result") and W("provisional") in p.summary(), p.text("#result"))
        p.click_point("A2")
        marks = p.js("return document.querySelectorAll('#board [data-mark=marked-dead]').length")
        p.check(f"{ed}: a tap marks the whole group dead (three stones)", marks == 6, marks)
        p.click_point("A1")
        marks = p.js("return document.querySelectorAll('#board [data-mark=marked-dead]').length")
        p.check(f"{ed}: a second tap marks it alive again", marks == 0, marks)
        p.click_point("A3")
        p.shot(f"count-marked-{ed}")
        p.press("#agree-count")
        last = body_lines(p)[-1] if body_lines(p) else ""
        p.check(f"{ed}: the agreement is written: both agree-dead A1 A2 A3", last.startswith("both agree-dead") and all(s in last for s in ("A1", "A2", "A3")), last)
        p.check(f"{ed}: once agreed, the result is not provisional", W("provisional") not in p.text("#result") and not p.find("#count-box").is_displayed(), p.text("#result"))
        p.shot(f"count-agreed-{ed}")


@incident("Chinese everywhere, English titles in English")
def languages(p):
    p.open()
    titles = [o.text for o in p.all("#edition option")]
    if LANG == "en":
        p.check("in English the edition list shows English titles", not any(re.search(r"[\u4e00-\u9fff]", t) for t in titles), titles[:3])
    else:
        p.check("in Chinese the edition list shows Chinese titles", all(re.search(r"[\u4e00-\u9fff]", t) for t in titles), titles[:3])
    p.edition("go-2002")
    events = [o.text for o in p.all("#event option")]
    if LANG == "zh":
        p.check("every event has its Chinese name", all(re.search(r"[\u4e00-\u9fff]", e) and not latin_words(e) for e in events), events)
    Select(p.find("#event")).select_by_value("takeback")
    time.sleep(0.2)
    labels = " ".join(l.text for l in p.all("#args label"))
    p.check("the form's labels are in the page's language", (LANG == "en" and "from" in labels) or (LANG == "zh" and "原位" in labels), labels)
    p.js("document.getElementById('article').value = arguments[0]", "手机响")
    p.find("#do-cite").click()
    time.sleep(0.8)
    p.check("cite finds an article by the Chinese name the form shows (手机响)", "23.7" in p.text("#found"), p.text("#found")[:200])
    p.edition("renju-1996")
    p.check("renju's title in the page's language", ("国际连珠规则" in p.judgement()) if LANG == "zh" else ("International Rules of Renju" in p.judgement()), p.judgement()[:120])
    p.edition("go-korea-2016")
    p.play("Q16")
    p.click_point("D4", "B")
    text = p.judgement()
    if LANG == "zh":
        p.check("a Korean summary is quoted in Chinese", "黑方先行" in text and not latin_words(text.split("\n", 2)[-1]), text[:300])
    p.shot("languages-korean")
    p.edition("go-ing-1996")
    p.set_record("B Q16\nW D4\nB pass\nW pass\n")
    res = p.text("#result")
    if LANG == "zh":
        p.check("Ing counts in 点, not 目", "点" in res and "目" not in res, res)
    p.shot("languages-ing")


@incident("the opening acts announced, and the Soosõrv-8 declaration after White 4")
def announcements(p):
    p.open()
    p.edition("gomoku-2013")
    p.conduct("B", "declare-offers", offers="2")
    p.check("the declared number is said", "2" in p.state() and W("declared") in p.state(), p.state())
    p.play("H8", "H9", "I9")
    p.press("#opening [data-act=swap]")
    p.check("the swap is said: the colours changed", W("swapped") in p.state(), p.state())
    p.shot("announced-swap")
    p.open()
    p.edition("renju-1996")
    before = p.judged()
    Select(p.find("#protocol")).select_by_value("soosorv-8")
    p.settle(before)
    p.play("H8", "H9", "I10", "J9")
    p.check("after White 4 the declaration is still offered", p.find("#opening [data-act=declare-offers]") is not None, p.text("#opening"))
    p.conduct("W", "declare-offers", offers="3")
    p.check("declared after White 4: no finding", not p.findings(), p.judgement()[:200])
    p.shot("soosorv-declare")


@incident("the header at 1366 px, headings by move, the first judgement at load")
def header_and_load(p):
    p.d.set_window_size(*LAPTOP)
    p.open()
    cut = p.js("""const w = window.innerWidth; const out = [];
      for (const e of document.querySelectorAll('header select, header button, header input, header summary, #lookup input, #args input')) {
        if (!e.offsetParent) continue; // not shown
        const r = e.getBoundingClientRect();
        if (r.right > w + 1 || r.left < 0) out.push(e.id || e.tagName);
        // A selector's chosen text, an input's placeholder: shown whole.
        const c = document.createElement('canvas').getContext('2d');
        c.font = getComputedStyle(e).font;
        const text = e.tagName === 'SELECT' ? (e.options[e.selectedIndex] ? e.options[e.selectedIndex].text : '') : (e.placeholder || '');
        if (c.measureText(text).width > e.clientWidth - (e.tagName === 'SELECT' ? 18 : 6)) out.push((e.id || e.tagName) + ' text');
      }
      return out;""")
    p.check("at 1366 px no control of the header, the lookup or the event form is cut", not cut, cut)
    p.shot("header-1366")
    timing = p.js("return Number(document.body.dataset.firstJudged || 0)")
    p.measure("ms from navigation to the first judgement shown", round(timing))
    p.check("the first judgement comes without the typing delay", 0 < timing < 2000, timing)
    p.edition("go-2002")
    p.set_record(sgf_of(["Q16", "D4", "Q4"]) )
    p.click_point("R16", "B")
    head = p.text("#judgement .incident h3")
    p.check("an incident is headed by its move and its own line (a void move after move 3, line 5)",
            "R16" in head and "3" in head and "5" in head and W("line") in head, head)


WHOLE_GAME = [sgf_goes_on, loud_defects, counting, languages, announcements, header_and_load]
