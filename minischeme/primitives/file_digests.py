"""file/md5, file/sha1, openssl/md5 and openssl/sha1: message digests as programs require
them (Advent of Code's MD5 puzzles use file/md5's `md5`), by Python's hashlib, with Racket
8.7's results and errors. racket/base's own sha1-bytes, sha224-bytes and sha256-bytes are
sandbox.py's, beside the other readers of input ports; file/sha1 re-exports sha1-bytes.
"""
from __future__ import annotations

import hashlib
import re
from typing import Any

from minischeme.values.data import as_str
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import print_string
from .registry import LIBRARIES, add, define
from .sandbox import InputPort, digest_input, port_rest_bytes

_HEX = re.compile(r"(?:[0-9a-fA-F]{2})*\Z")


def _md5_input(data: Any) -> bytes:
    """The bytes file/md5's md5 digests: a byte string's, a string's UTF-8 encoding or the
    rest of an input port."""
    t = type(data)
    if t is bytes or t is bytearray:
        return bytes(data)
    if t is InputPort:
        return port_rest_bytes("md5", data)
    text = as_str(data)
    if text is None:
        raise racket_error("md5: expected argument of type <input-port, bytes, or string>; "
                           f"given: {print_string(data)}", EXN_FAIL_CONTRACT)
    return text.encode("utf-8")


@define("md5", 1, 2, lib="file/md5")
def md5(data: Any, hex_encode: Any = True) -> bytearray:
    """(md5 in [hex-encode?]): the MD5 digest of a byte string, string or input port, as
    32 lowercase hex digits in a byte string (the 16 raw bytes when hex-encode? is #f)."""
    digest = hashlib.md5(_md5_input(data))
    return bytearray(digest.hexdigest().encode() if hex_encode is not False else digest.digest())


@define("sha1", 1, 3, lib="file/sha1")
def sha1(data: Any, start: Any = 0, end: Any = False) -> str:
    """(sha1 in [start end]): the SHA-1 digest of a byte string or input port as 40 hex
    digits (sha1-bytes's digest hex-encoded, with its errors)."""
    return hashlib.sha1(digest_input("sha1-bytes", data, start, end)).hexdigest()


@define("bytes->hex-string", 1, lib="file/sha1")
def bytes_to_hex_string(b: Any) -> str:
    """The bytes as lowercase hex digits, two per byte."""
    if type(b) is not bytes and type(b) is not bytearray:
        raise contract_error("bytes-length", "bytes?", b)
    return b.hex()


@define("hex-string->bytes", 1, lib="file/sha1")
def hex_string_to_bytes(s: Any) -> bytearray:
    """The bytes that pairs of hex digits (either case) stand for."""
    text = as_str(s)
    if text is None or not _HEX.match(text):
        raise contract_error("hex-string->bytes", '(and/c string? #px"^([[:xdigit:]]{2})*$")', s)
    return bytearray.fromhex(text)


add("sha1-bytes", LIBRARIES["racket/base"]["sha1-bytes"], lib="file/sha1")


# openssl/md5 and openssl/sha1: the same digests of input ports only
def _port(who: str, p: Any) -> bytes:
    if type(p) is not InputPort:
        raise contract_error(who, "input-port?", p)
    return port_rest_bytes(who, p)


@define("md5", 1, lib="openssl/md5")
def openssl_md5(p: Any) -> str:
    """openssl/md5's (md5 in): the MD5 digest of an input port's rest, as hex digits."""
    return hashlib.md5(_port("md5", p)).hexdigest()


@define("md5-bytes", 1, lib="openssl/md5")
def openssl_md5_bytes(p: Any) -> bytearray:
    """openssl/md5's (md5-bytes in): the MD5 digest of an input port's rest, as 16 bytes."""
    return bytearray(hashlib.md5(_port("md5-bytes", p)).digest())


@define("sha1", 1, lib="openssl/sha1")
def openssl_sha1(p: Any) -> str:
    """openssl/sha1's (sha1 in): the SHA-1 digest of an input port's rest, as hex digits."""
    return hashlib.sha1(_port("sha1", p)).hexdigest()


@define("sha1-bytes", 1, lib="openssl/sha1")
def openssl_sha1_bytes(p: Any) -> bytearray:
    """openssl/sha1's (sha1-bytes in): the SHA-1 digest of an input port's rest, as bytes."""
    return bytearray(hashlib.sha1(_port("sha1-bytes", p)).digest())


add("bytes->hex-string", LIBRARIES["file/sha1"]["bytes->hex-string"], lib="openssl/sha1")
add("hex-string->bytes", LIBRARIES["file/sha1"]["hex-string->bytes"], lib="openssl/sha1")
