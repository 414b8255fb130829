"""`#lang sicp` (the sicp package: Racket's r5rs with the book's extras) runs as in Racket
8.7: its pairs are mutable pairs (quoted data, quasiquoted data and rest arguments too), its
list procedures work on them, results print in write style with mutable pairs in
parentheses, only R5RS's names and forms and sicp's are bound (so `displayln`, `when` and
`provide` are unbound identifiers), `if` may leave out its else, `case` compares with eqv?,
streams are mutable pairs of a value and an r5rs promise, and errors are r5rs's
(`mcar: contract violation`). 821 files of public SICP repositories are `#lang sicp`.

Each case is a program (after its `#lang sicp` line) and what `racket main.rkt` gave:
stdout, exit status, stderr without its context and location lines. The answers were
recorded with Racket 8.7 and the sicp package installed (`raco pkg install sicp`); where
racket has the package, test_the_recorded_answer_is_racket_s checks them again.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_without_locations, needs_racket_package, racket_run_without_locations  # noqa: E402

# name -> (program, (stdout, exit status, stderr))
CASES = {
    'mutable_lists_print_in_write_style': (
        '(list 1 2 (cons 3 4))\n(cons 1 2)\n\'(a "b" #\\c 1.5)\n"str"\n\'sym\nnil\n(vector 1 \'(2 3))\n(display (list 1 "a" #\\b)) (newline)\n(write (list 1 "a" #\\b)) (newline)\n\'\'(quote a)\n(list (if #f #f))\n',
        ('(1 2 (3 . 4))\n(1 . 2)\n(a "b" #\\c 1.5)\n"str"\nsym\n()\n#(1 (2 3))\n(1 a b)\n(1 "a" #\\b)\n(quote (quote a))\n(#<void>)\n', 0, '')),
    'quoted_data_and_rest_arguments_are_mutable': (
        "(define x '(1 2 3))\n(set-car! x 10)\n(set-cdr! (cddr x) '(4))\nx\n(define (f . r) (set-car! r 'first) r)\n(f 1 2 3)\n(define (g a . r) r)\n(g 1)\n",
        ('(10 2 3 4)\n(first 2 3)\n()\n', 0, '')),
    'quasiquote_builds_mutable_lists': (
        "(define l `(1 ,(+ 1 1) ,@(list 3 4)))\n(set-car! (cddr l) 'three)\nl\n`(1 . ,(+ 1 1))\n`#(1 ,(+ 1 1))\n`(1 `(2 ,(3 ,(+ 1 3))))\n(pair? `(a b))\n",
        ('(1 2 three 4)\n(1 . 2)\n#(1 2)\n(1 (quasiquote (2 (unquote (3 4)))))\n#t\n', 0, '')),
    'list_procedures_work_on_mutable_lists': (
        '(length \'(1 2 3))\n(append \'(1) \'(2) \'(3 4))\n(reverse \'(1 2 3))\n(list-tail \'(1 2 3) 1)\n(list-ref \'(a b c) 2)\n(map + \'(1 2) \'(10 20))\n(for-each display \'(1 2 3)) (newline)\n(apply + 1 \'(2 3))\n(assoc 2 \'((1 . a) (2 . b)))\n(assq \'b \'((a 1) (b 2)))\n(member \'(1) \'(0 (1) 2))\n(memq \'c \'(a b c d))\n(list? \'(1 2))\n(list? (cons 1 2))\n(list->vector \'(1 2))\n(vector->list (vector 1 2))\n(string->list "ab")\n(list->string (list #\\a #\\b))\n(equal? \'(1 (2)) (list 1 (list 2)))\n(caddr \'(1 2 3))\n(cadr \'(1 2))\n(cddr \'(1 2 3))\n',
        ('3\n(1 2 3 4)\n(3 2 1)\n(2 3)\nc\n(11 22)\n123\n6\n(2 . b)\n(b 2)\n((1) 2)\n(c d)\n#t\n#f\n#(1 2)\n(1 2)\n(#\\a #\\b)\n"ab"\n#t\n3\n2\n(3)\n', 0, '')),
    'procedures_print_under_racket_s_names': (
        'car\ncons\nlist\nmap\ncadr\ncaddr\napply\nstream-null?\ninc\n(define (square x) (* x x))\nsquare\n',
        ('#<procedure:mcar>\n#<procedure:mcons>\n#<procedure:mlist>\n#<procedure:mmap>\n#<procedure:mcadr>\n#<procedure:mcaddr>\n#<procedure:mapply>\n#<procedure:null?>\n#<procedure:inc>\n#<procedure:square>\n', 0, '')),
    'sicp_extras': (
        '(inc 1)\n(dec 1)\nnil\nthe-empty-stream\n(stream-null? the-empty-stream)\ntrue\nfalse\n(identity 5)\n(< -1 (random 10) 10)\n(<= 0 (random 1.5))\n(integer? (runtime))\n',
        ('2\n0\n()\n()\n#t\n#t\n#f\n5\n#t\n#t\n#t\n', 0, '')),
    'streams_with_cons_stream': (
        '(define (stream-car s) (car s))\n(define (stream-cdr s) (force (cdr s)))\n(define (integers-from n) (cons-stream n (integers-from (+ n 1))))\n(define (stream-ref s n) (if (= n 0) (stream-car s) (stream-ref (stream-cdr s) (- n 1))))\n(stream-ref (integers-from 1) 100)\n(cons-stream 1 (/ 1 0))\n(define p (delay (begin (display "once ") 2)))\np\n(force p)\n(force p)\np\n',
        ('101\n(1 . #<promise>)\n#<promise>\nonce 2\n2\n#<promise>\n', 0, '')),
    'r5rs_forms': (
        '(if #f #f)\n(list (if #f #f))\n(case "a" (("a") \'equal) (else \'not-eqv))\n(case 2 ((1 2) \'x) (else \'y))\n(define (f x) (cond ((assv x \'((1 . one) (2 . two))) => cdr) (else \'none)))\n(f 2)\n(do ((i 0 (+ i 1))) ((= i 3) \'done) (display i))\n(define-syntax swap! (syntax-rules () ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))\n(define a 1)\n(define b 2)\n(swap! a b)\n(list a b)\n(let loop ((i 0) (acc \'())) (if (= i 3) acc (loop (+ i 1) (cons i acc))))\n',
        ('(#<void>)\nnot-eqv\nx\ntwo\n012done\n(2 1)\n(2 1 0)\n', 0, '')),
    'shared_and_cyclic_lists': (
        "(define a (list 1))\n(cons a a)\n(define x (list 1 2 3))\n(set-cdr! (cddr x) x)\nx\n(define s (list 9))\n(define c (cons s (cons s '())))\n(set-cdr! (cdr c) c)\nc\n",
        ('((1) 1)\n#0=(1 2 3 . #0#)\n#1=(#0=(9) #0# . #1#)\n', 0, '')),
    'error_car_of_empty': (
        "(car '())\n",
        ('', 1, 'mcar: contract violation\n  expected: mpair?\n  given: ()\n')),
    'error_cadr_of_short': (
        "(cadr '(1))\n",
        ('', 1, 'mcar: contract violation\n  expected: mpair?\n  given: ()\n')),
    'error_length_of_improper': (
        "(length '(1 . 2))\n",
        ('', 1, 'mcdr: contract violation\n  expected: mpair?\n  given: 2\n')),
    'error_force_of_non_promise': (
        '(force 5)\n',
        ('', 1, 'force: expected argument of type <promise>; given: 5\n')),
    'error_error_message': (
        '(error "Unknown operation:" \'foo (list 1 2))\n',
        ('', 1, 'Unknown operation: foo (1 2)\n')),
    'error_displayln_unbound': (
        '(displayln 1)\n',
        ('', 1, 'main.rkt:2:1: displayln: unbound identifier\n  in: displayln\n')),
    'error_when_unbound': (
        '(display 1)\n(when #t 2)\n',
        ('', 1, 'main.rkt:3:1: when: unbound identifier\n  in: when\n')),
    'error_provide_unbound': (
        '(provide f)\n(define (f) 1)\n',
        ('', 1, 'main.rkt:2:1: provide: unbound identifier\n  in: provide\n')),
    'error_keyword_parameter': (
        '(define (f x #:y y) x)\n',
        ('', 1, 'main.rkt:2:13: #%plain-lambda: not an identifier\n  at: #:y\n  in: (#%plain-lambda (x #:y y) (r5rs:body x))\n')),
    'error_optional_parameter': (
        '(define (f [x 1]) x)\n',
        ('', 1, 'main.rkt:2:11: #%plain-lambda: not an identifier\n  at: (x 1)\n  in: (#%plain-lambda ((x 1)) (r5rs:body x))\n')),
    'error_arity_of_car': (
        '(car (list 1 2) 3)\n',
        ('', 1, 'mcar: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 2\n')),
    'error_amb_tree_exhausted': (
        '(amb)\n',
        ('', 1, 'amb tree exhausted\n')),
    'amb_first_choice': (
        "(amb 1 2 3)\n(let ((x (amb 'a 'b))) x)\n",
        ('1\na\n', 0, '')),
    'racket_forms_through_only': (
        '(#%require (only racket provide))\n(provide f)\n(define (f) 1)\n(f)\n',
        ('1\n', 0, '')),
    'rackunit_failure_shows_mutable_lists': (
        "(#%require rackunit)\n(check-equal? (list 1 2) '(1 3))\n(check-equal? (list 1 2) '(1 2))\n",
        ('', 0, '--------------------\nFAILURE\nname:       check-equal?\nlocation:   main.rkt:3:0\nactual:     (1 2)\nexpected:   (1 3)\n--------------------\n')),
    'error_map_over_an_improper_list': (
        "(define (show x) (display x) x)\n(map show '(1 2 . 3))\n",
        ('12', 1, 'mcar: contract violation\n  expected: mpair?\n  given: 3\n')),
    'error_reverse_of_an_improper_list': (
        "(length (list 1 2 3))\n(reverse '(1 2 . 3))\n",
        ('3\n', 1, 'mcdr: contract violation\n  expected: mpair?\n  given: 3\n')),
    'amb_goes_back_to_earlier_choices': (
        '(define (require p) (if (not p) (amb)))\n(define (pair-summing-to n)\n  (let ((a (amb 1 2 3 4))\n        (b (amb 1 2 3 4)))\n    (require (= (+ a b) n))\n    (list a b)))\n(pair-summing-to 5)\n(amb)\n(amb)\n(display "between")\n(newline)\n(list (amb 1 2) (amb \'a \'b))\n(amb)\n(amb)\n(amb)\n(amb)\n(amb)\n(amb)\n',
        ('(1 4)\n(2 3)\n(3 2)\nbetween\n(1 a)\n(1 b)\n(2 a)\n(2 b)\n(4 1)\n', 1, 'amb tree exhausted\n')),
    'error_amb_defines_a_constant_again': (
        '(define (require p) (if (not p) (amb)))\n(define x (amb 1 2 3))\n(require (> x 2))\nx\n',
        ('', 1, 'define-values: assignment disallowed;\n cannot re-define a constant\n  constant: x\n  in module:"{folder}/main.rkt"\n')),
    'internal_definitions_name_no_procedure': (
        '(define (f)\n  (define (g x) x)\n  (define h (lambda (y) y))\n  (list g h))\n(f)\n(let ((k (lambda () 1))) k)\n(letrec ((m (lambda () 1))) m)\n(let loop ((i 0)) loop)\n',
        ('(#<procedure:...-exercises/main.rkt:3:2> #<procedure:...-exercises/main.rkt:4:12>)\n#<procedure:k>\n#<procedure:...-exercises/main.rkt:8:12>\n#<procedure:loop>\n', 0, '')),
}


def _folder(tmp_path: Path) -> Path:
    """The programs' folder: its name ends their procedures' names (`...-exercises/main.rkt:3:2`)."""
    folder = tmp_path / "sicp-exercises"
    folder.mkdir()
    return folder


def _in(folder: Path, answer: tuple) -> tuple:
    """An answer whose stderr names the program's folder (`{folder}`), there."""
    out, code, err = answer
    return out, code, err.replace("{folder}", str(folder.resolve()))


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_runs_it_as_racket_does(name: str, tmp_path: Path) -> None:
    program, answer = CASES[name]
    files = {"main.rkt": "#lang sicp\n" + program}
    folder = _folder(tmp_path)
    assert minischeme_run_without_locations(files, folder, "main.rkt") == _in(folder, answer)


