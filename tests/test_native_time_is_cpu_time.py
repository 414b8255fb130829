"""A native program's per-test time limit is CPU time, as the interpreter's is: a test that
waits (takes no CPU) is not timed out on the wall clock until four times the limit, a test
that spins is stopped after the limit's CPU seconds, and a machine busy with other work
changes neither (run_streaming, cpu_time.tree_cpu_seconds)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minischeme.grading.cpu_time import WALL_FACTOR, tree_cpu_seconds
from minischeme.grading.native.sandbox import (Limits, Sandbox, python_executable,
                                               python_mounts, run_streaming, sandbox_problem,
                                               workspace)

needs_sandbox = pytest.mark.skipif(sandbox_problem() is not None,
                                   reason=f"no sandbox here: {sandbox_problem()}")

MARK = "@@test"


def _run(program: str, seconds: float) -> tuple[str, list[str]]:
    """Run ``program`` (Python) in the sandbox with a per-test limit of ``seconds``."""
    lines: list[str] = []
    with workspace({"prog.py": program}) as folder:
        run = run_streaming(Sandbox(mounts=python_mounts()),
                            [python_executable(), "-S", "prog.py"], Path(folder), {},
                            Limits(seconds=seconds, memory_mb=512, output_chars=100_000),
                            lines.append, MARK)
    return run.reason, lines


def _spin(cpu_seconds: float) -> str:
    return ("import time\n"
            f"end = time.process_time() + {cpu_seconds}\n"
            "while time.process_time() < end: pass\n")


def test_the_cpu_time_of_a_process_tree_counts_its_children():
    script = _spin(0.6) + "print('spun', flush=True)\ntime.sleep(30)\n"
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "spun\n"
        assert tree_cpu_seconds(child.pid) >= 0.55
        assert tree_cpu_seconds(os.getpid()) >= tree_cpu_seconds(child.pid) + 0.1
    finally:
        child.kill()
        child.wait()
    assert tree_cpu_seconds(child.pid) is None


@needs_sandbox
def test_a_test_that_waits_is_not_timed_out_before_four_times_the_limit():
    program = f"import time\nprint('{MARK} 1', flush=True)\ntime.sleep(1.5)\nprint('done')\n"
    reason, lines = _run(program, seconds=1.0)
    assert reason == "ok" and lines[-1] == "done"


@needs_sandbox
def test_a_test_that_sleeps_forever_is_stopped_by_the_wall_clock_backstop():
    program = f"import time\nprint('{MARK} 1', flush=True)\ntime.sleep(1000)\n"
    start = time.monotonic()
    reason, lines = _run(program, seconds=0.5)
    assert reason == "timeout" and lines == [f"{MARK} 1"]
    # it takes no CPU: only the wall clock, at WALL_FACTOR times the limit, stops it
    assert time.monotonic() - start >= WALL_FACTOR * 0.5


@needs_sandbox
def test_a_test_that_spins_is_stopped_after_the_limit(busy_machine):
    program = f"print('{MARK} 1', flush=True)\nwhile True: pass\n"
    reason, _ = _run(program, seconds=1.0)
    assert reason == "timeout"


@needs_sandbox
def test_a_busy_machine_times_out_no_test_within_its_cpu_limit(busy_machine):
    """Three tests of 0.6 s of CPU each, under a limit of 1 s per test, beside four busy
    processes on this machine: on the wall clock each takes far more than 1 s."""
    program = "".join(f"print('{MARK} {i}', flush=True)\n" + _spin(0.6) for i in range(3))
    reason, lines = _run(program + "print('done')\n", seconds=1.0)
    assert reason == "ok" and lines[-1] == "done"
