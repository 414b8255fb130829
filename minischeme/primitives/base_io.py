"""Output and errors (racket/base): display, write, print and their -ln forms, printf, format,
error and the raise-*-error family; and racket/format's ~a ~s ~v ~e ~r.

Text goes to the current output port (minischeme.values.ports) or an explicit port argument.
"""
from __future__ import annotations

import math
import sys
from fractions import Fraction
from typing import Any, Callable

from minischeme.values.data import NIL, VOID, Char, MString, make_mstring, Pair, Symbol, as_str, is_list, is_string
from minischeme.values.errors import (EXN_FAIL, EXN_FAIL_CONTRACT, EXN_FAIL_USER, Raise, contract_error,
                      ordinal, racket_error)
from minischeme.values.printer import (ERROR_PRINT_WIDTH, PRINT_AS_EXPRESSION, PRINT_GRAPH,
                                      PRINT_MPAIR_CURLY_BRACES, PRINT_PAIR_CURLY_BRACES, display_string, error_value_string, print_string, write_string)
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import is_procedure
from .registry import add, define, library
from .base_lists import from_pylist, keyword_arity_error, split_keywords, to_pylist
from .base_numbers import MAX_POWER_BITS, check_length, check_real, is_rational, out_of_memory, to_exact
from .base_strings import check_range

library("racket/base")


# ------------------------------------------------------------------ ports

try:
    from minischeme.values.ports import OutputPort, current_error as _err, current_output as _out
except ImportError:  # a minimal stand-in, should minischeme.values.ports be missing
    OutputPort = None

    def _out() -> Any:
        return sys.stdout

    def _err() -> Any:
        return sys.stderr


def is_output_port(x: Any) -> bool:
    """Is x an output port?"""
    if OutputPort is None:
        return hasattr(x, "write") and not isinstance(x, (str, MString, Symbol))
    return type(x) is OutputPort


def _port(who: str, port: Any) -> Any:
    """The port argument, or the current output port when it is omitted."""
    if port is None:
        port = _out()
    elif not is_output_port(port):
        raise contract_error(who, "output-port?", port)
    if who in _CLOSED_WHO and getattr(port, "closed", False):
        raise port.closed_error(_CLOSED_WHO[who])
    return port


# The procedure Racket names when writing to a closed port, where it is not write-string.
_CLOSED_WHO = {"newline": "newline", "write-char": "write-byte", "write-byte": "write-byte",
               "write-bytes": "write-bytes"}


def _printer(who: str, render: Callable[[Any], str], newline: bool) -> None:
    def emit(v: Any, port: Any = None) -> Any:
        _port(who, port).write(render(v) + ("\n" if newline else ""))
        return VOID
    emit.__doc__ = f"Racket {who}: write v{' and a newline' if newline else ''} to the port."
    define(who, 1, 2)(emit)


_printer("display", display_string, False)
_printer("write", write_string, False)
_printer("displayln", display_string, True)
_printer("writeln", write_string, True)


def _print_with_depth(who: str, newline: bool) -> None:
    def emit(v: Any, port: Any = None, quote_depth: Any = 0) -> Any:
        out = _port(who, port)
        if not (type(quote_depth) is int and quote_depth in (0, 1)):
            raise contract_error(who, "(or/c 0 1)", quote_depth)
        text = print_string(v, quote_depth)
        out.write(text + ("\n" if newline else ""))
        return VOID
    emit.__doc__ = (f"Racket {who}: print v{' and a newline' if newline else ''} to the port "
                    "(at quote depth 1, as inside a quote).")
    define(who, 1, 3)(emit)


_print_with_depth("print", False)
_print_with_depth("println", True)


def _printing_flag(name: str, parameter: Any) -> None:
    """A printer setting as the Racket parameter a program may read and parameterize: any
    value is taken as true or false (the printer reads the parameter's value)."""
    parameter.guard = Primitive(name, lambda v: v is not False, 1, 1)
    add(name, parameter)


_printing_flag("print-as-expression", PRINT_AS_EXPRESSION)
_printing_flag("print-mpair-curly-braces", PRINT_MPAIR_CURLY_BRACES)
_printing_flag("print-pair-curly-braces", PRINT_PAIR_CURLY_BRACES)
_printing_flag("print-graph", PRINT_GRAPH)


@define("newline", 0, 1)
def newline(port: Any = None) -> Any:
    """Write a newline."""
    _port("newline", port).write("\n")
    return VOID


