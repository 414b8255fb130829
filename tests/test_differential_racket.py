"""Differential tests: minischeme's ``eval --json`` against real Racket 8.7.

For every ``tests/differential/NAME.rkt`` with its ``NAME.exprs``:

* one item ``NAME.rkt::<load>`` compares the first JSON line: ``load_error``
  (first line, with any directory prefix in front of the file name stripped)
  and ``body_output`` (exactly);
* one item per datum of ``NAME.exprs``, e.g. ``lists.rkt::(first '(1 2))``,
  compares that datum's line: ``expr`` (the datum as ``write`` prints it),
  ``output`` (exactly), and either ``value`` (exactly) or the FIRST LINE of
  ``error`` (exactly).  Set ``MINISCHEME_DIFF_FULL_ERRORS=1`` to compare whole
  error messages instead.

Racket runs once per file and so does minischeme (session-wide caches; the
files selected for the session are started together, a few at a time).

Where ``racket`` is not installed (or ``MINISCHEME_HIDE_RACKET=1``), the items
compare with Racket's answers recorded in ``tests/recorded/differential/NAME.json``
(see ``recorded_answers.py``); a datum with no recorded answer fails, saying how
to record it.  Where Racket is installed, the items ask it, and one more item
per file, ``test_recording_is_still_rackets_answer[NAME.rkt]``, checks that every
recorded answer is still what Racket answers.
"""
from __future__ import annotations

import functools
import os
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import racket_oracle as oracle  # noqa: E402
import recorded_answers as recorded  # noqa: E402

FULL_ERRORS = os.environ.get("MINISCHEME_DIFF_FULL_ERRORS", "") not in ("", "0")

LOAD = -1  # index of the per-file item that checks the load line


@dataclass(frozen=True)
class Case:
    rkt: Path
    exprs: Path
    index: int  # datum index, or LOAD
    source: str  # the datum's source text ("" for LOAD)

    @property
    def id(self) -> str:
        label = "<load>" if self.index == LOAD else oracle.short_id(self.source)
        return f"{self.rkt.name}::{label}"


def _collect_cases() -> list[Case]:
    cases = []
    for rkt in sorted(oracle.DIFFERENTIAL_DIR.glob("*.rkt")):
        exprs = rkt.with_suffix(".exprs")
        if not exprs.is_file():
            continue
        cases.append(Case(rkt, exprs, LOAD, ""))
        for i, src in enumerate(oracle.split_datums(exprs.read_text(encoding="utf-8"))):
            cases.append(Case(rkt, exprs, i, src))
    return cases


CASES = _collect_cases()


def _ids(cases: list[Case]) -> list[str]:
    """Readable ids; a datum that repeats in its file (``x`` after ``(set! x 20)``)
    gets ``@N``, its datum index, so ids stay unique without pytest's suffixes."""
    counts: dict[str, int] = {}
    for case in cases:
        counts[case.id] = counts.get(case.id, 0) + 1
    return [c.id if counts[c.id] == 1 else f"{c.id} @{c.index}" for c in cases]


@functools.lru_cache(maxsize=None)
def _sources(exprs: Path) -> list[str]:
    return oracle.split_datums(exprs.read_text(encoding="utf-8"))


def _datum_count(exprs: Path) -> int:
    return len(_sources(exprs))


@functools.lru_cache(maxsize=None)
def _recording(rkt: Path) -> recorded.EvalRecording | None:
    return recorded.read_eval_recording(rkt)


def _pair(rkt: Path):
    return rkt, rkt.with_suffix(".exprs")


