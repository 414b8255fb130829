"""Variable references: what `(#%variable-reference)` makes (forms/variable_references.py)
and what racket/base does with one -- `variable-reference?`, `variable-reference->namespace`
(the module's namespace, the one a namespace anchor gives), `variable-reference->module-source`
and `variable-reference-from-unsafe?` -- so that a module that takes its own namespace this
way (`(variable-reference->namespace (#%variable-reference))`, an idiom for `eval`) loads and
runs as in Racket. `eval` in that namespace stays refused, as for an anchor's."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import sym
from minischeme.values.errors import contract_error
from minischeme.values.paths import RacketPath
from .namespace_anchors import Namespace
from .registry import define, library

library("racket/base")


class VariableReference:
    """A reference to a variable of a module (or of the top level): it knows the module's
    label, as `Namespace` prints it (`"/path/m.rkt"`, `(submod "/path/m.rkt" name)`,
    `'name`, or `top-level`)."""

    __slots__ = ("label",)

    def __init__(self, label: str) -> None:
        self.label = label

    def racket_repr(self) -> str:
        return "#<variable-reference>"


def _reference(who: str, v: Any) -> VariableReference:
    if type(v) is not VariableReference:
        raise contract_error(who, "variable-reference?", v)
    return v


@define("%make-variable-reference", 1)
def make_variable_reference(label: str) -> VariableReference:
    return VariableReference(label)


@define("variable-reference?", 1)
def variable_reference_p(v: Any) -> bool:
    return type(v) is VariableReference


@define("variable-reference->namespace", 1)
def variable_reference_to_namespace(v: Any) -> Namespace:
    return Namespace(_reference("variable-reference->namespace", v).label)


@define("variable-reference->module-source", 1)
def variable_reference_to_module_source(v: Any) -> Any:
    """The module's file (a path; a submodule's is its enclosing file's), its name for a
    module declared by name, #f at the top level."""
    label = _reference("variable-reference->module-source", v).label
    if label.startswith('"'):
        return RacketPath(label[1:-1])
    if label.startswith('(submod "'):
        return RacketPath(label[len('(submod "'):label.rindex('"')])
    if label.startswith("'"):
        return sym(label[1:])
    return False


@define("variable-reference-from-unsafe?", 1)
def variable_reference_from_unsafe_p(v: Any) -> bool:
    """No module here is compiled in unsafe mode. Racket 8.7 checks no argument here:
    `(variable-reference-from-unsafe? 'x)` is #f too."""
    return False
