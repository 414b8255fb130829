"""syntax/readerr: `raise-read-error` and `raise-read-eof-error`, which hand-written readers
and parsers (parser-tools' among them) use to report where the input went wrong: an
exn:fail:read (exn:fail:read:eof) whose message starts with the source and the line and
column (or the position) when they are known, as Racket words it."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, StructType, as_str
from minischeme.values.errors import EXN_FAIL_READ, EXN_FAIL_READ_EOF, contract_error, racket_error
from minischeme.values.printer import display_string
from .registry import define, library

library("syntax/readerr")


def _where(source: Any, line: Any, col: Any, pos: Any) -> str:
    """`SOURCE:LINE:COL: ` (or `SOURCE::POS: `), or nothing without a source."""
    if source is False:
        return ""
    name = display_string(source)
    if line is not False and col is not False:
        return f"{name}:{line}:{col}: "
    if pos is not False:
        return f"{name}::{pos}: "
    return f"{name}: "


def _raise(who: str, stype: StructType, message: Any, source: Any, line: Any, col: Any, pos: Any,
           span: Any) -> Any:
    text = as_str(message)
    if text is None:
        raise contract_error(who, "string?", message)
    raise racket_error(_where(source, line, col, pos) + text, stype, NIL)


@define("raise-read-error", 6)
def raise_read_error(message: Any, source: Any, line: Any, col: Any, pos: Any, span: Any) -> Any:
    """(raise-read-error message source line col pos span): exn:fail:read."""
    return _raise("raise-read-error", EXN_FAIL_READ, message, source, line, col, pos, span)


@define("raise-read-eof-error", 6)
def raise_read_eof_error(message: Any, source: Any, line: Any, col: Any, pos: Any, span: Any) -> Any:
    """(raise-read-eof-error message source line col pos span): exn:fail:read:eof."""
    return _raise("raise-read-eof-error", EXN_FAIL_READ_EOF, message, source, line, col, pos, span)
