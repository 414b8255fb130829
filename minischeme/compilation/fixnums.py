"""Which local variables of a translated procedure surely hold an exact integer.

The inlined arithmetic, comparisons and indexing (inliners.py) test that each operand is
a Python int before taking the fast path. In a loop such as

    (let loop ([i 0] [j (sub1 (string-length s))])
      (if (>= i j) ... (loop (add1 i) (sub1 j))))

``i`` and ``j`` can only ever be integers: every value they get is one. The generator
(codegen.Emitter) leaves out the tests of such variables, and of expressions built from
them, so a counter's `(add1 i)` is `i + 1`.

A variable is known to be an integer when *every* value it can get is an integer
expression: its `let` or `define` value, its `set!`s, and, for the parameters of a
procedure that is only ever called by name where it is bound (a named let, an internal
`define`, a `let`-bound lambda, never passed or stored anywhere), the arguments of all
those calls. Parameters of any other procedure, and variables that might be read before
they are defined, are unknown. The answer is the largest set that is consistent: every
candidate is assumed an integer, then those with a value that is not (given the others)
are dropped until nothing changes.

An integer expression: an integer constant; a known variable; `if` whose both branches
are; and a call of one of Racket's own primitives (an operator that cannot be rebound) that
returns an integer, or raises, when its arguments are integers (`+`, `add1`, `quotient`,
`max` ...), or whatever they are (`string-length`, `vector-length` ...).
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from minischeme.expansion.ir import (App, Body, Const, Define, DefineGlobal, Fn, Global, If, Lambda, Let, Local,
                 NamedLet, Seq, SetGlobal, SetLocal, SetOuter, Var)
from minischeme.primitives import loaded_primitive
from minischeme.values.procedures import Primitive

# integer arguments give an integer (or an error); `-`, `+`, `*` of any count
_OF_INTEGERS = ("+", "-", "*", "add1", "sub1", "abs", "max", "min", "quotient", "remainder",
                "modulo", "gcd", "lcm", "bitwise-and", "bitwise-ior", "bitwise-xor",
                "bitwise-not", "arithmetic-shift")
# an integer (or an error), whatever the arguments
_ALWAYS = ("string-length", "vector-length", "length", "char->integer", "hash-count")
# the lowerings' own: a for loop's counter step (its operands are the loop's integers)
_INTERNAL_OF_INTEGERS = ("%for-add",)


def primitive_of(op: Any) -> Primitive | None:
    """The primitive an operator surely denotes (a constant, or a variable that cannot be
    rebound), else None."""
    if type(op) is Const and type(op.value) is Primitive:
        return op.value
    if type(op) is Global and op.fixed and type(op.cell.value) is Primitive:
        return op.cell.value
    return None


def _result_rule(prim: Primitive) -> str | None:
    """"args" (an integer when the arguments are), "always", or None."""
    if prim.name.startswith("%"):
        return "args" if prim.name in _INTERNAL_OF_INTEGERS else None
    for rule, names in (("args", _OF_INTEGERS), ("always", _ALWAYS)):
        if prim.name in names and loaded_primitive(prim.name) is prim:
            return rule
    return None


def is_integer(ir: Any, known: set[Var]) -> bool:
    """Is ``ir``'s value surely an exact integer (a Python int), given that the variables
    in ``known`` are?"""
    return is_of_kind(ir, known, _integer_leaf)


def _integer_leaf(ir: Any, known: set[Var]) -> bool:
    """A constant or call that surely gives an exact integer."""
    if type(ir) is Const:
        return type(ir.value) is int
    if type(ir) is App:
        prim = primitive_of(ir.op)
        if prim is None:
            return False
        rule = _result_rule(prim)
        if rule == "always":
            return True
        return rule == "args" and all(is_integer(a, known) for a in ir.args)
    return False


def is_of_kind(ir: Any, known: set[Var], leaf: Callable[[Any, set[Var]], bool]) -> bool:
    """Is ``ir``'s value surely of a kind: a variable in ``known``, or what the value of
    `if` (both branches), `begin`, a body or `let` ends with is; ``leaf`` answers for a
    constant or call (and says no to anything else)."""
    t = type(ir)
    if t is Local:
        return ir.var in known and not ir.check
    if t is If:
        return is_of_kind(ir.then, known, leaf) and is_of_kind(ir.other, known, leaf)
    if t is Seq or t is Body:
        return is_of_kind(ir.items[-1], known, leaf)
    if t is Let:
        return is_of_kind(ir.body, known, leaf)
    return leaf(ir, known)


def _children(ir: Any) -> Iterator[Any]:
    t = type(ir)
    if t is If:
        yield ir.test
        yield ir.then
        yield ir.other
    elif t is Seq or t is Body:
        yield from ir.items
    elif t is Let:
        yield from ir.inits
        yield ir.body
    elif t is Define or t is SetLocal or t is SetOuter or t is SetGlobal or t is DefineGlobal:
        yield ir.value
    elif t is Lambda:
        yield from _fn_parts(ir.fn)
    elif t is App:
        yield ir.op
        yield from ir.args
    elif t is NamedLet:
        yield from ir.inits
        yield from _fn_parts(ir.fn)


def _fn_parts(fn: Fn) -> Iterator[Any]:
    yield from fn.defaults
    if fn.clauses is not None:
        for k in fn.clauses:
            yield from _fn_parts(k)
    elif fn.body is not None:
        yield fn.body


def _plain(fn: Fn) -> bool:
    """A procedure whose parameters are bound positionally from a call's arguments."""
    return (fn.clauses is None and fn.rest is None and not fn.keywords
            and fn.nreq == len(fn.params))


