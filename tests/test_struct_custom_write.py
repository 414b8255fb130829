"""prop:custom-write and `#:methods gen:custom-write`: an instance printed by its type's
procedure, given a port and the mode Racket passes (write #t, display #f, print 0 at the
top and 1 inside a quoted value), by print, write, display, format/printf/~a/~s/~v,
results, error messages, nested in lists, vectors, hashes; prop:custom-print-quotable;
inheritance; the properties' errors. Each program's output recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, prints_as_recorded, racket_run  # noqa: E402

# name: (the program after #lang racket, what Racket 8.7 prints)
CASES = {
    'each_printer_passes_its_mode': (
        '(struct p (x y) #:methods gen:custom-write [(define (write-proc v port mode) (fprintf port "<~a,~a:~s>" (p-x v) (p-y v) mode))])\n(p 1 2)\n(list (p 1 2) \'a)\n(vector (p 1 2))\n(hash 1 (p 1 2))\n(box (p 1 2))\n(cons (p 1 2) 3)\n(print (p 1 2)) (newline)\n(write (p 1 2)) (newline)\n(display (p 1 2)) (newline)\n(println (list (p 1 2)))\n(writeln (list (p 1 2)))\n(displayln (list (p 1 2)))\n(format "~a ~s ~v" (p 1 2) (p 1 2) (p 1 2))\n(printf "~a ~s ~v\\n" (list (p 1 2)) (list (p 1 2)) (list (p 1 2)))\n(~a (p 1 2))\n(~s (p 1 2))\n(~v (p 1 2))\n(~a (list (p 1 2)))\n(~v (list (p 1 2)))\n(let ([o (open-output-string)]) (write (p 3 4) o) (get-output-string o))\n(values (p 5 6))\n',
        '<1,2:0>\n\'(<1,2:1> a)\n\'#(<1,2:1>)\n\'#hash((1 . <1,2:1>))\n\'#&<1,2:1>\n\'(<1,2:1> . 3)\n<1,2:0>\n<1,2:#t>\n<1,2:#f>\n\'(<1,2:1>)\n(<1,2:#t>)\n(<1,2:#f>)\n"<1,2:#f> <1,2:#t> <1,2:0>"\n(<1,2:#f>) (<1,2:#t>) \'(<1,2:1>)\n"<1,2:#f>"\n"<1,2:#t>"\n"<1,2:0>"\n"(<1,2:#f>)"\n"\'(<1,2:1>)"\n"<3,4:#t>"\n<5,6:0>\n'),
    'in_error_messages': (
        '(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(struct p (x y) #:methods gen:custom-write [(define (write-proc v port mode) (fprintf port "<~a,~a:~s>" (p-x v) (p-y v) mode))])\n(try (lambda () (car (p 1 2))))\n(try (lambda () (error \'foo "bad ~a ~s ~e" (p 1 2) (p 1 2) (p 1 2))))\n(try (lambda () (raise-argument-error \'foo "x?" (p 1 2))))\n(try (lambda () (vector-ref (vector) (p 1 2))))\n(try (lambda () (+ 1 (p 1 2))))\n(try (lambda () ((p 1 2) 1)))\n',
        "car: contract violation\n  expected: pair?\n  given: <1,2:0>\nfoo: bad <1,2:#f> <1,2:#t> <1,2:0>\nfoo: contract violation\n  expected: x?\n  given: <1,2:0>\nvector-ref: contract violation\n  expected: exact-nonnegative-integer?\n  given: <1,2:0>\n  argument position: 2nd\n  first argument...:\n   '#()\n+: contract violation\n  expected: number?\n  given: <1,2:0>\napplication: not a procedure;\n expected a procedure that can be applied to arguments\n  given: <1,2:0>\n"),
    'the_writer_recurs_with_the_port_s_printers': (
        '(struct w (x) #:methods gen:custom-write\n  [(define (write-proc v port mode)\n     (case mode [(#t) (write (w-x v) port)] [(#f) (display (w-x v) port)] [else (print (w-x v) port)]))])\n(w "s")\n(list (w "s"))\n(display (w "s")) (newline)\n(write (w "s")) (newline)\n(print (w \'a)) (newline)\n(w \'a)\n(list (w \'a))\n(list (w (list 1 (w \'b))))\n(struct tree (l r) #:property prop:custom-write\n  (lambda (v port mode)\n    (write-string "[" port)\n    (write (tree-l v) port)\n    (write-string " " port)\n    (write (tree-r v) port)\n    (write-string "]" port)))\n(tree (tree 1 2) (tree "x" #\\y))\n(struct helper (n)\n  #:methods gen:custom-write\n  [(define (stars n) (make-string n #\\*))\n   (define write-proc (lambda (v port mode) (write-string (stars (helper-n v)) port)))])\n(helper 3)\n(list (helper 2))\n',
        '"s"\n\'("s")\ns\n"s"\n\'a\n\'a\n\'(\'a)\n\'(\'(1 \'b))\n[[1 2] ["x" #\\y]]\n***\n\'(**)\n'),
    'quotable_and_transparent': (
        '(struct tp (x) #:transparent #:property prop:custom-write (lambda (v port mode) (write-string "TP" port)))\n(tp 1)\n(list (tp 1))\n(struct p2 (x) #:property prop:custom-write (lambda (v port mode) (write-string "P2" port)) #:property prop:custom-print-quotable \'never)\n(list (p2 1))\n(p2 1)\n(vector (p2 1))\n(struct pa (x) #:property prop:custom-write (lambda (v port mode) (write-string "PA" port)) #:property prop:custom-print-quotable \'always)\n(list (pa 1))\n(pa 1)\n(struct pm (x) #:property prop:custom-write (lambda (v port mode) (write-string "PM" port)) #:property prop:custom-print-quotable \'maybe)\n(list (pm 1))\n(pm 1)\n(struct pl (x) #:transparent)\n(list (pl 1) (tp 1))\n',
        "TP\n'(TP)\n(list P2)\nP2\n(vector P2)\n'(PA)\n'PA\n'(PM)\n'PM\n(list (pl 1) TP)\n"),
    'inherited_and_copied': (
        '(struct p (x y) #:methods gen:custom-write [(define (write-proc v port mode) (fprintf port "<~a,~a:~s>" (p-x v) (p-y v) mode))])\n(struct child p (z))\n(child 1 2 3)\n(list (child 1 2 3))\n(struct-copy p (p 1 2) [x 9])\n(struct other (a) #:transparent)\n(struct sub other (b) #:property prop:custom-write (lambda (v port mode) (write-string "SUB" port)))\n(sub 1 2)\n(other 1)\n(require racket/generic)\n(struct gen (x) #:methods gen:custom-write [(define/generic super-write write-proc) (define (write-proc v port mode) (write-string "G" port))])\n(gen 1)\n',
        "<1,2:0>\n'(<1,2:1>)\n<9,2:0>\nSUB\n(other 1)\nG\n"),
    'errors': (
        "(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(define ns (make-base-namespace))\n(try (lambda () (eval '(struct b (a) #:property prop:custom-write 5) ns)))\n(try (lambda () (eval '(struct b (a) #:property prop:custom-write (lambda (x) 1)) ns)))\n(try (lambda () (eval '(struct b (a) #:property prop:custom-print-quotable 'x) ns)))\n(try (lambda () (eval '(struct b (a) #:methods gen:custom-write []) ns)))\n(try (lambda () (eval '(struct b (a) #:methods gen:custom-write [(define (wp v p m) 1)]) ns)))\n(try (lambda () (eval '(struct b (a) #:methods gen:custom-write [(define write-proc 5)]) ns)))\n(try (lambda () (eval '(struct b (a) #:methods gen:foo []) ns)))\n(try (lambda () (eval '(struct b (a) #:methods gen:custom-write) ns)))\n(try (lambda () (eval '(struct b (a) #:property prop:custom-write (lambda (v p m) 1) #:prefab) ns)))\n(struct-type-property? prop:custom-write)\nprop:custom-write\n",
        "guard-for-prop:custom-write: contract violation\n  expected: (procedure-arity-includes?/c 3)\n  given: 5\nguard-for-prop:custom-write: contract violation\n  expected: (procedure-arity-includes?/c 3)\n  given: #<procedure>\nguard-for-prop:custom-print-quotable: contract violation\n  expected: (or/c 'self 'never 'maybe 'always)\n  given: 'x\nguard-for-prop:gen:custom-write: contract violation\n  expected: (vector/c (procedure-arity-includes/c 3))\n  given: '#(#f)\nguard-for-prop:gen:custom-write: contract violation\n  expected: (vector/c (procedure-arity-includes/c 3))\n  given: '#(#f)\nguard-for-prop:gen:custom-write: contract violation\n  expected: (vector/c (procedure-arity-includes/c 3))\n  given: '#(5)\nstruct: the first argument to the #:methods specification is not a name for a generic interface\n  at: gen:foo\n  in: (struct b (a) #:methods gen:foo ())\nstruct: bad syntax;\n expected 2 arguments after keyword\n  at: #:methods\n  in: (struct b (a) #:methods gen:custom-write)\nstruct: cannot use #:prefab specification for a structure type with properties\n  at: #:prefab\n  in: (struct b (a) #:property prop:custom-write (lambda (v p m) 1) #:prefab)\n#t\n#<struct-type-property:custom-write>\n"),
    'pretty_print_and_the_repl_s_printer': (
        '(struct p (x) #:methods gen:custom-write [(define (write-proc v port mode) (fprintf port "<P ~a ~s>" (p-x v) mode))])\n(pretty-print (p 1))\n(pretty-print (list (p 1) (p 2)))\n(pretty-write (list (p 1)))\n(pretty-display (list (p 1)))\n(pretty-print (make-list 12 (p 1)))\n(struct n (x) #:property prop:custom-write (lambda (v port mode) (fprintf port "N~s" mode)) #:property prop:custom-print-quotable \'never)\n(pretty-print (list (n 1) \'a))\n(pretty-print (n 1))\n(struct a (x) #:property prop:custom-write (lambda (v port mode) (fprintf port "A~s" mode)) #:property prop:custom-print-quotable \'always)\n(pretty-print (a 1))\n(pretty-print (list (a 1)))\n(struct tp (x) #:transparent #:property prop:custom-write (lambda (v port mode) (fprintf port "T~s" mode)))\n(pretty-print (list (tp 1)))\n(pretty-print (tp 1))\n(a 1)\n',
        "<P 1 0>\n'(<P 1 1> <P 2 1>)\n(<P 1 #t>)\n(<P 1 #f>)\n'(<P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>\n  <P 1 1>)\n(list N0 'a)\nN0\n'A1\n'(A1)\n'(T1)\nT0\n'A1\n"),
    'racket_struct_s_constructor_style_printer': (
        '(require racket/struct)\n(struct point (x y)\n  #:methods gen:custom-write\n  [(define write-proc\n     (make-constructor-style-printer\n      (lambda (obj) \'point)\n      (lambda (obj) (list (point-x obj) (point-y obj)))))])\n(point 1 2)\n(list (point 1 "a"))\n(write (point 1 "a")) (newline)\n(display (point 1 "a")) (newline)\n(print (point 1 \'a)) (newline)\n(list (point 1 \'a))\n(format "~a ~s ~v" (point 1 "a") (point 1 "a") (point 1 "a"))\n(point (point 1 2) \'(1 2))\n(list (point (point 1 2) \'(1 2)))\n(struct e () #:methods gen:custom-write [(define write-proc (make-constructor-style-printer (lambda (o) \'e) (lambda (o) \'())))])\n(e)\n(write (e))\n',
        '(point 1 2)\n\'(#<point: 1 "a">)\n#<point: 1 "a">\n#<point: 1 a>\n(point 1 \'a)\n\'(#<point: 1 a>)\n"#<point: 1 a> #<point: 1 \\"a\\"> (point 1 \\"a\\")"\n(point (point 1 2) \'(1 2))\n\'(#<point: #<point: 1 2> (1 2)>)\n(e)\n#<e:>'),
}



@pytest.mark.parametrize("name", CASES)
def test_minischeme_prints_what_racket_prints(name: str, tmp_path: Path) -> None:
    assert prints_as_recorded(minischeme_run, *CASES[name], tmp_path)


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_the_recordings_are_racket_s(name: str, tmp_path: Path) -> None:
    assert prints_as_recorded(racket_run, *CASES[name], tmp_path)
