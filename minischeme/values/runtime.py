"""Calling procedures: the one loop that runs every Racket call, with proper tail calls.

A call in tail position does not call: it returns a ``TailCall`` to the loop in
``apply_procedure``, which then runs the callee in the same Python frame. So a Racket loop
of any length runs in constant Python stack, as in Racket. Non-tail recursion uses the
Python stack; the interpreter runs on a thread with a large stack so that 100,000-deep
recursion works.
"""
from __future__ import annotations

import gc
import sys
import weakref
from typing import Any

from minischeme.values.data import NIL, UNDEFINED, VOID, MultipleValues, Pair, make_pair, StructInstance
from minischeme.values.errors import (EXN_FAIL_CONTRACT_ARITY, Raise, arity_error, contract_error, not_a_procedure, racket_error,
                     result_arity_error)
from minischeme.values.procedures import MISSING, Closure, Missing, Parameter, Primitive, RenamedProcedure, TailCall, arity_text, case_lambda_arity, expected_arity  # noqa: F401
from minischeme.values.procedures import make_tail_call


def tune_garbage_collector() -> None:
    """Collect young objects every 50,000 allocations instead of CPython's 700.

    Racket programs allocate pairs by the million and keep long lists alive; with the
    default thresholds CPython's cycle collector walks those lists over and over, a third
    of the run time of a list-heavy program. Immutable pairs cannot form cycles, and
    most cyclic garbage (closures of a call) dies young, so collecting less often costs
    little memory."""
    gc.set_threshold(50_000, 20, 10)


tune_garbage_collector()


_SETTLED = [False]


def settle_imports() -> None:
    """Once in a process, when its first namespace has been made (minischeme and the
    language's libraries imported, some 45,000 objects that live as long as the process):
    move every object then alive out of the collector's generations (``gc.freeze``).
    Left young, they are walked by the run's first collection of young objects (7-13 ms),
    which a short program reaches while it is read and compiled: as long as the compiling
    itself. The collector sees everything made afterwards as before."""
    if not _SETTLED[0]:
        _SETTLED[0] = True
        gc.freeze()


