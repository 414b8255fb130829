"""The reader: Racket source text to data, with source positions.

Parsing uses the LALR grammar in ``racket.lark`` (``grammar.py`` makes the parser). A short
scan before it does the two things a grammar cannot: blank out nested ``#| |#`` comments,
and find unbalanced brackets so the error names the right position in Racket's words. Every
list cell records in ``Pair.loc`` the (line, column) of its element, which later error
messages use.
"""
from __future__ import annotations

import math
import re
import sys
from bisect import bisect_right
from fractions import Fraction
from functools import lru_cache
from typing import Any

from minischeme.values.data import NIL, Box, Char, Extflonum, HashTable, MString, make_mstring, MVector, Pair, make_pair, StructInstance, sym
from minischeme.values.data import make_struct_instance
from minischeme.reading.grammar import (Token, Transformer, UnexpectedEOF, UnexpectedInput, VisitError,
                      new_parser, v_args)
from minischeme.reading import direct
from minischeme.values.lexical import parse_number, read_number  # noqa: F401  (parse_number re-exported: the number syntax lives in values)

Loc = tuple  # (line, column): line from 1, column from 0, as Racket reports them


class ReadError(Exception):
    """A syntax error in the text, worded as Racket's reader words it."""

    def __init__(self, message: str, line: int, col: int) -> None:
        super().__init__(message)
        self.message = message
        self.prefix = ""          # the text before a pre-scan error (see _earlier_error)
        self.wrong_closer = False
        self.line = line
        self.col = col

    #: (line, column) just after what the reader consumed before failing (the offending
    #: token), as Racket's port position after a read error; None when not known
    end: Loc | None = None

    def located(self, source: str) -> str:
        return f"{source}:{self.line}:{self.col}: {self.message}"


class ReadIncomplete(ReadError):
    """The text ends before a datum does: more input would complete it (or, at the end of
    the input, it is the error). ``start`` is the (line, column) where that unfinished
    top-level datum begins (or a point inside it, after complete data), so the text before
    it reads on its own. The REPL and the terminal's Enter key decide "wait for more input"
    with this answer of the reader's, not with a scanner of their own."""

    def __init__(self, message: str, line: int, col: int, start: Loc) -> None:
        super().__init__(message, line, col)
        self.start = start


# ------------------------------------------------------------------ numbers

# ------------------------------------------------------------------ atoms

CHAR_NAMES = {"nul": "\0", "null": "\0", "backspace": "\b", "tab": "\t", "newline": "\n",
              "linefeed": "\n", "vtab": "\v", "page": "\f", "return": "\r", "space": " ",
              "rubout": "\x7f"}

_STRING_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "v": "\v",
                   "f": "\f", "e": "\x1b", '"': '"', "\\": "\\", "'": "'"}


_WIDE = re.compile("[^\\x00-\\xff]")     # a character that is not a byte
_OCTAL = re.compile("[0-7]{1,3}")


def _read_string(token: Token, bytes_: bool = False) -> str:
    """The text of a string literal (``bytes_``: of a byte string `#"..."`, whose
    characters and escapes must be bytes, 0-255)."""
    body = token[2:-1] if bytes_ else token[1:-1]
    kind = "byte string" if bytes_ else "string"
    if "\\" not in body and not bytes_:
        return body
    out, i, n = [], 0, len(body)
    while i < n:
        j = body.find("\\", i)      # the text up to the next escape, in one piece
        plain = body[i:] if j < 0 else body[i:j]
        wide = _WIDE.search(plain) if bytes_ else None
        if wide:
            raise _token_error(token, f"read-syntax: character `{wide.group()}` is out of "
                                      "range in byte string")
        out.append(plain)
        if j < 0:
            break
        i = j + 1
        e = body[i]
        if e in _STRING_ESCAPES:
            out.append(_STRING_ESCAPES[e])
            i += 1
        elif e == "\n":      # a backslash before a newline: the newline is left out
            i += 1
        elif e == "\r":      # ... a CR or a CRLF newline too
            i += 2 if body[i + 1:i + 2] == "\n" else 1
        elif e in ("x" if bytes_ else "xuU"):
            limit = {"x": 2, "u": 4, "U": 8}[e]
            m = re.compile(r"[0-9a-fA-F]{1,%d}" % limit).match(body, i + 1)
            if not m:
                raise _token_error(token, f"read-syntax: no hex digit following `\\{e}` in {kind}")
            out.append(chr(int(m.group(), 16)))
            i += 1 + len(m.group())
        elif e in "01234567":
            m = _OCTAL.match(body, i)
            if bytes_ and int(m.group(), 8) > 255:
                raise _token_error(token, f"read-syntax: escape sequence `\\{m.group()}` is out "
                                          "of range in byte string")
            out.append(chr(int(m.group(), 8)))
            i += len(m.group())
        else:
            raise _token_error(token, f"read-syntax: unknown escape sequence `\\{e}` in {kind}")
    return "".join(out)


def _read_char(token: Token) -> Char:
    """`#\\a`, a name (`#\\space`, any case), `#\\u3bb` (up to 4 hex digits), `#\\U1F600` (up to
    8), `#\\101` (3 octal digits, at most 377). As in Racket, `#\\x41` is `#\\x` then `41`:
    there is no `#\\x` hex form, so `#\\xff` is a bad character constant."""
    body = token[2:]
    if len(body) == 1:
        return Char(body)
    if body.lower() in CHAR_NAMES:
        return Char(CHAR_NAMES[body.lower()])
    if body[0] in "uU" and re.fullmatch(r"[0-9a-fA-F]+", body[1:]):
        code = int(body[1:], 16)
        if code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF:
            return Char(chr(code))
    if re.fullmatch(r"[0-7]{3}", body) and int(body, 8) <= 0o377:
        return Char(chr(int(body, 8)))
    if body[0].isalpha() and not body[1].isalpha():
        return Char(body[0])  # not reached with the grammar's token shapes
    raise _token_error(token, f"read-syntax: bad character constant `#\\{body}`")


