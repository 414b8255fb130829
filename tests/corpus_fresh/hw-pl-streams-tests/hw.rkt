#lang racket

(provide (all-defined-out)) ;; so we can put tests in a second file

;; put your code below

; 1
(define (sequence low high stride)
  (if (> low high)
      null
      (cons low (sequence (+ low stride) high stride))))

; 2
(define (string-append-map xs suffix)
  (map (lambda (s) (string-append s suffix)) xs))

; 3
(define (list-nth-mod xs n)
  (cond [(< n 0) (error "list-nth-mod: negative number")]
        [(null? xs) (error "list-nth-mod: empty list")]
        [#t (let ([rem (remainder n (length xs))])
              (car (list-tail xs rem)))]))

; 4
(define (stream-for-n-steps s n)
  (if (= n 0)
      null
      (let ([cur (s)])
        (cons (car cur)
              (stream-for-n-steps (cdr cur) (- n 1))))))

; 5
(define (funny-number-stream)
  (letrec ([f (lambda (x)
                (let ([y (if (= (remainder x 5) 0)
                             (- 0 x)
                             x)])
                  (cons y (lambda () (f (+ x 1))))))])
    (f 1)))

; 6
(define (dan-then-dog)
  (letrec ([f (lambda (x)
                (let ([next (if (equal? x "dan.jpg")
                                "dog.jpg"
                                "dan.jpg")])
                  (cons x (lambda () (f next)))))])
    (f "dan.jpg")))

; 7
(define (stream-add-zero s)
  (lambda ()
    (let ([next (s)])
      (cons (cons 0 (car next))
            (stream-add-zero (cdr next))))))

; 8
(define (cycle-lists xs ys)
  (letrec ([f (lambda (n)
                (lambda ()
                  (cons (cons (list-nth-mod xs n)
                              (list-nth-mod ys n))
                        (f (+ n 1)))))])
    (f 0)))


; 9
(define (vector-assoc v vec)
  (letrec ([max-ref (- (vector-length vec) 1)]
           [f (lambda (pos)
                (if (> pos max-ref)
                    #f
                    (let ([current (vector-ref vec pos)])
                      (if (and (pair? current) (equal? v (car current)))
                          current
                          (f (+ pos 1))))))])
    (f 0)))

; 10
(define (cached-assoc xs n)
  (letrec ([cache (make-vector n #f)]
           [pos 0]
           [finder (lambda (x)
                     (let ([try-from-cache (vector-assoc x cache)])
                       (if try-from-cache
                           try-from-cache
                           (let ([ans (assoc x xs)])
                             (if ans
                                 (let ([ins (if (< pos n) pos 0)])
                                   (begin
                                     (vector-set! cache ins ans)
                                     (set! pos (+ pos 1))
                                     ans))
                                 #f)))))])
    finder))


