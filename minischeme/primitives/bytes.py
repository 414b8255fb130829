"""Byte strings (racket/base): `#"abc"`, `bytes`, `make-bytes`, `bytes-ref`, `subbytes` ...

A byte string is a Python ``bytes`` when immutable (a `#"..."` literal, as in Racket) and a
``bytearray`` when mutable (what `bytes`, `make-bytes`, `bytes-copy`, `subbytes`,
`bytes-append`, `list->bytes` and `string->bytes/utf-8` make). `equal?` compares them by
content whatever their mutability (equality.py); they print as Racket writes them,
`#"a\\0"` (lexical.write_bytes_literal), and `display` writes their bytes as UTF-8 text.
"""
from __future__ import annotations

import operator
from typing import Any

from minischeme.values.data import VOID, Char, MString, make_mstring, is_list
from minischeme.values.errors import contract_error
from minischeme.values.printer import print_string
from .base_lists import fail, from_pylist, to_pylist
from .base_numbers import is_nonneg_int
from .base_strings import bad_index, check_range, check_string, index_error
from .registry import define, library

library("racket/base")

_BYTES = (bytes, bytearray)


def is_byte(x: Any) -> bool:
    return type(x) is int and 0 <= x <= 255


def check_bytes(who: str, x: Any, pos: int | None = None, args: list | None = None) -> Any:
    """x, or `who: contract violation expected: bytes?`."""
    if type(x) not in _BYTES:
        raise contract_error(who, "bytes?", x, pos, args)
    return x


def check_byte(who: str, x: Any, pos: int | None = None, args: list | None = None) -> int:
    if not is_byte(x):
        raise contract_error(who, "byte?", x, pos, args)
    return x


@define("bytes?", 1)
def bytes_p(x: Any) -> bool:
    """Is x a byte string?"""
    return type(x) in _BYTES


@define("byte?", 1)
def byte_p(x: Any) -> bool:
    """Is x an exact integer from 0 to 255?"""
    return is_byte(x)


@define("bytes", 0, None)
def bytes_(*bs: Any) -> bytearray:
    """A new mutable byte string of the given bytes."""
    for b in bs:
        check_byte("bytes", b)
    return bytearray(bs)


@define("make-bytes", 1, 2)
def make_bytes(n: Any, b: Any = 0) -> bytearray:
    """A new mutable byte string of n copies of b (default 0)."""
    if not is_nonneg_int(n):
        raise contract_error("make-bytes", "exact-nonnegative-integer?", n)
    check_byte("make-bytes", b)
    if n > 1 << 28:
        raise fail("make-bytes: out of memory")
    return bytearray([b]) * n


@define("bytes-length", 1)
def bytes_length(b: Any) -> int:
    """The number of bytes of b."""
    return len(check_bytes("bytes-length", b))


@define("bytes-ref", 2)
def bytes_ref(b: Any, k: Any) -> int:
    """The byte of b at position k."""
    check_bytes("bytes-ref", b)
    if not is_nonneg_int(k):
        raise bad_index("bytes-ref", k, b)
    if k >= len(b):
        raise index_error("bytes-ref", "", "byte string", k, b, len(b))
    return b[k]


def _check_mutable(who: str, b: Any, args: list) -> bytearray:
    if type(b) is not bytearray:
        raise contract_error(who, "(and/c bytes? (not/c immutable?))", b)
    return b


@define("bytes-set!", 3)
def bytes_set(b: Any, k: Any, v: Any) -> Any:
    """Put byte v at position k of the mutable byte string b."""
    _check_mutable("bytes-set!", b, [b, k, v])
    if not is_nonneg_int(k):
        raise bad_index("bytes-set!", k, b)
    if k >= len(b):
        raise index_error("bytes-set!", "", "byte string", k, b, len(b))
    if not is_byte(v):
        raise fail(f"bytes-set!: invalid value {print_string(v)}")
    b[k] = v
    return VOID


@define("bytes-fill!", 2)
def bytes_fill(b: Any, v: Any) -> Any:
    """Set every byte of the mutable byte string b to v."""
    _check_mutable("bytes-fill!", b, [b, v])
    check_byte("bytes-fill!", v)
    b[:] = bytes([v]) * len(b)
    return VOID


@define("subbytes", 2, 3)
def subbytes(b: Any, start: Any, end: Any = None) -> bytearray:
    """A new mutable byte string of the bytes of b from start to end (exclusive)."""
    check_bytes("subbytes", b)
    if end is None:
        if not is_nonneg_int(start):
            raise contract_error("subbytes", "exact-nonnegative-integer?", start)
        end = len(b)
    check_range("subbytes", "byte string", b, len(b), start, end)
    return bytearray(b[start:end])


@define("bytes-copy", 1)
def bytes_copy(b: Any) -> bytearray:
    """A new mutable byte string with the bytes of b."""
    return bytearray(check_bytes("bytes-copy", b))


@define("bytes-copy!", 3, 5)
def bytes_copy_bang(dest: Any, at: Any, src: Any, start: Any = 0, end: Any = None) -> Any:
    """Copy the bytes of src (from start to end) into dest from position at."""
    _check_mutable("bytes-copy!", dest, [dest, at, src])
    if not is_nonneg_int(at):
        raise contract_error("bytes-copy!", "exact-nonnegative-integer?", at)
    check_bytes("bytes-copy!", src)
    end = len(src) if end is None else end
    check_range("bytes-copy!", "byte string", src, len(src), start, end)
    if at + (end - start) > len(dest):
        raise fail(f"bytes-copy!: not enough room in target byte string\n  target length: "
                   f"{len(dest)}\n  needed length: {at + end - start}")
    dest[at:at + end - start] = src[start:end]
    return VOID