def _read_atom_text(text: str, fold: bool = False) -> tuple[str, bool]:
    """Remove |...| quoting and backslash escapes; report whether any quoting was used.
    ``fold``: read case-insensitively (`#ci`): the characters not quoted are case-folded."""
    if "|" not in text and "\\" not in text:
        return (text.casefold() if fold else text), False
    out, i, quoted = [], 0, False
    while i < len(text):
        c = text[i]
        if c == "|":
            j = text.index("|", i + 1)
            out.append(text[i + 1:j])
            i = j + 1
            quoted = True
        elif c == "\\":
            out.append(text[i + 1])
            i += 2
            quoted = True
        else:
            out.append(c.casefold() if fold else c)
            i += 1
    return "".join(out), quoted


def _atom_value(token: Token, fold: bool = False) -> Any:
    """The value of an atom's token; ``fold``: read case-insensitively (`#ci`)."""
    kind = token.type
    text = str(token)
    if kind == "STRING":    # equal string literals are one object, as Racket interns them
        return sys.intern(_read_string(token))
    if kind == "BYTES":     # a byte string literal: immutable, as in Racket
        return _literal(_read_string(token, bytes_=True).encode("latin-1"))  # equal ones eq?
    if kind == "REGEXP":
        from minischeme.values.data import Regexp, RegexpSyntaxError
        from minischeme.values.printer import write_bytes_literal, write_string_literal
        byte = text[3] == "#"       # #rx#"..." / #px#"...": a byte regexp
        source = _read_string(Token("STRING", text[3:], line=token.line,
                                    column=token.column), bytes_=byte)
        pregexp = text.startswith("#px")
        key = (Regexp, pregexp, byte, source)   # equal regexp literals are one object, as
        if key in _LITERALS:                     # Racket interns them: (eq? #rx"a" #rx"a")
            return _LITERALS[key]
        try:
            return _LITERALS.setdefault(key, Regexp(source, pregexp=pregexp, byte=byte))
        except RegexpSyntaxError as e:
            shown = (write_bytes_literal(source.encode("latin-1")) if byte
                     else write_string_literal(source))
            raise ReadError(f"read-syntax: {e}\n  pattern: {shown}", *_loc(token)) from None
    if kind == "CHAR":
        return _read_char(token)
    if kind == "HASHATOM":
        if fold and text[1] in "%:":
            text = text[:2] + text[2:].casefold()
        if text in ("#t", "#T", "#true"):
            return True
        if text in ("#f", "#F", "#false"):
            return False
        if text.startswith("#%") or text.startswith("#:"):
            return sym(text)
        n = read_number(text, 10, "read", direct.exact_decimals())
        if n is None and _PREFIXED_EXTFLONUM.fullmatch(text):
            return _extflonum(token, text)
        if n is None or type(n) is str:
            if len(text) == 3 and text[2] == "." and text[1] in "eEiIxXoObBdD":
                n = "illegal use of `.`"     # `#o.`: Racket's reader sees the dot alone
            raise _token_error(token, f"read-syntax: {n or _bad_number(text)}")
        return _literal(n)
    name, quoted = _read_atom_text(text, fold)
    if not quoted:
        n = direct.literal_number(name)
        if n is not None:
            return _literal(n)
        if name == ".":
            raise _token_error(token, "read-syntax: illegal use of `.`")
        if EXTFLONUM.fullmatch(name):
            return Extflonum(text)
        n = read_number(name, 10, "read")
        if type(n) is str:     # a division by zero (`1/0`, `-3/00`, `1/0e2`; `1/0x` is a symbol)
            raise _token_error(token, f"read-syntax: {n}")
    return sym(name)


# An extflonum literal (`1.0t0`, `-2.5t-3`, `+inf.t`, `#x1.8t0`): a real number's digits
# (decimal point, `#` digits or a fraction allowed) with a `t` exponent. Racket CS has no
# extflonum arithmetic: it reads one as a value that only prints as it was written (without
# its radix prefix), and is equal? only to itself (values/data.py's Extflonum).
_EXTFLONUM_BODY = (r"(?:[+-](?:[iI][nN][fF]|[nN][aA][nN])\.[tT]|[+-]?(?:D+#*(?:\.D*#*)?|\.D+#*"
                   r"|D+#*/D+#*)[tT][+-]?[0-9]+)")
EXTFLONUM = re.compile(_EXTFLONUM_BODY.replace("D", "[0-9]"))
# ... after radix and exactness prefixes (`#x1.8t0`; digits of any radix up to 16)
_PREFIXED_EXTFLONUM = re.compile(r"(?:#[xXoObBdDeEiI]){1,2}"
                                 + _EXTFLONUM_BODY.replace("D", "[0-9a-fA-F]"))


def _extflonum(token: Token, text: str) -> Extflonum:
    """An extflonum literal with a radix prefix (`#x1.8t0`); `#e` or `#i` is Racket's error."""
    prefixes = text[:4] if text[2] == "#" else text[:2]
    for exactness in "eEiI":
        if "#" + exactness in prefixes:
            kind = "exact" if exactness in "eE" else "inexact"
            raise _token_error(token, f"read-syntax: cannot convert extflonum to {kind} in "
                                      f"`{text}`")
    return Extflonum(text[len(prefixes):])


_LITERALS: dict[tuple, Any] = {}