@needs_racket_package("sicp")
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_recorded_answer_is_racket_s(name: str, tmp_path: Path) -> None:
    program, answer = CASES[name]
    files = {"main.rkt": "#lang sicp\n" + program}
    folder = _folder(tmp_path)
    assert racket_run_without_locations(files, folder, "main.rkt") == _in(folder, answer)


def test_mutable_pair_access_is_inlined_into_the_generated_code() -> None:
    """car, cdr, cons, pair?, set-car! and r5rs's cadr ... of #lang sicp are inlined (its
    programs must not be much slower than the same in #lang racket)."""
    from back_end_runs import generated_source
    source = generated_source("#lang sicp\n(define (f a b) (if (pair? a) (cons (car a) (cadr b)) "
                              "(begin (set-car! b a) (cdr b))))\n")
    for fast in ("_MPair(", ".car if ", ".cdr.car if ", "_setattr(", ".__class__ is _MPair)"):
        assert fast in source, source


# a body that ends in a definition: r5rs's error (Racket places it in r5rs's own source)
NO_EXPRESSION = ("#lang sicp\n(define (f)\n  (define x 1))\n",
                 "r5rs:body: no expression in body\n  in: (r5rs:body (define x 1))")


def test_a_body_with_no_expression_is_r5rs_s_error(tmp_path: Path) -> None:
    out, code, err = minischeme_run_without_locations({"main.rkt": NO_EXPRESSION[0]}, tmp_path, "main.rkt")
    assert (out, code) == ("", 1) and err.split(": ", 1)[1].rstrip("\n") == NO_EXPRESSION[1]


@needs_racket_package("sicp")
def test_the_body_error_is_racket_s(tmp_path: Path) -> None:
    out, code, err = racket_run_without_locations({"main.rkt": NO_EXPRESSION[0]}, tmp_path, "main.rkt")
    assert (out, code) == ("", 1) and err.split(": ", 1)[1].rstrip("\n") == NO_EXPRESSION[1]


def test_amb_going_back_past_output_is_an_error_not_a_wrong_answer(tmp_path: Path) -> None:
    """A known difference: minischeme goes back to a choice by running its form again, so
    a form that printed before the choice cannot be gone back to (Racket prints `x2`)."""
    program = ("#lang sicp\n(define (f) (display \"x\") (let ((a (amb 1 2))) (if (< a 2) (amb)) a))\n"
               "(f)\n")
    out, code, err = minischeme_run_without_locations({"main.rkt": program}, tmp_path, "main.rkt")
    assert (out, code) == ("x", 1)
    assert err.startswith("amb: going back to a choice after its module-level form printed")
