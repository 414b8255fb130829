#lang racket
;; racket/stxparam: syntax parameters bound by syntax-parameterize in macros' expansions
;; (an anaphoric `it`, `return` in a def macro's body), at module level and in bodies, as
;; identifiers and at the head of forms; rename transformers; the default transformer's
;; error outside any parameterization.
(require racket/stxparam)
(define-syntax-parameter it (lambda (stx) (raise-syntax-error #f "use of it outside aif" stx)))
(define-syntax-rule (aif c t e) (let ([tmp c]) (if tmp (syntax-parameterize ([it (make-rename-transformer #'tmp)]) t) e)))
(define-syntax-parameter return (lambda (stx) (raise-syntax-error #f "return used outside def" stx)))
(define-syntax-rule (def (name arg ...) body ...) (define (name arg ...) (let/ec k (syntax-parameterize ([return (make-rename-transformer #'k)]) body ...))))
(def (find-first pred lst) (for ([x lst]) (when (pred x) (return x))) #f)
(def (classify n) (when (< n 0) (return 'negative)) (when (= n 0) (return 'zero)) 'positive)
(define-syntax-parameter self (syntax-rules () [(_ x) (list 'no-self x)]))
(define-syntax-parameter scale (lambda (stx) #'1))
(define (f x) (* x scale))
(define-rename-transformer-parameter cur (make-rename-transformer #'car))
(define-syntax-parameter who (lambda (stx) #''nobody))
(define-syntax-rule (as-alice body) (syntax-parameterize ([who (make-rename-transformer #'alice-name)]) body))
(define alice-name 'alice)
(define-syntax-parameter outer-p (lambda (stx) #''outer-default))
(define-syntax-parameter inner-p (make-parameter-rename-transformer #'outer-p))
(define (g) (syntax-parameterize ([scale (lambda (stx) #'100)]) (define y scale) (* 2 y)))
(define (sum-until-negative lst) (let/ec k (syntax-parameterize ([return (make-rename-transformer #'k)]) (for/fold ([s 0]) ([x lst]) (if (negative? x) (return s) (+ s x))))))
