"""Struct-type properties and generic interfaces minischeme does not support are errors
naming them, never silently ignored (a type that would behave otherwise in Racket):
`#:property prop:sequence ...` (prop:evt, prop:input-port ... bound, as in racket/base,
to properties whose use fails at the struct's creation) and `#:methods gen:dict`
(gen:dict, gen:set ...: a syntax error at the form). Racket runs these programs; the
errors are minischeme's own, in Racket's style."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run  # noqa: E402

TRY = ("(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln "
       "(exn-message e)))]) (thunk)))\n")


@pytest.mark.parametrize("prop", ["prop:sequence", "prop:evt",
                                  "prop:input-port", "prop:exn:srclocs"])
def test_an_unsupported_property_is_an_error_naming_it(prop: str, tmp_path: Path) -> None:
    program = TRY + (f"(try (lambda () (struct q (x) #:property {prop} 0) (displayln 'made)))\n"
                     f"(struct-type-property? {prop})\n{prop}\n")
    name = prop[len("prop:"):]
    assert minischeme_run({"main.rkt": "#lang racket\n" + program}, tmp_path, "main.rkt") == (
        "make-struct-type: struct-type property not supported by minischeme\n"
        f"  property: #<struct-type-property:{name}>\n#t\n"
        f"#<struct-type-property:{name}>\n", 0, "")


@pytest.mark.parametrize("generic", ["gen:dict", "gen:set", "gen:sequence"])
def test_an_unsupported_generic_interface_is_a_syntax_error(generic: str, tmp_path: Path) -> None:
    program = f"#lang racket\n(struct q (x) #:methods {generic} [])\n(displayln 'never)\n"
    assert minischeme_run({"main.rkt": program}, tmp_path, "main.rkt") == (
        "", 1, f"main.rkt:2:24: struct: #:methods {generic} is not supported by minischeme")
