"""A module re-provides the syntax it imports, as Racket lets it: a library's form (srfi/26's
`cut` and `cute`, racket/match's `match`), by name, with `all-from-out`, `rename-out` or
beside `all-defined-out`, and a `define-syntax-rule` macro required from another module.
Found by a public program whose helper module did `(require srfi/26) (provide cut)`, where
minischeme said `provide: provided identifier is not defined or required`. Each program's
expected output is what `racket main.rkt` printed (Racket 8.7); the last test asks Racket."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAMS = {
    "cut-by-name": ({
        "lib.rkt": "#lang racket\n(require srfi/26)\n(provide cut)\n",
        "main.rkt": "#lang racket\n(require \"lib.rkt\")\n(map (cut + 1 <>) (list 1 2 3))\n",
    }, "'(2 3 4)\n"),
    "beside-all-defined-out": ({
        "lib.rkt": "#lang racket/base\n(require srfi/26)\n(provide (all-defined-out) cut)\n"
                   "(define (double x) (* 2 x))\n",
        "main.rkt": "#lang racket/base\n(require \"lib.rkt\")\n(map (cut double <>) '(1 2))\n",
    }, "'(2 4)\n"),
    "all-from-out-a-library": ({
        "lib.rkt": "#lang racket/base\n(require srfi/26)\n(provide (all-from-out srfi/26))\n",
        "main.rkt": "#lang racket/base\n(require \"lib.rkt\")\n((cut list 1 <>) 2)\n"
                    "((cute list <> 3) 2)\n",
    }, "'(1 2)\n'(2 3)\n"),
    "renamed-and-prefixed": ({
        "lib.rkt": "#lang racket\n(require srfi/26)\n"
                   "(provide (rename-out [cute my-cute] [match my-match]) cut)\n",
        "main.rkt": "#lang racket/base\n(require (prefix-in p: \"lib.rkt\") "
                    "(rename-in \"lib.rkt\" [cut kut]))\n"
                    "((p:my-cute - <> 1) 5)\n(p:my-match '(1 2) [(list a b) (+ a b)])\n"
                    "(map (p:cut * 2 <>) '(1 2))\n((kut list <> 9) 2)\n",
    }, "4\n3\n'(2 4)\n'(2 9)\n"),
    "macro-through-two-modules": ({
        "m1.rkt": "#lang racket\n(provide swap! twice)\n"
                  "(define-syntax-rule (swap! a b) (let ([t a]) (set! a b) (set! b t)))\n"
                  "(define-syntax-rule (twice e) (begin e e))\n",
        "m2.rkt": "#lang racket\n(require \"m1.rkt\")\n(provide swap! (rename-out [twice do-twice]))\n",
        "main.rkt": "#lang racket\n(require \"m2.rkt\")\n(define x 1)\n(define y 2)\n(swap! x y)\n"
                    "(list x y)\n(do-twice (display \"hi \"))\n",
    }, "'(2 1)\nhi hi "),
    "match-of-the-language": ({
        "lib.rkt": "#lang racket\n(provide match match-define)\n",
        "main.rkt": "#lang racket/base\n(require \"lib.rkt\")\n(match-define (cons a b) '(1 . 2))\n"
                    "(match (list a b) [(list x y) (+ x y)])\n",
    }, "3\n"),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_reprovided_syntax_works_in_the_requirer(name, tmp_path):
    files, printed = PROGRAMS[name]
    assert minischeme_run(files, tmp_path, "main.rkt") == (printed, 0, "")


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_the_expected_outputs_are_racket_s(name, tmp_path):
    files, printed = PROGRAMS[name]
    assert racket_run(files, tmp_path, "main.rkt") == (printed, 0, "")
