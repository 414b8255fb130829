"""Regular expressions (racket/base): regexp values and the matching procedures teaching
code uses. A pattern in Racket's syntax (#rx or #px) is written in Python's syntax
(values/regexp_syntax.py) and Python's `re` does the matching. Patterns and texts may be
mutable strings; the strings found are new mutable strings, as in Racket."""
from __future__ import annotations

import re
from typing import Any, Iterator

from minischeme.values.data import NIL, MString, make_mstring, Pair, make_pair, Regexp, RegexpSyntaxError, as_str, make_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.paths import RacketPath
from minischeme.values.printer import error_value_string, write_bytes_literal, write_string_literal
from minischeme.values.runtime import apply_procedure, is_procedure
from .base_io import is_output_port
from .base_lists import fail, keyword_arity_error, refuse_keywords, split_keywords
from .base_numbers import is_nonneg_int
from .registry import LIBRARIES, define, library

library("racket/base")


def _rx(who: str, pattern: Any) -> re.Pattern:
    """The compiled pattern: a regexp value, or a string or byte string (a byte regexp)
    compiled now."""
    if type(pattern) is Regexp:
        return pattern.compiled
    source = as_str(pattern)
    if source is not None:
        return _make(who, source, False).compiled
    if type(pattern) in _BYTES:
        return _make(who, bytes(pattern).decode("latin-1"), False, True).compiled
    raise contract_error(who, "(or/c regexp? byte-regexp? string? bytes?)", pattern)


def _is_byte_pattern(pattern: Any) -> bool:
    """Does the pattern match bytes (a byte regexp, or a byte string)? Its matches are then
    byte strings, whatever the input."""
    return type(pattern) in _BYTES or (type(pattern) is Regexp and pattern.byte)


def _make(who: str, source: str, pregexp: bool, byte: bool = False) -> Regexp:
    """A regexp value (``byte``: a byte regexp, its source bytes as Latin-1 characters), or
    Racket's error for a bad pattern."""
    try:
        return Regexp(source, pregexp, byte)
    except RegexpSyntaxError as e:
        shown = (write_bytes_literal(source.encode("latin-1")) if byte
                 else write_string_literal(source))
        raise racket_error(f"{who}: {e}\n  pattern: {shown}") from None


def _text(who: str, s: Any, expected: str = "(or/c bytes? string? input-port? path?)") -> str:
    """The string a regexp procedure searches (Racket's message names what else it takes)."""
    text = as_str(s)
    if text is None:
        raise contract_error(who, expected, s)
    return text


def _found(m: re.Match) -> Any:
    """The match and its groups as a list of new strings (#f for a group that did not match)."""
    return make_list([make_mstring(m.group(0)),
                      *[make_mstring(g) if g is not None else False for g in m.groups()]])


_BYTES = (bytes, bytearray)


class _Subject:
    """The part of an input (input-start to input-end) a matching procedure searches, as
    characters, after its input-prefix (which `^` and lookbehind see, as in Racket). A byte
    string input is decoded from UTF-8 (a string regexp matches UTF-8 encodings of
    characters); then positions count bytes, and the pieces found are byte strings, as they
    are for a byte-string pattern."""

    __slots__ = ("full", "base", "offset", "byte_input", "byte_result", "latin", "_byte_ends")

    def __init__(self, text: str, prefix: str, offset: int, byte_input: bool,
                 byte_result: bool, latin: bool = False) -> None:
        self.full = prefix + text
        self.base = len(prefix)           # where the searched text starts in self.full
        self.offset = offset              # where it starts in the input
        self.byte_input = byte_input
        self.byte_result = byte_result
        self.latin = latin                # for a byte pattern: a character a byte
        self._byte_ends: list[int] | None = None

    def piece(self, i: int, j: int) -> Any:
        """The input from i to j (indexes of self.full) as a new (byte) string."""
        chars = self.full[i:j]
        if self.latin:
            return bytearray(chars.encode("latin-1"))
        if self.byte_result:
            return bytearray(chars.encode("utf-8", "surrogateescape"))
        return make_mstring(chars)

    def position(self, i: int) -> int:
        """Index i of self.full as a position in the input (bytes for a byte string)."""
        rel = i - self.base
        if not self.byte_input or self.latin or rel == 0:
            return self.offset + rel
        if self._byte_ends is None:        # byte position after each character
            ends, total = [0], 0
            for ch in self.full[self.base:]:
                total += len(ch.encode("utf-8", "surrogateescape"))
                ends.append(total)
            self._byte_ends = ends
        return self.offset + self._byte_ends[rel]

    def matches(self, rx: re.Pattern) -> Iterator[re.Match]:
        """Every match of rx in the searched text, as Racket's `regexp-match*` finds them."""
        return rx.finditer(self.full, self.base)

    def gaps(self, found: list[re.Match]) -> list[tuple[int, int]]:
        """The (start, end) of the text before, between and after the matches found."""
        out, last = [], self.base
        for m in found:
            out.append((last, m.start()))
            last = m.end()
        out.append((last, len(self.full)))
        return out


