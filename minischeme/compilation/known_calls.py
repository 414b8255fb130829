"""Calls of local procedures known at every call: plain Python calls, no Closure made.

A helper defined inside a procedure (an internal `define`, `letrec`, a `let` of a lambda,
a named let that is not a loop) is, in most real programs, only ever called by name:

    (define (solve board)
      (define (row-ok? r) ...)
      (define (place r) ... (row-ok? r) ... (place (add1 r)) ...)
      (place 0))

The expander notes such a variable (``Var.proc``: every use is a call with one argument
per parameter, never assigned or read before its definition). The variable then holds the
procedure's Python function itself: no Closure is made each time the code around it runs,
and a call is a plain Python call, with no test that the value is a procedure taking that
many arguments.

A call in tail position must keep Racket's constant space. A plain Python call there adds
a frame until the callee returns, so it is only made when the chain of such calls it can
start is bounded (``bounded``): every tail call of the callee's body returns a TailCall,
jumps back to the top of its own loop, calls a primitive or a module constant whose tail
calls are bounded, or calls another known procedure that is bounded in turn, with no cycle.
Procedures of one tail group (tail_groups.py), whose calls of each other are jumps in one
Python loop, are asked together: the group's own jumps make no chain of frames. A
procedure that is not bounded keeps its Closure and its tail calls go to the trampoline
as before (``known`` is false for it).

Step counts and errors are those of the generic call: the procedure's function counts its
own step, and the arity is right by construction.

A call of a known procedure (or of the procedure being written, or one it is inside) need
not test its result either, when that procedure surely returns a plain value
(``returns_value``): every expression in tail position of its body is a value (a constant,
a variable, a lambda), a call of a primitive that returns one value and never a tail call,
a jump back to the top of a loop, or a plain call of a known procedure that returns a plain
value in turn. Otherwise the result may be a TailCall (a tail call of anything else) or
multiple values, which the call site finishes (``pytext.finish``).
"""
from __future__ import annotations

from typing import Any

from minischeme.expansion.ir import App, Const, Fn, Global, Local, NamedLet, Var, tail_nodes
from minischeme.values.data import MultipleValues
from minischeme.compilation.fixnums import primitive_of
from minischeme.compilation.inliners import (ONE_VALUE_INLINERS, inliner_for, plain_result,
                                             statement_for, values_inliner_for)
from minischeme.compilation.pytext import V, finish


