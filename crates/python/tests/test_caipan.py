"""The Python package: every function, errors as exceptions, hostile input,
and results equal to the CLI's JSON for every case file."""
import glob
import json
import os
import subprocess

import pytest

import caipan

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
CLI = os.environ.get("CAIPAN_BIN", os.path.join(ROOT, "target", "debug", "caipan"))
DOUBLE = os.path.join(ROOT, "cases", "go", "double-move-then-count.case")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def test_editions():
    ids = [e["id"] for e in caipan.editions()]
    # Every ruleset of the repository, by its file's name, in order.
    shipped = sorted(
        os.path.splitext(os.path.basename(p))[0]
        for p in glob.glob(os.path.join(ROOT, "rulesets", "*.yaml"))
    )
    assert ids == shipped
    assert "go-korea-2024" in ids and "gomoku-omok" in ids
    protocols = {e["id"]: e["protocols"] for e in caipan.editions()}
    assert protocols["renju-1996"] == [
        "rif",
        "yamaguchi",
        "taraguchi-10",
        "super-taraguchi-10",
        "soosorv-8",
    ]
    assert protocols["gomoku-standard"] == ["swap2", "swap1", "free"]
    sizes = {e["id"]: e["sizes"] for e in caipan.editions()}
    assert sizes["go-aga-1991"] == [9, 13, 19] and sizes["gomoku-freestyle"] == [15, 20]
    assert sizes["go-2002"] == [19]
    assert protocols["go-2002"] == []


def test_check_a_record_under_its_tag_and_another_edition():
    j = caipan.check(read(DOUBLE))
    assert j["schema"] == "caipan/judgement/1"
    assert [f["rule"] for f in j["findings"]][:1] == ["double-move"]
    assert j["findings"][0]["articles"][0]["id"] == "17.2"
    assert "连下两着" in j["findings"][0]["articles"][0]["text"]
    old = caipan.check(read(DOUBLE), edition="go-1988")
    assert old["findings"][0]["verdict"] == ["loss"]


def test_supplements_and_mode():
    sup = read(os.path.join(ROOT, "rulesets", "supplements", "example-japan-komi.yaml"))
    rec = read(os.path.join(ROOT, "cases", "go-japan", "territory-count.case"))
    plain = caipan.check(rec)
    zero = caipan.check(rec, supplements=[sup])
    assert plain["result"]["margin"] != zero["result"]["margin"]
    played = caipan.check(read(DOUBLE), mode="as-played")
    assert played["findings"]


def test_check_sgf_judges_every_game_of_a_collection():
    text = "(;GM[1]SZ[19];B[pd];W[dp])(;GM[1]SZ[19];B[pd];B[dd])"
    games = caipan.check_sgf(text, edition="go-2002")
    assert len(games) == 2
    assert games[1]["findings"][0]["rule"] == "double-move"
    assert games[1]["findings"][0]["point"] == "D16"


def test_errors_are_exceptions_with_the_diagnostic():
    with pytest.raises(caipan.RulesetError) as e:
        caipan.check("1. B Q16\n", edition="go-2099")
    assert e.value.code == "caipan::ruleset::unknown_edition"
    with pytest.raises(caipan.RecordError) as e:
        caipan.check("1. B Q16\nB ???\n", edition="go-2002")
    assert e.value.code == "caipan::record::syntax" and e.value.line == 2 and e.value.help
    with pytest.raises(caipan.RecordError) as e:
        caipan.check("1. B Q16\n")
    assert e.value.code == "caipan::record::no_edition"


def test_points_are_the_clis():
    rec = read(os.path.join(ROOT, "cases", "gomoku", "first-stone-off-tengen-accepted.case"))
    ours = caipan.points(rec)
    run = subprocess.run([CLI, "points", "--format", "json", os.path.join(ROOT, "cases", "gomoku", "first-stone-off-tengen-accepted.case")],
                         capture_output=True, text=True)
    if os.path.exists(CLI):
        theirs = json.loads(run.stdout)
        theirs = theirs[0] if isinstance(theirs, list) else theirs
        assert ours["points"] == theirs["points"]
    assert any(p["kinds"] for p in ours["points"])