class Budget:
    """The run's limits that the interpreter enforces itself: steps and recursion depth.

    ``steps`` counts the run's work, deterministically: every call of a Racket closure (and
    every round of a loop made from a self tail call) adds one, and so does every eighth
    cell a primitive walks or builds (``charge_work``: `length`, `append`, `list-ref`,
    `member`, `string-append` ...), so a loop whose primitives do the work is stopped by the
    count too, never only by a clock. Past ``max_steps`` the next count calls ``over``.
    ``max_steps`` None means no limit, and then nothing is counted (nothing reads the count
    without a limit; the hot path is one test of ``max_steps``).
    Other threads stop a running program by setting ``max_steps`` to -1 (its next call
    raises), after putting their reason in ``stop_message`` (else: a user break).

    ``set_limit(n)`` sets a limit of n steps in two stages: ``max_steps`` first stops at a
    checkpoint, seven eighths of the way, where ``over`` notes the Racket procedures then
    on the stack (``marked``) and lets the run go on to ``limit``. If the run then passes
    the limit, the innermost procedure that was already running at the checkpoint is the
    one that has been running all along: the loop (``where`` names it, not whichever
    helper the loop happened to be calling at the last step).

    ``max_depth``: nested Racket calls allowed (None: as many as the stack holds, as in
    Racket); ``interpreter.recursion_limit`` turns it into Python's recursion limit.
    ``where``: where the last limit was hit ("`loop` at f.rkt:5:2"), for reports.
    """

    __slots__ = ("steps", "max_steps", "max_depth", "where", "stop_message", "limit", "marked")

    def __init__(self) -> None:
        self.steps = 0
        self.max_steps: int | None = None
        self.max_depth: int | None = None
        self.where = ""
        self.stop_message: str | None = None
        self.limit: int | None = None          # the step limit set by set_limit
        self.marked: list | None = None        # the stack's Racket frames at the checkpoint

    def set_limit(self, limit: int | None) -> None:
        """Count from zero, with at most ``limit`` steps (None: no limit, no counting)."""
        self.steps = 0
        self.limit = limit
        self.marked = None
        if limit is None or limit < 64:
            self.max_steps = limit
        else:
            self.max_steps = limit - limit // 8

    def over(self, proc: Any = None) -> None:
        """The count passed ``max_steps``: at the checkpoint, note the stack and go on to
        the limit; past the limit (or when stopped from outside), raise the error."""
        limit = self.limit
        max_steps = self.max_steps
        if (limit is not None and max_steps is not None and 0 <= max_steps < limit
                and self.marked is None):
            self.marked = _racket_frames(sys._getframe(1))
            self.max_steps = limit
            if self.steps <= limit:          # a primitive's charge may pass both at once
                return
        raise self.exceeded(proc, sys._getframe(1))

    def exceeded(self, proc: Any = None, frame: Any = None) -> Raise:
        """The error of a call past the step limit. ``proc``: what was being called (a
        Closure, or the ``(name, source, loc)`` of translated code); the procedure named is
        the loop found by the checkpoint (see the class), else ``proc``, else the innermost
        Racket procedure on the stack."""
        if frame is None:
            frame = sys._getframe(1)
        where = self._looping_where(frame)
        if not where and proc is not None:
            where = describe_where(proc)
        if not where:
            where = innermost_where(frame)
        self.where = where
        suffix = f", in {where}" if where else ""
        limit = self.max_steps
        if limit is None or limit < 0:          # stopped by another thread
            return racket_error((self.stop_message or "user break") + suffix)
        return racket_error(f"step limit exceeded: more than {limit:,} steps{suffix}")

    def _looping_where(self, frame: Any) -> str:
        """Where the innermost Racket procedure already running at the checkpoint is, with
        the procedure around it ("`loop` at f.rkt:86:2 (in `fdiscard`)"), or ""."""
        marked = self.marked
        if not marked:
            return ""
        alive = {id(f) for f, _ in marked}
        for i, (f, info) in enumerate(now := _racket_frames(frame)):
            if id(f) in alive:
                where = describe_where(info)
                outer = next((o for _, o in now[i + 1:] if o[0] and o[0] != info[0]), None)
                if where and outer is not None and describe_where(outer):
                    where += f" (in `{outer[0]}`)"
                return where
        return ""


def _racket_frames(frame: Any, limit: int = 100_000) -> list:
    """The Python frames that run Racket procedures, from ``frame`` outwards, each with its
    (name, source, loc): only named ones, and those with a position."""
    found = []
    n = 0
    while frame is not None and n < limit:
        info = frame_where(frame)
        if info is not None and info[0]:
            found.append((frame, info))
        frame = frame.f_back
        n += 1
    return found


def charge_work(cells: int) -> None:
    """Count a primitive's work against the step limit: one step for every eight cells
    (pairs, elements, characters) it walks or builds, about what a procedure call costs.
    The caller tests ``BUDGET.max_steps is not None`` first, so a run without a limit pays
    nothing but that test."""
    budget = BUDGET
    s = budget.steps + (cells >> 3)
    budget.steps = s
    if budget.max_steps is not None and s > budget.max_steps:
        budget.over()


# The name of the procedure the compiler makes to run a module-level loop or match
# as translated code (Compiler.comp_as_procedure): a limit hit there is in module-level code.
MODULE_LEVEL = "%module-level"


def describe_where(what: Any) -> str:
    """"`name` at file:line:col" for a procedure (or a ``(name, source, loc)``), or ""."""
    if type(what) is Closure:
        info = closure_where(what)
    elif type(what) is tuple:
        info = what
    else:
        name = getattr(what, "name", None)
        info = (name if type(name) is str else None, None, None)
    if info is None:
        return ""
    name, source, loc = info
    pos = f" at {source}:{loc[0]}:{loc[1]}" if source and loc else ""
    if name and loc and name.endswith(f":{loc[0]}:{loc[1]}"):
        name = None     # a lambda named by its source location (Racket's name for it)
    if name == MODULE_LEVEL:
        return f"module-level code{pos}" if pos else ""
    if name:
        return f"`{name}`{pos}"
    return f"an anonymous procedure{pos}" if pos else ""


