"""Reads computed once where a procedure repeats them: `(vector-ref s i)`, `(car p)`, `(eq?
(vector-ref s i) 0)` written again where its first value still holds.

Code written by hand or by a generator often repeats a read: `(* (vector-ref p i)
(vector-ref p i))`, a puzzle's check `(and (not (eq? (vector-ref s x) 0)) (eq? (vector-ref s
x) (vector-ref s (+ x 9))))` once for every pair of cells. Racket reads a vector in a few
instructions; we pay a type test, a bounds test and an attribute read each time. The emitter
(codegen.Emitter, through this mixin) keeps the reads it has written whose values are still
good at the point it is writing: a read written again there is the variable holding the first
one's value.

What is kept (a *read*): a call of one of READS (a selector returning an object the program
already holds, or a test returning a boolean: nothing newly made that eq? could tell apart)
whose arguments are constants, variables no `set!` changes (not checked for being undefined),
primitives no one can rebind, and calls of KEYED primitives on those (`(+ x 9)`): its value is
the same wherever its first evaluation is known to have run, until something that may change
memory runs. No step is counted for any of these (they call no procedure and charge no work),
and a second evaluation could not raise an error the first did not.

When a value is still good:

* where the first evaluation dominates: after it in the same straight line of code (an
  application's later operands, a `let`'s later bindings and body, a `begin`'s later forms),
  or in either branch of an `if` whose test evaluated it; not after a branch that evaluated
  it, nor in code written out of order (defaults), nor in another Python function;
* while nothing has run that may write memory: any call of a procedure, any primitive not
  in KEYED (vector-set!, string-set!, a primitive calling back, ...), any assignment, a loop
  (its next round runs the same code after its own writes), or code the emitter writes as
  blocks it does not describe to this mixin. Each of those forgets every read (``forget``).
  A variable's value is fixed between its binding and any `set!` (which no key may name), so
  the reads hold as long as the memory does.

Only keys that occur twice or more in a procedure's body are kept (``repeated_reads``), so a
read that is never repeated is written as before.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from minischeme.compilation.invariants import _walk
from minischeme.expansion.ir import App, Const, Global, Local
from minischeme.primitives import lookup_primitive
from minischeme.values.data import Char, Symbol
from minischeme.values.procedures import Primitive

#: the reads kept: selectors of what the program holds, and tests answering a boolean
READS = frozenset("""vector-ref string-ref car cdr cadr cddr caar cdar caddr vector-length
string-length eq? eqv? = < > <= >= not zero? null? pair? char->integer""".split())
#: primitives whose calls may appear inside a read's key: no effect, a value depending only
#: on the arguments, no work charged (arithmetic on exact integers among them)
KEYED = READS | frozenset("+ - * quotient remainder modulo add1 sub1".split())


def _primitive_of(op: Any) -> Primitive | None:
    """The primitive of KEYED that ``op`` surely denotes (an import no one can rebind)."""
    if type(op) is Global and op.fixed:
        prim = op.cell.value
        if type(prim) is Primitive and prim.name in KEYED and lookup_primitive(prim.name) is prim:
            return prim
    return None


def read_key(ir: Any) -> tuple | None:
    """A key equal for two expressions that surely compute the same value when memory has
    not changed between them, or None."""
    t = type(ir)
    if t is Const:
        v = ir.value
        tv = type(v)
        if tv is int or tv is bool:
            return ("c", tv.__name__, v)
        if tv is Char:
            return ("ch", v.ch)
        if tv is Symbol:
            return ("s", id(v))
        return None
    if t is Local:
        if ir.check or ir.var.mutated:
            return None
        return ("l", id(ir.var))
    if t is App:
        prim = _primitive_of(ir.op)
        if prim is None:
            return None
        keys = [read_key(a) for a in ir.args]
        if None in keys:
            return None
        return ("a", prim.name, *keys)
    return None


def is_read(ir: App) -> bool:
    """Is ``ir`` a call that ``read_key`` keys and READS keeps?"""
    prim = _primitive_of(ir.op)
    return prim is not None and prim.name in READS


def repeated_reads(*bodies: Any) -> frozenset:
    """The keys of the reads that occur twice or more in ``bodies`` (one Python function's
    code: not the bodies of procedures made there, unless run in place)."""
    counts: Counter = Counter()
    for body in bodies:
        for ir in _walk(body):
            if type(ir) is App and is_read(ir):
                key = read_key(ir)
                if key is not None:
                    counts[key] += 1
    return frozenset(k for k, n in counts.items() if n >= 2)


class CommonReads:
    """The emitter's record of the reads whose values are good where it is writing."""

    avail: dict[tuple, tuple[str, bool]]    # key -> (the variable holding it, is it a bool)
    repeated: frozenset                     # the keys worth keeping in this function
    kills: int                              # how many times everything was forgotten

    def forget(self) -> None:
        """Something that may write memory (or code this mixin cannot follow) was written:
        no read kept so far may be used after it."""
        if self.avail:
            self.avail = {}
        self.kills += 1

    def in_function(self, bodies: list, write: Callable[[], Any]) -> Any:
        """``write()`` the code of another Python function (whose bodies are ``bodies``),
        with reads of its own, then go back to those of the function around it."""
        saved = self.avail, self.repeated
        self.avail, self.repeated = {}, repeated_reads(*bodies)
        try:
            return write()
        finally:
            self.avail, self.repeated = saved

    def after_branches(self, start: dict, kills: int) -> None:
        """After the branches of an if, each written from a copy of ``start`` (the reads
        good after its test), when the count of forgettings was ``kills``: the reads of
        ``start`` stay good, unless a branch wrote memory."""
        self.avail = start if self.kills == kills else {}

    def kept_read(self, key: tuple) -> tuple[str, bool] | None:
        """The variable holding the value of read ``key`` here (and whether it is a
        bool), or None."""
        return self.avail.get(key) if key in self.repeated else None
