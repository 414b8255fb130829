"""prop:equal+hash and `#:methods gen:equal+hash`: equal? on two instances whose types
have the property from the same binding (a subtype's instance and its parent's too) runs
the equal-proc; equal?-based hash tables, sets, member, assoc, remove-duplicates ... hash
with the hash-proc, so equal instances meet; the property's errors. Each program's output
recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, prints_as_recorded, racket_run  # noqa: E402

# name: (the program after #lang racket, what Racket 8.7 prints)
CASES = {
    'equal_uses_the_equal_proc': (
        '(struct pt (x y)\n  #:methods gen:equal+hash\n  [(define (equal-proc a b recur) (recur (pt-x a) (pt-x b)))\n   (define (hash-proc a recur) (recur (pt-x a)))\n   (define (hash2-proc a recur) 1)])\n(equal? (pt 1 2) (pt 1 3))\n(equal? (pt 1 2) (pt 2 2))\n(equal? (pt 1 2) 5)\n(equal? 5 (pt 1 2))\n(equal? (list (pt 1 2) \'a) (list (pt 1 3) \'a))\n(equal? (vector (pt 1 2)) (vector (pt 1 9)))\n(equal? (box (pt 1 2)) (box (pt 1 9)))\n(eq? (pt 1 2) (pt 1 2))\n(eqv? (pt 1 2) (pt 1 2))\n(equal? (pt (list 1 2) 0) (pt (list 1 2) 5))\n(struct logged (x)\n  #:methods gen:equal+hash\n  [(define (equal-proc a b recur) (printf "compare ~a ~a\\n" (logged-x a) (logged-x b)) (= (logged-x a) (logged-x b)))\n   (define (hash-proc a recur) 1)\n   (define (hash2-proc a recur) 1)])\n(define l (logged 1))\n(equal? l l)\n(equal? l (logged 1))\n(equal? (logged 1) (logged 2))\n',
        '#t\n#f\n#f\n#f\n#t\n#t\n#t\n#f\n#f\n#t\n#t\ncompare 1 1\n#t\ncompare 1 2\n#f\n'),
    'only_instances_of_the_same_binding': (
        '(struct pt (x y)\n  #:methods gen:equal+hash\n  [(define (equal-proc a b recur) (recur (pt-x a) (pt-x b)))\n   (define (hash-proc a recur) (recur (pt-x a)))\n   (define (hash2-proc a recur) 1)])\n(struct sub pt (z))\n(equal? (sub 1 2 3) (pt 1 2))\n(equal? (pt 1 2) (sub 1 9 9))\n(equal? (sub 1 2 3) (sub 1 5 6))\n(struct same (x y)\n  #:methods gen:equal+hash\n  [(define (equal-proc a b recur) #t)\n   (define (hash-proc a recur) 1)\n   (define (hash2-proc a recur) 1)])\n(equal? (same 1 2) (pt 1 2))\n(equal? (pt 1 2) (same 1 2))\n(struct tq (x) #:transparent #:property prop:equal+hash (list (lambda (a b r) #t) (lambda (a r) 1) (lambda (a r) 1)))\n(equal? (tq 1) (tq 2))\n(tq 1)\n',
        '#t\n#t\n#t\n#f\n#f\n#t\n(tq 1)\n'),
    'hash_tables_sets_and_lists': (
        '(struct pt (x y)\n  #:methods gen:equal+hash\n  [(define (equal-proc a b recur) (recur (pt-x a) (pt-x b)))\n   (define (hash-proc a recur) (recur (pt-x a)))\n   (define (hash2-proc a recur) 1)])\n(define h (make-hash))\n(hash-set! h (pt 1 2) \'a)\n(hash-ref h (pt 1 9) #f)\n(hash-set! h (pt 1 3) \'b)\n(hash-count h)\n(hash-ref h (pt 1 0))\n(hash-ref h (pt 2 0) \'none)\n(hash-remove! h (pt 1 7))\n(hash-count h)\n(define ih (hash (pt 1 2) \'x (pt 2 2) \'y))\n(hash-count ih)\n(hash-ref ih (pt 2 5))\n(hash-has-key? (hash-set ih (pt 1 9) \'z) (pt 1 0))\n(hash-ref (hash-set ih (pt 1 9) \'z) (pt 1 0))\n(set-count (set (pt 1 1) (pt 1 2) (pt 2 2)))\n(set-member? (set (pt 1 1)) (pt 1 5))\n(length (remove-duplicates (list (pt 1 1) (pt 1 2) (pt 2 2))))\n(member (pt 1 5) (list (pt 0 0) (pt 1 7)))\n(assoc (pt 3 0) (list (cons (pt 2 0) \'two) (cons (pt 3 9) \'three)))\n(index-of (list (pt 0 0) (pt 1 1)) (pt 1 8))\n(hash-ref (hash (list (pt 1 2) \'k) \'in-a-list) (list (pt 1 3) \'k) #f)\n(= (equal-hash-code (pt 1 2)) (equal-hash-code (pt 1 3)))\n(check-duplicates (list (pt 5 1) (pt 6 1) (pt 5 2)))\n(struct ci (s)\n  #:property prop:equal+hash\n  (list (lambda (a b recur) (string-ci=? (ci-s a) (ci-s b)))\n        (lambda (a recur) (recur (string-downcase (ci-s a))))\n        (lambda (a recur) 1)))\n(define words (make-hash))\n(for ([w \'("Apple" "apple" "APPLE" "pear")]) (hash-update! words (ci w) add1 0))\n(sort (hash-values words) <)\n(group-by (lambda (x) x) (list (ci "a") (ci "b") (ci "A")))\n',
        "'a\n1\n'b\n'none\n0\n2\n'y\n#t\n'z\n2\n#t\n2\n'(#<pt>)\n'(#<pt> . three)\n1\n'in-a-list\n#t\n#<pt>\n'(1 3)\n'((#<ci> #<ci>) (#<ci>))\n"),
    'errors': (
        "(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(define ns (make-base-namespace))\n(try (lambda () (eval '(struct b (a) #:property prop:equal+hash 5) ns)))\n(try (lambda () (eval '(struct b (a) #:property prop:equal+hash (list (lambda (a b c) 1) (lambda (a b) 1))) ns)))\n(try (lambda () (eval '(struct b (a) #:methods gen:equal+hash [(define (equal-proc a b r) #t) (define (hash-proc a r) 1)]) ns)))\nprop:equal+hash\n",
        "guard-for-prop:equal+hash: contract violation\n  expected: (or/c (list/c (procedure-arity-includes/c 4)\n                          (procedure-arity-includes/c 3)\n                  (list/c (procedure-arity-includes/c 3)\n                          (procedure-arity-includes/c 2)\n                          (procedure-arity-includes/c 2))\n  given: 5\nguard-for-prop:equal+hash: contract violation\n  expected: (or/c (list/c (procedure-arity-includes/c 4)\n                          (procedure-arity-includes/c 3)\n                  (list/c (procedure-arity-includes/c 3)\n                          (procedure-arity-includes/c 2)\n                          (procedure-arity-includes/c 2))\n  given: '(#<procedure> #<procedure>)\nguard-for-prop:gen:equal+hash: contract violation\n  expected: (vector/c (procedure-arity-includes/c 3)\n                      (procedure-arity-includes/c 2)\n                      (procedure-arity-includes/c 2))\n  given: '#(#<procedure:equal-proc> #<procedure:hash-proc> #f)\n#<struct-type-property:equal+hash>\n"),
    'hash_codes_are_the_procedures_answers': (
        "(struct pt (x y)\n  #:methods gen:equal+hash\n  [(define (equal-proc a b recur) (recur (pt-x a) (pt-x b)))\n   (define (hash-proc a recur) (+ 7 (pt-x a)))\n   (define (hash2-proc a recur) (* 3 (pt-x a)))])\n(equal-hash-code (pt 1 2))\n(equal-secondary-hash-code (pt 5 2))\n(struct bad (x) #:property prop:equal+hash (list (lambda (a b r) #t) (lambda (a r) 'x) (lambda (a r) 1)))\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (equal-hash-code (bad 1)))\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (hash-ref (hash (bad 1) 1) (bad 2) #f))\n",
        "8\n15\nequal-hash-code: hash procedure returned a value other than an exact integer\n  result: 'x\nequal-hash-code: hash procedure returned a value other than an exact integer\n  result: 'x\n"),
}



@pytest.mark.parametrize("name", CASES)
def test_minischeme_prints_what_racket_prints(name: str, tmp_path: Path) -> None:
    assert prints_as_recorded(minischeme_run, *CASES[name], tmp_path)


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_the_recordings_are_racket_s(name: str, tmp_path: Path) -> None:
    assert prints_as_recorded(racket_run, *CASES[name], tmp_path)
