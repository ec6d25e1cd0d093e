"""caipan: judge board-game records against the competition rules of an edition.

Every answer has the structure of the CLI's JSON (``caipan check --format
json``): dicts and lists. Errors are exceptions carrying what the CLI prints:
the code, file, line, column, message and help.
"""
import json
import os
from itertools import islice

from . import _caipan

__all__ = [
    "CaipanError", "RecordError", "RulesetError", "ArticleError",
    "editions", "check", "check_sgf", "check_many", "points", "cite", "search",
]


class CaipanError(Exception):
    """A refusal, with the CLI's diagnostic: ``code``, ``file``, ``line``,
    ``column``, ``message``, ``help``."""

    def __init__(self, obj):
        err = obj.get("error", {})
        self.code = err.get("code")
        self.file = err.get("file") or obj.get("file")
        self.line = err.get("line")
        self.column = err.get("column")
        self.message = err.get("message", "")
        self.help = err.get("help")
        self.json = obj
        where = f" ({self.file}:{self.line}:{self.column})" if self.line else ""
        super().__init__(f"{self.message}{where}")


class RecordError(CaipanError):
    """The record does not parse, names no edition, or is defective."""


class RulesetError(CaipanError):
    """The edition or a supplement is unknown or invalid."""


class ArticleError(CaipanError, LookupError):
    """``cite`` was asked for an article, clause, event or topic the edition
    does not have (the CLI's ``caipan::cite::unknown_article``)."""


_KINDS = {"ruleset": RulesetError, "article": ArticleError}


def _raise_or(obj):
    if isinstance(obj, dict) and "error" in obj and "schema" in obj and obj["schema"].startswith("caipan/error"):
        raise _KINDS.get(obj.get("kind"), RecordError)(obj)
    return obj


def editions():
    """The built-in editions: ``[{id, title, title_en, year, game, protocols,
    sizes}]`` (``protocols``: the opening rules, the edition's own first; a
    supplement with ``protocol: ID`` chooses another; ``sizes``: the board
    sizes its text allows, a record's size choosing among them)."""
    return json.loads(_caipan.editions())


def _data(text):
    return text.encode("utf-8") if isinstance(text, str) else bytes(text)


def check_sgf(text, edition=None, supplements=(), mode=None, name="record.sgf", komi=None):
    """Every game of an SGF collection (str or bytes), judged: a list of
    judgements (SGF is judged as played unless ``mode="as-ruled"``;
    ``komi`` as for :func:`check`)."""
    results = _caipan.judge(name, _data(text), edition, list(supplements), mode, komi)
    return [_raise_or(json.loads(j)) for j in results]


def check(text, edition=None, supplements=(), mode=None, name="record", komi=None):
    """One record (caipan's format, or the first game of an SGF text),
    judged: the judgement as ``check --format json`` writes it.

    ``edition`` overrides the record's ``[Edition]`` tag; ``supplements``
    are supplement YAML texts; ``mode`` is ``"as-ruled"`` or ``"as-played"``;
    ``komi="file"`` counts with the komi the record writes (SGF's
    ``KM[]``) where the edition's komi article allows it, as
    ``check --komi file`` does (a komi outside it is remarked and the
    edition's counts); ``"edition"`` (the default) with the edition's.
    """
    results = _caipan.judge(name, _data(text), edition, list(supplements), mode, komi)
    if not results:
        raise RecordError({"error": {"message": "the text holds no game", "file": name}})
    return _raise_or(json.loads(results[0]))


def _item(x, k):
    """An input as the native batch takes it: (name, bytes or None for a
    path, why it is refused or None)."""
    if isinstance(x, (bytes, bytearray, memoryview)):
        return ("record", bytes(x), None)
    # A one-line string that is not SGF or a record's tag is a path (no
    # stat here: the worker reads it, and a missing file is its error).
    if isinstance(x, os.PathLike) or (isinstance(x, str) and "\n" not in x and not x.lstrip().startswith(("(", "["))):
        # A path: read by the worker that judges it, in parallel.
        try:
            return (os.fsdecode(x), None, None)
        except (TypeError, UnicodeDecodeError):
            pass
    elif isinstance(x, str):
        return ("record", x.encode("utf-8", "surrogatepass"), None)
    name = f"item {k + 1}"
    return (name, None, f"{name} is {type(x).__name__}, not a record's text, bytes or a path")


def _positive(name, value, optional=False):
    if optional and value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be a positive whole number, not {value!r}")


def check_many(items, edition=None, supplements=(), mode=None, workers=None, batch=1024, raw=False, komi=None):
    """Judge texts, bytes or paths in parallel (the GIL released), yielding one
    result per game in input order: a judgement, or the CLI's error object
    for a record that could not be judged (``{"schema": "caipan/error/1", ...}``),
    also for an item that is no record at all (``None``, a number).

    A one-line string (not starting with ``(`` or ``[``) or a path-like is
    a path, read by the worker that judges it; while one batch is parsed
    into dicts here, the next is already being judged. ``raw=True`` yields
    each result as its JSON text, unparsed (for a pipeline that stores it).

    ``ValueError`` at once for a ``batch`` or ``workers`` that is not a
    positive whole number, an unknown ``mode`` or ``komi`` (as for
    :func:`check`). Stopping the iteration
    (``break``, Ctrl-C) stops the workers after the records in hand.
    """
    _positive("batch", batch)
    _positive("workers", workers, optional=True)
    _caipan.check_mode(mode)
    _caipan.check_komi(komi)
    return _judged(iter(items), edition, list(supplements), (mode, komi), workers, batch, raw)


def _result(future):
    """A batch's answers, waited for a fifth of a second at a time: between
    two waits Python runs, so a Ctrl-C (delivered to whichever thread) is
    raised here at once, not once the batch is done."""
    from concurrent.futures import TimeoutError as Waiting

    while True:
        try:
            return future.result(timeout=0.2)
        except Waiting:
            continue


def _judged(it, edition, sups, asked, workers, batch, raw):
    mode, komi = asked
    from concurrent.futures import ThreadPoolExecutor

    cancel = _caipan.Cancel()
    counted = enumerate(it)

    def submit(pool):
        part = [_item(x, k) for k, x in islice(counted, batch)]
        if not part:
            return None
        return pool.submit(_caipan.judge_batch, part, edition, sups, mode, workers, raw, cancel, komi)

    pool = ThreadPoolExecutor(max_workers=1)
    try:
        pending = submit(pool)
        while pending is not None:
            done = _result(pending)
            pending = submit(pool)
            # The batch becomes dicts here, while the workers judge the next.
            yield from done
    finally:
        # Interrupted or abandoned: the workers stop after the records in
        # hand, and nothing here waits for the rest of the batch.
        cancel.set()
        pool.shutdown(wait=False, cancel_futures=True)


def points(text, edition=None, after=None, name="record"):
    """Where the player to move may not play after ``after`` moves (the end
    of the record if None), as ``caipan points --format json`` writes it."""
    return _raise_or(json.loads(_caipan.points(name, _data(text), edition, after)))


def cite(edition, article):
    """The provisions an article id (``"17.2"``) or a name (``"takeback"``)
    designates, as ``cite --format json`` writes them: ``[{edition, id,
    title, text, rules, counterparts, cases}]`` (``cases`` empty here).
    ``ArticleError`` (a ``LookupError``) when the edition has none."""
    return _raise_or(json.loads(_caipan.cite(edition, article)))


def search(words, edition=None):
    """The provisions whose text speaks of the words (one edition, or all)."""
    if isinstance(words, str):
        words = words.split()
    return _raise_or(json.loads(_caipan.search(list(words), edition)))
