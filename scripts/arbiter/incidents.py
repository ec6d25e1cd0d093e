"""The incidents an arbiter plays at the table (issues 38 to 59): double
moves, takebacks claimed in time and too late, phones, the Gomoku and
Renju openings, a Japanese count, a typo, the layout, the sheet, touch and
keyboard, SGF names, the catalogue, the page in Chinese and in the
pseudo-locale.
"""
from page import *  # noqa: F401,F403 (the framework, shared by every incident file)
from page import Page, W, incident, printed, pdf_facts, results, LANG, URL, OUT, LAPTOP, TABLET

@incident("go-2002: a double move")
def double_move_2002(p):
    p.open()
    p.check("the page opens on the newest Go edition", p.value("#edition") == "go-2002", p.value("#edition"))
    p.edition("go-2002")
    p.play("Q16", "D4", "Q4")
    p.check("after three moves the selector says White", p.to_move() == "W", p.to_move())
    p.check("the page says White is to move, move 4", W("White") in p.state() and "4" in p.state(), p.state())
    p.click_point("R16", "B")
    text = p.judgement()
    p.check("the double move is found with 17.2 and its words, named by its topic", W("Double move") in text and "17.2" in text and "连下两着" in text, text[:200])
    p.check("the voided move is said to be void", W("void") in p.text("#judgement .incident"), p.text("#judgement .incident")[:200])
    p.check("the selector follows the judged position (White)", p.to_move() == "W", p.to_move())
    p.check("a warning has the warning's colour", p.find(".finding.severity-warning") is not None)
    p.check("one incident, counted as one", W("1 incident") in p.summary(), p.summary())
    p.shot("laptop-double-move-2002")
    p.click_point("C16")
    p.check("White's next click writes a White move", p.record().strip().endswith("W C16"), p.record()[-40:])
    p.undo()
    p.undo()
    p.check("undo: the finding is gone", not p.findings(), p.judgement()[:120])
    p.check("undo puts the selector back (White after B Q4)", p.to_move() == "W", p.to_move())
    p.undo()
    p.check("undo again: Black to move", p.to_move() == "B" and W("Black") in p.state(), (p.to_move(), p.state()))


@incident("go-1988: a double move")
def double_move_1988(p):
    p.open()
    p.edition("go-1988")
    p.play("Q16", "D4", "Q4")
    p.click_point("R16", "B")
    p.check("the double move loses under 1988 (17.1)", "17.1" in p.judgement() and W("loss") in p.judgement(), p.judgement()[:200])
    p.check("a loss has the loss's colour, not the warning's", p.find(".finding.severity-loss") is not None)
    p.check("the game is over: no side to move", W("over") in p.state().lower() and not p.to_move(), (p.state(), p.to_move()))
    p.check("the header's result has its margin or winner", W("White wins") in p.summary() or "white-wins" in p.summary(), p.summary())
    p.undo()
    p.check("undo: White is to move again", p.to_move() == "W", p.to_move())


@incident("go-2002: a takeback claimed in time")
def takeback_claimed(p):
    p.open()
    p.edition("go-2002")
    p.play("Q16", "D4", "Q4")
    Select(p.find("#event")).select_by_value("takeback")
    time.sleep(0.2)
    labels = [l.text for l in p.all("#args label")]
    places = [f.get_attribute("placeholder") for f in p.all("#args input")]
    p.check("the takeback's two points are labelled apart", len(set(labels)) == 2 or len(set(places)) == 2, (labels, places))
    p.conduct("B", "takeback", **{"from": "Q4", "to": "R4"})
    pending = p.find(".finding.pending")
    p.check("before the claim the finding is pending, not 'no correction'",
            pending is not None and W("no-correction") not in p.judgement(), p.judgement()[:200])
    p.shot("laptop-takeback-pending")
    claims = p.text("#claims")
    p.check("the open window is shown with whose claim and until when", W("White") in claims and W("next move") in claims, claims)
    p.press("#claims button")
    p.check("the claim is written in the record", p.record().strip().endswith("W claim takeback"), p.record()[-40:])
    p.check("once claimed the takeback is a warning (17.3)", "17.3" in p.judgement() and W("warning") in p.judgement(), p.judgement()[:200])
    p.check("the window is closed", not p.all("#claims button"), p.text("#claims"))
    options = [o.text for o in p.all("#ruling option")]
    p.check("the ruling form offers what the rule permits, not 28 verdicts", 0 < len(options) < 10, options)
    p.check("one option, the text's (17.3: stone back and a warning); 24.1's stone is no ruling of its own",
            len(options) == 1 and W("warning") in options[0], options)
    p.press("#add-ruling")
    p.check("the option the page offers complies", W("complies") in p.judgement(), p.judgement()[:400])
    p.undo()
    p.undo()
    p.check("undo: the claim window is open again", p.all("#claims button"), p.text("#claims"))


