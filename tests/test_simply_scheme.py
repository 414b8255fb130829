"""The Simply Scheme library (minischeme.primitives.simply) against racket-conventions.md §5.

Every result line of §5.2 and every error text of §5.3 is checked by calling the primitives
through the registry (``LIBRARIES["simply-scheme"][name].fn``) and comparing ``print_string``
of the result with Racket 8.7's print output. A tiny evaluator turns the table's Scheme text
into those calls: a symbol in operator or argument position names a procedure (the library's
first, then racket/base's, then the helpers below for the table's lambdas), a quoted datum is
data, anything else evaluates to itself.
"""
from __future__ import annotations

from typing import Any

import pytest

from minischeme.primitives import simply
from minischeme.values.data import NIL, VOID, Char, Pair, make_pair, Symbol, make_list, sym
from minischeme.values.errors import EXN_FAIL, Raise, error_message, is_exn
from minischeme.values.ports import capture_output
from minischeme.primitives import LIBRARIES, libraries, lookup_primitive
from minischeme.values.printer import print_string
from minischeme.values.procedures import Primitive
from minischeme.reading.reader import read_all

SS = LIBRARIES["simply-scheme"]


def P(name: str) -> Primitive:
    """The simply-scheme primitive ``name``."""
    return SS[name]


# The table's lambdas, as procedures: (λ (w) (word w w)), (λ (w) (se w w)), (λ (l) (member? l 'aeiou))
HELPERS = {
    "double-word": Primitive("double-word", lambda w: P("word").fn(w, w), 1, 1),
    "double-se": Primitive("double-se", lambda w: P("se").fn(w, w), 1, 1),
    "vowel?": Primitive("vowel?", lambda l: P("member?").fn(l, sym("aeiou")), 1, 1),
}


def resolve(name: str) -> Any:
    for table in (SS, libraries().get("racket/base", {}), HELPERS):
        if name in table:
            return table[name]
    raise KeyError(name)


def ev(x: Any) -> Any:
    if type(x) is Pair:
        if x.car is sym("quote"):
            return x.cdr.car
        proc = ev(x.car)
        args = [ev(a) for a in x.cdr]
        assert proc.accepts(len(args)), f"arity of {proc.name}"
        return proc.fn(*args)
    if type(x) is Symbol:
        return resolve(x.name)
    return x


def run(text: str) -> Any:
    [datum] = read_all(text)
    return ev(datum)


def error_of(text: str) -> str:
    with pytest.raises(Raise) as info:
        run(text)
    return error_message(info.value.value)


# ------------------------------------------------------------------ §5.2, line by line

