#lang racket
;; CSE-style homework 4: sequences, streams as thunks, memoization
(provide (all-defined-out)) ;; so we can put tests in a second file

;; problem 1
(define (sequence low high stride)
  (if (> low high)
      null
      (cons low (sequence (+ low stride) high stride))))

;; problem 2
(define (string-append-map xs suffix)
  (map (lambda (s) (string-append s suffix)) xs))

;; problem 3
(define (list-nth-mod xs n)
  (cond [(< n 0) (error "list-nth-mod: negative number")]
        [(null? xs) (error "list-nth-mod: empty list")]
        [#t (car (list-tail xs (remainder n (length xs))))]))

;; problem 4
(define (stream-for-n-steps s n)
  (if (= n 0)
      null
      (let ([pr (s)])
        (cons (car pr) (stream-for-n-steps (cdr pr) (- n 1))))))

;; problem 5
(define funny-number-stream
  (letrec ([f (lambda (x)
                (cons (if (= (remainder x 5) 0) (- x) x)
                      (lambda () (f (+ x 1)))))])
    (lambda () (f 1))))

;; problem 6
(define dan-then-dog
  (letrec ([dan (lambda () (cons "dan.jpg" dog))]
           [dog (lambda () (cons "dog.jpg" dan))])
    dan))

;; problem 7
(define (stream-add-zero s)
  (lambda ()
    (let ([pr (s)])
      (cons (cons 0 (car pr)) (stream-add-zero (cdr pr))))))

;; problem 8
(define (cycle-lists xs ys)
  (letrec ([f (lambda (n)
                (cons (cons (list-nth-mod xs n) (list-nth-mod ys n))
                      (lambda () (f (+ n 1)))))])
    (lambda () (f 0))))

;; problem 9
(define (vector-assoc v vec)
  (letrec ([loop (lambda (i)
                   (cond [(>= i (vector-length vec)) #f]
                         [(and (pair? (vector-ref vec i))
                               (equal? (car (vector-ref vec i)) v))
                          (vector-ref vec i)]
                         [#t (loop (+ i 1))]))])
    (loop 0)))

;; problem 10
(define (cached-assoc xs n)
  (let ([cache (make-vector n #f)]
        [next 0])
    (lambda (v)
      (or (vector-assoc v cache)
          (let ([ans (assoc v xs)])
            (and ans
                 (begin (vector-set! cache next ans)
                        (set! next (remainder (+ next 1) n))
                        ans)))))))
