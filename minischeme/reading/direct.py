"""The common case of reading, without the LALR parser: a text of lists, dotted pairs,
vectors, infix dots, strings, byte strings, regexp literals, symbols, numbers, characters, `#t`/`#f`,
keywords, the quote prefixes, `#;` datum comments, block comments, here-strings and `#lang`
(what programs and their embedded inputs are made of) read by one regular expression and a
stack of open lists.

Lark's parser costs some microseconds a token (its lexer's state, a Token object, a
reduction and a transformer call for each): for a small program, reading was a third of
the time before it ran. The data built here are what the parser's transformer builds (the
same values, the same source positions), from the same helpers (reader.py). Anything else
(a hash, a box, a `#lang` not on top, a token that is not one of these)
or anything wrong (a bad number, a bad escape, a misplaced prefix or dot, an unclosed list)
is not read here: ``read_plain`` answers None and the parser reads the text, with its
positions and messages for the errors (tests/test_reader_direct.py)."""
from __future__ import annotations

import re
import sys
import threading
from contextlib import contextmanager
from typing import Any, Iterator

from minischeme.reading.grammar import Token
from minischeme.values.data import NIL, Pair, make_pair, sym
from minischeme.values.lexical import parse_number, read_number

# While read_source reads a teaching language's source (How to Design Programs' `htdp/bsl`
# ...), a decimal literal is exact: `1.5` is 3/2, `2.0` is 2, as DrRacket reads them. Per
# thread (a REPL's, a generator's, a sandbox's evaluation may read while another does),
# so that no other source read meanwhile reads its decimals exact.
_READING = threading.local()


def exact_decimals() -> bool:
    """Are decimal literals exact in the source this thread is reading?"""
    return getattr(_READING, "exact_decimals", False)


@contextmanager
def decimals_exact(exact: bool) -> Iterator[None]:
    """While reading one source: its decimal literals exact (or not), the previous setting
    back after it (a read within a read)."""
    before = exact_decimals()
    _READING.exact_decimals = exact
    try:
        yield
    finally:
        _READING.exact_decimals = before


def literal_number(word: str) -> Any:
    """The number an atom's text denotes as a literal in the source being read, or None."""
    number = parse_number(word)
    if type(number) is float and exact_decimals():
        number = read_number(word, 10, "read", True)
    return number

# the grammar's terminals (racket.lark) that this reader takes, in one alternation, each
# before any other that matches where it does (DOT before ATOM, as its priority says)
_TOKEN = re.compile(r"""
(?:[ \t\n\v\f\r\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|;[^\n]*)*
                                      # blanks and comments before it (the grammar's WS, COMMENT)
(?:(?P<OPEN>[(\[{]|\#[0-9]*[(\[])
|(?P<CLOSE>[)\]}])
|(?P<STRING>(?s:"[^"\\]*(?:\\.[^"\\]*)*"))
|(?P<PREFIX>,@|['`,]|\#,@|\#['`,]|\#;)
|(?P<DOT>\.(?=[\s()\[\]{}";']|$))
|(?P<REGEXP>\#(?:rx|px)\#?"[^"\\]*(?:\\.[^"\\]*)*")
|(?P<BYTES>(?s:\#"[^"\\]*(?:\\.[^"\\]*)*"))
|(?P<ATOM>(?:[^\s()\[\]{}",'`;\#|\\]|\|[^|]*\||\\.)(?:[^\s()\[\]{}",'`;|\\]|\|[^|]*\||\\.)*)
|(?P<LANG>\#lang[ \t]+(?:(?:planet|reader|s-exp)[ \t]+[^ \t\r\n]+|[A-Za-z0-9_+\-\/]+(?![^ \t\r\n])|[^\n]*)|\#!(?:[a-z][A-Za-z0-9_+\-\/]*(?![^ \t\r\n])|[a-z][^\n]*))
|(?P<CHAR>(?s:\#\\(?:u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[a-zA-Z]+|[0-7]{3}|.)))
|(?P<HASHATOM>\#(?:[tTfF]|true|false|:[^\s()\[\]{}",'`;]*|%[^\s()\[\]{}",'`;]*|[eixobdEIXOBD][^\s()\[\]{}",'`;]*)(?=[\s()\[\]{}",'`;]|$))
|(?P<BLOCK>\#\|)|(?P<HERE>\#<<))?
""", re.X)

_CLOSER = {"(": ")", "[": "]", "{": "}"}


class _NotPlain(Exception):
    """The text needs the parser."""