def closure_where(proc: Closure) -> tuple | None:
    """(name, source, loc) of a closure: of its translated code, or recorded by the closure
    compiler in ``CLOSURE_SOURCES``."""
    fn = proc.fn
    if fn is not None:
        table = getattr(fn, "__globals__", {}).get("_WHERE")
        info = table.get(fn.__code__.co_name) if table else None
        if info is not None:
            return info
    else:
        try:
            info = CLOSURE_SOURCES.get(proc.body)
        except TypeError:
            info = None
        if info is not None:
            return info
    return (proc.name, None, None)


def frame_where(frame: Any) -> tuple | None:
    """(name, source, loc) of the Racket procedure a Python frame runs, or None: a frame of
    translated code (its module's ``_WHERE`` table), or ``apply_procedure`` running a
    closure of the closure back end."""
    code = frame.f_code
    if code is _APPLY_CODE:
        proc = frame.f_locals.get("proc")
        if type(proc) is Closure and proc.fn is None:
            return closure_where(proc)
        return None
    table = frame.f_globals.get("_WHERE")
    if table is not None and type(table) is dict:
        return table.get(code.co_name)
    return None


def innermost_where(frame: Any, limit: int = 100_000) -> str:
    """Where the innermost named Racket procedure on the stack from ``frame`` outwards is
    (an anonymous one when none is named), for a limit's message; "" if none."""
    anonymous = None
    n = 0
    while frame is not None and n < limit:
        info = frame_where(frame)
        if info is not None:
            if info[0]:
                return describe_where(info)
            if anonymous is None:
                anonymous = info
        frame = frame.f_back
        n += 1
    return describe_where(anonymous) if anonymous is not None else ""


def traceback_where(tb: Any) -> str:
    """``innermost_where`` for the place an exception was raised (its traceback)."""
    if tb is None:
        return ""
    while tb.tb_next is not None:
        tb = tb.tb_next
    try:
        return innermost_where(tb.tb_frame)
    except Exception:           # never let the report of a limit fail
        return ""


# Closure-compiler lambdas' (name, source, loc), by body node (translated code keeps its
# own in its module's ``_WHERE``). Filled at compile time; read only when a limit is hit.
CLOSURE_SOURCES: "weakref.WeakKeyDictionary[Any, tuple]" = weakref.WeakKeyDictionary()


BUDGET = Budget()


def apply_procedure(proc: Any, args: list, single: bool = False) -> Any:
    """Apply a Racket procedure to a list of argument values, and return its value; with
    ``single``, for a caller that takes one value (multiple values are Racket's result
    arity error). Translated code finishes a TailCall ``t`` with ``apply_procedure(t.proc,
    t.args)``: a helper between them would be one Python frame more for every such call."""
    budget = BUDGET
    while True:
        t = type(proc)
        if t is Closure:
            fn = proc.fn
            if fn is not None:  # translated to Python: fn counts its own step
                n = len(args)
                if (n == proc.arity or (n >= proc.nreq and (proc.rest or n <= proc.nreq + proc.nopt))
                        or proc.clauses is not None):  # a case-lambda: fn says what it expected
                    # written out for few arguments: CPython runs a plain call of a Python
                    # function without a new C stack frame, and no helper's frame is added
                    # between caller and callee (deep recursion through here stays cheap)
                    if n == 1:
                        result = fn(args[0])
                    elif n == 2:
                        result = fn(args[0], args[1])
                    elif n == 0:
                        result = fn()
                    elif n == 3:
                        result = fn(args[0], args[1], args[2])
                    else:
                        result = fn(*args)
                else:
                    if budget.max_steps is not None:
                        budget.steps += 1
                        if budget.steps > budget.max_steps:
                            budget.over(proc)
                    raise arity_error(proc.name, expected_arity(proc.nreq, None if proc.rest
                                                                else proc.nreq + proc.nopt), args)
            else:
                if budget.max_steps is not None:
                    budget.steps += 1
                    if budget.steps > budget.max_steps:
                        budget.over(proc)
                if not proc.nopt and not proc.rest and len(args) == proc.nreq:
                    frame = [proc.parent, *args]
                    size = proc.frame_size
                    if size > len(frame):
                        frame.extend([UNDEFINED] * (size - len(frame)))
                else:
                    frame = bind_arguments(proc, args)
                result = proc.body(frame)
        elif t is Primitive:
            n = len(args)
            if n < proc.min_args or (proc.max_args is not None and n > proc.max_args):
                raise arity_error(proc.name, expected_arity(proc.min_args, proc.max_args), args)
            result = proc.fn(*args)
        elif t is Parameter:
            if not args:
                return proc.value
            if len(args) > 1:   # a case-lambda: Racket names no expected count
                raise racket_error(f"{proc.name}: arity mismatch;\n the expected number of "
                                   f"arguments does not match the given number\n  given: {len(args)}",
                                   EXN_FAIL_CONTRACT_ARITY)
            # (p v) sets the parameter (in the current parameterize, if any: it restores it)
            proc.value = args[0] if proc.guard is None else apply_procedure(proc.guard, args)
            return VOID
        elif t is StructInstance and proc.stype.proc is not None:
            proc, args = struct_call(proc, args)
            continue
        else:
            applicable = getattr(proc, "racket_apply", None)
            if applicable is None:
                raise not_a_procedure(proc, args)
            result = applicable(args)
        if type(result) is TailCall:
            proc = result.proc
            args = result.args
            continue
        if single and type(result) is MultipleValues:
            single_value(result)
        return result


