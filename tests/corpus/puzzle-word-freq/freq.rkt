#lang racket
;; Word frequencies of a text, with a here-string and a mutable hash
(define text #<<END
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox -- quick as ever -- runs "far" away (very far).
END
  )

(define (words s)
  (filter (lambda (w) (not (string=? w "")))
          (map string-downcase (regexp-split #px"[^A-Za-z]+" s))))

(define counts (make-hash))
(for ([w (words text)])
  (hash-update! counts w add1 0))

(define sorted
  (sort (hash->list counts)
        (lambda (a b) (or (> (cdr a) (cdr b))
                          (and (= (cdr a) (cdr b)) (string<? (car a) (car b)))))))
(for ([p (take sorted 5)])
  (printf "~a: ~a\n" (car p) (cdr p)))
(hash-count counts)
(hash-ref counts "fox")
(hash-ref counts "cat" 0)
#;(this whole form is commented out
   (hash-ref counts "missing"))
(string-length text)
(hash-ref counts "cat")
