"""`match` lowered into straight-line tests (issue 14): inside a procedure, `match`,
`match*`, `match-lambda`, `match-let` and `match-define` become nested `if`s whose tests are
the pattern's checks (pair?, eq? with a quoted symbol, a predicate's call ...), whose "then"
binds the pattern variables to accessors of the value around the body, and whose "else" is
the next clause (match.lower_match). These cases exercise every kind of pattern the lowering
writes out, the ones it leaves to the closure matchers (ellipses), and the semantics that
must not change: Racket's no-match error, one evaluation of the value, `#:when`, `(=> id)`,
`or` patterns, tail position.

Each case is a `#lang racket` program and what Racket 8.7 prints for it (each top-level value
on its own line, then `ERROR: message`); `test_racket_agrees` re-checks them with `racket`.
"""
from __future__ import annotations

import pytest

from minischeme.compilation import codegen
from test_match import assert_racket_agrees, requires_racket, run, run_shallow
from test_primitive_fast_paths import generated_source

CASES = [
    ('quasipatterns_of_an_interpreter', r"""
(define (ev e env)
  (match e
    [(? number?) e]
    [(? symbol?) (cdr (assq e env))]
    [`(+ ,a ,b) (+ (ev a env) (ev b env))]
    [`(if ,c ,t ,f) (if (ev c env) (ev t env) (ev f env))]
    [`(let ([,x ,v]) ,body) (ev body (cons (cons x (ev v env)) env))]
    [`(,f . ,args) (list 'call f args)]))
(ev '(let ([x 5]) (+ x (if 0 1 2))) '())
(ev '(g 1 2) '())
(ev '(+ 1) '())
(ev '(let ([x 1] [y 2]) x) '())""",
     "6\n'(call g (1 2))\n'(call + (1))\n'(call let (((x 1) (y 2)) x))"),
    ('nested_list_patterns', r"""
(define (f v) (match v [(list a (list b c) (list d (list e))) (list e d c b a)] [(list (list x) ...) x] [_ 'no]))
(f '(1 (2 3) (4 (5))))
(f '(1 (2 3) (4 5)))
(f '((1) (2) (3)))
(f '(1 (2 3) (4 (5)) 6))""",
     "'(5 4 3 2 1)\n'no\n'(1 2 3)\n'no"),
    ('dotted_tails_list_rest_and_cons', r"""
(define (f v) (match v [`(,a ,b . ,rest) (list a b rest)] [(list-rest x more) (list 'one x more)] [(cons p q) (list p q)] [_ 'none]))
(f '(1 2 3 4))
(f '(1 2))
(f '(1 . 2))
(f '(1))
(f 5)
(match '(1 2 3) [(list* a b) (list a b)])""",
     "'(1 2 (3 4))\n'(1 2 ())\n'(one 1 2)\n'(one 1 ())\n'none\n'(1 (2 3))"),
    ('predicate_with_and_without_a_subpattern', r"""
(define (f v) (match v [(? string?) 'str] [(? number? (? positive? n)) (list 'pos n)] [(? number? n) (list 'num n)] [(? (lambda (x) (and (pair? x) (null? (cdr x)))) (list y)) (list 'single y)] [_ 'other]))
(list (f "a") (f 3) (f -3) (f '(7)) (f '(7 8)) (f 'q))""",
     "'(str (pos 3) (num -3) (single 7) other other)"),
    ('struct_patterns_and_subtypes_and_too_few_fields', r"""
(struct pt (x y))
(struct pt3 pt (z))
(define (f v) (match v [(pt3 a b c) (list 'three a b c)] [(pt 0 y) (list 'on-axis y)] [(pt x y) (list x y)] [(struct pt (x)) 'never] [_ 'not-a-pt]))
(list (f (pt 0 5)) (f (pt 1 2)) (f (pt3 1 2 3)) (f 5))""",
     'ERROR: match: insufficient number of fields for structure pt: expected 2 but got 1; missing fields (pt-y)\n  at: (x)\n  in: (struct pt (x))'),
    ('struct_keyword_pattern_matches_subtypes', r"""
(struct pt (x y))
(struct pt3 pt (z))
(define (g v) (match v [(struct pt (x y)) (+ x y)] [_ #f]))
(list (g (pt 1 2)) (g (pt3 1 2 3)) (g 'x))""",
     "'(3 3 #f)"),
    ('when_guard_falls_through_to_the_next_clause', r"""
(define (f v) (match v [(list a b) #:when (> a b) (list 'desc a b)] [(list a b) #:when (= a b) 'same] [(list a b) (list 'asc a b)] [x #:when (symbol? x) 'sym] [_ 'other]))
(list (f '(2 1)) (f '(1 1)) (f '(1 2)) (f 'q) (f 4))""",
     "'((desc 2 1) same (asc 1 2) sym other)"),
    ('failure_procedure_goes_on_with_the_next_clause', r"""
(define (f v) (match v [(list (? number? n) more ...) (=> skip) (if (> n 3) (skip) (list 'small n more))] [(list x _ ...) #:when (number? x) (list 'big x)] [_ 'other]))
(list (f '(1 2)) (f '(5 6)) (f 'z))
(define (g v) (match v [(? number? n) (=> next) (define d (* 2 n)) (if (> d 10) (next) d)] [_ 'too-big]))
(list (g 2) (g 9) (g 'q))""",
     "'((small 1 (2)) (big 5) other)\n'(4 too-big too-big)"),
    ('or_patterns_binding_the_same_variables', r"""
(define (f v) (match v [(or (list 1 x) (list x 1)) (list 'one x)] [(or (cons 'a (? number? x)) (vector x _)) (list 'two x)] [(or 'p 'q) 'pq] [_ 'no]))
(list (f '(1 5)) (f '(5 1)) (f '(a . 3)) (f (vector 9 8)) (f 'q) (f '(2 2)))""",
     "'((one 5) (one 5) (two 3) (two 9) pq no)"),
    ('no_match_error_prints_the_list_as_racket', r"""
(match (list 1 "two" #\3 'four 5.0 (vector 6)) [(list a) a])""",
     'ERROR: match: no matching clause for \'(1 "two" #\\3 four 5.0 #(6))'),
    ('no_match_error_prints_an_opaque_struct', r"""
(struct pt (x y))
(match (pt 1 2) [(list a) a])""",
     'ERROR: match: no matching clause for #<pt>'),
    ('no_match_error_in_a_procedure', r"""
(define (f v) (match v [(? number?) 1]))
(f (list (cons 1 2) "s" (box 3)))""",
     'ERROR: match: no matching clause for \'((1 . 2) "s" #&3)'),
    ('match_star_no_match_error_shows_all_values', r"""
(match* (1 '(2)) [(1 (list)) 'a] [(2 _) 'b])""",
     "ERROR: match*: no matching clause for '(1 (2))"),
    ('match_lambda_no_match_error', r"""
(define f (match-lambda [(list a) a]))
(f '(1 2))""",
     "ERROR: match-lambda: no matching clause for '(1 2)"),
    ('match_define_no_match_error', r"""
(match-define (list a b) '(1 2 3))""",
     "ERROR: match-define: no matching clause for '(1 2 3)"),
    ('match_let_no_match_error', r"""
(match-let ([(list a) '(1 2)]) a)""",
     "ERROR: match-let: no matching clause for '(1 2)"),
    ('match_in_tail_position_a_million_times', r"""
(define (loop n acc) (match n [0 acc] [(? even?) (loop (- n 1) (+ acc 1))] [_ #:when (> n 0) (loop (- n 1) acc)]))
(loop 1000000 0)""",
     '500000'),
    ('value_is_evaluated_once', r"""
(define n 0)
(define (next!) (set! n (+ n 1)) (list n n))
(match (next!) [(list 5 _) 'no] [(list a b c) 'no] [(list a b) (list a b n)])""",
     "'(1 1 1)"),
    ('repeated_variable_not_and_app_and_equal_patterns', r"""
(define (f v) (match v [(list a a) (list 'twice a)] [(list (and x (? number?)) (not 0)) (list 'num x)] [(list (? list? (app length 2)) (== 'k)) 'app] [(list _ _) 'pair] [_ 'other]))
(list (f '(1 1)) (f '((1) (1))) (f '(3 4)) (f '(3 0)) (f '((a b) k)) (f '(x y)) (f 5))""",
     "'((twice 1) (twice (1)) (num 3) pair app pair other)"),
    ('literal_patterns', r"""
(define (f v) (match v ["a" 'str] [#\b 'chr] [2.5 'flo] [#f 'false] ['() 'nil] ['(1 (2)) 'quoted] [10000000000000000000000 'big] [1 'one] ['sym 'symbol] [_ 'other]))
(map f (list "a" #\b 2.5 #f '() '(1 (2)) 10000000000000000000000 1 1.0 'sym "b"))""",
     "'(str chr flo false nil quoted big one other symbol other)"),
    ('vector_and_box_patterns_and_a_guard_that_mutates', r"""
(define (f v) (match v [(vector a b) (list 'vec a b)] [(box (list x)) (list 'box x)] [(vector a ...) (list 'vec* a)] [_ 'other]))
(list (f (vector 1 2)) (f (box '(3))) (f (vector 1 2 3)) (f (box 4)))
(define v (vector 1))
(match v [(vector a) #:when (begin (vector-set! v 0 99) #t) a])
v""",
     "'((vec 1 2) (box 3) (vec* (1 2 3)) other)\n1\n'#(99)"),
    ('pattern_expressions_see_the_match_scope', r"""
(define x 10)
(match 5 [(? (lambda (v) (< v x)) x) x])
(match '(1 2) [(list car cdr) (list cdr car)])
(define a 'outer)
(match 1 [(list a) a] [_ a])
(define (f p) (match p [(list a) (lambda () a)]))
(list ((f '(1))) ((f '(2))))""",
     "5\n'(2 1)\n'outer\n'(1 2)"),
    ('match_star_match_let_match_lambda_star_match_define', r"""
(define (f a b) (match* (a b) [((? number?) (? number?)) (+ a b)] [((list x) (list y)) (list x y)] [(_ _) 'other]))
(list (f 1 2) (f '(1) '(2)) (f 1 'x))
(define (g p) (match-let ([(list x y) p] [(cons z _) p]) (list x y z)))
(g '(1 2))
(define (h p) (match-let* ([(list x y) p] [(list z) (list (+ x y))]) z))
(h '(3 4))
(define k (match-lambda* [(list a b) (list b a)] [_ 'other]))
(list (k 1 2) (k 1))
(define (m p) (match-define (list q (vector r)) p) (list r q))
(m (list 1 (vector 2)))""",
     "'(3 (1 2) other)\n'(1 2 1)\n7\n'((2 1) other)\n'(2 1)"),
    ('match_in_non_tail_position_with_definitions', r"""
(define (f v) (+ 1 (match v [(list a) (define b (* a 2)) b] [_ 0])))
(list (f '(5)) (f 'x))""",
     "'(11 1)"),
    ('guard_that_assigns_a_variable_leaves_it_for_the_body', r"""
(match 1 [x #:when (begin (set! x 5) #t) x])
(match '(1 2) [(list x y) #:when (begin (set! x (+ x y)) (> x 2)) (list x y)] [_ 'no])
(match '(1 2) [(list x y) #:when (begin (set! x (+ x y)) (> x 5)) (list x y)] [(list x y) (list 'second x y)])
(define (f v) (match v [(list x y) #:when (begin (set! y 0) #t) (list x y)]))
(f '(3 4))
(define (g v) (match v [(list x ... y) #:when (begin (set! y (length x)) #t) (list x y)]))
(g '(7 8 9))
(define (h v) (match v [(vector a) #:when (begin (set! a (* a 10)) #t) a]))
(h (vector 4))""",
     "5\n'(3 2)\n'(second 1 2)\n'(3 0)\n'((7 8) 2)\n40"),
    ('last_pair_clauses_share_one_pair_test', r"""
(define (f v) (match v [(? number?) 'num] [`(a ,x) (list 'a x)] [(cons 'b rest) #:when (null? rest) 'b-alone] [(cons 'b rest) (list 'b rest)] [`(,h . ,t) (list 'other h t)]))
(list (f 1) (f '(a 2)) (f '(b)) (f '(b 1 2)) (f '(c . d)))
(define (g v) (match v [`(a ,x) (list 'a x)] [(list 'b y) (list 'b y)]))
(with-handlers ([exn:fail? exn-message]) (g 'z))
(with-handlers ([exn:fail? exn-message]) (g '(c 1)))
(g '(b 2))""",
     '\'(num (a 2) b-alone (b (1 2)) (other c d))\n"match: no matching clause for \'z"\n"match: no matching clause for \'(c 1)"\n\'(b 2)'),
]


