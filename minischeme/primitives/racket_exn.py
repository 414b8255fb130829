"""racket/exn: `exn->string`, what the error display handler would print for an exn (its
message and a newline), or `(format "~s\\n" v)` for any other raised value.

Racket's display handler adds a "context...:" section under the message (the stack at the
raise, with file paths); minischeme does not reproduce stack traces (README, Known
differences), so its exn->string is the message alone, as Racket's is where no context is
known."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import StructInstance, as_str
from minischeme.values.errors import EXN
from minischeme.values.printer import write_string
from .registry import define, library

library("racket/exn")


@define("exn->string", 1)
def exn_to_string(v: Any) -> str:
    if type(v) is StructInstance and v.stype.is_subtype_of(EXN):
        message = v.fields[0]
        text = as_str(message)
        return (text if text is not None else write_string(message)) + "\n"
    return write_string(v) + "\n"
