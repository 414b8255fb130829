"""Whole-program differential tests: ``minischeme run`` against ``racket``.

Each ``tests/programs/NAME.rkt`` is run as ``racket NAME.rkt`` and as
``python -m minischeme run NAME.rkt``, both with the programs folder as the
current directory.  Compared: stdout exactly, the exit code, and stderr's
first line (error messages are followed by environment-dependent
``context...:`` blocks).  When Racket's stderr holds rackunit failure blocks
(it starts with a ``--------------------`` line) the whole stderr is compared,
since those blocks are deterministic (locations are relative to the cwd).

Where ``racket`` is not installed (or ``MINISCHEME_HIDE_RACKET=1``), the runs are
compared with Racket's run recorded in ``tests/recorded/programs/NAME.json`` (see
``recorded_answers.py``); a program with no recording fails, saying how to record
it.  Where Racket is installed, the runs ask it, and
``test_recordings_are_still_rackets_answers`` checks every recording against it.
"""
from __future__ import annotations

import functools
import sys
import warnings
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import racket_oracle as oracle  # noqa: E402
import recorded_answers as recorded  # noqa: E402

PROGRAMS = sorted(oracle.PROGRAMS_DIR.glob("*.rkt"))


def _describe(run: oracle.ProgramRun) -> str:
    return (f"  command: {' '.join(run.command)}\n  exit code: {run.returncode}\n"
            f"  stdout:\n{run.stdout}\n  stderr:\n{run.stderr[-3000:]}")


@functools.lru_cache(maxsize=None)
def _racket_run(program: Path) -> oracle.ProgramRun:
    """Racket's run of ``program`` (once per session: the recording check reuses it)."""
    return oracle.run_racket_program(program)


def _expected(program: Path) -> tuple[dict, str, str]:
    """Racket's view of ``program``'s run, who gave it, and a note for failures."""
    if oracle.RACKET is not None:
        rk = _racket_run(program)
        if rk.problem:
            pytest.fail(f"racket run unusable: {rk.problem}\n{_describe(rk)}")
        return recorded.racket_program_view(rk, program.name), "racket", ""
    recording = recorded.read_program_recording(program)
    path = recorded.program_recording_path(program)
    if recording is None:
        pytest.fail(recorded.missing_message(program.name, recorded.program_target(program), path),
                    pytrace=False)
    note = "" if recording.made_from(program) else recorded.stale_note(path, program)
    return recording.view, "racket (recorded)", note


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.name for p in PROGRAMS])
def test_program_matches_racket(program: Path):
    expected, who, note = _expected(program)
    ours = oracle.run_minischeme_program(program)
    if ours.problem:
        pytest.fail(f"minischeme run unusable: {ours.problem}\n{_describe(ours)}")

    whole = "stderr (whole)" in expected
    actual = recorded.program_view(ours, program.name, whole)
    if expected != actual:
        width = len(who) + 3
        lines = [f"{program.name}: minischeme run differs from {who}"]
        for key in expected:
            mark = "  " if expected[key] == actual.get(key) else "!!"
            lines.append(f"{mark} {key}:")
            lines.append(f"     {(who + ':').ljust(width)}{expected[key]!r}")
            lines.append(f"     {'minischeme:'.ljust(width)}{actual.get(key)!r}")
        if ours.stderr and not whole:
            lines.append("minischeme stderr (end):\n" + ours.stderr[-1500:])
        pytest.fail("\n".join(lines) + note, pytrace=False)


@oracle.requires_racket
def test_recordings_are_still_rackets_answers():
    """Every tests/recorded/programs/NAME.json is what Racket prints today (programs not
    recorded yet are only reported, as a warning)."""
    stale, missing = [], []
    for program in PROGRAMS:
        recording = recorded.read_program_recording(program)
        if recording is None or not recording.made_from(program):
            missing.append(program.name)
        if recording is None:
            continue
        rk = _racket_run(program)
        if rk.problem:
            pytest.fail(f"racket run of {program.name} unusable: {rk.problem}\n{_describe(rk)}")
        live = recorded.racket_program_view(rk, program.name)
        if live != recording.view:
            lines = [f"{recorded.rel(recording.path)}:"]
            for key in dict.fromkeys([*recording.view, *live]):
                exp, act = recording.view.get(key, "<absent>"), live.get(key, "<absent>")
                lines.append(f"{'  ' if exp == act else '!!'} {key}:\n     recorded:    {exp!r}"
                             f"\n     racket now:  {act!r}")
            stale.append("\n".join(lines))
    if stale:
        pytest.fail(f"{len(stale)} program recording(s) are no longer what Racket prints; refresh "
                    f"with `{recorded.refresh_command('programs')}` and commit them.\n"
                    + "\n".join(stale), pytrace=False)
    if missing:
        warnings.warn(f"programs not recorded (or changed since): {', '.join(missing)}; record "
                      f"them with `{recorded.refresh_command('programs')}`")