SECTION_5_2 = [
    # (first 'hello) 'h  (first 123) 1  (first '(a b c)) 'a  (first "hello") 'h  (first -5) '-
    ("(first 'hello)", "'h"), ("(first 123)", "1"), ("(first '(a b c))", "'a"),
    ("(first \"hello\")", "'h"), ("(first -5)", "'-"),
    # (bf 'hello) 'ello  (bf 's10) 10  (bf 123) 23  (bf 'a) ""  (bf '(a)) '()
    ("(bf 'hello)", "'ello"), ("(bf 's10)", "10"), ("(bf 123)", "23"), ("(bf 'a)", '""'),
    ("(bf '(a))", "'()"),
    # (bf "abc") 'bc  (bf 3.14) ".14"  (bf 'x1.0) 1.0  (bf 'x1.50) "1.50"  (bf 's01) "01"
    ("(bf \"abc\")", "'bc"), ("(bf 3.14)", '".14"'), ("(bf 'x1.0)", "1.0"),
    ("(bf 'x1.50)", '"1.50"'), ("(bf 's01)", '"01"'),
    # (bf 'x-5) -5  (bf 'x-0) "-0"  (bf -5) 5  (bf 10.5) 0.5
    ("(bf 'x-5)", "-5"), ("(bf 'x-0)", '"-0"'), ("(bf -5)", "5"), ("(bf 10.5)", "0.5"),
    # (last 'hello) 'o  (last 123) 3  (bl 'hello) 'hell  (butlast 's10) 's1  (bl 123) 12  (bl 'a) ""
    ("(last 'hello)", "'o"), ("(last 123)", "3"), ("(bl 'hello)", "'hell"),
    ("(butlast 's10)", "'s1"), ("(bl 123)", "12"), ("(bl 'a)", '""'),
    # (word 'hello 'world) 'helloworld  (word 'a 1 2) 'a12  (word 1 2) 12  (word) ""  (word "a" "b") 'ab
    ("(word 'hello 'world)", "'helloworld"), ("(word 'a 1 2)", "'a12"), ("(word 1 2)", "12"),
    ("(word)", '""'), ("(word \"a\" \"b\")", "'ab"),
    # (word 1 'a) "1a"  (word 0 1) "01"  (word 1.5 2) 1.52  (word 'a "b c") "ab c"
    ("(word 1 'a)", '"1a"'), ("(word 0 1)", '"01"'), ("(word 1.5 2)", "1.52"),
    ("(word 'a \"b c\")", '"ab c"'),
    # (se 'hello 'world) '(hello world)  (se '(a b) 'c '(d)) '(a b c d)  (se) '()  (se "hi" 3) '("hi" 3)
    ("(se 'hello 'world)", "'(hello world)"), ("(se '(a b) 'c '(d))", "'(a b c d)"),
    ("(se)", "'()"), ("(se \"hi\" 3)", "'(\"hi\" 3)"),
    # (every first '(hello world)) '(h w)  (every (λ (w) (word w w)) 'abc) '(aa bb cc)
    # (every (λ (w) (se w w)) '(a b)) '(a a b b)
    ("(every first '(hello world))", "'(h w)"), ("(every double-word 'abc)", "'(aa bb cc)"),
    ("(every double-se '(a b))", "'(a a b b)"),
    # (keep even? '(1 2 3 4)) '(2 4)  (keep (λ (l) (member? l 'aeiou)) 'hello) 'eo
    # (keep even? 12345) 24  (keep even? 135) ""
    ("(keep even? '(1 2 3 4))", "'(2 4)"), ("(keep vowel? 'hello)", "'eo"),
    ("(keep even? 12345)", "24"), ("(keep even? 135)", '""'),
    # (accumulate + '(1 2 3 4)) 10  (accumulate word '(a b c)) 'abc  (accumulate + '()) 0  (accumulate + 123) 6
    ("(accumulate + '(1 2 3 4))", "10"), ("(accumulate word '(a b c))", "'abc"),
    ("(accumulate + '())", "0"), ("(accumulate + 123)", "6"),
    # (count 'hello) 5  (count 12345) 5  (count "") 0  (item 2 'hello) 'e  (item 2 '(a b c)) 'b
    ("(count 'hello)", "5"), ("(count 12345)", "5"), ("(count \"\")", "0"),
    ("(item 2 'hello)", "'e"), ("(item 2 '(a b c))", "'b"),
    # (member? 'e 'hello) #t  (member? 3 '(1 2 3)) #t  (member? "a" '(a)) #t
    ("(member? 'e 'hello)", "#t"), ("(member? 3 '(1 2 3))", "#t"), ("(member? \"a\" '(a))", "#t"),
    # (empty? '()) #t  (empty? "") #t  (empty? 0) #f  (appearances 'l 'hello) 2  (appearances 1 1121) 3
    ("(empty? '())", "#t"), ("(empty? \"\")", "#t"), ("(empty? 0)", "#f"),
    ("(appearances 'l 'hello)", "2"), ("(appearances 1 1121)", "3"),
    # (before? 'apple 'banana) #t  (before? 10 9) #t  (string<? on "10" "9")
    ("(before? 'apple 'banana)", "#t"), ("(before? 10 9)", "#t"),
    # UPPERCASE: (first 'Hello) "H"  (bf 'Hello) 'ello  (word 'Hello 'World) "HelloWorld"
    # (bf 'aBC) "BC"  (word 'a 'B) "aB"
    ("(first 'Hello)", '"H"'), ("(bf 'Hello)", "'ello"), ("(word 'Hello 'World)", '"HelloWorld"'),
    ("(bf 'aBC)", '"BC"'), ("(word 'a 'B)", '"aB"'),
    # Other library behaviour (the prose under the table)
    ("(equal? 1 \"1\")", "#t"), ("(equal? 'a \"a\")", "#t"), ("(+ \"2\" 3)", "5"),
    ("(* \"2\" \"3\")", "6"), ("(round 2.5)", "2"), ("(quotient 7.0 2)", "3"),
]


