"""json: JSON text to and from Racket values (jsexprs), as Racket 8.7's json library does.

A JSON object is an immutable `hasheq` with symbol keys, an array a list, a string a
string, `true`/`false` #t/#f, `null` the value of the parameter `json-null` (`'null`), a
number an exact integer when written without a fraction or exponent, else a float.
Writing orders an object's keys (as `hash-for-each` with its try-order flag does), escapes
control characters, `"`, `\\` and DEL (`#:encode 'all`: every non-ASCII character too, as
`\\uXXXX` or a UTF-16 pair) and writes numbers as `write` does.

Reading follows json.org with no extensions, taking from the port exactly what Racket's
reader takes (a number stops at its last digit; whitespace after a value stays), and its
errors are Racket's exn:fail:read messages: `string::4: string->jsexpr: unexpected
end-of-file`, where the position is the port's next one."""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from minischeme.values.data import EOF, NIL, VOID, HashTable, MString, make_mstring, Symbol, as_str, is_list, list_to_python, sym
from minischeme.values.equality import hash_put
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_READ, contract_error, racket_error
from minischeme.values.ports import OutputPort, current_output
from minischeme.values.printer import error_value_string, write_string
from minischeme.values.procedures import Parameter
from .base_lists import from_pylist, split_keywords
from .sandbox import InputPort, _in
from .registry import add, define, library

library("json")

JSON_NULL = Parameter(sym("null"), None, "json-null")
add("json-null", JSON_NULL)

_ESCAPES = {"b": "\b", "n": "\n", "r": "\r", "f": "\f", "t": "\t", "\\": "\\", '"': '"', "/": "/"}
_WRITE_ESCAPES = {"\b": "\\b", "\n": "\\n", "\r": "\\r", "\f": "\\f", "\t": "\\t", "\\": "\\\\",
                  '"': '\\"'}
_CONTROL = re.compile('[\x00-\x1f\\\\"\x7f]')
_ALL = re.compile('[\x00-\x1f\\\\"\x7f-\U0010ffff]')


def _null(who: str, kw: dict) -> Any:
    return kw.get("#:null", JSON_NULL.value)


# ------------------------------------------------------------------ jsexpr?

def _inexact_rational(x: Any) -> bool:
    return type(x) is float and x == x and x not in (float("inf"), float("-inf"))


def is_jsexpr(x: Any, jsnull: Any) -> bool:
    """Racket's `jsexpr?`: integers, finite floats, booleans, strings, the null value,
    lists of jsexprs and hash tables from symbols to jsexprs."""
    if (type(x) is int or _inexact_rational(x) or type(x) is bool or as_str(x) is not None
            or x is jsnull or (type(x) is Symbol and x == jsnull)):
        return True
    if is_list(x):
        return all(is_jsexpr(v, jsnull) for v in list_to_python(x))
    if type(x) is HashTable:
        return all(type(k) is Symbol and not k.name.startswith("#:") and is_jsexpr(v, jsnull)
                   for k, v in x.table.values())
    return False


@define("jsexpr?", 1, None)
def jsexpr_p(*args: Any) -> bool:
    """(jsexpr? x #:null [jsnull (json-null)])."""
    pos, kw = split_keywords("jsexpr?", args, ("#:null",))
    return is_jsexpr(pos[0], _null("jsexpr?", kw))


# ------------------------------------------------------------------ writing

def _type_error(who: str, what: str, x: Any) -> Exception:
    return racket_error(f"{who}: expected argument of type <{what}>; given: {error_value_string(x)}",
                        EXN_FAIL_CONTRACT)


def _escape(m: re.Match) -> str:
    ch = m.group(0)
    known = _WRITE_ESCAPES.get(ch)
    if known is not None:
        return known
    n = ord(ch)
    if n < 0x10000:
        return f"\\u{n:04x}"
    n -= 0x10000
    return f"\\u{0xD800 + (n >> 10):04x}\\u{0xDC00 + (n & 0x3FF):04x}"


