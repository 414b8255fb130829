#lang racket
; rackunit's run-test and run-test-case: test results as values (see rackunit_results.exprs).
(require rackunit)
(define suite
  (test-suite "outer"
    (check-equal? 1 2)
    (test-case "passes" (check-equal? 1 1))
    (test-suite "inner"
      (test-case "errs" (error 'boom "bad"))
      (test-case "fails" (check-true #f)))
    (test-case "last" 42)))
(define results (run-test suite))