def _literal(n: Any) -> Any:
    """One object per number literal's value: Racket CS compiles equal flonum (and bignum,
    fraction) literals to one object, so `(eq? 1.0 1.0)` is #t, while a computed 1.0 is
    another object (`(eq? 1.0 (* 1.0 1))` is #f), as here."""
    t = type(n)
    if t is int and -(2 ** 60) <= n < 2 ** 60:
        return n
    if len(_LITERALS) > 100_000:
        _LITERALS.clear()
    return _LITERALS.setdefault((t, repr(n)), n)


def _bad_number(text: str) -> str:
    """Racket's complaint about a `#x`/`#b`/`#o`/`#d`/`#e`/`#i` number it cannot read."""
    body, radix = text, 10
    while len(body) >= 2 and body[0] == "#" and body[1].lower() in "xobdei":
        radix = {"x": 16, "o": 8, "b": 2, "d": 10}.get(body[1].lower(), radix)
        body = body[2:]
    if body == text:
        return f"bad syntax `{text}`"
    if not body:
        return "no digits"
    digits = "0123456789abcdef"[:radix]
    allowed = set(digits + digits.upper() + "+-./#" + ("eE" if radix == 10 else ""))
    for ch in body:
        if ch not in allowed:
            return f"bad digit `{ch}`"
    return f"bad syntax `{text}`"


def _token_error(token: Token, message: str) -> ReadError:
    error = ReadError(message, token.line, token.column - 1)
    error.end = _end_of(token)
    return error


def _end_of(token: Token) -> Loc | None:
    line, column = getattr(token, "end_line", None), getattr(token, "end_column", None)
    return (line, column - 1) if line is not None and column is not None else None


def _loc(token: Token) -> Loc:
    return (token.line, token.column - 1)


# ------------------------------------------------------------------ the grammar's transformer

_ABBREV = {"'": "quote", "`": "quasiquote", ",": "unquote", ",@": "unquote-splicing",
           "#'": "syntax", "#`": "quasisyntax", "#,": "unsyntax", "#,@": "unsyntax-splicing"}

# the direct reader (the common case without the parser) makes its data with these
direct.use(_atom_value, _literal, _read_string, _ABBREV, EXTFLONUM)


_COMMENTED = object()  # what a #; datum comment becomes; dropped by its container


@v_args(inline=True)
class _ToData(Transformer):
    """Builds (value, loc) for each datum; list cells take their element's loc."""

    def datum_comment(self, token: Token, *commented: Any) -> object:
        """`#;` and its datum (after any `#;` comments of its own: `#;#;a b` drops a and b)."""
        return _COMMENTED

    def __init__(self) -> None:
        super().__init__()
        self.begin(graph=False)

    def begin(self, graph: bool) -> None:
        """Start reading a text: ``graph``, graph notation (`#0=`, `#0#`) allowed, as `read`
        allows it (read-syntax does not)."""
        self.graph = graph
        self.used_graph = False
        self.folding: list[bool] = []   # the `#ci`/`#cs` modes around the atom being read

    def atom(self, token: Token) -> tuple:
        if token.type == "GRAPH_REF":
            return (self.graph_ref(token), _loc(token))
        folding = self.folding
        return (_atom_value(token, folding[-1] if folding else False), _loc(token))

    def graph_tag(self, token: Token) -> Token:
        """`#n=`, reduced as soon as it is read (so its errors come in the text's order)."""
        if not self.graph:
            raise _token_error(token, "read-syntax: `#...=` forms not enabled for `read-syntax` "
                                      "mode")
        _graph_id(token)
        self.used_graph = True
        return token

    def graph_def(self, tag: Token, *commented_and_datum: Any) -> tuple:
        loc = _loc(tag)
        return (_GraphDef(_graph_id(tag), commented_and_datum[-1][0], loc), loc)

    def graph_ref(self, token: Token) -> "_GraphRef":
        if not self.graph:
            raise _token_error(token, "read-syntax: `#...#` forms not enabled for `read-syntax` "
                                      "mode")
        self.used_graph = True
        return _GraphRef(_graph_id(token), _loc(token))

    def case_tag(self, token: Token) -> Token:
        """`#ci` or `#cs`, reduced as soon as it is read: its datum's atoms read in its mode."""
        self.folding.append(token[2] in "iI")
        return token

    def case_datum(self, tag: Token, *commented_and_datum: Any) -> tuple:
        self.folding.pop()
        return commented_and_datum[-1]

    @v_args(inline=False)
    def prefab(self, children: list) -> tuple:
        """`#s(key field ...)`: an instance of the prefab struct type the key names."""
        from minischeme.values.struct_types import PrefabKeyMismatch, prefab_type_for_key
        opener = children[0]
        items = [c for c in children[1:-1] if c is not _COMMENTED]
        dotted = any(isinstance(c, Token) for c in items)
        if dotted:      # `#s(p 1 . ())` is `#s(p 1)`; any other tail is a count mismatch
            tail = items.pop()
            items = [c for c in items if not isinstance(c, Token)]
            if tail[0] is not NIL or not items:
                raise _token_error(opener, "read-syntax: mismatch between structure description "
                                           "and number of provided field values in `#s` form")
        items = [c[0] for c in items]
        if not items:
            raise _token_error(opener, "read-syntax: missing structure description in `#s` form")
        try:
            stype = prefab_type_for_key(items[0], len(items) - 1)
        except PrefabKeyMismatch:
            raise _token_error(opener, "read-syntax: mismatch between structure description "
                                       "and number of provided field values in `#s` form") from None
        if stype is None:
            raise _token_error(opener, "read-syntax: invalid structure description in `#s` form")
        return (make_struct_instance(stype, items[1:]), _loc(opener))

    @v_args(inline=False)
    def list(self, children: list) -> tuple:
        items = [c for c in children[1:-1] if c is not _COMMENTED]
        return (_build(items, NIL), _loc(children[0]))

    @v_args(inline=False)
    def dotted(self, children: list) -> tuple:
        items = [c for c in children[1:-1] if not isinstance(c, Token) and c is not _COMMENTED]
        if len(items) == 1:  # `(. a)`: nothing before the dot
            dot = next(c for c in children[1:-1] if isinstance(c, Token))
            raise _token_error(dot, "read-syntax: illegal use of `.`")
        tail = items.pop()
        return (_build(items, tail[0]), _loc(children[0]))

    @v_args(inline=False)
    def infix(self, children: list) -> tuple:
        """`(a ... . op . b ...)`: `(op a ... b ...)`, as Racket reads it. Nothing before the
        first dot or after the second is Racket's 'illegal use of `.`' at the first dot."""
        inner = [c for c in children[1:-1] if c is not _COMMENTED]
        dots = [i for i, c in enumerate(inner) if isinstance(c, Token)]
        before, op, after = inner[:dots[0]], inner[dots[0] + 1], inner[dots[1] + 1:]
        if not before or not after:
            raise _token_error(inner[dots[0]], "read-syntax: illegal use of `.`")
        return (_build([op, *before, *after], NIL), _loc(children[0]))

    @v_args(inline=False)
    def vector(self, children: list) -> tuple:
        items = [c[0] for c in children[1:-1] if c is not _COMMENTED]
        m = re.match(r"#([0-9]+)", children[0])
        if m:  # #3(a) is a vector of length 3 filled with its last element
            size = int(m.group(1))
            fill = items[-1] if items else 0
            items = items + [fill] * (size - len(items))
        return (MVector(items, immutable=True), _loc(children[0]))

    @v_args(inline=False)
    def hash(self, children: list) -> tuple:
        from minischeme.values.equality import hash_put
        opener = str(children[0])
        kind = "equal" if opener.startswith("#hash(") or opener.startswith("#hash[") else (
            "eqv" if "eqv" in opener else "eq")
        table = HashTable(kind, mutable=False)
        for item, loc in [c for c in children[1:-1] if c is not _COMMENTED]:
            if type(item) is not Pair:
                raise ReadError("read-syntax: expected a pair for a hash table entry",
                                *loc)
            hash_put(table, item.car, item.cdr)
        return (table, _loc(children[0]))

    def abbrev(self, token: Token, *commented_and_datum: Any) -> tuple:
        datum = commented_and_datum[-1]
        loc = _loc(token)
        value = make_pair(sym(_ABBREV[str(token)]), make_pair(datum[0], NIL, datum[1]), loc)
        return (value, loc)

    def box(self, token: Token, *commented_and_datum: Any) -> tuple:
        return (Box(commented_and_datum[-1][0], immutable=True), _loc(token))