class KnownCalls:
    """The emitter's (codegen.Emitter) calls of local procedures known at every call."""

    def known(self, var: Var) -> bool:
        """Does ``var`` hold its procedure's Python function (no Closure), every use a
        plain call of it?"""
        return var.proc is not None and self.bounded(var.proc, frozenset())

    def bounded(self, fn: Fn, path: frozenset) -> bool:
        """Can a plain Python call of ``fn`` in tail position start only a bounded chain
        of plain calls (see the module's docstring)? ``path``: the procedures whose check
        led here; meeting one again is a cycle. A member of a tail group (tail_groups.py)
        is asked with its whole group: their calls of each other are jumps."""
        memo = self.bounded_memo
        if fn in memo:
            return memo[fn]
        members = self.members_of(fn)
        if any(m in path for m in members):
            return False        # a cycle through fn: false for every procedure on it
        path = path.union(members)
        answer = all(self.tail_bounded(x, m, path, ()) for m in members
                     for x in tail_nodes(m.body))
        for m in members:
            memo[m] = answer
        return answer

    def members_of(self, fn: Fn) -> tuple | list:
        """``fn``'s tail group's members (tail_groups.py), or ``fn`` alone."""
        group = self.groups.get(fn)
        return (fn,) if group is None else group.members

    def tail_bounded(self, x: Any, fn: Fn, path: frozenset, loops: tuple) -> bool:
        """Is the expression ``x`` in tail position of ``fn`` (inside the loops run in
        place there whose procedures are ``loops``) a bounded tail call, or no call that
        adds a frame?"""
        if type(x) is NamedLet:
            if not x.fn.inlined:    # its procedure called directly (named_let_tail)
                return self.bounded(x.fn, path)
            inner = loops + (x.fn,)
            return all(self.tail_bounded(y, fn, path, inner) for y in tail_nodes(x.fn.body))
        if type(x) is not App or type(x.op) is not Local:
            return True             # a value, a primitive, a constant, or a TailCall
        op = x.op
        if self.jumps(x, fn, loops):
            return True             # a jump to the top of a loop
        callee = op.var.proc
        return callee is None or op.check or self.bounded(callee, path)

    def returns_value(self, fn: Fn, path: frozenset = frozenset()) -> bool:
        """Does a call of ``fn``'s Python function surely return one plain value (never
        a TailCall, never multiple values)? See the module's docstring."""
        memo = self.value_memo
        if fn in memo:
            return memo[fn]
        members = self.members_of(fn)
        if any(m in path for m in members) or fn.clauses is not None:
            return False
        path = path.union(members)
        answer = all(self.tail_value(x, m, path, ()) for m in members
                     for x in tail_nodes(m.body))
        for m in members:
            memo[m] = answer
        return answer

    def tail_value(self, x: Any, fn: Fn, path: frozenset, loops: tuple) -> bool:
        """Does the expression ``x``, in tail position of ``fn`` (inside the loops run in
        place there whose procedures are ``loops``), give a plain value or jump?"""
        t = type(x)
        if t is NamedLet:
            if not x.fn.inlined:        # its procedure called directly (named_let_tail)
                return self.returns_value(x.fn, path)
            inner = loops + (x.fn,)
            return all(self.tail_value(y, fn, path, inner) for y in tail_nodes(x.fn.body))
        if t is Const:
            return type(x.value) is not MultipleValues
        if t is not App:
            return True                 # a variable, a lambda, an assignment's void
        op = x.op
        if self.jumps(x, fn, loops):
            return True                 # back to the top of a loop: no return here
        if type(op) is Local:
            if not op.check and self.known(op.var):
                return self.returns_value(op.var.proc, path)
            return False
        prim = primitive_of(op)
        if prim is None or not prim.accepts(len(x.args)):
            return False
        if plain_result(prim) or statement_for(prim) is not None:
            return True
        return (inliner_for(prim) is not None and prim.name not in ONE_VALUE_INLINERS
                and values_inliner_for(prim) is None)

    def jumps(self, x: App, fn: Fn, loops: tuple) -> bool:
        """Is the tail call ``x`` of ``fn``'s body a jump, as ``codegen.Emitter.self_call``
        writes one: a call of the innermost loop run in place (``loops``' last) or, outside
        them, of ``fn`` itself when its function loops, through a variable nothing assigns
        (a local no `set!` names, or the module constant ``fn`` is stored in), with one
        argument per parameter."""
        if self.group_jump_target(x, fn, len(loops)) is not None:
            return True             # to a member of fn's tail group (tail_groups.py)
        loop = loops[-1] if loops else fn
        if loop.clauses is not None or len(x.args) != len(loop.params):
            return False
        if not loops and (loop.rest is not None or not self.can_loop(loop)):
            return False
        op = x.op
        if type(op) is Local:
            return op.var is loop.self_var and not op.var.mutated
        return type(op) is Global and op.cell is loop.self_global and op.cell.constant

    def finished(self, fn: Fn, t: str, multi: bool) -> list[str]:
        """The statement finishing the result ``t`` of a direct call of ``fn``'s function:
        none if it surely returns a plain value."""
        return [] if self.returns_value(fn) else [finish(t, multi)]

    def known_call(self, ir: App) -> Var | None:
        """The variable of ``ir``'s operator if it holds a known procedure's function."""
        op = ir.op
        if type(op) is Local and not op.check and self.known(op.var):
            return op.var
        return None

    def known_call_value(self, var: Var, ir: App, multi: bool) -> V:
        """A call of the known procedure in ``var``, not in tail position."""
        lines: list[str] = []
        args = self.operands(ir.args, lines)
        t = self.temp()
        lines.append(f"{t} = {self.plain_call(var.proc, var, args)}")
        return V(lines + self.finished(var.proc, t, multi), t, True,
                 not multi or self.returns_value(var.proc))

    def known_tail_call(self, var: Var, ir: App) -> list[str]:
        """A call of the known procedure in ``var`` in tail position: a plain call, whose
        result (a value, or a TailCall its body returned) goes back as it is."""
        lines: list[str] = []
        args = self.operands(ir.args, lines)
        return lines + [f"return {self.plain_call(var.proc, var, args)}"]

    def plain_call(self, fn: Fn, var: Var | None, args: list[str]) -> str:
        """The call expression of known procedure ``fn`` (in ``var``; None: the procedure
        being written or one it is inside) on ``args``: its Python function, or its tail
        group's (tail_groups.py)."""
        if fn in self.groups:
            return self.group_call(fn, var, args)
        return f"{fn.py if var is None else var.py}({', '.join(args)})"
