"""Syntax classes of syntax/parse's libraries, written in Python: `function-header` and
`formals` (syntax/parse/lib/function-header). Each has the ``match(term)`` a user class's
variants would have: the attributes when the term is one, else None."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Pair, Symbol, make_list, sym
from minischeme.values.procedures import is_keyword


def _formal_params(x: Any) -> list | None:
    """The parameter names of a lambda formals list (keywords' names left out), or None."""
    params: list = []
    while type(x) is Pair:
        item = x.car
        if is_keyword(item):
            x = x.cdr
            if type(x) is not Pair:
                return None
            item = x.car
        if type(item) is Pair:          # [name default]
            item = item.car
        if type(item) is not Symbol or is_keyword(item):
            return None
        params.append(item)
        x = x.cdr
    if x is NIL:
        return params
    if type(x) is Symbol and not is_keyword(x):
        return params + [x]
    return None


class Formals:
    description = "formals"

    def match(self, x: Any) -> dict | None:
        params = _formal_params(x)
        return None if params is None else {sym("params"): make_list(params)}


class FunctionHeader:
    """`(name . formals)`, or a curried header `((name . formals) . formals)`."""
    description = "function-header"

    def match(self, x: Any) -> dict | None:
        if type(x) is not Pair:
            return None
        head = x.car
        params = _formal_params(x.cdr)
        if params is None:
            return None
        if type(head) is Symbol and not is_keyword(head):
            return {sym("name"): head, sym("params"): make_list(params),
                    sym("args"): x.cdr}
        inner = self.match(head)
        if inner is None:
            return None
        inner_params = list(_iter(inner[sym("params")]))
        return {sym("name"): inner[sym("name")], sym("params"): make_list(inner_params + params),
                sym("args"): x.cdr}


def _iter(x: Any) -> Any:
    while type(x) is Pair:
        yield x.car
        x = x.cdr


LIBRARY_CLASSES: dict[str, Any] = {"function-header": FunctionHeader(), "formals": Formals()}
