"""Logging as `racket FILE` does it (primitives/base_logging.py, forms/logging.py): the
whole standard error of tests/programs/logging_to_stderr.rkt, Racket 8.7's text (its
`context...:` lines left out, which minischeme does not print). The programs suite
compares the same program's stdout and exit code, and stderr's first line, with Racket."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROGRAM = Path(__file__).resolve().parent / "programs" / "logging_to_stderr.rkt"

# `racket logging_to_stderr.rkt`'s stderr, less its two context lines
RACKET_STDERR = """\
an error 1
fatal "x"
mine: mine error 2
no args
~a
direct message
topic: with topic
no topic
no prefix
inner: inner 5
still on stderr
log-message: contract violation
  expected: (or/c string? symbol?)
  given: 5
"""

RACKET_STDOUT = """\
#<logger>
#t
'mine
#t
#f
done
#<logger>
#<logger>
"""


def test_logging_writes_what_racket_writes() -> None:
    root = str(Path(__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONPATH": root}
    done = subprocess.run([sys.executable, "-m", "minischeme", "run", PROGRAM.name],
                          capture_output=True, text=True, cwd=PROGRAM.parent, env=env,
                          timeout=120)
    assert done.returncode == 1
    assert done.stdout == RACKET_STDOUT
    assert done.stderr == RACKET_STDERR


def test_a_define_logger_form_without_a_message_is_bad_syntax(tmp_path: Path) -> None:
    """(log-NAME-error) with no message: Racket's syntax error (it was an internal error)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from program_runs import minischeme_run
    out, code, err = minischeme_run({"p.rkt": "#lang racket\n(define-logger a)\n(log-a-error)\n"},
                                    tmp_path, "p.rkt")
    assert (out, code) == ("", 1)
    assert err == "p.rkt:3:0: log-a-error: bad syntax"
