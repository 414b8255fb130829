#lang racket/base
;; Issue 29: char-ci=? char-ci<? ... and string-ci=? string-ci<? ... of two arguments take a
;; fast path (the characters' simple case foldings, the strings' full ones, compared at
;; once; inlined in compiled code for characters): answers at Unicode's edges (ß, ẞ, the
;; sigmas, the Turkish i's, the Kelvin and Ångström signs, Cherokee, Deseret), the
;; variadic forms, and Racket's errors (wrong type in any position, arity). char-upcase and
;; char-downcase (a table, inlined in compiled code) and char-titlecase: Unicode's simple
;; mappings where the full ones are longer (ß, İ, ŉ, the Greek letters with ypogegrammeni).
(define (ci= a b) (char-ci=? a b))
(define (ci< a b) (char-ci<? a b))
(define (ci> a b) (char-ci>? a b))
(define (ci<= a b) (char-ci<=? a b))
(define (ci>= a b) (char-ci>=? a b))
(define (sci= a b) (string-ci=? a b))
(define (sci< a b) (string-ci<? a b))
(define (all-pairs f cs) (for*/list ([a (in-list cs)] [b (in-list cs)]) (f a b)))
(define edge (list #\a #\A #\ß #\ẞ #\s #\S #\σ #\ς #\Σ #\i #\I #\ı #\İ #\k #\K #\u212A
                   #\å #\Å #\u212B #\µ #\μ #\Μ #\ſ #\u13A0 #\uAB70 #\U10400 #\U10428 #\ǅ #\Ǆ #\ǆ))
(define (count-skip s skip)
  (for/fold ([n 0]) ([c (in-string s)]) (if (char-ci=? c skip) (add1 n) n)))
(define (up c) (char-upcase c))
(define (down c) (char-downcase c))
(define longer (list #\ß #\İ #\ŉ #\ǰ #\ﬀ #\ᾀ #\ᾈ #\ᾳ #\ῼ #\ẞ #\ǅ))
