"""srfi/13 (string library): the SRFI 13 procedures students use, under their SRFI names and
argument orders (`(string-prefix? prefix s)`, `(string-join list [delimiter grammar])`,
`(string-pad s n [char])` keeping the right end, `string-index` returning #f or an index).
Character arguments may be a character or a predicate, as SRFI 13's char/char-set/pred.
A string made is a new mutable string, except where the answer is the whole argument: then,
as SRFI 13's reference code (`string-take`, `string-drop`, `string-pad`, the trims), the
argument itself.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, VOID, Char, MString, make_mstring, Symbol, as_str
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.printer import write_string
from minischeme.values.runtime import apply_procedure, call
from .registry import define, library
from .base_lists import from_pylist, to_pylist

library("srfi/13")


def _s(who: str, s: Any, pos: int | None = None, args: list | None = None) -> str:
    """The characters of the string s, or the SRFI's reference code's error (srfi-lite-lib's
    check of its string arguments): `who: Non-string value v`, v written."""
    text = as_str(s)
    if text is None:
        raise racket_error(f"{who}: Non-string value {write_string(s)}")
    return text


def _string(who: str, s: Any, pos: int | None = None, args: list | None = None) -> str:
    """The characters of the string s, or `expected: string?` (where the reference code
    calls racket/base's procedures on the argument unchecked: `string-length`'s error)."""
    text = as_str(s)
    if text is None:
        raise contract_error(who, "string?", s, pos, args)
    return text


def _part(original: Any, text: str, lo: int, hi: int) -> Any:
    """text[lo:hi] as a new string; the argument itself when that is all of it."""
    if lo == 0 and hi >= len(text):
        return original
    return make_mstring(text[lo:hi])


def _n(who: str, n: Any, limit: int | None = None) -> int:
    if type(n) is not int or n < 0 or (limit is not None and n > limit):
        raise contract_error(who, "exact-nonnegative-integer?", n)
    return n


def _matcher(who: str, c: Any) -> Callable[[str], bool]:
    """A character, or a predicate on characters."""
    if type(c) is Char:
        return lambda ch: ch == c.ch
    return lambda ch: call(c, Char(ch)) is not False


def _range(s: str, start: Any, end: Any) -> tuple[int, int]:
    lo = 0 if start is None else start
    hi = len(s) if end is None else end
    return lo, hi


@define("string-null?", 1)
def string_null_p(s: Any) -> bool:
    return _string("string-length", s) == ""


@define("string-every", 2, 4)
def string_every(pred: Any, s: Any, start: Any = None, end: Any = None) -> Any:
    s = _s("string-every", s, 1)
    lo, hi = _range(s, start, end)
    v: Any = True
    for ch in s[lo:hi]:
        v = call(pred, Char(ch)) if type(pred) is not Char else pred.ch == ch
        if v is False:
            return False
    return v


@define("string-any", 2, 4)
def string_any(pred: Any, s: Any, start: Any = None, end: Any = None) -> Any:
    s = _s("string-any", s, 1)
    lo, hi = _range(s, start, end)
    for ch in s[lo:hi]:
        v = call(pred, Char(ch)) if type(pred) is not Char else pred.ch == ch
        if v is not False:
            return v
    return False


@define("string-tabulate", 2)
def string_tabulate(proc: Any, n: Any) -> MString:
    out = []
    for i in range(_n("string-tabulate", n)):
        c = call(proc, i)
        if type(c) is not Char:
            raise contract_error("string-tabulate", "char?", c)
        out.append(c.ch)
    return make_mstring("".join(out))


@define("string-join", 1, 3)
def string_join(strs: Any, delim: Any = " ", grammar: Any = None) -> MString:
    """SRFI 13's string-join: grammar 'infix (default), 'strict-infix, 'suffix or 'prefix."""
    items = [_string("string-length", x) for x in to_pylist(strs)] if strs is not NIL else []
    delim = _s("string-join", delim)
    g = grammar.name if type(grammar) is Symbol else "infix"
    if g == "suffix":
        return make_mstring("".join(x + delim for x in items))
    if g == "prefix":
        return make_mstring("".join(delim + x for x in items))
    return make_mstring(delim.join(items))


