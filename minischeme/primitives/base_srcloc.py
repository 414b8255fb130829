"""racket/base's `srcloc`: the transparent struct of a source location (source line
column position span; `make-srcloc` the same constructor), its guard's checks in Racket's
words, and `srcloc->string` ("f.rkt:3:4", "f.rkt::20" without a line and column)."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import StructInstance, StructType, sym
from minischeme.values.errors import contract_error
from minischeme.values.printer import display_string
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .registry import add, define

SRCLOC = StructType("srcloc", ["source", "line", "column", "position", "span"], transparent=True)

_POSITIVE = "(or/c exact-positive-integer? #f)"
_NATURAL = "(or/c exact-nonnegative-integer? #f)"


def _srcloc_guard(who: str, args: tuple) -> None:
    """srcloc's checks: line and position positive, column and span natural, or #f."""
    for value, contract in zip(args[1:], (_POSITIVE, _NATURAL, _POSITIVE, _NATURAL)):
        low = 1 if contract is _POSITIVE else 0
        if value is not False and not (type(value) is int and value >= low):
            raise contract_error(who, contract, value)


SRCLOC.guard = _srcloc_guard

_PROCEDURES = make_struct_procedures(SRCLOC, StructSpec(
    sym("srcloc"), None, [(f, False) for f in SRCLOC.fields], True, False, False, False, None))
_PROCEDURES["make-srcloc"] = _PROCEDURES["srcloc"]
for _name, _value in _PROCEDURES.items():
    add(_name, _value)


@define("srcloc->string", 1)
def srcloc_to_string(loc: Any) -> Any:
    """"source:line:column", "source::position" or "source" (the source as display shows
    it), by what loc knows; #f when it has no source."""
    if not (type(loc) is StructInstance and loc.stype is SRCLOC):
        raise contract_error("srcloc->string", "srcloc?", loc)
    source, line, column, position, _ = loc.fields
    if source is False:
        return False
    text = display_string(source)
    if line is not False and column is not False:
        return f"{text}:{line}:{column}"
    if position is not False:
        return f"{text}::{position}"
    return text
