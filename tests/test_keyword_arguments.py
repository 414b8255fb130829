"""Procedures with keyword arguments: calls, keyword-apply, and Racket's error texts.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output

DEFS = """(define (greet name #:greeting [greeting "Hello"] #:punct [punct "!"])
  (string-append greeting ", " name punct))
(define (f x #:a a #:b [b 2]) a)
(define (g x [y 1] #:a [a 1]) x)
(define (a4 x #:b b #:c [c 3] #:d [d 3]) x)
(define (a9 x #:b [b 2] #:c [c 3] #:d [d 4]) x)
(define-syntax-rule (msg e) (with-handlers ([exn:fail? exn-message]) e))
"""


def run(source: str) -> str:
    """Run DEFS and ``source`` as a `#lang racket` module: what it prints."""
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket\n" + DEFS + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    assert outcome.error is None, outcome.error
    return port.getvalue()


def test_keyword_apply_passes_sorted_keywords_with_their_values():
    assert run("""(keyword-apply greet '(#:greeting) '("Hey") '("Cy"))
(keyword-apply greet '(#:greeting #:punct) '("Hey" "?") "Cy" '())
(keyword-apply list '() '() '(1 2))""") == '"Hey, Cy!"\n"Hey, Cy?"\n\'(1 2)\n'


def test_keyword_apply_checks_its_lists_as_racket_does():
    assert run("""(msg (keyword-apply greet '(#:punct #:greeting) '("Hey" "?") "Cy" '()))
(msg (keyword-apply greet '(#:punct) '() '()))
(msg (keyword-apply greet '(#:punct) '(1) 5))""") == (
        "\"keyword-apply: contract violation\\n  expected: (and/c (listof? keyword?) sorted? "
        "distinct?)\\n  given: '(#:punct #:greeting)\\n  argument position: 2nd\\n  other "
        "arguments...:\\n   #<procedure:greet>\\n   '(\\\"Hey\\\" \\\"?\\\")\\n   \\\"Cy\\\"\\n   '()\"\n"
        "\"keyword-apply: keyword list length does not match value list length\\n  keyword list "
        "length: 1\\n  value list length: 0\\n  keyword list: '(#:punct)\\n  value list: '()\"\n"
        "\"keyword-apply: contract violation\\n  expected: list?\\n  given: 5\\n  argument "
        "position: 4th\\n  other arguments...:\\n   #<procedure:greet>\\n   '(#:punct)\\n   '(1)\"\n")


def test_an_unexpected_keyword_names_the_procedure_and_lists_the_arguments():
    assert run('(msg (greet "Dee" #:greting "typo"))\n(msg (f 1 #:c 3 #:z 2 #:a 1))') == (
        '"application: procedure does not expect an argument with given keyword\\n  procedure: '
        'greet\\n  given keyword: #:greting\\n  arguments...:\\n   \\"Dee\\"\\n   #:greting '
        '\\"typo\\""\n'
        '"application: procedure does not expect an argument with given keyword\\n  procedure: f'
        '\\n  given keyword: #:c\\n  arguments...:\\n   1\\n   #:a 1\\n   #:c 3\\n   #:z 2"\n')


def test_missing_keywords_and_wrong_positional_counts_in_racket_order():
    assert run("(msg (f 1))\n(msg (f 1 2 #:b 1))\n(msg (f #:a 1))\n(msg (g))\n(msg (a4 1 2))\n"
               "(msg (a9))") == (
        '"application: required keyword argument not supplied\\n  procedure: f\\n  required '
        'keyword: #:a\\n  arguments...:\\n   1"\n'
        '"application: required keyword argument not supplied\\n  procedure: f\\n  required '
        'keyword: #:a\\n  arguments...:\\n   1\\n   2\\n   #:b 1"\n'
        '"application: no case matching 0 non-keyword arguments\\n  procedure: f\\n  '
        'arguments...:\\n   #:a 1"\n'
        '"g: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  expected: a different number plus an optional argument with keyword #:a\\n  '
        'given: 0"\n'
        '"a4: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  expected: 1 plus an argument with keyword #:b plus optional arguments with '
        'keywords #:c and #:d\\n  given: 2\\n  arguments...:\\n   1\\n   2"\n'
        '"a9: arity mismatch;\\n the expected number of arguments does not match the given '
        'number\\n  expected: 1 plus optional arguments with keywords #:b, #:c, and #:d\\n  '
        'given: 0"\n')


def test_apply_passes_keyword_arguments_given_around_its_list():
    # racket 8.7: (apply f a ... lst #:kw v) calls f with the keywords too
    assert run("(apply greet '(\"Ann\") #:greeting \"Hi\")\n"
               "(apply sort #:key - (list '(3 1 2) <))\n"
               "(apply ~a '(1 2) #:separator \", \")") == "\"Hi, Ann!\"\n'(3 2 1)\n\"1, 2\"\n"


def test_a_keyword_argument_to_a_procedure_without_keywords_is_refused_in_rackets_words():
    # racket 8.7: keywords listed after the positional arguments, in keyword order
    assert run("""(define (one x) x)
(define many (lambda args args))
(msg (one 1 #:k 2))
(msg (many 1 #:k 2 #:a 3))
(define (inside) (with-handlers ([exn:fail:contract? exn-message]) (one 1 #:k 2)))
(inside)
(define (in-loop) (for/list ([i 2]) (with-handlers ([exn:fail? exn-message]) (one i #:k i))))
(in-loop)""") == (
        '"application: procedure does not accept keyword arguments\\n  procedure: one\\n'
        '  arguments...:\\n   1\\n   #:k 2"\n'
        '"application: procedure does not accept keyword arguments\\n  procedure: many\\n'
        '  arguments...:\\n   1\\n   #:a 3\\n   #:k 2"\n'
        '"application: procedure does not accept keyword arguments\\n  procedure: one\\n'
        '  arguments...:\\n   1\\n   #:k 2"\n'
        "'(\"application: procedure does not accept keyword arguments\\n  procedure: one\\n"
        '  arguments...:\\n   0\\n   #:k 0" "application: procedure does not accept keyword '
        'arguments\\n  procedure: one\\n  arguments...:\\n   1\\n   #:k 1")\n')


def test_keyword_calls_of_keyword_procedures_still_work_in_tail_position():
    assert run("""(define (loop n #:acc [acc 0]) (if (= n 0) acc (loop (- n 1) #:acc (+ acc n))))
(loop 100000)""") == "5000050000\n"
