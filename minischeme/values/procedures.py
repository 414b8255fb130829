"""Procedure values: primitives written in Python, closures made by `lambda`, procedures
with keyword arguments, parameters, escape continuations, and the pending tail call.

These are runtime types: the compilers make them, runtime.py calls them, the printer shows
them (each has ``racket_repr``), primitives take them apart.
"""
from __future__ import annotations

import weakref
from typing import Any, Callable

from minischeme.values.data import Parameter, Symbol  # noqa: F401  (Parameter re-exported)
from minischeme.values.errors import EXN_FAIL_CONTRACT_ARITY, arity_error, racket_error, register_contract_check
from minischeme.values.printer import error_value_string as _error_value


class TailCall:
    """A call to be made by the caller's loop (a call in tail position).

    Made by ``make_tail_call(proc, args)``, or by ``TailCall()`` with both slots filled in
    place (compiled code's tail calls: codegen.tail_call). The class has no ``__init__`` on
    purpose, as Pair has none (issue 29, parts 24 and 26): called with no arguments it runs
    no Python code, the cheapest new object CPython makes (``object.__new__(TailCall)``
    packs its argument in a tuple; an ``__init__`` is a second Python call), and a tail
    call of a procedure not known at the call site is the commonest call of all.
    ``TailCall(p, a)`` raises TypeError (tests/test_runtime_objects_made_without_init.py).
    """

    __slots__ = ("proc", "args")


def make_tail_call(proc: Any, args: list) -> TailCall:
    """The pending call of ``proc`` on ``args`` (a Python list), for the caller's loop."""
    tc = TailCall()
    tc.proc = proc
    tc.args = args
    return tc


class Missing:
    """An optional argument that was not supplied (its default expression runs)."""

    __slots__ = ()


MISSING = Missing()


class Primitive:
    """A procedure implemented in Python.

    ``fn`` takes the Racket arguments as positional Python arguments and returns a Racket
    value. The arity (``min_args`` .. ``max_args``, ``None`` for no upper bound) is checked by
    the caller before ``fn`` runs, so ``fn`` never sees a wrong number of arguments.
    """

    __slots__ = ("name", "fn", "min_args", "max_args", "__weakref__")

    def __init__(self, name: str, fn: Callable[..., Any], min_args: int = 0,
                 max_args: int | None = None) -> None:
        self.name = name
        self.fn = fn
        self.min_args = min_args
        self.max_args = max_args

    def accepts(self, n: int) -> bool:
        return n >= self.min_args and (self.max_args is None or n <= self.max_args)

    def __repr__(self) -> str:
        return f"#<procedure:{self.name}>"

    racket_repr = __repr__


#: Primitives that always return exactly one value (never MultipleValues nor a TailCall):
#: the procedures a struct definition makes. A direct call of a module constant holding one
#: (compilation/direct_calls.py) calls its Python function with no wrapper in between.
ONE_VALUE: "weakref.WeakSet[Primitive]" = weakref.WeakSet()


class Closure:
    """A procedure made by `lambda`.

    ``nreq`` required parameters, ``nopt`` optional ones (with default thunks in
    ``defaults``), ``rest`` True when a rest list follows.

    A closure is run one of two ways. The closure back end's closures have a ``body`` node
    that runs on a fresh frame (a list: ``parent`` frame, then ``frame_size - 1`` slots).
    Closures whose lambda was translated to Python source (codegen.py) have ``fn`` instead,
    a Python function taking the Racket arguments directly; ``arity`` is then the number of
    arguments ``fn`` takes when it has no rest parameter, so a call site can check
    ``arity == n`` and call ``fn`` itself. ``arity`` is -1 whenever that shortcut is not
    available.

    A case-lambda translated to Python is a Closure too (``case_lambda_closure``): ``fn``
    takes any number of arguments, runs the first clause that accepts them and raises
    Racket's arity error when none does; its ``arity`` is ANY_ARITY (a call site may call
    ``fn`` with any count), ``clauses`` the (minimum, maximum or None) of each clause, and
    ``nreq``, ``nopt``, ``rest`` the range they span.

    Made by ``make_closure(...)``, or by ``Closure()`` with every slot filled in place
    (compiled code's lambdas: codegen.Emitter.make_closure): no ``__init__``, as TailCall.
    """

    __slots__ = ("nreq", "nopt", "rest", "frame_size", "body", "parent", "name", "defaults",
                 "fn", "arity", "clauses", "__weakref__")

    def __repr__(self) -> str:
        return f"#<procedure:{self.name}>" if self.name else "#<procedure>"

    racket_repr = __repr__


