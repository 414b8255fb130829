"""How a lowered `for` loop steps through each kind of sequence (loop_lowering.py): a cdr
walk for in-list or a literal list, a counter for in-range, in-naturals or a literal
count, one round for in-value, an iterator made at once for in-vector, in-string and anything else (%for-iter
dispatches on the value; %for-next allocates nothing per iteration), each checked where
and as Racket's for-clause expansions check it (``_clause_plan``)."""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.values.data import NIL, MVector, Pair, Symbol, gensym, is_list, list_to_python, sym
from minischeme.expansion.syntax import SPECIAL_FORMS, L, prim
from minischeme.primitives import loaded_library_primitive, loaded_primitive

IF_, QUOTE_ = sym("if"), sym("quote")


class _Plan:
    """How a lowered loop steps through one clause's sequence: the temporaries its
    expressions are evaluated into (``outer``, in order), the checks that run once every
    ``outer`` of the group has (``checks``), the loop's variables (var, init, next value),
    and either an ``iterator`` (a temporary) stepped with %for-next, or the element
    (``value``) while ``test`` holds (None: forever)."""

    __slots__ = ("outer", "checks", "loop", "iterator", "test", "value", "next_value")

    def __init__(self) -> None:
        self.outer: list = []
        self.checks: list = []
        self.loop: list = []
        self.iterator: Any = None
        self.test: Any = None
        self.value: Any = None
        self.next_value: Any = None


_DIRECT_SEQUENCES = {"in-list": (1, 1), "in-range": (1, 3), "in-naturals": (0, 1),
                     "in-vector": (1, 1), "in-string": (1, 1), "in-value": (1, 1)}


# racket/dict's sequences, which a clause `[names (in-dict d)]` checks at once, as
# Racket's clause form does (`in-dict: contract violation`), where the first-class sequence
# leaves d to dict-iterate-first when walked (racket_dict.py's %dict-clause)
_CHECKED_CLAUSES = ("in-dict", "in-dict-keys", "in-dict-values")


def _names_checked_clause(c: Compiler, name: Any, blk: Block) -> bool:
    """Does the variable ``name`` hold one of _CHECKED_CLAUSES now (a module-level or
    imported variable; %dict-clause looks at its value again when the loop runs)? A
    primitive of a library not loaded is none of them (looking for it loads nothing)."""
    if type(name) is not Symbol or blk.lookup(name) is not None:
        return False
    cell = c.ns.cells.get(name)
    return cell is not None and any(cell.value is loaded_primitive(n) for n in _CHECKED_CLAUSES)


def _primitive_named(c: Compiler, name: Any, blk: Block) -> str | None:
    """Which of _DIRECT_SEQUENCES ``name`` denotes here for good (an import in a module
    that neither defines nor shadows it, under any name), if one. racket/list's `range`
    counts as `in-range`, as in Racket, where a clause `[i (range a b)]` builds no list
    (its errors are in-range's: `in-range: contract violation`)."""
    if type(name) is not Symbol or blk.lookup(name) is not None:
        return None
    cell = c.ns.cells.get(name)
    if cell is None:
        return None
    if cell.value is loaded_library_primitive("racket/list", "range") and name not in c.module_names:
        return "in-range"   # a sequence syntax, by its binding where the loop is expanded
    if not c.fixed_value(name, cell):
        return None
    for seq in _DIRECT_SEQUENCES:
        if cell.value is prim(seq):
            return seq
    return None


def _literal(c: Compiler, x: Any, blk: Block) -> tuple[bool, Any]:
    """(True, value) if ``x`` is a self-evaluating literal or a quoted datum."""
    t = type(x)
    if t in (int, float, Fraction, str, MVector):
        return True, x
    if (t is Pair and x.car is QUOTE_ and type(x.cdr) is Pair and x.cdr.cdr is NIL
            and blk.lookup(QUOTE_) is None and c.special_form(QUOTE_) is SPECIAL_FORMS.get(QUOTE_)):
        return True, x.cdr.car
    return False, None


def _is_exact_int(x: Any) -> bool:
    return type(x) is int


