"""srfi/48: `format` with an optional destination first (#t the current output port, #f a new
string, or a port) and SRFI 48's directives: ~a ~s ~w ~d ~x ~o ~b ~c ~y ~? ~k ~h ~% ~& ~_ ~t
~~ and ~F / ~wF / ~w,dF (fixed-point numbers and right-aligned strings). This follows
Racket's srfi/48 (srfi-lib's format.rkt) step by step, its errors included: a directive
is case-insensitive except the F of ~w,dF, `~,dF` is an unknown escape, and arguments left
over are an error after the output is written."""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from minischeme.values.data import NIL, VOID, Char, MString, make_mstring, as_str
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_ARITY, contract_error, racket_error
from minischeme.values.pretty import pretty_string
from minischeme.values.printer import display_string, format_number, print_string, write_string
from .base_io import _out, is_output_port
from .base_lists import from_pylist, to_pylist
from .base_numbers import number_to_string
from .registry import define, library

library("srfi/48")

HELP = """(format [<port>] <format-string> [<arg>...]) -- <port> is #t, #f or an output-port
OPTION  [MNEMONIC]      DESCRIPTION     -- Implementation Assumes ASCII Text Encoding
~H      [Help]          output this text
~A      [Any]           (display arg) for humans
~S      [Slashified]    (write arg) for parsers
~W      [WriteCircular] like ~s but outputs circular and recursive data structures
~~      [tilde]         output a tilde
~T      [Tab]           output a tab character
~%      [Newline]       output a newline character
~&      [Freshline]     output a newline character if the previous output was not a newline
~D      [Decimal]       the arg is a number which is output in decimal radix
~X      [heXadecimal]   the arg is a number which is output in hexdecimal radix
~O      [Octal]         the arg is a number which is output in octal radix
~B      [Binary]        the arg is a number which is output in binary radix
~w,dF   [Fixed]         the arg is a string or number which has width w and d digits after the decimal
~C      [Character]     charater arg is output by write-char
~_      [Space]         a single space character is output
~Y      [Yuppify]       the list arg is pretty-printed to the output
~?      [Indirection]   recursive format: next 2 args are format-string and list of arguments
~K      [Indirection]   same as ~?
"""


def _mismatch(message: str, value: Any) -> Exception:
    """raise-mismatch-error 'format: the message, then the value as `print` shows it."""
    return racket_error(f"format: {message}{print_string(value)}", EXN_FAIL_CONTRACT)


def _type_error(expected: str, value: Any) -> Exception:
    """raise-type-error 'format: the old-style message."""
    return racket_error(f"format: expected argument of type <{expected}>; given: {print_string(value)}",
                        EXN_FAIL_CONTRACT)


def _round_star(n: Any, scale: int) -> Any:
    """(round* n scale): n rounded to -scale decimal places, exactly for an exact n."""
    one = Fraction(10) ** (-scale)
    if type(n) is float:
        return float(round(n * float(one))) / float(one)
    q = round(Fraction(n) * one) / one
    return q.numerator if q.denominator == 1 else q


def _grow(s: str, width: int) -> str:
    return " " * (width - len(s)) + s


def _pad_right(s: str, n: int) -> str:
    if len(s) < n:
        return s + "0" * (n - len(s))
    if len(s) > n:
        text = str(_round_star(int(s), n))
        if len(text) < n:
            raise racket_error(f"substring: ending index is out of range\n  ending index: {n}\n"
                               f"  valid range: [0, {len(text)}]\n  string: {print_string(text)}",
                               EXN_FAIL_CONTRACT)
        return text[:n]
    return s


def _fixed(v: Any, width: int, digits: int | None) -> str:
    """format-fixed: a string right-aligned in width, or a number with digits decimals."""
    text = as_str(v)
    if text is not None:
        return _grow(text, width)
    if type(v) in (int, float, Fraction):
        real, imag = v, 0
    elif type(v) is complex:
        real, imag = v.real, v.imag
    else:
        raise _type_error("number/string", v)
    if imag != 0:
        return _grow(_fixed(real, 0, digits) + ("" if imag < 0 else "+")
                     + _fixed(imag, 0, digits) + "i", width)
    if digits is None:
        return _grow(format_number(real), width)
    rounded = format_number(float(_round_star(real, -digits)))
    dot, exp = rounded.find("."), rounded.find("e")
    if exp >= 0:
        pre = rounded[:dot + 1] if dot >= 0 else rounded[:exp + 1]
        frac = rounded[dot + 1:exp] if dot >= 0 else rounded[exp + 2:exp]
        exp_text = rounded[exp:]
    else:
        pre = rounded[:dot + 1] if dot >= 0 else rounded
        frac, exp_text = rounded[dot + 1:] if dot >= 0 else "", ""
    return _grow(pre + ("" if dot >= 0 else ".") + _pad_right(frac, digits) + exp_text, width)


