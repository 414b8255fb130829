"""`#lang plai`'s define-type and type-case in whole programs, as Racket 8.7 runs them
(forms/plai_types.py): interpreters in the PLAI style (an AE calculator with its parser,
an FAE interpreter with closures and environments whose procedures come before the types
they read), mutators and `#:immutable`, `match` on variants, a type defined in one module
and read by type-case in another, `(require plai)` in `#lang racket` (its `provide`
refusing every use there too), and type-case's and define-type's expansion-time errors
where plai reports them. Racket's whole output is
recorded (less `location...:`/`context...:` lines); ``test_recorded_answers_are_racket_s``
checks it again where `racket` is installed. The datum-by-datum cases are
tests/differential/plai_define_type.exprs."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_without_locations, needs_racket, racket_run_without_locations  # noqa: E402

# name -> (files, entry, Racket 8.7's (stdout, exit code, stderr))
CASES = {'ae_calculator': ({'ae.rkt': '#lang plai\n'
                              '(define-type AE\n'
                              '  [num (n number?)]\n'
                              '  [add (lhs AE?) (rhs AE?)]\n'
                              '  [sub (lhs AE?) (rhs AE?)])\n'
                              '\n'
                              ';; parse : s-expression -> AE\n'
                              '(define (parse sexp)\n'
                              '  (cond [(number? sexp) (num sexp)]\n'
                              '        [(and (list? sexp) (= 3 (length sexp)))\n'
                              '         (case (first sexp)\n'
                              '           [(+) (add (parse (second sexp)) (parse (third sexp)))]\n'
                              '           [(-) (sub (parse (second sexp)) (parse (third sexp)))]\n'
                              '           [else (error \'parse "unknown operator: ~a" (first sexp))])]\n'
                              '        [else (error \'parse "bad syntax: ~a" sexp)]))\n'
                              '\n'
                              ';; calc : AE -> number\n'
                              '(define (calc an-ae)\n'
                              '  (type-case AE an-ae\n'
                              '    [num (n) n]\n'
                              '    [add (l r) (+ (calc l) (calc r))]\n'
                              '    [sub (l r) (- (calc l) (calc r))]))\n'
                              '\n'
                              "(test (parse '3) (num 3))\n"
                              "(test (parse '{+ 3 4}) (add (num 3) (num 4)))\n"
                              "(test (parse '{- {+ 3 4} 7}) (sub (add (num 3) (num 4)) (num 7)))\n"
                              "(test (calc (parse '{- {+ 3 4} 7})) 0)\n"
                              "(test (calc (parse '{+ 1 2})) 4)\n"
                              '(test/exn (parse \'{* 1 2}) "unknown operator")\n'
                              '(test/exn (parse "x") "bad syntax")\n'
                              '(test (calc 5) 5)\n'
                              "(parse '{+ 1 {- 5 2}})\n"
                              "(calc (parse '{+ 1 {- 5 2}}))\n"},
                   'ae.rkt',
                   ('good (parse (quote 3)) at line 24\n'
                    '  expected: (num 3)\n'
                    '  given: (num 3)\n'
                    '\n'
                    'good (parse (quote (+ 3 4))) at line 25\n'
                    '  expected: (add (num 3) (num 4))\n'
                    '  given: (add (num 3) (num 4))\n'
                    '\n'
                    'good (parse (quote (- (+ 3 4) 7))) at line 26\n'
                    '  expected: (sub (add (num 3) (num 4)) (num 7))\n'
                    '  given: (sub (add (num 3) (num 4)) (num 7))\n'
                    '\n'
                    'good (calc (parse (quote (- (+ 3 4) 7)))) at line 27\n'
                    '  expected: 0\n'
                    '  given: 0\n'
                    '\n'
                    'good (parse (quote (* 1 2))) at line 29\n'
                    '  expected: "unknown operator"\n'
                    '  given: "parse: unknown operator: *"\n'
                    '\n'
                    'good (parse "x") at line 30\n'
                    '  expected: "bad syntax"\n'
                    '  given: "parse: bad syntax: x"\n'
                    '\n'
                    '(add (num 1) (sub (num 5) (num 2)))\n'
                    '4\n',
                    0,
                    'bad (calc (parse (quote (+ 1 2)))) at line 28\n'
                    '  expected: 4\n'
                    '  given: 3\n'
                    '\n'
                    'exception (calc 5) at line 31\n'
                    '  expected: <no-expected-value>\n'
                    'type-case: expected a value from type AE, got: 5\n'
                    '\n')),
 'fae_interpreter': ({'fae.rkt': '#lang plai\n'
                                 ';; FAE with environments; interp and its helpers come before the types '
                                 'they read\n'
                                 '(define (interp expr env)\n'
                                 '  (type-case FAE expr\n'
                                 '    [num (n) (numV n)]\n'
                                 '    [add (l r) (num+ (interp l env) (interp r env))]\n'
                                 '    [id (v) (lookup v env)]\n'
                                 '    [fun (bound-id bound-body) (closureV bound-id bound-body env)]\n'
                                 '    [app (fun-expr arg-expr)\n'
                                 '         (local ([define fun-val (interp fun-expr env)])\n'
                                 '           (type-case FAE-Value fun-val\n'
                                 '             [closureV (param body cl-env)\n'
                                 '                       (interp body (aSub param (interp arg-expr env) '
                                 'cl-env))]\n'
                                 '             [else (error \'interp "not a function: ~a" fun-val)]))]))\n'
                                 '\n'
                                 '(define (num+ a b)\n'
                                 '  (numV (+ (numV-n a) (numV-n b))))\n'
                                 '\n'
                                 '(define (lookup name env)\n'
                                 '  (type-case Env env\n'
                                 '    [mtSub () (error \'lookup "no binding for identifier ~a" name)]\n'
                                 '    [aSub (bound-name bound-value rest-env)\n'
                                 '          (if (symbol=? bound-name name) bound-value (lookup name '
                                 'rest-env))]))\n'
                                 '\n'
                                 '(define-type FAE\n'
                                 '  [num (n number?)]\n'
                                 '  [add (lhs FAE?) (rhs FAE?)]\n'
                                 '  [id (name symbol?)]\n'
                                 '  [fun (param symbol?) (body FAE?)]\n'
                                 '  [app (fun-expr FAE?) (arg-expr FAE?)])\n'
                                 '\n'
                                 '(define-type FAE-Value\n'
                                 '  [numV (n number?)]\n'
                                 '  [closureV (param symbol?) (body FAE?) (env Env?)])\n'
                                 '\n'
                                 '(define-type Env\n'
                                 '  [mtSub]\n'
                                 '  [aSub (name symbol?) (value FAE-Value?) (env Env?)])\n'
                                 '\n'
                                 '(define (parse sexp)\n'
                                 '  (cond [(number? sexp) (num sexp)]\n'
                                 '        [(symbol? sexp) (id sexp)]\n'
                                 "        [(eq? (first sexp) '+) (add (parse (second sexp)) (parse (third "
                                 'sexp)))]\n'
                                 "        [(eq? (first sexp) 'fun) (fun (first (second sexp)) (parse (third "
                                 'sexp)))]\n'
                                 "        [(eq? (first sexp) 'with)\n"
                                 '         (app (fun (first (second sexp)) (parse (third sexp))) (parse '
                                 '(second (second sexp))))]\n'
                                 '        [else (app (parse (first sexp)) (parse (second sexp)))]))\n'
                                 '\n'
                                 '(define (run sexp) (interp (parse sexp) (mtSub)))\n'
                                 '\n'
                                 "(test (run '{with {x 3} {+ x x}}) (numV 6))\n"
                                 "(test (run '{{fun {x} {+ x 1}} 41}) (numV 42))\n"
                                 "(test (run '{with {f {fun {y} {+ y y}}} {f 5}}) (numV 10))\n"
                                 '(test/exn (run \'{with {x 3} {+ x y}}) "no binding")\n'
                                 '(test/exn (run \'{3 4}) "not a function")\n'
                                 "(test (run '{with {x 3} {fun {y} {+ x y}}}) (numV 3))\n"
                                 "(run '{with {x 3} {fun {y} {+ x y}}})\n"
                                 "(print (run '{fun {x} x}))\n"
                                 '(newline)\n'
                                 '(with-handlers ([exn:fail:contract? (lambda (e) (display (first '
                                 '(string-split (exn-message e) "\\n"))) (newline))])\n'
                                 "  (numV 'x))\n"
                                 '(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))])\n'
                                 '  (interp 5 (mtSub)))\n'
                                 "(define c (closureV 'x (id 'x) (mtSub)))\n"
                                 '(list (FAE-Value? c) (closureV? c) (numV? c) (Env? (closureV-env c)) '
                                 '(closureV-param c))\n'},
                     'fae.rkt',
                     ('good (run (quote (with (x 3) (+ x x)))) at line 51\n'
                      '  expected: (numV 6)\n'
                      '  given: (numV 6)\n'
                      '\n'
                      'good (run (quote ((fun (x) (+ x 1)) 41))) at line 52\n'
                      '  expected: (numV 42)\n'
                      '  given: (numV 42)\n'
                      '\n'
                      'good (run (quote (with (f (fun (y) (+ y y))) (f 5)))) at line 53\n'
                      '  expected: (numV 10)\n'
                      '  given: (numV 10)\n'
                      '\n'
                      'good (run (quote (with (x 3) (+ x y)))) at line 54\n'
                      '  expected: "no binding"\n'
                      '  given: "lookup: no binding for identifier y"\n'
                      '\n'
                      'good (run (quote (3 4))) at line 55\n'
                      '  expected: "not a function"\n'
                      '  given: "interp: not a function: #(struct:numV 3)"\n'
                      '\n'
                      "(closureV 'y (add (id 'x) (id 'y)) (aSub 'x (numV 3) (mtSub)))\n"
                      "(closureV 'x (id 'x) (mtSub))\n"
                      'numV: contract violation\n'
                      'type-case: expected a value from type FAE, got: 5\n'
                      "'(#t #t #f #t x)\n",
                      0,
                      'bad (run (quote (with (x 3) (fun (y) (+ x y))))) at line 56\n'
                      '  expected: (numV 3)\n'
                      "  given: (closureV 'y (add (id 'x) (id 'y)) (aSub 'x (numV 3) (mtSub)))\n"
                      '\n')),
 'missing_variant': ({'m.rkt': '#lang plai\n'
                               '(define-type T [a (x number?)] [b (y string?)])\n'
                               '(define (f t)\n'
                               '  (type-case T t\n'
                               '    [a (x) x]))\n'
                               '(f (a 1))\n'},
                     'm.rkt',
                     ('',
                      1,
                      'm.rkt:4:2: type-case: syntax error; probable cause: you did not include a case for '
                      'the b variant, or no else-branch was present\n'
                      '  in: (type-case T t (a (x) x))\n')),
 'mutable_and_immutable': ({'acct.rkt': '#lang plai\n'
                                        '(define-type Account\n'
                                        '  [account (owner string?) (balance number?)])\n'
                                        '(define a (account "ann" 10))\n'
                                        '(set-account-balance! a 25)\n'
                                        'a\n'
                                        '(account-balance a)\n'
                                        '(with-handlers ([exn:fail:contract? (lambda (e) (displayln (second '
                                        '(string-split (exn-message e) "\\n"))))])\n'
                                        '  (set-account-balance! a "lots"))\n'
                                        '(define-type Point #:immutable [pt (x number?) (y number?)])\n'
                                        '(pt 1 2)\n'
                                        '(equal? (pt 1 2) (pt 1 2))\n'
                                        '(match (pt 3 4) [(pt x y) (+ x y)])\n'},
                           'acct.rkt',
                           ('(account "ann" 25)\n'
                            '25\n'
                            '  expected: (or/c undefined? number?)\n'
                            '(pt 1 2)\n'
                            '#t\n'
                            '7\n',
                            0,
                            '')),
 'not_a_type': ({'n.rkt': '#lang plai\n(define-type T [a (x number?)])\n(type-case U (a 1) [a (x) x])\n'},
                'n.rkt',
                ('', 1, 'n.rkt:3:11: type-case: this must be a type defined with define-type\n  in: U\n')),
 'not_a_variant': ({'v.rkt': '#lang plai\n'
                             '(define-type T [a (x number?)] [b])\n'
                             '(type-case T (a 1) [a (x) x] [c () 0] [else 1])\n'},
                   'v.rkt',
                   ('', 1, 'v.rkt:3:30: type-case: this is not a variant of the specified type\n  in: c\n')),
 'required_into_racket_refuses_provide': ({'main.rkt': '#lang racket\n(require plai)\n(provide f)\n(define (f) 1)\n(f)\n'},
                                          'main.rkt',
                                          ('',
                                           1,
                                           'main.rkt:3:0: provide: The PLAI language provides all defined names\n'
                                           '  in: (provide f)\n')),
 'required_into_racket': ({'main.rkt': '#lang racket\n'
                                       '(require plai)\n'
                                       '(define-type Shape [circle (r number?)] [square (side number?)])\n'
                                       '(define (area s) (type-case Shape s [circle (r) (* 3 r r)] [square '
                                       '(x) (* x x)]))\n'
                                       '(test (area (circle 1)) 3)\n'
                                       '(map area (list (circle 2) (square 3)))\n'
                                       '(square 2)\n'},
                          'main.rkt',
                          ('good (area (circle 1)) at line 5\n'
                           '  expected: 3\n'
                           '  given: 3\n'
                           '\n'
                           "'(12 9)\n"
                           '(square 2)\n',
                           0,
                           '')),
 'type_name_as_expression': ({'e.rkt': '#lang plai\n'
                                       '(define-type T [a (x number?)])\n'
                                       '(displayln 1)\n'
                                       '(list T)\n'},
                             'e.rkt',
                             ('', 1, 'e.rkt:4:6: T: Illegal use of type name outside type-case.\n  in: T\n')),
 'types_across_modules': ({'main.rkt': '#lang plai\n'
                                       '(require "types.rkt")\n'
                                       '(define (sum t) (type-case Tree t [leaf () 0] [node (v l r) (+ v '
                                       '(sum l) (sum r))]))\n'
                                       '(sum (node 1 (node 2 (leaf) (leaf)) (leaf)))\n'
                                       '(node-v (node 5 (leaf) (leaf)))\n'
                                       '(test (Tree? (leaf)) #t)\n',
                           'types.rkt': '#lang plai\n'
                                        '(define-type Tree [leaf] [node (v number?) (l Tree?) (r Tree?)])\n'},
                          'main.rkt',
                          ('3\n5\ngood (Tree? (leaf)) at line 6\n  expected: #t\n  given: #t\n\n', 0, '')),
 'unreachable_else': ({'u.rkt': '#lang plai\n'
                                '(define-type T [a (x number?)])\n'
                                '(type-case T (a 1) [a (x) x] [else 0])\n'},
                      'u.rkt',
                      ('',
                       1,
                       'u.rkt:3:0: type-case: the else branch of this type-case is unreachable; you have '
                       'matched all variants\n'
                       '  in: (type-case T (a 1) (a (x) x) (else 0))\n')),
 'variant_named_like_racket': ({'r.rkt': '#lang plai\n'
                                         '(define-type Expr [num (n number?)] [list (items (listof '
                                         'Expr?))])\n'},
                               'r.rkt',
                               ('',
                                1,
                                'r.rkt:2:37: define-type: identifier is already bound in this scope (If you '
                                "didn't define it, it was defined by the PLAI language.)\n"
                                '  in: list\n')),
 'wrong_field_count': ({'w.rkt': '#lang plai\n'
                                 '(define-type T [a (x number?)] [b])\n'
                                 '(type-case T (a 1) [a (x y) x] [b () 0])\n'},
                       'w.rkt',
                       ('',
                        1,
                        'w.rkt:3:20: type-case: this variant has 1 fields, but you provided bindings for 2 '
                        'fields\n'
                        '  in: a\n'))}


@pytest.mark.parametrize("name", CASES)
def test_plai_types_run_as_racket_runs_them(name: str, tmp_path: Path) -> None:
    files, entry, answer = CASES[name]
    assert minischeme_run_without_locations(files, tmp_path, entry) == answer


@needs_racket
@pytest.mark.parametrize("name", CASES)
def test_recorded_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    files, entry, answer = CASES[name]
    assert racket_run_without_locations(files, tmp_path, entry) == answer
