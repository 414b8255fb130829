"""The Simply Scheme word-and-sentence library (`simply-scheme`), as the original simply.scm.

Semantics follow simply.scm 3.13 as packaged for Racket (dyoo/jbclements `simply-scheme`),
observed in Racket 8.7 (racket-conventions.md §5):

* A word is a symbol, number or string (mutable or not); a sentence is a list of words.
* Word operations work on the word's text and convert the result back with ``string_to_word``:
  a "narrow" number text becomes a number, an ok-symbol text a symbol, anything else stays a
  string (a new mutable one, as simply.scm's string-append results are). Only lowercase
  letters rank as symbol characters, so ``(first 'Hello)`` is ``"H"``.
* Errors go through ``whoops``: Racket's ``(error "msg: " v ...)`` with string arguments
  re-quoted, hence the two spaces and no ``who:`` prefix; they raise plain ``exn:fail``.
* The library ends with ``(strings-are-numbers #t)``: arithmetic accepts numeric strings.
  Those wrappers call racket/base's primitives, looked up when first called.

Names this library shares with racket/base (``+``, ``equal?``, ``first`` …) are registered
here only: the flat lookup table behind ``lookup_primitive`` keeps racket/base's entries.
Everything is iterative: no Python recursion over the length of a list or word.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import (NIL, VOID, Char, MString, make_mstring, MVector, Pair, make_pair, Symbol, as_str, is_list, is_number,
                   make_list, sym)
from minischeme.values.equality import is_eq, is_eqv
from minischeme.values.lexical import parse_number
from minischeme.values.errors import EXN_FAIL_CONTRACT, Raise, contract_error, racket_error
from minischeme.values.ports import OutputPort, current_output
from minischeme.values.printer import display_string, format_number, print_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import call, is_procedure
from .registry import LIBRARIES, add, define, library

LIB = "simply-scheme"
library(LIB)

# ------------------------------------------------------------------ characters and words

_RANK0 = frozenset("abcdefghijklmnopqrstuvwxyz!$%&*/:<=>?~_^")
_RANK1 = frozenset("+-.")
_DIGITS = frozenset("0123456789")


def char_rank(c: str) -> int:
    """simply.scm's character class: 0 symbol-start, 1 `+-.`, 2 digit, 3 anything else."""
    if c in _RANK0:
        return 0
    if c in _RANK1:
        return 1
    if c in _DIGITS:
        return 2
    return 3


def _narrow_number(s: str) -> bool:
    """simply.scm's narrow-number?: a number text without leading zeros or trailing fraction 0s."""
    n = len(s)
    if n == 0:
        return False
    start = 1 if s[0] == "-" and n != 1 else 0
    c0 = s[start]
    if char_rank(s[-1]) != 2 or c0 == ".":
        return False
    if c0 == "0":
        if n == 1:
            return True
        if n == 2 or s[start + 1] != ".":
            return False
        return _nn_helper(s, start + 2, True)
    return _nn_helper(s, start, False)


def _nn_helper(s: str, i: int, seen_point: bool) -> bool:
    """The digits-and-one-point scan of narrow-number? (its nn-helper), as a loop."""
    n = len(s)
    while i < n:
        if s[i] == ".":
            if seen_point:
                return False
            if i + 2 == n:
                return True
            seen_point = True
        elif char_rank(s[i]) != 2:
            return False
        i += 1
    return not seen_point or s[-1] != "0"


def _ok_symbol(s: str) -> bool:
    """simply.scm's ok-symbol?: lowercase-style identifier, or exactly + - ..."""
    if s == "":
        return False
    rank = char_rank(s[0])
    if rank == 0:
        return all(char_rank(c) <= 2 for c in s[1:])
    return rank == 1 and s in ("+", "-", "...")


def _string_to_number(s: str) -> Any:
    """Racket's string->number on a narrow number text (digits, '-', at most one point)."""
    return float(s) if "." in s else int(s)


def string_to_word(s: str) -> Any:
    """A word's text back to a word: number, symbol, or (otherwise) the string itself."""
    if _narrow_number(s):
        return _string_to_number(s)
    if _ok_symbol(s):
        return sym(s)
    return make_mstring(s)


def char_to_word(c: str) -> Any:
    """A one-character word: symbol for rank 0 and + -, number for a digit, else a string."""
    rank = char_rank(c)
    if rank == 0 or c == "+" or c == "-":
        return sym(c)
    if rank == 2:
        return int(c)
    return make_mstring(c)


