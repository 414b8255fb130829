#lang racket
;; Programming Languages Homework4 Simple Test
(require "hw4.rkt")
(require rackunit)

(define ones-stream (lambda () (cons 1 ones-stream)))
(define a 2)

(define tests
  (test-suite
   "Sample tests for Assignment 4"

   (check-equal? (sequence 0 5 1) (list 0 1 2 3 4 5) "Sequence test")
   (check-equal? (sequence 3 11 2) (list 3 5 7 9 11) "Sequence test 2")
   (check-equal? (sequence 3 8 3) (list 3 6) "Sequence test 3")
   (check-equal? (string-append-map (list "dan" "dog" "curry" "dog2") ".jpg")
                 '("dan.jpg" "dog.jpg" "curry.jpg" "dog2.jpg") "string-append-map test")
   (check-equal? (list-nth-mod (list 0 1 2 3 4) 2) 2 "list-nth-mod test")
   (check-exn exn:fail? (lambda () (list-nth-mod '() 2)) "list-nth-mod empty")
   (check-exn #rx"negative" (lambda () (list-nth-mod '(1) -2)) "list-nth-mod negative")
   (check-equal? (stream-for-n-steps ones-stream 2) (list 1 1) "stream-for-n-steps test")
   (check-equal? (stream-for-n-steps funny-number-stream 16)
                 (list 1 2 3 4 -5 6 7 8 9 -10 11 12 13 14 -15 16) "funny-number-stream test")
   (check-equal? (stream-for-n-steps dan-then-dog 1) (list "dan.jpg") "dan-then-dog test")
   (check-equal? (stream-for-n-steps (stream-add-zero ones-stream) 1) (list (cons 0 1)) "stream-add-zero test")
   (check-equal? (stream-for-n-steps (cycle-lists (list 1 2 3) (list "a" "b")) 3)
                 (list (cons 1 "a") (cons 2 "b") (cons 3 "a")) "cycle-lists test")
   (check-equal? (vector-assoc 4 (vector (cons 2 1) (cons 3 1) (cons 4 1) (cons 5 1))) (cons 4 1) "vector-assoc test")
   (check-equal? (vector-assoc 4 (vector 1 (cons 3 1) 'x (cons 4 2))) (cons 4 2) "vector-assoc skips non-pairs")
   (check-equal? ((cached-assoc (list (cons 1 2) (cons 3 4)) 3) 3) (cons 3 4) "cached-assoc test")
   (check-equal? ((cached-assoc (list (cons 1 2) (cons 3 4)) 3) 5) #f "cached-assoc miss")
   (check-equal? (while-less 7 do (begin (set! a (+ a 1)) a)) #t "while-less test")
   (check-equal? a 7 "while-less side effect")
   ;; deliberately wrong expectation to see the failure output
   (check-equal? (sequence 1 3 1) (list 1 2 3 4) "Sequence off by one")
   (check-true (procedure? (cdr ones)) "ones has a thunk")
   (check-equal? (stream-for-n-steps ones 3) '(1 1 1) "ones is not a stream")
   ))

(require rackunit/text-ui)
;; runs the test
(run-tests tests)
