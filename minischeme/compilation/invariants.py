"""Loop-invariant expressions, computed once per loop: `(string-length s)`, `(sqrt n)` or
`(length lst)` in the test of a loop over `i` are worked out in its first round only.

A loop of the generated code (a procedure whose self tail calls jump back to its top, or a
named let run in place) may hold a call of a pure primitive whose arguments are the same in
every round: constants, variables bound outside the loop that no `set!` changes, the loop's
own parameters that every self call passes on unchanged, and such calls in turn. Its value
is then the same in every round. The emitter (codegen.Emitter.app) gives each such call a
cache variable, empty (``_U``) when the loop starts, filled where the call is first
evaluated: the first evaluation happens exactly where and when it did before (an error it
raises is raised at the same point, after the same steps), and later rounds read the
variable. Racket recomputes `length` every round in C; we would in Python, which turns a
linear loop into a quadratic one, so the common shape of a loop test costs once.

Only calls of primitives with no effects, whose values depend on their arguments alone and
allocate nothing a program could tell apart (numbers, booleans, characters; `length` of an
immutable list, `string-length`/`vector-length`, whose lengths never change) are cached, and
only a call that costs more than reading a variable: two calls or more, or one of the
costly ones below."""
from __future__ import annotations

from typing import Any

from minischeme.expansion.ir import (App, Body, Const, Define, Fn, Global, If, Lambda, Let, Local,
                                     NamedLet, Seq, SetLocal, SetGlobal, SetOuter, Var)
from minischeme.primitives import lookup_primitive
from minischeme.values.procedures import Primitive

# pure: no effect, a value depending on the arguments only, nothing allocated that eq? tells
# apart from a new one (numbers may be boxed, but Racket promises no eq? of computed numbers)
_PURE = """+ - * / quotient remainder modulo add1 sub1 abs min max gcd lcm floor ceiling round
truncate sqrt integer-sqrt exact->inexact inexact->exact exact-round exact-floor exact-ceiling
exact-truncate expt exp log sin cos tan atan numerator denominator
= < > <= >= zero? positive? negative? even? odd? not eq? eqv? null? pair? number? integer?
length string-length vector-length car cdr cadr cddr caar cdar caddr cdddr first second third
rest last list-ref list-tail char->integer integer->char""".split()
_COSTLY = "length sqrt integer-sqrt expt exp log sin cos tan atan list-ref list-tail last".split()

PURE = frozenset(_PURE)
COSTLY = frozenset(_COSTLY)


def pure_primitive(op: Any) -> Any:
    """The pure primitive ``op`` refers to (an import no one can rebind), or None. Looked
    up by name among the libraries already loaded (a program that uses `first` has loaded
    racket/list; looking it up here would load every library)."""
    if type(op) is Global and op.fixed:
        prim = op.cell.value
        if type(prim) is Primitive and prim.name in PURE and lookup_primitive(prim.name) is prim:
            return prim
    return None


def self_calls(ir: Any, loop: Fn, out: list) -> list:
    """Every call of ``loop`` itself in ``ir`` (not inside procedures made there, which
    are other Python functions): by its variable or its module variable (a call through a
    frame slot is not seen: invariant_params then takes no parameter as invariant)."""
    for node in _walk(ir):
        if type(node) is App and _calls_itself(node.op, loop):
            out.append(node)
    return out


def _calls_itself(op: Any, loop: Fn) -> bool:
    t = type(op)
    if t is Local:
        return op.var is loop.self_var and loop.self_var is not None
    if t is Global:
        return op.cell is loop.self_global and loop.self_global is not None
    return False


def invariant_params(loop: Fn, body: Any) -> set[Var]:
    """The parameters of ``loop`` every self call passes on unchanged (and no set! changes).
    A call through a frame slot (self_outer) is not seen here: then none are."""
    if loop.self_outer is not None or loop.keywords or loop.rest is not None:
        return set()
    calls = self_calls(body, loop, [])
    if not calls:
        return set()
    same = set()
    for i, v in enumerate(loop.params):
        if v.mutated:
            continue
        if all(i < len(c.args) and type(c.args[i]) is Local and c.args[i].var is v
               for c in calls):
            same.add(v)
    return same


def cached_calls(loop: Fn, body: Any, taken: set[int]) -> list[App]:
    """The largest loop-invariant pure calls in ``body`` (the code of ``loop``'s rounds, in
    its Python function) worth a cache variable, leaving out those in ``taken`` (an outer
    loop caches them already)."""
    steady = invariant_params(loop, body)

    def invariant(ir: Any) -> bool:
        t = type(ir)
        if t is Const:
            return True
        if t is Global:
            return ir.fixed or ir.cell.constant
        if t is Local:
            v = ir.var
            if v.mutated or ir.check:
                return False
            return v in steady or not v.owner.within(loop)
        if t is App:
            return pure_primitive(ir.op) is not None and all(invariant(a) for a in ir.args)
        return False

    found: list[App] = []

    def visit(ir: Any) -> None:
        if type(ir) is App and id(ir) not in taken and invariant(ir):
            if _cost(ir) >= 2:
                found.append(ir)
            return
        for child in _children(ir):
            visit(child)
    visit(body)
    return found


def _cost(ir: Any) -> int:
    if type(ir) is not App:
        return 0
    own = 2 if ir.op.cell.value.name in COSTLY else 1
    return own + sum(_cost(a) for a in ir.args)


def _children(ir: Any) -> list:
    """The subexpressions of ``ir`` run in the same Python function: not the bodies of
    procedures made there, unless they run in place (inlined)."""
    t = type(ir)
    if t is App:
        return [ir.op, *ir.args]
    if t is If:
        return [ir.test, ir.then, ir.other]
    if t is Seq or t is Body:
        return list(ir.items)
    if t is Let:
        return [*ir.inits, ir.body]
    if t is Define or t is SetLocal or t is SetGlobal or t is SetOuter:
        return [ir.value]
    if t is Lambda:
        return [ir.fn.body] if ir.fn.inlined and ir.fn.clauses is None else []
    if t is NamedLet:
        return [*ir.inits, ir.fn.body] if ir.fn.inlined else list(ir.inits)
    return []


def _walk(ir: Any) -> Any:
    """``ir`` and its subexpressions (``_children``), parents first, in order: with a stack
    of its own, since nested generators would pass each node up through every level (a
    chain of 36 `or`s is that deep)."""
    stack = [ir]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(_children(node)))