@define("string-take", 2)
def string_take(s: Any, n: Any) -> Any:
    text = _string("string-take", s)
    return _part(s, text, 0, _n("string-take", n, len(text)))


@define("string-drop", 2)
def string_drop(s: Any, n: Any) -> Any:
    text = _string("string-drop", s)
    return _part(s, text, _n("string-drop", n, len(text)), len(text))


@define("string-take-right", 2)
def string_take_right(s: Any, n: Any) -> Any:
    text = _string("string-take-right", s)
    k = _n("string-take-right", n, len(text))
    return _part(s, text, len(text) - k, len(text))


@define("string-drop-right", 2)
def string_drop_right(s: Any, n: Any) -> Any:
    text = _string("string-drop-right", s)
    k = _n("string-drop-right", n, len(text))
    return _part(s, text, 0, len(text) - k)


@define("string-pad", 2, 3)
def string_pad(s: Any, n: Any, c: Any = None) -> Any:
    """s right-aligned in n characters: padded on the left, or its last n characters."""
    text = _s("string-pad", s)
    k = _n("string-pad", n)
    pad = " " if c is None else c.ch
    if len(text) >= k:
        return _part(s, text, len(text) - k, len(text))
    return make_mstring(pad * (k - len(text)) + text)


@define("string-pad-right", 2, 3)
def string_pad_right(s: Any, n: Any, c: Any = None) -> Any:
    text = _s("string-pad-right", s)
    k = _n("string-pad-right", n)
    pad = " " if c is None else c.ch
    if len(text) >= k:
        return _part(s, text, 0, k)
    return make_mstring(text + pad * (k - len(text)))


def _trimmer(name: str, left: bool, right: bool) -> None:
    def trim(s: Any, c: Any = None) -> Any:
        text = _s(name, s)
        match = (lambda ch: ch.isspace()) if c is None else _matcher(name, c)
        lo, hi = 0, len(text)
        while left and lo < hi and match(text[lo]):
            lo += 1
        while right and hi > lo and match(text[hi - 1]):
            hi -= 1
        return _part(s, text, lo, hi)
    trim.__doc__ = f"({name} s [char/pred]): s without the matching characters at its ends."
    define(name, 1, 2)(trim)


_trimmer("string-trim", True, False)
_trimmer("string-trim-right", False, True)
_trimmer("string-trim-both", True, True)


@define("string-prefix?", 2)
def string_prefix_p(prefix: Any, s: Any) -> bool:
    return _s("string-prefix?", s, 1).startswith(_s("string-prefix?", prefix, 0))


@define("string-suffix?", 2)
def string_suffix_p(suffix: Any, s: Any) -> bool:
    return _s("string-suffix?", s, 1).endswith(_s("string-suffix?", suffix, 0))


@define("string-prefix-ci?", 2)
def string_prefix_ci_p(prefix: Any, s: Any) -> bool:
    """Is prefix, ignoring case, the start of s?"""
    text, start = _s("string-prefix-ci?", s), _s("string-prefix-ci?", prefix)
    return text[:len(start)].casefold() == start.casefold()


@define("string-suffix-ci?", 2)
def string_suffix_ci_p(suffix: Any, s: Any) -> bool:
    """Is suffix, ignoring case, the end of s?"""
    text, end = _s("string-suffix-ci?", s), _s("string-suffix-ci?", suffix)
    return len(end) <= len(text) and text[len(text) - len(end):].casefold() == end.casefold()


def _recase(name: str, change: Callable[[str], str]) -> None:
    def recase(s: Any, start: Any = None, end: Any = None) -> MString:
        text = _s(name, s)
        lo, hi = _range(text, start, end)
        return make_mstring(change(text[lo:hi]))
    recase.__doc__ = f"(srfi/13 {name} s [start end]): a new string, of s from start to end."
    define(name, 1, 3)(recase)


_recase("string-upcase", str.upper)
_recase("string-downcase", str.lower)


