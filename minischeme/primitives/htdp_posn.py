"""The teaching languages' built-in data that racket lacks: the `posn` structure of
lang/posn (`make-posn`, `posn?`, `posn-x`, `posn-y`, and `htdp/asl`'s `set-posn-x!`,
`set-posn-y!`; a posn prints as `(make-posn 1 2)` there) and Euler's number `e`."""
from __future__ import annotations

import math

from minischeme.values.data import StructType, sym
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .registry import add, library

library("htdp")

POSN = StructType("posn", ["x", "y"])
POSN.immutable = frozenset()      # lang/posn's posn is mutable (asl's set-posn-x!)

_PROCEDURES = make_struct_procedures(POSN, StructSpec(
    sym("posn"), None, [(f, True) for f in POSN.fields], False, False, True, True, None))
for _name, _value in _PROCEDURES.items():
    add(_name, _value)

add("e", math.e)
