"""Racket's regular-expression syntax written as Python `re` syntax.

Racket's two pattern languages (`regexp`/#rx and `pregexp`/#px, Racket reference 4.8.1) look
like Python's but differ where programs notice:

* `.` matches a newline, `^` and `$` only the start and end of the input, unless in multi
  mode (`(?m:...)`); Python's `$` also matches before a final newline.
* In #rx a backslash makes the next character literal (`\\d` is `d`, `\\n` is `n`), also
  inside brackets it is itself; `{` and `}` are literal; there are no back-references.
* In #px `\\d \\w \\s \\b` (and their capitals) are ASCII classes, `[:alpha:]` and the other
  POSIX classes go in brackets, `\\p{Ll}` names Unicode categories, `{n,m}` may leave out n
  (`{,m}`) or both (`{}`, which Racket 8.7 takes as `{0}`), `\\N` is a back-reference, and a backslash before any other letter
  is an error.
* Mode groups are `(?i:...)`, `(?-i:...)`, `(?m:...)`, `(?s:...)` and their combinations.

``translate`` walks a pattern once and writes the Python pattern that matches the same
strings (compiled with re.DOTALL, so a `.` outside multi mode is any character). Errors
Racket reports when compiling come back as RegexpSyntaxError in Racket's words.
"""
from __future__ import annotations

import sys
import unicodedata
from functools import lru_cache


class RegexpSyntaxError(ValueError):
    """A pattern Racket would refuse; the message is Racket's (without the procedure name)."""


_DIGIT, _WORD, _SPACE = "0-9", "a-zA-Z0-9_", " \\t\\n\\f\\r"
_CLASSES = {"d": _DIGIT, "w": _WORD, "s": _SPACE}
_POSIX = {"alpha": "a-zA-Z", "upper": "A-Z", "lower": "a-z", "digit": "0-9", "xdigit": "0-9a-fA-F",
          "alnum": "a-zA-Z0-9", "word": "a-zA-Z0-9_", "blank": " \\t", "space": " \\t\\n\\f\\r",
          "graph": "\\x21-\\x7e", "print": " \\t\\x21-\\x7e", "cntrl": "\\x00-\\x1f", "ascii": "\\x00-\\x7f"}
_WORD_BOUNDARY = "(?:(?<=[a-zA-Z0-9_])(?![a-zA-Z0-9_])|(?<![a-zA-Z0-9_])(?=[a-zA-Z0-9_]))"
_NOT_WORD_BOUNDARY = "(?:(?<=[a-zA-Z0-9_])(?=[a-zA-Z0-9_])|(?<![a-zA-Z0-9_])(?![a-zA-Z0-9_]))"
_CATEGORIES = {"Ll", "Lu", "Lt", "Lm", "Lo", "Nd", "Nl", "No", "Ps", "Pe", "Pi", "Pf", "Pc", "Pd", "Po",
               "Mn", "Mc", "Me", "Sc", "Sk", "Sm", "So", "Zl", "Zp", "Zs", "Cc", "Cf", "Cs", "Cn", "Co"}
_UNIONS = {"L&": {"Ll", "Lu", "Lt", "Lm"}, "L": {"Ll", "Lu", "Lt", "Lm", "Lo"}, "N": {"Nd", "Nl", "No"},
           "P": {"Ps", "Pe", "Pi", "Pf", "Pc", "Pd", "Po"}, "M": {"Mn", "Mc", "Me"},
           "S": {"Sc", "Sk", "Sm", "So"}, "Z": {"Zl", "Zp", "Zs"}, "C": {"Cc", "Cf", "Cs", "Cn", "Co"}}


def _escape(c: str) -> str:
    """A character as a Python pattern that matches just it (in or out of brackets)."""
    return c if c.isalnum() and c.isascii() else f"\\x{ord(c):02x}" if ord(c) < 256 else f"\\u{ord(c):04x}" \
        if ord(c) < 0x10000 else f"\\U{ord(c):08x}"


