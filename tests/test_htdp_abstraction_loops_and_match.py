"""2htdp/abstraction, HtDP 2e's loops and pattern matching for the teaching languages
(found by correctness sweep 14: HtDP exercises of Intermezzo 3): `for/list`, `for*/list`,
`for/sum`, `for/and`, `for/or` over lists and natural numbers, `in-range`, and `match`
(racket/match, only once the library is required). Each case: the program, and (stdout,
exit code, first stderr line) as Racket 8.7 gave them."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'loops': ("#lang htdp/isl+\n(require 2htdp/abstraction)\n(for/list ([i 3]) (* i i))\n(for*/list ([i 2] [j (list 'a 'b)]) (list i j))\n(for/sum ([x (list 1 2 3)]) x)\n(for/and ([x (list 1 2)]) (< x 3))\n(for/or ([x (list 1 2)]) (> x 3))\n(for/list ([i (in-range 1 7 2)]) i)\n",
        ("(list 0 1 4)\n(list (list 0 'a) (list 0 'b) (list 1 'a) (list 1 'b))\n6\n#true\n#false\n(list 1 3 5)\n", 0, '')),
    'match': ('#lang htdp/isl+\n(require 2htdp/abstraction)\n(define-struct p (x y))\n(define (f v) (match v [(? number?) \'num] [(p a b) (+ a b)] [(cons a b) a] [_ \'other]))\n(list (f 1) (f (make-p 1 2)) (f (list 5 6)) (f "s"))\n',
        ("(list 'num 3 5 'other)\n", 0, '')),
    'match_needs_the_library': ('#lang htdp/isl+\n(match 1 [1 2])\n',
        ('', 1, 'main.rkt:2:1: match: this function is not defined')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