@incident("go-2002: a takeback claimed too late")
def takeback_late(p):
    p.open()
    p.edition("go-2002")
    p.play("Q16", "D4", "Q4")
    p.conduct("B", "takeback", **{"from": "Q4", "to": "R4"})
    p.click_point("D16")
    p.check("White's move closes the window: no claim offered", not p.all("#claims button"), p.text("#claims"))
    p.conduct("W", "claim", matter="takeback")
    p.check("the late claim is said to be too late", W("too late") in p.judgement(), p.judgement()[-300:])


@incident("go-2002: a phone rings twice")
def phone_twice(p):
    p.open()
    p.edition("go-2002")
    p.play("Q16", "D4")
    p.conduct("W", "phone-ring")
    p.play("Q4")
    p.conduct("W", "phone-ring")
    incidents = p.all("#judgement .incident")
    p.shot("laptop-phone-twice")
    p.check("two incidents, not four findings", len(incidents) == 2 and W("2 incidents") in p.summary(), (len(incidents), p.summary()))
    p.check("the second ring loses (23.7)", p.find(".finding.severity-loss") is not None and "23.7" in p.judgement(), p.judgement()[-300:])
    p.undo()
    p.check("undo: one incident left", len(p.all("#judgement .incident")) == 1, len(p.all("#judgement .incident")))


@incident("gomoku-2013: swap, fifth-move offers, a forbidden move claimed and not")
def gomoku(p):
    p.open()
    p.edition("gomoku-2013")
    p.check("the opening's declaration is offered to Black first", p.find("#opening [data-act=declare-offers]") is not None, p.text("#opening"))
    p.conduct("B", "declare-offers", offers="2")
    p.play("H8", "H9", "I9")
    p.check("after Black 3 the swap is offered to White", p.find("#opening [data-act=swap]") is not None, p.text("#opening"))
    p.press("#opening [data-act=swap]")
    p.check("the swap is written", "W swap" in p.record(), p.record()[-40:])
    p.check("after the swap White plays move 4", p.to_move() == "W", p.to_move())
    p.play("I10")
    p.check("after move 4 the offers are offered to Black", p.find("#opening [data-act=offer]") is not None, p.text("#opening"))
    p.conduct("B", "offer", stones="J8 G7")
    p.shot("laptop-gomoku-offers")
    p.check("the state line says White's keep is due", W("White") in p.state() and W("keep") in p.state(), p.state())
    p.check("White is offered to keep one", p.find("#opening [data-act=keep]") is not None, p.text("#opening"))
    p.conduct("W", "keep", stone="J8")
    p.check("after the kept offer White is to move (move 6)", p.to_move() == "W", (p.to_move(), p.state()))
    p.check("no double move is made by the page", W("Double move") not in p.judgement(), p.judgement()[:200])
    # A forbidden double-three by Black, then the claim.
    p.set_record("[AddBlack \"D8 E8 G10 G11\"]\n[AddWhite \"A1 A3 A5 A7\"]\n[ToMove \"B\"]\n1. B G8\n")
    pending = p.find(".finding.pending")
    p.check("Black's forbidden move is pending until White claims", pending is not None, p.judgement()[:200])
    claims = p.text("#claims")
    p.check("the claim is offered with its window", W("White") in claims and W("forbidden") in claims, claims)
    p.press("#claims button")
    p.check("claimed: Black loses", p.find(".finding.severity-loss") is not None, p.judgement()[:200])
    p.undo()
    p.click_point("A9")
    p.check("White plays on without claiming: the window closes", not p.all("#claims button"), p.text("#claims"))
    p.check("unclaimed, the move stands", W("not claimed") in p.judgement() or "not-claimed" in p.judgement(), p.judgement()[:300])