@pytest.mark.parametrize("expr, printed", SECTION_5_2, ids=[e for e, _ in SECTION_5_2])
def test_section_5_2(expr, printed):
    assert print_string(run(expr)) == printed


SECTION_5_2_ERRORS = [
    ("(se 'a '(b (c)))", "Argument to SENTENCE not a word or sentence '(b (c))"),
    ("(accumulate max '())", "Can't accumulate empty input with that combiner"),
    ("(item 5 '(a b))", "No such item:  5 '(a b)"),
    ("(item 0 'abc)", "Invalid first argument to ITEM (must be positive):  0"),
    ("(member? 'ab 'abc)", "Invalid arguments to MEMBER?:  'ab 'abc"),
    # §5.3
    ("(first '())", "Invalid argument to FIRST:  '()"),
    ("(first \"\")", 'Invalid argument to FIRST:  "\\"\\""'),
]


@pytest.mark.parametrize("expr, message", SECTION_5_2_ERRORS, ids=[e for e, _ in SECTION_5_2_ERRORS])
def test_section_5_2_and_5_3_errors(expr, message):
    with pytest.raises(Raise) as info:
        run(expr)
    exn = info.value.value
    assert is_exn(exn) and exn.stype is EXN_FAIL  # plain exn:fail, as `error` raises
    assert error_message(exn) == message


def test_show_is_display_then_newline_and_returns_void():
    with capture_output() as out:
        assert run("(show '(a b c 3))") is VOID
        assert run("(show \"hi\")") is VOID
    assert out.getvalue() == "(a b c 3)\nhi\n"


def test_show_line_separates_words_by_spaces():
    with capture_output() as out:
        assert run("(show-line '(a \"b c\" 3))") is VOID
        run("(show-line '())")
    assert out.getvalue() == "a b c 3\n\n"


# ------------------------------------------------------------------ §5.1 conversion rules

@pytest.mark.parametrize("text, printed", [
    ("123", "123"), ("-5", "-5"), ("1.5", "1.5"), ("23.0", "23.0"), ("0.5", "0.5"),
    ("-0.5", "-0.5"), ("0", "0"), ("12.50", '"12.50"'), ("0.0", '"0.0"'),  # "X.0" only after a non-0
    (".5", '".5"'), ("01", '"01"'), ("007", '"007"'), ("-0", '"-0"'), ("1.2.3", '"1.2.3"'),
    ("1.", '"1."'), ("-", "'-"), ("+", "'+"), ("...", "'..."), (".", '"."'), ("..", '".."'),
    ("hello", "'hello"), ("a1+-.", "'a1+-."), ("?x", "'?x"), ("Hello", '"Hello"'),
    ("1a", '"1a"'), ("", '""'), ("a b", '"a b"'), ("é", '"é"'), ("+5", '"+5"'),
])
def test_string_to_word(text, printed):
    assert print_string(simply.string_to_word(text)) == printed


@pytest.mark.parametrize("ch, printed", [
    ("a", "'a"), ("?", "'?"), ("7", "7"), ("+", "'+"), ("-", "'-"), (".", '"."'),
    ("A", '"A"'), (" ", '" "'), ("#", '"#"'),
])
def test_char_to_word(ch, printed):
    assert print_string(P("char->word").fn(Char(ch))) == printed


def test_word_sentence_and_empty_predicates():
    assert P("word?").fn(sym("a")) and P("word?").fn(3) and P("word?").fn("")
    assert not P("word?").fn(True) and not P("word?").fn(NIL)
    assert P("sentence?").fn(run("'(a 1 \"b\")")) and P("sentence?").fn(NIL)
    assert not P("sentence?").fn(run("'(a (b))")) and not P("sentence?").fn(sym("a"))
    assert not P("sentence?").fn(make_pair(sym("a"), sym("b")))
    assert P("empty?").fn("") and not P("empty?").fn(sym("a"))


