#lang racket
;; syntax/for-body's split-for-body and the derived for forms (for/fold/derived, for*/fold/derived,
;; for/foldr/derived): for-like macros of one's own, as a library of a public program writes them.
(require (for-syntax racket/base syntax/for-body) racket/match)

(define-syntax (for/sum2 stx)
  (syntax-case stx ()
    [(_ clauses body ... tail)
     (with-syntax ([orig stx]
                   [((pre-body ...) (post-body ...)) (split-for-body stx #'(body ... tail))])
       #'(for/fold/derived orig ([acc 0]) clauses pre-body ... (+ acc (let () post-body ...))))]))

(define-syntax (for*/filter/list stx)
  (syntax-case stx ()
    [(_ clauses body ... tail)
     (with-syntax ([orig stx]
                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])
       #'(reverse (for*/fold/derived orig ([acc '()]) clauses pre ...
                    (let ([v (let () post ...)]) (if v (cons v acc) acc)))))]))

(define-syntax (for/max2 stx)
  (syntax-case stx ()
    [(_ clauses body ... tail)
     (with-syntax ([orig stx]
                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])
       #'(for/fold/derived orig ([best -inf.0] #:result (if (eqv? best -inf.0) #f best)) clauses pre ...
           (max best (let () post ...))))]))

;; binds each element through a match pattern
(define-syntax (for/fold/match stx)
  (syntax-case stx ()
    [(_ ([acc init]) ([pat seq]) body ... tail)
     (with-syntax ([orig stx]
                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])
       #'(for/fold/derived orig ([acc init]) ([x seq])
           (match-define pat x)
           pre ...
           (let () post ...)))]))

(define-syntax (for/min-max stx)
  (syntax-case stx ()
    [(_ clauses body ... tail)
     (with-syntax ([orig stx]
                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])
       #'(for/fold/derived orig ([lo +inf.0] [hi -inf.0] #:result (list lo hi)) clauses pre ...
           (let ([v (let () post ...)]) (values (min lo v) (max hi v)))))]))

(define-syntax (for/list-rev stx)
  (syntax-case stx ()
    [(_ clauses body ... tail)
     (with-syntax ([orig stx]
                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])
       #'(for/foldr/derived orig ([acc '()]) clauses pre ... (cons (let () post ...) acc)))]))

(define-syntax (for/count2 stx)
  (syntax-case stx ()
    [(_ clauses body ... tail)
     (with-syntax ([orig stx]
                   [((pre ...) (post ...)) (split-for-body stx #'(body ... tail))])
       #'(for*/fold/derived orig ([n 0]) clauses pre ... (if (let () post ...) (add1 n) n)))]))
(define-syntax (split stx) (syntax-case stx () [(_ body ...) #`(quote #,(split-for-body stx #'(body ...)))]))