@define("bytes->immutable-bytes", 1)
def bytes_to_immutable(b: Any) -> bytes:
    """b itself if immutable, else an immutable copy."""
    check_bytes("bytes->immutable-bytes", b)
    return b if type(b) is bytes else bytes(b)


@define("bytes-append", 0, None)
def bytes_append(*bs: Any) -> bytearray:
    """A new mutable byte string: the bytes of each argument in turn."""
    for b in bs:
        check_bytes("bytes-append", b)
    return bytearray(b"".join(bs))


@define("bytes->list", 1)
def bytes_to_list(b: Any) -> Any:
    """The bytes of b as a list of exact integers."""
    if type(b) not in _BYTES:       # Racket CS names the Chez procedure
        raise contract_error("bytevector->u8-list", "bytes?", b)
    return from_pylist(list(b))


@define("list->bytes", 1)
def list_to_bytes(lst: Any) -> bytearray:
    """A new mutable byte string of the bytes in lst."""
    if not is_list(lst) or not all(is_byte(x) for x in to_pylist(lst)):
        raise contract_error("list->bytes", "(listof byte?)", lst)
    return bytearray(to_pylist(lst))


def _not_utf8(who: str, b: Any) -> Exception:
    return fail(f"{who}: byte string is not a well-formed UTF-8 encoding\n"
                f"  byte string: {print_string(b)}")


@define("bytes->string/utf-8", 1, 4)
def bytes_to_string_utf8(b: Any, err_char: Any = False, start: Any = 0,
                         end: Any = None) -> MString:
    """The (new, mutable) string whose UTF-8 encoding is b (bad bytes: an error, or
    err-char each)."""
    check_bytes("bytes->string/utf-8", b)
    if err_char is not False and type(err_char) is not Char:
        raise contract_error("bytes->string/utf-8", "(or/c char? #f)", err_char)
    end = len(b) if end is None else end
    check_range("bytes->string/utf-8", "byte string", b, len(b), start, end)
    try:
        return make_mstring(bytes(b[start:end]).decode("utf-8"))
    except UnicodeDecodeError:
        if err_char is False:
            raise _not_utf8("bytes->string/utf-8", b) from None
        return make_mstring(bytes(b[start:end]).decode("utf-8", "replace").replace("\ufffd",
                                                                            err_char.ch))


def _check_err_byte(who: str, err_byte: Any) -> None:
    """The error byte of string->bytes/...: #f or a byte, as Racket checks it."""
    if err_byte is not False and not (type(err_byte) is int and 0 <= err_byte <= 255):
        raise contract_error(who, "(or/c byte? #f)", err_byte)


@define("string->bytes/utf-8", 1, 4)
def string_to_bytes_utf8(s: Any, err_byte: Any = False, start: Any = 0,
                         end: Any = None) -> bytearray:
    """A new mutable byte string: the UTF-8 encoding of s."""
    text = check_string("string->bytes/utf-8", s)
    _check_err_byte("string->bytes/utf-8", err_byte)
    end = len(text) if end is None else end
    check_range("string->bytes/utf-8", "string", s, len(text), start, end)
    return bytearray(text[start:end].encode("utf-8", "surrogatepass"))


@define("bytes->string/latin-1", 1, 4)
def bytes_to_string_latin1(b: Any, err_char: Any = False, start: Any = 0,
                           end: Any = None) -> MString:
    """The (new, mutable) string whose characters are the bytes of b."""
    check_bytes("bytes->string/latin-1", b)
    end = len(b) if end is None else end
    check_range("bytes->string/latin-1", "byte string", b, len(b), start, end)
    return make_mstring(bytes(b[start:end]).decode("latin-1"))


@define("string->bytes/latin-1", 1, 4)
def string_to_bytes_latin1(s: Any, err_byte: Any = False, start: Any = 0,
                           end: Any = None) -> bytearray:
    """A new mutable byte string of the characters of s (each below 256)."""
    text = check_string("string->bytes/latin-1", s)
    _check_err_byte("string->bytes/latin-1", err_byte)
    end = len(text) if end is None else end
    check_range("string->bytes/latin-1", "string", s, len(text), start, end)
    part = text[start:end]
    if any(ord(c) > 255 for c in part):
        if err_byte is False:
            raise fail(f"string->bytes/latin-1: string cannot be encoded in Latin-1\n"
                       f"  string: {print_string(s)}")
        return bytearray(ord(c) if ord(c) < 256 else err_byte for c in part)
    return bytearray(part.encode("latin-1"))


def _comparison(who: str, test: Any) -> None:
    def compare(*bs: Any) -> bool:
        for b in bs:
            check_bytes(who, b)
        return all(test(bytes(bs[i]), bytes(bs[i + 1])) for i in range(len(bs) - 1))
    compare.__doc__ = f"Racket {who}: compare the byte strings pairwise."
    define(who, 1, None)(compare)


for _who, _test in (("bytes=?", operator.eq), ("bytes<?", operator.lt),
                    ("bytes>?", operator.gt)):
    _comparison(_who, _test)

