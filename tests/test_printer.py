"""The printer: display, write and print exactly as Racket 8.7 prints."""
from fractions import Fraction

import pytest

from minischeme.values.data import NIL, VOID, Char, MVector, Pair, make_pair, StructInstance, StructType, make_list, sym
from minischeme.values.data import make_struct_instance
from minischeme.values.printer import display_string, format_float, print_string, write_string


@pytest.mark.parametrize("x, text", [
    (1e21, "1e+21"), (1e14, "1e+14"), (1e13, "10000000000000.0"), (1e-5, "1e-5"),
    (0.0001, "0.0001"), (1.5e14, "1.5e+14"), (80.0, "80.0"), (0.1 + 0.2, "0.30000000000000004"),
    (-0.0, "-0.0"), (2.0 ** 60, "1152921504606847000.0"), (1.2345678901234568e20, "1.2345678901234568e+20"),
    (953128671511410.25, "953128671511410.3"), (2.0 ** -25, "2.9802322387695313e-8"),
    (float("inf"), "+inf.0"), (float("nan"), "+nan.0"),
])
def test_floats_print_by_chez_rules_not_python_repr(x, text):
    assert format_float(x) == text


def test_print_quotes_data_and_write_does_not():
    v = make_list([sym("a"), "b", Char("c"), 1.5])
    assert print_string(v) == "'(a \"b\" #\\c 1.5)"
    assert write_string(v) == "(a \"b\" #\\c 1.5)"
    assert display_string(v) == "(a b c 1.5)"


def test_pairs_rationals_void_in_lists():
    assert print_string(make_pair(sym("H"), 3)) == "'(H . 3)"
    assert print_string(Fraction(1, 3)) == "1/3"
    assert print_string(make_list([VOID])) == "'(#<void>)"
    assert print_string(NIL) == "'()"


def test_quote_forms_abbreviate_in_print_only():
    v = make_list([sym("a"), make_list([sym("quote"), sym("b")])])
    assert print_string(v) == "'(a 'b)"
    assert write_string(v) == "(a (quote b))"


def test_symbols_needing_bars():
    assert print_string(sym("Hello World")) == "'|Hello World|"
    assert write_string(sym("1")) == "|1|"
    assert write_string(sym("")) == "||"
    assert write_string(sym("1+")) == "1+"


def test_transparent_structs_switch_to_constructor_style():
    tc = StructType("tc", ["a", "b"], transparent=True)
    oc = StructType("oc", ["a"])
    assert print_string(make_struct_instance(tc, [sym("ace"), "h"])) == "(tc 'ace \"h\")"
    assert print_string(make_list([make_list([1, 2]), make_struct_instance(tc, [1, make_list([2, 3])])])) \
        == "(list '(1 2) (tc 1 '(2 3)))"
    assert print_string(make_list([make_struct_instance(oc, [1]), sym("x")])) == "'(#<oc> x)"
    assert write_string(make_struct_instance(tc, [sym("ace"), "h"])) == '#(struct:tc ace "h")'


def test_vectors_and_chars():
    assert print_string(MVector([1, sym("a"), "s"])) == "'#(1 a \"s\")"
    assert write_string(Char(" ")) == "#\\space"
    assert display_string(Char("a")) == "a"


def test_print_abbreviates_quote_forms_around_constructor_style_values():
    # racket: (list 'quote (tp 1)) prints '(tp 1); (list 'syntax (tp 1)) #'(tp 1)
    tp = StructType("tp", ["x"], transparent=True)
    v = make_struct_instance(tp, [1])
    assert print_string(make_list([sym("quote"), v])) == "'(tp 1)"
    assert print_string(make_list([sym("quasiquote"), v])) == "`(tp 1)"
    assert print_string(make_list([sym("unquote-splicing"), v])) == ",@(tp 1)"
    assert print_string(make_list([sym("syntax"), v])) == "#'(tp 1)"
    assert print_string(make_list([1, make_list([sym("quote"), v])])) == "(list 1 '(tp 1))"
    assert print_string(make_list([sym("quote"), MVector([v])])) == "'(vector (tp 1))"
    assert print_string(make_list([sym("quote"), v, 2])) == "(list 'quote (tp 1) 2)"
    assert print_string(make_list([sym("unsyntax-splicing"), sym("a")])) == "'#,@a"
    assert write_string(make_list([sym("syntax"), sym("a")])) == "(syntax a)"