@define("write-string", 1, 4)
def write_string_(s: Any, port: Any = None, start: Any = 0, end: Any = None) -> int:
    """Write the characters of s (from start to end); returns how many were written."""
    chars = as_str(s)
    if chars is None:
        raise contract_error("write-string", "string?", s)
    end = len(chars) if end is None else end
    check_range("write-string", "byte string", s, len(chars), start, end)  # sic: Racket 8.7
    text = chars[start:end]
    _port("write-string", port).write(text)
    return len(text)


@define("write-char", 1, 2)
def write_char(c: Any, port: Any = None) -> Any:
    """Write one character."""
    if type(c) is not Char:
        raise contract_error("write-char", "char?", c)
    _port("write-char", port).write(c.ch)
    return VOID


@define("write-byte", 1, 2)
def write_byte(b: Any, port: Any = None) -> Any:
    """Write one byte (a string port keeps it; as text, bytes that make no UTF-8 character
    are #\uFFFD each)."""
    if not (type(b) is int and 0 <= b <= 255):
        raise contract_error("write-byte", "byte?", b)
    out = _port("write-byte", port)
    if b < 0x80:
        out.write(chr(b))
    else:
        out.write_bytes(bytes((b,)))
    return VOID


@define("write-bytes", 1, 4)
def write_bytes(bstr: Any, port: Any = None, start: Any = 0, end: Any = None) -> int:
    """Write the bytes of bstr (from start to end); returns how many were written."""
    if type(bstr) not in (bytes, bytearray):
        raise contract_error("write-bytes", "bytes?", bstr)
    end = len(bstr) if end is None else end
    out = _port("write-bytes", port) if end != start else _port("write-string", port)
    check_range("write-bytes", "byte string", bstr, len(bstr), start, end)
    out.write_bytes(bytes(bstr[start:end]))
    return end - start


# ------------------------------------------------------------------ format

_RADIX = {"b": "b", "o": "o", "x": "x"}


def _format_error(who: str, message: str, args: tuple) -> Exception:
    if args:
        message += "; arguments were: " + " ".join(print_string(a) for a in args)
    return racket_error(f"{who}: {message}", EXN_FAIL_CONTRACT)


def _directives(who: str, fmt: str, args: tuple) -> list[str]:
    """The argument-taking directives of fmt, checking that the pattern is well formed."""
    needed, i = [], 0
    while i < len(fmt):
        if fmt[i] == "~":
            if i + 1 >= len(fmt):
                raise _format_error(who, "ill-formed pattern string\n  explanation: cannot end "
                                    "in `~`", args)
            d = fmt[i + 1]
            if d == ".":
                d = fmt[i + 2:i + 3]
                i += 1
            low = d.lower()
            if low in "asvecbox" and low:
                needed.append(low)
            elif not (d in "n%~" or d.isspace()):
                raise _format_error(who, f"ill-formed pattern string\n  explanation: tag `~{d}` "
                                    "not allowed", args)
            i += 2
        else:
            i += 1
    return needed


def format_text(who: str, fmt: str, args: tuple) -> str:
    """Racket's format: ~a ~s ~v ~e ~c ~b ~o ~x ~n ~% ~~ and ~<whitespace>."""
    pattern = _PATTERNS.get(fmt)
    if pattern is None:
        pattern = _compile_pattern(who, fmt, args)
    parts, slots = pattern
    if len(slots) != len(args):
        raise _format_error(who, f"format string requires {len(slots)} arguments, given "
                            f"{len(args)}", args)
    if not slots:
        return parts[0] if len(parts) == 1 else "".join(parts)
    out = list(parts)
    for (i, d), v in zip(slots, args):
        if d == "a":
            t = type(v)
            out[i] = v if t is str else str(v) if t is int and -_SMALL < v < _SMALL else (
                v.ch if t is Char else display_string(v))
        elif d[0] == ".":    # ~.a ~.s ...: cut to error-print-width
            out[i] = _cut_to_print_width(_directive(who, d[1], v, args))
        else:
            out[i] = _directive(who, d, v, args)
    return "".join(out)


def display_pattern(fmt: Any, count: int) -> tuple[tuple[str, ...], tuple[int, ...]] | None:
    """A literal format pattern's pieces and the positions among them of its slots, when
    every slot is ``~a`` (display) and the pattern takes ``count`` arguments: compiled code
    writes such a call in place (codegen: each argument's display text between the pieces,
    no pattern read at run time). None for any other pattern, a malformed one or a count
    that does not match (the primitive's call then raises Racket's error)."""
    if fmt.__class__ is not str:
        return None
    pattern = _PATTERNS.get(fmt)
    if pattern is None:
        try:
            pattern = _compile_pattern("format", fmt, ())
        except Raise:
            return None
    parts, slots = pattern
    if len(slots) != count or any(d != "a" for _, d in slots):
        return None
    return parts, tuple(i for i, _ in slots)


