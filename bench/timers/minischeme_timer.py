"""Time `minischeme run PROGRAM` inside one process: one warm-up, then N runs; print the
seconds of each run, one per line (bench/compute.py reads them).

    python bench/timers/minischeme_timer.py PROGRAM.rkt N

Each run reads, expands, compiles and runs the program from scratch in a fresh
Interpreter; what is shared between runs is what a long-lived process shares (Python's
imports, the libraries already loaded), so the time is the program's own work.
"""
from __future__ import annotations

import contextlib
import io
import sys
import time
from pathlib import Path

# an installed minischeme, or one that PYTHONPATH names (--source), wins; else this checkout's
sys.path.append(str(Path(__file__).resolve().parents[2]))
from minischeme.cli import main  # noqa: E402


def run_once(program: str) -> float:
    out = io.StringIO()
    start = time.perf_counter()
    with contextlib.redirect_stdout(out):
        try:
            main(["run", program])
        except SystemExit:
            pass
    return time.perf_counter() - start


if __name__ == "__main__":
    program, n = sys.argv[1], int(sys.argv[2])
    run_once(program)
    for _ in range(n):
        print(run_once(program))
