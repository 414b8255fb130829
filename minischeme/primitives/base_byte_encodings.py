"""racket/base's encodings of characters and numbers as bytes: `string-utf-8-length`,
`bytes-utf-8-length`, `char-utf-8-length`; `integer->integer-bytes`,
`integer-bytes->integer`, `real->floating-point-bytes`, `floating-point-bytes->real`.
Checked in Racket 8.7's order and words (its range errors on strings say `byte string`,
and writing into an immutable byte string names Chez Scheme's `bytevector-...-set!`)."""
from __future__ import annotations

import struct
from typing import Any

from minischeme.values.data import Char
from minischeme.values.errors import contract_error
from minischeme.values.printer import error_value_string
from .base_lists import fail
from .base_numbers import is_nonneg_int
from .base_strings import check_range, check_string
from .bytes import check_bytes
from .registry import define

_BYTES = (bytes, bytearray)


def _utf8_len(s: str) -> int:
    return len(s.encode("utf-8", "surrogatepass"))


@define("string-utf-8-length", 1, 3)
def string_utf_8_length(s: Any, start: Any = 0, end: Any = None) -> int:
    """The number of bytes of s[start:end] encoded in UTF-8."""
    text = check_string("string-utf-8-length", s)
    end = len(text) if end is None else end
    check_range("string-utf-8-length", "byte string", s, len(text), start, end)
    return _utf8_len(text[start:end])


@define("bytes-utf-8-length", 1, 4)
def bytes_utf_8_length(b: Any, err_char: Any = False, start: Any = 0, end: Any = None) -> Any:
    """The number of characters b[start:end] decodes to as UTF-8: #f if it is not UTF-8
    and err-char is #f, else each bad byte counts as one err-char."""
    check_bytes("bytes-utf-8-length", b)
    if err_char is not False and type(err_char) is not Char:
        raise contract_error("bytes-utf-8-length", "(or/c char? #f)", err_char)
    end = len(b) if end is None else end
    check_range("bytes-utf-8-length", "byte string", b, len(b), start, end)
    part = bytes(b[start:end])
    try:
        return len(part.decode("utf-8"))
    except UnicodeDecodeError:
        return False if err_char is False else len(part.decode("utf-8", "replace"))


@define("char-utf-8-length", 1)
def char_utf_8_length(c: Any) -> int:
    """The number of bytes of character c in UTF-8 (1 to 4)."""
    if type(c) is not Char:
        raise contract_error("char-utf-8-length", "char?", c)
    return _utf8_len(c.ch)


def _byte_order(big_endian: Any) -> str:
    return "big" if big_endian is not False else "little"


def _destination(who: str, dest: Any, start: Any, size: int) -> None:
    """Check a byte string to write size bytes into at start (Racket's words)."""
    if type(dest) not in _BYTES:
        raise contract_error(who, "bytes?", dest)
    if not is_nonneg_int(start):
        raise contract_error(who, "exact-nonnegative-integer?", start)


@define("integer->integer-bytes", 3, 6)
def integer_to_integer_bytes(n: Any, size: Any, signed: Any, big_endian: Any = False,
                             dest: Any = None, start: Any = 0) -> Any:
    """n as size (1, 2, 4 or 8) bytes, two's complement when signed, into a new byte string
    or dest at start (then dest itself)."""
    who = "integer->integer-bytes"
    if type(n) is not int:
        raise contract_error(who, "exact-integer?", n)
    if size not in (1, 2, 4, 8) or type(size) is not int:
        raise contract_error(who, "(or/c 1 2 4 8)", size)
    if dest is not None:
        _destination(who, dest, start, size)
    bits = 8 * size
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed is not False else (0, (1 << bits) - 1)
    if not lo <= n <= hi:
        kind = "signed" if signed is not False else "unsigned"
        raise fail(f"{who}: number is out of bounds for size in bytes\n  given number: {n}\n"
                   f"  size in bytes for {kind}: {size}")
    data = n.to_bytes(size, _byte_order(big_endian), signed=signed is not False)
    if dest is None:
        return bytearray(data)
    if start + size > len(dest):
        raise fail(f"{who}: starting position too large\n  given starting position: {start}\n"
                   f"  destination byte string length: {len(dest)}\n"
                   f"  number of bytes to write: {size}")
    if type(dest) is not bytearray:
        kind = "s" if signed is not False else "u"
        raise contract_error(f"bytevector-{kind}{bits}-set!", "(and/c bytes? (not/c immutable?))", dest)
    dest[start:start + size] = data
    return dest


@define("integer-bytes->integer", 2, 5)
def integer_bytes_to_integer(b: Any, signed: Any, big_endian: Any = False,
                             start: Any = 0, end: Any = None) -> int:
    """The integer that b[start:end] (1, 2, 4 or 8 bytes) encodes."""
    who = "integer-bytes->integer"
    check_bytes(who, b)
    end = len(b) if end is None else end
    for i in (start, end):
        if not is_nonneg_int(i):
            raise contract_error(who, "exact-nonnegative-integer?", i)
    if end - start not in (1, 2, 4, 8):
        raise fail(f"{who}: length is not 1, 2, 4, or 8 bytes\n  length: {end - start}")
    check_range(who, "byte string", b, len(b), start, end)
    return int.from_bytes(bytes(b[start:end]), _byte_order(big_endian), signed=signed is not False)


def _is_real(x: Any) -> bool:
    from .base_numbers import real_p
    return real_p(x)


@define("real->floating-point-bytes", 2, 5)
def real_to_floating_point_bytes(x: Any, size: Any, big_endian: Any = None,
                                 dest: Any = None, start: Any = 0) -> Any:
    """x as an IEEE float of size 4 or 8 bytes, into a new byte string or dest at start.
    Big-endian defaults to the machine's order (little here)."""
    who = "real->floating-point-bytes"
    if not _is_real(x):
        raise contract_error(who, "real?", x)
    if size not in (4, 8) or type(size) is not int:
        raise contract_error(who, "(or/c 4 8)", size)
    order = ">" if big_endian not in (None, False) else "<"
    data = struct.pack(order + ("f" if size == 4 else "d"), float(x))
    if dest is None:
        return bytearray(data)
    _destination(who, dest, start, size)
    if start + size > len(dest):
        raise fail(f"{who}: byte string length is shorter than starting position plus size\n"
                   f"  byte string length: {len(dest)}\n  starting position: {start}\n"
                   f"  size: {size}")
    if type(dest) is not bytearray:
        raise contract_error(who, "(and/c bytes? (not/c immutable?))", dest)
    dest[start:start + size] = data
    return dest


@define("floating-point-bytes->real", 1, 4)
def floating_point_bytes_to_real(b: Any, big_endian: Any = None, start: Any = 0,
                                 end: Any = None) -> float:
    """The float that b[start:end] (4 or 8 bytes, IEEE) encodes."""
    who = "floating-point-bytes->real"
    check_bytes(who, b)
    end = len(b) if end is None else end
    for i in (start, end):
        if not is_nonneg_int(i):
            raise contract_error(who, "exact-nonnegative-integer?", i)
    if start > len(b):
        raise fail(f"{who}: starting index is out of range\n  starting index: {start}\n"
                   f"  valid range: [0, {len(b)}]\n  index: {error_value_string(b)}")
    check_range(who, "byte string", b, len(b), start, end)
    if end - start not in (4, 8):
        raise fail(f"{who}: length is not 4 or 8 bytes\n  length: {end - start}")
    order = ">" if big_endian not in (None, False) else "<"
    return struct.unpack(order + ("f" if end - start == 4 else "d"), bytes(b[start:end]))[0]
