"""The primitives: the registry (registry.py) and every library that fills it.

Importing this package loads every library, so ``LIBRARIES`` and ``lookup_primitive`` see
all primitives. A new library is a module here that registers its procedures with
``registry.define`` (``from .registry import define, library``) and is imported below.
"""
from __future__ import annotations

from .registry import INTERNAL, LIBRARIES, add, define, libraries, library, lookup_primitive  # noqa: F401
from . import (base_data, bytes, base_io, base_lists, base_numbers, base_strings, base_structs,  # noqa: F401
               control, pseudo_random, racket_list, racket_math, racket_pretty, racket_regexp,
               racket_contract, racket_set, racket_stream, racket_string, racket_trace, sandbox, srfi_1,
               srfi_13, srfi_78, sequences, rackunit, simply)