def json_text(who: str, x: Any, jsnull: Any, encode: Any) -> str:
    """The JSON text of ``x`` (Racket's `write-json*`)."""
    if encode is sym("control"):
        rx = _CONTROL
    elif encode is sym("all"):
        rx = _ALL
    else:
        raise contract_error(who, "(or/c 'control 'all)", encode)
    out: list[str] = []

    def string(s: str) -> None:
        out.append('"' + rx.sub(_escape, s) + '"')

    def walk(v: Any) -> None:
        if (type(v) is int and v is not True and v is not False) or _inexact_rational(v):
            out.append(write_string(v))
        elif v is False:
            out.append("false")
        elif v is True:
            out.append("true")
        elif v is jsnull or (type(v) is Symbol and v == jsnull):
            out.append("null")
        elif as_str(v) is not None:
            string(as_str(v))
        elif is_list(v):
            out.append("[")
            for i, item in enumerate(list_to_python(v)):
                if i:
                    out.append(",")
                walk(item)
            out.append("]")
        elif type(v) is HashTable:
            out.append("{")
            entries = list(v.table.values())
            for k, _ in entries:
                if type(k) is not Symbol or k.name.startswith("#:"):
                    raise _type_error(who, "legal JSON key value", k)
            for i, (k, item) in enumerate(sorted(entries, key=lambda e: e[0].name)):
                if i:
                    out.append(",")
                string(k.name)
                out.append(":")
                walk(item)
            out.append("}")
        else:
            raise _type_error(who, "legal JSON value", v)
    walk(x)
    return "".join(out)


@define("write-json", 1, None)
def write_json(*args: Any) -> Any:
    """(write-json x [out] #:null #:encode): x's JSON text written to the port."""
    pos, kw = split_keywords("write-json", args, ("#:null", "#:encode"))
    if not 1 <= len(pos) <= 2:
        raise racket_error(f"write-json: arity mismatch;\n the expected number of arguments "
                           f"does not match the given number\n  given: {len(pos)}")
    port = pos[1] if len(pos) > 1 else current_output()
    if not isinstance(port, OutputPort):
        raise contract_error("write-json", "output-port?", port)
    port.write(json_text("write-json", pos[0], _null("write-json", kw), kw.get("#:encode", sym("control"))))
    return VOID


@define("jsexpr->string", 1, None)
def jsexpr_to_string(*args: Any) -> Any:
    """(jsexpr->string x #:null #:encode): x's JSON text."""
    pos, kw = split_keywords("jsexpr->string", args, ("#:null", "#:encode"))
    return make_mstring(json_text("jsexpr->string", pos[0], _null("jsexpr->string", kw),
                             kw.get("#:encode", sym("control"))))


@define("jsexpr->bytes", 1, None)
def jsexpr_to_bytes(*args: Any) -> Any:
    """(jsexpr->bytes x #:null #:encode): x's JSON text as UTF-8 bytes."""
    pos, kw = split_keywords("jsexpr->bytes", args, ("#:null", "#:encode"))
    text = json_text("jsexpr->bytes", pos[0], _null("jsexpr->bytes", kw), kw.get("#:encode", sym("control")))
    return bytearray(text.encode("utf-8"))


# ------------------------------------------------------------------ reading

