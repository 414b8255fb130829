"""racket/pretty (also in `racket`): `pretty-print`, `pretty-write`, `pretty-display` and
`pretty-format`, laid out by minischeme/values/pretty.py (Racket's algorithm), as wide as the
`pretty-print-columns` parameter says (79 columns, or `'infinity`)."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, MString, make_mstring, Symbol, as_str
from minischeme.values.errors import contract_error
from minischeme.values.pretty import pretty_string
from minischeme.values.procedures import Parameter, Primitive
from .registry import add, define, library
from .base_io import _port

library("racket/pretty")

_INFINITY_WIDTH = 1 << 62


def _columns_guard(v: Any) -> Any:
    if type(v) is int or (type(v) is Symbol and v.name == "infinity"):
        return v
    raise contract_error("pretty-print-columns", "(or/c integer? 'infinity)", v)


COLUMNS = Parameter(79, Primitive("pretty-print-columns", _columns_guard, 1, 1), "pretty-print-columns")
add("pretty-print-columns", COLUMNS)


def _width() -> int:
    """The line width pretty printing uses now (`pretty-print-columns`)."""
    v = COLUMNS.value
    return v if type(v) is int else _INFINITY_WIDTH


def _end() -> str:
    """What follows a pretty-printed value: a newline, none when the columns are 'infinity."""
    return "\n" if type(COLUMNS.value) is int else ""


def _check_depth(who: str, depth: Any) -> None:
    if type(depth) is not int or depth < 0:
        raise contract_error(who, "exact-nonnegative-integer?", depth)


@define("pretty-print", 1, 3)
def pretty_print(v: Any, port: Any = None, quote_depth: Any = 0) -> Any:
    """v as `print` shows it, wrapped at `pretty-print-columns`, then a newline. A quote depth of 1
    leaves off the leading quote."""
    out = _port("pretty-print", port)
    _check_depth("pretty-print", quote_depth)
    text = pretty_string(v, width=_width())
    if quote_depth and text.startswith("'"):
        text = pretty_string(v, width=_width(), mode="write")
    out.write(text + _end())
    return VOID


@define("pretty-write", 1, 2)
def pretty_write(v: Any, port: Any = None) -> Any:
    """v as `write` shows it, wrapped at `pretty-print-columns`, then a newline."""
    _port("pretty-write", port).write(pretty_string(v, width=_width(), mode="write") + _end())
    return VOID


@define("pretty-display", 1, 2)
def pretty_display(v: Any, port: Any = None) -> Any:
    """v as `display` shows it, wrapped at `pretty-print-columns`, then a newline."""
    text = as_str(v)
    if text is None:
        text = pretty_string(v, width=_width(), mode="display")
    _port("pretty-display", port).write(text + _end())
    return VOID


@define("pretty-format", 1, 2)
def pretty_format(v: Any, columns: Any = None) -> MString:
    """The text pretty-print would print (without the final newline), as a new string."""
    if columns is None:
        columns = _width()
    if type(columns) is not int or columns < 1:
        raise contract_error("pretty-format", "exact-positive-integer?", columns)
    return make_mstring(pretty_string(v, width=columns))