def _subject(who: str, pattern: Any, s: Any, start: Any, end: Any, prefix: Any,
             single: bool, expected: str) -> _Subject:
    """The input s of a matching procedure, from start to end (#f: its end), checked in
    Racket's words (`single`: those of regexp-match, else those of regexp-match*)."""
    text = s.text if type(s) is RacketPath else as_str(s)   # Racket finds strings in a path
    if text is None and type(s) not in _BYTES:
        raise contract_error(who, expected, s)
    size = len(s) if text is None else len(text)
    stop = _check_bounds(who, start, end, size, single)
    if type(prefix) not in _BYTES:
        raise contract_error(who, "bytes?", prefix)
    if _is_byte_pattern(pattern):   # bytes matched as bytes: a string's UTF-8 encoding
        part = (text[start:stop].encode("utf-8") if text is not None
                else bytes(s[start:stop])).decode("latin-1")
        return _Subject(part, bytes(prefix).decode("latin-1"), start, text is None, True, True)
    part = (text[start:stop] if text is not None
            else bytes(s[start:stop]).decode("utf-8", "surrogateescape"))
    return _Subject(part, bytes(prefix).decode("utf-8", "surrogateescape"), start,
                    text is None, text is None)


def _input_port(s: Any) -> Any:
    """s when it is an input port (primitives/sandbox.py's InputPort), else None."""
    from .sandbox import InputPort
    return s if type(s) is InputPort else None


def _port_subject(who: str, port: Any, start: Any, end: Any, prefix: Any,
                  latin: bool = False) -> _Subject:
    """What a matching procedure searches in an input port: its bytes from start to end
    (#f: to its end of file) past where it is, matched as bytes (the pieces found are byte
    strings, as in Racket); a start past its end searches nothing."""
    from .sandbox import _in
    port = _in(who, (port,))
    if not is_nonneg_int(start):
        raise contract_error(who, "exact-nonnegative-integer?", start)
    if end is not False and not is_nonneg_int(end):
        raise contract_error(who, "(or/c #f exact-nonnegative-integer?)", end)
    if type(prefix) not in _BYTES:
        raise contract_error(who, "bytes?", prefix)
    src = port.text if port.raw is None else port.raw
    data = port.peek_bytes(len(src) * 4 + 4)
    stop = len(data) if end is False else min(end, len(data))
    begin = min(start, stop)
    if latin:           # a byte pattern: a character a byte
        return _Subject(data[begin:stop].decode("latin-1"), bytes(prefix).decode("latin-1"),
                        begin, True, True, True)
    return _Subject(data[begin:stop].decode("utf-8", "surrogateescape"),
                    bytes(prefix).decode("utf-8", "surrogateescape"), begin, True, True)


