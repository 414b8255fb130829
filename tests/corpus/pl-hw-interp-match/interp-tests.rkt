#lang racket
(require rackunit "interp.rkt")

(check-equal? (parse '(+ 1 2)) (binop '+ (num 1) (num 2)))
(check-equal? (interp (parse '(+ 1 (* 2 3)))) 7)
(check-equal? (interp (parse '(let ([x 5]) (+ x x)))) 10)
(check-equal? (interp (parse '((lambda (x) (* x x)) 9))) 81)
(check-equal? (interp (parse '(let ([f (lambda (y) (/ y 2))]) (f 7)))) 7/2)
(check-exn #rx"free identifier" (lambda () (interp (parse 'z))))
(check-exn #rx"division by zero" (lambda () (interp (parse '(/ 1 0)))))
(check-exn exn:fail? (lambda () (parse '(1 2 3))))
(check-equal? (interp (parse '(- 10 4))) 5 "off by one, on purpose")
(test-case "nested lets"
  (check-equal? (interp (parse '(let ([x 1]) (let ([x 2]) x)))) 2))
(displayln "done")
(interp (parse '(5 5)))
