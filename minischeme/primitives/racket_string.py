"""racket/string: string-join, string-split, string-trim, string-replace, string-prefix?,
string-suffix?, string-contains?, non-empty-string?, string-append*, string-normalize-spaces.

The default separator is whitespace as Racket's `px"\\s+"` matches it (ASCII whitespace
but the vertical tab).
"""
from __future__ import annotations

import re
from typing import Any

from minischeme.values.data import NIL, MString, Pair, make_mstring, make_mstring_list, Regexp, Symbol, as_str, is_list, is_string
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from .registry import define, library, lookup_primitive
from .base_lists import (check_list, from_pylist, keyword_arity_error, split_keywords,
                         to_pylist)
from .base_strings import check_string

library("racket/string")

_WS = "[ \t\n\f\r]"   # px"\\s": no vertical tab
_SEP = "(or/c string? regexp?)"


def _check_sep(who: str, sep: Any) -> Any:
    """The separator: None (whitespace), the characters of a string, or a regexp."""
    if sep is None or type(sep) is Regexp:
        return sep
    text = as_str(sep)
    if text is None:
        raise contract_error(who, _SEP, sep)
    return text


_SEPS: dict[tuple[str, bool, bool], tuple[Regexp, Regexp, Regexp]] = {}


def _check_repeatable(sep: Any, repeat: bool) -> None:
    """A separator repeated is the regexp `(?:sep)+`, which Racket refuses for the empty
    string (racket/string makes it before looking at the string)."""
    if repeat and type(sep) is str and sep == "":
        raise racket_error('regexp: `*`, `+`, or `{...}` operand could be empty\n'
                           '  pattern: "(?:)+"', EXN_FAIL_CONTRACT)


def _regexp_seps(sep: Regexp, repeat: bool) -> tuple[Regexp, Regexp, Regexp]:
    """A regexp separator as racket/string uses it: the separator (once, or a run of it
    when repeating), the same anchored at the start, and at the end; made once for each
    separator, as racket/string caches them (a program splits every line by the same one)."""
    key = (sep.source, sep.pregexp, repeat)
    found = _SEPS.get(key)
    if found is None:
        if len(_SEPS) >= 256:   # separators made afresh by the program: keep it bounded
            _SEPS.clear()
        s = f"(?:{sep.source})" + ("+" if repeat else "")
        found = _SEPS[key] = (Regexp(s, sep.pregexp), Regexp("^" + s, sep.pregexp),
                              Regexp(s + "$", sep.pregexp))
    return found


def _regexp_trim_bounds(s: str, start_rx: Regexp, end_rx: Regexp, left: bool,
                        right: bool) -> tuple[int | None, int | None]:
    """Where a string trimmed of a regexp separator starts and ends (None: that end is
    not trimmed), as racket/string's internal-trim finds them: the end of a match at the
    start, the start of a match at the end, never before the start."""
    lo = hi = None
    if left:
        m = start_rx.compiled.search(s)
        lo = m.end() if m is not None and m.end() > 0 else None
    if right:
        m = end_rx.compiled.search(s)
        if m is not None and m.start() < len(s):
            hi = lo if lo is not None and lo > m.start() else m.start()
    return lo, hi


def _regexp_split(s: Any, text: str, sep: Regexp, trim: bool, repeat: bool) -> Any:
    """string-split on a regexp separator: regexp-split between the trimmed ends."""
    rx, start_rx, end_rx = _regexp_seps(sep, repeat)
    lo, hi = _regexp_trim_bounds(text, start_rx, end_rx, True, True) if trim else (None, None)
    pieces = lookup_primitive("regexp-split").fn(rx, s, lo or 0, False if hi is None else hi)
    return NIL if pieces.cdr is NIL and as_str(pieces.car) == "" else pieces


def _split_pattern(sep: str | None, repeat: bool) -> str:
    """The regular expression of a separator (None: whitespace runs)."""
    if sep is None:
        return _WS + "+"
    return f"(?:{re.escape(sep)})+" if repeat and sep else re.escape(sep)


def _trim(s: str, sep: str | None, repeat: bool, left: bool = True, right: bool = True) -> str:
    """s without one (or, repeating, every) sep at its chosen ends; the two ends are found
    independently and a string they overlap in trims to ""."""
    start, end = 0, len(s)
    if sep is None:
        if left:
            start = len(s) - len(s.lstrip(_WS_CHARS))
        if right:
            end = len(s.rstrip(_WS_CHARS))
    elif sep:
        n = len(sep)
        if left and s.startswith(sep):
            start = n
            while repeat and s.startswith(sep, start):
                start += n
        if right and s.endswith(sep):
            end = len(s) - n
            while repeat and end >= n and s.endswith(sep, 0, end):
                end -= n
    return "" if end < start else s[start:end]


_WS_CHARS = " \t\n\f\r"


