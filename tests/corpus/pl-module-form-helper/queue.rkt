;; An old-style course file: no #lang line, one module form (as DrRacket's
;; "Use the language declared in the source" saved it years ago).
(module queue racket
  (provide make-queue enqueue dequeue queue-empty? queue->list)
  (struct queue (front back) #:transparent)
  (define (make-queue) (queue '() '()))
  (define (queue-empty? q) (and (null? (queue-front q)) (null? (queue-back q))))
  (define (enqueue q x) (queue (queue-front q) (cons x (queue-back q))))
  (define (dequeue q)
    (cond [(queue-empty? q) (error 'dequeue "empty queue")]
          [(null? (queue-front q)) (dequeue (queue (reverse (queue-back q)) '()))]
          [else (values (car (queue-front q)) (queue (cdr (queue-front q)) (queue-back q)))]))
  (define (queue->list q) (append (queue-front q) (reverse (queue-back q)))))
