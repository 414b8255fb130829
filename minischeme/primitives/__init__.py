"""The primitives: the registry (registry.py) and the libraries that fill it.

Importing this package loads the registry only; a library's modules load when a language or
a `require` needs the library (``library_primitives``), or all at once (``all_libraries``).
A new library is a module here that registers its procedures with ``registry.define``
(``from .registry import define, library``), and its row in ``registry.LIBRARY_MODULES``.
"""
from __future__ import annotations

from .registry import (INTERNAL, LIBRARIES, LIBRARY_MODULES, add, all_libraries,  # noqa: F401
                       define, libraries, library, library_primitives, load_library,
                       registered_count, loaded_primitive, lookup_primitive,
                       loaded_library_primitive)
