#lang racket
;; closures, boxes, set!, letrec, mutual recursion

(define (make-counter)
  (let ([n 0])
    (lambda () (set! n (+ n 1)) n)))
(define c1 (make-counter))
(define c2 (make-counter))
(c1) (c1) (c2)
(list (c1) (c2))

(define (make-stack)
  (define items '())
  (define (push! x) (set! items (cons x items)))
  (define (pop!)
    (if (null? items)
        (error 'pop! "empty stack")
        (let ([x (car items)]) (set! items (cdr items)) x)))
  (lambda (msg . args)
    (case msg
      [(push) (apply push! args)]
      [(pop) (pop!)]
      [(size) (length items)]
      [(peek) (if (null? items) #f (car items))]
      [else (error 'stack "unknown message ~a" msg)])))
(define s (make-stack))
(s 'push 1)
(s 'push 2)
(s 'size)
(s 'pop)
(s 'peek)

(define b (box 10))
(set-box! b (* 2 (unbox b)))
(unbox b)
b
(define (swap-boxes! x y) (let ([t (unbox x)]) (set-box! x (unbox y)) (set-box! y t)))
(define b2 (box 'other))
(swap-boxes! b b2)
(list b b2)

(letrec ([ev? (lambda (n) (if (= n 0) #t (od? (- n 1))))]
         [od? (lambda (n) (if (= n 0) #f (ev? (- n 1))))])
  (list (ev? 10) (od? 7) (ev? 3)))

(define (collatz n)
  (let loop ([n n] [steps 0])
    (cond [(= n 1) steps]
          [(even? n) (loop (/ n 2) (add1 steps))]
          [else (loop (+ (* 3 n) 1) (add1 steps))])))
(map collatz '(1 7 27 97))

(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(fact 25)
(define (fib-iter n)
  (do ([i 0 (+ i 1)] [a 0 b] [b 1 (+ a b)]) ((= i n) a)))
(fib-iter 50)

(define adders (for/list ([i 3]) (lambda (x) (+ x i))))
(map (lambda (f) (f 10)) adders)
(define x 'global)
(define (show-x) x)
(let ([x 'local]) (show-x))
(set! x 'changed)
(show-x)
(define counter
  (let ([count 0])
    (case-lambda
      [() count]
      [(n) (set! count (+ count n)) count])))
(counter 5)
(counter 10)
(counter)
c1
make-counter
(s 'pop)
(s 'pop)