def test_cite_and_search():
    c = caipan.cite("go-2002", "takeback")
    assert c and c[0]["id"] == "17.3" and "悔棋" in c[0]["text"]
    assert any(h["id"] == "17.3" for h in caipan.search("悔棋", edition="go-2002"))
    with pytest.raises(caipan.RulesetError):
        caipan.cite("go-2099", "1")


def test_check_many_keeps_the_order_and_yields_errors_as_objects():
    items = [read(DOUBLE), b"1. B Q16\nB ???\n", DOUBLE]
    out = list(caipan.check_many(items, edition="go-2002", workers=2))
    assert out[0]["findings"][0]["rule"] == "double-move"
    assert out[1]["schema"] == "caipan/error/1" and out[1]["error"]["line"] == 2
    assert out[2]["file"] == DOUBLE


def test_hostile_input_never_crashes():
    corpus = glob.glob(os.path.join(ROOT, "tests", "regressions", "*", "*"))
    corpus += glob.glob(os.path.join(ROOT, "fuzz", "corpus", "*", "*"))[:400]
    assert corpus
    for path in corpus:
        with open(path, "rb") as f:
            data = f.read()
        for edition in (None, "go-2002", "gomoku-2013"):
            try:
                caipan.check_sgf(data, edition=edition)
                caipan.check(data, edition=edition)
            except caipan.CaipanError as e:
                assert e.message


def cases():
    files = sorted(glob.glob(os.path.join(ROOT, "cases", "**", "*.case"), recursive=True))
    files += sorted(glob.glob(os.path.join(ROOT, "cases", "**", "*.sgf"), recursive=True))
    return files


@pytest.mark.skipif(not os.path.exists(CLI), reason="the CLI is built by cargo test")
def test_results_equal_the_cli_json_for_every_case_file():
    files = cases()
    assert len(files) > 250
    # check_many yields one result per game, in the order of the files.
    results = list(caipan.check_many(files, workers=2))
    k = 0
    for path in files:
        run = subprocess.run([CLI, "check", "--format", "json", path], capture_output=True, text=True)
        cli = json.loads(run.stdout) if run.stdout.strip() else None
        cli = cli if isinstance(cli, list) else [cli]
        for expected in cli:
            got = results[k]
            k += 1
            if expected is None or expected.get("schema", "").startswith("caipan/error"):
                assert got.get("schema", "").startswith("caipan/error"), path
                continue
            assert got == expected, path
    assert k == len(results)


def test_an_item_that_is_no_record_yields_an_error_in_its_place():
    # None and a number among records: each an error object where it was,
    # every other result still yielded (nothing judged is lost).
    items = [read(DOUBLE), None, b"1. B Q16\n", 42, DOUBLE]
    out = list(caipan.check_many(items, edition="go-2002", workers=2))
    assert len(out) == 5
    assert out[0]["findings"][0]["rule"] == "double-move"
    for k, kind in ((1, "NoneType"), (3, "int")):
        assert out[k]["schema"] == "caipan/error/1"
        assert out[k]["error"]["code"] == "caipan::python::not_a_record"
        assert kind in out[k]["error"]["message"]
    assert out[2]["schema"] == "caipan/judgement/1"
    assert out[4]["file"] == DOUBLE


def test_bad_arguments_are_value_errors_at_the_call():
    for bad in (0, -1, 1.5, True, "3"):
        with pytest.raises(ValueError):
            caipan.check_many([DOUBLE], batch=bad)
    with pytest.raises(ValueError):
        caipan.check_many([DOUBLE], workers=0)
    with pytest.raises(ValueError):
        caipan.check_many([DOUBLE], mode="as-dreamed")
    with pytest.raises(ValueError):
        caipan.check(read(DOUBLE), mode="as-dreamed")
    with pytest.raises(ValueError):
        caipan.check_many([DOUBLE], komi="the arbiter's")
    with pytest.raises(ValueError):
        caipan.check(read(DOUBLE), komi="the arbiter's")


