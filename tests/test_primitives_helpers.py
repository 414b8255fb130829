"""Shared helpers of the primitive tests: call a primitive by its Racket name (arity checked,
as a Racket call is) and get its value or its error message."""
from __future__ import annotations

import importlib
from typing import Any

from minischeme.values.data import sym
from minischeme.values.errors import Raise, error_message
from minischeme.primitives import LIBRARIES, all_libraries

for _module in ("base_numbers", "base_lists", "base_strings", "base_data", "base_io",
                "racket_list", "racket_string", "racket_math", "pseudo_random"):
    importlib.import_module(f"minischeme.primitives.{_module}")
try:  # the lead's control.py (apply, values, procedure?, ports ...), when it exists
    importlib.import_module("minischeme.primitives.control")
except ImportError:
    pass

all_libraries()     # libraries load on demand; these tests reach every one of them

# Racket's own libraries (simply-scheme, HtDP's teaching languages, the SRFIs, math's
# number theory, parser-tools/lex-sre, r5rs, sicp, plai and data/integer-set, loaded with the
# others, redefine some of their names: map, member, string-join, permutations, +, car, foldr,
# count ...)
_SHADOWING = ("simply-scheme", "htdp", "htdp/beginner", "math/number-theory", "parser-tools/lex-sre", "r5rs", "sicp",
              "plai", "data/integer-set")
PRIMS = {sym(name): value for lib_name, lib in LIBRARIES.items()
         if lib_name not in _SHADOWING
         and not lib_name.startswith("srfi/")
         for name, value in lib.items()}


def prim(name: str) -> Any:
    """The primitive (or constant) registered as ``name`` in any library."""
    return PRIMS[sym(name)]


def lib_of(name: str) -> list[str]:
    """The libraries that define ``name``."""
    return [lib for lib, table in LIBRARIES.items()
            if name in table and lib not in ("simply-scheme", "parser-tools/lex-sre")]


def run(name: str, *args: Any) -> Any:
    """Call primitive ``name`` as Racket would (arity checked first)."""
    from minischeme.values.runtime import apply_procedure
    return apply_procedure(prim(name), list(args))


def err(name: str, *args: Any) -> str:
    """The error message of calling primitive ``name`` (the call must raise)."""
    try:
        value = run(name, *args)
    except Raise as e:
        return error_message(e.value)
    raise AssertionError(f"({name} ...) returned {value!r} instead of raising")


def kw(name: str) -> Any:
    """The keyword `#:name` as the compiler passes it (the symbol named `#:name`)."""
    return sym(f"#:{name}")
