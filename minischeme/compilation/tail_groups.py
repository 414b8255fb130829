"""Local procedures that call each other in tail position, run as one Python loop.

Helpers defined together that tail-call each other are common in real programs:

    (define (walk-through maze)
      ...
      (define (stop-condition pos steps)
        (if (<= end-point pos) (values steps current) (jump pos steps)))
      (define (jump pos steps)
        ... (stop-condition (+ pos jumper) (add1 steps)))
      (stop-condition 0 0))

and so are `even?`/`odd?` pairs and state machines (`(define (state-a ...) ... (state-b
...))`). Racket runs such calls in constant space, so each must not add a Python frame;
alone, each is a TailCall returned to the trampoline (runtime.apply_procedure): a Python
return, a loop round there and a new call for every transition.

A *tail group* is a set of such procedures: definitions of one body or letrec, each a
known procedure (``Var.proc``: every use is a call by name with one argument per
parameter, see known_calls.py), whose Python function may rerun its body in a loop
(``Emitter.can_loop``), forming a cycle of tail calls (a strongly connected set of the
graph of tail calls between them). The whole group is one Python function, written where
the last of them is defined (nothing runs between their definitions: they are
consecutive definitions of lambdas):

    def f8_stop_condition(_st, v9_pos=None, v10_steps=None, v12_pos=None, v13_steps=None):
        while True:
            if _st == 0:
                (a step) ... the body of stop-condition
            else:
                (a step) ... the body of jump

It takes the number of the member to run (``_st``) and every member's parameters; a call
of a member from outside passes that member's number and its arguments in its parameters'
places (``f8_stop_condition(1, None, None, pos, steps)``). A tail call of a member from the
body of a member is a jump: the callee's parameters are rebound to the arguments, ``_st``
to its number, and the loop goes round (``continue``). A tail call from inside a loop run in
place in a member's tail position (a named let, or a self-looping helper called once)
leaves that loop with ``break`` instead, back to the group's loop, since nothing follows a
loop in tail position; a call nested deeper than that is no jump, and the group is not
formed. A procedure that tail-calls itself from such a loop is a group of one (no ``_st``).

What the calls did stays as it was:

* steps: every round of the group's loop counts one step, named for the member it runs,
  as the call of that member counted it;
* errors: the calls are plain by construction (known procedures), so there is no arity
  to check; a member's variable holds the group's function, never a value a program sees;
* depth: a call of a member from outside the group is one Python frame, as the plain call
  of a known procedure was; a jump adds none;
* loop-invariant calls (invariants.py) of a member are cached from its first round after
  the group enters it from another member (its caches are emptied then), since its
  parameters are passed on unchanged only by its own self calls;
* the group is formed only when a call of it is bounded (known_calls.py): every tail call
  of its members that is no jump is a TailCall, a primitive's, or a bounded plain call,
  so a plain call of a member from outside the group, in tail position too, adds a frame
  only until the group's function returns.

The closure back end (closures.py) runs the same calls through its trampoline: the two
agree on results, errors and steps.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from minischeme.expansion.ir import (App, Body, Const, Define, DefineGlobal, Fn, If, Lambda, Let,
                                     Local, NamedLet, Seq, SetGlobal, SetLocal, SetOuter, Var,
                                     tail_nodes)
from minischeme.compilation.pytext import indent, step


class TailGroup:
    """The members of one group, in the order of their definitions; their variables;
    the Python name of the group's function (the first member's, so that a limit hit in it
    names that procedure); each member's offset in the function's parameters."""

    __slots__ = ("members", "vars", "index", "offsets", "py", "caches")

    def __init__(self, members: list[Fn], vars: list[Var]) -> None:
        self.members = members
        self.vars = vars
        self.index = {fn: k for k, fn in enumerate(members)}
        self.offsets: list[int] = []
        n = 0
        for fn in members:
            self.offsets.append(n)
            n += len(fn.params)
        self.py = members[0].py
        self.caches: dict[Fn, dict[int, str]] = {}     # each member's loop-invariant caches


def member_tail_calls(fn: Fn) -> Iterator[tuple[App, int]]:
    """The calls of local variables in tail position of ``fn``'s body, each with its depth:
    0 in the body itself, 1 inside a loop run in place there, and so on."""
    def walk(ir: Any, depth: int) -> Iterator[tuple[App, int]]:
        for x in tail_nodes(ir):
            if type(x) is NamedLet:
                if x.fn.inlined:
                    yield from walk(x.fn.body, depth + 1)
            elif type(x) is App and type(x.op) is Local and not x.op.check:
                yield x, depth
    return walk(fn.body, 0)


def find_groups(fns: list[Fn], can_loop: Callable[[Fn], bool]) -> list[TailGroup]:
    """The tail groups among the definitions of every body of ``fns`` (the procedures of
    one translation), in the order of ``fns``: each a set of known procedures whose tail
    calls of each other (at depth 0 or 1, see ``member_tail_calls``) form a cycle, of two
    or more, or of one that calls itself from inside a loop run in place. Whether a call of
    one is bounded is for the emitter to check (``TailGroups.find_tail_groups``)."""
    found = []
    for fn in fns:
        for body in _bodies(fn.body):
            found += _groups_of(body, can_loop)
    return found


def _groups_of(body: Body, can_loop: Callable[[Fn], bool]) -> list[TailGroup]:
    where: dict[Fn, int] = {}
    for pos, item in enumerate(body.items):
        if type(item) is Define and type(item.value) is Lambda:
            fn = item.value.fn
            if item.var.proc is fn and not fn.inlined:
                where[fn] = pos
    if not where:
        return []
    edges: dict[Fn, set[Fn]] = {fn: set() for fn in where}
    deep_self: set[Fn] = set()
    for fn in where:
        for app, depth in member_tail_calls(fn):
            callee = app.op.var.proc
            if callee in where and depth <= 1 and (callee is not fn or depth == 1):
                edges[fn].add(callee)
                if callee is fn:
                    deep_self.add(fn)
    # only those with such calls may be members, and only those that can loop (asked last:
    # it looks at every procedure of the translation)
    where = {fn: pos for fn, pos in where.items() if edges[fn] and can_loop(fn)}
    edges = {fn: {g for g in edges[fn] if g in where} for fn in where}
    groups = []
    done: set[Fn] = set()
    for fn in where:        # in the order of the definitions
        if fn in done:
            continue
        ahead = _reachable(fn, edges)
        members = [g for g in where if g in ahead and fn in _reachable(g, edges)]
        done.update(members)
        if len(members) < 2 and fn not in deep_self:
            continue
        first, last = where[members[0]], where[members[-1]]
        if all(type(x) is Const or (type(x) is Define and type(x.value) is Lambda)
               for x in body.items[first:last + 1]):
            groups.append(TailGroup(members, [body.items[where[g]].var for g in members]))
    return groups


def _reachable(fn: Fn, edges: dict[Fn, set[Fn]]) -> set[Fn]:
    """The procedures a chain of one or more tail calls leads to from ``fn``."""
    seen: set[Fn] = set()
    todo = list(edges[fn])
    while todo:
        g = todo.pop()
        if g not in seen:
            seen.add(g)
            todo += edges[g]
    return seen


def _bodies(ir: Any) -> Iterator[Body]:
    """The Body nodes of ``ir``, not inside the procedures made there, nor inside those
    run in place (each Fn is walked on its own)."""
    todo = [ir]
    while todo:
        x = todo.pop()
        t = type(x)
        if t is list:
            todo += x
        elif t is NamedLet:
            todo += x.inits
        elif t in _NODE_TYPES:
            if t is Body:
                yield x
            todo += [getattr(x, s) for s in t.__slots__]


_NODE_TYPES = frozenset([If, Seq, Let, Body, Define, SetLocal, SetOuter, DefineGlobal,
                         SetGlobal, App])


class TailGroups:
    """The emitter's (codegen.Emitter) tail groups: finding them, writing each as one
    Python function, its calls and jumps."""

    def find_tail_groups(self) -> None:
        """Note the tail groups of the procedures being translated (``self.groups``:
        member -> group), leaving out any a call of which is not bounded
        (known_calls.KnownCalls.bounded): one at a time, the first such, since leaving one
        out makes the calls of its members TailCalls, which may make another bounded."""
        candidates = find_groups(self.b.fns, self.can_loop)
        self.groups = {fn: g for g in candidates for fn in g.members}
        while True:
            self.bounded_memo.clear()
            self.value_memo.clear()
            bad = next((g for g in candidates if g.members[0] in self.groups
                        and not self.bounded(g.members[0], frozenset())), None)
            if bad is None:
                return
            for fn in bad.members:
                del self.groups[fn]

    def group_jump_target(self, x: App, fn: Fn, depth: int) -> Fn | None:
        """The member of ``fn``'s group that the tail call ``x`` (at ``depth``, see
        ``member_tail_calls``) jumps to, or None if it is no such jump."""
        group = self.groups.get(fn)
        if group is None or depth > 1:
            return None
        op = x.op
        if type(op) is not Local or op.check:
            return None
        callee = op.var.proc
        return callee if callee in group.index else None

    def group_definition(self, group: TailGroup, fn: Fn) -> list[str]:
        """The statements of the definition of member ``fn``: none, but at the last
        member's, the group's function (in a factory taking copies of the variables
        its members use, as ``made_function``) and every member's variable set to it."""
        if fn is not group.members[-1]:
            return []
        lines = self.group_function(group)
        mine = set(group.vars)
        copies: list[Var] = []
        for m in group.members:      # the members' own variables: the function calls
            for v in self.copied_vars(m):   # itself by its own name
                if v not in mine and v not in copies:
                    copies.append(v)
        if copies:
            names = ", ".join(v.py for v in copies)
            factory = f"_mk_{group.py}"
            lines = ([f"def {factory}({names}):"] + indent(lines + [f"return {group.py}"])
                     + [f"{group.py} = {factory}({names})"])
        return lines + [f"{' = '.join(v.py for v in group.vars)} = {group.py}"]

    def group_function(self, group: TailGroup) -> list[str]:
        """``def`` of the group's function: a loop whose rounds run the member ``_st``."""
        return self.in_function([m.body for m in group.members],    # common_reads.py
                                lambda: self.members_function(group))

    def members_function(self, group: TailGroup) -> list[str]:
        """``group_function``'s code."""
        saved = self.current, self.nonlocals, self.cached
        self.nonlocals = set()
        self.writing_groups.add(group)
        empty: list[str] = []
        for m in group.members:
            self.current, self.cached = m, {}
            empty += self.cache_invariants(m)
            group.caches[m] = self.cached
        several = len(group.members) > 1

        def branch(m: Fn) -> Callable[[], list[str]]:
            def write() -> list[str]:
                self.current, self.cached = m, dict(group.caches[m])
                ctx = self.tail_context(m, group)
                return step(self.where(m)) + self.tail(m.body, ctx)
            return write
        branches = self.branches(*[branch(m) for m in group.members])
        if several:
            rounds: list[str] = []
            for k, lines in enumerate(branches):
                head = ("if" if k == 0 else "elif") + f" _st == {k}:"
                rounds += [head if k < len(branches) - 1 else "else:"] + indent(lines)
        else:
            rounds = branches[0]
        params = [f"{v.py}=None" if several else v.py for m in group.members for v in m.params]
        head = [f"def {group.py}({', '.join((['_st'] if several else []) + params)}):"]
        if self.nonlocals:
            head += indent([f"nonlocal {', '.join(sorted(self.nonlocals))}"])
        self.writing_groups.discard(group)
        self.current, self.nonlocals, self.cached = saved
        return head + indent(empty + ["while True:"] + indent(rounds))

    def group_call(self, fn: Fn, var: Var | None, args: list[str]) -> str:
        """The call expression of member ``fn`` of a group on ``args``: its group's
        function, by its own name inside it (the right one in every run of the code
        around it), by the member's variable elsewhere."""
        group = self.groups[fn]
        name = group.py if group in self.writing_groups or var is None else var.py
        if len(group.members) == 1:
            return f"{name}({', '.join(args)})"
        before = ["None"] * group.offsets[group.index[fn]]
        return f"{name}({', '.join([str(group.index[fn])] + before + args)})"

    def group_jump(self, ir: App, target: Fn, depth: int) -> list[str]:
        """A tail call of member ``target`` from the group's own code, at ``depth``: its
        parameters rebound, the group's loop told to run it, and back to the loop."""
        group = self.groups[target]
        lines: list[str] = []
        args = self.operands(ir.args, lines)
        changed = [(v.py, a) for v, a in zip(target.params, args) if v.py != a]
        if changed:
            lines.append(f"{', '.join(v for v, _ in changed)} = {', '.join(a for _, a in changed)}")
        if target is not self.current:
            if len(group.members) > 1:
                lines.append(f"_st = {group.index[target]}")
            caches = list(group.caches[target].values())
            if caches:
                lines.append(" = ".join(caches) + " = _U")
        return lines + ["continue" if depth == 0 else "break"]