@pytest.fixture(scope="session")
def eval_runs(request):
    """Session caches of Racket's and minischeme's runs, keyed by .rkt path.

    The files of the items selected for this session are started up front, so
    Racket and minischeme work on several files in parallel."""
    racket = oracle.RunCache(lambda rkt: oracle.run_racket_eval(*_pair(rkt)))
    ours = oracle.RunCache(lambda rkt: oracle.run_minischeme_eval(*_pair(rkt)))
    selected, checked = [], []
    for item in request.session.items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        case = params.get("case")
        if isinstance(case, Case) and case.rkt not in selected:
            selected.append(case.rkt)
        if isinstance(params.get("rkt"), Path) and params["rkt"] not in checked:
            checked.append(params["rkt"])
    if oracle.LIVE_EVAL:
        racket.prefetch(list(dict.fromkeys(selected + checked)))
    ours.prefetch(selected)
    yield racket, ours
    racket.close()
    ours.close()


def _error_text(message: str, filename: str) -> str:
    message = oracle.portable_paths(message, filename)
    return message if FULL_ERRORS else oracle.first_line(message)


def _view(entry: dict, filename: str) -> dict:
    """The parts of a datum line that must match."""
    view = {"expr": entry["expr"], "output": entry["output"]}
    if "value" in entry:
        view["value"] = entry["value"]
    else:
        view["error" if FULL_ERRORS else "error (first line)"] = _error_text(entry["error"], filename)
    return view


def _report(title: str, expected: dict, actual: dict, left: str = "racket",
            right: str = "minischeme", only_differences: bool = False) -> str:
    width = max(len(left), len(right)) + 2
    lines = [title]
    for key in list(dict.fromkeys([*expected, *actual])):
        exp, act = expected.get(key, "<absent>"), actual.get(key, "<absent>")
        if only_differences and exp == act:
            continue
        mark = "  " if exp == act else "!!"
        lines.append(f"{mark} {key}:")
        lines.append(f"     {(left + ':').ljust(width)}{exp!r}")
        lines.append(f"     {(right + ':').ljust(width)}{act!r}")
    return "\n".join(lines)


# Differences from Racket that minischeme knowingly keeps, each with its reason. They are
# strict xfails: the day one starts to match, the suite says so and the entry goes.
KNOWN_DIFFERENCES: dict[str, str] = {
}


def _params(cases: list) -> list:
    out = []
    for case, case_id in zip(cases, _ids(cases)):
        reason = KNOWN_DIFFERENCES.get(case_id)
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        out.append(pytest.param(case, id=case_id, marks=marks))
    return out


@dataclass
class Expected:
    """Racket's answers for one file: asked live, or read from the recording."""

    load: dict  # load_error, body_output
    datum: dict | None  # the datum's line, or None for the LOAD item
    who: str  # "racket" or "racket (recorded)"
    note: str = ""  # added to a failure (a recording made from an older .rkt)


def _expected(case: Case, racket_cache) -> Expected:
    """Racket's answers for ``case``: from Racket where it can be asked, else recorded."""
    name = case.rkt.name
    if oracle.LIVE_EVAL:
        rk = racket_cache.get(case.rkt)
        if rk.problem:
            pytest.fail("the Racket oracle itself failed (corpus or tool problem):\n"
                        + rk.describe_problem())
        n_src = _datum_count(case.exprs)
        if len(rk.datums) != n_src:
            pytest.fail(f"{case.exprs.name}: Racket printed {len(rk.datums)} datum lines but the "
                        f"file has {n_src} datums (datum splitter and Racket's reader disagree)")
        datum = None if case.index == LOAD else rk.datums[case.index]
        return Expected(rk.load, datum, "racket")
    recording = _recording(case.rkt)
    path = recorded.eval_recording_path(case.rkt)
    target = recorded.eval_target(case.rkt)
    if recording is None:
        pytest.fail(recorded.missing_message(f"{name} (no {path.name} at all)", target, path),
                    pytrace=False)
    note = "" if recording.made_from(case.rkt) else recorded.stale_note(path, case.rkt)
    datum = None
    if case.index != LOAD:
        datum = recording.answer_for(_sources(case.exprs), case.index)
        if datum is None:
            pytest.fail(recorded.missing_message(
                f"datum #{case.index} of {case.exprs.name}: {oracle.short_id(case.source, 200)}",
                target, path), pytrace=False)
    return Expected(recording.load, datum, "racket (recorded)", note)


