#lang racket/base
;; Racket's pseudo-random generator, drawn many ways from many seeds. The test runs this file
;; in minischeme and compares its output with Racket's, recorded in sequences.out (and with
;; racket itself, when it is installed).
(require racket/list)

(define seeds
  (append (range 0 40)
          (list 255 256 65535 65536 65537 99999 123456 1000000 (sub1 (expt 2 31))
                (expt 2 30) (sub1 (expt 2 16)) 2147483646 1234567890)
          ;; and seeds spread over the whole range by a fixed LCG
          (let loop ([x 12345] [k 40] [acc '()])
            (if (zero? k)
                (reverse acc)
                (let ([x2 (modulo (+ (* x 1103515245) 12345) (expt 2 31))])
                  (loop x2 (sub1 k) (cons x2 acc)))))))

(define bounds (list 1 2 3 7 10 52 100 1000 65536 1000003 (expt 2 31) 4294967086 4294967087))

(for ([s (in-list seeds)])
  (random-seed s)
  (write (list s
               (pseudo-random-generator->vector (current-pseudo-random-generator))
               (for/list ([i 8]) (random))
               (for/list ([n (in-list bounds)]) (random n))
               (for/list ([i 6]) (random -50 50))
               (random (- (expt 2 40)) (+ (- (expt 2 40)) 4294967087))
               (shuffle (range 15))))
  (newline))

;; generators as values: from vectors, as arguments, as the parameter
(define g (vector->pseudo-random-generator (vector 1 2 3 4 5 6)))
(write (list (random g) (random 10 g) (random 5 10 g) (pseudo-random-generator->vector g)))
(newline)
(define h (vector->pseudo-random-generator (pseudo-random-generator->vector g)))
(write (equal? (for/list ([i 5]) (random 1000 g)) (for/list ([i 5]) (random 1000 h))))
(newline)
(define k (make-pseudo-random-generator))
(vector->pseudo-random-generator! k (vector 4294967086 4294967086 4294967086 4294944442 4294944442 4294944442))
(write (parameterize ([current-pseudo-random-generator k])
         (list (random) (random 100) (shuffle '(a b c d e f)))))
(newline)
(random-seed 1)
(write (shuffle '(1 2 3 4 5 6 7 8 9)))
(newline)