class _Survey:
    """The values each variable of a procedure's tree can get, and how each is used."""

    def __init__(self) -> None:
        self.values: dict[Var, list[Any]] = {}      # every value the variable can get
        self.procedure: dict[Var, Fn] = {}          # a variable bound to a lambda, never set!
        self.calls: dict[Var, list[App]] = {}       # calls with the variable as operator
        self.other_uses: set[Var] = set()           # references not as an operator
        self.opaque: set[Var] = set()               # parameters bound from elsewhere
        self.in_place: set[Fn] = set()              # lambdas called where they are made

    def walk(self, root: Fn) -> None:
        self.params(root, None)
        stack = list(_fn_parts(root))
        self.other_uses.update(x.var for x in stack if type(x) is Local)
        while stack:
            ir = stack.pop()
            self.note(ir)
            stack.extend(_children(ir))

    def params(self, fn: Fn, var: Var | None) -> None:
        """``fn``'s parameters: bound by the calls of ``var`` (if it is the only way in)."""
        if fn.clauses is not None:
            for k in fn.clauses:
                self.params(k, None)
            return
        for p in fn.params + ([fn.rest] if fn.rest is not None else []):
            self.values.setdefault(p, [])
            if var is None or not _plain(fn):
                self.opaque.add(p)

    def note(self, ir: Any) -> None:
        t = type(ir)
        if t is Let:
            for v, init in zip(ir.vars, ir.inits):
                self.bind(v, init)
        elif t is Define or t is SetLocal:
            self.bind(ir.var, ir.value)
        elif t is NamedLet:
            self.procedure[ir.var] = ir.fn
            self.params(ir.fn, ir.var)
            self.calls.setdefault(ir.var, []).append(App(Local(ir.var, False), ir.inits))
        elif t is App:
            if type(ir.op) is Local:
                self.calls.setdefault(ir.op.var, []).append(ir)
            elif type(ir.op) is Lambda and ir.op.fn.inlined and ir.op.fn.clauses is None:
                # run in place (codegen.Emitter.in_place): its parameters get the arguments
                self.in_place.add(ir.op.fn)
                for p, a in zip(ir.op.fn.params, ir.args):
                    self.bind(p, a)
            for a in ir.args:
                if type(a) is Local:
                    self.other_uses.add(a.var)
        elif t is Lambda and ir.fn not in self.in_place:
            self.params(ir.fn, None)            # unless bind() saw it bound to a variable
        if t is not App:
            for child in _children(ir):
                if type(child) is Local:
                    self.other_uses.add(child.var)

    def bind(self, var: Var, value: Any) -> None:
        self.values.setdefault(var, []).append(value)
        if type(value) is Lambda and not var.mutated:
            self.procedure[var] = value.fn

    def finish(self) -> None:
        """Parameters of procedures called only by name get the calls' arguments."""
        for var, fn in self.procedure.items():
            if var in self.other_uses or var.mutated or not _plain(fn):
                for p in fn.params:
                    self.opaque.add(p)
                continue
            for p in fn.params:
                self.opaque.discard(p)
            for call in self.calls.get(var, []):
                if len(call.args) == len(fn.params):
                    for p, a in zip(fn.params, call.args):
                        self.values[p].append(a)


