"""Two struct-type properties real programs use that were refused: gen:stream (a struct
whose instances are streams: stream?, stream-first/-rest/-empty?, stream->list, for loops,
stream-map, stream-take ..., a stream-first of several values) and prop:object-name (a field,
or a procedure of the instance, gives object-name; a procedure struct prints by it; the
guard's errors). Each program's output recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402
CASES = {
    'gen_stream_instances_are_streams': (
        "(struct p (v) #:methods gen:stream [(define (stream-empty? s) (null? (p-v s))) (define (stream-first s) (car (p-v s))) (define (stream-rest s) (p (cdr (p-v s))))])\n(define s (p (list 1 2 3)))\n(list (stream? s) (stream-first s) (stream-empty? s) (stream-empty? (p '())))\n(stream->list s)\n(for/list ([x s]) (* x 10))\n(for/sum ([x (in-stream s)]) x)\n(stream->list (stream-map add1 s))\n(stream->list (stream-filter odd? s))\n(stream-length s)\n(stream-ref s 2)\n(sequence? s)\n(stream->list (stream-append s (list 4 5)))\n(stream-fold + 0 s)\n(struct counter (n) #:methods gen:stream [(define (stream-empty? c) #f) (define (stream-first c) (counter-n c)) (define (stream-rest c) (counter (add1 (counter-n c))))])\n(stream->list (stream-take (counter 5) 4))\n(for/list ([x (counter 0)] [i 3]) x)\n(define-struct pair-stream (v) #:methods gen:stream [(define (stream-empty? s) (empty? (pair-stream-v s))) (define (stream-first s) (let ([pr (first (pair-stream-v s))]) (values (car pr) (cdr pr)))) (define (stream-rest s) (pair-stream (rest (pair-stream-v s))))])\n(pair-stream? (make-pair-stream '((1 . 2))))\n(call-with-values (lambda () (stream-first (make-pair-stream '((1 . 2))))) list)\n",
        "'(#t 1 #f #t)\n'(1 2 3)\n'(10 20 30)\n6\n'(2 3 4)\n'(1 3)\n3\n3\n#t\n'(1 2 3 4 5)\n6\n'(5 6 7 8)\n'(0 1 2)\n#t\n'(1 2)\n"),
    'prop_object_name_names_instances': (
        '(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(struct a (n f) #:property prop:object-name 0)\n(object-name (a \'hi 1))\n(a \'hi 1)\n(struct b (n) #:property prop:object-name (lambda (self) (list (b-n self))))\n(object-name (b 3))\n(try (lambda () (eval \'(struct c (n) #:property prop:object-name 1) (make-base-namespace))))\n(try (lambda () (eval \'(struct d (n) #:property prop:object-name "x") (make-base-namespace))))\n(struct e (n) #:property prop:object-name 0 #:property prop:procedure (lambda (s x) x))\n(e \'named)\n(e "str")\n(list (e \'z))\n((e \'f) 42)\n(object-name (e "str"))\n(struct g a (m))\n(object-name (g \'a \'b \'c))\n(struct h (x y) #:property prop:object-name 1)\n(object-name (h 1 \'second))\n(struct h2 h (z))\n(object-name (h2 1 \'inherited 3))\n',
        '\'hi\n#<a>\n\'(3)\nguard-for-prop:object-name: field index >= initialized-field count for structure type\n  field index: 1\n  initialized-field count: 1\nguard-for-prop:object-name: contract violation\n  expected: (or/c exact-nonnegative-integer? (procedure-arity-includes/c 1))\n  given: "x"\n#<procedure:named>\n#<procedure:str>\n\'(#<procedure:z>)\n42\n"str"\n\'a\n\'second\n\'inherited\n'),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
