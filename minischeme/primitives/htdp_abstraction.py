"""2htdp/abstraction's procedures: `in-range` and `in-naturals`, racket's own (its loops and
`match` are racket's forms: running/languages.py). A teaching language binds only the
names its level provides, so these come with the library."""
from __future__ import annotations

from . import sequences  # noqa: F401  (in-range and in-naturals are defined there)
from .registry import LIBRARIES, add, library

library("2htdp/abstraction")

for _name in ("in-range", "in-naturals"):
    add(_name, LIBRARIES[sequences.LIB][_name])
