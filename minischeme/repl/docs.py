"""What ``,doc NAME`` shows: a procedure's signature and description (for an
assignment's procedure, its Python reference's docstring without Python's markup)."""
from __future__ import annotations

import inspect
import re
import textwrap
from typing import Any

from minischeme.assignments import all_assignments, assignment_named
from minischeme.running.interpreter import Interpreter
from minischeme.values.data import UNDEFINED, Symbol

# name -> banner, from the one assignment registry
ASSIGNMENTS = {a.name: a.banner for a in all_assignments()}


def assignment_names(name: str) -> list[str]:
    found = assignment_named(name)
    return list(found.bindings()) if found is not None else []


def _python_names(scheme_name: str) -> list[str]:
    base = scheme_name.replace("-", "_").replace("!", "")
    names = [base]
    if base.endswith("?"):
        names = ["is_" + base[:-1], base[:-1], base[:-1] + "_p"]
    names.append("".join(part.capitalize() for part in base.rstrip("?").split("_")))
    return names


def _reference_function(scheme_name: str, value: Any) -> tuple[Any, str] | None:
    """The Python reference function behind an assignment's procedure, and the assignment
    (None for procedures that do not come from an assignment's reference)."""
    from importlib import import_module
    module_name = getattr(getattr(value, "fn", None), "__module__", "") or ""
    assignment = next((a.name for a in all_assignments() if a.reference == module_name), None)
    if assignment is None:
        return None
    module = import_module(module_name)
    fn = value.fn
    if fn.__doc__ and fn.__name__ != "<lambda>":
        return fn, assignment
    for py in _python_names(scheme_name):
        cand = getattr(module, py, None)
        if callable(cand) and getattr(cand, "__doc__", None):
            if isinstance(cand, type):  # a class: its constructor's parameters
                return _with_doc(cand.__init__, cand.__doc__), assignment
            return cand, assignment
    return fn, assignment


def _module_file(assignment: str) -> str:
    """Where an assignment's reference lives, as a path (minischeme/assignments/solitaire/reference.py)."""
    found = assignment_named(assignment)
    return found.reference.replace(".", "/") + ".py" if found is not None else "?"


def _with_doc(init: Any, doc: str) -> Any:
    """``init``'s parameters (less ``self``) under the class's docstring."""
    def stand_in(*args: Any) -> None: ...
    try:
        sig = inspect.signature(init)
        stand_in.__signature__ = sig.replace(parameters=list(sig.parameters.values())[1:])
    except (TypeError, ValueError):
        pass
    stand_in.__doc__ = doc
    return stand_in


def describe(interp: Interpreter, name: str, definitions: dict[str, str] | None = None) -> str:
    """What `,doc NAME` shows."""
    from minischeme.values.procedures import Closure, Primitive, arity_text
    s = Symbol.intern(name)
    cell = interp.ns.cells.get(s)
    value = cell.value if cell is not None else None
    if value is None or value is UNDEFINED:
        if interp.compiler.special_form(s) is not None:
            return f"{name}: a syntactic form"
        return f"{name}: not bound"
    if definitions and name in definitions and type(value) is Closure:
        return f"{definitions[name]}\n  defined in this session"
    if type(value) is Primitive:
        ref = _reference_function(name, value)
        arity = arity_text(value.min_args, value.max_args)
        plural = "" if arity == "1" else "s"
        if ref is not None and ref[0] is not None:
            fn, assignment = ref
            doc = plain_text(_without_examples(inspect.getdoc(fn) or ""))
            params = _signature(fn)
            head = f"({name}{''.join(' ' + p for p in params)})" if params is not None else name
            text = (f"{head}  [{ASSIGNMENTS[assignment]} reference, "
                    f"{_module_file(assignment)}]")
            if doc:
                text += "\n" + textwrap.indent(doc, "  ")
            return text
        return f"{name}: a built-in procedure taking {arity} argument{plural}"
    if type(value) is Closure:
        arity = arity_text(value.nreq, None if value.rest else value.nreq + value.nopt)
        plural = "" if arity == "1" else "s"
        return f"{name}: a procedure taking {arity} argument{plural}"
    from minischeme.values.printer import print_string
    return f"{name}: {print_string(value)}"


def plain_text(doc: str) -> str:
    """A docstring without Python's markup: ``IllegalMove`` and :class:`Deck` read as
    IllegalMove and Deck."""
    doc = re.sub(r":[a-z]+:`~?([^`]+)`", r"\1", doc)
    doc = re.sub(r"``([^`]+)``", r"\1", doc)
    return re.sub(r"(?<![\w`])`([^`\n]+)`(?!\w)", r"\1", doc)


def _without_examples(doc: str) -> str:
    """A docstring without its doctest examples (`>>>` lines and their output)."""
    kept: list[str] = []
    in_example = False
    for line in doc.split("\n"):
        if line.lstrip().startswith(">>>"):
            in_example = True
        elif not line.strip():
            in_example = False
        if not in_example:
            kept.append(line)
    return "\n".join(kept).strip()


def _signature(fn: Any) -> list[str] | None:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    params = []
    for p in sig.parameters.values():
        if p.kind in (p.VAR_KEYWORD, p.KEYWORD_ONLY):
            continue
        text = p.name.replace("_", "-")
        if p.kind is p.VAR_POSITIONAL:
            text = f"{text} ..."
        elif p.default is not p.empty:
            text = f"[{text}]"
        params.append(text)
    return params