# a pattern's text -> its literal pieces (with a placeholder for each argument's text) and
# (position among the pieces, directive: ".a" for ~.a) of each argument: a format or printf in a loop
# reads its pattern once (cleared when full)
_PATTERNS: dict[str, tuple[tuple[str, ...], tuple[tuple[int, str], ...]]] = {}
_MAX_PATTERNS = 512
_SMALL = 10 ** 18      # an int whose str is its text at once (printer.int_string for larger)


def _compile_pattern(who: str, fmt: str, args: tuple) -> tuple:
    """fmt's pieces and argument slots, after checking that it is well formed (Racket's
    error otherwise, before any argument is looked at)."""
    _directives(who, fmt, args)
    parts: list[str] = []
    slots: list[tuple[int, str]] = []
    text: list[str] = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c != "~":
            text.append(c)
            i += 1
            continue
        d = fmt[i + 1]
        dotted = d == "."
        if dotted:
            i += 1
            d = fmt[i + 1]
        i += 2
        low = d.lower()
        if low in "n%":
            text.append("\n")
        elif d == "~":
            text.append("~")
        elif d.isspace():
            while i < len(fmt) and fmt[i].isspace() and fmt[i] != "\n":
                i += 1
            if d != "\n" and i < len(fmt) and fmt[i] == "\n":
                i += 1
            while i < len(fmt) and fmt[i].isspace() and fmt[i] != "\n":
                i += 1
        else:
            if text:
                parts.append("".join(text))
                text = []
            slots.append((len(parts), "." + low if dotted else low))
            parts.append("")
    if text or not parts:
        parts.append("".join(text))
    if len(_PATTERNS) >= _MAX_PATTERNS:
        _PATTERNS.clear()
    pattern = _PATTERNS[fmt] = (tuple(parts), tuple(slots))
    return pattern


def _cut_to_print_width(text: str) -> str:
    """`~.a`'s text: cut to error-print-width characters, the last three of them `...`."""
    width = ERROR_PRINT_WIDTH
    return text if len(text) <= width else text[:max(0, width - 3)] + "..."


def _directive(who: str, d: str, v: Any, args: tuple) -> str:
    if d == "a":
        return display_string(v)
    if d == "s":
        return write_string(v)
    if d in "ve":
        return print_string(v)
    if d == "c":
        if type(v) is not Char:
            raise _format_error(who, "format string requires a character, given something "
                                f"else\n  bad argument: {print_string(v)}", args)
        return v.ch
    if type(v) is int:
        return format(v, _RADIX[d])
    if type(v) is Fraction:
        return f"{format(v.numerator, _RADIX[d])}/{format(v.denominator, _RADIX[d])}"
    raise _format_error(who, "format string requires a exact integer, given something else\n"
                        f"  bad argument: {print_string(v)}", args)


def _check_format_string(who: str, fmt: Any) -> str:
    text = as_str(fmt)
    if text is None:
        raise contract_error(who, "string?", fmt)
    return text


@define("format", 1, None)
def format_(fmt: Any, *args: Any) -> MString:
    """The (new, mutable) string made from the pattern fmt and the arguments."""
    m = MString()
    m.data = format_text("format", fmt if fmt.__class__ is str else
                         _check_format_string("format", fmt), args)
    return m


@define("printf", 1, None)
def printf(fmt: Any, *args: Any) -> Any:
    """Write (format fmt arg ...) to the current output port."""
    _out().write(format_text("printf", _check_format_string("printf", fmt), args))
    return VOID


@define("eprintf", 1, None)
def eprintf(fmt: Any, *args: Any) -> Any:
    """Write (format fmt arg ...) to the current error port."""
    _err().write(format_text("eprintf", _check_format_string("eprintf", fmt), args))
    return VOID


@define("fprintf", 2, None)
def fprintf(port: Any, fmt: Any, *args: Any) -> Any:
    """Write (format fmt arg ...) to port."""
    _port("fprintf", port)
    port.write(format_text("fprintf", _check_format_string("fprintf", fmt), args))
    return VOID


# ------------------------------------------------------------------ errors

def error_text(who: str, first: Any, rest: tuple) -> str:
    """The message of (error first rest ...), in its three shapes."""
    if type(first) is Symbol:
        if not rest:
            return f"error: {first.name}"
        fmt = _check_format_string(who, rest[0])
        return f"{first.name}: {format_text(who, fmt, rest[1:])}"
    if is_string(first):
        return " ".join([as_str(first), *(print_string(v) for v in rest)])
    raise contract_error(who, "(or/c symbol? string?)", first)