@pytest.mark.parametrize("case", _params(CASES))
def test_matches_racket(case: Case, eval_runs):
    racket_cache, ours_cache = eval_runs
    expected_run = _expected(case, racket_cache)

    ours = ours_cache.get(case.rkt)
    if ours.problem:
        pytest.fail(ours.describe_problem())

    name = case.rkt.name
    if case.index == LOAD:
        expected = {"load_error (first line)": oracle.first_line(oracle.portable_paths(expected_run.load["load_error"], name)),
                    "body_output": expected_run.load["body_output"]}
        actual = {"load_error (first line)": oracle.first_line(oracle.portable_paths(ours.load["load_error"], name)),
                  "body_output": ours.load["body_output"]}
        if expected != actual:
            pytest.fail(_report(f"{name}: loading differs", expected, actual, expected_run.who)
                        + expected_run.note, pytrace=False)
        return

    if case.index >= len(ours.datums):
        pytest.fail(f"minischeme printed only {len(ours.datums)} datum lines; no line for datum "
                    f"#{case.index}: {case.source}\n(stderr end: {ours.stderr[-1500:]})")
    expected = _view(expected_run.datum, name)
    actual = _view(ours.datums[case.index], name)
    if expected != actual:
        pytest.fail(_report(f"{name}: datum #{case.index} {oracle.short_id(case.source, 200)}",
                            expected, actual, expected_run.who) + expected_run.note, pytrace=False)


RKT_FILES = sorted({case.rkt for case in CASES})


@oracle.requires_racket_eval
@pytest.mark.parametrize("rkt", RKT_FILES, ids=[rkt.name for rkt in RKT_FILES])
def test_recording_is_still_rackets_answer(rkt: Path, eval_runs):
    """Every answer recorded in tests/recorded/differential/NAME.json is what Racket
    answers today (answers not recorded yet are only reported, as a warning)."""
    racket_cache, _ = eval_runs
    rk = racket_cache.get(rkt)
    if rk.problem:
        pytest.fail("the Racket oracle itself failed (corpus or tool problem):\n"
                    + rk.describe_problem())
    path = recorded.eval_recording_path(rkt)
    target = recorded.refresh_command(recorded.eval_target(rkt))
    recording = recorded.read_eval_recording(rkt)
    if recording is None:
        warnings.warn(f"{rkt.name} has no recorded answers ({recorded.rel(path)}); record them "
                      f"with `{target}`")
        return
    name = rkt.name
    sources = _sources(rkt.with_suffix(".exprs"))
    if len(rk.datums) != len(sources):
        pytest.fail(f"Racket printed {len(rk.datums)} datum lines for {len(sources)} datums")
    stale = []
    live_load = recorded.load_entry(rk.load, name)
    if recording.load != live_load:
        stale.append(_report("the load line", recording.load, live_load,
                             "recorded", "racket now", only_differences=True))
    by_key = recording.answers_by_key()
    missing = 0
    for i, key in enumerate(recorded.occurrence_keys(sources)):
        entry = by_key.pop(key, None)
        if entry is None:
            missing += 1
            continue
        live = recorded.datum_entry(rk.datums[i], name, key[0])
        if entry != live:
            stale.append(_report(f"datum #{i} {oracle.short_id(key[0], 200)}", entry, live,
                                 "recorded", "racket now", only_differences=True))
    if stale:
        pytest.fail(f"{recorded.rel(path)} is stale: {len(stale)} recorded answer(s) are no "
                    f"longer what Racket answers. Refresh with `{target}` and commit it.\n"
                    + "\n".join(stale), pytrace=False)
    if missing or by_key or not recording.made_from(rkt):
        warnings.warn(f"{recorded.rel(path)} is out of date ({missing} datum(s) not recorded, "
                      f"{len(by_key)} recorded datum(s) no longer in the file"
                      f"{'' if recording.made_from(rkt) else ', ' + name + ' changed'}); "
                      f"refresh with `{target}`")
