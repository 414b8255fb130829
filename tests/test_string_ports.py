"""String ports: reading from `open-input-string` (read, read-line, read-char, port->lines,
with-input-from-string) and parameterizing the current ports.

Expected texts are Racket 8.7's (`racket FILE`), asked while writing these tests.
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(source: str) -> str:
    it = Interpreter()
    with capture_output() as port:
        outcome = it.load_text("#lang racket\n" + source + "\n", "t.rkt",
                               lambda v: port.write(it.format_value(v) + "\n"))
    assert outcome.error is None, outcome.error
    return port.getvalue()


def test_read_takes_one_datum_at_a_time_then_eof():
    assert run('(define q (open-input-string "1 \\"s t\\" #\\\\a [x y] ; c\\n \'z (a . b)"))\n'
               "(list (read q) (read q) (read q) (read q) (read q) (read q) (read q))\nq") == (
        "'(1 \"s t\" #\\a (x y) 'z (a . b) #<eof>)\n#<input-port:string>\n")


def test_read_errors_are_worded_as_racket_reads_a_string():
    assert run('(with-handlers ([exn:fail:read? exn-message]) (read (open-input-string "(1 2")))\n'
               '(with-handlers ([exn:fail:read? exn-message]) (read (open-input-string ")")))') == (
        '"string::1: read: expected a `)` to close `(`"\n"string::1: read: unexpected `)`"\n')


def test_read_line_modes_and_characters():
    assert run('(define p (open-input-string "a\\r\\nb\\rc\\n\\nd"))\n'
               "(list (read-line p) (read-line p 'any) (read-line p 'any) (read-line p) "
               "(read-line p) (read-line p))\n"
               '(let ([p (open-input-string "ab")]) (list (peek-char p) (read-char p) '
               '(read-char p) (read-char p)))\n'
               '(port->lines (open-input-string "a\\nb\\n"))\n(read-string 3 (open-input-string "ab"))'
               ) == ("'(\"a\\r\" \"b\" \"c\" \"\" \"d\" #<eof>)\n'(#\\a #\\a #\\b #<eof>)\n"
                     "'(\"a\" \"b\")\n\"ab\"\n")


def test_with_input_from_string_and_parameterized_ports():
    assert run('(with-input-from-string "7 8" (lambda () (+ (read) (read))))\n(read-line)\n'
               "(define o (open-output-string))\n"
               '(parameterize ([current-output-port o]) (display "captured") (printf "~a" 99))\n'
               "(get-output-string o)\n"
               "(call-with-output-string (lambda (p) (write 'x p)))\n"
               "(with-handlers ([exn:fail:contract? exn-message]) "
               "(parameterize ([current-output-port 5]) 1))") == (
        '15\n#<eof>\n"captured99"\n"x"\n'
        '"current-output-port: contract violation\\n  expected: output-port?\\n  given: 5"\n')