_APPLY_CODE = apply_procedure.__code__


def run_tail_call(call: TailCall) -> Any:
    """Finish a TailCall that a procedure returned to a caller that is not a loop."""
    return apply_procedure(call.proc, call.args)


def apply1(proc: Any, args: list) -> Any:
    """``apply_procedure`` for a caller that takes one value."""
    v = apply_procedure(proc, args)
    if type(v) is MultipleValues:
        single_value(v)
    return v


def bind_arguments(proc: Closure, args: list) -> list:
    """The frame for a call of ``proc`` with optional or rest parameters (or wrong count)."""
    n = len(args)
    nreq, nopt = proc.nreq, proc.nopt
    if n < nreq or (not proc.rest and n > nreq + nopt):
        expected = expected_arity(nreq, None if proc.rest else nreq + nopt)
        raise arity_error(proc.name, expected, args)
    frame = [proc.parent, *args[:nreq + nopt]]
    if n < nreq + nopt:
        frame.extend([UNDEFINED] * (nreq + nopt - n))
    if proc.rest:
        rest = NIL
        for v in reversed(args[nreq + nopt:]):
            rest = make_pair(v, rest)
        frame.append(rest)
    size = proc.frame_size
    if size > len(frame):
        frame.extend([UNDEFINED] * (size - len(frame)))
    if nopt:
        for i in range(nreq, nreq + nopt):
            if i >= n or frame[1 + i] is MISSING:
                frame[1 + i] = proc.defaults[i - nreq](frame)
    return frame


def call(proc: Any, *args: Any) -> Any:
    """Call a Racket procedure from Python code (primitives such as filter use this) for
    one value: multiple values are Racket's result arity error."""
    n = len(args)
    if type(proc) is Closure and proc.fn is not None and n == proc.arity:
        # translated code called directly (it counts its own step): apply_procedure's
        # frame is added only to finish a tail call, so recursion through a primitive
        # such as filter or sort takes one Python frame less a level; written out for
        # one or two arguments, a plain call (no C stack frame), as apply_procedure does
        fn = proc.fn
        v = fn(args[0]) if n == 1 else fn(args[0], args[1]) if n == 2 else fn(*args)
        if type(v) is TailCall:
            return apply_procedure(v.proc, v.args, True)
    elif type(proc) is Primitive and n >= proc.min_args and (proc.max_args is None
                                                             or n <= proc.max_args):
        # a primitive taking n (a curried procedure given to takef, a predicate given to
        # filter ...): its function called as apply_procedure would call it, which counts
        # no step for it either
        v = proc.fn(*args)
        if type(v) is TailCall:
            return apply_procedure(v.proc, v.args, True)
    else:
        v = apply_procedure(proc, list(args))
    if type(v) is MultipleValues:
        single_value(v)
    return v


