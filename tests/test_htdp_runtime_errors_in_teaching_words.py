"""How a teaching language (`htdp/bsl` ... `htdp/asl`) words a run-time error and what
its own procedures check (values/htdp_errors.py, primitives/htdp_lists.py,
primitives/htdp_strings.py): a contract error is reworded for students (`+: expects a
number, given "a"`, `sqrt: expects only 1 argument, but found 2`), values in messages print
as the language prints results, `cons`/`append`/`list*` need a list, `member` answers a
boolean, `first` of a number is `first: expects a non-empty list; given: 5`, `error` joins
its arguments, a structure's constructor is `make-NAME`, a name the level does not provide
is not defined there, and a name nothing defines in a test's tested expression waits for the
test to run. Recorded from Racket 8.7 (stdout, exit code, first stderr line), and checked
against it where racket is installed."""
from __future__ import annotations

from program_runs import case_tests

CASES = {
    'contract_reworded': ('#lang htdp/bsl\n(+ 1 "a")\n',
        ('', 1, '+: expects a number, given "a"')),
    'contract_value_printed_as_bsl': ('#lang htdp/bsl\n(string-length (list 1 2))\n',
        ('', 1, "string-length: expects a string, given (cons 1 (cons 2 '()))")),
    'contract_value_printed_as_isl': ('#lang htdp/isl\n(string-length (list 1 (make-posn 1.5 #true)))\n',
        ('', 1, 'string-length: expects a string, given (list 1 (make-posn 1.5 #true))')),
    'arity_reworded': ('#lang htdp/isl\n(sqrt 4 2)\n',
        ('', 1, 'sqrt: expects only 1 argument, but found 2')),
    'constructor_arity': ('#lang htdp/isl\n(define-struct p (x y))\n(make-p 1)\n',
        ('', 1, 'make-p: expects 2 arguments, but found only 1')),
    'accessor_reworded': ('#lang htdp/bsl\n(define-struct p (x))\n(p-x (make-posn 1 2))\n',
        ('', 1, 'p-x: expects a p, given (make-posn 1 2)')),
    'used_before_definition': ('#lang htdp/bsl\n(define x (+ y 1))\n(define y 2)\n',
        ('', 1, 'y is used here before its definition')),
    'first_of_number': ('#lang htdp/bsl\n(first 5)\n',
        ('', 1, 'first: expects a non-empty list; given: 5')),
    'rest_of_empty': ("#lang htdp/isl\n(rest '())\n",
        ('', 1, "rest: expects a non-empty list; given: '()")),
    'second_of_short_list': ('#lang htdp/isl\n(second (list 1))\n',
        ('', 1, 'second: expects a list with 2 or more items; given: (list 1)')),
    'cons_needs_list': ('#lang htdp/bsl\n(cons 1 2)\n',
        ('', 1, 'cons: second argument must be a list, but received 1 and 2')),
    'cons_onto_list': ('#lang htdp/bsl\n(cons 1 (list 2 3))\n',
        ("(cons 1 (cons 2 (cons 3 '())))\n", 0, '')),
    'append_needs_list_last': ('#lang htdp/isl\n(append (list 1) 2)\n',
        ('', 1, 'append: last argument must be a list, but received 2')),
    'list_star_needs_list': ('#lang htdp/asl\n(list* 1 2)\n',
        ('', 1, 'list*: last argument must be a list, but received 2')),
    'member_answers_boolean': ('#lang htdp/bsl\n(member 2 (list 1 2 3))\n(memq \'a (list \'b))\n(member? "a" (list "a"))\n',
        ('#true\n#false\n#true\n', 0, '')),
    'member_needs_list': ('#lang htdp/isl\n(member 1 2)\n',
        ('', 1, 'member: second argument must be a list, but received 1 and 2')),
    'remove_and_remove_all': ('#lang htdp/isl\n(remove 1 (list 1 2 1))\n(remove-all 1 (list 1 2 1))\n',
        ('(list 2 1)\n(list 2)\n', 0, '')),
    'not_needs_boolean': ('#lang htdp/bsl\n(not 5)\n',
        ('', 1, 'not: expected either #true or #false; given 5')),
    'boolean_to_string': ('#lang htdp/bsl\n(boolean->string #false)\n(boolean->string 0)\n',
        ('"#false"\n', 1, 'boolean->string: expected either #true or #false; given 0')),
    'sqr_needs_number': ('#lang htdp/bsl\n(sqr 3/2)\n(sqr "a")\n',
        ('2.25\n', 1, 'sqr: expected a number; given "a"')),
    'error_joins_arguments': ('#lang htdp/isl\n(error \'f "bad: " (list 1 2) " and " 1.5)\n',
        ('', 1, 'f: bad: (list 1 2) and 1.5')),
    'error_without_name': ('#lang htdp/bsl\n(error "boom" 5)\n',
        ('', 1, 'boom5')),
    'error_name_only': ("#lang htdp/bsl\n(error 'f)\n",
        ('', 1, 'f: ')),
    'explode_needs_string': ('#lang htdp/bsl\n(explode 5)\n',
        ('', 1, 'explode: expected a string, but received 5')),
    'implode_needs_letters': ('#lang htdp/bsl\n(implode (list "a" 5))\n',
        ('', 1, 'implode: expected a list of 1-letter strings, but received: (cons "a" (cons 5 \'()))')),
    'string_ith_range': ('#lang htdp/bsl\n(string-ith "abc" 1)\n(string-ith "abc" 5)\n',
        ('"b"\n', 1, 'string-ith: expected an exact integer in [0, 3) (i.e., less than the length of the given string) for the second argument, but received 5')),
    'replicate_natural': ('#lang htdp/bsl\n(replicate 2 "ab")\n(replicate -1 "a")\n',
        ('"abab"\n', 1, 'replicate: expected a natural number, but received -1')),
    'string_predicates': ('#lang htdp/bsl\n(string-numeric? "")\n(string-upper-case? "AB1")\n(string-lower-case? "ab")\n',
        ('#true\n#false\n#true\n', 0, '')),
    'int_to_string': ('#lang htdp/bsl\n(int->string 65)\n(int->string -1)\n',
        ('"A"\n', 1, 'int->string: expected an exact integer in [0,55295] or [57344 1114111], but received -1')),
    'absent_name': ('#lang htdp/bsl\n(vector 1 2)\n',
        ('', 1, 'main.rkt:2:1: vector: this function is not defined')),
    'asl_has_vectors': ('#lang htdp/asl\n(vector-ref (vector 1 (list 2)) 3)\n',
        ('', 1, 'vector-ref: index is out of range')),
    'required_library_names': ('#lang htdp/isl\n(require racket/list)\n(last (list 1 2))\n',
        ('2\n', 0, '')),
    'unbound_in_tested_expression_waits': ('#lang htdp/bsl\n(check-expect (f 1) 2)\n"ran"\n',
        ('"ran"\n', 0, '')),
    'unbound_in_expected_value_stops': ('#lang htdp/bsl\n(check-expect 1 (f 2))\n"ran"\n',
        ('', 1, 'main.rkt:2:17: f: this function is not defined')),
    'racket_words_outside': ('#lang racket\n(+ 1 "a")\n',
        ('', 1, '+: contract violation')),
}

test_minischeme_words_it_as_racket, test_racket_words_it_so = case_tests(CASES)
