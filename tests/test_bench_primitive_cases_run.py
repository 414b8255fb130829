"""Every case of bench/primitives.py runs: its Racket program under minischeme (exit 0, no
error) and its Python loop under CPython, with a few rounds. A case whose program fails at
once (two definitions of one name in the template did, for every case) would otherwise be
timed as nearly nothing and show as a ratio of 0.0x."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import primitives  # noqa: E402

from minischeme.running.interpreter import Interpreter  # noqa: E402
from minischeme.values.ports import capture_output  # noqa: E402


@pytest.mark.parametrize("name, rkt, py", primitives.CASES, ids=[c[0] for c in primitives.CASES])
def test_case_runs_in_both_systems(name: str, rkt: str, py: str) -> None:
    source = primitives.RACKET.replace("BODY", rkt).replace("(run N)", "(run 3)")
    with capture_output():
        outcome = Interpreter().load_text(source, "case.rkt", lambda v: None)
    assert outcome.error is None, f"{name}: {outcome.error}"
    program = primitives.PYTHON.replace("BODY", py).replace("(N)", "(3)")
    exec(compile(program, "<case>", "exec"), primitives.python_globals())
