"""Time a plain-CPython port inside one process: one warm-up, then N runs, each compiling
and running the file as `__main__` from scratch; print the seconds of each run.

    python bench/timers/cpython_timer.py PROGRAM.py N
"""
from __future__ import annotations

import contextlib
import io
import runpy
import sys
import time


def run_once(path: str) -> float:
    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        runpy.run_path(path, run_name="__main__")
    return time.perf_counter() - start


if __name__ == "__main__":
    path, n = sys.argv[1], int(sys.argv[2])
    sys.setrecursionlimit(100_000)
    run_once(path)
    for _ in range(n):
        print(run_once(path))