def read_plain(text: str, prescanned: bool = True) -> list | None:
    """The parser's top-level children of ``text``: each datum as (value, loc), each `#lang`
    line as its Token; None when the text holds anything this reader leaves to the parser.
    A text not ``prescanned`` (reader._prescan) is read only if the prescan would have found
    nothing wrong in it: a `#:key|` or a `#lang` line with more than a name is left to it."""
    try:
        return _read(text, prescanned)
    except _NotPlain:
        return None
    except Exception:     # a bad atom: the parser reads it again, and reports it in its words
        return None


class _ReaderParts:
    """The parser's own helpers the direct reader makes its data with (an atom's value, a
    literal's interned copy, a string's escapes, the quote prefixes, the extflonum syntax),
    so both read alike. reader.py hands them over when it is imported (``use``): it imports
    this module, never the other way round."""

    atom_value: Any = None
    literal: Any = None
    read_string: Any = None
    abbrev: dict = {}
    extflonum: Any = None


def use(atom_value: Any, literal: Any, read_string: Any, abbrev: dict, extflonum: Any) -> None:
    """Take the reader's helpers (called once, by reader.py)."""
    _ReaderParts.atom_value, _ReaderParts.literal = atom_value, literal
    _ReaderParts.read_string, _ReaderParts.abbrev = read_string, abbrev
    _ReaderParts.extflonum = extflonum


def _read(text: str, prescanned: bool) -> list:
    _atom_value, _literal, _read_string = (_ReaderParts.atom_value, _ReaderParts.literal,
                                           _ReaderParts.read_string)
    _ABBREV, EXTFLONUM = _ReaderParts.abbrev, _ReaderParts.extflonum
    top: list = []
    items, pending = top, []          # the innermost open list's data, its pending prefixes
    stack: list = []                  # the lists around it: (items, pending, opener, loc, dots)
    dots = None                       # where the innermost list's dot is, if it has one
    line, line_start = 1, 0
    pos, n = 0, len(text)
    after_char = -1                   # where the last character literal ended
    match, count = _TOKEN.match, text.count
    while True:
        m = match(text, pos)
        kind = m.lastgroup
        start = m.start(kind) if kind is not None else m.end()
        if count("\n", pos, start):
            line += count("\n", pos, start)
            line_start = text.rindex("\n", pos, start) + 1
        if kind is None:             # the end, or something not read here
            if start < n:
                raise _NotPlain
            break
        pos, end = start, m.end()
        loc = (line, pos - line_start)
        if kind == "ATOM":
            word = text[pos:end]
            if "|" in word or "\\" in word:
                datum = (_atom_value(Token("ATOM", word, pos, line, pos - line_start + 1)), loc)
                if "\n" in word:            # `|a\nb|` spans lines
                    line += word.count("\n")
                    line_start = pos + word.rindex("\n") + 1
            elif word[0] not in _NUMBER_STARTS:    # a symbol: no number starts so
                datum = (sym(word), loc)
            else:
                number = literal_number(word)
                if number is not None:
                    datum = (_literal(number), loc)
                elif word == "." or (_NUMBERISH.match(word) is not None
                                     and type(read_number(word, 10, "read")) is str):
                    raise _NotPlain      # `1/0`: the parser's division-by-zero error
                elif _NUMBERISH.match(word) is not None and EXTFLONUM.fullmatch(word):
                    datum = (_atom_value(Token("ATOM", word, pos, line, pos - line_start + 1)),
                             loc)                # `1.0t0`, `-inf.t`: an extflonum literal
                else:
                    datum = (sym(word), loc)
        elif kind == "CLOSE":
            if not stack or pending:
                raise _NotPlain
            opener = stack[-1][2]
            if opener[0] == "#":
                if _CLOSER[opener[-1]] != text[pos]:
                    raise _NotPlain
                value = _vector(opener, items)
            else:
                if _CLOSER[opener] != text[pos]:
                    raise _NotPlain
                value = NIL
                if type(dots) is tuple:  # `(a . op . b)`: (op a b), as Racket's reader infixes
                    if len(items) == dots[1]:
                        raise _NotPlain
                    items = [items[dots[0]], *items[:dots[0]], *items[dots[1]:]]
                elif dots is not None:
                    if len(items) != dots + 1:
                        raise _NotPlain
                    value = items.pop()[0]
                for v, l in reversed(items):
                    value = make_pair(v, value, l)
            items, pending, _, loc, dots = stack.pop()
            datum = (value, loc)
        elif kind == "OPEN":
            stack.append((items, pending, text[pos:end], loc, dots))
            items, pending, dots = [], [], None
            pos = end
            continue
        elif kind == "STRING":
            word = text[pos:end]
            datum = (sys.intern(_read_string(word) if "\\" in word else word[1:-1]), loc)
            if "\n" in word:
                line += word.count("\n")
                line_start = pos + word.rindex("\n") + 1
        elif kind == "PREFIX":
            pending.append(loc)
            pending.append(text[pos:end])
            pos = end
            continue
        elif kind == "DOT":          # `(a . b)`: b is the list's tail
            if not stack or not items or pending or stack[-1][2][0] == "#":
                raise _NotPlain      # `(. a)`, a vector's: the parser's
            if dots is None:
                dots = len(items)
            elif type(dots) is int and len(items) == dots + 1:
                dots = (dots, len(items))     # the second dot of an infix form
            else:
                raise _NotPlain
            pos = end
            continue
        elif kind == "BLOCK":        # `#| ... |#` (nested): a comment, blank as the prescan makes it
            if pos == after_char:    # `#\a#|`: the prescan reads on from the character's third
                raise _NotPlain
            end = _block_comment_end(text, pos)
            if count("\n", pos, end):
                line += count("\n", pos, end)
                line_start = text.rindex("\n", pos, end) + 1
            pos = end
            continue
        elif kind == "HERE":         # `#<<TERM` ... a line that is TERM: the lines between
            if pos == after_char:
                raise _NotPlain
            end, word = _here_string(text, pos)
            datum = (sys.intern(word), loc)
            line += count("\n", pos, end)
            line_start = text.rindex("\n", pos, end) + 1
        elif kind == "LANG":
            if stack or pending or not (prescanned or _PLAIN_LANG.fullmatch(text, pos, end)):
                raise _NotPlain
            top.append(Token("LANG", text[pos:end], pos, line, pos - line_start + 1))
            pos = end
            continue
        else:                        # CHAR, HASHATOM, REGEXP, BYTES
            word = text[pos:end]
            if not prescanned and kind == "HASHATOM" and ("|" in word or "\\" in word):
                raise _NotPlain      # the prescan reads `#:a|b` as an unclosed `|...|`
            datum = (_atom_value(Token(kind, word, pos, line, pos - line_start + 1)), loc)
            if "\n" in word:
                line += word.count("\n")
                line_start = pos + word.rindex("\n") + 1
            if kind == "CHAR":
                after_char = end
        pos = end
        while pending:               # 'x: (quote x), at the prefix's position
            prefix = pending.pop()
            where = pending.pop()
            if prefix == "#;":       # `#;x`: a datum comment, x read and dropped
                break
            datum = (make_pair(sym(_ABBREV[prefix]), make_pair(datum[0], NIL, datum[1]), where), where)
        else:
            items.append(datum)
    if stack or pending:
        raise _NotPlain
    return top


