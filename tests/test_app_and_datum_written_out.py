"""`#%app` and `#%datum` written out in a module: (#%datum . d) is 'd and (#%app f a ...)
is (f a ...), under both back ends; their bad syntax is Racket's error at Racket's
position (an improper application's, which Racket reports from racket/private/kw.rkt in
a namespace, so the differential suite leaves it out; app_datum.exprs has the rest).

Expected texts are Racket 8.7's (`racket FILE` of `#lang racket` and these lines), asked
while writing these tests.
"""
from __future__ import annotations

import pytest

from back_end_runs import run_module


CASES = {
    "(#%datum . a)\n(#%datum 1 2)\n(#%datum)": "'a\n'(1 2)\n'()\n",
    "(define (sq q) (#%app * q q))\n(#%app map sq (#%datum . (1 2 3)))": "'(1 4 9)\n",
    "(define (f #:k k . r) (cons k r))\n(#%app f 1 #:k 0 2)": "'(0 1 2)\n",
    "(define-syntax-rule (m x) (#%app list x (#%datum . x)))\n(m 3)": "'(3 3)\n",
    "(#%app)": "ERROR: t.rkt:2:0: #%app: missing procedure expression;\n probably originally (), "
               "which is an illegal empty application\n  in: (#%app)",
    "(#%app . 5)": "ERROR: t.rkt:2:0: #%app: bad syntax\n  in: (#%app . 5)",
    "(#%app + . 5)": "ERROR: t.rkt:2:0: #%app: bad syntax\n  in: (#%app + . 5)",
    "(#%app + 1 . 2)": "ERROR: t.rkt:2:0: #%app: bad syntax\n  in: (#%app + 1 . 2)",
    "(#%app list 1 #:x)": "ERROR: t.rkt:2:14: application: missing argument expression after "
                          "keyword\n  at: #:x\n  in: (#%app list 1 #:x)",
    "#%app": "ERROR: t.rkt:2:0: #%app: illegal use\n  in: #%app",
    "#%datum": "ERROR: t.rkt:2:0: #%datum: bad syntax\n  in: #%datum",
    "(#%app if 1 2 3)": "ERROR: t.rkt:2:7: if: bad syntax\n  in: if",
}


@pytest.mark.parametrize("source", list(CASES))
def test_app_and_datum_written_out_are_rackets(source, back_end):
    assert run_module(source) == CASES[source]