# ------------------------------------------------------------------ graph notation

class _GraphDef:
    """`#n=datum` while its text is read: replaced by the datum once the whole top-level
    datum is read (``_resolve_graph``), since a `#n#` inside it refers to it."""

    __slots__ = ("n", "datum", "loc")

    def __init__(self, n: int, datum: Any, loc: Loc) -> None:
        self.n, self.datum, self.loc = n, datum, loc


class _GraphRef:
    """`#n#` while its text is read: replaced by what `#n=` labelled."""

    __slots__ = ("n", "loc")

    def __init__(self, n: int, loc: Loc) -> None:
        self.n, self.loc = n, loc


class GraphCycleError(ReadError):
    """`#0=#0#`: a label that is nothing but itself. Racket's message names no position."""


def _graph_id(token: Token) -> int:
    digits = str(token)[1:-1]
    if len(digits) > 8:
        raise _token_error(token, f"read-syntax: graph ID too long in `{token}`")
    return int(digits)


_PENDING = object()     # a label whose datum is being read


def _resolve_graph(datum: Any) -> Any:
    """``datum`` with its `#n=` and `#n#` replaced, each `#n#` by the datum labelled `#n=`
    before it in the text (so a datum may contain itself); in the text's order, for
    Racket's errors: a `#n#` before its `#n=`, a label given twice, a label that is
    nothing but itself. Hash tables holding one are filled again."""
    from minischeme.values.equality import hash_put
    labels: dict[int, Any] = {}
    done: dict[int, Any] = {}       # id of a _GraphDef met before (`#3(#0=x)` repeats it)

    def value_of(x: Any) -> Any:
        pending = []
        while True:
            t = type(x)
            if t is _GraphDef:
                if id(x) in done:
                    x = done[id(x)]
                    break
                if x.n in labels:
                    raise ReadError(f"read-syntax: multiple `#{x.n}=` tags", *x.loc)
                labels[x.n] = _PENDING
                pending.append(x)
                x = x.datum
                if type(x) is str:      # `(#0="s" #0#)`: one string, as `read` makes it
                    x = make_mstring(x)
            elif t is _GraphRef:
                target = labels.get(x.n)
                if target is None:
                    raise ReadError(f"read-syntax: no preceding `#{x.n}=` for `#{x.n}#`", *x.loc)
                if target is _PENDING:
                    raise GraphCycleError("read-syntax: illegal placeholder cycle in value\n"
                                          "  value: #<placeholder>", *x.loc)
                x = target
                break
            else:
                break
        for d in pending:
            labels[d.n] = done[id(d)] = x
        return x

    seen: set[int] = set()
    stack: list[list] = []

    def enter(x: Any) -> None:
        t = type(x)
        if id(x) in seen or t not in (Pair, MVector, Box, StructInstance, HashTable):
            return
        seen.add(id(x))
        if t is Pair:
            stack.append([[(x, "car"), (x, "cdr")], 0, None])
        elif t is Box:
            stack.append([[(x, "value")], 0, None])
        elif t is MVector or t is StructInstance:
            items = x.items if t is MVector else x.fields
            stack.append([[(items, i) for i in range(len(items))], 0, None])
        else:
            entries = [list(entry) for entry in x.table.values()]
            stack.append([[(e, i) for e in entries for i in (0, 1)], 0, (x, entries)])

    root = value_of(datum)
    enter(root)
    while stack:
        frame = stack[-1]
        slots, i, refill = frame
        if i == len(slots):
            stack.pop()
            if refill is not None:
                table, entries = refill
                table.table = {}
                for k, v in entries:
                    hash_put(table, k, v)
            continue
        frame[1] = i + 1
        holder, key = slots[i]
        if type(holder) is list:
            old = holder[key]
            new = value_of(old)
            if new is not old:
                holder[key] = new
        else:
            old = getattr(holder, key)
            new = value_of(old)
            if new is not old:
                setattr(holder, key, new)
        enter(new)
    return root


