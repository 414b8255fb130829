"""Names at compile time: module-level variables (``Cell``), macros (``Macro``), and the
lexical blocks that map local names to frame slots (``Block``, ``FrameInfo``).

Both back ends (the closure back end and the Python-source generator) resolve names
through these, so they sit below both.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import UNDEFINED, Symbol


class Cell:
    """A module-level (or top-level) variable."""

    __slots__ = ("name", "value", "imported", "constant", "tail_bounded", "inline", "struct_field",
                 "struct_new", "literal")

    def __init__(self, name: str, value: Any = UNDEFINED, imported: bool = False) -> None:
        self.name = name
        self.value = value
        self.imported = imported
        self.constant = False
        # its definition is a lambda whose tail calls go nowhere deeper (ir.tail_calls_bounded):
        # a tail call of it may be a direct call (codegen.Emitter.app_tail)
        self.tail_bounded = False
        # a constant's small lambda, whose calls run its body in place (inlining.py)
        self.inline: Any = None
        # a constant a module-level `struct` (no parent) defines as a field's accessor:
        # (the cell of its struct type, the field's index), so that compiled code reads
        # the field of an instance of that type at once (codegen.Emitter.struct_field_call)
        self.struct_field: tuple[Cell, int] | None = None
        # ... as its constructor (no auto field, property or guard): (that cell, the
        # number of fields), so that compiled code makes the instance at once
        self.struct_new: tuple[Cell, int] | None = None
        # a constant a module defines as a literal (a number, character, boolean, symbol
        # or string): (the value, the module's namespace); a reference to it compiled
        # after its definition is that value (Builder.ref)
        self.literal: tuple[Any, Any] | None = None


class Macro:
    """A syntax transformer: a Python function from a form to its expansion.

    ``expand(form, free=None)``: ``free``, when given, maps each free name of the
    template (not a pattern variable, not a name the template binds, not quoted) to the
    name it is to have in the expansion. ``home``: the compiler of the module that defined
    the macro at its top (None for a macro of a body): where it is used in another module,
    its template's free names mean what they mean in ``home`` (Compiler.expand_macro).
    ``identifier``: a use of the bare name (not at the head of a form) is expanded too, the
    name itself the form, as Racket calls a procedural or rename transformer on it; a
    syntax-rules macro's bare name is bad syntax. ``assignable``: a `set!` of the name is
    expanded by it too, the whole `(set! name e)` the form (`make-set!-transformer`)."""

    def __init__(self, name: str, expand: Callable[..., Any], identifier: bool = False) -> None:
        self.name = name
        self.expand = expand
        self.home: Any = None
        self.identifier = identifier
        self.assignable = False


class FrameInfo:
    """How many slots one procedure's frame needs (grows as lets are compiled)."""

    __slots__ = ("size",)

    def __init__(self, size: int) -> None:
        self.size = size


class Block:
    """A lexical block: names bound to slots of a frame. A lambda starts a new frame."""

    __slots__ = ("parent", "frame", "vars", "new_frame", "macros")

    def __init__(self, parent: "Block | None", frame: FrameInfo, new_frame: bool) -> None:
        self.parent = parent
        self.frame = frame
        self.vars: dict[Symbol, int] = {}
        self.new_frame = new_frame
        self.macros: dict[Symbol, Macro] = {}

    def add(self, name: Symbol) -> int:
        slot = self.frame.size
        self.frame.size += 1
        self.vars[name] = slot
        return slot

    def lookup(self, name: Symbol) -> tuple[int, int] | Macro | None:
        depth, blk = 0, self
        while blk is not None:
            if name in blk.vars:
                return depth, blk.vars[name]
            if name in blk.macros:
                return blk.macros[name]
            if blk.new_frame:
                depth += 1
            blk = blk.parent
        return None


def macro_in_scope(blk: "Block | None", module_macros: dict, name: Any,
                   module_vars: Any = ()) -> "Macro | None":
    """The compile-time binding (a Macro) ``name`` has where block ``blk`` is: the nearest
    body's macro, else the module's; None where a variable shadows it first (a body's
    variable, or one of ``module_vars``). For forms that look a binding up by its name
    (`struct`'s gen:NAME, plai's type-case)."""
    b = blk
    while b is not None:
        found = b.macros.get(name)
        if found is not None:
            return found
        if name in b.vars:
            return None
        b = b.parent
    if name in module_vars:
        return None
    return module_macros.get(name)