def _long_list_pattern(n: int) -> str:
    names = " ".join(f"a{i}" for i in range(n))
    return (f"(define (f v) (match v [(list {names}) (+ a0 a{n - 1})] [_ 'no]))\n"
            f"(f (list {' '.join(str(i) for i in range(n))}))\n(f 1)")


def _many_clauses(n: int, pred: str) -> str:
    clauses = " ".join(f"[(list 'k{i} (? {pred} x)) (list {i} x)]" for i in range(n))
    return (f"(define (p? x) (number? x))\n(define (f v) (match v {clauses} [_ 'no]))\n"
            f"(f '(k{n - 1} 1))\n(f '(k3 2))\n(f 1)")


# patterns too big for one Python condition (Python's limits on nesting): the clause keeps
# the matchers, or the whole match its table, and the procedure stays generated
BIG = [(_long_list_pattern(120), "119\n'no"), (_many_clauses(60, "number?"), "'(59 1)\n'(3 2)\n'no"),
       (_many_clauses(40, "p?"), "'(39 1)\n'(3 2)\n'no")]


def test_very_long_patterns_and_many_clauses_stay_on_the_generated_path() -> None:
    before = dict(codegen.FALLBACKS)
    assert [run(source) for source, _ in BIG] == [expected for _, expected in BIG]
    assert dict(codegen.FALLBACKS) == before


