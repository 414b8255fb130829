"""racket/pretty (also in `racket`): `pretty-print`, `pretty-write`, `pretty-display` and
`pretty-format`, laid out by minischeme/pretty.py (Racket's algorithm, 79 columns)."""
from __future__ import annotations

from typing import Any

from ..data import VOID
from ..errors import contract_error
from ..pretty import pretty_string
from .registry import define, library
from .base_io import _port

library("racket/pretty")


def _check_depth(who: str, depth: Any) -> None:
    if type(depth) is not int or depth < 0:
        raise contract_error(who, "exact-nonnegative-integer?", depth)


@define("pretty-print", 1, 3)
def pretty_print(v: Any, port: Any = None, quote_depth: Any = 0) -> Any:
    """v as `print` shows it, wrapped at 79 columns, then a newline. A quote depth of 1
    leaves off the leading quote."""
    out = _port("pretty-print", port)
    _check_depth("pretty-print", quote_depth)
    text = pretty_string(v)
    if quote_depth and text.startswith("'"):
        text = pretty_string(v, mode="write")
    out.write(text + "\n")
    return VOID


@define("pretty-write", 1, 2)
def pretty_write(v: Any, port: Any = None) -> Any:
    """v as `write` shows it, wrapped at 79 columns, then a newline."""
    _port("pretty-write", port).write(pretty_string(v, mode="write") + "\n")
    return VOID


@define("pretty-display", 1, 2)
def pretty_display(v: Any, port: Any = None) -> Any:
    """v as `display` shows it, wrapped at 79 columns, then a newline."""
    text = v if type(v) is str else pretty_string(v, mode="display")
    _port("pretty-display", port).write(text + "\n")
    return VOID


@define("pretty-format", 1, 2)
def pretty_format(v: Any, columns: Any = 79) -> str:
    """The text pretty-print would print (without the final newline)."""
    if type(columns) is not int or columns < 1:
        raise contract_error("pretty-format", "exact-positive-integer?", columns)
    return pretty_string(v, width=columns)