# ------------------------------------------------------------------ more behaviour of simply.scm

@pytest.mark.parametrize("expr, printed", [
    ("(butfirst '(a b))", "'(b)"), ("(sentence 'a '(b))", "'(a b)"), ("(last '(a b c))", "'c"),
    ("(bl '(a b c))", "'(a b)"), ("(first 3.14)", "3"), ("(last 1/2)", "2"),
    ("(every bf '(abc de))", "'(bc e)"), ("(every first \"\")", "'()"), ("(every first '())", "'()"),
    ("(keep even? '())", "'()"), ("(keep even? \"\")", '""'), ("(accumulate * '())", "1"),
    ("(accumulate word '())", '""'), ("(accumulate se '())", "'()"), ("(accumulate - '(10 4 1))", "7"),
    ("(reduce + '(1 2 3))", "6"), ("(reduce - '(10 4 1))", "7"), ("(reduce + '())", "0"),
    ("(reduce append '())", "'()"), ("(reduce se '((a) (b)))", "'(a b)"),
    ("(item \"2\" '(a b c))", "'b"), ("(item 3 12345)", "3"),
    ("(member? 'a '(\"a\"))", "#t"), ("(member? 'a '(b c))", "#f"), ("(member? 1 '(\"1\"))", "#t"),
    ("(member? 'x '())", "#f"), ("(member? 'x \"\")", "#f"), ("(member? 2 1121)", "#t"),
    ("(appearances 'a '(a b a))", "2"), ("(appearances 0 100)", "2"),
    ("(before? 'b 'a)", "#f"), ("(before? \"B\" 'a)", "#t"),
    ("(equal? 2 2.0)", "#t"), ("(equal? 1 \"01\")", "#f"), ("(equal? 1 \"1.0\")", "#t"),
    ("(equal? \"1\" 1)", "#t"), ("(equal? '(a 1) '(\"a\" \"1\"))", "#t"), ("(equal? '(a) '(a b))", "#f"),
    ("(equal? \"a\" \"A\")", "#f"), ("(equal? 'a 'b)", "#f"), ("(equal? '() '())", "#t"),
    ("(equal? #t #t)", "#t"), ("(equal? #\\a #\\a)", "#t"), ("(equal? '#(1 a) '#(\"1\" \"a\"))", "#t"),
    ("(equal? '#(1) '#(1 2))", "#f"), ("(equal? \"x\" '(x))", "#f"),
    ("(- \"10\" 3)", "7"), ("(/ \"1\" 2)", "1/2"), ("(< \"2\" 10)", "#t"), ("(= \"2.0\" 2)", "#t"),
    ("(number? \"12\")", "#t"), ("(number? \"1a\")", "#f"), ("(integer? \"4\")", "#t"),
    ("(even? \"4\")", "#t"), ("(max \"3\" 7 \"11\")", "11"), ("(abs \"-4\")", "4"),
    ("(expt \"2\" 10)", "1024"), ("(round 3.5)", "4"), ("(round \"7/2\")", "4"), ("(round -2.5)", "-2"),
    ("(remainder 7.0 2)", "1"), ("(quotient \"7\" 2)", "3"), ("(modulo 7.0 2)", "1.0"),
    ("(list-ref '(a b c) \"1\")", "'b"), ("(number->string \"abc\")", '"abc"'),
    ("(number->string 42)", '"42"'), ("(word->string 'ab)", '"ab"'), ("(string->word \"12\")", "12"),
    ("(datum (make-node 'a '()))", "'a"), ("(children (make-node 'a '(b)))", "'(b)"),
    ("(remove 'b '(a b c b))", "'(a c b)"), ("(filter even? '(1 2 3 4))", "'(2 4)"),
])
def test_library_behaviour(expr, printed):
    assert print_string(run(expr)) == printed