def _check_bounds(who: str, start: Any, end: Any, size: int, single: bool) -> int:
    """The end of the searched part; a bad start or end is Racket's error, which regexp-match
    (`single`) and regexp-match* word differently."""
    if not is_nonneg_int(start):
        raise contract_error(who, "exact-nonnegative-integer?", start)
    if end is not False and not is_nonneg_int(end):
        raise contract_error(who, "(or/c #f exact-nonnegative-integer?)" if single
                             else "(or/c exact-nonnegative-integer? #f)", end)
    stop = size if end is False else end
    if single:
        if start > size:
            raise fail(f"{who}: starting index is out of range\n  starting index: {start}")
        if stop < start:
            raise fail(f"{who}: ending index is smaller than starting index\n"
                       f"  ending index: {stop}\n  starting index: {start}")
        if stop > size:
            raise fail(f"{who}: ending index is out of range\n  ending index: {stop}")
    else:
        if start > size:
            raise fail(f"{who}: starting offset index out of range [0,{size}]: {start}")
        if not start <= stop <= size:
            raise fail(f"{who}: ending offset index out of range [{start},{size}]: {stop}")
    return stop


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


@define("byte-regexp", 1)
def byte_regexp(b: Any) -> Regexp:
    """A byte regexp from a byte string."""
    if type(b) not in _BYTES:
        raise contract_error("byte-regexp", "bytes?", b)
    return _make("byte-regexp", bytes(b).decode("latin-1"), False, True)


@define("byte-pregexp", 1)
def byte_pregexp(b: Any) -> Regexp:
    """A Perl-style byte regexp from a byte string."""
    if type(b) not in _BYTES:
        raise contract_error("byte-pregexp", "bytes?", b)
    return _make("byte-pregexp", bytes(b).decode("latin-1"), True, True)


@define("regexp?", 1)
def regexp_p(x: Any) -> bool:
    """Is x a regexp value (of a string pattern; a byte regexp is not)?"""
    return type(x) is Regexp and not x.byte


@define("pregexp?", 1)
def pregexp_p(x: Any) -> bool:
    """Is x a Perl-style regexp of a string pattern?"""
    return type(x) is Regexp and x.pregexp and not x.byte


@define("byte-regexp?", 1)
def byte_regexp_p(x: Any) -> bool:
    """Is x a byte regexp?"""
    return type(x) is Regexp and x.byte


@define("byte-pregexp?", 1)
def byte_pregexp_p(x: Any) -> bool:
    """Is x a Perl-style byte regexp?"""
    return type(x) is Regexp and x.byte and x.pregexp


# ------------------------------------------------------------------ the first match


def _first_match(who: str, args: tuple) -> tuple[_Subject, re.Match | None]:
    """The first match of (who pattern input [start end output-port input-prefix]), the
    arguments regexp-match, regexp-match? and regexp-match-positions share; the part of the
    input skipped (all of it if nothing matches) goes to output-port, if it is given."""
    refuse_keywords(who, args)
    pattern, s, start, end, out, prefix = (*args, *(0, False, False, b"")[len(args) - 2:])
    rx = _rx(who, pattern)
    port = _input_port(s)
    subject = (_subject(who, pattern, s, start, end, prefix, True,
                        "(or/c bytes? string? input-port? path?)") if port is None
               else _port_subject(who, port, start, end, prefix, _is_byte_pattern(pattern)))
    if out is not False and not is_output_port(out):
        raise contract_error(who, "(or/c #f output-port?)", out)
    m = rx.search(subject.full, subject.base)
    if port is not None:        # read through the match's end (all that was searched: none)
        port.skip_bytes(subject.position(len(subject.full) if m is None else m.end()))
    if out is not False:
        skipped = subject.piece(subject.base, len(subject.full) if m is None else m.start())
        if type(skipped) is MString:
            out.write(skipped.value())
        else:
            out.write_bytes(bytes(skipped))
    return subject, m


def _groups(subject: _Subject, m: re.Match) -> Any:
    """The match and its groups as a list of new (byte) strings, #f for a group that did
    not take part."""
    return make_list([subject.piece(m.start(i), m.end(i)) if m.start(i) >= 0 else False
                      for i in range(len(m.groups()) + 1)])


def _group_positions(subject: _Subject, m: re.Match) -> Any:
    """The (start . end) of the match and of its groups, #f for a group that did not take
    part."""
    return make_list([make_pair(subject.position(m.start(i)), subject.position(m.end(i)))
                      if m.start(i) >= 0 else False for i in range(len(m.groups()) + 1)])


