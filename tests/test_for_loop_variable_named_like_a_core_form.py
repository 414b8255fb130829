"""A `for` loop whose clause binds a name the loop's lowering writes itself (`let`, `if`,
`begin`, `quote`, `set!`, `lambda` ...): the body sees the loop's variable, and the loop
still runs (a compiler course's pass loops with `(for ([let (append lets (list body))])
...)`, which stopped at '#%app: missing procedure expression'). Racket 8.7 printed the
recordings."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402

CASES = {
    'clause_identifiers_in_every_kind_of_loop': (
        '(define (f lets)\n  (for ([let lets]) (display let))\n  (newline))\n(f \'(1 2 3))\n(for/list ([if \'(1 2)] [x \'(a b)]) (list if x \'if `(if ,if)))\n(for*/list ([begin \'(1 2)] [y (list begin 10)] #:when (odd? begin)) (cons begin y))\n(for/fold ([acc 0]) ([set! \'(1 2 3)]) (+ acc set!))\n(for ([(lambda v) (in-hash (hash \'k 1))]) (printf "~a ~a\\n" lambda v))\n(define lets \'(a b))\n(define (insert-lets lets body)\n  (define r \'placeholder)\n  (for ([let (append lets `(,body))]) (set! r (list r let)))\n  r)\n(insert-lets \'(x y) \'z)\n(for/sum ([quote \'(1 2 3)]) quote)\n',
        "123\n'((1 a if (if 1)) (2 b if (if 2)))\n'((1 . 1) (1 . 10))\n6\nk 1\n'(((placeholder x) y) z)\n6\n"),
    'folds_lists_and_vectors': (
        '(for/foldr ([acc (quote ())]) ([if (list 1 2)]) (cons if acc))\n(for/lists (a b) ([let (list 1 2)]) (values let (* 2 let)))\n(for/vector #:length 2 ([if (list 5 6)]) (+ if 1))\n',
        "'(1 2)\n'(1 2)\n'(2 4)\n'#(6 7)\n"),
    'guards_and_later_clauses': (
        '(for*/list ([let 2] #:when (odd? let) [if (list let)]) (+ if let))\n(for/list ([x 2] [let (quote (a b))] #:when let) (list x let))\n',
        "'(2)\n'((0 a) (1 b))\n"),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
