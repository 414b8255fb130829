"""Strings, characters and symbols (racket/base).

Strings are Python str, so they are immutable: `string-set!` and `string-fill!` raise the
contract error Racket gives for a literal string. Procedures that make a new string return a
fresh Python object, so `eq?` tells it from its source as in Racket.
"""
from __future__ import annotations

import operator
import unicodedata
from typing import Any, Callable

from ..data import Char, Symbol, gensym as _gensym, sym
from ..errors import contract_error
from ..printer import print_string
from ..runtime import call
from .registry import define, library
from .base_lists import check_list, check_proc_arity, fail, from_pylist
from .base_numbers import check_length, is_nonneg_int

library("racket/base")


# ------------------------------------------------------------------ helpers

def fresh(s: str) -> str:
    """A new str object equal to s (Racket strings made by a procedure are not eq?)."""
    return "".join((s, ""))  # CPython shares 1-character strings; join does not


def check_string(who: str, x: Any, pos: int | None = None, args: list | None = None) -> str:
    """x, or `who: contract violation expected: string?`."""
    if type(x) is not str:
        raise contract_error(who, "string?", x, pos, args)
    return x


def check_char(who: str, x: Any, pos: int | None = None, args: list | None = None) -> str:
    """The character of x as a 1-letter str, or `expected: char?`."""
    if type(x) is not Char:
        raise contract_error(who, "char?", x, pos, args)
    return x.ch


def check_symbol(who: str, x: Any, pos: int | None = None, args: list | None = None) -> Symbol:
    """x, or `expected: symbol?`."""
    if type(x) is not Symbol:
        raise contract_error(who, "symbol?", x, pos, args)
    return x


def index_error(who: str, kind: str, what: str, index: int, value: Any, length: int) -> Exception:
    """`who: index is out of range` with index, valid range and the value (Racket's text)."""
    if length == 0:
        return fail(f"{who}: {kind}index is out of range for empty {what}\n"
                    f"  {kind}index: {index}\n  {what}: {print_string(value)}")
    return fail(f"{who}: {kind}index is out of range\n  {kind}index: {index}\n"
                f"  valid range: [0, {length - 1}]\n  {what}: {print_string(value)}")


def bad_index(who: str, index: Any, first: Any) -> Exception:
    """The contract error of a non-index second argument (`first argument...:` form)."""
    return fail(f"{who}: contract violation\n  expected: exact-nonnegative-integer?\n"
                f"  given: {print_string(index)}\n  argument position: 2nd\n"
                f"  first argument...:\n   {print_string(first)}")


def check_range(who: str, what: str, value: Any, length: int, start: Any, end: Any) -> None:
    """Check substring-style start/end indexes (both inclusive of `length`)."""
    for i in (start, end):
        if not is_nonneg_int(i):
            raise contract_error(who, "exact-nonnegative-integer?", i)
    if start > length:
        raise fail(f"{who}: starting index is out of range\n  starting index: {start}\n"
                   f"  valid range: [0, {length}]\n  {what}: {print_string(value)}")
    if end > length:
        raise fail(f"{who}: ending index is out of range\n  ending index: {end}\n"
                   f"  valid range: [0, {length}]\n  {what}: {print_string(value)}")
    if end < start:
        raise fail(f"{who}: ending index is smaller than starting index\n"
                   f"  ending index: {end}\n  starting index: {start}\n"
                   f"  valid range: [0, {length}]\n  {what}: {print_string(value)}")


def _chain(who: str, check: Callable, key: Callable, test: Callable) -> Callable:
    """A variadic comparison (string<?, char=? ...): all arguments checked, then compared."""
    kind = str if check is check_string else Char if check is check_char else None
    plain = key is str or key is ord      # then comparing the str themselves is the same

    def compare(*args: Any) -> bool:
        if plain and len(args) == 2:      # the usual case, without the lists
            a, b = args
            if type(a) is kind and type(b) is kind:
                return test(a, b) if kind is str else test(a.ch, b.ch)
        keys = [key(check(who, a)) for a in args]
        return all(test(keys[i], keys[i + 1]) for i in range(len(keys) - 1))
    compare.__doc__ = f"Racket {who}: compare the arguments pairwise."
    define(who, 1, None)(compare)
    return compare


_TESTS = {"=?": operator.eq, "<?": operator.lt, ">?": operator.gt,
          "<=?": operator.le, ">=?": operator.ge}


def _fold(s: str) -> str:
    return s.casefold()