class _Reader:
    """Racket's `read-json*` over an input port's text, from its position."""

    def __init__(self, who: str, port: InputPort, jsnull: Any) -> None:
        self.who, self.port, self.jsnull = who, port, jsnull
        self.text = port.text

    def err(self, message: str) -> Exception:
        name = self.port.name or "string"
        return racket_error(f"{name}::{self.port.pos + 1}: {self.who}: {message}", EXN_FAIL_READ, NIL)

    def peek(self) -> str:
        p = self.port.pos
        return self.text[p] if p < len(self.text) else ""

    def skip_whitespace(self) -> str:
        while True:
            ch = self.peek()
            if ch in (" ", "\t", "\n", "\r"):
                self.port.pos += 1
            elif ch and ch.isspace():
                raise self.err("found whitespace that is not allowed by the JSON specification\n"
                               f"  char: {write_string(_char(ch))}")
            else:
                return ch

    def bad_input(self, prefix: str = "", eof: bool = False) -> Exception:
        rest = self.text[self.port.pos:self.port.pos + 99]
        if (not rest and not prefix) or eof:    # (Racket's words: no space before `after`)
            after = f"after {write_string(bytearray(prefix.encode('utf-8')))}" if prefix else ""
            return self.err("unexpected end-of-file" + after)
        shown = (prefix + rest).encode("utf-8")
        return self.err(f"bad input starting {write_string(bytearray(shown))}")

    def value(self, top: bool = False) -> Any:
        ch = self.skip_whitespace()
        if not ch:
            if top:
                return EOF
            raise self.bad_input()
        if ch == "t":
            self.literal("true")
            return True
        if ch == "f":
            self.literal("false")
            return False
        if ch == "n":
            self.literal("null")
            return self.jsnull
        if ch == "-" or "0" <= ch <= "9":
            return self.number()
        self.port.pos += 1
        if ch == '"':
            return make_mstring(self.string())
        if ch == "[":
            return from_pylist(self.sequence("array", "]", self.value))
        if ch == "{":
            h = HashTable("eq", mutable=False)
            for k, v in self.sequence("object", "}", self.pair):
                hash_put(h, k, v)
            return h
        self.port.pos -= 1
        raise self.bad_input()

    def literal(self, word: str) -> None:
        self.port.pos += 1
        for j in range(1, len(word)):
            c = self.peek()
            if not c:       # Racket's reader makes a byte string of the eof it read
                raise contract_error("bytes", "byte?", EOF)
            self.port.pos += 1
            if c != word[j]:
                raise self.bad_input(word[:j] + c)
        after = self.peek()
        if after and (after.isascii() and (after.isalnum() or after == "_")):
            raise self.bad_input(word)

    def next_char(self) -> str:
        """The next character, consumed ("" at the end)."""
        ch = self.peek()
        self.port.pos += 1 if ch else 0
        return ch

    def number(self) -> Any:
        """Racket's read-number, step by step: an integer part (at least a digit, no
        digit after a leading 0), then perhaps a fraction and an exponent, each with a
        digit at least; a number with either is a float (n * 10^exp made exact first)."""
        sgn = 1
        if self.peek() == "-":
            self.port.pos += 1
            sgn = -1
        c = self.next_char()
        if not c.isdigit() or not c.isascii():
            raise self.bad_input(("-" if sgn < 0 else "") + c, eof=not c)
        n, more = int(c), c != "0"
        while True:
            c = self.peek()
            if more and c.isascii() and c.isdigit():
                self.port.pos += 1
                n = n * 10 + int(c)
            elif c == ".":
                self.port.pos += 1
                return self.fraction(sgn, n)
            elif c in ("e", "E"):
                self.port.pos += 1
                return self.exponent(sgn * n, c, 0)
            else:
                return sgn * n

    def fraction(self, sgn: int, n: int) -> Any:
        c = self.next_char()
        if not (c.isascii() and c.isdigit()):
            raise self.bad_input(f"{sgn * n}." + c, eof=not c)
        n, exp = n * 10 + int(c), -1
        while True:
            c = self.peek()
            if c.isascii() and c.isdigit():
                self.port.pos += 1
                n, exp = n * 10 + int(c), exp - 1
            elif c in ("e", "E"):
                self.port.pos += 1
                return self.exponent(sgn * n, c, exp)
            else:
                return _exponential(sgn * n, exp)

    def exponent(self, n: int, mark: str, exp: int) -> Any:
        c = self.next_char()
        sign = 1
        if c in ("+", "-"):
            sign = 1 if c == "+" else -1
            d = self.next_char()
            if not (d.isascii() and d.isdigit()):
                raise self.bad_input(_n_string(n, exp) + mark + c + d, eof=not d)
            c = d
        elif not (c.isascii() and c.isdigit()):
            raise self.bad_input(_n_string(n, exp) + mark + c, eof=not c)
        e2 = int(c)
        while self.peek().isascii() and self.peek().isdigit():
            e2 = e2 * 10 + int(self.next_char())
        return _exponential(n, exp + sign * e2)

    def string(self) -> str:
        out: list[str] = []
        while True:
            p = self.port.pos
            if p >= len(self.text):
                raise self.err("unterminated string")
            ch = self.text[p]
            self.port.pos += 1
            if ch == '"':
                return "".join(out)
            if ch != "\\":
                out.append(ch)
                continue
            esc = self.peek()
            self.port.pos += 1 if esc else 0
            if esc in _ESCAPES:
                out.append(_ESCAPES[esc])
            elif esc == "u":
                e = self.hex4()
                if 0xD800 <= e <= 0xDFFF:
                    if self.text[self.port.pos:self.port.pos + 2] != "\\u":
                        self.port.pos = min(self.port.pos + 2, len(self.text))
                        raise self.err("bad string \\u escape, missing second half of a UTF-16 pair")
                    self.port.pos += 2
                    e2 = self.hex4()
                    if not 0xDC00 <= e2 <= 0xDFFF:
                        raise self.err("bad string \\u escape, bad second half of a UTF-16 pair")
                    e = ((e - 0xD800) << 10) + (e2 - 0xDC00) + 0x10000
                out.append(chr(e))
            else:
                raise self.err(f'bad string escape: "{esc}"')

    def hex4(self) -> int:
        digits = self.text[self.port.pos:self.port.pos + 4]
        self.port.pos += len(digits)
        if len(digits) < 4:
            raise racket_error("unexpected end-of-file")
        try:
            return int(digits, 16)
        except ValueError:
            raise self.err(f"bad \\u escape {write_string(bytearray(digits.encode()))}") from None

    def sequence(self, what: str, end: str, read_one: Any) -> list:
        ch = self.skip_whitespace()
        if ch == end:
            self.port.pos += 1
            return []
        items = [read_one()]
        while True:
            ch = self.skip_whitespace()
            if ch == end:
                self.port.pos += 1
                return items
            if ch == ",":
                self.port.pos += 1
                items.append(read_one())
                continue
            if ch:
                self.port.pos += 1
            raise self.err(f"error while parsing a json {what}")

    def pair(self) -> tuple[Symbol, Any]:
        k = self.value()
        if as_str(k) is None:
            raise self.err("non-string value used for json object key")
        ch = self.skip_whitespace()
        if not ch:
            raise self.err("unexpected end-of-file while parsing a json object pair")
        if ch != ":":
            raise self.err("error while parsing a json object pair")
        self.port.pos += 1
        return sym(as_str(k)), self.value()