@incident("gomoku-standard and renju-1996: the swap2 branches and Taraguchi-10 from the protocol data")
def protocols(p):
    p.open()
    p.edition("gomoku-standard")
    p.play("H8", "H9", "I9")
    branches = [b.get_attribute("data-option") for b in p.all("#opening [data-act=choose]")]
    p.check("after Black 3 White is offered the three branches of swap2",
            sorted(branches) == ["place-two", "play-white", "take-black"], branches)
    place_two = [b for b in p.all("#opening [data-act=choose]") if b.get_attribute("data-option") == "place-two"]
    before = p.judged()
    place_two[0].click()
    p.settle(before)
    p.check("the branch is written", "W choose place-two" in p.record(), p.record()[-40:])
    p.play("J10", "G10")
    p.check("after Black 5 the swap is offered to Black (the first player)",
            p.find("#opening [data-act=swap]") is not None and W("Black") in p.text("#opening"), p.text("#opening"))
    p.shot("laptop-swap2-choice")
    p.press("#opening [data-act=swap]")
    p.check("the swap is written and nothing is found", "B swap" in p.record() and not p.findings(), (p.record()[-30:], p.findings()))
    # Renju with the Taraguchi-10 rule, chosen on the page.
    p.edition("renju-1996")
    p.set_record("")
    p.check("renju-1996 offers its opening rules", not p.find("#protocol-box").get_attribute("hidden"), "")
    before = p.judged()
    Select(p.find("#protocol")).select_by_value("taraguchi-10")
    p.settle(before)
    p.check("choosing Taraguchi-10 writes its supplement", "protocol: taraguchi-10" in p.value("#supplement"), p.value("#supplement"))
    p.play("H8")
    p.check("after Black 1 the swap is offered to White", p.find("#opening [data-act=swap]") is not None, p.text("#opening"))
    p.play("H9", "I10", "J9")
    branches = [b.get_attribute("data-option") for b in p.all("#opening [data-act=choose]")]
    p.check("after White 4 Black is offered one-stone or ten-offers",
            sorted(branches) == ["one-stone", "ten-offers"], branches)
    p.shot("laptop-taraguchi-branch")
    p.play("A1")
    p.check("the judgement names the opening rule", "taraguchi-10" in p.judgement(), p.judgement()[:400])
    p.check("a fifth stone outside the central 9×9 breaks T1 where it stands", "T1" in p.judgement() and "A1" in p.judgement(), p.judgement()[-400:])


