"""Output, format, error and racket/format primitives."""
from __future__ import annotations

from fractions import Fraction

import pytest

from minischeme.values.data import Char, as_str, make_list, sym
from minischeme.values.errors import EXN_FAIL, EXN_FAIL_CONTRACT, EXN_FAIL_USER, Raise

from test_primitives_helpers import err, kw, lib_of, run

L = make_list


def text_of(name, *args):
    """The characters of the (new, mutable) string the primitive returns."""
    return as_str(run(name, *args))


@pytest.fixture
def output():
    """What the primitives print in the test (captured from the current output port)."""
    from minischeme.values import ports
    with ports.capture_output() as port:
        yield port


def test_display_write_and_print_styles(output):
    value = L([1, "two", Char("3"), sym("four")])
    run("display", value)
    run("newline")
    run("write", value)
    run("newline")
    run("print", value)
    run("displayln", "a line")
    run("writeln", "a")
    run("println", sym("a"))
    assert output.getvalue() == ('(1 two 3 four)\n(1 "two" #\\3 four)\n\'(1 "two" #\\3 four)'
                                 'a line\n"a"\n\'a\n')


def test_printing_to_an_explicit_port():
    from minischeme.values.ports import OutputPort
    port = OutputPort()
    run("display", "x", port)
    run("fprintf", port, "~a-~s", 1, "y")
    run("write-string", "raw", port)
    run("write-char", Char("z"), port)
    assert port.getvalue() == 'x1-"y"rawz'
    assert err("display", 1, 2) == "display: contract violation\n  expected: output-port?\n  given: 2"


def test_printf_formats_to_the_current_output(output):
    run("printf", "~a + ~a = ~a~n", 1, 2, 3)
    run("printf", "~s and ~a\n", "str", "str")
    assert output.getvalue() == '1 + 2 = 3\n"str" and str\n'


def test_format_directives():
    assert text_of("format", "~a|~s|~v|~e", L([sym("a"), "b"]), "x", sym("y"), "z") == \
        '(a b)|"x"|\'y|"z"'
    assert text_of("format", "~x ~o ~b", 255, 8, 5) == "ff 10 101"
    assert text_of("format", "~c~~~%", Char("a")) == "a~\n"
    assert text_of("format", "a~\n   b") == "ab"
    assert text_of("format", "~a|~a", 1.5, Fraction(1, 2)) == "1.5|1/2"


def test_format_errors_word_the_pattern_problem():
    assert err("format", "~a") == "format: format string requires 1 arguments, given 0"
    assert err("format", "~a", 1, 2) == ("format: format string requires 1 arguments, given 2; "
                                         "arguments were: 1 2")
    assert err("format", "~z", 1) == ("format: ill-formed pattern string\n"
                                      "  explanation: tag `~z` not allowed; arguments were: 1")
    assert err("format", "a~") == ("format: ill-formed pattern string\n"
                                   "  explanation: cannot end in `~`")
    assert err("printf", "~a") == "printf: format string requires 1 arguments, given 0"


def raised(name, *args):
    with pytest.raises(Raise) as info:
        run(name, *args)
    return info.value.value


def test_error_has_three_shapes():
    e = raised("error", sym("my-proc"), "bad thing: ~a", 42)
    assert e.stype is EXN_FAIL and e.fields[0] == "my-proc: bad thing: 42"
    assert err("error", "something bad", 1, "two", sym("three")) == "something bad 1 \"two\" 'three"
    assert err("error", sym("oops")) == "error: oops"
    assert err("error", "Invalid card:", L([sym("X"), 1])) == "Invalid card: '(X 1)"
    assert err("error", sym("f"), "~a ~a", 1) == ("error: format string requires 2 arguments, "
                                                  "given 1; arguments were: 1")
    assert err("error", 5) == ("error: contract violation\n  expected: (or/c symbol? string?)\n"
                               "  given: 5")