@pytest.mark.parametrize("expr, message", [
    ("(first #t)", "Invalid argument to FIRST:  #t"),
    ("(bf '())", "Invalid argument to BUTFIRST:  '()"),
    ("(bf \"\")", 'Invalid argument to BUTFIRST:  "\\"\\""'),
    ("(last '())", "Invalid argument to LAST:  '()"),
    ("(bl \"\")", 'Invalid argument to BUTLAST:  "\\"\\""'),
    ("(word 'a '(b))", "Invalid argument to WORD:  '(b)"),
    ("(se 'a #t)", "Argument to SENTENCE not a word or sentence: #t"),
    ("(se '(a (b)) #t)", "Argument to SENTENCE not a word or sentence: #t"),  # right to left
    ("(item 1.5 'abc)", "Invalid first argument to ITEM (must be an integer):  1.5"),
    ("(item \"x\" 'abc)", 'Invalid first argument to ITEM (must be an integer):  "\\"x\\""'),
    ("(member? '(a) '(a))", "Invalid first argument to MEMBER?:  '(a)"),
    ("(member? 'a #t)", "Invalid second argument to MEMBER?:  #t"),
    ("(before? '(a) 'b)", "Invalid first argument to BEFORE? (not a word):  '(a)"),
    ("(before? 'a #f)", "Invalid second argument to BEFORE? (not a word):  #f"),
    ("(every 'a '(b))", "Invalid first argument to EVERY (not a procedure): 'a"),
    ("(every first #t)", "Invalid argument to FIRST:  #t"),
    ("(keep 3 '(b))", "Invalid first argument to KEEP (not a procedure):  3"),
    ("(keep even? #t)", "Bad second argument to KEEP (not a word or sentence):  #t"),
    ("(accumulate 'x '(1))", "Invalid first argument to ACCUMULATE (not a procedure): 'x"),
    ("(accumulate + #t)", "Invalid argument to BUTFIRST:  #t"),
    ("(reduce 'x '(1))", "Invalid first argument to REDUCE (not a procedure): 'x"),
    ("(reduce max '())", "Can't reduce empty input with that combiner"),
    ("(filter even? 5)", "Invalid second argument to FILTER (not a list):  5"),
    ("(keep even? '(1 . 2))", "Invalid second argument to FILTER (not a list):  '(1 . 2)"),
    ("(show 'a 'b)", "Invalid second argument to SHOW (not an output port):  'b"),
    ("(show)", "Incorrect number of arguments to procedure SHOW"),
    ("(show-line 'a)", "Invalid argument to SHOW-LINE (not a list): 'a"),
    ("(show-line '(a) 1 2)", "Too many arguments to show-line"),
])
def test_whoops_messages(expr, message):
    with pytest.raises(Raise) as info:
        run(expr)
    assert info.value.value.stype is EXN_FAIL
    assert error_message(info.value.value) == message


@pytest.mark.parametrize("expr, message", [
    # where simply.scm lets a racket/base primitive fail, that primitive's words come out
    ("(count #t)", "length: contract violation\n  expected: list?\n  given: #t"),
    ("(member? '(a) 'abc)", "symbol->string: contract violation\n  expected: symbol?\n  given: '(a)"),
    ("(se '(a . b))", "car: contract violation\n  expected: pair?\n  given: 'b"),
    ("(last '(a . b))", "cdr: contract violation\n  expected: pair?\n  given: 'b"),
    ("(bl '(a b . c))", "cdr: contract violation\n  expected: pair?\n  given: 'c"),
    ("(reduce + \"\")", "cdr: contract violation\n  expected: pair?\n  given: \"\""),
    ("(member? \"\" 'abc)", "string-ref: index is out of range for empty string\n  index: 0\n"
                            "  string: \"\""),
    ("(item 2.0 '(a b c))", "list-ref: index 1.0 is not an exact nonnegative integer"),
    ("(round +inf.0)", "exact: no exact representation for +inf.0"),
    ("(repeated bf 'a)", "=: contract violation\n  expected: number?\n  given: 'a"),
])
def test_errors_from_racket_primitives(expr, message):
    assert error_of(expr) == message


def test_arithmetic_errors_name_the_racket_primitive():
    message = error_of("(+ \"x\" 1)")
    assert message.startswith("+: contract violation\n  expected: number?\n  given: \"x\"")