@define("error", 1, None)
def error(first: Any, *rest: Any) -> Any:
    """Raise exn:fail: (error 'who "fmt" v ...), (error "msg" v ...) or (error 'sym)."""
    raise racket_error(error_text("error", first, rest), EXN_FAIL)


@define("raise-user-error", 1, None)
def raise_user_error(first: Any, *rest: Any) -> Any:
    """Like error, but raises exn:fail:user."""
    raise racket_error(error_text("raise-user-error", first, rest), EXN_FAIL_USER)


@define("assert-unreachable", 0)
def assert_unreachable() -> Any:
    """Raise exn:fail:contract: code a program says cannot run did run."""
    raise racket_error("assert-unreachable: unreachable code reached", EXN_FAIL_CONTRACT)


def _check_who_expected(who: str, name: Any, expected: Any) -> str:
    """The text of expected, after checking both."""
    if type(name) is not Symbol:
        raise contract_error(who, "symbol?", name)
    return _check_format_string(who, expected)


def _bad_value_error(who: str, label: str, name: Any, expected: Any, rest: tuple) -> Exception:
    """raise-argument-error and raise-result-error: the value, or the value at a position
    among the others."""
    expected = _check_who_expected(who, name, expected)
    if len(rest) == 1:
        pos, values = 0, rest
    else:
        pos, values = rest[0], rest[1:]
        if type(pos) is not int or pos < 0:
            raise contract_error(who, "exact-nonnegative-integer?", pos)
        if pos >= len(values):
            return racket_error(f"list-ref: index too large for list\n  index: {pos}\n"
                                f"  in: {print_string(from_pylist(list(values)))}",
                                EXN_FAIL_CONTRACT)
    lines = [f"{name.name}: contract violation", f"  expected: {expected}",
             f"  {label}: {print_string(values[pos])}"]
    if len(values) > 1:
        lines.append(f"  argument position: {ordinal(pos + 1)}")
        lines.append("  other arguments...:")
        lines.extend(f"   {print_string(v)}" for i, v in enumerate(values) if i != pos)
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


@define("raise-argument-error", 3, None)
def raise_argument_error(name: Any, expected: Any, *rest: Any) -> Any:
    """Raise `name: contract violation` for a bad argument (optionally with its position
    among the other arguments)."""
    raise _bad_value_error("raise-argument-error", "given", name, expected, rest)


@define("raise-result-error", 3, None)
def raise_result_error(name: Any, expected: Any, *rest: Any) -> Any:
    """Raise `name: contract violation` for a bad result."""
    raise _bad_value_error("raise-result-error", "result", name, expected, rest)


@define("raise-range-error", 7, 8)
def raise_range_error(name: Any, type_description: Any, index_prefix: Any, index: Any,
                      in_value: Any, lower: Any, upper: Any, alt_lower: Any = False) -> Any:
    """Raise `name: PREFIXindex is out of range` with the index, the valid range
    [alt-lower-or-lower, upper] and the value (`... for empty TYPE` when upper < lower)."""
    if type(name) is not Symbol:
        raise contract_error("raise-range-error", "symbol?", name)
    prefix = as_str(index_prefix) or ""
    if is_string(type_description):
        type_description = as_str(type_description)
    if upper < lower:
        raise racket_error(f"{name.name}: {prefix}index is out of range for empty "
                           f"{type_description}\n  {prefix}index: {print_string(index)}",
                           EXN_FAIL_CONTRACT)
    low = alt_lower if alt_lower is not False else lower
    raise racket_error(f"{name.name}: {prefix}index is out of range\n  {prefix}index: "
                       f"{print_string(index)}\n  valid range: [{print_string(low)}, "
                       f"{print_string(upper)}]\n  {type_description}: "
                       f"{error_value_string(in_value)}", EXN_FAIL_CONTRACT)


# The older error procedures (raise-type-error, raise-mismatch-error) that programs still
# call, and Racket 8.4's realm-taking forms of the newer ones (the realm is checked and,
# with no error message adjuster installed, changes nothing).

@define("raise-type-error", 3, None)
def raise_type_error(name: Any, expected: Any, *rest: Any) -> Any:
    """Raise `name: expected argument of type <expected>; given: v`, or with a position,
    the argument there and `; other arguments: ...` the others."""
    if type(name) is not Symbol:
        raise contract_error("raise-argument-error", "symbol?", name)
    if not is_string(expected):
        raise contract_error("raise-argument-error", "string?", expected)
    head = f"{name.name}: expected argument of type <{as_str(expected)}>; given: "
    if len(rest) == 1:
        raise racket_error(head + error_value_string(rest[0]), EXN_FAIL_CONTRACT)
    pos, values = rest[0], rest[1:]
    if type(pos) is not int or pos < 0:
        raise contract_error("raise-type-error", "exact-nonnegative-integer?", pos)
    if pos >= len(values):
        raise racket_error(f"list-ref: index too large for list\n  index: {pos}\n"
                           f"  in: {print_string(from_pylist(list(values)))}", EXN_FAIL_CONTRACT)
    others = " ".join(error_value_string(v) for i, v in enumerate(values) if i != pos)
    raise racket_error(f"{head}{error_value_string(values[pos])}; other arguments: {others}",
                       EXN_FAIL_CONTRACT)


