"""The registry of primitives: every built-in procedure, by Racket name and library.

The registry sits below the libraries that fill it: each library module imports this one
and registers its procedures; ``minischeme.primitives`` (the package) imports every library.

A primitive is defined once, in the module named for its Racket library, with the
``define`` decorator::

    @define("car", 1, 1)
    def car(p):
        \"\"\"The first element of a pair.\"\"\"
        ...

``LIBRARIES`` maps a library name (``racket/base``, ``racket/list``, ...) to its primitives;
a language (languages.py) is a set of libraries.
"""
from __future__ import annotations

import sys
from typing import Any, Callable

from ..procedures import Primitive

LIBRARIES: dict[str, dict[str, Any]] = {}
_ALL: dict[str, Any] = {}
_MODULE_LIBRARY: dict[str, str] = {}  # Python module name -> the library it defines

# The helpers that expansions embed (`%with-handlers`, `%parameterize`, `%make-promise`,
# rackunit's `%check` ...): every name that starts with `%` goes into this library, which
# no language or `require` brings, so user code sees them as unbound names, as in Racket;
# ``lookup_primitive`` still finds them.
INTERNAL = "#%minischeme-internal"


def library(name: str) -> None:
    """Primitives defined in the calling Python module belong to library ``name``."""
    _MODULE_LIBRARY[sys._getframe(1).f_globals["__name__"]] = name
    LIBRARIES.setdefault(name, {})


def define(name: str, min_args: int = 0, max_args: int | None = -1,
           lib: str | None = None) -> Callable:
    """Register the decorated Python function as the primitive ``name``.

    ``max_args`` defaults to ``min_args``; pass None for any number of arguments.
    """
    def register(fn: Callable) -> Callable:
        hi = min_args if max_args == -1 else max_args
        p = Primitive(name, fn, min_args, hi)
        add(name, p, lib or _MODULE_LIBRARY.get(fn.__module__, "racket/base"))
        return fn
    return register


def add(name: str, value: Any, lib: str | None = None) -> None:
    """Register any value (a procedure, a constant such as `pi`) under ``name``."""
    lib = lib or _MODULE_LIBRARY.get(sys._getframe(1).f_globals["__name__"], "racket/base")
    if name.startswith("%"):
        lib = INTERNAL
    LIBRARIES.setdefault(lib, {})[name] = value
    if lib.startswith("racket") or lib in ("rackunit", INTERNAL):  # simply-scheme only shadows
        _ALL.setdefault(name, value)


def lookup_primitive(name: str) -> Any:
    """The primitive ``name`` of Racket's own libraries (for expansions that embed procedures)."""
    return _ALL[name]


def libraries() -> dict[str, dict[str, Any]]:
    """Every library by name (complete once ``minischeme.primitives`` is imported)."""
    return LIBRARIES
