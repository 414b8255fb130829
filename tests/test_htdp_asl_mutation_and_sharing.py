"""htdp/asl as Racket 8.7 runs it (found by correctness sweep 14: a CS 1101 mail-system
homework): `define-struct` makes a mutator for each field; results print with sharing, a
part met twice named `-N-` in a `(shared ((-N- part) ...) value)` (a cycle too; not below
htdp/asl); procedures, vectors, boxes and hash tables print as the expressions that make
them; a `set!` a student writes answers a value printed `(void)`; htdp/isl+ and htdp/asl
have `recur`, htdp/asl `match`, `delay` and `force` (values/htdp_printer.py,
forms/htdp.py, running/languages.py). Each case: the program, and (stdout, exit code,
first stderr line) as Racket gave them."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'mutators': ('#lang htdp/asl\n(define-struct bx (v w))\n(define b (make-bx 1 2))\n(set-bx-v! b 5)\nb\n(bx-v b)\n',
        ('(make-bx 5 2)\n5\n', 0, '')),
    'mutator_of_another': ('#lang htdp/asl\n(define-struct bx (v w))\n(set-bx-w! 3 4)\n',
        ('', 1, 'set-bx-w!: expects a bx, given 3')),
    'no_mutators_below_asl': ('#lang htdp/isl+\n(define-struct bx (v w))\n(set-bx-v! (make-bx 1 2) 5)\n',
        ('', 1, 'main.rkt:3:1: set-bx-v!: this function is not defined')),
    'sharing': ('#lang htdp/asl\n(define-struct pt (x y))\n(define p (make-pt 1 2))\n(list p p)\n(define v (vector 1 2))\n(list v v \'a \'a 1.5 1.5 #\\a #\\a "" "")\n(define s (string-append "a" "b"))\n(list s s (list s))\n(list (list 1) (list 1))\n(make-pt p (list p 3))\n(define l (list 1 2))\n(list l (cons 0 l))\n(vector (list 1) (list 1))\n(list "ab" "ab")\n(list empty empty)\n',
        ('(shared ((-1- (make-pt 1 2))) (list -1- -1-))\n(shared ((-1- (vector 1 2))) (list -1- -1- \'a \'a 1.5 1.5 #\\a #\\a "" ""))\n(shared ((-1- "ab")) (list -1- -1- (list -1-)))\n(list (list 1) (list 1))\n(shared ((-1- (make-pt 1 2))) (make-pt -1- (list -1- 3)))\n(shared ((-1- (list 1 2))) (list -1- (cons 0 -1-)))\n(vector (list 1) (list 1))\n(shared ((-1- "ab")) (list -1- -1-))\n(list \'() \'())\n', 0, '')),
    'cycles': ('#lang htdp/asl\n(shared ((a (cons 1 a))) a)\n(shared ((a (list 1 2))) (list a a a))\n(shared ((a (vector 1 a))) a)\n',
        ('(shared ((-0- (cons 1 -0-))) -0-)\n(shared ((-1- (list 1 2))) (list -1- -1- -1-))\n(shared ((-0- (vector 1 -0-))) -0-)\n', 0, '')),
    'many_shared_parts_sort_by_name': ('#lang htdp/asl\n(define xs (build-list 12 (lambda (i) (list i))))\n(append xs xs)\n',
        ('(shared ((-1- (list 0)) (-11- (list 5)) (-13- (list 6)) (-15- (list 7)) (-17- (list 8)) (-19- (list 9)) (-21- (list 10)) (-23- (list 11)) (-3- (list 1)) (-5- (list 2)) (-7- (list 3)) (-9- (list 4))) (list -1- -3- -5- -7- -9- -11- -13- -15- -17- -19- -21- -23- -1- -3- -5- -7- -9- -11- -13- -15- -17- -19- -21- -23-))\n', 0, '')),
    'no_sharing_below_asl': ('#lang htdp/isl+\n(define l (list 1 2))\n(list l l)\n',
        ('(list (list 1 2) (list 1 2))\n', 0, '')),
    'procedures_vectors_boxes': ('#lang htdp/asl\n(define (g x y) x)\n(list g + (lambda (x y z) x) (lambda () 1))\n(vector 1 "a" (list 1))\n(box 1)\n(make-hash)\n',
        ('(list (lambda (a1 a2) ...) + (lambda (a1 a2 a3) ...) (lambda () ...))\n(vector 1 "a" (list 1))\n(box 1)\n(make-hash)\n', 0, '')),
    'set_answers_void_printed': ('#lang htdp/asl\n(define-struct b (x))\n(define bb (make-b 1))\n"A"\n(set-b-x! bb 2)\n"B"\n(define x 1)\n(set! x 5)\n(define (h) (set! x 3))\n(h)\n(void? (set! x 3))\n(list (set! x 3))\n(void)\n',
        ('"A"\n"B"\n(void)\n(void)\n#false\n(list (void))\n', 0, '')),
    'recur': ('#lang htdp/isl+\n(recur loop ((i 0) (acc empty)) (if (< i 3) (loop (+ i 1) (cons i acc)) acc))\n',
        ('(list 2 1 0)\n', 0, '')),
    'recur_not_in_isl': ('#lang htdp/isl\n(recur loop ((i 0)) i)\n',
        ('', 1, 'main.rkt:2:1: recur: this function is not defined')),
    'asl_match_and_delay': ('#lang htdp/asl\n(match (list 1 2) [(list a b) (+ a b)])\n(force (delay (+ 1 2)))\n(promise? (delay 1))\n',
        ('3\n3\n#true\n', 0, '')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
