"""`hash-update` of an immutable table with a primitive or a procedure translated to Python
taking one argument calls its function at once, the key's image taken once, as `hash-update!`
does (issue 29: bench/fresh19's sk17_d22 programs update an immutable grid keyed by structs
at every step; the general path checked the procedure's arity twice and went through
`call`). What Racket prints stays the same: the older version keeps its value, a failure
thunk or value, a missing key's error, two values returned; both back ends print the same and
count the same steps. Racket 8.7's output, recorded from `racket`; the differential case
hash_update_immutable has more (case-lambda, optional and rest arguments, bad procedures)."""
from __future__ import annotations

from tests.back_end_runs import run_counting_steps

PROGRAM = '(struct posn (x y) #:transparent)\n(define g (for/fold ([g (hash)]) ([i 30]) (hash-update g (posn (modulo i 4) (modulo i 3)) (lambda (v) (cons i v)) \'())))\n(hash-ref g (posn 1 1))\n(hash-count g)\n(define c (for/fold ([c (hash)]) ([ch (in-string "mississippi")]) (hash-update c ch add1 0)))\n(sort (hash->list c) char<? #:key car)\n(define v0 (hash \'k 0))\n(define v1 (hash-update v0 \'k add1))\n(list v0 v1 (hash-update v1 \'k (lambda (x) (* 10 x))))\n(hash-update (hash \'a \'(1 2)) \'a (lambda (l) (apply + l)))\n(hash-update (hash \'a 1) \'b add1 (lambda () 100))\n(with-handlers ([exn:fail? exn-message]) (hash-update (hash) (posn 1 2) add1))\n(with-handlers ([exn:fail? exn-message]) (hash-update (hash \'a 1) \'a (lambda (x) (values 1 2))))\n'

RACKET = '\'(25 13 1)\n12\n\'((#\\i . 4) (#\\m . 1) (#\\p . 2) (#\\s . 4))\n\'(#hash((k . 0)) #hash((k . 1)) #hash((k . 10)))\n\'#hash((a . 3))\n\'#hash((a . 1) (b . 101))\n"hash-update: no value found for key: (posn 1 2)"\n"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2"\n'


def test_hash_update_of_an_immutable_table_gives_rackets_answers() -> None:
    printed, error, _ = run_counting_steps(PROGRAM, True)
    assert error is None
    assert printed == RACKET


def test_both_back_ends_print_the_same_and_count_the_same_steps() -> None:
    assert run_counting_steps(PROGRAM, False) == run_counting_steps(PROGRAM, True)