def is_word(x: Any) -> bool:
    """Symbol, number or string."""
    t = type(x)
    return t is Symbol or t is str or t is MString or is_number(x)


def is_empty(x: Any) -> bool:
    """The empty sentence or the empty word."""
    t = type(x)
    return x is NIL or ((t is str or t is MString) and len(x) == 0)


def word_to_string(w: Any) -> str:
    """The text of a word (Racket's symbol->string error for anything else)."""
    t = type(w)
    if t is str:
        return w
    if t is MString:
        return w.value()
    if is_number(w):
        return format_number(w)
    if t is Symbol:
        return w.name
    raise contract_error("symbol->string", "symbol?", w)


# ------------------------------------------------------------------ errors

_ERROR_PRINT_WIDTH = 256


def _error_value(v: Any) -> str:
    """A value as `error` shows it: print style, cut to error-print-width."""
    text = print_string(v)
    return text if len(text) <= _ERROR_PRINT_WIDTH else text[:_ERROR_PRINT_WIDTH - 3] + "..."


def whoops(message: str, *args: Any) -> Raise:
    """simply.scm's whoops: `(error message arg ...)` with string args wrapped in quotes."""
    shown = [_error_value('"' + as_str(a) + '"' if as_str(a) is not None else a) for a in args]
    return racket_error(" ".join([message, *shown]))


def _car_error(x: Any) -> Raise:
    return contract_error("car", "pair?", x)


def _cdr_error(x: Any) -> Raise:
    return contract_error("cdr", "pair?", x)


# ------------------------------------------------------------------ selectors (Python level)

def first_of(x: Any) -> Any:
    """FIRST: car of a sentence, first character of a word."""
    if type(x) is Pair:
        return x.car
    if is_empty(x) or not is_word(x):
        raise whoops("Invalid argument to FIRST: ", x)
    return char_to_word(word_to_string(x)[0])


def butfirst_of(x: Any) -> Any:
    """BUTFIRST: cdr of a sentence, the word without its first character."""
    if type(x) is Pair:
        return x.cdr
    if is_empty(x) or not is_word(x):
        raise whoops("Invalid argument to BUTFIRST: ", x)
    return string_to_word(word_to_string(x)[1:])


def last_of(x: Any) -> Any:
    """LAST: last element of a sentence, last character of a word."""
    if type(x) is Pair:
        p = x
        while True:
            if type(p) is not Pair:
                raise _cdr_error(p)
            if is_empty(p.cdr):
                return p.car
            p = p.cdr
    if is_empty(x) or not is_word(x):
        raise whoops("Invalid argument to LAST: ", x)
    return char_to_word(word_to_string(x)[-1])


def butlast_of(x: Any) -> Any:
    """BUTLAST: a sentence without its last element, a word without its last character."""
    if type(x) is Pair:
        items, p = [], x
        while True:
            if type(p) is not Pair:
                raise _cdr_error(p)
            if p.cdr is NIL:
                return make_list(items)
            items.append(p.car)
            p = p.cdr
    if is_empty(x) or not is_word(x):
        raise whoops("Invalid argument to BUTLAST: ", x)
    return string_to_word(word_to_string(x)[:-1])


def count_of(x: Any) -> int:
    """COUNT: characters of a word, elements of a list."""
    if is_word(x):
        return len(word_to_string(x))
    if not is_list(x):
        raise contract_error("length", "list?", x)
    n = 0
    while x is not NIL:
        n += 1
        x = x.cdr
    return n


def sentence_of(args: list) -> Any:
    """SENTENCE of Python-listed arguments (combined right to left, as simply.scm's real-se)."""
    result = NIL
    for a in reversed(args):
        if type(a) is Pair:
            items, p = [], a
            while p is not NIL:
                if type(p) is not Pair:
                    raise _car_error(p)
                if not is_word(p.car):
                    raise whoops("Argument to SENTENCE not a word or sentence", a)
                items.append(p.car)
                p = p.cdr
            result = make_list(items, result)
        elif a is NIL:
            continue
        elif is_word(a):
            result = make_pair(a, result)
        else:
            raise whoops("Argument to SENTENCE not a word or sentence:", a)
    return result