def _n_string(n: int, exp: int) -> str:
    """The digits read so far, for an error: n with its point put back (Racket's n->string)."""
    text = str(n)
    if exp == 0:
        return text
    m = len(text) + exp
    return text[:m] + "." + text[m:]


def _exponential(n: int, exp: int) -> float:
    """n * 10^exp as a float, without huge powers: out of range, 0.0 or an infinity
    (Racket's safe-exponential->inexact)."""
    import math
    scale = exp if n == 0 else math.log10(abs(n)) + exp
    if scale < -400:
        return 0.0 if n >= 0 else -0.0
    if scale > 400:
        return 0.0 if n == 0 else float("inf") if n > 0 else float("-inf")
    try:
        return float(Fraction(n) * Fraction(10) ** exp)
    except OverflowError:       # past the largest float (1.8e308): an infinity, as Racket
        return float("inf") if n > 0 else float("-inf")


def _char(ch: str) -> Any:
    from minischeme.values.data import Char
    return Char(ch)


def read_json_from(who: str, port: InputPort, jsnull: Any) -> Any:
    return _Reader(who, port, jsnull).value(top=True)


@define("read-json", 0, None)
def read_json(*args: Any) -> Any:
    """(read-json [in] #:null): the next JSON value of the port, or eof."""
    pos, kw = split_keywords("read-json", args, ("#:null",))
    port = _in("read-json", tuple(pos))
    port.read_ahead = None
    return read_json_from("read-json", port, _null("read-json", kw))


@define("string->jsexpr", 1, None)
def string_to_jsexpr(*args: Any) -> Any:
    """(string->jsexpr str #:null): the first JSON value of the string (eof for none)."""
    pos, kw = split_keywords("string->jsexpr", args, ("#:null",))
    text = as_str(pos[0]) if pos else None
    if text is None:
        raise contract_error("string->jsexpr", "string?", pos[0] if pos else VOID)
    return read_json_from("string->jsexpr", InputPort(text), _null("string->jsexpr", kw))


@define("bytes->jsexpr", 1, None)
def bytes_to_jsexpr(*args: Any) -> Any:
    """(bytes->jsexpr bstr #:null): the first JSON value of the UTF-8 bytes."""
    pos, kw = split_keywords("bytes->jsexpr", args, ("#:null",))
    b = pos[0] if pos else None
    if type(b) not in (bytes, bytearray):
        raise contract_error("bytes->jsexpr", "bytes?", b)
    return read_json_from("bytes->jsexpr", InputPort(bytes(b).decode("utf-8", "replace")),
                          _null("bytes->jsexpr", kw))