# the Latin-1 characters, made once for string-ref (a Char is immutable and eq? compares
# characters by value, so sharing them changes nothing a program can see)
_CHARS = {chr(i): Char(chr(i)) for i in range(256)}


# ------------------------------------------------------------------ strings

@define("string?", 1)
def string_p(x: Any) -> bool:
    """Is x a string?"""
    return type(x) is str


@define("string-length", 1)
def string_length(s: Any) -> int:
    """The number of characters of s."""
    if type(s) is str:
        return len(s)
    return len(check_string("string-length", s))


@define("string-ref", 2)
def string_ref(s: Any, k: Any) -> Char:
    """The character of s at position k."""
    if type(s) is str and type(k) is int and 0 <= k < len(s):
        c = s[k]
        return _CHARS.get(c) or Char(c)
    check_string("string-ref", s)
    if not is_nonneg_int(k):
        raise bad_index("string-ref", k, s)
    if k >= len(s):
        raise index_error("string-ref", "", "string", k, s, len(s))
    return Char(s[k])


@define("substring", 2, 3)
def substring(s: Any, start: Any, end: Any = None) -> str:
    """The characters of s from start (inclusive) to end (exclusive)."""
    check_string("substring", s)
    if end is None:
        if not is_nonneg_int(start):
            raise contract_error("substring", "exact-nonnegative-integer?", start)
        end = len(s)
    check_range("substring", "string", s, len(s), start, end)
    return fresh(s[start:end])


@define("string-append", 0, None)
def string_append(*strings: Any) -> str:
    """The concatenation of the strings."""
    for s in strings:
        check_string("string-append", s)
    return fresh("".join(strings))


@define("string", 0, None)
def string(*chars: Any) -> str:
    """A string of the given characters."""
    return fresh("".join(check_char("string", c) for c in chars))


@define("make-string", 1, 2)
def make_string(n: Any, c: Any = None) -> str:
    """A string of n copies of c (default #\\nul)."""
    if not is_nonneg_int(n):
        raise contract_error("make-string", "valid-string-length?", n)
    ch = "\0" if c is None else check_char("make-string", c)
    check_length(n, "string")
    return fresh(ch * n)


@define("string-copy", 1)
def string_copy(s: Any) -> str:
    """A new string with the characters of s."""
    return fresh(check_string("string-copy", s))


@define("string->immutable-string", 1)
def string_to_immutable_string(s: Any) -> str:
    """s itself (every string is immutable here)."""
    return check_string("string->immutable-string", s)


@define("string-set!", 3)
def string_set(s: Any, k: Any, c: Any) -> Any:
    """Strings are immutable: always Racket's error for a literal string."""
    raise contract_error("string-set!", "mutable-string?", s)


@define("string-fill!", 2)
def string_fill(s: Any, c: Any) -> Any:
    """Strings are immutable: always Racket's error for a literal string."""
    raise contract_error("string-fill!", "mutable-string?", s)


@define("build-string", 2)
def build_string(n: Any, proc: Any) -> str:
    """The string of (proc 0) ... (proc n-1)."""
    if not is_nonneg_int(n):
        raise contract_error("build-string", "exact-nonnegative-integer?", n)
    check_proc_arity("build-string", proc, 1, "(exact-nonnegative-integer? . -> . char?)")
    check_length(n, "string")
    out = []
    for i in range(n):
        out.append(check_char("string-set!", call(proc, i)))
    return "".join(out)


for _suffix, _test in _TESTS.items():
    _chain(f"string{_suffix}", check_string, str, _test)
    _chain(f"string-ci{_suffix}", check_string, _fold, _test)


@define("string-upcase", 1)
def string_upcase(s: Any) -> str:
    """s in upper case (full Unicode mapping: ß becomes SS)."""
    return fresh(check_string("string-upcase", s).upper())


@define("string-downcase", 1)
def string_downcase(s: Any) -> str:
    """s in lower case."""
    return fresh(check_string("string-downcase", s).lower())


@define("string-foldcase", 1)
def string_foldcase(s: Any) -> str:
    """s case-folded."""
    return fresh(check_string("string-foldcase", s).casefold())


_MID_LETTER = set("'.:\u2019\u00b7")


def _in_word(s: str, i: int) -> bool:
    """Does s[i] continue a word (Unicode word boundaries, simplified)?"""
    c = s[i]
    if c.isalnum() or c == "_" or unicodedata.category(c).startswith("M"):
        return True
    return (c in _MID_LETTER and 0 < i < len(s) - 1 and s[i - 1].isalpha()
            and s[i + 1].isalpha())