def keep_with(test: Callable[[Any], bool], stuff: Any) -> Any:
    """KEEP with a Python predicate: the elements (or characters) that pass ``test``."""
    if type(stuff) is Pair:
        return filter_with(test, stuff)
    if is_word(stuff):
        text = word_to_string(stuff)
        return string_to_word("".join(c for c in text if test(char_to_word(c))))
    if stuff is NIL:
        return NIL
    raise whoops("Bad second argument to KEEP (not a word or sentence): ", stuff)


def filter_with(test: Callable[[Any], bool], lst: Any) -> Any:
    """simply.scm's FILTER after its procedure check: the list elements that pass ``test``."""
    if not is_list(lst):
        raise whoops("Invalid second argument to FILTER (not a list): ", lst)
    return make_list([x for x in lst if test(x)])


def simply_equal(a: Any, b: Any) -> bool:
    """simply.scm's EQUAL?: words compare by text/number value, lists and vectors by element."""
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        if x is NIL or y is NIL:
            if x is not y:
                return False
        elif type(x) is Pair or type(y) is Pair:
            if type(x) is not Pair or type(y) is not Pair:
                return False
            stack.append((x.cdr, y.cdr))
            stack.append((x.car, y.car))
        elif not _atoms_equal(x, y, stack):
            return False
    return True


def _atoms_equal(x: Any, y: Any, stack: list) -> bool:
    """One non-list step of simply_equal (vectors push their elements onto ``stack``)."""
    tx, ty = type(x), type(y)
    if tx is MString:       # a mutable string is compared as its text
        x, tx = x.value(), str
    if ty is MString:
        y, ty = y.value(), str
    if tx is Symbol:
        return (ty is Symbol and x is y) or (ty is str and y == x.name)
    if ty is Symbol:
        return tx is str and x == y.name
    if is_number(x):
        if is_number(y):
            return x == y
        return ty is str and _equals_number(y, x)
    if is_number(y):
        return tx is str and _equals_number(x, y)
    if tx is str or ty is str:
        return tx is str and ty is str and x == y
    if tx is MVector or ty is MVector:
        if tx is not MVector or ty is not MVector or len(x.items) != len(y.items):
            return False
        stack.extend(zip(x.items, y.items))
        return True
    return is_eqv(x, y)


def _equals_number(text: str, n: Any) -> bool:
    word = string_to_word(text)
    return is_number(word) and word == n


def _check_procedure(f: Any, message: str) -> None:
    if not is_procedure(f):
        raise whoops(message, f)


def _truthy(f: Any) -> Callable[[Any], bool]:
    return lambda x: call(f, x) is not False


def _fold_right(combiner: Any, items: list) -> Any:
    """(combiner i0 (combiner i1 ... in)): the innermost call first, as the recursion does."""
    acc = items[-1]
    for x in reversed(items[:-1]):
        acc = call(combiner, x, acc)
    return acc


# ------------------------------------------------------------------ word and sentence primitives

@define("word?", 1)
def word_p(x: Any) -> bool:
    """Is x a word (symbol, number or string)?"""
    return is_word(x)


@define("sentence?", 1)
def sentence_p(x: Any) -> bool:
    """Is x a list of words?"""
    while type(x) is Pair:
        if not is_word(x.car):
            return False
        x = x.cdr
    return x is NIL


@define("empty?", 1)
def empty_p(x: Any) -> bool:
    """Is x the empty sentence '() or the empty word ""?"""
    return is_empty(x)


@define("word", 0, None)
def word(*args: Any) -> Any:
    """(word w ...): the words' texts joined into one word."""
    parts = []
    for a in args:
        if not is_word(a):
            raise whoops("Invalid argument to WORD: ", a)
        parts.append(word_to_string(a))
    return string_to_word("".join(parts))


@define("se", 0, None)
def se(*args: Any) -> Any:
    """(se x ...): one sentence of the words and the sentences' elements."""
    return sentence_of(list(args))


@define("first", 1)
def first(x: Any) -> Any:
    """First element of a sentence or first character of a word."""
    return first_of(x)


@define("bf", 1)
def bf(x: Any) -> Any:
    """All but the first element of a sentence, or character of a word."""
    return butfirst_of(x)


@define("last", 1)
def last(x: Any) -> Any:
    """Last element of a sentence or last character of a word."""
    return last_of(x)


@define("bl", 1)
def bl(x: Any) -> Any:
    """All but the last element of a sentence, or character of a word."""
    return butlast_of(x)