@define("regexp-match", 2, 6)
def regexp_match(*args: Any) -> Any:
    """(regexp-match pattern input [start end output-port input-prefix]): the first match
    and its groups, as a list of strings (#f for groups that did not match), or #f."""
    if len(args) == 2:      # the usual call: a string regexp searching a whole string
        pattern, s = args
        text = s if s.__class__ is str else s.value() if s.__class__ is MString else None
        if text is not None and pattern.__class__ is Regexp and not pattern.byte:
            m = pattern.compiled.search(text)
            return False if m is None else _found(m)
    subject, m = _first_match("regexp-match", args)
    return False if m is None else _groups(subject, m)


@define("regexp-match-positions", 2, 6)
def regexp_match_positions(*args: Any) -> Any:
    """The (start . end) of the first match and of its groups (#f for a group that did not
    match), or #f; positions count from the input's start, whatever input-start is."""
    subject, m = _first_match("regexp-match-positions", args)
    return False if m is None else _group_positions(subject, m)


@define("regexp-match?", 2, 6)
def regexp_match_p(*args: Any) -> bool:
    """Does the pattern match somewhere in the input (from start to end)?"""
    if len(args) == 2:      # as regexp-match's usual call
        pattern, s = args
        text = s if s.__class__ is str else s.value() if s.__class__ is MString else None
        if text is not None and pattern.__class__ is Regexp and not pattern.byte:
            return pattern.compiled.search(text) is not None
    return _first_match("regexp-match?", args)[1] is not None


@define("regexp-match-exact?", 2, 2)
def regexp_match_exact_p(pattern: Any, s: Any) -> bool:
    """Does the pattern match all of s?"""
    who = "regexp-match-positions"          # what Racket's regexp-match-exact? calls
    return _rx(who, pattern).fullmatch(_text(who, s)) is not None


# ------------------------------------------------------------------ every match


def _all_matches(who: str, args: tuple, allowed: tuple[str, ...],
                 arity: str) -> tuple[_Subject, list[re.Match], dict]:
    """The matches of (who pattern input [start end input-prefix] #:keyword value ...),
    the arguments regexp-match*, regexp-match-positions* and regexp-split share, with
    the keywords given."""
    positional, kw = split_keywords(who, args, allowed)
    if not 2 <= len(positional) <= 5:
        raise keyword_arity_error(who, arity, args, len(positional), bool(kw))
    pattern, s, start, end, prefix = (*positional, *(0, False, b"")[len(positional) - 2:])
    rx = _rx(who, pattern)
    subject = _subject(who, pattern, s, start, end, prefix, False,
                       "(or/c string? bytes? path? input-port?)")
    return subject, list(subject.matches(rx)), kw


@define("regexp-match*", 0, None)
def regexp_match_all(*args: Any) -> Any:
    """(regexp-match* pattern input [start end input-prefix] [#:match-select proc]
    [#:gap-select? b]): every match, each as `match-select` (default car) takes it from
    the list of the match and its groups; `gap-select?` puts the text between matches
    (before the first and after the last too) between them."""
    who = "regexp-match*"
    subject, found, kw = _all_matches(
        who, args, ("#:match-select", "#:gap-select?"),
        "a different number plus optional arguments with keywords #:gap-select? and "
        "#:match-select")
    select = kw.get("#:match-select", None)
    if select is not None and select is not False and not is_procedure(select):
        raise contract_error(who, "(or/c procedure? #f)", select)
    gaps = kw.get("#:gap-select?", False) is not False
    if select is False and not gaps:
        raise fail(f"{who}: one of `match-select' or `gap-select' must be non-#f")

    def item(m: re.Match) -> Any:
        if select is None:
            return subject.piece(m.start(), m.end())
        return apply_procedure(select, [_groups(subject, m)])
    items = [item(m) for m in found] if select is not False else None
    if not gaps:
        return make_list(items)
    return make_list(_interleave([subject.piece(i, j) for i, j in subject.gaps(found)], items))


