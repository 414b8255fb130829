"""racket/match's `(struct id _)`: an instance of the structure type id (or a subtype),
whatever its fields (match_patterns.py; the lowering leaves it to the matchers). Found by a
fresh public program (hashimmm/adventofcode, 2016 day 10). Recorded from Racket 8.7 (stdout,
exit code, first stderr line); checked against it where racket is installed."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'any_fields_of_the_type_and_its_subtypes': ("#lang racket\n(struct bda (a b) #:transparent)\n(struct sub bda (c))\n(struct other (x))\n(define (f v) (match v [(struct bda _) 'bda] [(struct other _) 'other] [_ 'none]))\n(list (f 5) (f (bda 1 2)) (f (sub 1 2 3)) (f (other 1)))\n(match (list (bda 1 2)) [(list (struct bda _)) 'in-list] [_ 'no])\n(define (g v) (match v [(struct bda (x _)) x] [_ 'none]))\n(g (sub 7 8 9))\n",
        ("'(none bda bda other)\n'in-list\n7\n", 0, '')),
    'any_fields_of_an_opaque_struct': ("#lang racket\n(struct p (x y))\n(match (p 1 2) [(struct p _) 'p] [_ 'no])\n(match 'q [(struct p _) 'p] [_ 'no])\n",
        ("'p\n'no\n", 0, '')),
    'any_fields_in_match_define_and_lambda': ('#lang racket\n(struct p (x y) #:transparent)\n(define (h . vs) (for/list ([v vs]) (match v [(struct p _) v] [(? number? n) (* n 2)])))\n(h 1 (p 1 2) 3)\n',
        ('(list 2 (p 1 2) 6)\n', 0, '')),
    'a_name_for_the_fields_is_improper': ('#lang racket\n(struct bda (a b))\n(match (bda 1 2) [(struct bda x) x] [_ 2])\n',
        ('', 1, 'main.rkt:3:30: match: improper syntax for struct pattern')),
}

test_minischeme_runs_it_as_racket_did, test_racket_answers_as_recorded = case_tests(CASES, "main.rkt")
