"""#lang eopl's SLLGEN parser generator (forms/eopl_sllgen.py over primitives/sllgen.py),
against Racket 8.7's runs (recorded in tests/recorded/cases/test_eopl_sllgen.json:
``python -m tests.program_cases test_eopl_sllgen`` records them again): datatypes made
from a grammar, string scanners and parsers (arbno, separated-list, literal strings,
skipped comments, line numbers), the generated names Racket's counter gives, and SLLGEN's
errors (parse, scan, grammar, scanner spec, LL(1) conflicts); a stream parser under
sllgen:make-rep-loop, with standard input empty (minischeme's programs get none)."""
from __future__ import annotations

import pytest

import program_cases

_SPEC = """#lang eopl
(define spec
  '((ws (whitespace) skip)
    (comment ("%" (arbno (not #\\newline))) skip)
    (id (letter (arbno (or letter digit "-" "?"))) symbol)
    (num (digit (arbno digit)) number)
    (str ("\\"" (arbno (not #\\")) "\\"") string)))
(define grammar
  '((prog ((arbno stmt ";")) a-prog)
    (stmt (id "=" exp) assign)
    (stmt ("print" (separated-list exp ",")) print-stmt)
    (stmt ("{" (arbno stmt ";") "}") block)
    (exp (num) num-exp)
    (exp (id) var-exp)
    (exp (str) str-exp)
    (exp ("(" exp (arbno "+" exp) ")") sum-exp)))
(define (show v) (write v) (newline))
"""

CASES = {
    "parse_scan_and_datatypes": _SPEC + """
(sllgen:make-define-datatypes spec grammar)
(define parse (sllgen:make-string-parser spec grammar))
(define scan (sllgen:make-string-scanner spec grammar))
(show (parse "x = 1; print x, (1 + 2 + y), \\"hi\\"; { a = b; };"))
(show (scan "a-b = \\"q\\" % a comment\\n12 zero?"))
(show (parse ""))
(show (parse "print ;"))
(show (prog? (parse "x = 1;")))
(show (list (stmt? 1) (exp? (var-exp 'v)) (stmt? (block '()))))
(show (cases prog (parse "x = 2;") (a-prog (stmts) (length stmts))))
(show parse)
(show (sllgen:list-define-datatypes spec grammar))
(+ 1 2)
""",
    "statements_grammar": """#lang eopl
(define scanner-spec1
  '((white-sp (whitespace) skip)
    (identifier (letter (arbno (or letter digit))) symbol)
    (number (digit (arbno digit)) number)))
(define grammar1
  '((statement ("{" statement ";" statement "}") compound-statement)
    (statement ("while" expression "do" statement) while-statement)
    (statement (identifier ":=" expression) assign-statement)
    (statement ("var" (separated-list identifier ",") ";" statement) block-statement)
    (expression (identifier) var-exp)
    (expression ("(" expression "-" expression ")") diff-exp)))
(sllgen:make-define-datatypes scanner-spec1 grammar1)
(define scan-parse (sllgen:make-string-parser scanner-spec1 grammar1))
(write (scan-parse "{x := (y - z); while x do var a, b; x := a}"))
(newline)
(write ((sllgen:make-string-scanner scanner-spec1 grammar1) "x\\n:=\\n\\n y"))
(newline)
(write (sllgen:make-string-scanner '((w (whitespace) skip)) '((a ("x") b))))
""",
    "parse_error_cannot_begin": _SPEC + """
(sllgen:make-define-datatypes spec grammar)
(define parse (sllgen:make-string-parser spec grammar))
(display "before")
(parse "x = ;")
""",
    "parse_error_looking_for": _SPEC + """
(sllgen:make-define-datatypes spec grammar)
(define parse (sllgen:make-string-parser spec grammar))
(parse "x = 1;\\n\\ny 2;")
""",
    "parse_error_left_over": _SPEC + """
(sllgen:make-define-datatypes spec grammar)
(define parse (sllgen:make-string-parser spec grammar))
(parse "x = 1; }")
""",
    "scan_error_no_action": """#lang eopl
(define s '((ws (whitespace) skip) (ab ("ab") symbol)))
(define g '((e ((arbno ab)) e1)))
(sllgen:make-define-datatypes s g)
(define scan (sllgen:make-string-scanner s g))
(write (scan "ab abab"))
(scan "a")
""",
    "rep_loop_and_stream_parser": """#lang eopl
(define s '((ws (whitespace) skip) (num (digit (arbno digit)) number)))
(define g '((prog (num) a-prog)))
(sllgen:make-define-datatypes s g)
(define sp (sllgen:make-stream-parser s g))
(write sp) (newline)
(write (sllgen:make-stream-scanner s g)) (newline)
(define loop (sllgen:make-rep-loop "--> " (lambda (t) t) sp))
(write loop) (newline)
(sllgen:show-define-datatypes s g)
(loop)
""",
    "stream_parser_needs_a_stream": """#lang eopl
(define s '((ws (whitespace) skip) (num (digit (arbno digit)) number)))
(define g '((prog (num) a-prog)))
(sllgen:make-define-datatypes s g)
((sllgen:make-stream-parser s g) 5)
""",
    "separated_list_conflict": """#lang eopl
(define s '((ws (whitespace) skip) (id (letter) symbol)))
(define g '((prog ((arbno stmt)) a-prog) (stmt ("print" (separated-list id ",")) print-stmt)
            (stmt (id "=" id) assign)))
(define p (sllgen:make-string-parser s g))
""",
    "grammar_not_ll1": """#lang eopl
(define g '((e (x) a) (e (x "y") b)))
(define s '((x (letter) symbol)))
(define p (sllgen:make-string-parser s g))
""",
    "bad_grammar_specification": """#lang eopl
(define s '((x (letter) symbol)))
(define p (sllgen:make-string-parser s (list 1)))
""",
    "datatypes_unknown_symbol": """#lang eopl
(define s '((x (letter) symbol)))
(define g '((e (x y) a)))
(sllgen:make-define-datatypes s g)
""",
    "bad_scanner_item": """#lang eopl
(define s '((x (letter) symbol) (n (digit) num)))
(define g '((e (x) a)))
(define p (sllgen:make-string-parser s g))
""",
}

RECORDED = program_cases.recorded("test_eopl_sllgen")



@pytest.mark.parametrize("name", sorted(CASES))
def test_program_runs_as_in_racket(name):
    want = RECORDED.get(name)
    assert want is not None and want["program"] == CASES[name], \
        "not recorded: python -m tests.program_cases test_eopl_sllgen"
    got = program_cases.run_minischeme(CASES[name])
    assert got == {k: want[k] for k in ("stdout", "exit_code", "stderr_first_line")}