@define("count", 1)
def count(x: Any) -> int:
    """Number of characters of a word or elements of a sentence."""
    return count_of(x)


@define("item", 2)
def item(n: Any, stuff: Any) -> Any:
    """(item n x): the nth (from 1) element of a sentence or character of a word."""
    n = maybe_num(n)
    if not _is_integer(n):
        raise whoops("Invalid first argument to ITEM (must be an integer): ", n)
    if n < 1:
        raise whoops("Invalid first argument to ITEM (must be positive): ", n)
    if n > count_of(stuff):
        raise whoops("No such item: ", n, stuff)
    if type(n) is float:
        return _float_index_error(n - 1, stuff)
    if is_word(stuff):
        return char_to_word(word_to_string(stuff)[n - 1])
    for _ in range(n - 1):
        stuff = stuff.cdr
    return stuff.car


def _is_integer(n: Any) -> bool:
    """Racket's integer?: an exact integer or an integral float."""
    return type(n) is int or (type(n) is float and n.is_integer())


def _float_index_error(k: float, stuff: Any) -> Any:
    """What string-ref / list-ref say about an integral float index such as 1.0."""
    if is_word(stuff):
        raise racket_error("string-ref: contract violation\n  expected: exact-nonnegative-integer?\n"
                           f"  given: {print_string(k)}\n  argument position: 2nd\n"
                           f"  first argument...:\n   {print_string(word_to_string(stuff))}",
                           EXN_FAIL_CONTRACT)
    raise racket_error(f"list-ref: index {print_string(k)} is not an exact nonnegative integer",
                       EXN_FAIL_CONTRACT)


@define("member?", 2)
def member_p(x: Any, stuff: Any) -> bool:
    """(member? x s): is x a character of word s, or a word of sentence s?"""
    if is_empty(stuff):
        return False
    if is_word(stuff):
        small = word_to_string(x)
        if len(small) > 1:
            raise whoops("Invalid arguments to MEMBER?: ", x, stuff)
        if small == "":
            raise racket_error('string-ref: index is out of range for empty string\n  index: 0\n'
                               '  string: ""', EXN_FAIL_CONTRACT)
        return small in word_to_string(stuff)
    if not is_list(stuff):
        raise whoops("Invalid second argument to MEMBER?: ", stuff)
    if type(x) is Symbol:
        return any((type(e) is Symbol and e is x) or as_str(e) == x.name for e in stuff)
    if is_number(x) or as_str(x) is not None:
        return any(simply_equal(x, e) for e in stuff)
    raise whoops("Invalid first argument to MEMBER?: ", x)


@define("before?", 2)
def before_p(a: Any, b: Any) -> bool:
    """(before? a b): does word a come before word b alphabetically (string<?)?"""
    if not is_word(a):
        raise whoops("Invalid first argument to BEFORE? (not a word): ", a)
    if not is_word(b):
        raise whoops("Invalid second argument to BEFORE? (not a word): ", b)
    return word_to_string(a) < word_to_string(b)


@define("appearances", 2)
def appearances(x: Any, stuff: Any) -> int:
    """(appearances x s): how many elements (or characters) of s are equal? to x."""
    return count_of(keep_with(lambda e: simply_equal(x, e), stuff))


# ------------------------------------------------------------------ higher-order

@define("every", 2)
def every(fn: Any, stuff: Any) -> Any:
    """(every f s): the sentence of f applied to each element (or character) of s."""
    _check_procedure(fn, "Invalid first argument to EVERY (not a procedure):")
    if is_word(stuff):
        return sentence_of([call(fn, char_to_word(c)) for c in word_to_string(stuff)])
    results, rest = [], stuff
    while not is_empty(rest):
        results.append(call(fn, first_of(rest)))
        rest = butfirst_of(rest)
    if not results:
        return rest
    return sentence_of(results + [rest])


@define("keep", 2)
def keep(pred: Any, stuff: Any) -> Any:
    """(keep p s): the elements (or characters) of s that satisfy p."""
    _check_procedure(pred, "Invalid first argument to KEEP (not a procedure): ")
    return keep_with(_truthy(pred), stuff)


@define("filter", 2)
def filter_(pred: Any, lst: Any) -> Any:
    """(filter p lst): simply.scm's list filter, with its own error texts."""
    _check_procedure(pred, "Invalid first argument to FILTER (not a procedure): ")
    return filter_with(_truthy(pred), lst)


