"""minischeme: a Racket-compatible Scheme interpreter for card-game programming courses."""

import sys as _sys

# Racket reads and prints exact integers of any size; Python caps int<->str at 4300 digits.
if hasattr(_sys, "set_int_max_str_digits"):
    _sys.set_int_max_str_digits(0)

__version__ = "0.1.0"