def _clause_plan(c: Compiler, blk: Block, names: list, seq: Any, label: str) -> _Plan:
    """The plan of one clause ``[names seq]``: a direct loop for the common sequences, an
    iterator over any sequence (dispatching on its value at run time) otherwise."""
    p = _Plan()
    if len(names) == 1:
        known, value = _literal(c, seq, blk)
        if known:
            if value is NIL or (type(value) is Pair and is_list(value)):
                cur = gensym("for-list")
                p.loop = [(cur, seq, L(prim("%for-cdr"), cur))]
                p.test, p.value = L(prim("pair?"), cur), L(prim("%for-car"), cur)
                return p
            if type(value) is int and value >= 0:
                return _counter(p, 0, seq, 1)
            if type(value) is MVector or type(value) is str:
                it = gensym("for-iter")
                make = "%in-vector-iter" if type(value) is MVector else "%in-string-iter"
                p.outer = [(it, L(prim(make), seq))]
                p.iterator = it
                return p
        elif type(seq) is Pair and is_list(seq):
            name = _primitive_named(c, seq.car, blk)
            args = list_to_python(seq.cdr)
            if name is not None and _DIRECT_SEQUENCES[name][0] <= len(args) <= _DIRECT_SEQUENCES[name][1]:
                return _direct_plan(c, blk, p, name, args)
    if type(seq) is Pair and type(seq.cdr) is Pair and seq.cdr.cdr is NIL and _names_checked_clause(c, seq.car, blk):
        seq = L(prim("%dict-clause"), seq.car, seq.cdr.car)
    it = gensym("for-iter")
    make = (L(prim("%for-iter"), label, seq) if len(names) == 1
            else L(prim("%for-iter-values"), label, len(names), seq))
    p.outer = [(it, make)]
    p.iterator = it
    return p


def _direct_plan(c: Compiler, blk: Block, p: _Plan, name: str, args: list) -> _Plan:
    def temp(e: Any, what: str) -> Any:
        """A temporary holding ``e``, or ``e`` itself if it is a number literal."""
        known, value = _literal(c, e, blk)
        if known and type(value) in (int, float, Fraction):
            return value
        t = gensym(what)
        p.outer.append((t, e))
        return t
    if name == "in-list":
        lst = temp(args[0], "for-list")
        cur = gensym("for-list")
        p.checks = [L(prim("%in-list-check"), lst)]
        p.loop = [(cur, lst, L(prim("%for-cdr"), cur))]
        p.test, p.value = L(prim("pair?"), cur), L(prim("%for-car"), cur)
        return p
    if name == "in-value":      # one round, the value computed where the clause starts
        value = temp(args[0], "for-value")
        once = gensym("for-once")
        p.loop = [(once, True, False)]
        p.test, p.value = once, value
        return p
    if name == "in-naturals":
        start = temp(args[0], "for-start") if args else 0
        if not (_is_exact_int(start) and start >= 0):
            p.checks = [L(prim("%in-naturals-check"), start)]
        i = gensym("for-i")
        p.loop = [(i, start, L(prim("%for-add"), i, 1))]
        p.value = i
        return p
    if name == "in-range":
        if len(args) == 1:
            start, end, step = 0, temp(args[0], "for-end"), 1
        else:
            start, end = temp(args[0], "for-start"), temp(args[1], "for-end")
            step = temp(args[2], "for-step") if len(args) == 3 else 1
        if not all(type(x) in (int, float, Fraction) for x in (start, end, step)):
            p.checks = [L(prim("%in-range-check"), start, end, step)]
        if type(step) in (int, float, Fraction):
            return _counter(p, start, end, step)
        # as Racket 8.7's in-range does, the test evaluates the step's expression again
        # (in the scope of the loop's accumulators), the next position adds its first value
        i = gensym("for-i")
        p.loop = [(i, start, L(prim("+"), i, step))]
        p.test = L(IF_, L(prim(">="), args[2], 0), L(prim("%for-lt"), i, end),
                   L(prim("%for-gt"), i, end))
        p.value = i
        return p
    it = gensym("for-iter")
    p.outer.append((it, L(prim("%in-vector-iter" if name == "in-vector" else "%in-string-iter"),
                          args[0])))
    p.iterator = it
    return p


def _counter(p: _Plan, start: Any, end: Any, step: Any) -> _Plan:
    """A counting loop from ``start`` while below (above, for a negative ``step``) ``end``,
    by a literal ``step``. Python's + is Racket's for a fixnum step (on any real), not for
    a rational one (1/2 + 1/2 must become the integer 1) nor a float one (a bignum start
    too big for a float would raise OverflowError)."""
    i = gensym("for-i")
    add = prim("%for-add") if type(step) is int and -2 ** 53 < step < 2 ** 53 else prim("+")
    p.loop = [(i, start, L(add, i, step))]
    p.test = L(prim("%for-gt" if step < 0 else "%for-lt"), i, end)
    p.value = i
    return p