@lru_cache(maxsize=None)
def _category_ranges(names: frozenset) -> str:
    """The characters of some Unicode general categories as bracket contents (computed once)."""
    out, start, prev = [], None, -2
    for cp in range(sys.maxunicode + 1):
        inside = unicodedata.category(chr(cp)) in names
        if inside and cp != prev + 1:
            if start is not None:
                out.append((start, prev))
            start = cp
        if inside:
            prev = cp
    if start is not None:
        out.append((start, prev))
    return "".join(_escape(chr(a)) if a == b else f"{_escape(chr(a))}-{_escape(chr(b))}" for a, b in out)


def _property(name: str) -> tuple[str, bool]:
    """(bracket contents, negated) of \\p{name}."""
    negated = name.startswith("^")
    key = name[1:] if negated else name
    if key == ".":
        return "\\x00-\\U0010ffff", negated
    names = _UNIONS.get(key, {key} if key in _CATEGORIES else None)
    if names is None:
        raise RegexpSyntaxError(f"unrecognized property name in `\\p{{}}`: `{key}`")
    return _category_ranges(frozenset(names)), negated


_MODE_EXPECTED = ("expected `:` or another mode after `(?` and a mode sequence;\n"
                  " a mode is `i`, `-i`, `m`, `-m`, `s`, or `-s`")


