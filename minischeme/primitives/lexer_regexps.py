"""The regular expressions of parser-tools/lex and parser-tools/lex-sre, as values.

In Racket a lexer's regular expressions are syntax, parsed when the `lexer` form expands.
Here the form (forms/parser_tools.py) turns them into calls of the constructors below, so a
regular expression is a value: a string or character stands for itself, an abbreviation
(`define-lex-abbrev`) is a variable, and lex-sre's operators (`:+`, `:or`, `:/` ...) are
procedures, which `prefix-in` renames as it renames any procedure.

A lexer matches by Brzozowski derivatives, as Racket's does (private-lex/deriv.rkt): the
derivative of an expression by a character matches what follows that character in the
strings the expression matches. The constructors keep expressions in a normal form
(unions and intersections flattened, sorted and without repeats; the empty language and the
empty string simplified away), so a lexer meets finitely many expressions and can remember
each one's derivatives (lexers.py). Each expression is made once (``_node`` interns them),
so two equal expressions are the same object.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.char_classes import (is_alphabetic, is_blank, is_graphic, is_iso_control, is_numeric,
                                             is_punctuation, is_symbolic, is_title_case, is_whitespace)
from minischeme.values.data import Char, as_str
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.printer import write_string
from minischeme.values.runtime import apply_procedure
from .registry import define, add, library

library("parser-tools/lex")

INFINITE = float("inf")


class Regexp:
    """One interned regular expression: ``kind`` is "set" (one character of ``chars``),
    "seq", "or", "and", "star" or "not", with its sub-expressions in ``parts``."""

    __slots__ = ("kind", "parts", "chars", "order", "nullable", "derivatives")

    def __init__(self, kind: str, parts: tuple, chars: "CharSet | None", order: int) -> None:
        self.kind = kind
        self.parts = parts
        self.chars = chars
        self.order = order                  # creation order: sorts unions and intersections
        self.nullable = _nullable(kind, parts)
        self.derivatives: dict[str, Regexp] = {}

    def racket_repr(self) -> str:
        return "#<lex-regexp>"


_INTERNED: dict[tuple, Regexp] = {}


def _node(kind: str, parts: tuple = (), chars: "CharSet | None" = None) -> Regexp:
    key = (kind, parts, chars.key if chars is not None else None)
    node = _INTERNED.get(key)
    if node is None:
        node = _INTERNED[key] = Regexp(kind, parts, chars, len(_INTERNED))
    return node


def _nullable(kind: str, parts: tuple) -> bool:
    """Does the expression match the empty string?"""
    if kind == "set":
        return False
    if kind in ("seq", "and"):
        return all(p.nullable for p in parts)
    if kind == "or":
        return any(p.nullable for p in parts)
    if kind == "star":
        return True
    return not parts[0].nullable            # "not"


# ------------------------------------------------------------------ character sets

class CharSet:
    """A set of characters: ``key`` describes it (and makes equal sets one regexp), ``has``
    tests a character."""

    __slots__ = ("key", "has")

    def __init__(self, key: Any, has: Callable[[str], bool]) -> None:
        self.key = key
        self.has = has


def char_range(lo: int, hi: int) -> CharSet:
    return CharSet(("range", lo, hi), lambda c: lo <= ord(c) <= hi)


def _union_chars(sets: list[CharSet]) -> CharSet:
    tests = [s.has for s in sets]
    return CharSet(("union", frozenset(s.key for s in sets)), lambda c: any(t(c) for t in tests))


def _complement_chars(s: CharSet) -> CharSet:
    test = s.has
    return CharSet(("not", s.key), lambda c: not test(c))


def _intersect_chars(sets: list[CharSet]) -> CharSet:
    tests = [s.has for s in sets]
    return CharSet(("and", frozenset(s.key for s in sets)), lambda c: all(t(c) for t in tests))


def one_of(chars: CharSet) -> Regexp:
    return _node("set", (), chars)


# ------------------------------------------------------------------ the constructors

NOTHING = _node("or")                       # matches no string
EMPTY = _node("seq")                        # matches the empty string only
ANYTHING = _node("not", (NOTHING,))         # matches every string


def union(parts: list[Regexp]) -> Regexp:
    """The strings any part matches. Character sets among the parts join in one."""
    flat: set[Regexp] = set()
    for p in parts:
        flat.update(p.parts if p.kind == "or" else (p,))
    if ANYTHING in flat:
        return ANYTHING
    sets = [p for p in flat if p.kind == "set"]
    if len(sets) > 1:
        flat.difference_update(sets)
        flat.add(one_of(_union_chars([p.chars for p in sets])))
    if len(flat) == 1:
        return flat.pop()
    return _node("or", tuple(sorted(flat, key=lambda p: p.order)))


def intersection(parts: list[Regexp]) -> Regexp:
    """The strings every part matches."""
    flat: set[Regexp] = set()
    for p in parts:
        flat.update(p.parts if p.kind == "and" else (p,))
    if NOTHING in flat:
        return NOTHING
    flat.discard(ANYTHING)
    if not flat:
        return ANYTHING
    if len(flat) == 1:
        return flat.pop()
    return _node("and", tuple(sorted(flat, key=lambda p: p.order)))


def concatenation(parts: list[Regexp]) -> Regexp:
    """A string of one part's string after another's, in order."""
    out: list[Regexp] = []
    for p in parts:
        if p is NOTHING:
            return NOTHING
        out.extend(p.parts if p.kind == "seq" else (p,))
    if len(out) == 1:
        return out[0]
    return _node("seq", tuple(out))


def star(r: Regexp) -> Regexp:
    if r is EMPTY or r is NOTHING:
        return EMPTY
    if r.kind == "star":
        return r
    return _node("star", (r,))


def complement(r: Regexp) -> Regexp:
    if r.kind == "not":
        return r.parts[0]
    return _node("not", (r,))


def repetition(lo: int, hi: float, r: Regexp) -> Regexp:
    """lo to hi (maybe infinite) strings of r in a row."""
    required = concatenation([r] * lo)
    if hi == INFINITE:
        return concatenation([required, star(r)])
    optional = EMPTY
    for _ in range(int(hi) - lo):           # (r (r (r)?)?)? from the inside out
        optional = union([EMPTY, concatenation([r, optional])])
    return concatenation([required, optional])


def literal(text: str) -> Regexp:
    return concatenation([one_of(char_range(ord(c), ord(c))) for c in text])


# ------------------------------------------------------------------ derivatives

def derivative(r: Regexp, c: str) -> Regexp:
    """What r matches after the character c (remembered per expression)."""
    d = r.derivatives.get(c)
    if d is None:
        d = r.derivatives[c] = _derive(r, c)
    return d


def _derive(r: Regexp, c: str) -> Regexp:
    kind, parts = r.kind, r.parts
    if kind == "set":
        return EMPTY if r.chars.has(c) else NOTHING
    if kind == "or":
        return union([derivative(p, c) for p in parts])
    if kind == "and":
        return intersection([derivative(p, c) for p in parts])
    if kind == "star":
        return concatenation([derivative(parts[0], c), r])
    if kind == "not":
        return complement(derivative(parts[0], c))
    if not parts:                           # the empty string
        return NOTHING
    first, rest = parts[0], concatenation(list(parts[1:]))
    after_first = concatenation([derivative(first, c), rest])
    return union([after_first, derivative(rest, c)]) if first.nullable else after_first


# ------------------------------------------------------------------ values to regexps

class Abbreviation:
    """A `define-lex-abbrev`'s expression, made when a lexer first needs it: an
    abbreviation may name another defined after it, as in Racket (where they are syntax)."""

    __slots__ = ("make", "made")

    def __init__(self, make: Any) -> None:
        self.make = make
        self.made: Regexp | None = None

    def racket_repr(self) -> str:
        return "#<lex-abbrev>"


def to_regexp(who: str, x: Any) -> Regexp:
    """x as a regular expression: a string or character matches itself."""
    if type(x) is Regexp:
        return x
    if type(x) is Abbreviation:
        if x.made is None:
            x.made = to_regexp(who, apply_procedure(x.make, []))
        return x.made
    if type(x) is Char:
        return literal(x.ch)
    text = as_str(x)
    if text is not None:
        return literal(text)
    raise racket_error(f"{who}: not a regular expression\n  given: {write_string(x)}")


def _char_arg(who: str, x: Any) -> int:
    if type(x) is Char:
        return ord(x.ch)
    text = as_str(x)
    if text is not None and len(text) == 1:
        return ord(text)
    raise racket_error(f"{who}: not a char or single-char string\n  given: {write_string(x)}")


def _count(who: str, x: Any, infinite_ok: bool) -> float:
    if type(x) is int and x >= 0:
        return x
    if infinite_ok and (x == INFINITE and type(x) is float):
        return INFINITE
    what = "a non-negative exact integer or +inf.0" if infinite_ok else "a non-negative exact integer"
    raise racket_error(f"{who}: not {what}\n  given: {write_string(x)}")


def char_set_of(who: str, r: Regexp) -> CharSet:
    """The character set r is (Racket's char-complement takes character sets only)."""
    if r.kind == "set":
        return r.chars
    if r is NOTHING:
        return CharSet(("union", frozenset()), lambda c: False)
    raise racket_error(f"{who}: not a character set")


def _regexps(who: str, xs: tuple) -> list[Regexp]:
    return [to_regexp(who, x) for x in xs]


# The core forms of a lexer's regular expressions (Racket's keywords `union`, `repetition`
# ...): the form turns `(union a b)` in a regular expression into a call of `%lex-union`.

@define("%lex-regexp", 1)
def lex_regexp(x: Any) -> Regexp:
    """A regular expression of a lexer rule or abbreviation."""
    return to_regexp("lexer", x)


@define("%lex-abbrev", 1)
def lex_abbrev(make: Any) -> Abbreviation:
    """What `define-lex-abbrev` binds: the procedure that makes its expression, kept."""
    return Abbreviation(make)


@define("%lex-union", 0, None)
def lex_union(*xs: Any) -> Regexp:
    return union(_regexps("union", xs))


@define("%lex-intersection", 0, None)
def lex_intersection(*xs: Any) -> Regexp:
    return intersection(_regexps("intersection", xs))


@define("%lex-concatenation", 0, None)
def lex_concatenation(*xs: Any) -> Regexp:
    return concatenation(_regexps("concatenation", xs))


@define("%lex-complement", 1)
def lex_complement(x: Any) -> Regexp:
    return complement(to_regexp("complement", x))


@define("%lex-repetition", 3)
def lex_repetition(lo: Any, hi: Any, x: Any) -> Regexp:
    low, high = _count("repetition", lo, False), _count("repetition", hi, True)
    if low > high:
        raise racket_error("repetition: the first argument is not less than or equal to the second argument")
    return repetition(int(low), high, to_regexp("repetition", x))


@define("%lex-char-range", 2)
def lex_char_range(a: Any, b: Any) -> Regexp:
    lo, hi = _char_arg("char-range", a), _char_arg("char-range", b)
    if lo > hi:
        raise racket_error("char-range: the first argument does not precede or equal second argument")
    return one_of(char_range(lo, hi))


@define("%lex-char-complement", 1)
def lex_char_complement(x: Any) -> Regexp:
    return one_of(_complement_chars(char_set_of("char-complement", to_regexp("char-complement", x))))


@define("char-set", 1)
def lex_char_set(s: Any) -> Regexp:
    """(char-set "abc"): any one character of the string."""
    text = as_str(s)
    if text is None:
        raise contract_error("char-set", "string?", s)
    return union([literal(c) for c in text])


def _category(name: str, test: Callable[[str], bool]) -> None:
    add(name, one_of(CharSet(("category", name), test)))


add("nothing", NOTHING)
add("any-string", ANYTHING)
add("any-char", one_of(_complement_chars(CharSet(("union", frozenset()), lambda c: False))))
# Racket's abbreviations are the characters its predicates (char-alphabetic? ...) accept
_category("alphabetic", is_alphabetic)
_category("lower-case", str.islower)
_category("upper-case", str.isupper)
_category("title-case", is_title_case)
_category("numeric", is_numeric)
_category("symbolic", is_symbolic)
_category("punctuation", is_punctuation)
_category("graphic", is_graphic)
_category("whitespace", is_whitespace)
_category("blank", is_blank)
_category("iso-control", is_iso_control)


# ------------------------------------------------------------------ parser-tools/lex-sre

library("parser-tools/lex-sre")


def _sre(name: str, doc: str, low: int, high: float, count_args: int = 0) -> None:
    """An SRE repetition operator: (name [n [m]] re ...) repeats the union of the res."""
    def op(*args: Any) -> Regexp:
        counts, res = args[:count_args], args[count_args:]
        lo = _count(name, counts[0], False) if count_args else low
        hi = high
        if count_args == 1 and name == "=":
            hi = lo
        elif count_args == 2:
            hi = INFINITE if counts[1] is False else _count(name, counts[1], True)
        if lo > hi:
            raise racket_error("repetition: the first argument is not less than or equal to the second argument")
        return repetition(int(lo), hi, union(_regexps(name, res)))
    op.__doc__ = doc
    define(name, count_args, None)(op)


_sre("*", "(* re ...): any number of strings of the res.", 0, INFINITE)
_sre("+", "(+ re ...): one or more strings of the res.", 1, INFINITE)
_sre("?", "(? re ...): zero or one string of the res.", 0, 1)
_sre("=", "(= n re ...): exactly n strings of the res.", 0, INFINITE, 1)
_sre(">=", "(>= n re ...): n or more strings of the res.", 0, INFINITE, 1)
_sre("**", "(** n m re ...): n to m strings of the res (m #f or +inf.0: no limit).", 0, INFINITE, 2)


@define("or", 0, None)
def sre_or(*xs: Any) -> Regexp:
    """(or re ...): what any re matches."""
    return union(_regexps("or", xs))


@define(":", 0, None)
def sre_seq(*xs: Any) -> Regexp:
    """(: re ...): the res' strings one after another."""
    return concatenation(_regexps(":", xs))


define("seq", 0, None)(sre_seq)


@define("&", 0, None)
def sre_and(*xs: Any) -> Regexp:
    """(& re ...): what every re matches."""
    return intersection(_regexps("&", xs))


@define("~", 0, None)
def sre_not_chars(*xs: Any) -> Regexp:
    """(~ re ...): any one character not in the character sets res."""
    chars = char_set_of("char-complement", union(_regexps("~", xs)))
    return one_of(_complement_chars(chars))


@define("-", 1, None)
def sre_minus(big: Any, *xs: Any) -> Regexp:
    """(- re re ...): what the first matches and none of the others."""
    return intersection([to_regexp("-", big), complement(union(_regexps("-", xs)))])


@define("/", 0, None)
def sre_ranges(*xs: Any) -> Regexp:
    """(/ range ...): characters in ranges, given as pairs of characters (each a char, or
    the characters of a string): (/ "az" #\\A #\\Z)."""
    chars: list[int] = []
    for x in xs:
        if type(x) is Char:
            chars.append(ord(x.ch))
        elif as_str(x) is not None:
            chars.extend(ord(c) for c in as_str(x))
        else:
            raise racket_error(f"/: not a char or string\n  given: {write_string(x)}")
    if len(chars) % 2:
        raise racket_error("/: not given an even number of characters")
    ranges = []
    for lo, hi in zip(chars[::2], chars[1::2]):
        if lo > hi:
            raise racket_error("char-range: the first argument does not precede or equal second argument")
        ranges.append(one_of(char_range(lo, hi)))
    return union(ranges)
