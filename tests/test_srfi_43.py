"""srfi/43's vector procedures (primitives/srfi_43.py) bound over racket/base's names:
the index passed first to vector-map, -for-each, -fold, -count, searches, swap and
reverse in place, binary search, append, unfold, copies with ranges; a literal (immutable)
vector refused by the mutators in Racket's words. Racket 8.7's output, recorded (a public
RC4 program requires vector-swap! from srfi/43)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

PROGRAM = '#lang racket\n(require srfi/43)\n(vector-swap! (vector 1 2 3) 0 1)\n(define v (vector 1 2 3))\n(vector-swap! v 0 2)\nv\n(vector-map (lambda (i x) (* i x)) (vector 10 20 30))\n(vector-for-each (lambda (i x) (printf "~a:~a " i x)) (vector \'a \'b))\n(newline)\n(vector-fold (lambda (i acc x) (+ acc x)) 0 (vector 1 2 3))\n(vector-count (lambda (i x) (even? x)) (vector 1 2 3 4))\n(vector-index even? (vector 1 3 4))\n(vector-reverse! (vector 1 2 3))\n(vector-binary-search (vector 1 3 5 7) 5 -)\n(vector-any even? (vector 1 3 4))\n(vector-every odd? (vector 1 3 5))\n(vector-append (vector 1) (vector 2 3))\n(vector-concatenate (list (vector 1) (vector 2)))\n(vector-empty? (vector))\n(vector= eq? (vector \'a) (vector \'a))\n(vector-unfold (lambda (i x) (values x (* x 2))) 5 1)\n(vector-fold-right (lambda (i acc x) (cons x acc)) \'() (vector 1 2 3))\n(reverse-vector->list (vector 1 2 3))\n(vector-copy (vector 1 2 3) 1)\n(vector-skip odd? (vector 1 3 4))\n'
CASES = {
    "procedures": (PROGRAM, ("'#(3 2 1)\n'#(0 20 60)\n0:a 1:b \n6\n2\n2\n2\n#t\n#t\n'#(1 2 3)\n'#(1 2)\n#t\n#t\n'#(1 2 4 8 16)\n'(1 2 3)\n'(3 2 1)\n'#(2 3)\n2\n", 0, "")),
    "immutable": ("#lang racket\n(require srfi/43)\n(vector-swap! #(1 2) 0 1)\n",
                  ("", 1, "vector-swap!: contract violation")),
}


test_minischeme, test_racket = case_tests(CASES)
