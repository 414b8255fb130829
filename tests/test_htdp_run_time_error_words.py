"""The teaching languages' words for run-time errors, as Racket 8.7 shows them for a main
module in htdp/bsl ... htdp/asl (found by correctness sweep 14): a contract error or arity
mismatch rewritten (lang/private/rewrite-error-message.rkt: `+: expects a number, given
"a"`, `f: expects only 1 argument, but found 2`), values in messages printed as the
language prints them, their own `first` ... `eighth`, `rest`, `cons` (a list second) and
`error` (its parts joined); and their list procedures racket lacks: `quicksort` (not in
htdp/bsl), `remove-all`, `memq?`, `boolean->string`, `string-contains-ci?`, `=~`,
`equal~?` (values/teaching_errors.py, primitives/htdp_lists.py). A `#lang racket` module
keeps Racket's words. Each case: the program, and (stdout, exit code, first stderr line)
as Racket gave them."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'first_of_a_number': ('#lang htdp/bsl\n(first 5)\n',
        ('', 1, 'first: expects a non-empty list; given: 5')),
    'rest_of_empty': ('#lang htdp/isl\n(rest empty)\n',
        ('', 1, "rest: expects a non-empty list; given: '()")),
    'second_of_a_short_list_bsl': ('#lang htdp/bsl\n(second (list 1))\n',
        ('', 1, "second: expects a list with 2 or more items; given: (cons 1 '())")),
    'second_of_a_short_list_isl': ('#lang htdp/isl\n(second (list 1))\n',
        ('', 1, 'second: expects a list with 2 or more items; given: (list 1)')),
    'car_of_a_number': ('#lang htdp/asl\n(car 5)\n',
        ('', 1, 'car: expects a pair, given 5')),
    'cons_onto_a_number': ('#lang htdp/bsl\n(cons 1 2)\n',
        ('', 1, 'cons: second argument must be a list, but received 1 and 2')),
    'cons_onto_a_list': ('#lang htdp/asl\n(cons 1 (list 2))\n',
        ('(list 1 2)\n', 0, '')),
    'error_joins_its_parts_bsl': ('#lang htdp/bsl\n(error \'f "bad: " 5 " and " "s" (list 1 2))\n',
        ('', 1, "f: bad: 5 and s(cons 1 (cons 2 '()))")),
    'error_joins_its_parts_isl': ('#lang htdp/isl\n(error \'f "bad: " 5 " and " "s" (list 1 2) #true)\n',
        ('', 1, 'f: bad: 5 and s(list 1 2)#true')),
    'error_message_only': ('#lang htdp/bsl\n(error "plain msg")\n',
        ('', 1, 'plain msg')),
    'contract_in_teaching_words': ('#lang htdp/isl\n(+ 1 "a")\n',
        ('', 1, '+: expects a number, given "a"')),
    'contract_value_printed_as_the_language_does': ('#lang htdp/bsl\n(string-append "a" (list 1 2))\n',
        ('', 1, "string-append: expects a string, given (cons 1 (cons 2 '()))")),
    'struct_value_in_a_contract_error': ('#lang htdp/isl\n(define-struct p (x))\n(+ 1 (make-p 1.5))\n',
        ('', 1, '+: expects a number, given (make-p 1.5)')),
    'accessor_of_another': ('#lang htdp/bsl\n(define-struct bx (v w))\n(bx-v 3)\n',
        ('', 1, 'bx-v: expects a bx, given 3')),
    'arity_in_teaching_words': ('#lang htdp/asl\n(define (f x) x)\n(f 1 2)\n',
        ('', 1, 'f: expects only 1 argument, but found 2')),
    'arity_none_given': ('#lang htdp/asl\n(define-struct bx (v w))\n(make-bx 1)\n',
        ('', 1, 'make-bx: expects 2 arguments, but found only 1')),
    'quicksort': ('#lang htdp/isl\n(quicksort (list 3 1 2) <)\n(quicksort (list "b" "a") string<?)\n',
        ('(list 1 2 3)\n(list "a" "b")\n', 0, '')),
    'quicksort_of_a_number': ('#lang htdp/isl\n(quicksort 5 <)\n',
        ('', 1, 'quicksort: expected a list for the first argument, given 5')),
    'quicksort_with_no_comparison': ('#lang htdp/isl\n(quicksort (list 1 2) 5)\n',
        ('', 1, 'quicksort: second argument must be a function that accepts 2 arguments, given 5')),
    'quicksort_not_in_bsl': ('#lang htdp/bsl\n(quicksort (list 2 1) <)\n',
        ('', 1, 'main.rkt:2:1: quicksort: this function is not defined')),
    'list_helpers': ('#lang htdp/isl\n(remove-all 1 (list 1 2 1 3))\n(memq? \'a (list \'b \'a))\n(boolean->string #true)\n(string-contains-ci? "AB" "xaby")\n(=~ 1.0 1.05 0.1)\n(equal~? (list 1.0) (list 1.01) 0.1)\n',
        ('(list 2 3)\n#true\n"#true"\n#true\n#true\n#true\n', 0, '')),
    'racket_module_keeps_racket_words': ('#lang racket\n(+ 1 "a")\n',
        ('', 1, '+: contract violation')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)