@incident("a board and a komi chosen on the page: go-aga-1991 on 9×9 as its text allows, the record's KM[] as --komi file")
def small_board(p):
    p.open()
    p.edition("go-aga-1991")
    p.set_record("")
    p.check("the AGA offers its boards", not p.find("#board-size-box").get_attribute("hidden"), "")
    p.check("an edition of one board offers none",
            p.js("return document.getElementById('board-size').options.length") == 3, "")
    before = p.judged()
    Select(p.find("#board-size")).select_by_value("9")
    p.settle(before)
    p.check("choosing 9×9 writes its supplement", "board-size: 9" in p.value("#supplement"), p.value("#supplement"))
    width = p.js("return document.querySelector('#board svg').viewBox.baseVal.width")
    p.check("the board drawn is 9×9", width == 2 * 30 + 8 * 24, width)
    p.play("E5", "C3", "J9")
    p.check("the stones are named on 9×9", "E5" in p.record() and "J9" in p.record(), p.record())
    p.check("the judgement says the board and cites its article", "9×9" in p.judgement(), p.judgement()[:400])
    p.shot("laptop-aga-nine")
    # A record that names its board: the selector and the board drawn follow.
    p.set_record("(;GM[1]SZ[13];B[dd];W[jj])")
    p.check("an SGF of 13×13 turns the selector to 13×13", p.value("#board-size") == "13", p.value("#board-size"))
    width = p.js("return document.querySelector('#board svg').viewBox.baseVal.width")
    p.check("the board drawn is 13×13", width == 2 * 30 + 12 * 24, width)
    p.check("the judgement is on 13×13", "13×13" in p.judgement(), p.judgement()[:400])
    p.edition("go-2002")
    p.check("go-2002 offers no other board", p.find("#board-size-box").get_attribute("hidden") is not None, "")
    # The record's own komi, as `check --komi file` counts it.
    p.set_record("(;GM[1]SZ[19]KM[6.5];B[pd];W[dp];B[];W[])")
    p.check("with the edition's komi White wins by 3¾", "3¾" in p.text("#result"), p.text("#result"))
    p.find("details:has(#supplement) summary").click()  # where the event's settings are
    before = p.judged()
    p.find("#own-komi").click()
    p.settle(before)
    p.check("with the record's KM[6.5] White wins by 3¼", "3¼" in p.text("#result"), p.text("#result"))
    before = p.judged()
    p.find("#own-komi").click()
    p.settle(before)
    p.find("details:has(#supplement) summary").click()
    p.check("the page's own supplement goes with the board", "board-size" not in (p.value("#supplement") or ""),
            p.value("#supplement"))

@incident("go-japan-1989: stopped by two passes, dead stones agreed and counted")
def japanese(p):
    p.open()
    p.edition("go-japan-1989")
    p.set_record("[AddBlack \"J1 J2 J3 J4 J5 J6 J7 J8 J9 J10 J11 J12 J13 J14 J15 J16 J17 J18 J19\"]\n"
                 "[AddWhite \"K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13 K14 K15 K16 K17 K18 K19 A1 A2 A3\"]\n")
    p.press("#pass")
    p.press("#pass")
    p.check("after two passes nobody is to move", W("Black to move") not in p.state() and W("stopped") in p.state().lower(), p.state())
    p.check("after two passes the page writes no move (Pass and the side are off)",
            not p.find("#pass").is_enabled() and not p.to_move(), (p.find("#pass").is_enabled(), p.to_move()))
    p.conduct("both", "agree-dead", stones="A1 A2 A3")
    svg = p.find("#board svg")
    marks = svg.get_attribute("innerHTML") if svg else ""
    p.check("the dead stones are marked on the board", "data-mark=\"dead\"" in marks, marks[:200])
    p.check("each side's territory is marked on the board", "data-mark=\"territory-b\"" in marks and "data-mark=\"territory-w\"" in marks, "")
    p.shot("laptop-japanese-count")
    p.check("the count's arithmetic is beside it", W("territory") in p.text("#result"), p.text("#result"))


@incident("a typo in the record box")
def typo(p):
    p.open()
    p.edition("go-2002")
    p.play("Q16", "D4")
    good = p.find("#board svg").get_attribute("innerHTML")
    p.set_record(p.record() + "W phone\n")
    alert = p.text("#alert")
    p.check("the error is at the top, located", W("line 3") in alert, alert)
    p.check("the last good board is kept", p.find("#board svg") is not None and p.find("#board svg").get_attribute("innerHTML") == good, "")
    p.check("the judgement is marked stale", "stale" in (p.find("#summary").get_attribute("class") or "") or W("stale") in p.summary().lower(), p.summary())
    p.check("the line is highlighted in the record", p.find("#record-lines .error-line") is not None, "")
    p.d.set_window_size(*TABLET)
    time.sleep(0.4)
    top = p.js("const r = document.getElementById('alert'); return r ? r.getBoundingClientRect().bottom : 1e9")
    p.check("on a tablet the error is visible without scrolling", top < TABLET[1] - 100, top)
    p.shot("tablet-typo")
    p.d.set_window_size(*LAPTOP)
    p.set_record(p.record().replace("W phone\n", ""))
    p.check("mended: no error, not stale", not p.text("#alert") and W("stale") not in p.summary().lower(), (p.text("#alert"), p.summary()))