def _block_comment_end(text: str, at: int) -> int:
    """Where the block comment `#|` at ``at`` ends (after its `|#`; comments nest), as the
    prescan finds it; an unclosed one is left to the prescan, which reports it."""
    depth, j, find = 1, at + 2, text.find
    while depth:
        close = find("|#", j)
        if close < 0:
            raise _NotPlain
        opening = find("#|", j, close + 1)   # one starting before the close
        if opening >= 0:
            depth, j = depth + 1, opening + 2
        else:
            depth, j = depth - 1, close + 2
    return j


def _here_string(text: str, at: int) -> tuple[int, str]:
    """The here-string `#<<TERM` at ``at``: where it ends (the end of its TERM line) and
    its text, the lines up to the first that is exactly TERM, as the prescan reads it
    (reader._here_string); one with no such line is left to the prescan."""
    nl = text.find("\n", at)
    if nl < 0:
        raise _NotPlain
    terminator = text[at + 3:nl]
    start = pos = nl + 1
    n = len(text)
    while True:
        eol = text.find("\n", pos)
        end = n if eol < 0 else eol
        if text[pos:end] == terminator:
            break
        if eol < 0:
            raise _NotPlain
        pos = eol + 1
    return end, text[start:pos - 1] if pos > start else ""


_PLAIN_LANG = re.compile(r"#lang[ \t]+[A-Za-z0-9_+\-/]+[ \t]*|#![a-z][A-Za-z0-9_+\-/]*")
_NUMBERISH = re.compile(r"[+\-.0-9]")     # what may read as a number or fail as one
_NUMBER_STARTS = frozenset("+-.0123456789")    # (as _NUMBERISH; number_syntax's _STARTS but `#`)


def _vector(opener: str, items: list) -> Any:
    """`#(a b)`, `#3(a)` (its length, filled with the last element), as the parser builds it."""
    from minischeme.values.data import MVector
    values = [v for v, _ in items]
    if len(opener) > 2:
        size = int(opener[1:-1])
        if size < len(values):
            raise _NotPlain
        values += [values[-1] if values else 0] * (size - len(values))
    return MVector(values, immutable=True)
