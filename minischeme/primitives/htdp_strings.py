"""The string procedures of How to Design Programs' teaching languages that racket lacks:
`explode`, `implode`, `string-ith`, `replicate`, `int->string`, `string->int`,
`string-upper-case?`, `string-lower-case?`, `string-alphabetic?`, `string-numeric?`,
`string-whitespace?` (a "1String" is a string of one character), with their checks and
messages (htdp-lib's `lang/private/teachprims.rkt`)."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import MString, as_str
from minischeme.values.data import is_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, Raise, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.char_classes import is_alphabetic, is_numeric, is_whitespace
from .base_lists import from_pylist, to_pylist
from .registry import define, library

library("htdp")


def _received(who: str, what: str, given: Any, position: str | None = None) -> Raise:
    """The teaching languages' own check failing: `explode: expected a string, but received
    5` (with ``position``: `... for the second argument, ...`)."""
    article = "an" if what[:1] in "aeiou" else "a"
    where = f" for the {position} argument" if position else ""
    return racket_error(f"{who}: expected {article} {what}{where}, but received {error_value_string(given)}",
                        EXN_FAIL_CONTRACT)


def _text(who: str, s: Any, position: str | None = None) -> str:
    if type(s) is not str and type(s) is not MString:
        raise _received(who, "string", s, position)
    return as_str(s)


def _natural(who: str, n: Any, position: str | None = None) -> int:
    if type(n) is not int or n < 0:
        raise _received(who, "natural number", n, position)
    return n


_LETTERS = "list of 1-letter strings"


@define("explode", 1)
def explode(s: Any) -> Any:
    """The 1Strings of s, in order."""
    return from_pylist(list(_text("explode", s)))


@define("implode", 1)
def implode(los: Any) -> str:
    """The 1Strings of a list, joined (each must be a string of one character)."""
    if not is_list(los):
        raise racket_error(f"implode: expected a {_LETTERS}, but received: {error_value_string(los)}",
                           EXN_FAIL_CONTRACT)
    items = to_pylist(los)
    for x in items:
        if type(x) is not str and type(x) is not MString:
            raise racket_error(f"implode: expected a {_LETTERS}, but received: {error_value_string(los)}\n"
                               f" which contains the non-1-letter string: {error_value_string(x)}",
                               EXN_FAIL_CONTRACT)
    texts = [as_str(x) for x in items]
    if any(len(t) != 1 for t in texts):
        raise _received("implode", _LETTERS, los)
    return "".join(texts)


@define("string-ith", 2)
def string_ith(s: Any, i: Any) -> str:
    """The 1String at position i of s."""
    text = _text("string-ith", s, "first")
    if type(i) is not int or i < 0:
        raise _received("string-ith", "natural number", i, "second")
    if i >= len(text):
        raise _received("string-ith", f"exact integer in [0, {len(text)}) (i.e., less than the length "
                        "of the given string)", i, "second")
    return text[i]


@define("replicate", 2)
def replicate(n: Any, s: Any) -> str:
    """s, n times over."""
    return _text("replicate", s) * _natural("replicate", n)


@define("int->string", 1)
def int_to_string(i: Any) -> str:
    """The 1String whose character has code i."""
    if type(i) is not int or not (0 <= i <= 55295 or 57344 <= i <= 1114111):
        raise _received("int->string", "exact integer in [0,55295] or [57344 1114111]", i)
    return chr(i)


@define("string->int", 1)
def string_to_int(s: Any) -> int:
    """The code of a 1String's character."""
    if type(s) is not str and type(s) is not MString:
        raise racket_error("string->int: expected a 1-letter string, but received a string: "
                           f"{error_value_string(s)}", EXN_FAIL_CONTRACT)
    text = as_str(s)
    if len(text) != 1:
        raise _received("string->int", "1-letter string", s)
    return ord(text)


def _all(who: str, test: Any) -> None:
    """A string predicate: does every character pass (#true for "", as andmap)?"""
    define(who, 1)(lambda s: all(test(c) for c in _text(who, s)))


_all("string-upper-case?", str.isupper)
_all("string-lower-case?", str.islower)
_all("string-alphabetic?", is_alphabetic)
_all("string-numeric?", is_numeric)
_all("string-whitespace?", is_whitespace)


@define("string-contains?", 2)
def string_contains_p(needle: Any, s: Any) -> bool:
    """Does the first string occur in the second? (racket's takes them the other way)"""
    return _text("string-contains?", needle) in _text("string-contains?", s)