def test_long_error_values_are_cut_to_error_print_width():
    long_word = "a" * 300
    message = error_message(simply.whoops("Bad: ", long_word).value)
    assert message == "Bad:  " + '"\\"' + "a" * 250 + "..."
    assert len(message) == len("Bad:  ") + 256


def test_repeated():
    bf2 = run("(repeated bf 2)")
    assert print_string(bf2.fn(run("'(a b c d)"))) == "'(c d)"
    assert run("(repeated bf 0)").fn(sym("x")) is sym("x")
    assert print_string(P("repeated").fn(P("bf"), "3").fn(sym("abcd"))) == "'d"
    assert print_string(P("repeated").fn(P("bf"), 2.0).fn(sym("abc"))) == "'c"
    with pytest.raises(Raise):  # simply.scm would loop forever; we stop
        P("repeated").fn(P("bf"), -1)


def test_aliases_are_the_same_procedures():
    assert SS["sentence"] is SS["se"] and SS["butfirst"] is SS["bf"] and SS["butlast"] is SS["bl"]


def test_library_does_not_replace_racket_base_in_the_flat_lookup():
    base = libraries()["racket/base"]
    for name in ("+", "equal?", "round"):
        if name in base:
            assert lookup_primitive(name) is base[name]
            assert lookup_primitive(name) is not SS[name]


# ------------------------------------------------------------------ iterative on long input

def test_long_sentences_need_no_python_recursion():
    n = 200_000
    words = make_list(range(n))
    assert P("count").fn(words) == n
    assert P("last").fn(words) == n - 1
    assert P("count").fn(P("bl").fn(words)) == n - 1
    assert P("sentence?").fn(words)
    assert P("count").fn(P("se").fn(words, words)) == 2 * n
    assert P("count").fn(P("every").fn(P("bf"), words)) == n  # (bf 5) is "" -> kept as a word
    assert P("accumulate").fn(P("+"), words) == n * (n - 1) // 2
    assert P("reduce").fn(P("+"), words) == n * (n - 1) // 2
    assert P("count").fn(P("keep").fn(P("even?"), words)) == n // 2
    assert P("equal?").fn(words, make_list(str(i) for i in range(n)))
    assert P("appearances").fn(7, words) == 1
    assert P("member?").fn(n - 1, words)
    assert P("item").fn(n, words) == n - 1
    deep = NIL
    for _ in range(n):
        deep = make_pair(deep, NIL)
    assert P("equal?").fn(deep, deep) is True
    assert P("count").fn(P("every").fn(P("first"), sym("a" * n))) == n
    assert P("count").fn(P("repeated").fn(P("bf"), n - 1).fn(words)) == 1


# ------------------------------------------------------------------ through the interpreter

def test_simply_scheme_language_end_to_end():
    from minischeme.running.interpreter import Interpreter
    interp = Interpreter("simply-scheme")
    program = [
        ("(every (lambda (w) (word w w)) 'abc)", "'(aa bb cc)"),
        ("(every (lambda (w) (se w w)) '(a b))", "'(a a b b)"),
        ("(keep (lambda (l) (member? l 'aeiou)) 'hello)", "'eo"),
        ("(accumulate + '(1 2 3 4))", "10"), ("(+ \"2\" 3)", "5"), ("(equal? 1 \"1\")", "#t"),
        ("(bf 's10)", "10"), ("(first 'Hello)", '"H"'), ("(round 2.5)", "2"),
        ("((repeated bf 2) '(a b c))", "'(c)"),
    ]
    for expr, printed in program:
        [outcome] = interp.eval_string(expr)
        assert outcome.error is None, (expr, outcome.error)
        assert interp.format_value(outcome.value) == printed, expr
    [outcome] = interp.eval_string("(first '())")
    assert outcome.error == "Invalid argument to FIRST:  '()"


def test_racket_language_keeps_racket_equal():
    from minischeme.running.interpreter import Interpreter
    if "equal?" not in libraries().get("racket/base", {}):
        pytest.skip("racket/base equal? is not written yet")
    interp = Interpreter("racket")
    [outcome] = interp.eval_string("(equal? 1 \"1\")")
    assert outcome.value is False