def _build(items: list, tail: Any) -> Any:
    result = tail
    for value, loc in reversed(items):
        result = make_pair(value, result, loc)
    return result


_TO_DATA = _ToData()


@lru_cache(maxsize=1)
def _parser() -> Any:
    # The transformer runs inside the LALR parser as each rule is reduced: no recursion, so
    # 100,000 nested parentheses read as easily as one. (grammar.py: which parser.)
    return new_parser(_TO_DATA)


# ------------------------------------------------------------------ the pre-scan

_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = {")": "(", "]": "[", "}": "{"}
_DELIMS = set(" \t\n\r\f\v()[]{}\",'`;")


class _Indentation:
    """What Racket's reader notes about one open bracket, to guess where a closer is missing:
    after the opener, each line's first datum should be indented at least as far as the
    deepest one before it (and past the opener); the first line that is not is suspicious.
    ``commented``: the list is the datum of a ``#;`` comment, which Racket does not track."""

    __slots__ = ("opener", "at", "line", "last_line", "max_indent", "suspicious_line",
                 "multiline", "commented")

    def __init__(self, opener: str, at: int, line: int, col_after: int, commented: bool) -> None:
        self.opener = opener
        self.at = at
        self.line = line
        self.last_line = line
        self.max_indent = col_after + 1
        self.suspicious_line: int | None = None
        self.multiline = False
        self.commented = commented

    def track(self, line: int, col: int) -> None:
        if line <= self.last_line:
            return
        self.last_line = line
        self.multiline = True
        if col >= self.max_indent:
            self.max_indent = col
        elif self.suspicious_line is None:
            self.suspicious_line = line

    def possible_cause(self) -> str:
        if self.suspicious_line is None:
            return ""
        return (f"\n  possible cause: indentation suggests a missing `{_OPEN[self.opener]}` "
                f"before line {self.suspicious_line}")


def _prescan(text: str) -> str:
    """Blank nested block comments, turn here-strings into ordinary strings, and raise
    Racket's error (with its indentation hint) for unbalanced brackets. The error carries
    the text before it (``ReadError.prefix``), where Racket may find an earlier error."""
    out: list[str] = []
    try:
        return _prescan_into(text, out)
    except ReadError as e:
        e.prefix = "".join(out)
        raise


def _prescan_into(text: str, out: list[str]) -> str:
    done = 0                    # text[:done] is in ``out``
    stack: list[_Indentation] = []
    i, n = 0, len(text)
    lines = _LineIndex(text)
    comment_next = False        # the next datum is that of a `#;` comment

    def track(at: int) -> None:
        """A datum starts at ``at``: note its indentation in the innermost open list."""
        nonlocal comment_next
        if comment_next:
            comment_next = False
            return
        if stack:
            stack[-1].track(*lines.pos(at))

    def fail(message: str, at: int, end: int | None = None) -> ReadError:
        out.append(text[done:i])
        error = ReadError(message, *lines.pos(at))
        if end is not None:
            error.end = lines.pos(end)
        return error

    def eof(message: str, at: int, shown: int | None = None) -> ReadIncomplete:
        """The text ends inside the datum at ``at`` (or the list around it); the message
        names ``shown`` (by default ``at``)."""
        out.append(text[done:i])
        return ReadIncomplete(message, *lines.pos(at if shown is None else shown),
                              start=lines.pos(stack[0].at if stack else at))

    while i < n:
        c = text[i]
        if c in _SPACE_CHARS:
            i = _BLANKS.match(text, i).end()
        elif c == "#" and text.startswith("#;", i):
            comment_next = True
            i += 2
        elif c == ";":
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif c == '"' or c == "#" and text.startswith('#"', i):    # a string or a byte string
            track(i)
            j = _STRING_BODY.match(text, i + 1 if c == '"' else i + 2).end()
            if j >= n or text[j] != '"':     # the end, or a backslash just before it
                bad = _bad_escape(text, i + 1)
                if bad:     # Racket reads up to this escape before it sees the end
                    raise fail(f"read-syntax: unknown escape sequence `\\{bad}` in string", i)
                raise eof("read-syntax: expected a closing `\"`", i)
            i = j + 1
        elif c == "#" and text.startswith("#|", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("#|", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("|#", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            if depth:
                raise eof("read-syntax: end of file in `#|` comment", i, i + 1)  # as Racket
            out.append(text[done:i])
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:j]))
            done = i = j
        elif c == "#" and (text.startswith("#! ", i) or text.startswith("#!/", i)):
            j = _hash_bang_end(text, i)      # a line comment (`#!/usr/bin/env racket`)
            out.append(text[done:i])
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:j]))
            done = i = j
        elif c == "#" and text.startswith("#<<", i):
            track(i)
            try:
                j, literal = _here_string(text, i, lines)
            except ReadIncomplete as e:
                raise eof(e.message, i) from None
            out.append(text[done:i])
            out.append(literal)
            done = i = j
        elif c == "#" and text.startswith("#\\", i):
            track(i)
            i += 3
        elif c in _OPEN or (c == "#" and _vector_opener(text, i)):
            track(i)
            j = i if c in _OPEN else _vector_opener(text, i)
            line, col = lines.pos(j)
            stack.append(_Indentation(text[j], i, line, col + 1, comment_next))
            comment_next = False
            i = j + 1
        elif c in _CLOSE:
            if not stack:
                raise fail(f"read-syntax: unexpected `{c}`", i, i + 1)
            top = stack.pop()
            if _OPEN[top.opener] != c:
                missing = "missing" if any(_OPEN[s.opener] == c for s in stack) else "expected"
                where = (f"`{top.opener}` on line {top.line}" if top.multiline
                         else f"preceding `{top.opener}`")
                e = fail(f"read-syntax: {missing} `{_OPEN[top.opener]}` to close {where}, "
                         f"found instead `{c}`{top.possible_cause()}", i, i + 1)
                e.wrong_closer = True
                raise e
            i += 1
        elif c in "'`," or (c == "#" and text[i + 1:i + 2] in ("'", "`", ",", "&")):
            if not comment_next:    # a prefix: `#; 'x` comments out the quote and x
                track(i)
            i += 1 if c != "#" else 2
            if text[i - 1] == "," and text.startswith("@", i):
                i += 1
        else:
            track(i)
            try:
                i = _atom_end(text, i, lines)
            except ReadIncomplete as e:
                raise eof(e.message, i) from None
    if stack:
        top = stack[-1]  # Racket names the innermost bracket left open
        e = eof(f"read-syntax: expected a `{_OPEN[top.opener]}` to close "
                f"`{top.opener}`{top.possible_cause()}", top.at)
        raise e
    out.append(text[done:])
    return "".join(out)


