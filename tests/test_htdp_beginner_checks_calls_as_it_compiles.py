"""What htdp/bsl and htdp/bsl+ check that the later teaching languages do not, as `racket
FILE` runs a student's file: `+`, `*`, `/`, `=`, `append` and `string-append` take at least
two arguments and the string comparisons exactly two (primitives/htdp_beginner.py); a call
of the module's own function (a `define`d one, a structure's constructor, predicate or
selector) with another number of arguments is a syntax error when the module compiles, a
function named without an open parenthesis before it is one, and so is a call of a variable
(expansion/teaching.py, the expander's ``check_first_order_call``; a required module's
functions are called as they are, its variables fail when called). In every teaching
language `and` and `or` take at least two operands (a module-level `and` is expanded as an
expression, so an undefined name in an earlier function's body is reported first); a syntax error in a test's tested
expression fails that test when it runs, the module runs on, and check-satisfied's
predicate may be a function's bare name (forms/htdp.py). Recorded from
Racket 8.7 (stdout, exit code, first stderr line); checked against it where racket is
installed."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'bsl_plus_one_argument': ('#lang htdp/bsl\n(define (f x) (+ x))\n"start"\n(f 1)\n',
        ('"start"\n', 1, '+: expects at least 2 arguments, but found only 1')),
    'bsl_plus_none': ('#lang htdp/bsl+\n(+)\n',
        ('', 1, '+: expects at least 2 arguments, but found none')),
    'bsl_times_one': ('#lang htdp/bsl\n(* 2)\n',
        ('', 1, '*: expects at least 2 arguments, but found only 1')),
    'bsl_divide_one': ('#lang htdp/bsl\n(/ 2)\n',
        ('', 1, '/: expects at least 2 arguments, but found only 1')),
    'bsl_equal_one': ('#lang htdp/bsl\n(= 1)\n',
        ('', 1, '=: expects at least 2 arguments, but found only 1')),
    'bsl_append_one': ('#lang htdp/bsl+\n(append (list 1))\n',
        ('', 1, 'append: expects at least 2 arguments, but found only 1')),
    'bsl_string_append_one': ('#lang htdp/bsl\n(string-append "a")\n',
        ('', 1, 'string-append: expects at least 2 arguments, but found only 1')),
    'bsl_string_compare_three': ('#lang htdp/bsl\n(string<? "a" "b" "c")\n',
        ('', 1, 'string<?: expects only 2 arguments, but found 3')),
    'bsl_string_compare_one': ('#lang htdp/bsl\n(string-ci=? "a")\n',
        ('', 1, 'string-ci=?: expects 2 arguments, but found only 1')),
    'bsl_two_or_more_fine': ('#lang htdp/bsl\n(+ 1 2 3)\n(* 1 2 3)\n(string-append "a" "b" "c")\n(= 1 1 1)\n(string=? "a" "a")\n(< 1)\n(- 1)\n(max 1)\n',
        ('6\n6\n"abc"\n#true\n#true\n#true\n-1\n1\n', 0, '')),
    'isl_one_argument_fine': ('#lang htdp/isl\n(+ 1)\n(*)\n(append (list 1))\n(string-append)\n(= 1)\n(string=? "a" "a" "a")\n',
        ('1\n1\n(list 1)\n""\n#true\n#true\n', 0, '')),
    'and_one_operand': ('#lang htdp/bsl\n"start"\n(define (g y) (and y))\n',
        ('', 1, 'student.rkt:3:14: and: expects at least 2 arguments, but found only 1')),
    'or_no_operand': ('#lang htdp/asl\n(or)\n',
        ('', 1, 'student.rkt:2:0: or: expects at least 2 arguments, but found none')),
    'and_or_many_fine': ('#lang htdp/isl\n(and #true #false #true)\n(or #false #false #true)\n',
        ('#false\n#true\n', 0, '')),
    'bsl_call_arity_compile_time': ('#lang htdp/bsl\n(define (f x) x)\n"start"\n(f 1 2)\n',
        ('', 1, 'student.rkt:4:0: f: expects only 1 argument, but found 2')),
    'bsl_call_arity_forward': ('#lang htdp/bsl+\n"start"\n(define (g y) (f y y))\n(define (f x) x)\n(g 1)\n',
        ('', 1, 'student.rkt:3:14: f: expects only 1 argument, but found 2')),
    'bsl_call_too_few': ('#lang htdp/bsl\n(define (f x y) x)\n(f 1)\n',
        ('', 1, 'student.rkt:3:0: f: expects 2 arguments, but found only 1')),
    'bsl_call_none': ('#lang htdp/bsl\n(define (f x) x)\n(f)\n',
        ('', 1, 'student.rkt:3:0: f: expects 1 argument, but found none')),
    'bsl_struct_constructor_arity': ('#lang htdp/bsl\n(define-struct p (a b))\n(make-p 1)\n',
        ('', 1, 'student.rkt:3:0: make-p: expects 2 arguments, but found only 1')),
    'bsl_struct_predicate_arity': ('#lang htdp/bsl\n(define-struct p (a b))\n(p? 1 2)\n',
        ('', 1, 'student.rkt:3:0: p?: expects only 1 argument, but found 2')),
    'bsl_nested_call_arity': ('#lang htdp/bsl\n(define (f x) x)\n(f (f 1) 2)\n',
        ('', 1, 'student.rkt:3:0: f: expects only 1 argument, but found 2')),
    'isl_call_arity_run_time': ('#lang htdp/isl\n(define (f x) x)\n"start"\n(f 1 2)\n',
        ('"start"\n', 1, 'f: expects only 1 argument, but found 2')),
    'bsl_function_without_parenthesis': ('#lang htdp/bsl\n(define (f x) x)\n(define g f)\n',
        ('', 1, 'student.rkt:3:10: f: expected a function call, but there is no open parenthesis before this function')),
    'bsl_primitive_without_parenthesis': ('#lang htdp/bsl\n(define g +)\n',
        ('', 1, 'student.rkt:2:10: +: expected a function call, but there is no open parenthesis before this function')),
    'bsl_selector_without_parenthesis': ('#lang htdp/bsl+\n(define-struct p (a b))\n(define q p-a)\n',
        ('', 1, 'student.rkt:3:10: p-a: expected a function call, but there is no open parenthesis before this function')),
    'bsl_function_in_expected_value': ('#lang htdp/bsl\n(define (f x) x)\n(check-expect 1 f)\n',
        ('', 1, 'student.rkt:3:16: f: expected a function call, but there is no open parenthesis before this function')),
    'isl_functions_are_values': ('#lang htdp/isl\n(define (f x) x)\n(define g f)\n(g 5)\n(map f (list 1 2))\n',
        ('5\n(list 1 2)\n', 0, '')),
    'bsl_variable_called': ('#lang htdp/bsl\n(define x 1)\n(x 1)\n',
        ('', 1, 'student.rkt:3:1: function call: expected a function after the open parenthesis, but found a variable')),
    'bsl_parameter_called': ('#lang htdp/bsl\n(define (g x) (x 1))\n',
        ('', 1, 'student.rkt:2:15: function call: expected a function after the open parenthesis, but found a variable')),
    'bsl_constant_variable_called': ('#lang htdp/bsl\n(define x 1)\n(x)\n',
        ('', 1, 'student.rkt:3:1: function call: expected a function after the open parenthesis, but found a variable')),
    'bsl_parameter_shadows_function': ('#lang htdp/bsl\n(define (f x) x)\n(define (h f) (+ f 1))\n(h 1)\n',
        ('2\n', 0, '')),
    'bsl_recursion_and_structs_fine': ('#lang htdp/bsl\n(define-struct p (a b))\n(define (f x) (cond [(= x 0) 1] [else (* x (f (- x 1)))]))\n(f 5)\n(p-b (make-p 1 2))\n(check-expect (f 1) 1)\n',
        ('120\n2\n', 0, '')),
    'bsl_bad_call_in_tested_expression_runs': ('#lang htdp/bsl\n(define (f x) x)\n(check-expect (f 1 2) 1)\n(check-expect f 1)\n(check-expect (and 1) 1)\n(f 3)\n',
        ('3\n', 0, '')),
    'isl_syntax_error_in_tested_expression_runs': ('#lang htdp/isl\n(check-expect (cond) 1)\n(check-expect (if 1) 1)\n(+ 1 1)\n',
        ('2\n', 0, '')),
    'bsl_check_satisfied_names_its_predicate': ("#lang htdp/bsl+\n(define (sorted? l) (cond [(empty? l) #true] [(empty? (rest l)) #true] [else (and (<= (first l) (second l)) (sorted? (rest l)))]))\n(check-satisfied (list 1 2 3) sorted?)\n(sorted? (list 2 1))\n",
        ('#false\n', 0, '')),
    'bsl_calls_a_required_modules_function': ({'lib.rkt': '#lang racket\n(provide k f)\n(define k 5)\n(define (f x) (* 2 x))\n',
                                                'student.rkt': '#lang htdp/bsl\n(require "lib.rkt")\n(f 4)\n(k 1)\n'},
        ('8\n', 1, 'function call: expected a function after the open parenthesis, but received 5')),
    'bsl_undefined_in_a_body_before_a_later_and': ('#lang htdp/bsl\n(define (g x) (h x))\n(or (> 2 3))\n',
        ('', 1, 'student.rkt:2:15: h: this function is not defined')),
    'asl_undefined_in_a_body_before_a_later_and': ('#lang htdp/asl\n(define (g x) (h x))\n(and 1)\n',
        ('', 1, 'student.rkt:2:15: h: this function is not defined')),
    'isl_top_level_and_still_checked': ('#lang htdp/isl\n"start"\n(and #true)\n',
        ('', 1, 'student.rkt:3:0: and: expects at least 2 arguments, but found only 1')),
}

test_minischeme_runs_it_as_racket_did, test_racket_answers_as_recorded = case_tests(CASES, "student.rkt")
