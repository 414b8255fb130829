"""test-engine's check-within (primitives/test_engine.py) takes an exact rational within
the tolerance for a pass (a teaching language's `0.0001` is exact: Newton's method in
exact arithmetic, as an HtDP exercise of correctness sweep 16 runs it), and a failure
prints the tolerance as the language prints values: `0.5` and `#i0.5` in htdp/isl+, `1/2`
and `0.5` in racket. Racket 8.7's answers: tests/differential/check_within_exact.exprs."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

ISL = """#lang htdp/isl+
(require test-engine/racket-tests)
(define EPS 0.0001)
(define (newton f r)
  (if (<= (abs (f r)) EPS) r (newton f (- r (/ (f r) (/ (- (f (+ r EPS)) (f (- r EPS))) (* 2 EPS)))))))
(check-within (newton (lambda (x) (* (- x 2) (- x 4))) 5) 4 EPS)
(check-within 5/3 4 1/3)
(check-within 5 4 0.5)
(check-within 5 4 #i0.5)
(test)
"""

RACKET = """#lang racket
(require test-engine/racket-tests)
(check-within 86093441/21523360 4 1/10000)
(check-within 5/3 4 1/2)
(check-within 5 4 0.5)
(test)
"""

ISL_OUT = """\
Ran 4 tests.                                                           
3 of the 4 tests failed.                                               
Check failures:                                                        
                     ┌─────┐                                     ┌───┐ 
        Actual value │ 5/3 │ is not within 1/3 of expected value │ 4 │.
                     └─────┘                                     └───┘ 
in main.rkt, line 7, column 0                                          
                     ┌───┐                                     ┌───┐   
        Actual value │ 5 │ is not within 0.5 of expected value │ 4 │.  
                     └───┘                                     └───┘   
in main.rkt, line 8, column 0                                          
                     ┌───┐                                       ┌───┐ 
        Actual value │ 5 │ is not within #i0.5 of expected value │ 4 │.
                     └───┘                                       └───┘ 
in main.rkt, line 9, column 0                                          
"""

RACKET_OUT = """\
Ran 3 tests.                                                           
2 of the 3 tests failed.                                               
Check failures:                                                        
                     ┌─────┐                                     ┌───┐ 
        Actual value │ 5/3 │ is not within 1/2 of expected value │ 4 │.
                     └─────┘                                     └───┘ 
in main.rkt, line 4, column 0                                          
                     ┌───┐                                     ┌───┐   
        Actual value │ 5 │ is not within 0.5 of expected value │ 4 │.  
                     └───┘                                     └───┘   
in main.rkt, line 5, column 0                                          
"""

CASES = {
    "isl_exact_tolerance": ({"main.rkt": ISL}, (ISL_OUT, 0, "")),
    "racket_exact_tolerance": ({"main.rkt": RACKET}, (RACKET_OUT, 0, "")),
}

test_minischeme, test_racket = case_tests(CASES)