# a string's characters up to its closing quote: any but `"` and `\`, or `\` and the next
_STRING_BODY = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*', re.S)


def _hash_bang_end(text: str, i: int) -> int:
    """Where the `#! ` or `#!/` line comment at ``i`` ends: at the end of its line, or of
    a later one when each line before ends with a backslash just before its linefeed
    (Racket's continuation)."""
    while True:
        nl = text.find("\n", i)
        if nl < 0:
            return len(text)
        if text[nl - 1] != "\\":     # (not before a CR: Racket ends a CRLF line there)
            return nl
        i = nl + 1


def _bad_escape(text: str, i: int) -> str | None:
    """The first character after a backslash in text[i:] that is no string escape."""
    n = len(text)
    while i < n:
        if text[i] == "\\":
            if i + 1 < n and text[i + 1] not in "abtnvfre\"'\\\n\r01234567xuU":
                return text[i + 1]
            i += 2
        else:
            i += 1
    return None


_VECTOR_OPENER = re.compile(r"#(?:[0-9]*|hash|hasheqv?|s|fx|fl)[(\[{]")


def _vector_opener(text: str, i: int) -> int:
    """Where the bracket of a `#(`, `#3(` or `#hash(` opener at ``i`` is (0 if none)."""
    m = _VECTOR_OPENER.match(text, i)
    return m.end() - 1 if m else 0


def _atom_end(text: str, i: int, lines: "_LineIndex") -> int:
    """The end of the symbol, number or `#` constant starting at ``i``."""
    start = i
    i = _ATOM_RUN.match(text, i).end()      # its characters, escapes and |...| parts
    if i < len(text):
        if text[i] == "\\":                  # a backslash at the very end
            return i + 2
        if text[i] == "|":                   # a `|` never closed
            raise ReadIncomplete("read-syntax: end-of-file following `|` in symbol",
                                 *lines.pos(start), start=lines.pos(i))
    return i


# Racket's whitespace (char-whitespace?): a no-break space, the Unicode spaces, too
_SPACE = r" \t\n\r\f\v\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
_BLANKS = re.compile(f"[{_SPACE}]+")
_SPACE_CHARS = frozenset(c for c in map(chr, range(0x3001)) if _BLANKS.fullmatch(c))
_ATOM_RUN = re.compile(r"""(?:[^\\|""" + _SPACE + r"""()\[\]{}",'`;]+|\\(?s:.)|\|[^|]*\|)*""")


def _here_string(text: str, i: int, lines: "_LineIndex") -> tuple[int, str]:
    """Read the here-string `#<<TERM` at ``i``: its lines up to one that is exactly TERM.
    Returns where it ends and the same string as an ordinary literal, followed by the
    newlines it spanned so that later positions stay where they were."""
    n = len(text)
    nl = text.find("\n", i)
    if nl < 0:
        raise ReadIncomplete("read-syntax: found end-of-file after `#<<` and before a newline",
                             *lines.pos(i), start=lines.pos(i))
    terminator = text[i + 3:nl]
    start = pos = nl + 1
    while True:
        eol = text.find("\n", pos)
        end = n if eol < 0 else eol
        if text[pos:end] == terminator:
            break
        if eol < 0:
            raise ReadIncomplete(f"read-syntax: found end-of-file before terminating "
                                 f"`{terminator}`", *lines.pos(i), start=lines.pos(i))
        pos = eol + 1
    content = text[start:pos - 1] if pos > start else ""
    literal = '"' + content.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    return end, literal + "\n" * text.count("\n", i, end)


class _LineIndex:
    """(line, column) of an index into the text, by bisecting the lines' start indexes."""

    def __init__(self, text: str) -> None:
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def pos(self, index: int) -> tuple[int, int]:
        line = bisect_right(self.starts, index)
        return line, index - self.starts[line - 1]