def test_the_record_s_komi_counts_as_the_cli_s_komi_file():
    # KM[6.5] within go-2002's komi article: counted with it, as
    # `check --komi file` counts; KM[50] outside it: remarked, and the
    # edition's komi counts (issue 67: --komi FILE in the library).
    for km in ("6.5", "50"):
        sgf = f"(;GM[1]SZ[19]KM[{km}];B[pd];W[dp];B[];W[])"
        path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"caipan-komi-{os.getpid()}-{km}.sgf")
        with open(path, "w", encoding="utf-8") as f:
            f.write(sgf)
        run = subprocess.run([CLI, "check", "--edition", "go-2002", "--komi", "file", "--format", "json", path],
                             capture_output=True, text=True)
        os.remove(path)
        cli = json.loads(run.stdout)
        own = caipan.check(sgf, edition="go-2002", komi="file", name=path)
        assert own["result"] == cli["result"] and own["remarks"] == cli["remarks"], (own, cli)
        [many] = list(caipan.check_many([sgf.encode()], edition="go-2002", komi="file"))
        assert many["result"] == cli["result"]
        plain = caipan.check(sgf, edition="go-2002")
        assert (plain["result"]["margin"] != own["result"]["margin"]) == (km == "6.5"), (plain, own)


def test_cite_of_an_unknown_article_raises_with_the_cli_s_code():
    with pytest.raises(caipan.ArticleError) as e:
        caipan.cite("go-2002", "99.9")
    assert e.value.code == "caipan::cite::unknown_article"
    assert isinstance(e.value, LookupError)
    run = subprocess.run([CLI, "cite", "go-2002", "99.9", "--format", "json"], capture_output=True, text=True)
    if os.path.exists(CLI):
        assert "caipan::cite::unknown_article" in run.stdout + run.stderr


def test_an_interrupted_check_many_stops_within_a_second():
    # A batch of many records is judged in the background; the caller is
    # interrupted while it waits; the workers stop after the records in
    # hand instead of finishing the batch.
    import _thread
    import threading
    import time

    record = read(DOUBLE)
    items = [record] * 200_000
    it = caipan.check_many(items, edition="go-2002", workers=1, batch=100_000)
    timer = threading.Timer(0.5, _thread.interrupt_main)
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        for _ in it:
            pass
    it.close()
    assert time.monotonic() - start < 3.0


def test_game_files_are_read_as_the_cli_reads_them():
    # Gomocup's .psq and RenjuNet's .rif, given as paths, as text and as
    # bytes: one result per game, judged as played (issue 61), on the board
    # the file names (20×20, one of free-style's two sizes).
    psq = os.path.join(ROOT, "tests", "data", "gomocup-freestyle-20.psq")
    rif = os.path.join(ROOT, "tests", "data", "renjunet-sample.rif")
    by_path = list(caipan.check_many([psq], edition="gomoku-freestyle"))
    assert len(by_path) == 1 and by_path[0]["result"]["outcome"] == "white-wins", by_path
    with open(rif, "rb") as f:
        data = f.read()
    games = list(caipan.check_many([rif], edition="renju-1996"))
    assert len(games) > 1 and all(g.get("edition") == "renju-1996" for g in games), games
    assert len(caipan.check_sgf(data, edition="renju-1996", name="db.rif")) == len(games)
    with open(psq, encoding="utf-8") as f:
        text = f.read()
    one = caipan.check(text, edition="gomoku-freestyle", name="game.psq")
    assert one["result"]["outcome"] == "white-wins", one
    # A bad .psq line is an error at its place, as the CLI says.
    bad = text.replace("10,11,95", "10,11,9.5")
    with pytest.raises(caipan.RecordError) as e:
        caipan.check(bad, edition="gomoku-freestyle", name="game.psq")
    assert e.value.code == "caipan::record::syntax" and e.value.line == 4