@incident("the layout at the table")
def layout(p):
    p.open()
    p.edition("go-2002")
    p.play("Q16", "D4", "Q4")
    for size, label in ((LAPTOP, "laptop"), (TABLET, "tablet")):
        p.d.set_window_size(*size)
        time.sleep(0.4)
        p.js("window.scrollTo(0, 0)")
        time.sleep(0.2)
        inner = p.js("return [window.innerWidth, window.innerHeight]")
        box = p.js("const b = document.querySelector('#board svg').getBoundingClientRect();"
                   "return [b.left, b.top, b.right, b.bottom]")
        p.check(f"{label}: the whole board is in view on opening",
                box[0] >= 0 and box[1] >= 0 and box[2] <= inner[0] and box[3] <= inner[1], (box, inner))
        covered = p.js(
            "const b = document.querySelector('#board svg').getBoundingClientRect();"
            "const e = document.elementFromPoint(b.left + b.width / 2, b.top + 30 * b.width / document.querySelector('#board svg').viewBox.baseVal.width);"
            "return !(e && document.getElementById('board').contains(e));")
        p.check(f"{label}: the header does not cover the board's top row", not covered)
        header = p.js("return document.querySelector('header').getBoundingClientRect().height")
        p.check(f"{label}: the header takes at most 120 px", header <= 120, header)
        p.shot(label)
        # Scrolled down to the judgement, the sticky bar must not hide the board's top row
        # when the arbiter scrolls back to the board.
        p.js("document.getElementById('board').scrollIntoView({block: 'start'})")
        time.sleep(0.2)
        covered = p.js(
            "const b = document.querySelector('#board svg').getBoundingClientRect();"
            "const e = document.elementFromPoint(b.left + b.width / 2, Math.max(b.top, 0) + 30 * b.width / document.querySelector('#board svg').viewBox.baseVal.width);"
            "return !(e && document.getElementById('board').contains(e));")
        p.check(f"{label}: scrolled to the board, its top row is not under the bar", not covered)
    p.d.set_window_size(*LAPTOP)


@incident("the ruling sheet in print")
def sheet(p):
    p.open()
    p.edition("go-2002")
    cols = "ABCDEFGHJKLMNOPQRST"
    # Distinct points over the board (7 is prime to 361), alternating.
    points = [f"{cols[(k * 7) % 361 % 19]}{(k * 7) % 361 // 19 + 1}" for k in range(340)]
    moves = [f"{'BW'[k % 2]} {pt}" for k, pt in enumerate(points)]
    # The game as an SGF file: the sheet numbers its moves all the same.
    sgf_point = lambda pt: "abcdefghijklmnopqrs"[cols.index(pt[0])] + "abcdefghijklmnopqrs"[19 - int(pt[1:])]
    sgf = "(;GM[1]FF[4]SZ[19]" + "".join(f";{'BW'[k % 2]}[{sgf_point(pt)}]" for k, pt in enumerate(points[:150])) + ")"
    p.set_record(sgf)
    p.set_record(p.record() + "W late 10m\nB phone-ring\narbiter: B warning\n")
    form = p.find("#sheet-form")
    if form is not None and not form.get_attribute("open"):
        p.find("#sheet-form summary").click()
        time.sleep(0.2)
    names = {"event": ("City Open 2026", "城市公开赛 2026"), "round": ("3", "3"), "table": ("12", "12"),
             "black": ("Li Wei", "李伟"), "white": ("Wang Fang", "王芳"), "time": ("2026-11-27 14:05", "2026-11-27 14:05"),
             "arbiter": ("Zhang San", "张三")}
    for field, v in names.items():
        e = p.find(f"#sheet-{field}")
        if e is not None:
            e.clear()
            e.send_keys(v[0 if LANG == "en" else 1])
    if not shutil.which("pdfinfo"):
        print("the sheet's PDF checks skipped: no pdfinfo (apt-get install poppler-utils)")
        return
    pages, text = printed(p, "sheet-short.pdf")
    p.measure("pages for 150 moves and 3 incidents (A4, measured from the PDF)", pages)
    p.check("150 moves and 3 incidents fit one A4 page", pages == 1, pages)
    for field in ("event", "black", "white", "arbiter"):
        want = names[field][0 if LANG == "en" else 1]
        p.check(f"the sheet shows {want!r}", want in text, text[:200])
    p.check("the sheet cites 23.7 for the phone", "23.7" in text, text[:200])
    p.check("the sheet has space for signatures", W("signature") in text.lower(), "")
    p.check("the sheet says whether the ruling complies", W("complies") in text, text[-800:])
    flat = re.sub(r"\s+", " ", text)
    p.check("an SGF's moves are printed numbered, not as SGF", ";B[" not in text and re.search(r"\b150 \S+ " + points[149], flat), flat[-300:])
    p.check("the first move is numbered 1", re.search(r"\b1 \S+ " + points[0] + r"\b", flat), flat[:300])
    p.check("the events are printed among the moves, in words",
            all(w in flat for w in ((W("phone-ring"),) if LANG == "zh" else ("phone-ring",))), flat[-400:])
    if LANG == "zh":
        latin = latin_words(re.sub(r"\b[BW]\b", " ", text))
        p.check("the printed sheet is in one language (no Latin word outside the allow-list)", not latin, latin)
    # A long record with incidents spreads over pages, each headed again.
    events = [f"{'BW'[k % 2]} phone-ring" for k in range(12)]
    long = moves[:200] + events + moves[200:]
    p.set_record("\n".join(long) + "\n")
    pages, text = printed(p, "sheet-long.pdf")
    p.measure("pages for 340 moves and 12 incidents", pages)
    second = subprocess.run(["pdftotext", "-f", "2", "-l", "2", "-layout", os.path.join(OUT, "sheet-long.pdf"), "-"],
                            capture_output=True, text=True).stdout
    p.check("a longer record prints whole across more pages", pages > 1 and points[-1] in text and points[170] in text, pages)
    p.check("a continuation page repeats the header", names["event"][0 if LANG == "en" else 1] in second, second[:200])