# ------------------------------------------------------------------ public API

class Source:
    """The result of reading a file: its `#lang` (or None) and its top-level data."""

    def __init__(self, lang: str | None, data: list[tuple[Any, Loc]]) -> None:
        self.lang = lang
        self.data = data


def read_source(text: str, graph: bool = False) -> Source:
    """Read all data from ``text``; the first `#lang` line, if any, names the language.
    A byte-order mark at the start (Windows editors write one) is ignored, as Racket does.
    ``graph``: graph notation (`#0=(a . #0#)`) is allowed, as `read` allows it (source text
    is read as read-syntax reads it, which does not), each top-level datum its own labels."""
    text = text.removeprefix("\ufeff")
    student = _student_header(text)
    if student is not None:        # a DrRacket-saved teaching-language file
        text = student[1]
    teaching = student is not None or _TEACHING_LANG.match(text) is not None
    with direct.decimals_exact(teaching):     # a teaching language's decimals are exact
        return _read_source(text, graph, student)


# a `#lang` line naming one of How to Design Programs' teaching languages, at the top
_TEACHING_LANG = re.compile(r"(?:\s|;[^\n]*\n)*#lang[ \t]+htdp/")


def _read_source(text: str, graph: bool, student: tuple[str, str] | None) -> Source:
    """read_source's reading of ``text`` (``student``: its teaching-language header's
    language and text, or None)."""
    # the common case, without the parser and without the prescan: the prescan finds
    # nothing wrong in a text the direct reader reads whole (block comments and
    # here-strings included, which it reads as the prescan rewrites them)
    children = direct.read_plain(text, prescanned=False)
    clean = text
    if children is None:
        try:
            clean = _prescan(text)
        except ReadError as e:
            raise _earlier_error(e) from None
        if clean != text:
            children = direct.read_plain(clean)
    _TO_DATA.begin(graph)    # graph notation only through the parser (the direct reader leaves it)
    try:
        if children is None:
            children = _parser().parse(clean).children
    except UnexpectedInput as e:
        raise _from_lark(e, clean) from None
    except VisitError as e:
        if isinstance(e.orig_exc, ReadError):
            raise e.orig_exc from None
        bug = e.orig_exc     # a bug in the reader: a read error that says so, no traceback
        raise ReadError(f"read-syntax: internal error in minischeme: {type(bug).__name__}: "
                        f"{bug}", 1, 0) from None
    lang = None
    data = []
    for child in children:
        if isinstance(child, Token):
            if child.type == "LANG":
                if lang is not None or data:
                    raise _lang_not_enabled(child.line, child.column - 1)
                lang = _lang_name(str(child), child.line, child.column - 1)
            continue
        if child is not _COMMENTED:
            data.append(child)
    if _TO_DATA.used_graph:
        data = [(_resolve_graph(datum), loc) for datum, loc in data]
    return Source(student[0] if student is not None else lang, data)


def _student_header(text: str) -> tuple[str, str] | None:
    """A How to Design Programs file's `#reader(lib "htdp-...-reader.ss" "lang")` header:
    its language and the text without it (forms/htdp.py)."""
    if "#reader" not in text[:2000]:
        return None
    from minischeme.reading.student_header import htdp_header
    return htdp_header(text)


def read_or_message(text: str, source: str) -> Source | str:
    """The forms of ``text``, or the message of what stopped reading it, located in
    ``source``: a read error, nesting deeper than the stack holds, or a bug in the reader
    (reported, never raised). Loading a file and requiring one read through here."""
    try:
        return read_source(text)
    except ReadError as e:
        return e.located(source)
    except RecursionError:
        return f"{source}: read-syntax: nesting too deep"
    except Exception as e:  # a bug in minischeme: report it without a traceback
        return f"internal error in minischeme: {type(e).__name__}: {e}"


def _earlier_error(e: ReadError) -> ReadError:
    """The pre-scan's error ``e``, or an error the parser finds earlier in the text (Racket
    reads in order, so it reports that one)."""
    _TO_DATA.begin(_TO_DATA.graph)
    try:
        _parser().parse(e.prefix)
    except UnexpectedInput as u:
        token = getattr(u, "token", None)
        if not isinstance(u, UnexpectedEOF) and (token is None or token.type != "$END"):
            return _from_lark(u, e.prefix)
        dot = _dot_before(e.prefix, len(e.prefix)) if e.wrong_closer else None
        if dot is not None:  # `(a . b]`: after the dot's datum, only the right closer
            return ReadError("read-syntax: illegal use of `.`", *_LineIndex(e.prefix).pos(dot))
    except VisitError as v:
        if isinstance(v.orig_exc, ReadError):
            return v.orig_exc
    return e


_LANG_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-+_/")


def _lang_name(token: str, line: int, col: int) -> str:
    """The language a `#lang NAME` (or `#!NAME`) names: NAME ends at whitespace, and the
    rest of the line is ordinary source (`#lang racket ; comment`), except after
    `planet`, `reader` and `s-exp`, whose readers take the module path after them (only
    planet's simply-scheme is known here); a character other than
    Racket's allowed ones in NAME is Racket's read error."""
    name = token[2:] if token.startswith("#!") else token[len("#lang"):].lstrip(" \t")
    name = name.rstrip()
    for reader in ("planet", "reader", "s-exp"):     # `#lang planet PATH`: the path is its
        if name.startswith(reader) and name[len(reader):len(reader) + 1] in (" ", "\t"):
            return f"{reader} {name[len(reader):].strip()}"     # reader's (and refused)
    for ch in name:
        if ch not in _LANG_NAME_CHARS:
            raise ReadError("read-syntax: expected only alphanumeric, `-`, `+`, `_`, or `/` "
                            f"characters for `#lang`, found `{ch}`", line, col)
    return name


