"""Direct calls of a module's constant procedures from translated code.

A module-level variable that its module never assigns is a constant (expansion/
constants.py): once its definition has run, it holds the same value for good. A call of
such a variable need not read its cell, test that the value is a translated procedure
and check its arity at every call: the first call can do that once, and every later call
is a plain call of the procedure's Python function.

The whole module is translated before any of it runs, so when a caller is translated the
callee usually does not exist yet. The call site therefore calls a module-global name of
the generated code (``d<n>``), first bound to a ``DirectCall`` stub. The stub's first call
(``resolve``) reads the cell:

* still undefined: Racket's "cannot reference an identifier before its definition" error,
  the same as the cell's check raises, and the name stays bound to the stub (a later call
  tries again);
* a translated procedure (``Closure.fn``) accepting the call's number of arguments, the
  same test the generic call site makes: the name is rebound to that Python function;
* a primitive that always gives one value (a struct's constructor, predicate, accessor
  or mutator: procedures.ONE_VALUE; or one of Racket's first-order primitives whose
  function returns one value and no TailCall, inliners.PLAIN_RESULTS: `(define LEFT car)`
  then `(LEFT x)`) accepting that many arguments: its Python function, which raises the
  primitive's own errors (a primitive's call counts no step);
* anything else (another primitive, a keyword procedure, a wrong arity, not a procedure): the
  name is rebound to a function applying the value as the generic call site does
  (``apply_procedure``: Racket's errors included); multiple values come back as a
  TailCall of `values`, which the call site's finish turns into Racket's result arity
  error where one value is expected, or into the values where any number is.

Racket evaluates the operator before the operands, so an undefined callee is reported
before an operand's effects or errors: where computing the operands runs statements, the
call site first resolves the stub (``if d<n> is s<n>: s<n>.resolve()``).

Step counts are those of the generic call: the procedure's function counts its own step.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.compilation.inliners import plain_result
from minischeme.expansion.namespace import Cell
from minischeme.primitives import lookup_primitive
from minischeme.values.data import UNDEFINED, MultipleValues
from minischeme.values.errors import undefined_variable
from minischeme.values.procedures import ANY_ARITY, ONE_VALUE, Closure, Primitive
from minischeme.values.runtime import TailCall, apply_procedure
from minischeme.values.procedures import make_tail_call

_VALUES = lookup_primitive("values")


class DirectCall:
    """The stub a call site of constant ``cell`` with ``count`` arguments calls until it
    knows the cell's value; ``namespace`` (the generated code's globals, set once they
    exist) and ``name`` say which global to rebind."""

    __slots__ = ("cell", "module", "count", "name", "namespace")

    def __init__(self, cell: Cell, module: str, count: int, name: str) -> None:
        self.cell = cell
        self.module = module
        self.count = count
        self.name = name
        self.namespace: dict[str, Any] | None = None

    def __call__(self, *args: Any) -> Any:
        return self.resolve()(*args)

    def resolve(self) -> Callable[..., Any]:
        """What the call site calls from now on (bound in its namespace); Racket's error
        if the constant's definition has not run yet."""
        value = self.cell.value
        if value is UNDEFINED:
            raise undefined_variable(self.cell.name, self.module)
        if type(value) is Closure and value.fn is not None and (
                value.arity == self.count or value.arity == ANY_ARITY):
            target = value.fn
        elif type(value) is Primitive and value.accepts(self.count) and (
                value in ONE_VALUE or plain_result(value)):
            target = value.fn   # a struct's accessor, car ...: one value, no step, its own errors
        else:
            def target(*args: Any) -> Any:
                result = apply_procedure(value, list(args))
                if type(result) is MultipleValues:   # the call site's finish checks them
                    return make_tail_call(_VALUES, result.values)
                return result
        if self.namespace is not None:
            self.namespace[self.name] = target
        return target


def bind_stubs(namespace: dict[str, Any]) -> None:
    """Tell each stub among the generated code's globals which namespace to rebind."""
    for value in list(namespace.values()):
        if type(value) is DirectCall:
            value.namespace = namespace


def stub_names(constants: dict[str, Any], cell: Cell, module: str, count: int) -> tuple[str, str]:
    """The global names, in generated code whose constants are ``constants``, of the
    callee of a direct call of ``cell`` with ``count`` arguments (first the stub, later
    what it resolved to) and of the stub itself; one pair per (cell, count)."""
    for name, value in constants.items():
        if type(value) is DirectCall and value.cell is cell and value.count == count:
            return value.name, "s" + value.name[1:]
    number = sum(1 for v in constants.values() if type(v) is DirectCall) + 1
    stub = DirectCall(cell, module, count, f"d{number}")
    constants[stub.name] = constants[f"s{number}"] = stub
    return stub.name, f"s{number}"
