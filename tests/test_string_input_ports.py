"""String input ports: open-input-string, read-line, read, read-char, in-lines, port->lines,
with-input-from-string, as Racket 8.7 reads them (expected values from `racket`)."""
from __future__ import annotations

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import print_string


def value(source: str) -> str:
    outcomes = Interpreter().eval_string(source)
    assert all(o.error is None for o in outcomes), [str(o.error) for o in outcomes]
    return print_string(outcomes[-1].value)


def test_read_line_splits_lines_by_the_mode_and_ends_with_eof():
    assert value('(define p (open-input-string "line1\\r\\nline2\\rline3\\n"))'
                 "(list (read-line p 'any) (read-line p 'return) (read-line p) (read-line p))") == \
        "'(\"line1\" \"line2\" \"line3\" #<eof>)"
    assert value('(port->lines (open-input-string "a\\r\\nb\\rc"))') == "'(\"a\" \"b\" \"c\")"
    assert value('(for/list ([l (in-lines (open-input-string "x\\ny\\n"))]) l)') == "'(\"x\" \"y\")"


def test_read_takes_one_datum_and_leaves_the_port_just_after_it():
    assert value('(define r (open-input-string "42 rest")) (list (read r) (read-char r) (port->string r))') \
        == "'(42 #\\space \"rest\")"
    assert value('(define p (open-input-string "(1 2 . 3) foo \\"bar\\" #\\\\x \'q ; c"))'
                 "(list (read p) (read p) (read p) (read p) (read p) (read p))") == \
        "'((1 2 . 3) foo \"bar\" #\\x 'q #<eof>)"


def test_a_datum_before_a_read_error_is_still_read():
    assert value('(define p (open-input-string "12)")) (read p)') == "12"
    [o] = Interpreter().eval_string('(read (open-input-string "(unclosed"))')
    assert str(o.error) == "string::1: read: expected a `)` to close `(`"


def test_with_input_from_string_is_the_current_input_port_inside_the_thunk():
    assert value('(with-input-from-string "1 2" (lambda () (+ (read) (read))))') == "3"
    assert value("(read-line)") == "#<eof>"


@pytest.mark.parametrize("source, text", [
    ("(read-char 'x)", "read-char: contract violation\n  expected: input-port?\n  given: 'x"),
    ("(open-input-string 5)", "open-input-string: contract violation\n  expected: string?\n  given: 5"),
])
def test_input_port_contract_errors(source, text):
    [o] = Interpreter().eval_string(source)
    assert str(o.error) == text


def test_parameterize_of_the_port_parameters_redirects_output_and_input():
    assert value("(define o (open-output-string))"
                 "(parameterize ([current-output-port o]) (display \"hidden\") (printf \"~a\" 1))"
                 "(get-output-string o)") == '"hidden1"'
    assert value('(parameterize ([current-input-port (open-input-string "5 6")]) (+ (read) (read)))') == "11"
    assert value("(parameter? current-output-port)") == "#t"
    [o] = Interpreter().eval_string("(parameterize ([current-output-port 5]) 1)")
    assert str(o.error) == "current-output-port: contract violation\n  expected: output-port?\n  given: 5"