@define("string-index", 2, 4)
def string_index(s: Any, c: Any, start: Any = None, end: Any = None) -> Any:
    s = _s("string-index", s)
    match = _matcher("string-index", c)
    lo, hi = _range(s, start, end)
    for i in range(lo, hi):
        if match(s[i]):
            return i
    return False


@define("string-index-right", 2, 4)
def string_index_right(s: Any, c: Any, start: Any = None, end: Any = None) -> Any:
    s = _s("string-index-right", s)
    match = _matcher("string-index-right", c)
    lo, hi = _range(s, start, end)
    for i in range(hi - 1, lo - 1, -1):
        if match(s[i]):
            return i
    return False


@define("string-contains", 2)
def string_contains(s: Any, pattern: Any) -> Any:
    i = _s("string-contains", s).find(_s("string-contains", pattern))
    return False if i < 0 else i


@define("string-titlecase", 1)
def string_titlecase(s: Any) -> MString:
    out, start = [], True
    for ch in _s("string-titlecase", s):
        if ch.isalpha():
            out.append(ch.upper() if start else ch.lower())
            start = False
        else:
            out.append(ch)
            start = True
    return make_mstring("".join(out))


@define("string-reverse", 1)
def string_reverse(s: Any) -> MString:
    """The characters of s in reverse order, as a new string (a slice in C)."""
    if s.__class__ is str:
        return make_mstring(s[::-1])
    if s.__class__ is MString and s.data.__class__ is str:    # no join to make
        return make_mstring(s.data[::-1])
    return make_mstring(_s("string-reverse", s)[::-1])


@define("string-concatenate", 1)
def string_concatenate(strs: Any) -> MString:
    items = to_pylist(strs) if strs is not NIL else []
    return make_mstring("".join([_s("string-concatenate", x) for x in items]))


@define("string-fold", 3)
def string_fold(kons: Any, knil: Any, s: Any) -> Any:
    acc = knil
    for ch in _s("string-fold", s, 2):
        acc = call(kons, Char(ch), acc)
    return acc


@define("string-fold-right", 3)
def string_fold_right(kons: Any, knil: Any, s: Any) -> Any:
    acc = knil
    for ch in reversed(_s("string-fold-right", s, 2)):
        acc = call(kons, Char(ch), acc)
    return acc


@define("string-map", 2)
def string_map(proc: Any, s: Any) -> MString:
    out = []
    for ch in _s("string-map", s, 1):
        c = call(proc, Char(ch))
        if type(c) is not Char:
            raise contract_error("string-map", "char?", c)
        out.append(c.ch)
    return make_mstring("".join(out))


@define("string-for-each", 2)
def string_for_each(proc: Any, s: Any) -> Any:
    for ch in _s("string-for-each", s, 1):
        apply_procedure(proc, [Char(ch)])
    return VOID


@define("string-count", 2)
def string_count(s: Any, c: Any) -> int:
    match = _matcher("string-count", c)
    return sum(1 for ch in _s("string-count", s) if match(ch))


@define("string-delete", 2)
def string_delete(c: Any, s: Any) -> MString:
    match = _matcher("string-delete", c)
    return make_mstring("".join(ch for ch in _s("string-delete", s, 1) if not match(ch)))


@define("string-filter", 2)
def string_filter(c: Any, s: Any) -> MString:
    match = _matcher("string-filter", c)
    return make_mstring("".join(ch for ch in _s("string-filter", s, 1) if match(ch)))


@define("string-tokenize", 1)
def string_tokenize(s: Any) -> Any:
    """The maximal runs of non-whitespace characters."""
    return from_pylist([make_mstring(token) for token in _s("string-tokenize", s).split()])


@define("string-concatenate-reverse", 1)
def string_concatenate_reverse(strs: Any) -> MString:
    items = [_s("string-concatenate-reverse", x) for x in to_pylist(strs)]
    return make_mstring("".join(reversed(items)))


@define("xsubstring", 2, 4)
def xsubstring(s: Any, start: Any, end: Any = None, *_: Any) -> MString:
    s = _s("xsubstring", s)
    if end is None:
        end = start + len(s)
    return make_mstring("".join(s[i % len(s)] for i in range(start, end)) if s else "")

