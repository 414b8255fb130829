"""Regular expressions (racket/base): regexp values and the matching procedures teaching
code uses. Racket's regexp syntax is close to Python's `re`, which does the matching. Patterns and
texts may be mutable strings; the strings found are new mutable strings, as in Racket."""
from __future__ import annotations

import re
from typing import Any

from minischeme.values.data import MString, Pair, Regexp, RegexpSyntaxError, as_str, make_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import error_value_string, write_string_literal
from minischeme.values.runtime import apply_procedure, is_procedure
from .registry import define, library

library("racket/base")


def _rx(who: str, pattern: Any, args: list) -> re.Pattern:
    if type(pattern) is Regexp:
        return pattern.compiled
    source = as_str(pattern)
    if source is not None:
        return _make(who, source, False).compiled
    raise contract_error(who, "(or/c regexp? byte-regexp? string? bytes?)", pattern)


def _make(who: str, source: str, pregexp: bool) -> Regexp:
    """A regexp value, or Racket's error for a bad pattern."""
    try:
        return Regexp(source, pregexp)
    except RegexpSyntaxError as e:
        raise racket_error(f"{who}: {e}\n  pattern: {write_string_literal(source)}") from None


def _text(who: str, s: Any, args: list, expected: str = "(or/c bytes? string? input-port? path?)") -> str:
    """The string a regexp procedure searches (Racket's message names what else it takes)."""
    text = as_str(s)
    if text is None:
        raise contract_error(who, expected, s)
    return text


def _found(m: re.Match) -> Any:
    """The match and its groups as a list of new strings (#f for a group that did not match)."""
    return make_list([MString(m.group(0)),
                      *[MString(g) if g is not None else False for g in m.groups()]])


@define("regexp", 1)
def regexp(s: Any) -> Regexp:
    """A regexp from a string."""
    source = as_str(s)
    if source is None:
        raise contract_error("regexp", "string?", s)
    return _make("regexp", source, False)


@define("pregexp", 1)
def pregexp(s: Any) -> Regexp:
    """A Perl-style regexp from a string."""
    source = as_str(s)
    if source is None:
        raise contract_error("pregexp", "string?", s)
    return _make("pregexp", source, True)


@define("regexp?", 1)
def regexp_p(x: Any) -> bool:
    """Is x a regexp value?"""
    return type(x) is Regexp


@define("regexp-match", 2, 2)
def regexp_match(pattern: Any, s: Any) -> Any:
    """The first match and its groups, as a list of strings (#f for groups that did not
    match), or #f."""
    args = [pattern, s]
    m = _rx("regexp-match", pattern, args).search(_text("regexp-match", s, args))
    if m is None:
        return False
    return _found(m)


@define("regexp-match-positions", 2, 4)
def regexp_match_positions(pattern: Any, s: Any, start: Any = 0, end: Any = False) -> Any:
    """The (start . end) of the first match and of its groups (#f for a group that did not
    match), or #f; the search from ``start`` (to ``end``) with positions in all of s."""
    args = [pattern, s, start] + ([end] if end is not False else [])
    text = _text("regexp-match-positions", s, args)
    stop = len(text) if end is False else end
    # as Racket, `^` matches at start: the search sees only text[start:stop]
    m = _rx("regexp-match-positions", pattern, args).search(text[start:stop])
    if m is None:
        return False
    return make_list([Pair(start + m.start(i), start + m.end(i)) if m.start(i) >= 0 else False
                      for i in range(len(m.groups()) + 1)])


@define("regexp-match-positions*", 2, 2)
def regexp_match_positions_all(pattern: Any, s: Any) -> Any:
    """The (start . end) of every match of the pattern in s."""
    args = [pattern, s]
    rx = _rx("regexp-match-positions*", pattern, args)
    text = _text("regexp-match-positions*", s, args)
    return make_list([Pair(m.start(), m.end()) for m in rx.finditer(text)])


@define("regexp-match?", 2, 2)
def regexp_match_p(pattern: Any, s: Any) -> bool:
    """Does the pattern match somewhere in s?"""
    args = [pattern, s]
    return _rx("regexp-match?", pattern, args).search(_text("regexp-match?", s, args)) is not None