@incident("touch and keyboard")
def touch_keyboard(p):
    p.open()
    p.edition("go-2002")
    p.d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    p.js("window.scrollTo(0, 0)")
    time.sleep(0.1)
    # A tap on Q16: the point's place on the screen, from the board's own scale.
    x, y = p.js("const s = document.querySelector('#board svg'); const r = s.getBoundingClientRect();"
                "const k = r.width / s.viewBox.baseVal.width; const cols = window.caipanColumns();"
                "return [r.left + (30 + cols.indexOf('Q') * 24) * k, r.top + (30 + (19 - 16) * 24) * k]")
    before = p.judged()
    for kind in ("touchStart", "touchEnd"):
        p.d.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": x, "y": y}]})
    p.settle(before)
    p.check("a tap on the board plays there", p.record().strip() == "B Q16", p.record())
    p.d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    p.js("document.getElementById('board').focus()")
    before = p.judged()
    keys = ActionChains(p.d)
    for k in (Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.ENTER):
        keys.send_keys(k)
    keys.perform()
    p.settle(before)
    # The cursor starts at the centre, K10: two left and one down is H9.
    p.check("arrows and Enter play the cursor's point for the side to move",
            p.record().strip().split("\n") == ["B Q16", "W H9"], p.record())


@incident("names from an SGF stay text")
def sgf_names(p):
    p.open()
    p.edition("go-2002")
    p.set_record("(;GM[1]SZ[19]PB[<script>window.__owned=1</script><img src=x onerror=window.__owned=2>];B[pd];W[dp])")
    p.check("a name from the SGF never runs as code", not p.js("return window.__owned"), "")


@incident("every word from the catalogue")
def words(p):
    p.open()
    ftl = p.js("return fetch('/l10n/en.ftl').then(r => r.ok ? r.text() : '')")
    p.check("the page's words are served as a Fluent catalogue", "=" in (ftl or ""), (ftl or "")[:80])
    keyed = p.js("return document.querySelectorAll('[data-l10n-id]').length")
    p.check("the page's labels carry catalogue keys", keyed and keyed > 20, keyed)


# -- the page in Chinese ----------------------------------------------------