def _base(name: str) -> Any:
    """racket/base's primitive ``name`` (None while it is not loaded)."""
    return LIBRARIES.get("racket/base", {}).get(name)


def _identity_combiner(combiner: Any, names: tuple[str, ...]) -> bool:
    own = LIBRARIES[LIB]
    return any(combiner is own.get(n) or combiner is _base(n) for n in names)


@define("accumulate", 2)
def accumulate(combiner: Any, stuff: Any) -> Any:
    """(accumulate f s): combine the elements (or characters) of s with f, from the right."""
    _check_procedure(combiner, "Invalid first argument to ACCUMULATE (not a procedure):")
    if is_empty(stuff):
        if _identity_combiner(combiner, ("+", "*", "word", "se")):
            return call(combiner)
        raise whoops("Can't accumulate empty input with that combiner")
    items = []
    while True:
        rest = butfirst_of(stuff)
        items.append(first_of(stuff))
        if is_empty(rest):
            break
        stuff = rest
    return _fold_right(combiner, items)


@define("reduce", 2)
def reduce(combiner: Any, stuff: Any) -> Any:
    """(reduce f lst): combine the elements of a list with f, from the right."""
    _check_procedure(combiner, "Invalid first argument to REDUCE (not a procedure):")
    if stuff is NIL:
        if _identity_combiner(combiner, ("+", "*", "word", "se", "append")):
            return call(combiner)
        raise whoops("Can't reduce empty input with that combiner")
    items = []
    while True:
        if type(stuff) is not Pair:
            raise _cdr_error(stuff)
        items.append(stuff.car)
        if stuff.cdr is NIL:
            break
        stuff = stuff.cdr
    return _fold_right(combiner, items)


@define("repeated", 2)
def repeated(fn: Any, n: Any) -> Primitive:
    """(repeated f n): the procedure that applies f n times."""
    n = maybe_num(n)
    if not is_number(n):
        raise contract_error("=", "number?", n)
    if not _is_integer(n) or n < 0:
        # simply.scm counts down to 0 forever here; we stop with an error instead.
        raise contract_error("repeated", "exact-nonnegative-integer?", n, 1, [fn, n])
    times = int(n)

    def apply_n(x: Any) -> Any:
        for _ in range(times):
            x = call(fn, x)
        return x
    return Primitive("repeated", apply_n, 1, 1)


# ------------------------------------------------------------------ output

@define("show", 0, None)
def show(*args: Any) -> Any:
    """(show x [port]): display x, then a newline."""
    if len(args) == 1:
        port = current_output()
    elif len(args) == 2:
        port = args[1]
        if not isinstance(port, OutputPort):
            raise whoops("Invalid second argument to SHOW (not an output port): ", port)
    else:
        raise whoops("Incorrect number of arguments to procedure SHOW")
    port.write(display_string(args[0]) + "\n")
    return VOID


@define("show-line", 1, None)
def show_line(line: Any, *args: Any) -> Any:
    """(show-line sent [port]): display the words of sent separated by spaces, then a newline."""
    if len(args) >= 2:
        raise whoops("Too many arguments to show-line")
    port = args[0] if args else current_output()
    if not is_list(line):
        raise whoops("Invalid argument to SHOW-LINE (not a list):", line)
    port.write(" ".join(display_string(w) for w in line) + "\n")
    return VOID


# ------------------------------------------------------------------ conversions and trees

@define("word->string", 1)
def word_string(w: Any) -> Any:
    """The text of a word: a string word itself, else a new string."""
    text = word_to_string(w)
    return w if as_str(w) is not None else make_mstring(text)


@define("string->word", 1)
def string_word(s: Any) -> Any:
    """Text to a word by simply.scm's rules (number, lowercase symbol, or the string itself)."""
    text = as_str(s)
    if text is None:
        raise contract_error("string=?", "string?", s, 0, [s, ""])
    word = string_to_word(text)
    return s if type(word) is MString else word


@define("char->word", 1)
def char_word(c: Any) -> Any:
    """A character as a one-character word."""
    if type(c) is not Char:
        raise contract_error("char->integer", "char?", c)
    return char_to_word(c.ch)


def make_node(d: Any, children: Any) -> Pair:
    """make-node (= cons): a tree node from a datum and a list of children."""
    return make_pair(d, children)


