"""The documented way to judge a sharded archive (docs/python.md), run as the
page writes it: the block is taken from the page, imported as a module, and
run over shards this test builds (nested folders, `.sgf` and `.SGF` mixed,
an unreadable file among them). Each way — processes, Dask's local processes
scheduler, Ray where it is installed — must give the table one `check_many`
over every file gives."""
import importlib
import os
import re
import sys

import pytest

import caipan

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
DOUBLE = "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese];B[pd];B[dp];W[dd])"
PLAIN = "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese];B[pd];W[dp];B[pp];W[dd])"


def documented_block():
    with open(os.path.join(ROOT, "docs", "python.md"), encoding="utf-8") as f:
        page = f.read()
    section = page.split("## A sharded archive", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match, "docs/python.md has no python block under 'A sharded archive'"
    return match.group(1)


@pytest.fixture(scope="module")
def sharded(tmp_path_factory):
    """The page's block as the module `sharded_archive`, and an archive."""
    here = tmp_path_factory.mktemp("doc")
    (here / "sharded_archive.py").write_text(documented_block(), encoding="utf-8")
    sys.path.insert(0, str(here))
    module = importlib.import_module("sharded_archive")
    archive = tmp_path_factory.mktemp("archive")
    files = {
        "a/2001/01/game1.sgf": DOUBLE,
        "a/2001/01/GAME2.SGF": PLAIN,
        "a/top.SGF": DOUBLE,
        "b/deep/er/still/x.Sgf": DOUBLE,
        "b/broken.SGF": "(;GM[1]SZ[19];B[pd]",
        "b/notes.txt": "not a record",
        "c/y.sgf": PLAIN,
    }
    for name, text in files.items():
        path = archive / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return module, str(archive)


def reference(archive):
    paths = []
    for folder, _, names in os.walk(archive):
        paths += [os.path.join(folder, n) for n in names if n.lower().endswith(".sgf")]
    rows = []
    for r in caipan.check_many(sorted(paths), edition="go-2002", mode="as-played"):
        if r.get("schema", "").startswith("caipan/error"):
            rows.append((r["file"], "(unreadable)"))
            continue
        rows += [(r["file"], f["rule"]) for f in r["findings"]]
    return sorted(rows)


def table(rows):
    return sorted((r["file"], r["rule"]) for r in rows)


def test_the_page_finds_every_record_whatever_its_case(sharded):
    module, archive = sharded
    found = [os.path.relpath(p, archive) for s in module.shards_of(archive) for p in module.records(s)]
    assert len(found) == 6, found
    assert any(p.endswith(".SGF") for p in found) and any(p.endswith(".sgf") for p in found)


def test_processes_give_the_whole_table(sharded):
    module, archive = sharded
    rows = module.with_processes(module.shards_of(archive))
    assert table(rows) == reference(archive)
    assert sum(1 for r in rows if r["rule"] == "double-move") == 3
    assert sum(1 for r in rows if r["rule"] == "(unreadable)") == 1


def test_dask_gives_the_whole_table(sharded):
    pytest.importorskip("dask.bag", reason="dask[bag] is not installed (.ci/run installs it)")
    module, archive = sharded
    assert table(module.with_dask(module.shards_of(archive))) == reference(archive)


def test_ray_gives_the_whole_table_where_installed(sharded):
    pytest.importorskip("ray", reason="Ray is optional and not installed here")
    module, archive = sharded
    assert table(module.with_ray(module.shards_of(archive))) == reference(archive)
