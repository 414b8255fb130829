"""The pieces of generated Python text the emitter (codegen.py) and its helpers share:
a translated expression (V), the step count every call and loop iteration makes, the
finishing of a call's result, indentation."""
from __future__ import annotations


class V:
    """A translated expression: statements to run first, then a Python expression.
    ``stable``: the expression is a name or constant whose value later statements cannot
    change (so it may be used more than once, and after other code); ``single``: it
    cannot be multiple values; ``boolean``: it is a Python bool; ``fixnum``: it is surely
    a Python int (fixnums.py), so inlined arithmetic on it tests nothing.

    Multiple values: a context that takes one value (an argument, a test, a binding) must
    raise Racket's result arity error when it gets several. Variables never hold multiple
    values (every store is checked), and a call in such a context checks its result only
    where that costs nothing on the common path: a Python function of translated code never
    returns a MultipleValues itself (``deliver`` turns one into a tail call of `values`),
    so its direct result needs no test, only a TailCall it returns (finished by ``_apply(t.proc, t.args, True)``) or a call
    through ``apply_procedure`` (``_apply1``). A V that is not ``single`` is checked by
    its receiver (``one``)."""

    __slots__ = ("lines", "expr", "stable", "single", "boolean", "fixnum")

    def __init__(self, lines: list[str], expr: str, stable: bool = False, single: bool = False,
                 boolean: bool = False) -> None:
        self.lines = lines
        self.expr = expr
        self.stable = stable
        self.single = single
        self.boolean = boolean
        self.fixnum = False



def step(where: str) -> list[str]:
    """Count one step while a step limit is set; past it, raise the error saying where
    (``where``: the name of the procedure's (name, source, loc) constant, only evaluated
    then; ``Budget.over`` lets the run go on at the limit's checkpoint). Without a limit the
    count is skipped: nothing reads it then."""
    return ["if _B.max_steps is not None:",
            "    _s = _B.steps + 1",
            "    _B.steps = _s",
            f"    if _s > _B.max_steps: _B.over({where})"]


def finish(t: str, multi: bool) -> str:
    """The statement finishing a call's result ``t`` if it is a TailCall. Unless ``multi``
    (a context taking one value), multiple values are an error. In a context that takes
    any number (a let-values' expression ...), the tail call of `values` that a procedure
    returns for its multiple values (``deliver``) is taken back at once: the same
    MultipleValues, without apply_procedure (which counts no step for a primitive)."""
    if not multi:
        return f"if {t}.__class__ is _T: {t} = _apply({t}.proc, {t}.args, True)"
    return (f"if {t}.__class__ is _T: {t} = _MV({t}.args) if {t}.proc is _VALUES "
            f"else _apply({t}.proc, {t}.args)")


def indent(lines: list[str]) -> list[str]:
    return ["    " + line for line in lines]
