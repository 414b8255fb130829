"""Whole-program differential tests: ``minischeme run`` against ``racket``.

Each ``tests/programs/NAME.rkt`` is run as ``racket NAME.rkt`` and as
``python -m minischeme run NAME.rkt``, both with the programs folder as the
current directory.  Compared: stdout exactly, the exit code, and stderr's
first line (error messages are followed by environment-dependent
``context...:`` blocks).  When Racket's stderr holds rackunit failure blocks
(it starts with a ``--------------------`` line) the whole stderr is compared,
since those blocks are deterministic (locations are relative to the cwd).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import racket_oracle as oracle  # noqa: E402

pytestmark = oracle.requires_racket

PROGRAMS = sorted(oracle.PROGRAMS_DIR.glob("*.rkt"))

RACKUNIT_RULE = "--------------------"


def _stderr_view(stderr: str, filename: str, whole: bool) -> str:
    text = oracle.normalize_paths(stderr, filename)
    return text if whole else oracle.first_line(text)


def _describe(run: oracle.ProgramRun) -> str:
    return (f"  command: {' '.join(run.command)}\n  exit code: {run.returncode}\n"
            f"  stdout:\n{run.stdout}\n  stderr:\n{run.stderr[-3000:]}")


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.name for p in PROGRAMS])
def test_program_matches_racket(program: Path):
    rk = oracle.run_racket_program(program)
    if rk.problem:
        pytest.fail(f"racket run unusable: {rk.problem}\n{_describe(rk)}")
    ours = oracle.run_minischeme_program(program)
    if ours.problem:
        pytest.fail(f"minischeme run unusable: {ours.problem}\n{_describe(ours)}")

    whole = rk.stderr.startswith(RACKUNIT_RULE)
    label = "stderr (whole)" if whole else "stderr (first line)"
    expected = {"stdout": rk.stdout, "exit code": rk.returncode,
                label: _stderr_view(rk.stderr, program.name, whole)}
    actual = {"stdout": ours.stdout, "exit code": ours.returncode,
              label: _stderr_view(ours.stderr, program.name, whole)}
    if expected != actual:
        lines = [f"{program.name}: minischeme run differs from racket"]
        for key in expected:
            mark = "  " if expected[key] == actual[key] else "!!"
            lines.append(f"{mark} {key}:")
            lines.append(f"     racket:     {expected[key]!r}")
            lines.append(f"     minischeme: {actual[key]!r}")
        if ours.stderr and not whole:
            lines.append("minischeme stderr (end):\n" + ours.stderr[-1500:])
        pytest.fail("\n".join(lines), pytrace=False)