@define("raise-mismatch-error", 3, None)
def raise_mismatch_error(name: Any, message: Any, *values: Any) -> Any:
    """Raise `name: message` followed by the values (as error messages print them)."""
    if type(name) is not Symbol:
        raise contract_error("raise-mismatch-error", "symbol?", name)
    if not is_string(message):
        raise contract_error("raise-mismatch-error", "string?", message)
    raise racket_error(f"{name.name}: {as_str(message)}"
                       + "".join(error_value_string(v) for v in values), EXN_FAIL_CONTRACT)


def _check_realm(who: str, realm: Any) -> None:
    if type(realm) is not Symbol:
        raise contract_error(who, "symbol?", realm)


@define("raise-argument-error*", 4, None)
def raise_argument_error_star(name: Any, realm: Any, expected: Any, *rest: Any) -> Any:
    """raise-argument-error with a realm (Racket 8.4's)."""
    _check_realm("raise-argument-error*", realm)
    raise _bad_value_error("raise-argument-error*", "given", name, expected, rest)


@define("raise-result-error*", 4, None)
def raise_result_error_star(name: Any, realm: Any, expected: Any, *rest: Any) -> Any:
    """raise-result-error with a realm (Racket 8.4's)."""
    _check_realm("raise-result-error*", realm)
    raise _bad_value_error("raise-result-error*", "result", name, expected, rest)


@define("raise-range-error*", 8, 9)
def raise_range_error_star(name: Any, realm: Any, *rest: Any) -> Any:
    """raise-range-error with a realm (Racket 8.4's)."""
    _check_realm("raise-range-error*", realm)
    return raise_range_error(name, *rest)


@define("raise-arguments-error", 2, None)
def raise_arguments_error(name: Any, message: Any, *fields: Any) -> Any:
    """Raise `name: message` followed by `  field: value` lines."""
    if type(name) is not Symbol:
        raise contract_error("raise-arguments-error", "symbol?", name)
    message = _check_format_string("raise-arguments-error", message)
    lines = [f"{name.name}: {message}"]
    for i in range(0, len(fields), 2):
        field = fields[i]
        text = _check_format_string("raise-arguments-error", field)
        if i + 1 >= len(fields):
            raise racket_error("raise-arguments-error: missing value after field string\n"
                               f"  string: {print_string(field)}", EXN_FAIL_CONTRACT)
        lines.append(f"  {text}: {print_string(fields[i + 1])}")
    raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


# ------------------------------------------------------------------ racket/format

_CAT_KEYWORDS = ("#:separator", "#:width", "#:max-width", "#:min-width", "#:limit-marker",
                 "#:limit-prefix?", "#:align", "#:pad-string", "#:left-pad-string",
                 "#:right-pad-string")


def _padding(side: str, pattern: str, n: int) -> str:
    """Racket's build-padding: n characters of the repeated pattern."""
    if n <= 0:
        return ""
    check_length(n, "string")
    whole, part = divmod(n, len(pattern))
    if side == "left":
        return pattern * whole + pattern[:part]
    return pattern[len(pattern) - part:] + pattern * whole


