"""racket/contract's `define/contract`: a definition checked against its contract.

Each program is run as `racket FILE` runs it; the expected stdout and error text (the
error's lines before Racket's `context...:`) are Racket 8.7's, asked while writing these
tests (`racket hw.rkt`); ``{f}`` stands for the file's absolute path.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.running.modules import ANY_FOLDER
from minischeme.values.ports import capture_output


def run(path: Path) -> tuple[str, str | None]:
    """Run ``path`` as `minischeme run` does (from its folder): (stdout, error)."""
    interp = Interpreter(module_root=ANY_FOLDER)
    interp.main_module = True
    old = os.getcwd()
    os.chdir(path.parent)
    try:
        with capture_output() as out:
            outcome = interp.load_file(path.name, on_value=lambda v: out.write(
                interp.format_value(v) + "\n"))
    finally:
        os.chdir(old)
    return out.getvalue(), outcome.error


CASES = [
    pytest.param('#lang racket\n(define/contract (f x) (-> integer? integer?) (if (> x 0) x "neg"))\n(f 3)\n(f -1)\n',
                 '3\n',
                 'f: broke its own contract\n  promised: integer?\n  produced: "neg"\n  in: the range of\n      (-> integer? integer?)\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='a_wrong_result_blames_the_function'),
    pytest.param('#lang racket\n(define/contract (f x) (-> integer? integer?) x)\n(f "a")\n',
                 '',
                 'f: contract violation\n  expected: integer?\n  given: "a"\n  in: the 1st argument of\n      (-> integer? integer?)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='a_wrong_argument_blames_the_module'),
    pytest.param('#lang racket\n(define/contract x integer? "five")\nx\n',
                 '',
                 'x: broke its own contract\n  promised: integer?\n  produced: "five"\n  in: integer?\n  contract from: (definition x)\n  blaming: (definition x)\n   (assuming the contract is correct)\n  at: {f}:2:17',
                 id='a_plain_value_is_checked_once_defined'),
    pytest.param('#lang racket\n(define/contract x integer? 5)\nx\n(define/contract (g a [b 2]) (->* (number?) (number?) number?) (+ a b))\n(g 1)\n(g 1 5)\n(define/contract (h l) (-> (listof natural-number/c) (or/c #f string?)) (if (null? l) #f "x"))\n(h \'(1 2))\n(h \'(1 -2))\n',
                 '5\n3\n6\n"x"\n',
                 'h: contract violation\n  expected: natural-number/c\n  given: -2\n  in: an element of\n      the 1st argument of\n      (->\n       (listof natural-number/c)\n       (or/c #f string?))\n  contract from: (function h)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:7:18',
                 id='optional_arguments_listof_and_a_long_contract_pretty_printed'),
    pytest.param('#lang racket\n(define/contract (f x) (-> integer? integer?) x)\n(f 1 2)\n',
                 '',
                 'f: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 2\n  arguments...:\n   1\n   2',
                 id='a_wrong_number_of_arguments_lists_them'),
    pytest.param("#lang racket\n(define/contract (fact n) (-> natural-number/c natural-number/c)\n  (if (= n 0) 1 (* n (fact (- n 1)))))\n(fact 5)\nfact\n(define/contract g (-> integer? integer?) (lambda (x) (* x 2)))\ng\n(g 2)\n(define/contract (bad n) (-> integer? integer?) (if (= n 0) 'zero (bad (- n 1))))\n(object-name bad)\n(bad 3)\n",
                 "120\n#<procedure:fact>\n#<procedure:g>\n4\n'bad\n",
                 "bad: broke its own contract\n  promised: integer?\n  produced: 'zero\n  in: the range of\n      (-> integer? integer?)\n  contract from: (function bad)\n  blaming: (function bad)\n   (assuming the contract is correct)\n  at: {f}:9:18",
                 id='recursive_calls_go_through_the_contract'),
    pytest.param("#lang racket\n(define/contract g (-> integer? integer?) (lambda (x) (* x 2)))\n(g 'q)\n",
                 '',
                 "g: contract violation\n  expected: integer?\n  given: 'q\n  in: the 1st argument of\n      (-> integer? integer?)\n  contract from: (definition g)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:17",
                 id='a_lambda_value_is_blamed_as_a_definition'),
    pytest.param("#lang racket\n(define/contract (f a b) (-> (listof (cons/c symbol? integer?)) (one-of/c 'a 'b) (listof any/c)) a)\n(f '((a . 1)) 'a)\n(f '((a . 1)) 'c)\n",
                 "'((a . 1))\n",
                 "f: contract violation\n  expected: (or/c (quote a) (quote b))\n  given: 'c\n  in: the 2nd argument of\n      (->\n       (listof (cons/c symbol? integer?))\n       (or/c 'a 'b)\n       (listof any/c))\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='one_of_c_is_named_or_c'),
    pytest.param('#lang racket\n(define/contract (f a) (-> (and/c integer? positive?) (between/c 0 10)) a)\n(f 5)\n(f 20)\n',
                 '5\n',
                 'f: broke its own contract\n  promised: (between/c 0 10)\n  produced: 20\n  in: the range of\n      (->\n       (and/c integer? positive?)\n       (between/c 0 10))\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='between_c_and_and_c_in_the_range'),
    pytest.param("#lang racket\n(define/contract x (listof integer?) '(1 a))\n",
                 '',
                 "x: broke its own contract\n  promised: integer?\n  produced: 'a\n  in: an element of\n      (listof integer?)\n  contract from: (definition x)\n  blaming: (definition x)\n   (assuming the contract is correct)\n  at: {f}:2:17",
                 id='a_list_value_names_the_element'),
    pytest.param('#lang racket\n(define/contract (pair-up a b) (-> integer? string? (list/c integer? string?)) (list a b a))\n(pair-up 1 "x")\n',
                 '',
                 'pair-up: broke its own contract\n  promised: a list of 2 elements\n  produced: 3 elements\n  complete list: \'(1 "x" 1)\n  in: the range of\n      (->\n       integer?\n       string?\n       (list/c integer? string?))\n  contract from: (function pair-up)\n  blaming: (function pair-up)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='list_c_of_the_wrong_length'),
    pytest.param("#lang racket\n(define/contract (f v) (-> (vectorof integer?) any) v)\n(f '(1))\n",
                 '',
                 "f: contract violation;\n expected a vector\n  given: '(1)\n  in: the 1st argument of\n      (-> (vectorof integer?) any)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='vectorof_given_a_list'),
    pytest.param('#lang racket\n(define/contract (f v) (-> none/c any) v)\n(f 1)\n',
                 '',
                 'f: contract violation;\n none/c allows no values\n  given: 1\n  in: the 1st argument of\n      (-> none/c any)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='none_c_allows_no_values'),
    pytest.param('#lang racket\n(define/contract (f n) (-> (and/c integer? positive?) integer?) n)\n(f 3)\n(f -3)\n',
                 '3\n',
                 'f: contract violation\n  expected: positive?\n  given: -3\n  in: an and/c case of\n      the 1st argument of\n      (-> (and/c integer? positive?) integer?)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='and_c_names_the_failing_case'),
    pytest.param("#lang racket\n(define/contract (area w [h w]) (->* (real?) (real?) real?) (* w h))\n(area 2)\n(area 2 3)\n(area 2 'x)\n",
                 '4\n6\n',
                 "area: contract violation\n  expected: real?\n  given: 'x\n  in: the 2nd argument of\n      (->* (real?) (real?) real?)\n  contract from: (function area)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='star_arrow_checks_the_optional_argument'),
    pytest.param('#lang racket\n(define (run)\n  (define (small? n) (< n 10))\n  (define/contract (inc n) (-> small? small?) (+ n 1))\n  (list (inc 1) (inc 9)))\n(run)\n',
                 '',
                 'inc: broke its own contract\n  promised: small?\n  produced: 10\n  in: the range of\n      (-> small? small?)\n  contract from: (function inc)\n  blaming: (function inc)\n   (assuming the contract is correct)\n  at: {f}:4:20',
                 id='a_local_predicate_inside_a_function'),
    pytest.param("#lang racket\n(define/contract suits (listof (one-of/c 'hearts 'spades)) '(hearts clubs))\n",
                 '',
                 "suits: broke its own contract\n  promised: (or/c (quote hearts) (quote spades))\n  produced: 'clubs\n  in: an element of\n      (listof (or/c 'hearts 'spades))\n  contract from: (definition suits)\n  blaming: (definition suits)\n   (assuming the contract is correct)\n  at: {f}:2:17",
                 id='a_symbol_list_with_one_of_c'),
    pytest.param("#lang racket\n(struct card (suit rank) #:transparent)\n(define/contract (card-value c) (-> card? (integer-in 1 11)) (card-rank c))\n(card-value (card 'h 5))\n(card-value 'ace)\n",
                 '5\n',
                 "card-value: contract violation\n  expected: card?\n  given: 'ace\n  in: the 1st argument of\n      (-> card? (integer-in 1 11))\n  contract from: (function card-value)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:3:18",
                 id='a_struct_predicate_and_integer_in'),
    pytest.param('#lang racket\n(define/contract (f x) (-> exact-nonnegative-integer? (cons/c symbol? (listof string?))) (cons \'a (list "b" x)))\n(f 1)\n',
                 '',
                 'f: broke its own contract\n  promised: string?\n  produced: 1\n  in: an element of\n      the cdr of\n      the range of\n      (->\n       natural?\n       (cons/c symbol? (listof string?)))\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='cons_c_and_exact_nonnegative_integer_named_natural'),
    pytest.param('#lang racket\n(define/contract (f) (-> (or/c \'a "b" 1 #\\c)) \'d)\n(f)\n',
                 '',
                 'f: broke its own contract\n  promised: (or/c (quote a) "b" 1 #\\c)\n  produced: \'d\n  in: the range of\n      (-> (or/c \'a "b" 1 #\\c))\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='literal_alternatives_in_or_c'),
    pytest.param("#lang racket\n(define/contract (f x) (-> (list/c integer? string?) any) x)\n(f '(1))\n",
                 '',
                 "f: contract violation\n  expected: a list of 2 elements\n  given: 1 element\n  complete list: '(1)\n  in: the 1st argument of\n      (-> (list/c integer? string?) any)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='list_c_given_too_few_elements'),
    pytest.param("#lang racket\n(define card/c (cons/c (one-of/c 'h 's) (integer-in 1 13)))\n(define hand/c (listof card/c))\n(displayln hand/c)\n(displayln (-> card/c boolean?))\n(list (any/c 1) (none/c 1) (natural-number/c 3))\n(define/contract (best h) (-> hand/c card/c) (car h))\n(best '((h . 3)))\n(best '((h . 3) (d . 4)))\n",
                 "#<flat-contract: (listof (cons/c (or/c (quote h) (quote s)) (integer-in 1 13)))>\n#<chaperone-contract: (-> (cons/c (or/c (quote h) (quote s)) (integer-in 1 13)) boolean?)>\n'(#t #f #t)\n'(h . 3)\n",
                 "best: contract violation\n  expected: (or/c (quote h) (quote s))\n  given: 'd\n  in: the car of\n      an element of\n      the 1st argument of\n      (->\n       (listof\n        (cons/c (or/c 'h 's) (integer-in 1 13)))\n       (cons/c (or/c 'h 's) (integer-in 1 13)))\n  contract from: (function best)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:7:18",
                 id='contracts_made_by_calling_combinators'),
    pytest.param("#lang racket\n(define tree/c (or/c null? (list/c number? (recursive-contract tree/c) (recursive-contract tree/c))))\n(define even/c (flat-named-contract 'even even?))\n(define/contract (tsum t) (-> tree/c number?) (if (null? t) 0 (+ (car t) (tsum (cadr t)) (tsum (caddr t)))))\n(tsum '(1 (2 () ()) ()))\n(define/contract (half n) (-> even/c integer?) (/ n 2))\n(half 4)\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (half 3))\n(tsum '(1 (x () ()) ()))\n",
                 '3\n2\nhalf: contract violation\n  expected: even\n  given: 3\n  in: the 1st argument of\n      (-> even integer?)\n  contract from: (function half)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:6:18\n',
                 "tsum: contract violation\n  expected: number?\n  given: 'x\n  in: the 1st element of\n      a part of the or/c of\n      the 2nd element of\n      a part of the or/c of\n      the 1st argument of\n      (->\n       (or/c\n        '()\n        (list/c\n         number?\n         (recursive-contract tree/c)\n         (recursive-contract tree/c)))\n       number?)\n  contract from: (function tsum)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:4:18",
                 id='recursive_contract_and_flat_named_contract'),
    pytest.param('#lang racket\n(define/contract (f x) (-> null? any) x)\n(f 1)\n',
                 '',
                 "f: contract violation;\n expected a list\n  given: 1\n  in: the 1st argument of\n      (-> '() any)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='null_is_the_empty_list_contract'),
    pytest.param('#lang racket\n(define/contract (f x) (-> (or/c empty? (list/c (-> integer? integer?))) any) x)\n(f (list 5))\n',
                 '',
                 "f: contract violation\n  expected: a procedure\n  given: 5\n  in: the 1st element of\n      a part of the or/c of\n      the 1st argument of\n      (->\n       (or/c '() (list/c (-> integer? integer?)))\n       any)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='or_c_commits_to_its_one_matching_higher_order_part'),
    pytest.param('#lang racket\n(define/contract (f x) (-> integer? integer? integer?) x)\n(f 1)\n',
                 '',
                 'f: broke its own contract\n  promised: a procedure that accepts 2 non-keyword arguments\n  produced: #<procedure:f>\n  f accepts: 1 argument\n  in: (-> integer? integer? integer?)\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='a_contract_of_more_arguments_than_the_function_takes'),
    pytest.param('#lang racket\n(define/contract (f x) (->* (integer?) (integer?) integer?) x)\n',
                 '',
                 'f: broke its own contract\n  promised: a procedure that accepts 2 non-keyword arguments\n  produced: #<procedure:f>\n  f accepts: 1 argument\n  in: (->* (integer?) (integer?) integer?)\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='optional_arguments_the_contract_does_not_cover'),
    pytest.param('#lang racket\n(define/contract (f x) (->* (integer?) #:rest (listof integer?) integer?) x)\n',
                 '',
                 'f: broke its own contract\n  promised: a procedure that accepts 1 non-keyword argument and arbitrarily many more\n  produced: #<procedure:f>\n  f accepts: 1 argument\n  in: (->*\n       (integer?)\n       #:rest\n       (listof integer?)\n       integer?)\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='a_contract_with_a_rest_list_for_a_fixed_arity_function'),
    pytest.param('#lang racket\n(define/contract (f . x) (-> integer? integer?) (car x))\n(f 1)\n(f 1 2)\n',
                 '1\n',
                 'f: contract violation\n  received: 2 arguments\n  expected: 1 non-keyword argument\n  in: (-> integer? integer?)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='a_function_accepting_more_is_called_with_too_many'),
    pytest.param('#lang racket\n(define/contract (f x [y 1] [z 2]) (-> integer? integer? integer? integer? integer?) x)\n',
                 '',
                 'f: broke its own contract\n  promised: a procedure that accepts 4 non-keyword arguments\n  produced: #<procedure:f>\n  f accepts: 1, 2, or 3 arguments\n  in: (->\n       integer?\n       integer?\n       integer?\n       integer?\n       integer?)\n  contract from: (function f)\n  blaming: (function f)\n   (assuming the contract is correct)\n  at: {f}:2:18',
                 id='several_optional_counts_are_listed'),
    pytest.param("#lang racket\n(define/contract (g x #:k [k 1]) (-> integer? #:k integer? integer?) (* x k))\n(g 2 #:k 3)\n(g 2 #:k 'a)\n",
                 '6\n',
                 "g: contract violation\n  expected: integer?\n  given: 'a\n  in: the #:k argument of\n      (-> integer? #:k integer? integer?)\n  contract from: (function g)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='keyword_arguments_are_checked_by_their_keyword'),
    pytest.param('#lang racket\n(define/contract (g x #:k [k 1] #:m m) (->* (integer? #:m string?) (#:k integer?) integer?) (* x k (string-length m)))\n(g 2 #:m "ab")\n(g 2 #:k 3 #:m "a")\n(g 2 #:m \'b)\n',
                 '4\n6\n',
                 "g: contract violation\n  expected: string?\n  given: 'b\n  in: the #:m argument of\n      (->*\n       (integer? #:m string?)\n       (#:k integer?)\n       integer?)\n  contract from: (function g)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='mandatory_and_optional_keywords_in_star_arrow'),
    pytest.param("#lang racket\n(define/contract (f a . xs) (->* (integer?) #:rest (listof integer?) integer?) (apply + a xs))\n(f 1 2 'a)\n",
                 '',
                 "f: contract violation\n  expected: integer?\n  given: 'a\n  in: an element of\n      the rest argument of\n      (->*\n       (integer?)\n       #:rest\n       (listof integer?)\n       integer?)\n  contract from: (function f)\n  blaming: {f}\n   (assuming the contract is correct)\n  at: {f}:2:18",
                 id='a_rest_list_is_checked_as_the_rest_argument'),
]



@pytest.mark.parametrize("program, stdout, error", CASES)
def test_define_contract_checks_as_racket_does(tmp_path, program, stdout, error):
    path = tmp_path / "hw.rkt"
    path.write_text(program)
    out, got = run(path)
    assert out == stdout.replace("{f}", str(path))
    assert got == (error.replace("{f}", str(path)) if error else None)


def test_define_contract_at_the_top_level_blames_top_level_and_has_no_position():
    # racket -e '(define/contract (f x) (-> integer? integer?) x) (f "a")'
    interp = Interpreter()
    (outcome,) = interp.eval_string('(define/contract (f x) (-> integer? integer?) x)')
    assert outcome.error is None
    (outcome,) = interp.eval_string('(f "a")')
    assert outcome.error.endswith(
        "  contract from: (function f)\n  blaming: top-level\n   (assuming the contract is "
        "correct)")


def test_define_contract_needs_racket_contract_in_racket_base(tmp_path):
    path = tmp_path / "hw.rkt"
    path.write_text("#lang racket/base\n(define/contract (f x) (-> integer? integer?) x)\n")
    assert run(path)[1].startswith("hw.rkt:2:1: define/contract: unbound identifier")
    path.write_text("#lang racket/base\n(require racket/contract)\n"
                    "(define/contract (f x) (-> integer? integer?) x)\n(f 2)\n")
    assert run(path) == ("2\n", None)


def test_a_contracted_function_prints_and_is_named_as_the_function(tmp_path):
    path = tmp_path / "hw.rkt"
    path.write_text("#lang racket\n(define/contract (f x) (-> integer? integer?) x)\n"
                    "f\n(object-name f)\n(map f '(1 2))\n")
    assert run(path) == ("#<procedure:f>\n'f\n'(1 2)\n", None)


def test_a_contract_value_prints_as_its_name_and_writes_as_racket_does(tmp_path):
    path = tmp_path / "hw.rkt"
    path.write_text("#lang racket\n(listof number?)\n(write (listof number?))\n(newline)\n"
                    "(list (listof number?))\n(displayln (stream/c integer?))\n(-> integer? any)\n")
    assert run(path) == ("(listof number?)\n#<flat-contract: (listof number?)>\n"
                         "'(#<flat-contract: (listof number?)>)\n"
                         "#<chaperone-contract: (stream/c integer?)>\n(-> integer? any)\n", None)


def test_a_misspelled_predicate_is_unbound_where_it_is_written(tmp_path):
    # racket hw.rkt: hw.rkt:3:8: integr?: unbound identifier
    path = tmp_path / "hw.rkt"
    path.write_text("#lang racket\n(define/contract (f x)\n  (->* (integr?) ((listof strin?)) "
                    "integer?) x)\n")
    assert run(path)[1].startswith("hw.rkt:3:8: integr?: unbound identifier")