@define("regexp-match-exact?", 2, 2)
def regexp_match_exact_p(pattern: Any, s: Any) -> bool:
    """Does the pattern match all of s?"""
    args = [pattern, s]
    who = "regexp-match-positions"          # what Racket's regexp-match-exact? calls
    return _rx(who, pattern, args).fullmatch(_text(who, s, args)) is not None


@define("regexp-match*", 2, 2)
def regexp_match_all(pattern: Any, s: Any) -> Any:
    """Every match of the pattern in s, as a list of strings."""
    args = [pattern, s]
    rx = _rx("regexp-match*", pattern, args)
    text = _text("regexp-match*", s, args, "(or/c string? bytes? path? input-port?)")
    return make_list([MString(m.group(0)) for m in rx.finditer(text)])


@define("regexp-split", 2, 2)
def regexp_split(pattern: Any, s: Any) -> Any:
    """The pieces of s between matches of the pattern."""
    args = [pattern, s]
    rx = _rx("regexp-split", pattern, args)
    text = _text("regexp-split", s, args, "(or/c string? bytes? path? input-port?)")
    pieces, last = [], 0
    for m in rx.finditer(text):
        if m.end() == m.start() == 0:
            continue
        pieces.append(text[last:m.start()])
        last = m.end()
    pieces.append(text[last:])
    return make_list([MString(piece) for piece in pieces])


def _replace(who: str, pattern: Any, s: Any, insert: Any, count: int) -> Any:
    """s with (count, 0: every) matches replaced: a new string, or s itself if none match."""
    args = [pattern, s, insert]
    if type(pattern) is not Regexp and as_str(pattern) is None:
        raise contract_error("regexp-max-lookbehind", "regexp?", pattern)   # sic, Racket 8.7
    rx = _rx(who, pattern, args)
    text = _text(who, s, args, "(or/c bytes? string?)")
    template = as_str(insert)
    if template is None and not is_procedure(insert):
        raise contract_error(who, "(or/c string? bytes? procedure?)", insert)

    def substitute(m: re.Match) -> str:
        if template is None:
            groups = list(_found(m))
            result = apply_procedure(insert, groups)
            out = as_str(result)
            if out is None:
                raise racket_error(f"{who}: contract violation\n  expected: string?\n  result: "
                                   f"{error_value_string(result)}", EXN_FAIL_CONTRACT)
            return out
        return _expand_insert(template, m)
    replaced, n = rx.subn(substitute, text, count=count)
    return s if n == 0 else MString(replaced)


def _expand_insert(insert: str, m: re.Match) -> str:
    """Racket's insert strings: & and \\0 are the match, \\n a group, \\& and \\\\ literal."""
    out, i = [], 0
    while i < len(insert):
        c = insert[i]
        if c == "&":
            out.append(m.group(0))
        elif c == "\\" and i + 1 < len(insert):
            nxt = insert[i + 1]
            i += 1
            if nxt.isdigit():
                g = m.group(int(nxt)) if int(nxt) <= (m.re.groups or 0) else ""
                out.append(g or "")
            else:
                out.append(nxt)
        else:
            out.append(c)
        i += 1
    return "".join(out)


@define("regexp-replace", 3, 3)
def regexp_replace(pattern: Any, s: Any, insert: Any) -> Any:
    """s with the first match of the pattern replaced."""
    return _replace("regexp-replace", pattern, s, insert, 1)


@define("regexp-replace*", 3, 3)
def regexp_replace_all(pattern: Any, s: Any, insert: Any) -> Any:
    """s with every match of the pattern replaced."""
    return _replace("regexp-replace*", pattern, s, insert, 0)


@define("regexp-quote", 1, 2)
def regexp_quote(s: Any, case_sensitive: Any = True) -> str:
    """A regexp source that matches s literally (immutable, as Racket's)."""
    text = as_str(s)
    if text is None:
        raise contract_error("regexp-quote", "string?", s)
    return re.sub(r"([\\.*+?^$()\[\]{}|])", r"\\\1", text)



