"""A program whose output pipe closes (`minischeme run big.rkt | head`) stops as Racket's
does: `error writing to stream port` on stderr and exit code 1, never an internal error
or a Python traceback."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

RACKETS_WORDS = "error writing to stream port\n  system error: Broken pipe; errno=32\n"


def test_a_closed_stdout_pipe_is_rackets_write_error(tmp_path: Path) -> None:
    program = tmp_path / "many.rkt"
    program.write_text("#lang racket\n(for ([i 1000000]) (displayln i))\n")
    proc = subprocess.Popen([sys.executable, "-m", "minischeme", "run", str(program)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "0\n"
    proc.stdout.close()             # as `| head -1` does
    err = proc.stderr.read()
    assert (proc.wait(timeout=120), err) == (1, RACKETS_WORDS)
