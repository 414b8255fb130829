"""What a macro like Northeastern's extras.rkt `begin-for-test` needs: `syntax-local-context`
('module at a module's top), `syntax-local-lift-module-end-declaration` (a form run after
the module's last one, naming what the transformer's result names), `syntax-source` (the
module's file), `#%expression`, and re-providing `provide`, `rename-out` ... ; and the
transformer's `begin-for-syntax` state fresh for each module it expands, as Racket
instantiates a required module's phase 1 afresh for each module it compiles (the flag that
says "the run is lifted already" is #f again in the next module)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

LIB = '#lang racket\n(require (for-syntax racket/base))\n(provide begin-for-test provide rename-out struct-out all-defined-out)\n(define tests (make-parameter null))\n(begin-for-syntax (define lifted? #f))\n(define-syntax (begin-for-test stx)\n  (syntax-case stx ()\n    [(_ e ...)\n     (case (syntax-local-context)\n       [(module)\n        (unless lifted?\n          (syntax-local-lift-module-end-declaration #`(run-all (quote #,(syntax-source stx))))\n          (set! lifted? #t))\n        #\'(tests (cons (lambda () (#%expression e) ... (void)) (tests)))]\n       [else (raise-syntax-error #f "found a use that is not at the top level" stx)])]))\n(define (run-all src)\n  (printf "running ~a from ~a\\n" (length (tests))\n          (find-relative-path (current-directory) src #:more-than-root? #t))\n  (for ([t (reverse (tests))]) (t))\n  (tests null))\n'
FILES = {"lib.rkt": LIB, "a.rkt": '#lang racket\n(require "lib.rkt")\n(provide double)\n(define (double x) (* 2 x))\n(begin-for-test (displayln (double 1)))\n(displayln "body of a")\n(begin-for-test (displayln (double 2)))\n',
         "b.rkt": '#lang racket\n(require "lib.rkt" "a.rkt")\n(begin-for-test (displayln (double 10)))\n(displayln "body of b")\n',
         "c.rkt": '#lang racket\n(require "lib.rkt")\n(define (f) (begin-for-test 1))\n',
         "d.rkt": "#lang racket\n(require (for-syntax racket/base))\n"
                  "(define-syntax (where stx) #`(quote #,(syntax-local-context)))\n(where)\n"
                  "(#%expression (+ 1 2))\n(define (f n) (if (= n 0) 'done (#%expression (f (- n 1)))))\n"
                  "(f 100000)\n"}
CASES = {
    "lifted_to_each_module_s_end": ("b.rkt", ("body of a\nrunning 2 from a.rkt\n2\n4\nbody of b\n"
                                              "running 1 from b.rkt\n20\n", 0, "")),
    "in_a_body": ("c.rkt", ("", 1, "c.rkt:3:12: begin-for-test: found a use that is not at the top level")),
    "module_context_and_expression": ("d.rkt", ("'module\n3\n'done\n", 0, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_answers(name: str, tmp_path: Path) -> None:
    entry, expected = CASES[name]
    assert minischeme_run(FILES, tmp_path, entry) == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    entry, expected = CASES[name]
    assert racket_run(FILES, tmp_path, entry) == expected
