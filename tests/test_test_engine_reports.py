"""test-engine/racket-tests in `#lang racket`: check-expect, check-within, check-error,
check-member-of, check-range and check-satisfied record their tests, and `(test)` runs all
of them so far (again at each call) and prints Racket's report: how many passed, or each
failure with its values boxed, every line padded to the widest. (A test that raises shows
its message; Racket's context lines are not reproduced.) Racket 8.7's output recorded."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAMS = {
    "reports": (r'''#lang racket
(require test-engine/racket-tests)
(define (f x) (* x 2))
(check-expect (f 2) 4)
(displayln "before")
(test)
(displayln "after")
(check-within 1.0 1.05 0.1)
(check-within (list 1.0 2.0) (list 1.01 2.02) 0.1)
(check-error (error 'f "boom") "f: boom")
(check-error (car '()))
(check-member-of 2 1 2 3)
(check-range 5 1 10)
(check-satisfied 3 odd?)
(test)
(check-expect (+ 1 1) 3)
(check-within 1.0 2.0 0.1)
(check-error (+ 1 1) "x")
(check-error 5)
(check-member-of 5 1 2 3)
(check-range 50 1 10)
(check-satisfied 4 odd?)
(check-expect "ab" "ac")
(check-expect 'sym 5)
(check-expect (list 1 (list 2 3)) (list 1 (list 2 4)))
(test)
''', r'''before
The test passed!
after
All 8 tests passed!
Ran 18 tests.                                                                          
10 of the 18 tests failed.                                                             
Check failures:                                                                        
                     ┌───┐              ┌───┐                                          
        Actual value │ 2 │ differs from │ 3 │, the expected value.                     
                     └───┘              └───┘                                          
in main.rkt, line 16, column 0                                                         
                     ┌─────┐                                     ┌─────┐               
        Actual value │ 1.0 │ is not within 0.1 of expected value │ 2.0 │.              
                     └─────┘                                     └─────┘               
in main.rkt, line 17, column 0                                                         
                                                                                 ┌───┐ 
        check-error expected the following error, but instead received the value │ 2 │.
                                                                                 └───┘ 
         x                                                                             
in main.rkt, line 18, column 0                                                         
                                                                      ┌───┐            
        check-error expected an error, but instead received the value │ 5 │.           
                                                                      └───┘            
in main.rkt, line 19, column 0                                                         
                     ┌───┐                                    ┌───┐ ┌───┐ ┌───┐        
        Actual value │ 5 │ differs from all given members in  │ 1 │ │ 2 │ │ 3 │.       
                     └───┘                                    └───┘ └───┘ └───┘        
in main.rkt, line 20, column 0                                                         
                     ┌────┐                ┌───┐     ┌────┐                            
        Actual value │ 50 │ is not between │ 1 │ and │ 10 │, inclusive.                
                     └────┘                └───┘     └────┘                            
in main.rkt, line 21, column 0                                                         
                     ┌───┐                                                             
        Actual value │ 4 │ does not satisfy odd?.                                      
                     └───┘                                                             
in main.rkt, line 22, column 0                                                         
                     ┌──────┐              ┌──────┐                                    
        Actual value │ "ab" │ differs from │ "ac" │, the expected value.               
                     └──────┘              └──────┘                                    
in main.rkt, line 23, column 0                                                         
                     ┌──────┐              ┌───┐                                       
        Actual value │ 'sym │ differs from │ 5 │, the expected value.                  
                     └──────┘              └───┘                                       
in main.rkt, line 24, column 0                                                         
                     ┌────────────┐              ┌────────────┐                        
        Actual value │ '(1 (2 3)) │ differs from │ '(1 (2 4)) │, the expected value.   
                     └────────────┘              └────────────┘                        
in main.rkt, line 25, column 0                                                         
'''),
    "rerun-at-each-test": (r'''#lang racket
(require test-engine/racket-tests)
(check-expect (begin (displayln "run1") 1) 1)
(test)
(check-expect (begin (displayln "run2") 2) 2)
(test)
''', r'''run1
The test passed!
run1
run2
Both tests passed!
'''),
    "no-tests": ("#lang racket\n(require test-engine/racket-tests)\n(test)\n(displayln 1)\n", "1\n"),
    "one-test": ("#lang racket\n(require test-engine/racket-tests)\n(check-expect 1 1)\n(test)\n",
                 "The test passed!\n"),
    "unbound-without-require": ("#lang racket\n(check-expect 1 1)\n", None),
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_the_report_is_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = PROGRAMS[name]
    out, code, err = minischeme_run({"main.rkt": program}, tmp_path, "main.rkt")
    if expected is None:
        assert (out, code, err) == ("", 1, "main.rkt:2:1: check-expect: unbound identifier")
    else:
        assert (out, code, err) == (expected, 0, "")


@needs_racket
@pytest.mark.parametrize("name", PROGRAMS)
def test_the_recorded_reports_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = PROGRAMS[name]
    out, code, err = racket_run({"main.rkt": program}, tmp_path, "main.rkt")
    if expected is None:
        assert (out, code, err) == ("", 1, "main.rkt:2:1: check-expect: unbound identifier")
    else:
        assert (out, code, err) == (expected, 0, "")
