"""for-like macros of one's own in a library module: `syntax-case` transformers that
require `(for-syntax racket/base syntax/for-body)`, split their body with `split-for-body`
and expand into for/fold/derived, for*/fold/derived and for/foldr/derived, used from other
modules (and re-provided through a second one), as a public program's library does. Before,
minischeme stopped at `require: unknown module: syntax/for-body`. The expected outputs and
error lines are what `racket main.rkt` printed (Racket 8.7); the last test asks Racket."""
from __future__ import annotations

import pytest

from program_runs import minischeme_run, needs_racket, racket_run

FORLIB = "#lang racket/base\n(require (for-syntax racket/base syntax/for-body) racket/match)\n(provide for/sum2 for*/filter/list for/max2 for/fold/match for/min-max for/list-rev for/count2)\n\n(define-syntax (for/sum2 stx)\n  (syntax-case stx ()\n    [(_ clauses body ... tail)\n     (with-syntax ([orig stx]\n                   [((pre-body ...) (post-body ...)) (split-for-body stx #'(body ... tail))])\n       #'(for/fold/derived orig ([acc 0]) clauses pre-body ... (+ acc (let () post-body ...))))]))\n\n(define-syntax (for*/filter/list stx)\n  (syntax-case stx ()\n    [(_ clauses body ... tail)\n     (with-syntax ([orig stx]\n                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])\n       #'(reverse (for*/fold/derived orig ([acc '()]) clauses pre ...\n                    (let ([v (let () post ...)]) (if v (cons v acc) acc)))))]))\n\n(define-syntax (for/max2 stx)\n  (syntax-case stx ()\n    [(_ clauses body ... tail)\n     (with-syntax ([orig stx]\n                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])\n       #'(for/fold/derived orig ([best -inf.0] #:result (if (eqv? best -inf.0) #f best)) clauses pre ...\n           (max best (let () post ...))))]))\n\n;; binds each element through a match pattern\n(define-syntax (for/fold/match stx)\n  (syntax-case stx ()\n    [(_ ([acc init]) ([pat seq]) body ... tail)\n     (with-syntax ([orig stx]\n                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])\n       #'(for/fold/derived orig ([acc init]) ([x seq])\n           (match-define pat x)\n           pre ...\n           (let () post ...)))]))\n\n(define-syntax (for/min-max stx)\n  (syntax-case stx ()\n    [(_ clauses body ... tail)\n     (with-syntax ([orig stx]\n                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])\n       #'(for/fold/derived orig ([lo +inf.0] [hi -inf.0] #:result (list lo hi)) clauses pre ...\n           (let ([v (let () post ...)]) (values (min lo v) (max hi v)))))]))\n\n(define-syntax (for/list-rev stx)\n  (syntax-case stx ()\n    [(_ clauses body ... tail)\n     (with-syntax ([orig stx]\n                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])\n       #'(for/foldr/derived orig ([acc '()]) clauses pre ... (cons (let () post ...) acc)))]))\n\n(define-syntax (for/count2 stx)\n  (syntax-case stx ()\n    [(_ clauses body ... tail)\n     (with-syntax ([orig stx]\n                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])\n       #'(for*/fold/derived orig ([n 0]) clauses pre ... (if (let () post ...) (add1 n) n)))]))\n"

MAIN = '#lang racket\n(require "forlib.rkt")\n(for/sum2 ([i 5]) (* i i))\n(for/sum2 ([i 10] #:when (even? i)) i)\n(for/sum2 ([i 10] #:unless (even? i)) (define sq (* i i)) sq)\n(for/sum2 ([i (in-naturals)]) #:break (> i 5) i)\n(for/sum2 ([i 10]) #:final (= i 3) (define d (* 2 i)) d)\n(for/sum2 ([x \'(1 2 3)] [y \'(10 20 30)]) (* x y))\n(for*/filter/list ([i 3] [j 3] #:when (< i j)) (and (odd? (+ i j)) (list i j)))\n(for*/filter/list ([s \'("a" "bb" "ccc")] [c s]) (and (char=? c #\\b) s))\n(for/max2 ([x \'(3 1 4 1 5)]) x)\n(for/max2 ([x \'()]) x)\n(for/fold/match ([acc 0]) ([(cons a b) \'((1 . 2) (3 . 4))]) (+ acc (* a b)))\n(for/fold/match ([acc \'()]) ([(list k v) \'((a 1) (b 2))]) #:break (eq? k \'b) (cons v acc))\n(for/min-max ([x \'(3 1 4 1 5)]) (* x 2))\n(for/list-rev ([i 4]) (* i 10))\n(for/list-rev ([i 4] #:unless (= i 2)) #:break (= i 3) i)\n(for/count2 ([i 4] [j 4]) (= i j))\n(for/sum2 ([i 3]) (for/sum2 ([j i]) (+ i j)))\n(for/sum2 ([(k v) (hash \'a 1 \'b 2)]) v)\n(for/sum2 ([i 3] #:do [(define k (* i 100))]) k)\n'

AGAIN = '#lang racket/base\n(require "forlib.rkt")\n(provide (all-from-out "forlib.rkt"))\n'

THROUGH_AGAIN = """\
#lang racket/base
(require "again.rkt")
(for/sum2 ([i 4] #:unless (= i 2)) (define d (* i 3)) d)
(for/min-max ([x (in-vector (vector 5 -2 7))]) x)
(for*/filter/list ([i 2] [c "ab"]) (and (= i 1) c))
"""

# split-for-body's error, at the keyword, named by the macro's use
MISSING_BREAK_EXPR = '#lang racket\n(require "forlib.rkt")\n(for/sum2 ([i 3]) #:break)\n'
BAD_CLAUSE = '#lang racket\n(require "forlib.rkt")\n(for/sum2 ([i 3] (j)) i)\n'

CASES = {
    "main": ({"forlib.rkt": FORLIB, "main.rkt": MAIN}, ('30\n20\n165\n15\n12\n140\n\'((0 1) (1 2))\n\'("bb" "bb")\n5.0\n#f\n14\n\'(1)\n\'(2.0 10.0)\n\'(0 10 20 30)\n\'(0 1)\n4\n6\n3\n300\n', 0, "")),
    "re-provided": ({"forlib.rkt": FORLIB, "again.rkt": AGAIN, "main.rkt": THROUGH_AGAIN},
                    ("12\n'(-2.0 7.0)\n'(#\\a #\\b)\n", 0, "")),
    "missing-break-expression": ({"forlib.rkt": FORLIB, "main.rkt": MISSING_BREAK_EXPR},
                                 ("", 1, "main.rkt:3:18: for/sum2: missing expression after #:break")),
    "bad-clause": ({"forlib.rkt": FORLIB, "main.rkt": BAD_CLAUSE},
                   ("", 1, "main.rkt:3:17: for/sum2: bad sequence binding clause")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_for_body_macros_across_modules(name, tmp_path):
    files, expected = CASES[name]
    assert minischeme_run(files, tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_expected_answers_are_racket_s(name, tmp_path):
    files, expected = CASES[name]
    assert racket_run(files, tmp_path, "main.rkt") == expected
