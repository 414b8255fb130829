"""Small whole programs given as text, run by ``minischeme run`` and compared with
Racket 8.7's run of the same text recorded in ``tests/recorded/cases/NAME.json``
(stdout, exit code, first line of stderr; standard input empty), for test files that check one behaviour with
a handful of programs (test_delimited_control.py, test_eopl_sllgen.py).

Record (where ``racket`` is installed): ``python -m tests.program_cases NAME`` with NAME a
test module (``test_delimited_control``): it runs every case of its ``CASES`` in Racket.
"""
from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
RECORDED = TESTS / "recorded" / "cases"


def _run(command: list[str], text: str, env: dict | None = None) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "main.rkt").write_text(text)
        r = subprocess.run([*command, "main.rkt"], cwd=folder, capture_output=True, timeout=120, env=env,
                           stdin=subprocess.DEVNULL)
    err = r.stderr.decode("utf-8", errors="replace")
    return {"stdout": r.stdout.decode("utf-8", errors="replace"), "exit_code": r.returncode,
            "stderr_first_line": err.splitlines()[0] if err else ""}


def run_minischeme(text: str) -> dict:
    """``minischeme run`` of ``text`` (as main.rkt in a folder of its own)."""
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return _run([sys.executable, "-m", "minischeme", "run"], text, env)


def recorded(module: str) -> dict:
    """The recorded Racket runs of a test module's cases, by case name."""
    path = RECORDED / f"{module}.json"
    return json.loads(path.read_text()) if path.is_file() else {}


def record(module: str) -> None:
    sys.path.insert(0, str(TESTS))
    cases = importlib.import_module(module).CASES
    answers = {name: {"program": text, **_run(["racket"], text)} for name, text in cases.items()}
    RECORDED.mkdir(parents=True, exist_ok=True)
    (RECORDED / f"{module}.json").write_text(json.dumps(answers, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        record(name)
