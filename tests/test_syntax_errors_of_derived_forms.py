"""Forms the expander now derives (issue 33, point 2: fewer S-expression compilers):
`begin0`, `let-values`, `let*-values`, `letrec-values`, `let-syntax`, and the forms only
other forms may contain (`else`, `=>`, `...`, `_`, `unquote`) report their syntax errors in
Racket's words from their expanders, in a procedure as at the top (a name bound twice in
a let-values, which a procedure's body used to accept, is refused as Racket refuses it),
and run as before. The answers are Racket 8.7's (re-checked against `racket` when
installed)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

CASES = {'(... 1)': ('', 1, 'program.rkt:2:0: ...: ellipses not allowed as an expression'),
 '(_ 1)': ('', 1, 'program.rkt:2:0: _: wildcard not allowed as an expression'),
 '(begin0)': ('', 1, 'program.rkt:2:0: begin0: bad syntax'),
 '(call-with-values (lambda () (begin0 (values 1 2) (display 3))) list)': ("3'(1 2)\n", 0, ''),
 '(define (f) (let-values ([(a a) (values 1 2)]) a))': ('',
                                                        1,
                                                        'program.rkt:2:29: let-values: '
                                                        'duplicate binding name'),
 '(define (g) (=> 1))': ('', 1, 'program.rkt:2:12: =>: arrow not allowed as an expression'),
 '(else 1)': ('', 1, 'program.rkt:2:0: else: not allowed as an expression'),
 '(let*-values ([(a a) (values 1 2)]) a)': ('',
                                            1,
                                            'program.rkt:2:18: let*-values: duplicate '
                                            'identifier'),
 '(let*-values ([(a) 1] [(a) 2]) a)': ('2\n', 0, ''),
 '(let-syntax ([m (syntax-rules () [(_ x) (+ x 1)])]) (m 2))': ('3\n', 0, ''),
 '(let-syntax ([m]) 1)': ('', 1, 'program.rkt:2:0: let-syntax: bad syntax'),
 '(let-syntax)': ('', 1, 'program.rkt:2:0: let-syntax: bad syntax'),
 '(let-values ([(a a) (values 1 2)]) a)': ('',
                                           1,
                                           'program.rkt:2:17: let-values: duplicate binding '
                                           'name'),
 '(let-values ([(a b) (values 1 2)] [(c) 3]) (list a b c))': ("'(1 2 3)\n", 0, ''),
 '(let-values ([(a b) 1]) a)': ('', 1, 'result arity mismatch;'),
 '(let-values ([(a) 1]))': ('', 1, 'program.rkt:2:0: let-values: bad syntax'),
 '(let-values ([a 1]) a)': ('', 1, 'program.rkt:2:0: let-values: bad syntax'),
 '(letrec-values ([(a) 1] [(a) 2]) a)': ('',
                                         1,
                                         'program.rkt:2:26: letrec-values: duplicate binding '
                                         'name'),
 '(letrec-values ([(ev? od?) (values (lambda (n) (if (= n 0) #t (od? (- n 1)))) (lambda (n) (if (= n 0) #f (ev? (- n 1)))))]) (ev? 10))': ('#t\n',
                                                                                                                                           0,
                                                                                                                                           ''),
 '(unquote 1)': ('', 1, 'program.rkt:2:0: unquote: not in quasiquote'),
 '(unquote-splicing 1)': ('', 1, 'program.rkt:2:0: unquote-splicing: not in quasiquote')}


def _program(form: str) -> dict[str, str]:
    return {"program.rkt": "#lang racket\n" + form + "\n"}


@pytest.mark.parametrize("form", sorted(CASES))
def test_derived_form_as_racket_reports_it(form: str, tmp_path: Path) -> None:
    assert minischeme_run(_program(form), tmp_path, "program.rkt") == CASES[form]


@needs_racket
@pytest.mark.parametrize("form", sorted(CASES))
def test_recorded_answers_are_racket_s(form: str, tmp_path: Path) -> None:
    assert racket_run(_program(form), tmp_path, "program.rkt") == CASES[form]
