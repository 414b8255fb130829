"""rnrs/mutable-pairs-6: R6RS's `set-car!` and `set-cdr!`, which in Racket are the mutable
pairs' `set-mcar!` and `set-mcdr!` themselves (Racket's pairs are immutable: they take an
mpair, and their errors and printed names are set-mcar!'s and set-mcdr!'s). A course's
`chez-init.rkt` (define-datatype for Chez Scheme code) requires it."""
from __future__ import annotations

from . import base_data  # noqa: F401  (set-mcar! and set-mcdr! are defined there)
from .registry import LIBRARIES, add, library

library("rnrs/mutable-pairs-6")

add("set-car!", LIBRARIES["racket/base"]["set-mcar!"])
add("set-cdr!", LIBRARIES["racket/base"]["set-mcdr!"])
