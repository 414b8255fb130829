"""A define-generics interface provided by one module (gen:NAME with its methods and
predicate) is implemented by structs of another module with `#:methods gen:NAME`, in
`#lang racket/base` and `#lang racket`; a name that no interface binds is Racket's error.
The expected output is Racket 8.7's (`racket main.rkt`), checked again where racket is
installed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

LIB = """#lang racket/base
(require racket/generic)
(provide gen:shape area shape? (struct-out sq))
(define-generics shape (area shape))
(struct sq (s) #:methods gen:shape [(define (area x) (* (sq-s x) (sq-s x)))])
"""

PROGRAMS = {
    "racket_base": ({"lib.rkt": LIB, "main.rkt": """#lang racket/base
(require "lib.rkt")
(struct rect (w h) #:methods gen:shape [(define (area r) (* (rect-w r) (rect-h r)))])
(list (area (sq 3)) (area (rect 2 5)) (shape? (rect 1 1)) (shape? 'x))
"""}, ("'(9 10 #t #f)\n", 0, "")),
    "racket": ({"lib.rkt": LIB, "main.rkt": """#lang racket
(require "lib.rkt")
(struct rect (w h) #:methods gen:shape [(define (area r) (* (rect-w r) (rect-h r)))])
(area (rect 2 5))
"""}, ("10\n", 0, "")),
    "not_provided": ({"lib.rkt": LIB.replace("(provide gen:shape ", "(provide "), "main.rkt": """#lang racket/base
(require "lib.rkt")
(struct rect (w h) #:methods gen:shape [(define (area r) 1)])
"""}, ("", 1, "main.rkt:3:29: struct: the first argument to the #:methods specification is "
       "not a name for a generic interface")),
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_minischeme_runs_it_as_racket_does(name: str, tmp_path: Path) -> None:
    files, expected = PROGRAMS[name]
    assert minischeme_run(files, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", PROGRAMS)
def test_the_expectations_are_racket_s(name: str, tmp_path: Path) -> None:
    files, expected = PROGRAMS[name]
    assert racket_run(files, tmp_path, "main.rkt") == expected