def _interleave(gaps: list, items: list | None) -> list:
    """gap, item, gap, ..., gap (only the gaps when items is None)."""
    if items is None:
        return gaps
    out = [gaps[0]]
    for item, gap in zip(items, gaps[1:]):
        out += [item, gap]
    return out


@define("regexp-match-positions*", 0, None)
def regexp_match_positions_all(*args: Any) -> Any:
    """(regexp-match-positions* pattern input [start end input-prefix] [#:match-select
    proc]): the (start . end) of every match, or what `match-select` takes from the list
    of the positions of the match and its groups."""
    who = "regexp-match-positions*"
    subject, found, kw = _all_matches(
        who, args, ("#:match-select",),
        "a different number plus an optional argument with keyword #:match-select")
    select = kw.get("#:match-select", None)
    if select is not None and not is_procedure(select):
        raise contract_error(who, "procedure?", select)
    if select is None:
        return make_list([make_pair(subject.position(m.start()), subject.position(m.end()))
                          for m in found])
    return make_list([apply_procedure(select, [_group_positions(subject, m)])
                      for m in found])


@define("regexp-split", 2, 5)
def regexp_split(*args: Any) -> Any:
    """(regexp-split pattern input [start end input-prefix]): the pieces of the input
    between matches of the pattern (empty matches too: "" before a match at the start)."""
    refuse_keywords("regexp-split", args)
    subject, found, _ = _all_matches("regexp-split", args, (), "")
    return make_list([subject.piece(i, j) for i, j in subject.gaps(found)])


def _replace(who: str, pattern: Any, s: Any, insert: Any, count: int) -> Any:
    """s with (count, 0: every) matches replaced: a new (byte) string, or s itself if none
    match. A byte string pattern or input makes the result a byte string: a byte pattern
    matches bytes (the input's UTF-8 encoding; each byte a character of Latin-1 to Python's
    re), a string pattern matches an input byte string's UTF-8 characters. The arguments are
    checked in the order of Racket's regexp-replace (racket/src/regexp/replace/main.rkt)."""
    byte_pattern = _is_byte_pattern(pattern)
    string_input = as_str(s) is not None
    byte_input = type(s) in _BYTES
    string_mode = (type(pattern) is Regexp or as_str(pattern) is not None) and string_input \
        and not byte_pattern
    if string_mode or (byte_pattern and (string_input or byte_input)):
        if as_str(insert) is None and type(insert) not in _BYTES and not is_procedure(insert):
            raise contract_error(who, "(or/c string? bytes? procedure?)", insert)
        if string_mode and type(insert) in _BYTES:
            raise racket_error(f"{who}: cannot replace a string with a byte string\n"
                               f"  byte string: {error_value_string(insert)}", EXN_FAIL_CONTRACT)
    if type(pattern) in _BYTES:
        rx = _make(who, bytes(pattern).decode("latin-1"), False, True).compiled
    elif type(pattern) is Regexp or as_str(pattern) is not None:
        rx = _rx(who, pattern)
    else:
        raise contract_error("regexp-max-lookbehind", "regexp?", pattern)   # sic, Racket 8.7
    if byte_input:
        text = _decode(s, byte_pattern)
    else:
        text = _text(who, s, "(or/c bytes? string?)")
        if byte_pattern:
            text = text.encode("utf-8").decode("latin-1")
    byte_result = not string_mode
    template = as_str(insert)
    if type(insert) in _BYTES:
        template = _decode(insert, byte_pattern)
    elif template is not None and byte_pattern:
        template = template.encode("utf-8").decode("latin-1")

    def substitute(m: re.Match) -> str:
        if template is not None:
            return _expand_insert(template, m)
        if byte_result:
            groups = [False if g is None else bytearray(_encode(g, byte_pattern))
                      for g in (m.group(0), *m.groups())]
            result = apply_procedure(insert, groups)
            if type(result) not in _BYTES:
                raise racket_error(f"{who}: contract violation\n  expected: bytes?\n  "
                                   f"result: {error_value_string(result)}", EXN_FAIL_CONTRACT)
            return _decode(result, byte_pattern)
        result = apply_procedure(insert, list(_found(m)))
        out = as_str(result)
        if out is None:
            raise racket_error(f"{who}: contract violation\n  expected: string?\n  result: "
                               f"{error_value_string(result)}", EXN_FAIL_CONTRACT)
        return out
    replaced, n = rx.subn(substitute, text, count=count)
    if not byte_result:
        return s if n == 0 else make_mstring(replaced)
    return s if n == 0 and byte_input else bytearray(_encode(replaced, byte_pattern))