def chinese_words(p, where):
    """Check that the page shows no catalogue key in place of a word (a key
    shows where the Chinese catalogue lacks a message) and no word of the
    English catalogue's own."""
    keys = p.js("return [...document.querySelectorAll('[data-l10n-id]')]"
                ".filter(e => !e.dataset.l10nAttr && e.textContent === e.dataset.l10nId).map(e => e.dataset.l10nId)")
    p.check(f"{where}: every label has its Chinese words (no key shown)", not keys, keys)
    english = [w for w in ("to move", "Edition", "Record", "Search", "verdict:", "Ruling sheet", "incident")
               if w in p.js("return document.body.innerText")]
    p.check(f"{where}: none of the English page's words is left", not english, english)


@incident("简体中文: the arbiter switches the page to Chinese")
def chinese_switch(p):
    p.open()
    p.js("localStorage.removeItem('caipan-lang')")
    p.edition("go-2002")
    before = p.judged()
    Select(p.find("#lang")).select_by_value("zh")
    p.settle(before)
    p.check("the page says it is Chinese (html lang)", p.js("return document.documentElement.lang") == "zh-CN",
            p.js("return document.documentElement.lang"))
    p.play("Q16", "D4", "Q4")
    p.check("the state line is Chinese: 白方行棋, move 4", "白方行棋" in p.state() and "4" in p.state(), p.state())
    p.click_point("R16", "B")
    text = p.judgement()
    p.check("the double move's verdict in the glossary's words (着手无效 + 警告, 17.2)",
            "着手无效" in text and "警告" in text and "17.2" in text and "连下两着" in text, text[:300])
    p.check("the incident is said to be void in Chinese", "着手无效：不计此着" in p.text("#judgement .incident"),
            p.text("#judgement .incident")[:200])
    p.check("the summary counts in Chinese", "1 个事项" in p.summary(), p.summary())
    caption = p.js("return [...document.querySelectorAll('#judgement svg text')].map(t => t.textContent).join(' ')")
    p.check("the board's caption is Chinese", "着之后" in (caption or ""), (caption or "")[:200])
    chinese_words(p, "after a double move")
    p.shot("laptop-chinese-double-move")
    p.d.refresh()
    end = time.time() + 10
    while time.time() < end and not p.all("#edition option"):
        time.sleep(0.1)
    time.sleep(0.5)
    p.check("the choice is remembered across a reload", p.value("#lang") == "zh" and "版本" in p.text("header"),
            (p.value("#lang"), p.text("header")[:80]))


@incident("简体中文: a count and a claim in Chinese")
def chinese_count(p):
    p.open(pin=False)
    p.check("the page opens in the language chosen before", p.value("#lang") == "zh", p.value("#lang"))
    p.edition("go-japan-1989")
    p.set_record("[AddBlack \"J1 J2 J3 J4 J5 J6 J7 J8 J9 J10 J11 J12 J13 J14 J15 J16 J17 J18 J19\"]\n"
                 "[AddWhite \"K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13 K14 K15 K16 K17 K18 K19 A1 A2 A3\"]\n")
    p.press("#pass")
    p.press("#pass")
    p.check("after two passes the state line says play stopped, in Chinese", "停止" in p.state(), p.state())
    p.conduct("both", "agree-dead", stones="A1 A2 A3")
    result = p.text("#result")
    p.check("the count's arithmetic is Chinese (目, 提子, 贴目)", "目" in result and "提子" in result and "贴目" in result, result)
    p.check("the summary of an English-summary edition says so in Chinese", "概述" in p.judgement(), p.judgement()[:200])
    chinese_words(p, "after a count")
    p.shot("laptop-chinese-count")
    p.edition("go-2002")
    p.set_record("")
    p.play("Q16", "D4", "Q4")
    p.conduct("B", "takeback", **{"from": "Q4", "to": "R4"})
    claims = p.text("#claims")
    p.check("the claim's window is Chinese (白方, 下一着之前)", "白方" in claims and "下一着之前" in claims, claims)
    before = p.judged()
    Select(p.find("#lang")).select_by_value("en")
    p.settle(before)
    p.check("switched back, the page is English again", "to move" in p.state() or "stopped" in p.state(), p.state())