def make_closure(nreq: int, nopt: int, rest: bool, frame_size: int, body: Any, parent: Any,
                 name: str | None, defaults: Any = None, fn: Any = None) -> Closure:
    """A new Closure, every slot filled: ``arity`` is ``nreq`` when ``fn`` (a Python
    function taking the arguments) is given and there is no rest list, else -1."""
    c = Closure()
    c.nreq = nreq
    c.nopt = nopt
    c.rest = rest
    c.frame_size = frame_size
    c.body = body
    c.parent = parent
    c.name = name
    c.defaults = defaults
    c.fn = fn
    c.arity = nreq if fn is not None and not rest else -1
    c.clauses = None
    return c


ANY_ARITY = -2     # Closure.arity of a case-lambda: its fn checks the count itself


def case_lambda_closure(proc: Closure, clauses: tuple) -> Closure:
    """``proc`` (made with the range of ``clauses``, the (minimum, maximum or None) of each
    clause) as the procedure of a case-lambda whose ``fn`` dispatches on the count."""
    proc.arity = ANY_ARITY
    proc.clauses = clauses
    return proc


def arity_text(min_args: int, max_args: int | None) -> str:
    """How Racket words an expected arity in arity-mismatch messages."""
    if max_args is None:
        return f"at least {min_args}"
    if max_args == min_args:
        return str(min_args)
    return f"{min_args} to {max_args}"


def expected_arity(min_args: int, max_args: int | None) -> str | None:
    """The ``expected:`` line of an arity error, or None where Racket leaves it out: for
    a range (optional arguments: `1 to 2`) it says only what was given."""
    if max_args is not None and max_args != min_args:
        return None
    return arity_text(min_args, max_args)


def case_lambda_arity(clauses: list[tuple[int, int | None]]) -> tuple[int, int | None] | None:
    """The arity of a case-lambda whose clauses take these (minimum, maximum or None)
    argument counts, when Racket's normalized arity is one count or one `at least n`
    (clauses for 1, 2 and 3 or more arguments make `at least 1`); None when it is a list
    of several, for which Racket's arity error names no expected count."""
    exact = {lo for lo, hi in clauses if hi == lo}
    rests = [lo for lo, hi in clauses if hi is None]
    if not rests:
        return (min(exact), min(exact)) if len(exact) == 1 else None
    least = min(rests)
    while least - 1 in exact:
        least -= 1
    return (least, None) if all(n >= least for n in exact) else None


class RenamedProcedure:
    """What `procedure-rename` and `procedure-reduce-arity` make (primitives/control.py):
    ``proc`` under the name ``name`` (a str; None prints `#<procedure>`), accepting the
    argument counts in ``counts`` and, if ``at_least`` is not None, any count from it on
    (normalized: no count at or just below ``at_least``). A call with another count is
    Racket's arity error naming ``name``, with an `expected:` line only for one count or an
    `at least`, as Racket's. With ``keywords`` false a call written with keyword arguments is
    refused in Racket's words (a reduced procedure, a renamed lambda); otherwise they go to
    ``proc`` (a renamed primitive)."""

    __slots__ = ("proc", "name", "counts", "at_least", "keywords", "__weakref__")

    def __init__(self, proc: Any, name: str | None, counts: frozenset, at_least: int | None,
                 keywords: bool) -> None:
        if at_least is not None:
            while at_least - 1 in counts:
                at_least -= 1
            counts = frozenset(n for n in counts if n < at_least)
        self.proc = proc
        self.name = name
        self.counts = counts
        self.at_least = at_least
        self.keywords = keywords

    def accepts(self, n: int) -> bool:
        return n in self.counts or (self.at_least is not None and n >= self.at_least)

    def racket_apply(self, args: list) -> Any:
        if self.accepts(len(args)):
            return make_tail_call(self.proc, args)
        counts, at_least = self.counts, self.at_least
        expected = (f"at least {at_least}" if at_least is not None and not counts
                    else str(next(iter(counts))) if at_least is None and len(counts) == 1
                    else None)
        raise arity_error(self.name, expected, args)

    def __repr__(self) -> str:
        return f"#<procedure:{self.name}>" if self.name else "#<procedure>"

    racket_repr = __repr__


def is_keyword(x: Any) -> bool:
    """Is ``x`` a keyword (`#:name`)? Keywords are symbols whose name starts with `#:`."""
    return type(x) is Symbol and x.name.startswith("#:")