def integer_vars(root: Fn, assumed: frozenset[Var] = frozenset(),
                 survey: "_Survey | None" = None) -> set[Var]:
    """The variables of ``root``'s tree (its nested procedures included) that surely hold
    an exact integer whenever they are read; ``assumed``: parameters taken to hold one
    (a procedure's integer clone, see integer_params). ``survey``: ``survey_of(root)``,
    if already taken."""
    return known_vars(root, is_integer, assumed, survey)


def survey_of(root: Fn) -> "_Survey":
    """The values each variable of ``root``'s tree can get: what ``known_vars`` decides
    from, whatever the kind asked about and the variables assumed (one walk of the tree
    serves every question asked of it before it changes)."""
    s = _Survey()
    s.walk(root)
    s.finish()
    return s


def known_vars(root: Fn, is_kind: Callable[[Any, set[Var]], bool],
               assumed: frozenset[Var] = frozenset(), survey: "_Survey | None" = None) -> set[Var]:
    """The variables of ``root``'s tree every value of which is of a kind, as ``is_kind(ir,
    known)`` tells of an expression given the variables ``known`` to be (the largest
    consistent set: see the module's docstring), ``assumed`` among them. ``survey``:
    ``survey_of(root)``, if already taken."""
    s = survey if survey is not None else survey_of(root)
    known = {v for v in s.values if v not in s.opaque and not v.unsafe} | assumed
    changed = True
    while changed:
        changed = False
        for v in list(known):
            if v not in assumed and not all(is_kind(x, known) for x in s.values[v]):
                known.discard(v)
                changed = True
    return known


# Racket's own primitives whose inlined code tests that an operand is an int: a parameter
# given to them is worth an integer clone of its procedure (integer_params)
_TESTED_AS_INTEGERS = _OF_INTEGERS + ("<", ">", "<=", ">=", "=", "zero?", "even?", "odd?",
                                      "positive?", "negative?", "sqr", "exact->inexact")
# the most IR nodes a procedure may have to be cloned (its body is written out twice)
_CLONE_SIZE = 150


def integer_params(fn: Fn, integers: set[Var], survey: "_Survey | None" = None) -> tuple[list[Var], set[Var]]:
    """The parameters of ``fn`` worth an integer clone, and the variables known to be
    integers in the clone. A parameter is worth it if it is not already a known integer,
    never assigned, and it or a variable that is an integer whenever it is (a loop counter
    it starts) is an operand of inlined arithmetic or comparisons; the clone is worth it if
    there are at least two such operands in all (when each of the parameters holds an int
    on entry, a copy of the body that knows it leaves out those tests). Nothing for a
    procedure too big to be written twice, or one whose parameters are not bound
    positionally. ``survey``: ``survey_of(fn)``, if already taken."""
    if not _plain(fn) or not fn.params or fn.body is None:
        return [], integers
    candidates = [p for p in fn.params if p not in integers and not p.mutated and not p.unsafe]
    if not candidates:
        return [], integers
    operands: list[Var] = []          # the variables used as tested operands, once a use
    size = 0
    stack: list[Any] = [fn.body]
    while stack:
        ir = stack.pop()
        size += 1
        if size > _CLONE_SIZE:
            return [], integers
        if type(ir) is App:
            prim = primitive_of(ir.op)
            if prim is not None and prim.name in _TESTED_AS_INTEGERS \
                    and loaded_primitive(prim.name) is prim:
                operands += [a.var for a in ir.args if type(a) is Local and not a.check]
        stack.extend(_children(ir))
    base = frozenset(integers)
    chosen, gained = [], 0
    if survey is None:
        survey = survey_of(fn)      # one walk for every candidate's question
    for p in candidates:
        known = integer_vars(fn, base | {p}, survey)
        uses = sum(1 for v in operands if v in known and v not in base and v.owner.within(fn))
        if uses:
            chosen.append(p)
            gained += uses
    if gained < 2:
        return [], integers
    known = integer_vars(fn, base | frozenset(chosen), survey)
    # what fn's tree alone tells of a variable bound outside it (a `set!` of one in fn) is
    # not all it can hold: only fn's own variables are known from the assumption
    return chosen, integers | {v for v in known if v.owner.within(fn)}