def _from_lark(e: UnexpectedInput, text: str) -> ReadError:
    error = _error_from_lark(e, text)
    token = getattr(e, "token", None)
    if token is not None and token.type != "$END" and error.end is None:
        error.end = _end_of(token)
    return error


_PREFIX_TOKENS = frozenset({"QUOTE", "QUASIQUOTE", "UNQUOTE", "UNQUOTE_SPLICING",
                            "SYNTAX_QUOTE", "QUASISYNTAX", "UNSYNTAX", "UNSYNTAX_SPLICING", "BOX",
                            "DATUM_COMMENT"})


def _dangling_prefix_start(e: UnexpectedInput) -> Loc:
    """Where the prefixes (`'`, `#;`, ...) left waiting for a datum at the end begin."""
    parser = getattr(e, "interactive_parser", None)
    stack = parser.parser_state.value_stack if parser is not None else []
    for item in stack:
        if isinstance(item, Token) and item.type in _PREFIX_TOKENS:
            return (item.line, item.column - 1)
    return (getattr(e, "line", 1) or 1, (getattr(e, "column", 1) or 1) - 1)


def _dangling_graph_tag(e: UnexpectedInput) -> str | None:
    """The `#n=` left waiting for its datum at the end of the text, if that is what is."""
    parser = getattr(e, "interactive_parser", None)
    stack = parser.parser_state.value_stack if parser is not None else []
    last = stack[-1] if stack else None
    return str(last) if isinstance(last, Token) and last.type == "GRAPH_DEF" else None


def _lang_not_enabled(line: int, col: int) -> ReadError:
    """A `#lang` after the module's first one, or inside a datum: Racket's read error."""
    return ReadError("read-syntax: `#lang` not enabled\n  possible reason: not allowed again "
                     "inside a module that already starts `#lang`, or not enabled for "
                     "interactive evaluation", line, col)


def _error_from_lark(e: UnexpectedInput, text: str) -> ReadError:
    line = getattr(e, "line", 1) or 1
    col = (getattr(e, "column", 1) or 1) - 1
    token = getattr(e, "token", None)
    if token is not None and token.type == "LANG" and str(token).startswith("#lang"):
        return _lang_not_enabled(line, col)
    pos = getattr(e, "pos_in_stream", None)
    if token is not None and str(token) in (")", "]", "}") and pos is not None:
        before = text[:pos].rstrip()
        if before.endswith(".") and (len(before) == 1 or before[-2] in " \t\n([{"):
            return ReadError(f"read-syntax: unexpected `{token}`", line, col)  # `(a . )`
    if pos is not None:
        dot = _dot_before(text, pos)
        if dot is not None:
            return ReadError("read-syntax: illegal use of `.`", *_LineIndex(text).pos(dot))
    if token is not None and str(token) == ".":
        return ReadError("read-syntax: illegal use of `.`", line, col)
    if token is not None and token.type == "$END":
        tag = _dangling_graph_tag(e)
        what = f"graph after `{tag}`" if tag else "quoting \"'\""
        return ReadIncomplete(f"read-syntax: expected an element for {what}, found "
                              "end-of-file", line, col, start=_dangling_prefix_start(e))
    if token is not None and str(token) in (")", "]", "}"):     # `(a ')`, `(a #;)`
        return ReadError(f"read-syntax: unexpected `{token}`", line, col)
    rest = text[getattr(e, "pos_in_stream", 0) or 0:]
    if rest.startswith(_WXME):          # DrRacket's binary format: say what it is
        return ReadError("read-syntax: `#reader` not enabled\n  possible reason: the file is in "
                         "DrRacket's WXME format (it holds an image or a comment box), which "
                         "minischeme does not read; in DrRacket, File > Save Other > Save "
                         "Definitions As Text", line, col)
    if rest.startswith("#reader"):      # code that would choose its own reader: refused
        return ReadError("read-syntax: `#reader` not enabled", line, col)
    if rest.startswith("#s"):
        return ReadError("read-syntax: expected `(`, `[`, or `{` after `#s`", line, col)
    if rest.startswith(("#c", "#C")):   # (Racket's quotes as they are)
        return ReadError("read-syntax: expected `s', `S`, `i`, or `I` after `#c`", line, col)
    return ReadError(f"read-syntax: bad syntax `{_bad_dispatch(rest)}`", line, col)


_WXME = '#reader(lib"read.ss""wxme")WXME'      # how DrRacket's binary files begin


def _bad_dispatch(rest: str) -> str:
    """The text Racket quotes in `bad syntax` for a `#` it cannot read: `#` and the next
    character; after `#` and digits, or `#hash`, one character more; `#t1` whole."""
    m = re.match(r"#[0-9]+|#hash", rest)
    if m:
        return rest[:m.end() + 1]
    m = re.match(r"#(?:true|false|[tTfF])[^\s()\[\]{}\",'`;]+", rest)
    if m:
        return m.group()
    return rest[:2]


def _dot_before(text: str, pos: int) -> int | None:
    """Index of a lone `.` in the list that encloses ``pos``, if the error follows one."""
    depth, i = 0, pos - 1
    while i >= 0:
        c = text[i]
        if c in ")]}":
            depth += 1
        elif c in "([{":
            if depth == 0:
                break
            depth -= 1
        elif (c == "." and depth == 0 and (i == 0 or text[i - 1].isspace())
              and (i + 1 >= len(text) or text[i + 1].isspace() or text[i + 1] in "([{")):
            return i
        i -= 1
    return None


def read_all(text: str) -> list[Any]:
    """Just the data of ``text`` (no positions, no #lang)."""
    return [d for d, _ in read_source(text).data]