@define("string-titlecase", 1)
def string_titlecase(s: Any) -> str:
    """s with the first cased letter of each word in title case, the others in lower case."""
    check_string("string-titlecase", s)
    out, seen_cased = [], False
    for i, c in enumerate(s):
        if not _in_word(s, i):
            seen_cased = False
            out.append(c)
        elif c.lower() != c.upper():
            out.append(c.lower() if seen_cased else c.title())
            seen_cased = True
        else:
            out.append(c)
    return "".join(out)


@define("string->list", 1)
def string_to_list(s: Any) -> Any:
    """The characters of s as a list."""
    return from_pylist([Char(c) for c in check_string("string->list", s)])


@define("list->string", 1)
def list_to_string(lst: Any) -> str:
    """The string of a list of characters."""
    items = check_list("list->string", lst)
    return fresh("".join(check_char("list->string", c) for c in items))


@define("string->symbol", 1)
def string_to_symbol(s: Any) -> Symbol:
    """The interned symbol named s."""
    return sym(check_string("string->symbol", s))


@define("string->uninterned-symbol", 1)
def string_to_uninterned_symbol(s: Any) -> Symbol:
    """A fresh symbol named s, eq? to no other."""
    return Symbol(check_string("string->uninterned-symbol", s))


@define("symbol->string", 1)
def symbol_to_string(s: Any) -> str:
    """The name of a symbol, as a new string."""
    return fresh(check_symbol("symbol->string", s).name)


@define("symbol?", 1)
def symbol_p(x: Any) -> bool:
    """Is x a symbol?"""
    return type(x) is Symbol


_chain("symbol<?", check_symbol, lambda s: s.name, _TESTS["<?"])


@define("gensym", 0, 1)
def gensym(base: Any = None) -> Symbol:
    """A fresh uninterned symbol (named from base, a symbol or string)."""
    if base is None:
        return _gensym("g")
    if type(base) is Symbol:
        return _gensym(base.name)
    if type(base) is str:
        return _gensym(base)
    raise contract_error("gensym", "(or/c symbol? string?)", base)


# ------------------------------------------------------------------ characters

@define("char?", 1)
def char_p(x: Any) -> bool:
    """Is x a character?"""
    return type(x) is Char


@define("char->integer", 1)
def char_to_integer(c: Any) -> int:
    """The Unicode scalar value of c."""
    if type(c) is Char:
        return ord(c.ch)
    return ord(check_char("char->integer", c))


@define("integer->char", 1)
def integer_to_char(n: Any) -> Char:
    """The character with Unicode scalar value n."""
    if type(n) is not int or not (0 <= n < 0xD800 or 0xDFFF < n <= 0x10FFFF):
        raise contract_error("integer->char", "valid-unicode-scalar-value?", n)
    return Char(chr(n))


def _char_test(who: str, test: Callable[[str], bool]) -> None:
    def char_test(c: Any) -> bool:
        return test(check_char(who, c))
    char_test.__doc__ = f"Racket {who}."
    define(who, 1)(char_test)


_char_test("char-alphabetic?", str.isalpha)
_char_test("char-numeric?", str.isnumeric)
_char_test("char-whitespace?", str.isspace)
_char_test("char-upper-case?", str.isupper)
_char_test("char-lower-case?", str.islower)
_char_test("char-punctuation?", lambda c: unicodedata.category(c).startswith("P"))
_char_test("char-symbolic?", lambda c: unicodedata.category(c).startswith("S"))


def _one_char(mapped: str, original: str) -> str:
    """A single-character case mapping, or the character itself (ß has no 1-char upcase)."""
    return mapped if len(mapped) == 1 else original


def _char_map(who: str, fn: Callable[[str], str]) -> None:
    def char_map(c: Any) -> Char:
        ch = check_char(who, c)
        return Char(_one_char(fn(ch), ch))
    char_map.__doc__ = f"Racket {who}."
    define(who, 1)(char_map)


_char_map("char-upcase", str.upper)
_char_map("char-downcase", str.lower)
_char_map("char-titlecase", str.title)
_char_map("char-foldcase", str.casefold)

for _suffix, _test in _TESTS.items():
    _chain(f"char{_suffix}", check_char, ord, _test)
    _chain(f"char-ci{_suffix}", check_char, lambda c: ord(_one_char(c.casefold(), c)), _test)

