"""The teaching languages' built-in data that racket lacks: the `posn` structure of
lang/posn (`make-posn`, `posn?`, `posn-x`, `posn-y`, and `htdp/asl`'s `set-posn-x!`,
`set-posn-y!`; a posn prints as `(make-posn 1 2)` there) and Euler's number `e`."""
from __future__ import annotations

import math

from minischeme.values.data import StructType, sym
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .registry import add, library

library("htdp")

# lang/posn's posn is transparent (two posns of equal coordinates are equal?) and mutable
# (asl's set-posn-x!); its constructor is make-posn (`make-posn: expects 2 arguments`)
POSN = StructType("posn", ["x", "y"], transparent=True)
POSN.immutable = frozenset()

_PROCEDURES = make_struct_procedures(POSN, StructSpec(
    sym("posn"), None, [(f, True) for f in POSN.fields], True, False, True, True, "make-posn"))
for _name, _value in _PROCEDURES.items():
    add(_name, _value)

add("e", math.e)