def pad(s: str, width: int, align: str, left: str, right: str) -> str:
    """s padded to width (left-aligned, right-aligned or centered)."""
    missing = width - len(s)
    if missing <= 0:
        return s
    lpad = {"left": 0, "right": missing, "center": missing // 2}[align]
    return _padding("left", left, lpad) + s + _padding("right", right, missing - lpad)


def _natural(x: Any) -> bool:
    return type(x) is int and x >= 0


def _nonempty_string(x: Any) -> bool:
    return is_string(x) and len(x) > 0


# The contracts of the keyword arguments: (test, expected); Racket checks the keywords of
# ~a, ~s, ~v and ~e in reverse alphabetical order, those of ~r in alphabetical order.
_CAT_CONTRACTS = {
    "#:width": (lambda x: x is False or _natural(x), "(or/c natural? #f)"),
    "#:separator": (is_string, "string?"),
    "#:right-pad-string": (_nonempty_string, "non-empty-string?"),
    "#:pad-string": (_nonempty_string, "non-empty-string?"),
    "#:min-width": (_natural, "natural?"),
    "#:max-width": (lambda x: _natural(x) or x == math.inf, "(or/c natural? +inf.0)"),
    "#:limit-prefix?": (lambda x: type(x) is bool, "boolean?"),
    "#:limit-marker": (is_string, "string?"),
    "#:left-pad-string": (_nonempty_string, "non-empty-string?"),
    "#:align": (lambda x: type(x) is Symbol and x.name in ("left", "right", "center"),
                "(or/c (quote left) (quote right) (quote center))"),
}


def _base_ok(x: Any) -> bool:
    if type(x) is int:
        return 2 <= x <= 36
    items = to_pylist(x) if x is NIL or type(x) is Pair and is_list(x) else None
    return (items is not None and len(items) == 2 and items[0] is Symbol.intern("up")
            and type(items[1]) is int and 2 <= items[1] <= 36)


def _precision_ok(x: Any) -> bool:
    if _natural(x):
        return True
    items = to_pylist(x) if type(x) is Pair and is_list(x) else None
    return (items is not None and len(items) == 2 and items[0] is Symbol.intern("=")
            and _natural(items[1]))


def _sign_ok(x: Any) -> bool:
    if x is False or (type(x) is Symbol and x.name in ("+", "++", "parens")):
        return True
    items = to_pylist(x) if type(x) is Pair and is_list(x) else None

    def part(p: Any) -> bool:
        if is_string(p):
            return True
        two = to_pylist(p) if type(p) is Pair and is_list(p) else None
        return two is not None and len(two) == 2 and all(is_string(t) for t in two)
    return items is not None and len(items) == 3 and all(part(p) for p in items)


def _check_groups(x: Any) -> None:
    if type(x) is not Pair or not is_list(x):
        raise contract_error("~r", "(and/c list? pair?)", x)
    for g in to_pylist(x):
        if type(g) is not int or g <= 0:
            raise contract_error("~r", "exact-positive-integer?", g)


_R_CONTRACTS = {
    "#:base": (_base_ok, "(or/c (integer-in 2 36) (list/c (quote up) (integer-in 2 36)))"),
    "#:decimal-sep": (is_string, "string?"),
    "#:format-exponent": (lambda x: x is False or is_string(x) or is_procedure(x),
                          "a procedure"),
    "#:group-sep": (is_string, "string?"),
    "#:groups": None,
    "#:min-width": (lambda x: type(x) is int and x > 0, "exact-positive-integer?"),
    "#:notation": (lambda x: (type(x) is Symbol and x.name in ("positional", "exponential"))
                   or is_procedure(x), "a procedure"),
    "#:pad-string": (_nonempty_string, "non-empty-string?"),
    "#:precision": (_precision_ok, "(or/c natural? (list/c (quote =) natural?))"),
    "#:sign": (_sign_ok, "(or/c #f (quote +) (quote ++) (quote parens) (list/c (or/c string? "
               "(list/c string? string?)) (or/c string? (list/c string? string?)) (or/c string? "
               "(list/c string? string?))))"),
}


def _check_keywords(who: str, kw: dict, contracts: dict) -> None:
    """Racket's contract errors for keyword arguments, checked in the order of ``contracts``."""
    for key, contract in contracts.items():
        if key not in kw:
            continue
        if contract is None:
            _check_groups(kw[key])
        elif not contract[0](kw[key]):
            raise contract_error(who, contract[1], kw[key])
    for key, value in kw.items():          # a string argument: its characters from here on
        if type(value) is MString:
            kw[key] = value.value()


def _cat(who: str, render: Callable[[Any], str], default_sep: str, default_marker: str) -> None:
    def cat(*args: Any) -> Any:
        if len(args) == 1 and args[0].__class__ is not Symbol:     # (~a v): no keyword
            return plain(args)
        values, kw = split_keywords(who, args, _CAT_KEYWORDS)
        if not kw:      # no limit, no padding: the values rendered and joined
            return plain(values)
        _check_keywords(who, kw, _CAT_CONTRACTS)
        width = kw.get("#:width", False)
        limit = kw.get("#:max-width", math.inf if width is False else width)
        marker = kw.get("#:limit-marker", default_marker)
        pad_to = kw.get("#:min-width", 0 if width is False else width)
        padding = kw.get("#:pad-string", " ")
        sep = kw.get("#:separator", default_sep)
        if pad_to > limit:
            raise racket_error(f"{who}: pad-to length greater than limit ({print_string(limit)}):"
                               f" {print_string(pad_to)}", EXN_FAIL)
        if len(marker) > limit:
            raise racket_error(f"{who}: limit-marker string longer than limit "
                               f"({print_string(limit)}): {print_string(marker)}", EXN_FAIL)
        if len(values) == 1:
            s = render(values[0])
        else:
            s = sep.join(render(v) for v in values)
        if len(s) > limit:
            if kw.get("#:limit-prefix?", False) is not False:
                s = marker + s[len(s) - limit + len(marker):]
            else:
                s = s[:max(0, limit - len(marker))] + marker
        align = kw.get("#:align", Symbol.intern("left"))
        s = pad(s, pad_to, align.name if type(align) is Symbol else "left",
                kw.get("#:left-pad-string", padding), kw.get("#:right-pad-string", padding))
        if same_string and len(values) == 1 and s == as_str(values[0]):
            return values[0]      # as Racket's ~a: a string it leaves alone is the answer
        return make_mstring(s)
    def plain(values: list | tuple) -> Any:
        if len(values) == 1:
            v = values[0]
            s = render(v)
            if same_string and (v.__class__ is str or v.__class__ is MString) and s == as_str(v):
                return v    # as Racket's ~a: a string it leaves alone is the answer
            m = MString()
            m.data = s
            return m
        return make_mstring(default_sep.join(render(v) for v in values))

    same_string = who == "~a"
    cat.__doc__ = (f"Racket {who}: the values rendered and concatenated, limited and padded, "
                   "as a new string.")
    define(who, 0, None, lib="racket/format")(cat)


_cat("~a", display_string, "", "")
_cat("~s", write_string, " ", "...")
_cat("~v", print_string, " ", "...")
_cat("~e", print_string, " ", "...")
_cat("~.a", lambda v: _cut_to_print_width(display_string(v)), "", "")
_cat("~.s", lambda v: _cut_to_print_width(write_string(v)), " ", "...")
_cat("~.v", lambda v: _cut_to_print_width(print_string(v)), " ", "...")

_R_KEYWORDS = ("#:sign", "#:base", "#:precision", "#:notation", "#:format-exponent",
               "#:min-width", "#:pad-string", "#:groups", "#:group-sep", "#:decimal-sep")
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def _digits(n: int, base: int, upper: bool) -> str:
    if n == 0:
        return "0"
    out = []
    while n:
        n, d = divmod(n, base)
        out.append(_DIGITS[d])
    s = "".join(reversed(out))
    return s.upper() if upper else s


def _round_half_up(x: Any) -> Any:
    """racket/format's round*: round half up, keeping exactness."""
    if (type(x) is float and x.is_integer()) or type(x) is int:
        return x
    return math.trunc(x + Fraction(1, 2)) if type(x) is Fraction else float(math.trunc(x + 0.5))


def _grouped(digits: str, groups: list, sep: str) -> str:
    """The whole part's digits in groups from the right: the last size of ``groups``
    first, then the ones before it, the first repeating (racket/format's separate-groups)."""
    if sep == "" or digits == "0":
        return digits
    sizes = list(reversed(groups))
    parts, end, k = [], len(digits), 0
    while end > 0:
        size = sizes[min(k, len(sizes) - 1)]
        parts.append(digits[max(0, end - size):end])
        end -= size
        k += 1
    return sep.join(reversed(parts))


def _positional(n_abs: Any, base: int, upper: bool, precision: int, exactly: bool,
                groups: list | None = None, group_sep: str = "", decimal_sep: str = ".") -> str:
    whole = math.floor(n_abs)
    frac = n_abs - whole
    scale = base ** precision
    scaled = frac * scale if type(frac) is not float else frac * float(scale)
    frac_digits = int(to_exact("~r", _round_half_up(scaled)))
    if frac_digits >= scale:
        whole, frac_digits = whole + 1, 0
    text = _grouped(_digits(int(whole), base, upper), groups or [3], group_sep)
    if exactly:
        if precision == 0:
            return text + decimal_sep
        digits = _digits(frac_digits, base, upper)
        return text + decimal_sep + "0" * (precision - len(digits)) + digits
    if frac_digits == 0:
        return text
    needed = precision
    while frac_digits % base == 0:
        frac_digits //= base
        needed -= 1
    digits = _digits(frac_digits, base, upper)
    return text + decimal_sep + "0" * (needed - len(digits)) + digits


def _exponential(n_abs: Any, base: int, upper: bool, precision: int, exactly: bool,
                 format_exponent: Any, decimal_sep: str = ".") -> str:
    """racket/format's exponential notation: `1.234568e+06`, `f.f*16^+01` in another base;
    the significand rounded half up to ``precision`` digits after its point (trailing zeros
    dropped unless exactly), the exponent signed with at least two digits, or passed to
    #:format-exponent (a string replacing `e`, or a procedure given the exponent)."""
    n = Fraction(n_abs)
    e = 0
    digits = 0
    if n != 0:
        e = _order_of_magnitude(n, base)
        digits = int(_round_half_up(n / Fraction(base) ** (e - precision)))
        if digits >= base ** (precision + 1):
            e += 1
            digits = int(_round_half_up(n / Fraction(base) ** (e - precision)))
    text = _digits(digits, base, upper).rjust(precision + 1, "0")
    whole, frac = text[0], text[1:]
    if not exactly:
        frac = frac.rstrip("0")
    if n == 0:      # only zero's significand has #:decimal-sep (racket/format)
        significand = "0" + (decimal_sep + "0" * precision if exactly else "")
    else:
        significand = whole + ("." + frac if frac or exactly else "")
    if format_exponent is not False and is_procedure(format_exponent):
        from minischeme.values.runtime import apply_procedure, single_value
        return significand + display_string(single_value(apply_procedure(format_exponent, [e])))
    sign = "-" if e < 0 else "+"
    marker = format_exponent if type(format_exponent) is str else (
        "e" if base == 10 else f"*{base}^")
    return f"{significand}{marker}{sign}{abs(e):02d}"


def _order_of_magnitude(n: Fraction, base: int) -> int:
    """The largest e with base**e <= n (n > 0), exactly."""
    e = int(math.floor(math.log(n.numerator, base) - math.log(n.denominator, base)))
    while Fraction(base) ** e > n:
        e -= 1
    while Fraction(base) ** (e + 1) <= n:
        e += 1
    return e


@define("~r", 0, None, lib="racket/format")
def tilde_r(*args: Any) -> MString:
    """(~r x [#:base b] [#:precision p] [#:notation n] [#:format-exponent f] [#:min-width w]
    [#:pad-string s]): a rational in positional or exponential notation."""
    values, kw = split_keywords("~r", args, _R_KEYWORDS)
    if len(values) != 1:
        raise keyword_arity_error("~r", "1 plus optional arguments with keywords", args,
                                  len(values), bool(kw))
    x = values[0]
    _check_keywords("~r", kw, _R_CONTRACTS)
    if not is_rational(x):
        raise contract_error("~r", "rational?", x)
    base = kw.get("#:base", 10)
    upper = False
    if type(base) is not int:
        items = to_pylist(base)
        upper, base = items[0] is Symbol.intern("up"), items[1]
    precision = kw.get("#:precision", 6)
    exactly = type(precision) is not int
    if exactly:
        precision = to_pylist(precision)[1]
    if precision * math.log2(base) > MAX_POWER_BITS:   # base**precision: see MAX_BITS
        raise out_of_memory()
    notation = kw.get("#:notation", Symbol.intern("positional"))
    if is_procedure(notation):
        from minischeme.values.runtime import apply_procedure, single_value
        notation = single_value(apply_procedure(notation, [x]))
    decimal_sep = kw.get("#:decimal-sep", ".")
    if notation is Symbol.intern("exponential"):
        body = _exponential(abs(x), base, upper, precision, exactly,
                            kw.get("#:format-exponent", False), decimal_sep)
    else:
        groups = to_pylist(kw["#:groups"]) if "#:groups" in kw else [3]
        body = _positional(abs(x), base, upper, precision, exactly, groups,
                           kw.get("#:group-sep", ""), decimal_sep)
    body = pad(body, kw.get("#:min-width", 1), "right", kw.get("#:pad-string", " "), " ")
    before, after = _sign_parts(x, kw.get("#:sign", False))
    return make_mstring(before + body + after)


_SIGN_TABLES = {"+": ("+", "", "-"), "++": ("+", "+", "-"), "parens": ("", "", ("(", ")"))}


def _sign_parts(x: Any, mode: Any) -> tuple[str, str]:
    """The text before and after ~r's digits for x's sign (racket/format's get-sign-parts):
    #:sign's indicator for a positive number, zero, or a negative one (-0.0 too), each a
    string before the digits or a list of the strings before and after."""
    if mode is False:
        table: Any = ("", "", "-")
    elif type(mode) is Symbol:
        table = _SIGN_TABLES[mode.name]
    else:
        table = tuple(p if is_string(p) else tuple(to_pylist(p)) for p in to_pylist(mode))
    negative = x < 0 or (type(x) is float and x == 0 and math.copysign(1.0, x) < 0)
    indicator = table[2] if negative else table[1] if x == 0 else table[0]
    if type(indicator) is tuple:
        return as_str(indicator[0]), as_str(indicator[1])
    return as_str(indicator), ""
