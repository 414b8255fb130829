"""The assignments' document notation at the prompt (``,notation document``): the
reader's ``notation`` module, loaded when first needed."""
from __future__ import annotations

from typing import Callable

from minischeme.running.interpreter import Interpreter
from minischeme.values.data import UNDEFINED, Symbol

NOTATIONS = ("racket", "document")


class NotationUnavailable(Exception):
    pass


def load_notation() -> tuple[Callable, Callable]:
    """``to_racket`` and ``binding_test`` from minischeme.reading.notation, imported when needed."""
    try:
        from minischeme.reading import notation
    except ImportError as e:
        raise NotationUnavailable(
            "notation: document notation is not available in this minischeme "
            f"(minischeme/reading/notation.py: {e})") from None
    binding_test = getattr(notation, "binding_test", None)
    if binding_test is None:
        def binding_test(interp: Interpreter) -> Callable[[Symbol], bool]:
            def is_bound(name: Symbol) -> bool:
                cell = interp.ns.cells.get(name)
                return ((cell is not None and cell.value is not UNDEFINED)
                        or interp.compiler.special_form(name) is not None)
            return is_bound
    return notation.to_racket, binding_test
