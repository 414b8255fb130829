#lang racket
(struct parse-error (msg pos) #:transparent)

(define (parse-digit s i)
  (if (and (< i (string-length s)) (char-numeric? (string-ref s i)))
      (- (char->integer (string-ref s i)) 48)
      (raise (parse-error "expected digit" i))))

(define (safe-parse s i)
  (with-handlers ([parse-error? (lambda (e) (format "error at ~a: ~a" (parse-error-pos e) (parse-error-msg e)))])
    (parse-digit s i)))
(safe-parse "7x" 0)
(safe-parse "7x" 1)
(with-handlers ([(lambda (v) (eq? v 'stop)) (lambda (v) "stopped")])
  (raise 'stop))
(with-handlers ([exn:fail? (lambda (e) "not reached")]
                [(lambda (v) #t) (lambda (v) (format "got ~s" v))])
  (raise (list 1 2)))
(with-handlers* ([number? (lambda (n) (+ n 1))]) (raise 41))
(define (risky n) (if (> n 2) (raise (parse-error "too big" n)) n))
(for/list ([i 3]) (risky i))
(parse-digit "abc" 0)