def test_raise_argument_and_arguments_errors():
    e = raised("raise-argument-error", sym("myfn"), "list?", 5)
    assert e.stype is EXN_FAIL_CONTRACT
    assert e.fields[0] == "myfn: contract violation\n  expected: list?\n  given: 5"
    assert err("raise-argument-error", sym("f"), "list?", 1, 2, 3) == (
        "f: contract violation\n  expected: list?\n  given: 3\n  argument position: 2nd\n"
        "  other arguments...:\n   2")
    assert err("raise-arguments-error", sym("deal"), "not enough cards", "requested", 5,
               "available", 2) == "deal: not enough cards\n  requested: 5\n  available: 2"
    assert err("raise-arguments-error", sym("f"), "msg", "x") == (
        'raise-arguments-error: missing value after field string\n  string: "x"')


def test_raise_user_error_is_exn_fail_user():
    e = raised("raise-user-error", sym("myfn"), "bad ~a", 5)
    assert e.stype is EXN_FAIL_USER and e.fields[0] == "myfn: bad 5"


def test_racket_format_tilde_procedures():
    assert lib_of("~a") == ["racket/format"]
    assert text_of("~a", 42, kw("min-width"), 5) == "42   "
    assert text_of("~a", "x", kw("min-width"), 4, kw("align"), sym("right")) == "   x"
    assert text_of("~a", "x", kw("min-width"), 4, kw("align"), sym("center")) == " x  "
    assert text_of("~a", "abcdef", kw("max-width"), 3) == "abc"
    assert text_of("~a", sym("sym"), "str", 1.5) == "symstr1.5"
    assert text_of("~s", "str") == '"str"' and text_of("~v", sym("sym")) == "'sym"


def test_tilde_r_rounds_half_up_like_racket_format():
    assert text_of("~r", 3.14159, kw("precision"), 2) == "3.14"
    assert text_of("~r", 2, kw("precision"), 2) == "2"
    assert text_of("~r", 2.5, kw("precision"), L([sym("="), 2])) == "2.50"
    assert text_of("~r", 0.125, kw("precision"), 2) == "0.13"
    assert text_of("~r", 255, kw("base"), 16) == "ff"
    assert text_of("~r", 5, kw("min-width"), 4, kw("pad-string"), "0") == "0005"


def test_tilde_r_exponential_notation_as_racket_format_writes_it():
    exp = sym("exponential")
    assert text_of("~r", 1234567.891, kw("notation"), exp) == "1.234568e+06"
    assert text_of("~r", 0.000123, kw("notation"), exp) == "1.23e-04"
    assert text_of("~r", 9.9999999, kw("notation"), exp) == "1e+01"
    assert text_of("~r", 0, kw("notation"), exp, kw("precision"), L([sym("="), 2])) == "0.00e+00"
    assert text_of("~r", 1.25, kw("notation"), exp, kw("precision"), 1) == "1.3e+00"
    assert text_of("~r", 1e100, kw("notation"), exp) == "1e+100"
    assert text_of("~r", 255, kw("notation"), exp, kw("base"), 16) == "f.f*16^+01"
    assert text_of("~r", 100, kw("notation"), exp, kw("base"), 2) == "1.1001*2^+06"
    assert text_of("~r", 2.5, kw("notation"), exp, kw("format-exponent"), "E") == "2.5E+00"
    assert text_of("~r", -5.5, kw("notation"), exp, kw("min-width"), 12) == "-     5.5e+00"


def test_raise_range_error_words_the_index_and_its_valid_range():
    # racket 8.7's messages
    for args, message in [
        ((sym("get"), "vector", "", 5, run("vector", 1, 2), 0, 1),
         "get: index is out of range\n  index: 5\n  valid range: [0, 1]\n  vector: '#(1 2)"),
        ((sym("get"), "string", "ending ", 9, "abc", 1, 3, 2),
         "get: ending index is out of range\n  ending index: 9\n  valid range: [2, 3]\n"
         "  string: \"abc\""),
        ((sym("get"), "vector", "", 5, run("vector"), 0, -1),
         "get: index is out of range for empty vector\n  index: 5"),
    ]:
        assert err("raise-range-error", *args) == message
