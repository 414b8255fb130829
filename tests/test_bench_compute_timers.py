"""bench/compute.py's timers run a program inside one process and print one time per run;
its table turns the fastest runs into ratios and the issue 14 verdicts. (What the times
are is the benchmark's business, not a test's: nothing here compares speeds.)"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import compute  # noqa: E402


def times_printed(cmd: list[str]) -> list[float]:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=BENCH.parent)
    assert done.returncode == 0, done.stderr
    return [float(line) for line in done.stdout.split()]


@pytest.mark.parametrize("system", ["minischeme", "cpython"])
def test_a_timer_prints_one_time_per_run(system: str) -> None:
    cmd = compute.timer_commands("01_fib25", None, 3)[system]
    times = times_printed(cmd)
    assert len(times) == 3 and all(t > 0 for t in times)


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket is not installed")
def test_the_racket_timer_prints_one_time_per_run() -> None:
    cmd = compute.timer_commands("01_fib25", shutil.which("racket"), 2)["racket"]
    times = times_printed(cmd)
    assert len(times) == 2 and all(t > 0 for t in times)


def test_the_table_gives_ratios_verdicts_and_the_geometric_mean() -> None:
    results = [{"name": "10_a", "times": {"minischeme": 0.4, "cpython": 0.1}, "errors": {}},
               {"name": "11_b", "times": {"minischeme": 0.1, "cpython": 0.1}, "errors": {}},
               {"name": "01_micro", "times": {"minischeme": 0.3, "cpython": 0.1}, "errors": {}}]
    rows = compute.table(results)
    assert rows[1][4:] == ["4.0x", "-", "5x", "yes"]
    assert rows[3][4:] == ["3.0x", "-", "", ""]          # a micro-benchmark: no issue 14 target
    assert rows[-1][0] == "geomean 10-" and rows[-1][4] == "2.0x" and rows[-1][-1] == "yes"
    slow = [{"name": "10_a", "times": {"minischeme": 0.6, "cpython": 0.1}, "errors": {}}]
    assert compute.table(slow)[1][-1] == "ratio"
