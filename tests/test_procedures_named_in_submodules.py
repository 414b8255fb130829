"""A lambda with no inferred name inside `module+` (`main` here, which `racket FILE` runs)
prints as one in the module's own body does, named by its source location
(`#<procedure:main.rkt:5:11>`), not `#<procedure>`: the submodule is a module of the same
file. Racket 8.7's output recorded below."""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = """#lang racket/base
(struct m (f) #:transparent)
(println (m (lambda (x) x)))
(module+ main
  (println (lambda (x) x))
  (println (m (lambda (x) x)))
  (define named (lambda () 1))
  (println named)
  (println (list (case-lambda [() 1] [(x) x]))))
"""

RACKET_PRINTS = """(m #<procedure:main.rkt:3:12>)
#<procedure:main.rkt:5:11>
(m #<procedure:main.rkt:6:14>)
#<procedure:named>
'(#<procedure:main.rkt:9:17>)
"""


def _shown(result: tuple[str, int, str]) -> tuple[str, int, str]:
    """The output with the file's folder left out of the names (the complete path, or
    `...` and its end when long)."""
    out, code, err = result
    return re.sub(r"#<procedure:\S*main\.rkt:", "#<procedure:main.rkt:", out), code, err


def test_submodule_lambdas_are_named_by_their_location(tmp_path: Path) -> None:
    assert _shown(minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt")) == (RACKET_PRINTS, 0, "")


@needs_racket
def test_the_recorded_output_is_racket_s(tmp_path: Path) -> None:
    assert _shown(racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt")) == (RACKET_PRINTS, 0, "")
