"""`(list a b c)` of one to eight elements in compiled code fills fresh Pairs' slots from
the last (codegen.Emitter.new_list), as `cons` does (new_pair), rather than calling
make_pair three times (a Python call each): a loop collecting `(list a b len)` tuples
spent a fifth of its time there. The pairs are proper lists at once (list? walks
nothing), new at every call (not eq?), and the operands run in order; nine or more
elements go to the primitive. Racket's answers recorded from `racket FILE`."""
from __future__ import annotations

from back_end_runs import generated_function, generated_source, run_counting_steps  # noqa: E402

PROGRAM = """(define (f a b c) (list a b c))
(define (g a) (let ([x (list a)]) (list x (list? x) (length x))))
(define (h) (list (begin (display "1") 1) (begin (display "2") 2) (values 3)))
(define (k a) (list a a a a a a a a a))
(define (m a) (list 1 2 3 4 5 6 7 8))
(list (f 1 2 3) (g 'q) (h) (k 0) (m 0) (list? (f 1 2 3)) (eq? (f 1 2 3) (f 1 2 3))
      (equal? (f 1 2 3) '(1 2 3)))
(define (bad) (list (values 1 2) 3))
(with-handlers ([exn:fail? exn-message]) (bad))"""


def test_prints_what_racket_printed_in_both_back_ends_with_the_same_steps() -> None:
    fast = run_counting_steps(PROGRAM, True)
    assert fast[:2] == ("12'((1 2 3) ((q) #t 1) (1 2 3) (0 0 0 0 0 0 0 0 0) (1 2 3 4 5 6 7 8) #t #f #t)\n"
                        "\"result arity mismatch;\\n expected number of values not received\\n"
                        "  expected: 1\\n  received: 2\"\n", None)
    assert run_counting_steps(PROGRAM, False) == fast


def test_the_pairs_are_made_in_place() -> None:
    code = generated_source("#lang racket\n" + PROGRAM)
    f = generated_function(code, "f")
    assert "_cons(" not in f and f.count("= _Pair()") == 3 and f.count(".listp = True") == 3
    assert f.index(".cdr = _NIL") < f.index(".car = v2_a")     # the last pair first