class _Formatter:
    """One call's output: each piece goes to the port (or the string being built)."""

    def __init__(self, port: Any) -> None:
        self.port = port

    def emit(self, text: str) -> None:
        self.port.write(text)

    def run(self, fmt: str, args: list) -> list:
        """Format fmt with args; returns the arguments it did not use."""
        n = len(fmt)
        pos, fresh = 0, False
        while pos < n:
            ch = fmt[pos]
            if ch != "~":
                self.emit(ch)
                pos, fresh = pos + 1, False
                continue
            pos += 1
            if pos >= n:
                self.emit("~")
                return args
            pos, args, fresh = self.directive(fmt, pos, args, fresh)
        return args

    def _need(self, args: list) -> None:
        if not args:
            raise _mismatch("too few arguments: ", NIL)

    def directive(self, fmt: str, pos: int, args: list, fresh: bool) -> tuple[int, list, bool]:
        d = fmt[pos].upper()
        if d in "ASW":
            self._need(args)
            v = args[0]
            self.emit(display_string(v) if d == "A" else write_string(v))
            text = as_str(v)
            if type(v) is Char:
                fresh = v.ch == "\n"
            elif text is not None:
                fresh = text.endswith("\n") if text else fresh
            else:
                fresh = False
            return pos + 1, args[1:], fresh
        if d in "DXOB":
            self._need(args)
            radix = {"D": 10, "X": 16, "O": 8, "B": 2}[d]
            self.emit(number_to_string(args[0], radix).value())
            return pos + 1, args[1:], False
        if d == "C":
            self._need(args)
            if type(args[0]) is not Char:
                raise contract_error("write-char", "char?", args[0])
            self.emit(args[0].ch)
            return pos + 1, args[1:], args[0].ch == "\n"
        simple = {"~": ("~", False), "%": ("\n", True), "_": (" ", False), "T": ("\t", False)}
        if d in simple:
            text, fresh = simple[d]
            self.emit(text)
            return pos + 1, args, fresh
        if d == "&":
            if not fresh:
                self.emit("\n")
            return pos + 1, args, True
        if d == "Y":
            if not args:
                raise contract_error("car", "pair?", NIL)
            self.emit(pretty_string(args[0], mode="write") + "\n")
            return pos + 1, args[1:], False
        if d == "F":
            self._need(args)
            self.emit(_fixed(args[0], 0, None))
            return pos + 1, args[1:], False
        if d.isdigit():
            return self.fixed_directive(fmt, pos, args)
        if d in "?K":
            if len(args) < 2:
                raise _mismatch("less arguments than specified for ~?: ", from_pylist(args))
            if as_str(args[0]) is None:
                raise _mismatch("~? requires a string: ", args[0])
            self.run(as_str(args[0]), to_pylist(args[1]))
            return pos + 1, args[2:], False
        if d == "H":
            self.emit(HELP)
            return pos + 1, args, True
        raise _mismatch("unknown tilde escape: ", Char(fmt[pos]))

    def fixed_directive(self, fmt: str, pos: int, args: list) -> tuple[int, list, bool]:
        """~w[,d]F: gather the width and decimals, then format the next argument."""
        width, decimals, in_width = fmt[pos], "", True
        index = pos + 1
        while True:
            if index >= len(fmt):
                raise _mismatch("improper numeric format directive in ", make_mstring(fmt))
            c = fmt[index]
            if c.isdigit() and c.isascii():
                if in_width:
                    width += c
                else:
                    decimals += c
            elif c == "F":
                if not args:
                    raise contract_error("car", "pair?", NIL)
                self.emit(_fixed(args[0], int(width), int(decimals) if decimals else None))
                return index + 1, args[1:], False
            elif c == ",":
                if not in_width:
                    raise _mismatch("too many commas in directive ", make_mstring(fmt))
                in_width = False
            else:
                raise _mismatch("~w.dF directive ill-formed in ", make_mstring(fmt))
            index += 1


class _StringPort:
    def __init__(self) -> None:
        self.parts: list[str] = []

    def write(self, text: str) -> None:
        self.parts.append(text)


@define("format", 0, None)
def srfi_format(*args: Any) -> Any:
    """(format [destination] format-string arg ...): the text as a new string when the
    destination is #f or left out, else written to the port (#t: the current output port)."""
    if not args:
        raise racket_error("format: expects at least 1 argument, given 0", EXN_FAIL_CONTRACT_ARITY)
    if as_str(args[0]) is not None:
        args = (False, *args)
    elif len(args) < 2:
        raise racket_error("format: expects at least 1 string arguments, given 0",
                           EXN_FAIL_CONTRACT_ARITY)
    destination, fmt, rest = args[0], args[1], list(args[2:])
    if is_output_port(destination):
        port = destination
    elif destination is True:
        port = _out()
    elif destination is False:
        port = _StringPort()
    else:                       # (sic: srfi-lib's raise-type-error names the other arguments)
        raise _type_error("output-port/boolean", from_pylist(rest))
    text = as_str(fmt)
    if text is None:
        raise contract_error("string-length", "string?", fmt)
    unused = _Formatter(port).run(text, rest)
    if unused:
        raise _mismatch("unused arguments ", from_pylist(unused))
    return make_mstring("".join(port.parts)) if destination is False else VOID

