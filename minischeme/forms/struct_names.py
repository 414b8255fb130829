"""Which variable holds the struct type a struct's name denotes.

`(struct P (x y))` binds `struct:P` to its type, and a struct pattern `(P a b)`,
`struct-copy`, or a child struct naming `P` as its parent find the type there. In Racket the
name `P` itself carries the struct's information, so it travels with every import: under
`(prefix-in u: 'm)` or `(provide (prefix-out t: (all-defined-out)))` the name is `u:P` and
the type's variable `u:struct:P`, which ``struct_type_variable`` finds too.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import UNDEFINED, Symbol, sym


def struct_type_variable(c: Any, blk: Any, name: Symbol) -> Symbol:
    """``struct:NAME`` where that is bound (or nothing is); else ``PREFIXstruct:REST`` for
    the first split NAME = PREFIX + REST whose prefixed type variable an import bound."""
    plain = sym(f"struct:{name.name}")
    if _bound(c, blk, plain):
        return plain
    text = name.name
    for i in range(1, len(text)):
        candidate = Symbol.table.get(f"{text[:i]}struct:{text[i:]}")
        if candidate is not None and _bound(c, blk, candidate):
            return candidate
    return plain


def _bound(c: Any, blk: Any, name: Symbol) -> bool:
    if blk is not None and blk.lookup(name) is not None or name in c.module_names:
        return True
    cell = c.ns.cells.get(name)
    return cell is not None and (cell.imported or cell.value is not UNDEFINED)


def language_struct_type(c: Any, blk: Any, name: Symbol, type_name: Symbol) -> Any:
    """The structure type a language names ``name`` in match patterns while it leaves its
    variable ``type_name`` out (a teaching language's posn: `(posn x y)` matches, but
    `struct:posn` is not defined there), when nothing here binds either; else None."""
    language = getattr(c.ns, "language", None)
    if (language is None or type_name.name not in language.absent
            or name in c.module_names or type_name in c.module_names
            or blk is not None and (blk.lookup(name) is not None or blk.lookup(type_name) is not None)):
        return None
    from minischeme.primitives import library_primitives
    from minischeme.values.data import StructType
    for lib in language.libraries:
        t = library_primitives(lib).get(type_name.name)
        if type(t) is StructType:
            return t
    return None