@requires_racket
def test_racket_agrees_on_the_big_patterns() -> None:
    assert_racket_agrees(BIG)


@pytest.mark.parametrize("name, source, expected", CASES, ids=[n for n, _, _ in CASES])
def test_lowered_match(name: str, source: str, expected: str) -> None:
    assert run(source) == expected


@requires_racket
def test_racket_agrees() -> None:
    """Every expectation above is what Racket 8.7 itself prints."""
    assert_racket_agrees([(source, expected) for _, source, expected in CASES])


def test_every_case_stays_on_the_generated_path() -> None:
    """No procedure of these programs is left to the closure compiler."""
    before = dict(codegen.FALLBACKS)
    for _, source, _ in CASES:
        run(source)
    assert dict(codegen.FALLBACKS) == before


def test_tail_loop_through_match_runs_in_constant_stack() -> None:
    src = ("(define (loop n acc) (match n [0 acc] [(? even?) (loop (- n 1) (+ acc 1))] "
           "[`(,a . ,b) 'pair] [_ #:when (> n 0) (loop (- n 1) acc)]))\n(loop 1000000 0)")
    assert run_shallow(src) == "500000"
    src = ("(define loop (match-lambda* [(list 0 acc) acc] [(list n acc) (loop (- n 1) (+ acc n))]))\n"
           "(loop 1000000 0)")
    assert run_shallow(src) == "500000500000"


def test_quasipattern_clauses_make_no_closure_and_no_list_at_a_match() -> None:
    """The tests are inlined into one condition per clause; the variables are read from the
    value; nothing is called to match, and nothing allocated."""
    source = generated_source("#lang racket\n(define (ev e)\n  (match e\n    [(? number?) e]\n"
                              "    [`(+ ,a ,b) (list a b)]\n    [`(,f . ,args) f]))\n")
    body = source.split("def f1_ev", 1)[1]
    assert ".__class__ is _Pair" in body and ").car" in body
    inner = body.split("return _MC(")[0]
    assert "_C(" not in inner and "_MC(" not in inner   # no procedure made inside
    assert "_apply(" not in body and "[0] ==" not in body
    assert body.count("def ") == 0
    assert body.count("__class__ is _Pair") == 3   # e itself once, for both clauses