class _Translator:
    """One walk of a pattern. Each part's translation comes with whether it can match the
    empty string, since Racket refuses `*`, `+` and `{...}` of such an operand."""

    def __init__(self, source: str, pregexp: bool, known: dict[int, bool] | None = None,
                 total: int | None = None) -> None:
        self.s, self.px, self.i = source, pregexp, 0
        self.multi = [False]            # multi mode, innermost last
        self.groups: dict[int, bool] = {}   # capturing group number -> can it match empty
        # the groups of the whole pattern (a first walk finds them), for back-references
        # to a group that comes later
        self.known = known if known is not None else {}
        self.total = total                  # how many groups (known on the second walk)
        self.opened = 0
        self.closed: set[int] = set()
        self.highest_reference = 0
        # Racket's errors found once the whole pattern has parsed (a bad escape anywhere in
        # it is reported first), in the order met: a repeated operand that can match empty,
        # a back-reference past the last group
        self.deferred: list[str] = []

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.s[j] if j < len(self.s) else ""

    def run(self) -> str:
        out, _ = self.sequence()
        if self.i < len(self.s):        # a `)` with no `(`
            raise RegexpSyntaxError("unmatched `)` in pattern")
        return out

    def sequence(self) -> tuple[str, bool]:
        """Alternatives up to a `)` or the end: (text, can it match empty)."""
        branches: list[list[tuple[str, bool]]] = [[]]
        while self.i < len(self.s) and self.peek() != ")":
            if self.peek() == "|":
                self.i += 1
                branches.append([])
            else:
                branches[-1].append(self.quantified())
        text = "|".join("".join(t for t, _ in b) for b in branches)
        return text, any(all(n for _, n in b) for b in branches)

    def quantified(self) -> tuple[str, bool]:
        """An atom and the quantifier after it, if any."""
        text, empty = self.atom()
        c = self.peek()
        if not c or not (c in "*+?" or (c == "{" and self.px)):
            return text, empty
        self.i += 1
        if c == "{":
            quantifier, least = self.bound()
        else:
            quantifier, least = c, 0 if c in "*?" else 1
        if c != "?" and empty:
            self.deferred.append("`*`, `+`, or `{...}` operand could be empty")
        if empty:                           # (Python repeats no bare zero-width assertion)
            text = f"(?:{text})"
        if self.peek() == "?":
            self.i += 1
            quantifier += "?"
        nxt = self.peek()
        if nxt and nxt in "*+?":
            raise RegexpSyntaxError(f"nested `{nxt}` in patten")      # sic: Racket 8.7's spelling
        if nxt == "{" and self.px:
            raise RegexpSyntaxError("nested `{` in pattern")
        return text + quantifier, empty or least == 0

    def atom(self) -> tuple[str, bool]:
        c = self.peek()
        self.i += 1
        if c == "\\":
            return self.escape()
        if c == "[":
            return self.brackets(), False
        if c == "(":
            return self.group()
        if c == ".":
            return ("[^\\n]" if self.multi[-1] else "."), False
        if c == "^":
            return ("(?m:^)" if self.multi[-1] else "^"), True
        if c == "$":
            return ("(?m:$)" if self.multi[-1] else "\\Z"), True
        if c in "*+?" or (c == "{" and self.px):
            raise RegexpSyntaxError(f"`{c}` follows nothing in pattern")
        if c in "]}" and self.px:
            raise RegexpSyntaxError(f"unmatched `{c}` in pattern")
        return _escape(c), False

    def bound(self) -> tuple[str, int]:
        """{n}, {n,}, {,m}, {n,m} or {} after an atom (pregexp): the Python quantifier and
        the least count."""
        close = self.s.find("}", self.i)
        body = self.s[self.i:close] if close >= 0 else None
        if body is None or not all(ch.isdigit() or ch == "," for ch in body) or body.count(",") > 1:
            raise RegexpSyntaxError("expected digit, `,`, or `}' for repetition specification started with `{`")
        self.i = close + 1
        if body == "":                      # as Racket 8.7 takes it (its docs say `*`)
            return "{0}", 0
        if body == ",":
            return "*", 0
        least = int(body.split(",")[0] or 0)
        if body.startswith(","):
            return "{0" + body + "}", 0
        return "{" + body + "}", least

    def escape(self) -> tuple[str, bool]:
        if self.i >= len(self.s):
            return "\\x00", False         # `\` at the end matches NUL
        c = self.peek()
        self.i += 1
        if not self.px:
            return _escape(c), False
        if c.isdigit():
            digits = c
            while self.peek().isdigit():
                digits += self.peek()
                self.i += 1
            n = int(digits)
            self.highest_reference = max(self.highest_reference, n)
            if self.total is not None and n > self.total:
                self.deferred.append("backreference number is larger than the highest-numbered cluster")
            if n not in self.closed:        # a group not closed yet: it has matched nothing
                return "(?!)", self.known.get(n, False)
            return f"(?:\\{digits})", self.groups[n]
        if c in "dws":
            return f"[{_CLASSES[c]}]", False
        if c in "DWS":
            return f"[^{_CLASSES[c.lower()]}]", False
        if c == "b":
            return _WORD_BOUNDARY, True
        if c == "B":
            return _NOT_WORD_BOUNDARY, True
        if c in "pP":
            contents, negated = self.property()
            return f"[{'^' if negated != (c == 'P') else ''}{contents}]", False
        if c.isascii() and c.isalpha():
            raise RegexpSyntaxError("illegal alphabetic escape")
        return _escape(c), False

    def property(self) -> tuple[str, bool]:
        if self.peek() != "{" or "}" not in self.s[self.i:]:
            raise RegexpSyntaxError("expected `{` after `\\p` or `\\P`")
        close = self.s.index("}", self.i)
        name = self.s[self.i + 1:close]
        self.i = close + 1
        return _property(name)

    def group(self) -> tuple[str, bool]:
        if self.i >= len(self.s):     # a `(` that ends the pattern: Racket's own words
            raise RegexpSyntaxError("missing closing parenthesis in pattern")
        if self.peek() != "?":
            self.opened += 1
            number = self.opened
            text, empty = self.close("(")
            self.groups[number] = empty
            self.closed.add(number)
            return text, empty
        nxt = self.peek(1)
        if nxt in (":", ">"):
            self.i += 2
            return self.close("(?" + nxt)
        if nxt in ("=", "!"):
            self.i += 2
            return self.close("(?" + nxt)[0], True
        if nxt == "<" and self.peek(2) in ("=", "!"):
            self.i += 3
            return self.close("(?<" + self.s[self.i - 1])[0], True
        if nxt == "(":
            self.i += 1
            return self.close("(?")[0], True
        return self.mode_group()

    def mode_group(self) -> tuple[str, bool]:
        """(?MODE:regexp): i and -i pass to Python; m and s (multi mode or not) are kept
        here, since `.`, `^` and `$` are written out according to them."""
        j = self.i + 1
        icase, multi = None, self.multi[-1]
        while j < len(self.s) and self.s[j] != ":":
            neg = self.s[j] == "-"
            flag = self.s[j + 1] if neg and j + 1 < len(self.s) else self.s[j]
            if flag == "i":
                icase = not neg
            elif flag in "ms":
                multi = (flag == "m") != neg
            elif j == self.i + 1:
                raise RegexpSyntaxError("expected `:`, `=`, `!`, `<=`, `<!`, `i`, `-i`, `m`, `-m`, `s`, "
                                        "or `-s` after `(?`")
            else:
                raise RegexpSyntaxError(_MODE_EXPECTED)
            j += 2 if neg else 1
        if j >= len(self.s):
            raise RegexpSyntaxError(_MODE_EXPECTED)
        self.i = j + 1
        self.multi.append(multi)
        try:
            opener = "(?i:" if icase else "(?-i:" if icase is False else "(?:"
            return self.close(opener)
        finally:
            self.multi.pop()

    def close(self, opener: str) -> tuple[str, bool]:
        inner, empty = self.sequence()
        if self.peek() != ")":
            raise RegexpSyntaxError("expected a closing `)`")
        self.i += 1
        return opener + inner + ")", empty

    def brackets(self) -> str:
        """[...]: Racket's range syntax (a first `]` or `-` is literal; in #rx a backslash is
        itself; in #px classes, POSIX classes and escapes)."""
        negated = self.peek() == "^"
        if negated:
            self.i += 1
        items: list[str] = []       # Python bracket contents
        outside: list[str] = []     # \D \W \S: classes Python brackets cannot hold
        first = True
        while True:
            if self.i >= len(self.s):
                raise RegexpSyntaxError("missing closing square bracket in pattern")
            c = self.peek()
            if c == "]" and not first:
                self.i += 1
                break
            first = False
            start = self.range_item(items, outside)
            if start is None:
                continue
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.i += 1
                end = self.range_item([], [])
                if end is None or ord(end) < ord(start):
                    raise RegexpSyntaxError("invalid range within square brackets in pattern")
                items.append(f"{_escape(start)}-{_escape(end)}")
            else:
                items.append(_escape(start))
        inside = "".join(items)
        if not outside:
            return f"[{'^' if negated else ''}{inside}]" if inside else ("(?s:.)" if negated else "(?!)")
        parts = ([f"[{inside}]"] if inside else []) + [f"[^{o}]" for o in outside]
        either = "(?:" + "|".join(parts) + ")"
        return f"(?:(?!{either})(?s:.))" if negated else either

    def range_item(self, items: list[str], outside: list[str]) -> str | None:
        """One character of a range (returned), or a class added to items/outside (None)."""
        c = self.peek()
        self.i += 1
        if not self.px:
            return c
        if c == "\\" and self.i < len(self.s):
            e = self.peek()
            self.i += 1
            if e in "dws":
                items.append(_CLASSES[e])
                return None
            if e in "DWS":
                outside.append(_CLASSES[e.lower()])
                return None
            if e.isascii() and e.isalpha():
                raise RegexpSyntaxError("illegal alphabetic escape")
            return e
        if c == "[" and self.peek() == ":":
            close = self.s.find(":]", self.i + 1)
            name = self.s[self.i + 1:close] if close >= 0 else ""
            if name in _POSIX:
                self.i = close + 2
                items.append(_POSIX[name])
                return None
        return c


@lru_cache(maxsize=4096)
def translate(source: str, pregexp: bool) -> str:
    """The Python pattern (for re.DOTALL) that matches what Racket's pattern ``source``
    matches; RegexpSyntaxError for a pattern Racket refuses."""
    walk = _Translator(source, pregexp)
    text = walk.run()
    if walk.highest_reference:      # again, knowing every group
        walk = _Translator(source, pregexp, walk.groups, walk.opened)
        text = walk.run()
    if walk.deferred:
        raise RegexpSyntaxError(walk.deferred[0])
    return text