def unmarked_words(text, allowed):
    """Words of `text` outside `⟦…⟧` marks that `allowed` does not hold."""
    out, depth = [], 0
    for c in text:
        if c == "⟦":
            depth += 1
        elif c == "⟧":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(c)
    rest = "".join(out)
    words = set(re.findall(r"[A-Za-z]{2,}", rest)) | set(re.findall(r"[\u4e00-\u9fff]", rest))
    return sorted(w for w in words if w not in allowed)


def strings_of(value, leave_out=()):
    """Every string in a JSON value but those under the keys `leave_out`."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in leave_out:
                yield from strings_of(v, leave_out)
    elif isinstance(value, list):
        for v in value:
            yield from strings_of(v, leave_out)


@incident("the pseudo-locale: every word on the page is the catalogue's")
def pseudo_page(p):
    p.open()
    p.js("localStorage.setItem('caipan-lang', 'pseudo')")
    p.d.refresh()
    end = time.time() + 10
    while time.time() < end and not p.all("#edition option"):
        time.sleep(0.1)
    time.sleep(0.5)
    p.edition("go-2002")
    p.play("Q16", "D4", "Q4")
    p.click_point("R16", "B")
    p.conduct("W", "takeback", **{"from": "D4", "to": "D5"})
    # The words the page may show unmarked: the editions' own (articles,
    # events, rules, titles, from the API), the record's, the language
    # names of the switch. The judgement's English sentences are not among
    # them: the page must show the answer's `words` instead.
    data = p.js("return Promise.all([fetch('/api/editions').then(r => r.json()),"
                " fetch('/api/edition/go-2002').then(r => r.json())])")
    judged = p.js("return fetch('/api/judge', {method: 'POST', headers: {'Content-Type': 'application/json'},"
                  " body: JSON.stringify({edition: 'go-2002', record: document.getElementById('record').value,"
                  " mode: document.getElementById('mode').value, boards: 'none', ongoing: true})}).then(r => r.json())")
    # The judgement's data (rules, articles, events as written), not its
    # English sentences.
    sentences = ("message", "arithmetic", "explanation", "open_choices", "words")
    allowed = set()
    for s_ in list(strings_of(data)) + list(strings_of(judged, sentences)):
        allowed |= set(re.findall(r"[A-Za-z]{2,}", s_)) | set(re.findall(r"[\u4e00-\u9fff]", s_))
    allowed |= set(re.findall(r"[A-Za-z]{2,}", p.record())) | {"English", "中", "文", "caipan"}
    shown = p.js("return document.body.innerText + ' ' + [...document.querySelectorAll('svg text')]"
                 ".map(t => t.textContent).join(' ')")
    left = unmarked_words(shown, allowed)
    p.check("no word is shown that the catalogue did not give (pseudo-locale)", not left, left)
    p.check("the judgement's sentences come marked from the server", "⟦" in p.text("#result"), p.text("#result"))
    p.shot("laptop-pseudo")
    p.js("localStorage.removeItem('caipan-lang')")


def accept_language(out):
    """A browser whose Accept-Language is Chinese opens the page in Chinese
    with nothing chosen before."""
    opts = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--lang=zh-CN",
              f"--window-size={LAPTOP[0]},{LAPTOP[1]}"):
        opts.add_argument(a)
    opts.add_experimental_option("prefs", {"intl.accept_languages": "zh-CN,zh"})
    opts.binary_location = "/usr/bin/chromium"
    d = webdriver.Chrome(service=webdriver.ChromeService("/usr/bin/chromedriver"), options=opts)
    p = Page(d, "简体中文: a browser that asks for Chinese")
    try:
        p.open(pin=False)
        asked = p.js("return navigator.languages.join(',')")
        p.check("the page follows the browser's Accept-Language", p.value("#lang") == "zh" and "规则版本" in p.text("header"),
                (asked, p.value("#lang"), p.text("header")[:80]))
    except Exception as e:
        p.check("the steps could be taken", False, f"{type(e).__name__}: {e}")
    finally:
        d.quit()