class KeywordProcedure:
    """A procedure with keyword parameters: sorts `#:kw value` pairs out of a call's
    arguments into the closure's slots after the positional ones (absent ones get their
    defaults); with a rest parameter (``closure.rest``), the positional arguments beyond
    ``npositional`` come after the keyword ones, for the rest list."""

    def __init__(self, closure: Closure, npositional: int, keywords: list, required: list) -> None:
        self.closure = closure
        self.name = closure.name
        self.npositional = npositional
        self.keywords = keywords
        self.required = required

    def racket_apply(self, args: list) -> Any:
        positional, given = [], {}
        i = 0
        while i < len(args):
            a = args[i]
            if is_keyword(a) and i + 1 < len(args):
                given[a] = args[i + 1]
                i += 2
            else:
                positional.append(a)
                i += 1
        # Racket's order: an unexpected keyword, then (with keywords given) a missing required
        # one before a wrong number of positional arguments; without keywords the other way
        unexpected = [k for k in given if k not in self.keywords]
        if unexpected:
            first = min(unexpected, key=lambda k: k.name)
            raise self._application_error("procedure does not expect an argument with given "
                                          f"keyword", f"  given keyword: {first.name}",
                                          positional, given)
        count_ok = self.closure.nreq <= len(positional) and (self.closure.rest
                                                             or len(positional) <= self.npositional)
        if given:
            self._check_required(positional, given)
            if not count_ok:
                n = len(positional)
                raise self._application_error(f"no case matching {n} non-keyword "
                                              f"argument{'' if n == 1 else 's'}", None,
                                              positional, given)
        elif not count_ok:
            lines = [f"{self.name}: arity mismatch;" if self.name else "arity mismatch;",
                     " the expected number of arguments does not match the given number",
                     f"  expected: {self._arity_text()}", f"  given: {len(positional)}"]
            if positional:
                lines.append("  arguments...:")
                lines += [f"   {_error_value(a)}" for a in positional]
            raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT_ARITY)
        else:
            self._check_required(positional, given)
        extra = positional[self.npositional:]
        del positional[self.npositional:]
        positional += [MISSING] * (self.npositional - len(positional))
        for kw in self.keywords:
            positional.append(given.get(kw, MISSING))
        return make_tail_call(self.closure, positional + extra if extra else positional)

    def _check_required(self, positional: list, given: dict) -> None:
        for kw, required in zip(self.keywords, self.required):
            if required and kw not in given:
                raise self._application_error("required keyword argument not supplied",
                                              f"  required keyword: {kw.name}", positional, given)

    def _application_error(self, what: str, detail: str | None, positional: list,
                           given: dict) -> Any:
        """Racket's `application: ...` error from a keyword procedure, with its arguments
        (positional ones, then the keyword ones in keyword order)."""
        lines = [f"application: {what}", f"  procedure: {self.name or self.racket_repr()}"]
        if detail:
            lines.append(detail)
        if positional or given:
            lines.append("  arguments...:")
            lines += [f"   {_error_value(a)}" for a in positional]
            lines += [f"   {k.name} {_error_value(given[k])}"
                      for k in sorted(given, key=lambda k: k.name)]
        return racket_error("\n".join(lines))

    def _arity_text(self) -> str:
        """What an arity error says was expected: `1 plus an argument with keyword #:b`."""
        nreq, npos = self.closure.nreq, self.npositional
        text = (f"at least {nreq}" if self.closure.rest else str(nreq) if nreq == npos
                else "a different number")
        req = [k.name for k, r in zip(self.keywords, self.required) if r]
        opt = [k.name for k, r in zip(self.keywords, self.required) if not r]
        for names, kind in ((req, ""), (opt, "optional ")):
            if len(names) == 1:
                text += f" plus an {kind}argument with keyword {names[0]}"
            elif names:
                listed = (" and ".join(names) if len(names) == 2
                          else ", ".join(names[:-1]) + ", and " + names[-1])
                text += f" plus {kind}arguments with keywords {listed}"
        return text

    def racket_repr(self) -> str:
        return f"#<procedure:{self.name}>" if self.name else "#<procedure>"


class _Escape(Exception):
    """The jump of an escape continuation to its call/cc."""

    def __init__(self, tag: object, values: list) -> None:
        super().__init__()
        self.tag = tag
        self.values = values


class EscapeContinuation:
    """A continuation captured by call/cc, usable while its extent is live (escapes only)."""

    def __init__(self) -> None:
        self.tag = object()
        self.live = True

    def racket_apply(self, args: list) -> Any:
        if not self.live:       # re-entry, which only full continuations allow
            raise racket_error("continuation application: attempt to jump into an escape "
                               "continuation (minischeme's continuations can only escape)")
        raise _Escape(self.tag, args)

    def racket_repr(self) -> str:
        return "#<procedure>"


register_contract_check("escape-continuation?", lambda v: type(v) is EscapeContinuation)