def _decode(data: Any, latin: bool) -> str:
    """Bytes as the characters a byte pattern (``latin``: a character a byte) or a string
    pattern (UTF-8; a byte that is no character kept as a lone surrogate) matches."""
    return bytes(data).decode("latin-1") if latin else bytes(data).decode("utf-8", "surrogateescape")


def _encode(text: str, latin: bool) -> bytes:
    """The bytes of characters ``_decode`` made."""
    return text.encode("latin-1") if latin else text.encode("utf-8", "surrogateescape")


def _expand_insert(insert: str, m: re.Match) -> str:
    """Racket's insert strings: `&` is the match, `\\n` (any digits; none: 0) the group n
    (empty if there is none or it did not match), `\\&` and `\\\\` literal, `\\$`
    nothing."""
    out, i, n = [], 0, len(insert)
    groups = m.re.groups
    while i < n:
        c = insert[i]
        if c == "&":
            out.append(m.group(0))
        elif c == "\\":
            nxt = insert[i + 1] if i + 1 < n else ""
            if nxt == "&" or nxt == "\\":
                out.append(nxt)
                i += 1
            elif nxt == "$":
                i += 1
            else:
                j = i + 1
                while j < n and "0" <= insert[j] <= "9":
                    j += 1
                group = int(insert[i + 1:j]) if j > i + 1 else 0
                out.append((m.group(group) or "") if group <= groups else "")
                i = j
                continue
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


@define("regexp-replace-quote", 1)
def regexp_replace_quote(s: Any) -> Any:
    """(regexp-replace-quote s): s with `&` and `\\` escaped, so that regexp-replace inserts
    it literally (for a replacement computed at run time): a new string or byte string, or
    s itself if it has neither."""
    text = as_str(s)
    if text is None and type(s) not in _BYTES:
        raise contract_error("regexp-replace-quote", "(or/c string? bytes?)", s)
    if text is not None:
        quoted = text.replace("\\", "\\\\").replace("&", "\\&")
        return s if len(quoted) == len(text) else make_mstring(quoted)
    quoted_bytes = bytes(s).replace(b"\\", b"\\\\").replace(b"&", b"\\&")
    return s if len(quoted_bytes) == len(s) else bytearray(quoted_bytes)


@define("regexp-replaces", 2)
def regexp_replaces(s: Any, replacements: Any) -> Any:
    """(regexp-replaces s '((pattern insert) ...)): s after regexp-replace* of each pair in
    turn, as Racket's own loop (racket/private/string.rkt) does it: the list is taken apart
    by caar and cadar, whose errors a malformed one gets, and s is not checked when the
    list is empty."""
    base = LIBRARIES["racket/base"]
    caar, cadar = base["caar"].fn, base["cadar"].fn
    while replacements is not NIL:
        s = _replace("regexp-replace*", caar(replacements), s, cadar(replacements), 0)
        replacements = replacements.cdr      # (a pair: caar took it)
    return s


@define("regexp-quote", 1, 2)
def regexp_quote(s: Any, case_sensitive: Any = True) -> Any:
    """A regexp source that matches s literally (immutable, as Racket's; for a byte
    string, a byte string)."""
    text = as_str(s)
    if text is None and type(s) in _BYTES:      # a byte string: a new mutable byte string
        return bytearray(re.sub(rb"([\\.*+?^$()\[\]{}|])", rb"\\\1", bytes(s)))
    if text is None:
        raise contract_error("regexp-quote", "(or/c string? bytes?)", s)
    return re.sub(r"([\\.*+?^$()\[\]{}|])", r"\\\1", text)



