"""A pair consed onto a variable that surely holds a proper list starts one: no test.

`(cons x acc)` takes its ``listp`` from ``acc`` (codegen.Emitter.new_pair). Where every
value ``acc`` can get is a proper list ('(), a cons onto one, a list-making primitive of
Racket's: proper_lists.py), the generator writes that the new pair starts a list instead of
testing ``acc``. A variable that may get anything else (an argument, an improper `append`,
a `set!` to a dotted pair) is still tested. The programs below must print what Racket 8.7
printed (recorded from `racket FILE`), `list?` included, in both back ends, counting the
same steps."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, generated_source  # noqa: E402

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    "(define (digits n) (let loop ([n n] [acc '()]) (if (= n 0) acc (loop (quotient n 10) (cons (remainder n 10) acc)))))\n(list (digits 9876543210) (list? (digits 42)) (digits 0))":
        "'((9 8 7 6 5 4 3 2 1 0) #t ())\n",
    '(define (build n) (let loop ([i 0] [acc (list)]) (if (= i n) (reverse acc) (loop (add1 i) (cons (* i i) acc)))))\n(build 6)\n(list? (cdr (build 3)))':
        "'(0 1 4 9 16 25)\n#t\n",
    "(define (onto x) (let loop ([i 2] [acc x]) (if (= i 0) acc (loop (sub1 i) (cons i acc)))))\n(list (onto 5) (list? (onto 5)) (onto '(9)) (list? (onto '(9))))":
        "'((1 2 . 5) #f (1 2 9) #t)\n",
    "(define (app x) (let loop ([i 2] [acc (append '(1) x)]) (if (= i 0) acc (loop (sub1 i) (cons i acc)))))\n(list (app 7) (list? (app 7)) (app '(8)) (list? (app '(8))))":
        "'((1 2 1 . 7) #f (1 2 1 8) #t)\n",
    "(define (mixed flag) (let loop ([i 2] [acc (if flag '() 'end)]) (if (= i 0) acc (loop (sub1 i) (cons i acc)))))\n(list (mixed #t) (list? (mixed #t)) (mixed #f) (list? (mixed #f)))":
        "'((1 2) #t (1 2 . end) #f)\n",
    '(define (from-prims s) (let* ([a (string->list s)] [b (cons #\\z (reverse a))] [c (cons 0 (map char->integer b))]) (list b (list? b) c (list? c) (length c))))\n(from-prims "abc")':
        "'((#\\z #\\c #\\b #\\a) #t (0 122 99 98 97) #t 5)\n",
    "(define (set-later) (define acc '()) (for ([i 3]) (set! acc (cons i acc))) (set! acc (cons 'x 'y)) (list acc (list? acc) (list? (cons 1 acc))))\n(set-later)":
        "'((x . y) #f #f)\n",
    "(define (sorted-sq lst) (define (go l acc) (if (null? l) (sort acc <) (go (cdr l) (cons (* (car l) (car l)) acc)))) (go lst '()))\n(sorted-sq '(3 -1 2))":
        "'(1 4 9)\n",
}


@pytest.mark.parametrize("src", PROGRAMS, ids=range(len(PROGRAMS)))
def test_prints_what_racket_prints_in_both_back_ends(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def _source(k: int) -> str:
    return generated_source("#lang racket\n" + list(PROGRAMS)[k])


def test_cons_onto_an_accumulator_of_lists_tests_nothing() -> None:
    for k in (0, 1, 7):
        code = _source(k)
        assert ".listp = True\n" in code and ".listp = True if" not in code, k


def test_cons_onto_what_may_not_be_a_list_is_tested() -> None:
    for k in (2, 3, 4, 6):
        assert ".listp = True if" in _source(k), k
