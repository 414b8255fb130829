"""racket/undefined: `undefined`, the value that prints as `#<undefined>` (what a
`letrec` variable holds before its initialisation in older Racket). A value like any
other here: a variable holding it is initialised (values/data.RACKET_UNDEFINED)."""
from __future__ import annotations

from minischeme.values.data import RACKET_UNDEFINED
from .registry import add, library

library("racket/undefined")

add("undefined", RACKET_UNDEFINED)