@define("string-trim", 0, None)
def string_trim(*args: Any) -> Any:
    """(string-trim str [sep] [#:left? b] [#:right? b] [#:repeat? b]): str without sep
    (default: whitespace) at its ends."""
    if len(args) == 1:      # the usual call: whitespace off both ends (as _trim does)
        s = args[0]
        text = s if s.__class__ is str else s.data if s.__class__ is MString else None
        if text.__class__ is str:
            trimmed = text.strip(_WS_CHARS)
            if len(trimmed) == len(text):
                return s        # as Racket: nothing trimmed, the argument itself
            m = MString()
            m.data = trimmed
            return m
    positional, kw = split_keywords("string-trim", args, ("#:left?", "#:right?", "#:repeat?"))
    if not 1 <= len(positional) <= 2:
        raise keyword_arity_error("string-trim", "a different number plus optional arguments "
                                  "with keywords #:left?, #:repeat?, and #:right?", args,
                                  len(positional), bool(kw))
    sep = _check_sep("string-trim", positional[1] if len(positional) > 1 else None)
    _check_repeatable(sep, kw.get("#:repeat?", False) is not False)
    s = check_string("string-trim", positional[0])
    if type(sep) is Regexp:
        _, start_rx, end_rx = _regexp_seps(sep, kw.get("#:repeat?", False) is not False)
        lo, hi = _regexp_trim_bounds(s, start_rx, end_rx, kw.get("#:left?", True) is not False,
                                     kw.get("#:right?", True) is not False)
        if lo is None and hi is None:
            return positional[0]
        return make_mstring(s[lo or 0:len(s) if hi is None else hi])
    trimmed = _trim(s, sep, kw.get("#:repeat?", False) is not False,
                    kw.get("#:left?", True) is not False, kw.get("#:right?", True) is not False)
    return positional[0] if trimmed == s else make_mstring(trimmed)   # as Racket: nothing trimmed


@define("string-split", 0, None)
def string_split(*args: Any) -> Any:
    """(string-split str [sep] [#:trim? b] [#:repeat? b]): the pieces of str between
    separators (default: runs of whitespace)."""
    n = len(args)
    if n == 1 or n == 2:
        # the usual calls, (string-split line) and (string-split line ","), on a string
        # whose characters are a str: Python's split where it answers as Racket's regexps
        # (as in _split), the pieces made in place
        s = args[0]
        t = s.__class__
        text = s if t is str else s.data if t is MString else None
        if text.__class__ is str:
            if n == 1:
                # (a printable text has none of _ODD_WHITESPACE: one pass in C, no regexp)
                if text.isprintable() or _ODD_WHITESPACE.search(text) is None:
                    return make_mstring_list(text.split())
            else:
                sep = args[1]
                if sep.__class__ is str and sep:
                    if text.startswith(sep) or text.endswith(sep):
                        text = _trim(text, sep, False)
                    return make_mstring_list(text.split(sep)) if text else NIL
    if 1 <= n <= 2 and not any(type(a) is Symbol and a.name.startswith("#:") for a in args):
        # (string-split line) or (string-split line ","): no keyword, the defaults
        return _split("string-split", args[0], args[1] if len(args) == 2 else None, True, False)
    positional, kw = split_keywords("string-split", args, ("#:trim?", "#:repeat?"))
    if not 1 <= len(positional) <= 2:
        raise keyword_arity_error("string-split", "a different number plus optional arguments "
                                  "with keywords #:repeat? and #:trim?", args, len(positional),
                                  bool(kw))
    return _split("string-split", positional[0], positional[1] if len(positional) > 1 else None,
                  kw.get("#:trim?", True) is not False, kw.get("#:repeat?", False) is not False)


def _split(who: str, s: Any, sep: Any, trim: bool, repeat: bool) -> Any:
    """racket/string's internal-split: the pieces of s between separators, as a list."""
    sep = _check_sep(who, sep)
    _check_repeatable(sep, repeat)
    text = check_string(who, s)
    if type(sep) is Regexp:
        return _regexp_split(s, text, sep, trim, repeat)
    if trim:
        text = _trim(text, sep, repeat or sep is None)
    if text == "":
        return NIL
    if sep is None and trim and _ODD_WHITESPACE.search(text) is None:
        pieces = text.split()           # Python's whitespace is \s here: split on its runs
    elif type(sep) is str and sep and not repeat:
        pieces = text.split(sep)        # each separator once, empty pieces kept
    else:
        pieces = re.split(_split_pattern(sep, repeat), text)
    return make_mstring_list(pieces)


# The characters Python's str.split() splits at (str.isspace) that Racket's \s, [ \t\n\f\r],
# does not (tests/test_string_split.py checks the list against str.isspace)
_ODD_WHITESPACE = re.compile("[\x0b\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f"
                             "\u205f\u3000]")


