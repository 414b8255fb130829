"""A tail call of a module's constant procedure whose own tail calls go nowhere deeper is a
plain Python call (ir.tail_calls_bounded, codegen.Emitter.app_tail): a helper such as
`(define (valid? x y) (and ...))` called in tail position by a procedure defined after it
(`(lambda (m) (valid? ...))`) used to return a TailCall that the caller's trampoline ran
through apply_procedure. Bounded means every tail call in its body goes to a primitive, to
itself, or to an earlier constant bounded in turn, so the frames such calls keep end within
the definitions before it; anything else (mutual recursion, a procedure defined later, an
unknown procedure) still returns a TailCall, so tail calls run in constant space as
before. A direct call of a struct's constructor, predicate, accessor or mutator calls its
Python function, with no wrapper (procedures.ONE_VALUE). These programs run as modules in both back ends and must print what Racket 8.7
printed for them (recorded below, from `racket FILE`), counting the same steps both ways."""
import pytest

from minischeme.expansion import inlining

from back_end_runs import assert_prints_in_both_back_ends, generated_source  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # helpers called in tail position by later procedures, a chain of three
    """(define (in-range? x lo hi) (and (<= lo x) (< x hi)))
   (define (valid? x y n) (and (in-range? x 0 n) (in-range? y 0 n)))
   (define (moves x y n) (filter (lambda (m) (valid? (+ x (car m)) (+ y (cdr m)) n))
                                 '((1 . 2) (2 . 1) (-1 . 2) (-2 . -1))))
   (list (moves 0 0 3) (moves 2 2 3) (valid? 5 5 3))""":
        "'(((1 . 2) (2 . 1)) ((-2 . -1)) #f)\n",
    # mutual recursion a million deep still runs in constant space: neither is bounded
    """(define (ev? n) (if (= n 0) #t (od? (- n 1))))
   (define (od? n) (if (= n 0) #f (ev? (- n 1))))
   (list (ev? 1000000) (od? 777777))""":
        "'(#t #t)\n",
    # a tail call of an earlier procedure that loops on itself, a million rounds
    """(define (count-down n) (if (= n 0) 'done (count-down (- n 1))))
   (define (start n) (count-down n))
   (start 1000000)""":
        "'done\n",
    # a wrong number of arguments to a bounded procedure in tail position: Racket's error
    """(define (two a b) (+ a b))
   (define (call-one x) (two x))
   (with-handlers ([exn:fail? exn-message]) (call-one 1))""":
        '"two: arity mismatch;\\n the expected number of arguments does not match the given number\\n  expected: 2\\n  given: 1"\n',
    # several values through the direct tail call
    """(define (qr a b) (quotient/remainder a b))
   (define (split a) (qr a 7))
   (call-with-values (lambda () (split 50)) list)""":
        "'(7 1)\n",
    # a named let in the callee, and a callee that tail-calls a primitive that calls back
    """(define (sum-to n) (let loop ([i 0] [s 0]) (if (> i n) s (loop (add1 i) (+ s i)))))
   (define (via-apply f xs) (apply f xs))
   (define (both n) (list (sum-to n) (via-apply + (list n n))))
   (define (outer n) (both n))
   (outer 100)""":
        "'(5050 200)\n",
    # a struct's procedures called directly (procedures.ONE_VALUE), a subtype's instance too
    """(struct move (x y))
       (struct jump move (h))
       (define (sum-moves ms) (for/sum ([m ms]) (+ (move-x m) (move-y m))))
       (list (sum-moves (list (move 1 2) (jump 3 4 5))) (jump-h (jump 1 2 3)) (move? (jump 1 2 3)))
       (with-handlers ([exn:fail? exn-message]) (sum-moves (list (move 1 2) 'not-a-move)))""":
        "'(10 3 #t)\n\"move-x: contract violation\\n  expected: move?\\n  given: 'not-a-move\"\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_prints_what_racket_printed_and_counts_the_same_steps(src):
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


@pytest.fixture
def no_inlining(monkeypatch):
    """Small procedures' calls left as calls (expansion/inlining.py would run ok?'s and
    ev?'s bodies in place): these tests read the calls' code."""
    monkeypatch.setattr(inlining, "MAX_ATOMS", -1)


def test_a_tail_call_of_an_earlier_bounded_procedure_is_a_direct_call(no_inlining):
    code = generated_source("#lang racket\n" + "(define (ok? x) (and (> x 0) (< x 9)))\n(define (check x) (ok? (+ x 1)))")
    check = code[code.index("def f1_check"):]
    assert "return d1(" in check and "_T()" not in check


def test_a_tail_call_of_a_later_or_unbounded_procedure_is_a_tail_call(no_inlining):
    """od? is defined after ev?; ev? itself tail-calls od?, so od?'s call of ev? is not
    bounded either: both return TailCalls."""
    code = generated_source("#lang racket\n" + "(define (ev? n) (if (= n 0) #t (od? (- n 1))))\n"
                     "(define (od? n) (if (= n 0) #f (ev? (- n 1))))")
    ev, od = code[code.index("def f1_ev_"):code.index("def f1_od_")], code[code.index("def f1_od_"):]
    # a TailCall in each (in each copy of the body where it has an integer clone)
    for fn in (ev, od):
        assert fn.count("_T()") == (2 if ".__class__ is int:" in fn else 1)
    assert "return d" not in code