def struct_call(v: StructInstance, args: list) -> tuple[Any, list]:
    """The call an application of ``v``, an instance of a type with prop:procedure, makes:
    of its procedure with ``v`` first, or of the procedure in its field; an arity error
    names the struct type, its expected count one less than the procedure's."""
    spec = v.stype.proc
    if type(spec) is int:
        target = v.fields[spec]
        if not is_procedure(target):                    # a field holding no procedure
            raise arity_error(v.stype.name, None, args, True)
        t = type(target)
        if (t is Closure or t is Primitive) and not procedure_arity_includes(target, len(args)):
            raise arity_error(target.name, _expected_of(target), args, True)
        return target, args
    if not procedure_arity_includes(spec, len(args) + 1):
        raise arity_error(v.stype.name, struct_expected_arity(spec), args, True)
    return spec, [v, *args]


def _expected_of(proc: Any) -> str | None:
    """The `expected:` text of an arity error of ``proc``, a Closure or a Primitive."""
    if type(proc) is Primitive:
        return expected_arity(proc.min_args, proc.max_args)
    if proc.clauses is not None:
        return None
    return expected_arity(proc.nreq, None if proc.rest else proc.nreq + proc.nopt)


def struct_expected_arity(spec: Any) -> str | None:
    """The `expected:` text for a call of an instance whose prop:procedure is ``spec``
    (None where Racket leaves the line out: a case-lambda)."""
    t = type(spec)
    if t is Closure and spec.clauses is None:
        return expected_arity(max(spec.nreq - 1, 0), None if spec.rest else max(spec.nreq + spec.nopt - 1, 0))
    if t is Primitive:
        return expected_arity(max(spec.min_args - 1, 0),
                              None if spec.max_args is None else max(spec.max_args - 1, 0))
    return None


def procedure_arity_includes(proc: Any, n: int) -> bool:
    t = type(proc)
    if t is StructInstance:
        spec = proc.stype.proc
        if type(spec) is int:
            target = proc.fields[spec]
            return is_procedure(target) and procedure_arity_includes(target, n)
        return spec is not None and procedure_arity_includes(spec, n + 1)
    if t is Closure:
        if proc.clauses is not None:    # a case-lambda translated to Python
            return any(lo <= n and (hi is None or n <= hi) for lo, hi in proc.clauses)
        return n >= proc.nreq and (proc.rest or n <= proc.nreq + proc.nopt)
    if t is Primitive:
        return proc.accepts(n)
    if t is Parameter:
        return n <= 1
    if t is RenamedProcedure:                           # procedure-rename, -reduce-arity
        return proc.accepts(n)
    closures = getattr(proc, "closures", None)          # case-lambda
    if closures is not None:
        return any(procedure_arity_includes(k, n) for k in closures)
    inner = getattr(proc, "closure", None)              # keyword parameters
    if inner is not None and hasattr(proc, "npositional"):
        return (inner.nreq <= n and (inner.rest or n <= proc.npositional)
                and not any(proc.required))
    return hasattr(proc, "racket_apply")


class CaseLambda:
    """A procedure made by case-lambda: the first clause whose arity fits is used."""

    def __init__(self, name: str | None, closures: list) -> None:
        self.name = name
        self.closures = closures

    def racket_apply(self, args: list) -> Any:
        for k in self.closures:
            if procedure_arity_includes(k, len(args)):
                return make_tail_call(k, args)
        arity = case_lambda_arity([(k.nreq, None if k.rest else k.nreq + k.nopt)
                                   for k in self.closures])
        raise arity_error(self.name, arity_text(*arity) if arity is not None else None, args)

    def racket_repr(self) -> str:
        return f"#<procedure:{self.name}>" if self.name else "#<procedure>"


def is_procedure(x: Any) -> bool:
    t = type(x)
    return (t is Closure or t is Primitive or t is Parameter or hasattr(x, "racket_apply")
            or (t is StructInstance and x.stype.proc is not None))


def check_procedure(who: str, x: Any, args: list | None = None, position: int | None = None) -> None:
    if not is_procedure(x):
        raise contract_error(who, "procedure?", x, position, args)


def single_value(v: Any) -> Any:
    """Racket's check that a context receiving one value got exactly one."""
    if type(v) is MultipleValues:
        raise result_arity_error(1, len(v.values))
    return v