def datum(node: Any) -> Any:
    """datum (= car): a tree node's datum."""
    if type(node) is not Pair:
        raise _car_error(node)
    return node.car


def children(node: Any) -> Any:
    """children (= cdr): a tree node's children."""
    if type(node) is not Pair:
        raise _cdr_error(node)
    return node.cdr


add("make-node", Primitive("cons", make_node, 2, 2), LIB)
add("datum", Primitive("car", datum, 1, 1), LIB)
add("children", Primitive("cdr", children, 1, 1), LIB)


@define("remove", 2)
def remove(thing: Any, lst: Any) -> Any:
    """simply.scm's (remove x lst): lst without the first element eq? to x."""
    items, p = [], lst
    while type(p) is Pair:
        if is_eq(thing, p.car):
            return make_list(items, p.cdr)
        items.append(p.car)
        p = p.cdr
    return lst


# ------------------------------------------------------------------ strings are numbers

def maybe_num(x: Any) -> Any:
    """simply.scm's maybe-num: a string that string->number accepts becomes that number."""
    text = as_str(x)
    if text is not None:
        try:
            n = parse_number(text)
        except (ValueError, ArithmeticError, IndexError):
            n = None
        if n is not None:
            return n
    return x


@define("equal?", 2)
def equal_p(a: Any, b: Any) -> bool:
    """simply.scm's equal?: (equal? 1 "1") and (equal? 'a "a") are #t."""
    return simply_equal(a, b)


@define("number->string", 1, 2)
def number_string(x: Any, *radix: Any) -> Any:
    """number->string that returns a string argument unchanged."""
    if as_str(x) is not None:
        return x
    return call(_base_or_error("number->string"), x, *radix)


def _base_or_error(name: str) -> Any:
    base = _base(name)
    if base is None:
        raise racket_error(f"{name}: racket/base primitive is not available")
    return base


def _logoize(name: str, lo: int, hi: int | None, which: slice = slice(None),
             fix: Callable[[Any], Any] | None = None, exact_args: bool = False) -> None:
    """Register ``name`` as racket/base's ``name`` with numeric strings (args[which]) converted.

    ``fix`` post-processes the result (round's exact result); ``exact_args`` turns integral
    floats into exact integers first (quotient and remainder).
    """
    def wrapped(*args: Any) -> Any:
        args = list(args)
        args[which] = [maybe_num(a) for a in args[which]]
        if exact_args:
            args = [int(a) if type(a) is float and a.is_integer() else a for a in args]
        result = call(_base_or_error(name), *args)
        return fix(result) if fix is not None else result
    wrapped.__doc__ = f"racket/base {name}, with numeric strings read as numbers."
    add(name, Primitive(name, wrapped, lo, hi), LIB)


def _exact_round(x: Any) -> Any:
    """inexact->exact of round's result, as simply.scm's round fix."""
    if type(x) is float:
        if x != x or x in (float("inf"), float("-inf")):
            raise racket_error(f"exact: no exact representation for {print_string(x)}",
                               EXN_FAIL_CONTRACT)
        return int(x)
    return x


for _name in ("*", "+", "-", "/", "<", "<=", "=", ">", ">=", "atan", "gcd", "lcm", "max", "min"):
    _logoize(_name, 0, None)
for _name in ("abs", "acos", "asin", "ceiling", "cos", "even?", "exp", "floor", "integer?", "log",
              "negative?", "number?", "odd?", "positive?", "sin", "sqrt", "tan", "truncate",
              "zero?"):
    _logoize(_name, 1, 1)
_logoize("round", 1, 1, fix=_exact_round)
for _name in ("expt", "modulo"):
    _logoize(_name, 2, 2)
for _name in ("quotient", "remainder"):
    _logoize(_name, 2, 2, exact_args=True)
_logoize("list-ref", 2, 2, slice(1, 2))
_logoize("vector-ref", 2, 2, slice(1, 2))
_logoize("vector-set!", 3, 3, slice(1, 2))
_logoize("make-vector", 1, None, slice(0, 1))

# Aliases are the same procedure objects, as simply.scm's (define sentence se) etc.
_OWN = LIBRARIES[LIB]
for _alias, _name in (("sentence", "se"), ("butfirst", "bf"), ("butlast", "bl")):
    add(_alias, _OWN[_name], LIB)

