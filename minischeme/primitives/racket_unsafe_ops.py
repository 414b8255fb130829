"""racket/unsafe/ops: Racket's unchecked operations, as the checked ones.

An unsafe operation given what its checked twin accepts (fixnums for `unsafe-fx+`, a vector
and an index in range for `unsafe-vector-ref` ...) gives the same answer; given anything
else, Racket promises nothing (it may crash). So each name here is the checked primitive
itself: a correct program runs as in Racket, a wrong one gets the checked primitive's error
instead of undefined behaviour, and the generated code inlines them as it does the checked
ones (the same objects). Programs tuned for Racket (the shootout benchmarks) use them."""
from __future__ import annotations

from .registry import add, library, lookup_primitive

library("racket/unsafe/ops")

# unsafe name -> the checked primitive with the same meaning on the arguments it accepts
_SAME = {
    **{f"unsafe-fx{op}": op for op in ("+", "-", "*", "=", "<", ">", "<=", ">=", "min", "max")},
    "unsafe-fxquotient": "quotient", "unsafe-fxremainder": "remainder",
    "unsafe-fxmodulo": "modulo", "unsafe-fxabs": "abs",
    "unsafe-fxand": "bitwise-and", "unsafe-fxior": "bitwise-ior", "unsafe-fxxor": "bitwise-xor",
    "unsafe-fxnot": "bitwise-not", "unsafe-fxlshift": "arithmetic-shift",
    **{f"unsafe-fl{op}": op for op in ("+", "-", "*", "/", "=", "<", ">", "<=", ">=", "min",
                                       "max")},
    "unsafe-flabs": "abs", "unsafe-flsqrt": "sqrt", "unsafe-fx->fl": "exact->inexact",
    "unsafe-car": "car", "unsafe-cdr": "cdr", "unsafe-mcar": "mcar", "unsafe-mcdr": "mcdr",
    "unsafe-set-mcar!": "set-mcar!", "unsafe-set-mcdr!": "set-mcdr!",
    "unsafe-vector-ref": "vector-ref", "unsafe-vector-set!": "vector-set!",
    "unsafe-vector-length": "vector-length", "unsafe-vector*-ref": "vector-ref",
    "unsafe-vector*-set!": "vector-set!", "unsafe-vector*-length": "vector-length",
    "unsafe-string-ref": "string-ref", "unsafe-string-set!": "string-set!",
    "unsafe-string-length": "string-length", "unsafe-unbox": "unbox",
    "unsafe-set-box!": "set-box!", "unsafe-unbox*": "unbox", "unsafe-set-box*!": "set-box!",
    "unsafe-bytes-ref": "bytes-ref", "unsafe-bytes-set!": "bytes-set!",
    "unsafe-bytes-length": "bytes-length",
}
for _unsafe, _checked in _SAME.items():
    add(_unsafe, lookup_primitive(_checked))
