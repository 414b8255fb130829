"""The developer commands the README names answer `--help` with their usage (and a name
that is not there with a usage error), instead of running a benchmark, reading `--help`
as a path, or showing a Python traceback."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

COMMANDS = {
    "bench/result_cost.py": [sys.executable, "bench/result_cost.py"],
    "tests.fallback_report": [sys.executable, "-m", "tests.fallback_report"],
    "tests/corpus/record.py": [sys.executable, "tests/corpus/record.py"],
}


def run(command: list[str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*command, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_help_prints_usage_and_does_nothing_else(name):
    done = run(COMMANDS[name], "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: ")
    assert "one result:" not in done.stdout and "lambdas fell back" not in done.stdout
    assert done.stderr == ""


@pytest.mark.parametrize("name", ["tests.fallback_report", "tests/corpus/record.py"])
def test_a_name_that_is_not_there_is_a_usage_error(name):
    done = run(COMMANDS[name], "no-such-program")
    assert done.returncode == 2
    assert "no-such-program" in done.stderr.splitlines()[-1]
    assert "Traceback" not in done.stderr
