"""srfi/26's `cut` and `cute`: a procedure from an application with slots. `<>` is a
parameter in its place, a final `<...>` the rest of the arguments; `cut` evaluates the
other parts at each call, `cute` evaluates the non-slot arguments once, when the procedure
is made (its operator still at each call), as Racket's srfi/26 (srfi-lib's cut.rkt) does,
with its syntax errors."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import Pair, make_pair, gensym, make_list, sym
from minischeme.values.printer import write_string
from minischeme.expansion.syntax import L, derived, parts

SLOT, REST = sym("<>"), sym("<...>")


def _error(c: Compiler, name: str, message: str, x: Any, loc: Any) -> Exception:
    return c.syntax_error(f"{name}: {message}\n  in: {write_string(x)}", loc, x)


def _expand(c: Compiler, x: Any, loc: Any, name: str) -> Any:
    items = [e for e, _ in parts(c, x, loc)[1:]]
    if not items:
        raise _error(c, name, f"{name} expects 1 or more slots or expressions, given none", x, loc)
    head, args = items[0], items[1:]
    if head is REST:
        raise _error(c, name, "cut expects a a slot or an expression at the first position, given <...>"
                     if name == "cut" else "cute expects an expression at the first position, given <...>",
                     x, loc)
    rest = bool(args) and args[-1] is REST
    if rest:
        args = args[:-1]
    params, call_args, bindings = [], [], []
    for a in args:
        if a is SLOT:
            p = gensym("x")
            params.append(p)
            call_args.append(p)
        elif name == "cute":
            t = gensym("t")
            bindings.append(L(t, a))
            call_args.append(t)
        else:
            call_args.append(a)
    if head is SLOT:
        f = gensym("f")
        params.insert(0, f)
        head = f
    xs = gensym("xs")
    formals: Any = make_list(params)
    if rest:
        formals = _dotted(params, xs)
        body = make_pair(sym("apply"), make_list([head, *call_args, xs]))
    else:
        body = make_list([head, *call_args])
    proc = L(sym("lambda"), formals, body)
    return L(sym("let"), make_list(bindings), proc) if bindings else proc


def _dotted(params: list, tail: Any) -> Any:
    out = tail
    for p in reversed(params):
        out = make_pair(p, out)
    return out


@derived("cut")
def expand_cut(c: Compiler, x: Any, loc: Any) -> Any:
    """(cut proc-or-<> slot-or-expr ... [<...>])."""
    return _expand(c, x, loc, "cut")


@derived("cute")
def expand_cute(c: Compiler, x: Any, loc: Any) -> Any:
    """(cute proc-or-<> slot-or-expr ... [<...>]): the expressions evaluated once."""
    return _expand(c, x, loc, "cute")
