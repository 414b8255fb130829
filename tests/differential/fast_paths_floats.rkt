#lang racket
;; Issue 29, part 4: floats and mixed exact/inexact arithmetic on the fast paths. Compiled
;; code takes two floats (or a float and a nonzero literal integer) through Python's own
;; IEEE arithmetic (inliners._int_or_float), any mix of ints and floats through Python's
;; comparisons (exact between an int and a float, as Racket's), and add1/sub1/zero?/
;; positive?/negative?/abs/floor/ceiling/sqrt/max/min/exact->inexact of a float at once;
;; the primitives' own fast paths take the int/float mixes. Racket's exceptions to plain
;; IEEE: an exact 0 ((* 0 1.5) is 0, (+ 0 -0.0) is -0.0, (/ 0 0.0) is 0), (/ 1.0 0) is an
;; error, (/ 1 0.0) +inf.0, bignums too large for a float, NaN, -0.0, round to even.
(define-syntax-rule (try e) (with-handlers ([exn:fail? exn-message]) e))
;; two operands of unknown type
(define (arith x y)
  (list (try (+ x y)) (try (- x y)) (try (* x y)) (try (/ x y)) (try (- x))
        (try (+ x y x)) (try (* x y y)) (try (- x y x))))
;; a literal operand
(define (lit x)
  (list (try (* 2 x)) (try (+ x 1)) (try (- 3 x)) (try (- x 3)) (try (/ x 2)) (try (/ 2 x))
        (try (* 0 x)) (try (+ 0 x)) (try (- 0 x)) (try (- x 0)) (try (/ 0 x)) (try (/ x 0))
        (try (* x 9007199254740993)) (try (+ x -1)) (try (* 1.5 x)) (try (+ x 0.5))
        (try (/ x 2.0)) (try (- 0.0 x))))
(define (cmp x y)
  (list (try (< x y)) (try (<= x y)) (try (= x y)) (try (> x y)) (try (>= x y))
        (try (< x y 1e308)) (try (= x y x)) (try (>= x 1 y))))
(define (one x)
  (list (try (add1 x)) (try (sub1 x)) (try (zero? x)) (try (positive? x)) (try (negative? x))
        (try (abs x)) (try (floor x)) (try (ceiling x)) (try (round x)) (try (truncate x))
        (try (sqrt x)) (try (exact->inexact x)) (try (inexact->exact x)) (try (exact-round x))
        (try (exact-floor x)) (try (exact-ceiling x)) (try (exact-truncate x))
        (try (number->string x))))
(define (ext x y) (list (try (max x y)) (try (min x y)) (try (max y x)) (try (min y x))))
(define (div x y) (list (try (quotient x y)) (try (remainder x y)) (try (modulo x y))))
(define (pow x y) (try (expt x y)))
;; loops whose variables hold floats (and start exact)
(define (sum-roots n)
  (let loop ([i 0] [acc 0])
    (if (= i n) acc (loop (add1 i) (+ acc (sqrt i) (* 0.5 i) (floor (/ i 3)))))))
(define (count-to x)
  (let loop ([k 0.0] [steps 0])
    (if (>= k x) (list k steps) (loop (+ k 0.25) (add1 steps)))))
(define (find-factors x acc cont)
  (if (= acc (add1 (floor (sqrt x))))
      cont
      (find-factors x (add1 acc)
                    (if (= 0 (modulo x acc)) (append (list acc (floor (/ x acc))) cont) cont))))
;; the primitives themselves (not inlined: called through a variable)
(define binary (list + - * / < <= = > >= max min expt quotient remainder modulo))
(define unary (list add1 sub1 zero? positive? negative? abs floor ceiling round truncate sqrt
                    exact->inexact inexact->exact exact-round exact-floor number->string -))
(define (table fs x y) (for/list ([f fs]) (try (f x y))))
(define (table1 fs x) (for/list ([f fs]) (try (f x))))
