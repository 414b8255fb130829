"""String, character and symbol primitives (racket/base, racket/string)."""
from __future__ import annotations

from minischeme.values.data import NIL, Char, Symbol, as_str as text, make_list, sym
from minischeme.values.printer import print_string

from test_primitives_helpers import err, kw, lib_of, run

L = make_list


def show(v):
    return print_string(v)


def test_string_basics():
    assert run("string-length", "hello") == 5
    assert text(run("string-append", "foo", "bar")) == "foobar"
    assert text(run("substring", "hello world", 6)) == "world"
    assert run("string-ref", "abc", 1) == Char("b")
    assert text(run("string", Char("a"), Char("b"))) == "ab"
    assert text(run("make-string", 3, Char("z"))) == "zzz"
    assert show(run("make-string", 2)) == '"\\u0000\\u0000"'


def test_string_index_errors_word_the_valid_range():
    assert err("string-ref", "abc", 10) == ('string-ref: index is out of range\n  index: 10\n'
                                            '  valid range: [0, 2]\n  string: "abc"')
    assert err("string-ref", "", 0) == ('string-ref: index is out of range for empty string\n'
                                        '  index: 0\n  string: ""')
    assert err("string-ref", "abc", -1) == ('string-ref: contract violation\n'
                                            '  expected: exact-nonnegative-integer?\n  given: -1\n'
                                            '  argument position: 2nd\n  first argument...:\n   "abc"')
    assert err("substring", "abc", 2, 10) == ('substring: ending index is out of range\n'
                                              '  ending index: 10\n  valid range: [0, 3]\n'
                                              '  string: "abc"')
    assert err("substring", "abc", 2, 1).startswith(
        "substring: ending index is smaller than starting index")


def test_new_strings_are_not_eq_to_their_source():
    s = "x"
    assert run("equal?", s, run("string-copy", s)) is True
    assert run("eq?", s, run("string-copy", s)) is False
    assert run("eq?", "abc", run("substring", "abc", 0)) is False


def test_string_set_refuses_an_immutable_string():
    assert err("string-set!", "ab", 0, Char("a")) == (
        'string-set!: contract violation\n  expected: mutable-string?\n  given: "ab"')


def test_comparisons_are_variadic_and_check_every_argument():
    assert run("string<?", "a", "b", "c") is True
    assert run("string<?", "Zebra", "apple") is True
    assert run("string-ci=?", "ABC", "abc") is True
    assert err("string=?", "a", "a", 5) == "string=?: contract violation\n  expected: string?\n  given: 5"
    assert run("char<?", Char("a"), Char("b"), Char("c")) is True


def test_case_mappings_use_full_unicode_rules():
    assert text(run("string-upcase", "ß")) == "SS"
    assert run("char-upcase", Char("ß")) == Char("ß")
    assert text(run("string-downcase", "ΑΣ")) == "ας"
    assert text(run("string-titlecase", "hello wORLD foo-bar")) == "Hello World Foo-Bar"
    assert text(run("string-titlecase", "ab1cd o'neil x_y")) == "Ab1cd O'neil X_y"


def test_conversions():
    assert show(run("string->list", "abc")) == "'(#\\a #\\b #\\c)"
    assert text(run("list->string", L([Char("x"), Char("y")]))) == "xy"
    assert err("list->string", L([1])) == "list->string: contract violation\n  expected: char?\n  given: 1"
    assert run("string->symbol", "hello") is sym("hello")
    assert text(run("symbol->string", sym("abc"))) == "abc"
    assert run("char->integer", Char("λ")) == 955
    assert run("integer->char", 97) == Char("a")
    assert "valid-unicode-scalar-value?" in err("integer->char", 55296)


def test_character_classes():
    assert run("char-alphabetic?", Char("λ")) is True
    assert run("char-numeric?", Char("5")) is True
    assert run("char-whitespace?", Char("\t")) is True
    assert run("char-upper-case?", Char("A")) is True


def test_gensym_makes_fresh_uninterned_symbols():
    a, b = run("gensym"), run("gensym", sym("x"))
    assert type(a) is Symbol and a is not sym(a.name)
    assert b.name.startswith("x")


def test_string_split_trims_then_splits():
    assert show(run("string-split", "a b  c")) == "'(\"a\" \"b\" \"c\")"
    assert show(run("string-split", "a,b,,c", ",")) == "'(\"a\" \"b\" \"\" \"c\")"
    assert run("string-split", "  ") is NIL
    assert show(run("string-split", ",a,b,", ",", kw("trim?"), False)) == "'(\"\" \"a\" \"b\" \"\")"
    assert show(run("string-split", "a--b", "-", kw("repeat?"), True)) == "'(\"a\" \"b\")"
    assert lib_of("string-split") == ["racket/string"]


def test_string_trim_removes_one_separator_from_each_end():
    assert text(run("string-trim", "  hi  ")) == "hi"
    assert text(run("string-trim", "ababhab", "ab")) == "abh"
    assert text(run("string-trim", "aaa", "a")) == "a"
    assert text(run("string-trim", "aaa", "a", kw("repeat?"), True)) == ""
    assert text(run("string-trim", "  hi  ", kw("left?"), False)) == "  hi"


def test_string_join_replace_and_tests():
    assert text(run("string-join", L(["a", "b", "c"]), ", ")) == "a, b, c"
    assert text(run("string-join", L(["a", "b"]), ", ", kw("before-first"), "[", kw("after-last"), "]",
               kw("before-last"), " and ")) == "[a and b]"
    assert err("string-join", L([1, 2])) == ("string-join: contract violation\n"
                                             "  expected: (listof string?)\n  given: '(1 2)")
    assert text(run("string-replace", "banana", "a", "o")) == "bonono"
    assert text(run("string-replace", "banana", "a", "o", kw("all?"), False)) == "bonana"
    assert run("string-prefix?", "racket", "rac") is True
    assert run("string-suffix?", "racket", "et") is True
    assert run("string-contains?", "hello world", "o w") is True
    assert run("non-empty-string?", "") is False


def test_string_append_star_and_normalize_spaces():
    assert text(run("string-append*", "a", L(["b", "c"]))) == "abc"
    assert text(run("string-normalize-spaces", "  a   b  ")) == "a b"