@define("string-join", 0, None)
def string_join(*args: Any) -> MString:
    """(string-join strs [sep] [#:before-first s] [#:before-last s] [#:after-last s])."""
    n = len(args)
    if n == 1 or n == 2:
        # the usual call: a known list of strings and a string separator (or none), no
        # keyword: its texts read in one walk and joined
        strs = args[0]
        sep = " " if n == 1 else as_str(args[1])
        if sep is not None and strs.__class__ is Pair and strs.listp is True:
            texts = []
            p = strs
            while p is not NIL:
                x = p.car
                if x.__class__ is str:
                    texts.append(x)
                elif x.__class__ is MString:
                    texts.append(x.value())
                else:
                    break       # not a string: the error, below
                p = p.cdr
            else:
                m = MString()
                m.data = sep.join(texts)
                return m
    positional, kw = split_keywords("string-join", args,
                                    ("#:before-first", "#:before-last", "#:after-last"))
    if not 1 <= len(positional) <= 2:
        raise keyword_arity_error("string-join", "a different number plus optional arguments "
                                  "with keywords #:after-last, #:before-first, and #:before-last",
                                  args, len(positional), bool(kw))
    strs = positional[0]
    items = to_pylist(strs) if is_list(strs) else None
    if items is None or not all(is_string(x) for x in items):
        raise contract_error("string-join", "(listof string?)", strs)
    items = [as_str(x) for x in items]
    sep = check_string("string-join", positional[1]) if len(positional) > 1 else " "
    for key in ("#:before-first", "#:before-last", "#:after-last"):
        if key in kw:
            kw[key] = check_string("string-join", kw[key])
    before_last = kw.get("#:before-last", sep)
    out = [kw.get("#:before-first", "")]
    for i, x in enumerate(items):
        if i:
            out.append(before_last if i == len(items) - 1 else sep)
        out.append(x)
    out.append(kw.get("#:after-last", ""))
    return make_mstring("".join(out))


@define("string-replace", 0, None)
def string_replace(*args: Any) -> Any:
    """(string-replace str from to [#:all? b]): str with (every, by default) occurrence of
    from replaced by to."""
    if len(args) == 3:
        # the usual call: three strings (a keyword is a symbol, so none is among them),
        # every occurrence replaced, with no keyword to look for
        original, old, new = args
        s = original if original.__class__ is str else original.value() if original.__class__ is MString else None
        old = old if old.__class__ is str else old.value() if old.__class__ is MString else None
        new = new if new.__class__ is str else new.value() if new.__class__ is MString else None
        if s is not None and old is not None and new is not None:
            return make_mstring(s.replace(old, new)) if old in s else original
    positional, kw = split_keywords("string-replace", args, ("#:all?",))
    if len(positional) != 3:
        raise keyword_arity_error("string-replace", "3 plus an optional argument with keyword "
                                  "#:all?", args, len(positional), bool(kw))
    original, old, new = positional
    s = check_string("string-replace", original)
    new = check_string("string-replace", new)     # (checked before from, as Racket does)
    old = _check_sep("string-replace", old)
    count = -1 if kw.get("#:all?", True) is not False else 1
    if type(old) is Regexp:     # its matches replaced by the literal text of new
        replaced, n = old.compiled.subn(lambda m: new, s, count=max(count, 0))
        return original if n == 0 else make_mstring(replaced)
    if old not in s:
        return original          # as Racket: nothing to replace, the argument itself
    return make_mstring(s.replace(old, new, count))


def _string_pair_test(who: str, test: Any) -> None:
    def pair_test(s: Any, t: Any) -> bool:
        return test(check_string(who, s), check_string(who, t))
    pair_test.__doc__ = f"Racket {who}."
    define(who, 2)(pair_test)


_string_pair_test("string-prefix?", str.startswith)
_string_pair_test("string-suffix?", str.endswith)
_string_pair_test("string-contains?", lambda s, t: t in s)


@define("non-empty-string?", 1)
def non_empty_string_p(x: Any) -> bool:
    """Is x a string with at least one character?"""
    return is_string(x) and len(x) > 0


@define("string-append*", 1, None)
def string_append_star(*args: Any) -> MString:
    """(string-append* str ... strs): append the strings and the elements of strs."""
    last = args[-1]
    parts = list(args[:-1]) + check_list("apply", last)
    return make_mstring("".join([check_string("string-append", p) for p in parts]))


@define("string-normalize-spaces", 0, None)
def string_normalize_spaces(*args: Any) -> MString:
    """(string-normalize-spaces str [sep space] [#:trim? b] [#:repeat? b]): the pieces of
    str between separators (default: whitespace runs), as string-split finds them, joined
    by space (default " ")."""
    positional, kw = split_keywords("string-normalize-spaces", args, ("#:trim?", "#:repeat?"))
    if not 1 <= len(positional) <= 3:
        raise keyword_arity_error("string-normalize-spaces", "a different number plus optional "
                                  "arguments with keywords #:repeat? and #:trim?", args,
                                  len(positional), bool(kw))
    pieces = _split("string-normalize-spaces", positional[0],
                    positional[1] if len(positional) > 1 else None,
                    kw.get("#:trim?", True) is not False, kw.get("#:repeat?", False) is not False)
    space = check_string("string-join", positional[2]) if len(positional) > 2 else " "
    return make_mstring(space.join([as_str(p) for p in to_pylist(pieces)]))
