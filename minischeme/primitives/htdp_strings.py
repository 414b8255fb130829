"""The string procedures of How to Design Programs' teaching languages that racket lacks:
`explode`, `implode`, `string-ith`, `replicate`, `int->string`, `string->int`,
`string-upper-case?`, `string-lower-case?`, `string-alphabetic?`, `string-numeric?`,
`string-whitespace?` (a "1String" is a string of one character); and the list procedure
`member?`."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import MString, as_str
from minischeme.values.data import is_list
from minischeme.values.equality import is_equal
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.printer import print_string
from .base_lists import from_pylist, to_pylist
from .registry import define, library

library("htdp")


def _text(who: str, s: Any) -> str:
    if type(s) is not str and type(s) is not MString:
        raise contract_error(who, "string?", s)
    return as_str(s)


@define("explode", 1)
def explode(s: Any) -> Any:
    """The 1Strings of s, in order."""
    return from_pylist(list(_text("explode", s)))


@define("implode", 1)
def implode(los: Any) -> str:
    """The 1Strings of a list, joined."""
    return "".join(_text("implode", x) for x in to_pylist(los))


@define("string-ith", 2)
def string_ith(s: Any, i: Any) -> str:
    """The 1String at position i of s."""
    return _text("string-ith", s)[i]


@define("replicate", 2)
def replicate(n: Any, s: Any) -> str:
    """s, n times over."""
    return _text("replicate", s) * n


@define("int->string", 1)
def int_to_string(i: Any) -> str:
    return chr(i)


@define("string->int", 1)
def string_to_int(s: Any) -> int:
    return ord(_text("string->int", s))


def _all(who: str, test: Any) -> None:
    define(who, 1)(lambda s: (lambda t: bool(t) and all(test(c) for c in t))(_text(who, s)))


_all("string-upper-case?", str.isupper)
_all("string-lower-case?", str.islower)
_all("string-alphabetic?", str.isalpha)
_all("string-numeric?", str.isdigit)
_all("string-whitespace?", str.isspace)


@define("string-contains?", 2)
def string_contains_p(needle: Any, s: Any) -> bool:
    """Does the first string occur in the second? (racket's takes them the other way)"""
    return _text("string-contains?", needle) in _text("string-contains?", s)


@define("member?", 2)
def member_p(x: Any, items: Any) -> bool:
    """Is x (by equal?) an element of the list? (the teaching languages' `member?`)"""
    if not is_list(items):
        raise racket_error(f"member?: second argument must be a list, but received "
                           f"{print_string(x)} and {print_string(items)}")
    return any(is_equal(x, y) for y in to_pylist(items))
