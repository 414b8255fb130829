"""Whole programs using the libraries Racket programs commonly require that minischeme
lacked (racket/stxparam, racket/future, racket/fixnum, racket/flonum, data/gvector): the
output, exit code and first line of stderr of `minischeme run` against what `racket`
printed (recorded from Racket 8.7, checked again where racket is installed). Also the
expansion fixes syntax parameters needed: a procedural transformer called on its bare name
(an identifier macro), an internal macro shadowing a module's macro of the same name in the
forms after it, and raise-syntax-error naming the form a transformer was given."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

# name: (main.rkt, (what Racket 8.7 prints, its exit code, the first line of its stderr))
CASES = {
    'stxparam_outside_its_parameterization': (
        '#lang racket\n(require racket/stxparam)\n(define-syntax-parameter it (lambda (stx) (raise-syntax-error #f "use of it outside aif" stx)))\n(displayln "never")\n(+ 1 it)\n',
        ('', 1, 'main.rkt:5:5: it: use of it outside aif')),
    'stxparam_head_outside_its_parameterization': (
        '#lang racket\n(require racket/stxparam)\n(define-syntax-parameter return (lambda (stx) (raise-syntax-error #f "return used outside def" stx)))\n(define (f x) (return x))\n',
        ('', 1, 'main.rkt:4:14: return: return used outside def')),
    'stxparam_not_a_parameter': (
        "#lang racket\n(require racket/stxparam)\n(define x 5)\n(syntax-parameterize ([x (lambda (stx) #'1)]) x)\n",
        ('', 1, 'main.rkt:4:23: syntax-parameterize: not bound as a syntax parameter')),
    'stxparam_bad_syntax': (
        "#lang racket\n(require racket/stxparam)\n(define-syntax-parameter p (lambda (stx) #'1))\n(syntax-parameterize ([p]) p)\n",
        ('', 1, 'main.rkt:4:0: syntax-parameterize: bad syntax')),
    'stxparam_in_racket_base': (
        '#lang racket/base\n(require racket/stxparam (for-syntax racket/base))\n(define-syntax-parameter it (lambda (stx) (raise-syntax-error #f "outside" stx)))\n(define-syntax-rule (aif c t e) (let ([tmp c]) (if tmp (syntax-parameterize ([it (make-rename-transformer #\'tmp)]) t) e)))\n(aif (assv 2 \'((1 . a) (2 . b))) (cdr it) \'none)\n',
        ("'b\n", 0, '')),
    'future_waits_for_a_post': (
        "#lang racket\n(require racket/future)\n(define s (make-fsemaphore 0))\n(define g (future (lambda () (fsemaphore-post s) 'posted)))\n(fsemaphore-wait s)\n(list (fsemaphore-count s) (touch g))\n(define log '())\n(for/list ([i 3]) (touch (future (lambda () (set! log (cons i log)) (* i i)))))\n(reverse log)\n",
        ("'(0 posted)\n'(0 1 4)\n'(0 1 2)\n", 0, '')),
    'vectors_print_at_the_top_of_a_module': (
        '#lang racket\n(require racket/fixnum racket/flonum data/gvector)\n(fxvector 1 2)\n(flvector 1.5 -0.0)\n(gvector \'a "b" (fxvector 3))\n(list (fxvector 1) (flvector 2.0) (gvector 1))\n(vector (gvector) (fxvector))\n(for/gvector ([i 3]) (fx* i i))\n(for/flvector ([i 3]) (fl* 0.5 (->fl i)))\n(displayln (list (fxvector 1) (gvector "s")))\n(write (list (fxvector 1) (gvector "s")))\n(newline)\n',
        ('(fxvector 1 2)\n(flvector 1.5 -0.0)\n(gvector \'a "b" (fxvector 3))\n\'(#fx(1) #fl(2.0) #<gvector: 1>)\n\'#(#<gvector:> #fx())\n(gvector 0 1 4)\n(flvector 0.0 0.5 1.0)\n(#fx(1) #<gvector: s>)\n(#fx(1) #<gvector: "s">)\n', 0, '')),
    'local_macro_shadows_a_module_macro': (
        "#lang racket\n(define-syntax self (syntax-rules () [(_ x) (list 'outer x)]))\n(let () (define-syntax self (syntax-rules () [(_ x) (list 'inner x)])) (self 1))\n(define (f) (let-syntax ([self (syntax-rules () [(_ x) (list 'let-syntax x)])]) (self 2)))\n(f)\n(self 3)\n",
        ("'(inner 1)\n'(let-syntax 2)\n'(outer 3)\n", 0, '')),
    'identifier_macros': (
        "#lang racket\n(define-syntax forty-two (lambda (stx) #'42))\n(define (f) (+ forty-two 1))\n(f)\nforty-two\n(forty-two 1 2)\n(define-syntax here (lambda (stx) (syntax-case stx () [_ #''anywhere])))\n(list here (here) (here 1))\n",
        ("43\n42\n42\n'(anywhere anywhere anywhere)\n", 0, '')),
    'pretty_print_shows_the_vectors_as_constructor_calls': (
        '#lang racket\n(require racket/fixnum racket/flonum data/gvector)\n(pretty-print (fxvector 1 2))\n(pretty-print (gvector 1 \'a))\n(pretty-print (list (gvector 1) (flvector 1.0)))\n(pretty-write (list (gvector 1) (fxvector 2)))\n(define h (make-hash))\n(hash-set! h (gvector 1 2) \'g)\n(hash-set! h (fxvector 1 2) \'fx)\n(list (hash-ref h (gvector 1 2) #f) (hash-ref h (fxvector 1 2) #f))\n(member (gvector 1) (list (gvector 2) (gvector 1)))\n(struct p (a) #:transparent)\n(p (fxvector 1))\n(list (p (gvector 1)))\n',
        ("(fxvector 1 2)\n(gvector 1 'a)\n(list (gvector 1) (flvector 1.0))\n(#<gvector: 1> #fx(2))\n'(g fx)\n'(#<gvector: 1>)\n(p (fxvector 1))\n(list (p (gvector 1)))\n", 0, '')),
}


@pytest.mark.parametrize("name", CASES)
def test_minischeme_runs_it_as_racket_does(name: str, tmp_path: Path) -> None:
    text, expected = CASES[name]
    assert minischeme_run({"main.rkt": text}, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_the_recordings_are_racket_s(name: str, tmp_path: Path) -> None:
    text, expected = CASES[name]
    assert racket_run({"main.rkt": text}, tmp_path, "main.rkt") == expected
