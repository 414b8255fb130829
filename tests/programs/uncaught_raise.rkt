#lang racket
;; raise of a non-exception value: "uncaught exception: 'game-over", no context block.

(define (next-turn n)
  (if (> n 3)
      (raise 'game-over)
      (begin (printf "turn ~a\n" n) (next-turn (+ n 1)))))

(next-turn 1)
