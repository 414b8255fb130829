#lang racket
(require rackunit "hw6.rkt")

(define (first-line e) (car (string-split (exn-message e) "\n")))
(define (blame-lines e)
  ;; the message without its paths: the lines up to "contract from:"
  (let loop ([ls (string-split (exn-message e) "\n")])
    (if (or (null? ls) (regexp-match? #rx"contract from" (car ls)))
        '()
        (cons (car ls) (loop (cdr ls))))))

(check-equal? (poly-add '(1 2) '(3 4 5)) '(4 6 5))
(check-equal? (poly-scale 2 '(1 0 3)) '(2 0 6))
(check-equal? (poly-eval '(1 2 3) 2) 17)
(check-equal? (poly-degree '(1 2 3)) 2)
(check-equal? (poly->string '(1 0 3)) "1 + 3x^2")
(displayln "basic tests done")

(for ([bad (list (lambda () (poly-add '(1 a) '(2)))
                 (lambda () (poly-scale "2" '(1)))
                 (lambda () (poly-degree '()))
                 (lambda () (poly-eval '(1) 'x))
                 (lambda () (poly->string '(0 0))))])
  (with-handlers ([exn:fail:contract? (lambda (e) (for-each displayln (blame-lines e)))])
    (bad)))

(check-exn exn:fail:contract? (lambda () (poly-add 1 2)))
(displayln "now an uncaught violation")
(poly->string '(0))
