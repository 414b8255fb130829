"""Python source for whole procedures: the compiler's fast path.

A `lambda` whose body uses only the core forms (and derived forms that expand into them)
is translated into the source text of one Python function, which CPython compiles once:

* Racket variables become Python local variables; a variable that a nested lambda uses
  becomes a Python closure variable, which is exactly Racket's lexical scope. Variables of
  enclosing code that the closure back end runs live in frames (closures.py) and are
  read through the parent frame ``_f0``.
* A primitive that cannot be rebound (an import in a module) is called directly, and the
  common ones are inlined with a fast path for the usual case (fixnum arithmetic, pairs)
  that falls back to the primitive itself, so errors and exactness stay the primitive's.
  Outside modules the same happens behind a check that the variable still holds it.
* A tail call of the procedure itself becomes a jump to the top of a ``while True`` loop;
  a named `let` whose name is only called in tail position runs as a loop in place. A
  procedure made in such a loop gets copies of the loop's variables that no `set!`
  changes (``made_function``), so it does not stop the loop; a loop's invariant pure calls
  are computed in its first round only (invariants.py). Local procedures that tail-call
  each other (even?/odd?, a state machine) are one Python function, a loop over the member
  to run, their calls of each other jumps (tail_groups.py). A tail call of a module constant
  whose own tail calls are bounded is a direct call (``app_tail``). Every other tail call
  returns a TailCall to the caller's trampoline, as in the closure compiler, so tail calls
  in every tail position run in constant space.
* Every iteration of such a loop, like every call, counts one step (runtime.BUDGET).

What Python cannot take (nesting deeper than its parser allows, a recursion too deep for
the translation) makes the generator give up on that lambda: the closure back end
(closures.py) runs the same IR instead. Bad syntax is the expander's error.

Set ``MINISCHEME_CODEGEN=0`` to turn the generator off, ``MINISCHEME_SHOW_CODE=1`` to print
every generated function on stderr.

The translation runs in two passes. ``expander.Builder`` turns forms into a small tree
(the IR nodes of ir.py), resolving every variable and noting which are assigned, which are
used by nested procedures and which might be read before their definition. ``Emitter``
(here) then writes Python statements from the tree, knowing all of that. The IR names are
imported here too, so ``codegen.Builder``, ``codegen.Fn`` ... still work.
"""
from __future__ import annotations

import os
import re
import sys
import warnings
from collections import Counter
from typing import Any, Callable

from minischeme.expansion import syntax as F
from minischeme.expansion.expander import CASE_LAMBDA, FORMS, Builder, form  # noqa: F401  (codegen.Builder: the old path)
from minischeme.expansion.ir import (App, Body, CannotGenerate, Const, Define, Fn, Global, Group, If,  # noqa: F401
                 Lambda, Let, Local, NamedLet, Outer, Seq, SetGlobal, SetLocal, SetOuter, Var,
                 copied_into_closures, count_tail_calls, kept_by_nested)
from minischeme.expansion.context import ExpansionContext
from minischeme.expansion.namespace import Block, Cell
from minischeme.values.data import NIL, UNDEFINED, VOID, MultipleValues, Pair, Symbol, is_list, make_list
from minischeme.values.errors import SchemeSyntaxError, arity_error, undefined_variable, uninitialized_local
from minischeme.primitives import lookup_primitive
from minischeme.primitives.control import values_of
from minischeme.values.procedures import (ANY_ARITY, Closure, KeywordProcedure, Primitive, arity_text, case_lambda_arity,
                                          case_lambda_closure, make_closure, make_tail_call)
from minischeme.compilation.direct_calls import bind_stubs, stub_names
from minischeme.compilation.elementwise import FOLDS, ElementwiseLoops, runs_in_place, same_length_lists
from minischeme.compilation.known_calls import KnownCalls
from minischeme.compilation.common_reads import KEYED, CommonReads, is_read, read_key
from minischeme.compilation.tail_groups import TailGroup, TailGroups
from minischeme.compilation.pytext import V, finish, indent, step  # noqa: F401  (codegen.V ...)
from minischeme.compilation.fused_calls import fused_call
from minischeme.primitives.base_io import display_pattern, format_
from minischeme.compilation.fixnums import integer_params, integer_vars, is_integer, survey_of
from minischeme.compilation.proper_lists import is_proper_list, list_vars
from minischeme.compilation.invariants import cached_calls
from minischeme.compilation.counted_loops import CountedRange, counted_range, downto, upto
from minischeme.compilation.iterated_loops import IteratedLoop, iterated_loop
from minischeme.compilation.inliners import (ANY_VALUES_INLINERS, INLINE_NAMES, LIBRARY_NAMES, ONE_VALUE_INLINERS, PAIR_FIELDS, Fixnum, cons_primitive, list_primitive, inliner_for, inliners,  # noqa: F401
                       format_in_place, operand_texts, plain_result,
                       statement_for, values_inliner_for)
from minischeme.values.runtime import BUDGET, MISSING, TailCall, apply1, apply_procedure, single_value

ENABLED = os.environ.get("MINISCHEME_CODEGEN", "1") != "0"
SHOW = os.environ.get("MINISCHEME_SHOW_CODE", "") not in ("", "0")


# Why the generator gave up on lambdas (they run as the IR's closures): a count per reason
# (the problem that stopped it). Tests assert a form is translated by finding no new count here, and
# tests/fallback_report.py counts them over real programs; it also sets FALLBACK_LOG to a
# list, to get each one's (reason, name, source, loc). A lambda nested in one that falls
# back is tried again on its own, and counted again if it fails too.
FALLBACKS: Counter[str] = Counter()
FALLBACK_LOG: list[tuple[str, str | None, str, Any]] | None = None


def _fallback(reason: str, name: str | None, c: ExpansionContext, loc: Any) -> None:
    FALLBACKS[reason] += 1
    if FALLBACK_LOG is not None:
        FALLBACK_LOG.append((reason, name, c.source, loc if type(loc) is tuple else None))


def build_lambda(c: ExpansionContext, params: Any, body: list, blk: Block, name: str | None,
                 loc: Any, form: Any, self_name: Symbol | None) -> tuple[Builder, Fn] | None:
    """A lambda (or, with ``params`` CASE_LAMBDA, the case-lambda ``form``) as the IR, for
    either back end; None (counted in FALLBACKS) when the expansion runs out of stack or
    memory. Bad syntax is the expander's error, raised."""
    try:
        builder = Builder(c)
        return builder, builder.root(params, body, blk, name, loc, form, self_name)
    except CannotGenerate as e:
        _fallback(str(e), name, c, loc)
    except (RecursionError, MemoryError, ValueError, OverflowError) as e:
        _fallback(type(e).__name__, name, c, loc)
    return None


def generate_procedure(builder: Builder, fn: Fn) -> Callable[[list], Closure] | None:
    """A node ``make(frame) -> Closure`` for the procedure ``fn`` (of the IR ``builder``
    made; its references outside itself are all Outer or Global) translated to Python, or
    None (counted in FALLBACKS) if Python cannot take it."""
    c, name, loc = builder.c, fn.name, fn.loc
    try:
        source, constants = Emitter(builder).module(fn)
        code = _compile_quietly(source, f"<minischeme {name or 'lambda'}>")
    except (RecursionError, SyntaxError, MemoryError, ValueError, OverflowError) as e:
        _fallback(type(e).__name__, name, c, loc)
        return None
    if SHOW:
        print(source, file=sys.stderr)
    namespace = runtime_namespace()
    namespace.update(constants)
    bind_stubs(namespace)
    exec(code, namespace)
    return namespace["_make"]


def _compile_quietly(source: str, filename: str) -> Any:
    """Compile generated source without Python's SyntaxWarnings (``x is 0`` is meant: an
    identity test before the full comparison), which would reach the user's stderr."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        return compile(source, filename, "exec")


# ------------------------------------------------------------------ pass 2: the tree to Python

class Tail:
    """Where the value of code in tail position goes: ``return`` (``real``: a tail call of
    the Python function), or a temporary followed by ``break`` (the value of a named let run
    as a loop). ``loop``: the Fn whose self calls jump to the top of the innermost loop.
    ``group``: in the code of a tail group's function (tail_groups.py) in its tail
    position, the group, whose members' calls jump; ``depth``: how many loops run in place
    are around the code there."""

    __slots__ = ("target", "loop", "real", "group", "depth")

    def __init__(self, target: str | None, loop: Fn | None, real: bool,
                 group: TailGroup | None = None, depth: int = 0) -> None:
        self.target = target
        self.loop = loop
        self.real = real
        self.group = group
        self.depth = depth

    def exit(self, expr: str) -> list[str]:
        if self.target is None:
            return [f"return {expr}"]
        return [f"{self.target} = {expr}", "break"]


class Emitter(ElementwiseLoops, KnownCalls, TailGroups, CommonReads):
    """Python source from the tree."""

    def __init__(self, builder: Builder) -> None:
        self.b = builder
        self.constants: dict[str, Any] = {}
        self.by_id: dict[int, str] = {}
        self.current: Fn | None = None          # the Fn whose Python function is being written
        self.nonlocals: set[str] = set()
        self.temps = 0                          # the last temporary's number
        self.integers: set[Var] = set()         # variables that surely hold an int
        self.cloning = False                    # writing an integer clone (integer_clone)
        self.lists: set[Var] = set()            # ... a proper list (proper_lists.py)
        self.cached: dict[int, str] = {}        # loop-invariant calls -> cache variable
        self.bounded_memo: dict[Fn, bool] = {}  # known_calls.KnownCalls.bounded
        self.value_memo: dict[Fn, bool] = {}    # known_calls.KnownCalls.returns_value
        self.groups: dict[Fn, TailGroup] = {}   # tail_groups.py: member -> its group
        self.writing_groups: set[TailGroup] = set()   # those whose function is being written
        self.avail: dict = {}                   # common_reads.py: reads good here
        self.repeated: frozenset = frozenset()  # ... the keys worth keeping in this function
        self.kills = 0                          # ... how many times all were forgotten
        self.counting: dict[Fn, int] = {}       # counted_loops.py: loop -> its counter's index
        self.stepping: dict[Fn, str] = {}       # iterated_loops.py: loop -> where its jumps count a step
        self.root_survey: tuple = (None, None)  # the procedure written and fixnums.survey_of it

    def temp(self) -> str:
        """A new temporary variable. Those of branches that exclude each other (``branches``)
        share numbers: fewer local variables make a smaller Python frame to set up and
        clear at every call."""
        self.temps += 1
        return f"_t{self.temps}"

    def branches(self, *make: Callable[[], Any]) -> list[Any]:
        """Write code for branches of which at most one runs, each with the same temporary
        numbers: temporaries live inside the statements of one expression, so those of one
        branch are never read in another, and those made after all of them are new."""
        start = end = self.temps
        reads, kills = self.avail, self.kills     # common_reads.py: each branch from these
        out = []
        for m in make:
            self.temps = start
            self.avail = dict(reads)
            out.append(m())
            end = max(end, self.temps)
        self.temps = end
        self.after_branches(reads, kills)
        return out

    def constant(self, value: Any, hint: str = "k") -> str:
        """A name for a constant value in the generated module's globals."""
        name = self.by_id.get(id(value))
        if name is None:
            self.b.counter += 1
            name = f"{hint}{self.b.counter}"
            self.by_id[id(value)] = name
            self.constants[name] = value
        return name

    def module(self, fn: Fn) -> tuple[str, dict[str, Any]]:
        """The source of ``_make(_f0)``, which makes the root procedure in frame ``_f0``.
        The constants include ``_WHERE``: each Python function's (name, source, loc), so
        that a limit hit in it (runtime.frame_where) can say where."""
        survey = survey_of(fn)      # one walk of the tree for both questions (and fn's clone's)
        self.root_survey = fn, survey
        self.integers = integer_vars(fn, survey=survey)
        self.lists = list_vars(fn, survey)
        self.find_tail_groups()
        lines = ["def _make(_f0):"]
        lines += indent(self.function(fn))
        lines += indent([f"return {self.closure(fn)}"])
        self.constants["_WHERE"] = {f.py: self.where_info(f) for f in self.b.fns if not f.inlined}
        return "\n".join(lines) + "\n", self.constants

    def where_info(self, fn: Fn) -> tuple:
        fn = fn.reported()
        return (fn.name, self.b.c.source, fn.loc if type(fn.loc) is tuple else None)

    def where(self, fn: Fn) -> str:
        """The name of the constant holding ``fn``'s (name, source, loc)."""
        return self.constant(self.where_info(fn), "w")

    def closure(self, fn: Fn) -> str:
        """The expression making the procedure value of ``fn`` (its Python function is
        defined): a Closure, wrapped in a KeywordProcedure if it takes keywords."""
        name = self.constant(fn.name, "n") if fn.name is not None else "None"
        if fn.clauses is not None:
            clauses = tuple((k.nreq, None if k.rest is not None else k.nreq) for k in fn.clauses)
            lo = min((k[0] for k in clauses), default=0)
            hi = None if any(k[1] is None for k in clauses) else max((k[1] for k in clauses), default=0)
            span = f"{lo}, {0 if hi is None else hi - lo}, {hi is None}"
            return f"_CASE(_MC({span}, 0, None, None, {name}, None, {fn.py}), {self.constant(clauses)})"
        nopt = len(fn.params) - fn.nreq
        closure = f"_MC({fn.nreq}, {nopt}, {fn.rest is not None}, 0, None, None, {name}, None, {fn.py})"
        if not fn.keywords:
            return closure
        names = self.constant([kw for kw, _ in fn.keywords])
        required = self.constant([r for _, r in fn.keywords])
        return f"_KW({closure}, {len(fn.params) - len(fn.keywords)}, {names}, {required})"

    # -- functions
    def function(self, fn: Fn) -> list[str]:
        """``def`` of one procedure; its self tail calls jump back to the top of a loop."""
        if fn.clauses is not None:
            return self.in_function([k.body for k in fn.clauses], lambda: self.case_function(fn))
        return self.in_function([fn.body], lambda: self.plain_function(fn))

    def plain_function(self, fn: Fn) -> list[str]:
        """``function`` of a procedure with one clause."""
        saved = self.current, self.nonlocals, self.cached
        self.current, self.nonlocals, self.cached = fn, set(), {}
        loop = fn if fn.rest is None and self.can_loop(fn) else None
        caches = self.cache_invariants(fn) if loop is not None else []
        body = self.integer_clone(fn, loop) or self.tail(fn.body, Tail(None, loop, True))
        code = step(self.where(fn)) + body
        if fn.jumped:
            code = ["while True:"] + indent(code)
        self.forget()           # the defaults are written after the body, but run before it
        code = self.fill_defaults(fn) + caches + code
        if fn.rest is not None:
            code = [f"{fn.rest.py} = _tolist({fn.rest.py})"] + code
        params = [v.py for v in fn.params[:fn.nreq]] + [f"{v.py}=_MISSING" for v in fn.params[fn.nreq:]]
        params += [f"*{fn.rest.py}"] if fn.rest else []
        head = [f"def {fn.py}({', '.join(params)}):"]
        if self.nonlocals:
            head += indent([f"nonlocal {', '.join(sorted(self.nonlocals))}"])
        self.current, self.nonlocals, self.cached = saved
        return head + indent(code)

    def integer_clone(self, fn: Fn, loop: Fn | None) -> list[str] | None:
        """The body of ``fn`` written twice, if some of its parameters are worth it
        (fixnums.integer_params): when each of them holds an int on entry, a copy that knows
        they do (and what follows: the variables computed from them), so that their
        arithmetic and comparisons test nothing; else the body as always. A self tail call
        of the copy jumps back to the test. None: no clone (a procedure inside a clone, or
        holding a tail group, is written once)."""
        if self.cloning or any(g.within(fn) for g in self.groups):
            return None
        root, survey = self.root_survey
        params, known = integer_params(fn, self.integers, survey if fn is root else None)
        if not params:
            return None
        saved = self.integers
        self.cloning = True
        self.integers = known
        try:
            fast = self.tail(fn.body, Tail(None, loop, True))
        finally:
            self.integers, self.cloning = saved, False
        test = " and ".join(f"{p.py}.__class__ is int" for p in params)
        self.forget()           # the other copy reads nothing the first one kept
        return ([f"if {test}:"] + indent(fast) + ["else:"]
                + indent(self.tail(fn.body, Tail(None, loop, True))))

    def tail_context(self, fn: Fn, group: TailGroup) -> Tail:
        """Where the body of ``fn``, a member of ``group``, delivers its value in the
        group's function: its self calls and its calls of other members jump."""
        return Tail(None, fn, True, group, 0)

    def cache_invariants(self, loop: Fn) -> list[str]:
        """Give the loop-invariant pure calls of ``loop``'s rounds cache variables
        (invariants.py), and the statements emptying them before the loop starts. The
        caller's app() fills a cache where its call is first evaluated."""
        found = cached_calls(loop, loop.body, set(self.cached))
        lines = []
        for call in found:
            self.b.counter += 1
            name = f"_h{self.b.counter}"
            self.cached[id(call)] = name
            lines.append(f"{name} = _U")
        return lines

    def case_function(self, fn: Fn) -> list[str]:
        """``def`` of a case-lambda: its arguments in the tuple ``_a``, the clauses as the
        branches of one test of their count (the arity is checked once, here); no clause
        for the count is Racket's arity error. A self tail call sets ``_a`` and jumps back
        to the test."""
        saved = self.current, self.nonlocals, self.cached
        self.current, self.nonlocals, self.cached = fn, set(), {}
        ctx = Tail(None, fn if self.can_loop(fn) else None, True)
        count = self.temp()
        code = step(self.where(fn)) + [f"{count} = len(_a)"]
        branches = []
        for k in fn.clauses:
            branches.append(lambda k=k: self.clause(k, count, ctx))
        for i, (test, lines) in enumerate(self.branches(*branches)):
            code += [f"{'if' if i == 0 else 'elif'} {test}:"] + indent(lines)
        name = self.constant(fn.name, "n") if fn.name is not None else "None"
        arity = case_lambda_arity([(k.nreq, None if k.rest is not None else k.nreq)
                                   for k in fn.clauses])
        expected = arity_text(*arity) if arity is not None else None
        error = [f"raise _arity_error({name}, {expected!r}, list(_a))"]
        code += ["else:"] + indent(error) if fn.clauses else error
        if fn.jumped:
            code = ["while True:"] + indent(code)
        head = ["def " + fn.py + "(*_a):"]
        if self.nonlocals:
            head += indent([f"nonlocal {', '.join(sorted(self.nonlocals))}"])
        self.current, self.nonlocals, self.cached = saved
        return head + indent(code)

    def clause(self, k: Fn, count: str, ctx: Tail) -> tuple[str, list[str]]:
        """The test of the argument count ``count`` that selects clause ``k``, and the
        statements binding its parameters from ``_a`` and running its body."""
        params = [v.py for v in k.params]
        if k.rest is None:
            test = f"{count} == {k.nreq}"
            bind = [f"{', '.join(params)}, = _a"] if params else []
        else:
            test = f"{count} >= {k.nreq}" if k.nreq else "True"
            bind = [f"{v} = _a[{i}]" for i, v in enumerate(params)]
            bind.append(f"{k.rest.py} = _tolist(_a[{k.nreq}:])" if k.nreq else
                        f"{k.rest.py} = _tolist(_a)")
        return test, bind + self.tail(k.body, ctx)

    def fill_defaults(self, fn: Fn) -> list[str]:
        """Give each optional parameter not passed (MISSING) its default, in the order
        the parameters are written (``Fn.default_order``)."""
        lines = []
        optional = list(zip(fn.params[fn.nreq:], fn.defaults))
        for var, default in (optional if fn.default_order is None
                             else [optional[k] for k in fn.default_order]):
            body: list[str] = []
            x = self.one(self.val(default), body)
            lines += [f"if {var.py} is _MISSING:"] + indent(body + [f"{var.py} = {x}"])
        return lines

    def can_loop(self, fn: Fn) -> bool:
        """May the Python function of ``fn`` rerun its body in a loop? Only if no nested
        procedure keeps a variable of it (ir.kept_by_nested): each run must have fresh
        variables for those. Those a nested procedure gets copies of do not stop it."""
        if fn.self_var is None and fn.self_global is None and fn.self_outer is None:
            return False
        return not any(kept_by_nested(v, fn) for g in self.b.fns if g.host() is fn
                       for v in g.vars)

    def made_function(self, fn: Fn) -> list[str]:
        """``def`` of a procedure made in the code being written, inside a factory that
        takes copies of the variables it uses of the function it is made in, if that
        function may bind them again (a loop): a procedure made in one round of a loop keeps
        that round's values, as Racket's fresh variables for every round do, and the loop
        stays a Python loop (ir.copied_into_closures says which variables may be copied)."""
        lines = self.function(fn)
        copies = self.copied_vars(fn)
        if not copies:
            return lines
        names = ", ".join(v.py for v in copies)
        factory = f"_mk_{fn.py}"
        return ([f"def {factory}({names}):"] + indent(lines + [f"return {fn.py}"])
                + [f"{fn.py} = {factory}({names})"])

    def copied_vars(self, fn: Fn) -> list[Var]:
        """The variables of the Python function ``fn`` is made in that ``fn`` (or a
        procedure in it) uses and gets copies of, if that function may rebind them: it loops
        (can_loop), or runs a named let, a lambda or a thunk in place."""
        host = fn.parent.host() if fn.parent is not None else None
        if host is None:
            return []
        hosted = [g for g in self.b.fns if g.host() is host]
        if not self.can_loop(host) and all(g is host for g in hosted):
            return []
        return [v for g in hosted for v in g.vars
                if copied_into_closures(v) and any(u.within(fn) for u in v.users)]

    # -- values
    def val(self, ir: Any, multi: bool = False) -> V:
        """``ir``'s value. ``multi``: the context takes any number of values (an effect,
        a tail position), so calls are not checked for multiple values."""
        v = self.value(ir, multi)
        if type(ir) is not Const and is_integer(ir, self.integers):
            v.fixnum = True
        return v

    def value(self, ir: Any, multi: bool) -> V:
        t = type(ir)
        if t is Const:
            return self.const(ir.value)
        if t is Local:
            return self.local(ir)
        if t is Global:
            return self.global_value(ir)
        if t is Outer:
            return self.outer(ir)
        if t is App:
            return self.app(ir, multi)
        if t is If:
            return self.if_value(ir, multi)
        if t is Seq:
            lines = self.effects(ir.items[:-1])
            v = self.val(ir.items[-1], multi)
            return V(lines + v.lines, v.expr, v.stable, v.single, v.boolean)
        if t is Let or t is Body:
            lines = self.bindings(ir)
            v = self.val(ir.body if t is Let else ir.items[-1], multi)
            return V(lines + v.lines, v.expr, v.stable, v.single, v.boolean)
        if t is Lambda:
            return self.lambda_value(ir.fn)
        if t is NamedLet:
            return self.named_let_value(ir)
        return V(self.effect(ir), "_VOID", True, True)

    def const(self, value: Any) -> V:
        if value is True or value is False:
            return V([], str(value), True, True, True)
        if type(value) is int and abs(value) < 1 << 60:
            return V([], str(value) if value >= 0 else f"({value})", True, True)
        if value is VOID:
            return V([], "_VOID", True, True)
        if value is NIL:
            return V([], "_NIL", True, True)
        return V([], self.constant(value), True, type(value) is not MultipleValues)

    def local(self, ir: Local) -> V:
        var = ir.var
        if ir.check:
            name = self.constant(var.name.name, "n")
            return V([], f"({var.py} if {var.py} is not _U else _undefined_local({name}))",
                     False, True)
        return V([], var.py, not var.mutated, True)

    def global_value(self, ir: Global) -> V:
        if ir.fixed:
            return V([], self.constant(ir.cell.value), True, True)
        t = self.temp()
        cell = self.constant(ir.cell, "g")
        if ir.defined:          # (Compiler.defined_before)
            return V([f"{t} = {cell}.value"], t, True, True)
        return V([f"{t} = {cell}.value",
                  f"if {t} is _U: _undefined({cell}, {self.constant(ir.module, 'n')})"], t, True, True)

    def outer(self, ir: Outer) -> V:
        t = self.temp()
        name = self.constant(ir.name, "n")
        return V([f"{t} = _f0{'[0]' * ir.depth}[{ir.slot}]",
                  f"if {t} is _U: _undefined_local({name})"], t, True, True)

    def stable(self, v: V, lines: list[str]) -> str:
        """Add v's statements to ``lines`` and return a stable expression for its value."""
        lines += v.lines
        if v.stable:
            return Fixnum(v.expr) if v.fixnum else v.expr
        t = self.temp()
        lines.append(f"{t} = {v.expr}")
        return Fixnum(t) if v.fixnum else t

    def one(self, v: V, lines: list[str]) -> str:
        """``stable`` for a context that takes one value: multiple values are an error."""
        x = self.stable(v, lines)
        if not v.single:
            lines.append(f"if {x}.__class__ is _MV: _single({x})")
        return x

    def operands(self, irs: list, lines: list[str]) -> list[str]:
        """Evaluate ``irs`` left to right; stable expressions for their (single) values."""
        return [self.one(self.val(ir), lines) for ir in irs]

    def test(self, ir: Any) -> tuple[list[str], str]:
        """Statements, then a Python condition that is true when ``ir`` is not #f."""
        v = self.val(ir)
        if v.single:
            return v.lines, v.expr if v.boolean else f"{v.expr} is not False"
        lines: list[str] = []
        return lines, f"{self.one(v, lines)} is not False"

    def if_value(self, ir: If, multi: bool = False) -> V:
        lines, cond = self.test(ir.test)
        a, b = self.branches(lambda: self.val(ir.then, multi), lambda: self.val(ir.other, multi))
        if not a.lines and not b.lines:
            return V(lines, f"({a.expr} if {cond} else {b.expr})", False, a.single and b.single,
                     a.boolean and b.boolean)
        t = self.temp()
        lines.append(f"if {cond}:")
        lines += indent(a.lines + [f"{t} = {a.expr}"])
        lines.append("else:")
        lines += indent(b.lines + [f"{t} = {b.expr}"])
        return V(lines, t, True, a.single and b.single, a.boolean and b.boolean)

    def lambda_value(self, fn: Fn) -> V:
        t = self.temp()
        return V(self.made_function(fn) + self.make_closure(fn, t), t, True, True)

    def make_closure(self, fn: Fn, target: str) -> list[str]:
        """Statements storing the procedure value of ``fn`` (its Python function defined)
        in ``target``: a plain lambda's Closure is ``_C()`` (the class has no __init__) with
        its slots filled directly, as make_closure fills them (a call of it would double
        the cost of every lambda made at run time: a continuation, a curried procedure, a
        thunk)."""
        if fn.clauses is not None or fn.keywords:
            return [f"{target} = {self.closure(fn)}"]
        name = self.constant(fn.name, "n") if fn.name is not None else "None"
        nopt = len(fn.params) - fn.nreq
        rest = fn.rest is not None
        return [f"{target} = _C()",
                f"{target}.nreq, {target}.nopt, {target}.rest, {target}.frame_size = "
                f"{fn.nreq}, {nopt}, {rest}, 0",
                f"{target}.body = {target}.parent = {target}.defaults = {target}.clauses = None",
                f"{target}.name, {target}.fn, {target}.arity = {name}, {fn.py}, "
                f"{-1 if rest else fn.nreq}"]

    # -- effects and bindings
    def effect(self, ir: Any) -> list[str]:
        """Statements that evaluate ``ir`` for its effects only."""
        t = type(ir)
        if t is Const or t is Lambda or (t is Local and not ir.check):
            return []
        if t is Define and type(ir.value) is Lambda and self.known(ir.var):
            group = self.groups.get(ir.value.fn)
            if group is not None:       # tail_groups.py: one function for the group
                return self.group_definition(group, ir.value.fn)
            return self.made_function(ir.value.fn) + [f"{ir.var.py} = {ir.value.fn.py}"]
        if t is Define or t is SetLocal:
            v = self.val(ir.value)
            if t is SetLocal:   # (a define binds its variable first: no read names it yet)
                self.forget()
            lines = v.lines + [f"{ir.var.py} = {v.expr}"]
            if not v.single:
                lines.append(f"if {ir.var.py}.__class__ is _MV: _single({ir.var.py})")
            if t is SetLocal and ir.var.owner.host() is not self.current:
                self.nonlocals.add(ir.var.py)
            return lines
        if t is SetOuter:
            lines: list[str] = []
            value = self.one(self.val(ir.value), lines)
            self.forget()
            return lines + [f"_f0{'[0]' * ir.depth}[{ir.slot}] = {value}"]
        if t is SetGlobal:
            lines = []
            value = self.one(self.val(ir.value), lines)
            self.forget()
            cell = self.constant(ir.cell, "g")
            if ir.cell.constant:
                return lines + [f"_set_constant({cell})"]
            if ir.defined:      # (Compiler.defined_before)
                return lines + [f"{cell}.value = {value}"]
            return lines + [f"if {cell}.value is _U: _set_undefined({cell}, "
                            f"{self.constant(ir.module, 'n')})", f"{cell}.value = {value}"]
        if t is Seq:
            return self.effects(ir.items)
        if t is If:
            lines, cond = self.test(ir.test)
            a, b = self.branches(lambda: self.effect(ir.then), lambda: self.effect(ir.other))
            if not a and not b:
                return lines + [cond] if cond not in ("True", "False") else lines
            return lines + [f"if {cond}:"] + indent(a or ["pass"]) + ["else:"] + indent(b or ["pass"])
        if t is App:
            lines = self.statement(ir)
            if lines is not None:
                return lines
        v = self.val(ir, True)
        return v.lines + ([] if v.stable else [v.expr])

    def statement(self, ir: App) -> list[str] | None:
        """A call of a known primitive for its effect alone, as the statements of
        inliners.STATEMENTS (outside a module, behind the check that the name still holds
        the primitive); None if it has none."""
        prim, _ = self.known_primitive(ir.op, [])
        make = statement_for(prim) if prim is not None else None
        if make is None or not prim.accepts(len(ir.args)):
            return None
        lines: list[str] = []
        prim, guard = self.known_primitive(ir.op, lines)
        args = self.operands(ir.args, lines)
        body = make(operand_texts(args), self.constant(prim.fn, "p"))
        self.forget()           # vector-set!, hash-set! ...: memory written
        if guard is None:
            return lines + body
        return lines + [f"if {guard} is {self.constant(prim)}:"] + indent(body) + [
            "else:", f"    _apply({guard}, [{', '.join(args)}])"]

    def effects(self, irs: list) -> list[str]:
        lines = []
        for ir in irs:
            lines += self.effect(ir)
        return lines

    def bindings(self, ir: Any) -> list[str]:
        """The statements binding a Let's variables, or a Body's up to its last item."""
        lines = []
        if type(ir) is Let:
            for var, init in zip(ir.vars, ir.inits):
                if type(init) is Lambda and self.known(var):   # known_calls.py
                    lines += self.made_function(init.fn) + [f"{var.py} = {init.fn.py}"]
                    continue
                v = self.val(init)
                lines += v.lines
                lines.append(f"{var.py} = {v.expr}")
                if not v.single:
                    lines.append(f"if {var.py}.__class__ is _MV: _single({var.py})")
            return lines
        unsafe = [v.py for v in ir.vars if v.unsafe]
        if unsafe:
            lines.append(" = ".join(unsafe) + " = _U")
        return lines + self.effects(ir.items[:-1])

    # -- tail position
    def tail(self, ir: Any, ctx: Tail) -> list[str]:
        """Statements that evaluate ``ir`` in tail position and deliver its value to ctx."""
        t = type(ir)
        if t is If:
            return self.if_tail(ir, ctx)
        if t is Seq:
            return self.effects(ir.items[:-1]) + self.tail(ir.items[-1], ctx)
        if t is Let:
            return self.bindings(ir) + self.tail(ir.body, ctx)
        if t is Body:
            return self.bindings(ir) + self.tail(ir.items[-1], ctx)
        if t is App:
            return self.app_tail(ir, ctx)
        if t is NamedLet:
            lines = self.named_let_tail(ir, ctx)
            self.forget()       # (common_reads.py: code after an inner loop reads anew)
            return lines
        return self.deliver(self.val(ir, True), ctx)

    def deliver(self, v: V, ctx: Tail) -> list[str]:
        """Statements giving the value of ``v`` (in tail position) to ctx. The Python
        function itself never returns multiple values (see V): they go back as a tail
        call of `values`."""
        if ctx.real and not v.single:
            t = self.temp()
            return v.lines + [f"{t} = {v.expr}",
                              f"if {t}.__class__ is _MV: {t} = _MT(_VALUES, {t}.values)"] + ctx.exit(t)
        return v.lines + ctx.exit(v.expr)

    def if_tail(self, ir: If, ctx: Tail) -> list[str]:
        lines, cond = self.test(ir.test)
        start = end = self.temps      # the branches exclude each other: see ``branches``
        reads, kills = self.avail, self.kills   # and start from the reads after the test
        self.avail = dict(reads)
        lines.append(f"if {cond}:")
        lines += indent(self.tail(ir.then, ctx))
        other = ir.other
        while type(other) is If:  # a cond chain as elif, not ever deeper blocks
            end, self.temps = max(end, self.temps), start
            self.avail = dict(reads)
            more, cond = self.test(other.test)
            if more:
                break
            lines.append(f"elif {cond}:")
            lines += indent(self.tail(other.then, ctx))
            other = other.other
        end, self.temps = max(end, self.temps), start
        self.avail = dict(reads)    # (a test written above and dropped kept nothing)
        lines.append("else:")
        lines += indent(self.tail(other, ctx))
        self.temps = max(end, self.temps)
        self.after_branches(reads, kills)
        return lines

    # -- applications
    def app(self, ir: App, multi: bool = False) -> V:
        if self.repeated and is_read(ir):     # common_reads.py
            key = read_key(ir)
            if key in self.repeated:
                kept = self.avail.get(key)
                if kept is not None:    # the value of the same read, still good here
                    return V([], kept[0], True, True, kept[1])
                v = self.some_app(ir, multi)
                t = self.temp()
                self.avail[key] = (t, v.boolean)
                return V(v.lines + [f"{t} = {v.expr}"], t, True, True, v.boolean)
        return self.some_app(ir, multi)

    def some_app(self, ir: App, multi: bool = False) -> V:
        """``app`` of a call that is not a read kept (common_reads.py)."""
        cache = self.cached.get(id(ir))
        if cache is not None:   # loop-invariant: computed in the loop's first round only
            del self.cached[id(ir)]
            v = self.some_app(ir)
            self.cached[id(ir)] = cache
            self.forget()       # what it read is read in the first round only
            lines = [f"if {cache} is _U:"] + indent(v.lines + [f"{cache} = {v.expr}"])
            return V(lines, cache, True, True, v.boolean)
        if type(ir.op) is Lambda and ir.op.fn.inlined:
            lines = self.in_place(ir)
            v = self.val(ir.op.fn.body, multi)
            return V(lines + v.lines, v.expr, v.stable, v.single, v.boolean)
        lines: list[str] = []
        prim, guard = self.known_primitive(ir.op, lines)
        if prim is not None:
            return self.primitive_call(prim, guard, ir.args, lines, multi=multi)
        v = self.procedure_call(ir, lines, multi)
        self.forget()           # a procedure called: it may write memory
        return v

    def procedure_call(self, ir: App, lines: list[str], multi: bool) -> V:
        """``app`` of a call of a procedure that is not a known primitive."""
        own = self.own_procedure(ir)
        if own is not None:     # no cell to read, no procedure or arity to test
            args = self.operands(ir.args, lines)
            t = self.temp()
            lines.append(f"{t} = {self.plain_call(own, None, args)}")
            return V(lines + self.finished(own, t, multi), t, True,
                     not multi or self.returns_value(own))
        known = self.known_call(ir)
        if known is not None:   # known_calls.py
            return self.known_call_value(known, ir, multi)
        op = ir.op
        if type(op) is Global and op.cell.constant and not op.fixed:   # direct_calls.py
            field = self.struct_field_call(ir, lines)
            if field is not None:
                t = self.temp()
                lines += [f"{t} = {field}", finish(t, multi)]
                return V(lines, t, True, not multi)
            if op.cell.struct_new is not None:
                t = self.temp()
                if self.struct_new_call(ir, lines, t):
                    return V(lines, t, True, True)
            call = self.direct_call(ir, lines)
            t = self.temp()
            lines += [f"{t} = {call}", finish(t, multi)]
            return V(lines, t, True, not multi)
        p = self.one(self.val(ir.op), lines)
        args = self.operands(ir.args, lines)
        t = self.temp()
        lines += self.call(p, args, t, multi)
        return V(lines, t, True, not multi)

    def direct_call(self, ir: App, lines: list[str]) -> str:
        """The call expression of module constant ``ir.op`` through its direct-call name
        (direct_calls.py), its operands' statements added to ``lines``. Racket evaluates
        the operator first: where the operands run statements, the stub is resolved before
        them, so an undefined callee's error comes first."""
        op = ir.op
        callee, stub = stub_names(self.constants, op.cell, op.module, len(ir.args))
        start = len(lines)
        args = self.operands(ir.args, lines)
        if len(lines) > start:
            lines.insert(start, f"if {callee} is {stub}: {stub}.resolve()")
        return f"{callee}({', '.join(args)})"

    def struct_field_call(self, ir: App, lines: list[str]) -> str | None:
        """The call expression of ``(s-a x)``, ``s-a`` the accessor of a module-level
        struct type with no parent (``Cell.struct_field``), or None for any other call:
        an instance of exactly that type gives its field at once; anything else (a
        subtype's instance, another value, the type not defined yet) goes through the
        direct call (direct_calls.py), which gives the accessor's answer or error, and
        Racket's "undefined" error first when the accessor is not defined yet. An
        accessor counts no step."""
        op = ir.op
        field = op.cell.struct_field
        if field is None or len(ir.args) != 1:
            return None
        stype, index = field
        callee, stub = stub_names(self.constants, op.cell, op.module, 1)
        start = len(lines)
        x = self.operands(ir.args, lines)[0]
        if len(lines) > start:      # Racket evaluates the operator first (direct_call)
            lines.insert(start, f"if {callee} is {stub}: {stub}.resolve()")
        cell = self.constant(stype, "g")
        return (f"({x}.fields[{index}] if {x}.__class__ is _SI and {x}.stype is {cell}.value "
                f"else {callee}({x}))")

    def struct_new_call(self, ir: App, lines: list[str], t: str) -> bool:
        """Statements storing in ``t`` the instance ``(s a ...)`` makes, ``s`` the
        constructor of a module-level struct type with no parent, auto field, property
        or guard (``Cell.struct_new``) given one argument per field: once the type is
        defined, a new StructInstance with its slots filled (as the constructor fills
        them); before, the direct call (Racket's "undefined" error, the operator first).
        False (nothing written) for any other call. A constructor counts no step."""
        op = ir.op
        made = op.cell.struct_new
        if made is None or len(ir.args) != made[1]:
            return False
        callee, stub = stub_names(self.constants, op.cell, op.module, len(ir.args))
        start = len(lines)
        args = self.operands(ir.args, lines)
        if len(lines) > start:      # Racket evaluates the operator first (direct_call)
            lines.insert(start, f"if {callee} is {stub}: {stub}.resolve()")
        cell = self.constant(made[0], "g")
        a = ", ".join(args)
        lines += [f"if {cell}.value.__class__ is _STy:",   # defined with its constructor
                  f"    {t} = _SI()",
                  f"    {t}.stype = {cell}.value",
                  f"    {t}.fields = [{a}]",
                  "else:",
                  f"    {t} = {callee}({a})",
                  f"    {finish(t, False)}"]
        return True

    def own_procedure(self, ir: App) -> Fn | None:
        """The procedure being translated (or one it is inside) that ``ir`` calls with
        as many arguments as it requires, if that is sure: the operator is the variable
        the procedure was stored in when it was made (define, letrec, named let), which
        nothing assigns (a local no `set!` names, a module's constant: constants.py),
        and the procedure has only required parameters. Its Python function is then
        called directly: its body runs only once the variable holds it."""
        op = ir.op
        t = type(op)
        if t is Global and op.cell.constant:
            fn = self.current
            while fn is not None and fn.self_global is not op.cell:
                fn = fn.parent
        elif t is Local and not op.var.mutated:
            fn = self.current
            while fn is not None and fn.self_var is not op.var:
                fn = fn.parent
        else:
            return None
        if (fn is None or fn.inlined or fn.clauses is not None or fn.rest is not None
                or fn.keywords or fn.nreq != len(fn.params) or len(ir.args) != fn.nreq):
            return None
        return fn

    def call(self, p: str, args: list[str], t: str, multi: bool = False) -> list[str]:
        """Statements calling procedure ``p`` (not in tail position), value into ``t``;
        unless ``multi``, multiple values are an error (the direct call of translated code
        never returns them: see V)."""
        a, n = ", ".join(args), len(args)
        single = [] if multi else [f"    if {t}.__class__ is _MV: _single({t})"]
        lines = [f"if {p}.__class__ is _C and ({p}.arity == {n} or {p}.arity == {ANY_ARITY}):",
                 f"    {t} = {p}.fn({a})",
                 f"    {finish(t, multi)}",
                 # a primitive held in a variable (`(define move add1)`, a procedure
                 # argument): its function called as apply_procedure would, no list made
                 f"elif {p}.__class__ is _Prim and {p}.min_args <= {n} and "
                 f"({p}.max_args is None or {p}.max_args >= {n}):",
                 f"    {t} = {p}.fn({a})",
                 f"    {finish(t, multi)}",
                 *single,
                 "else:",
                 f"    {t} = _apply({p}, [{a}])"]
        # the test written out: a helper would add a Python frame to every such call
        return lines + single

    def in_place(self, ir: App) -> list[str]:
        """The statements of a call of a lambda run in place (the expander marked it
        inlined: ``Builder.run_called_once_in_place``, or a literal lambda applied): the
        operands evaluated, one step counted as the call counts it, the parameters bound
        to them. The caller then writes the body, as a let's."""
        fn = ir.op.fn
        lines: list[str] = []
        args = self.operands(ir.args, lines)
        lines += step(self.where(fn))
        if args:
            lines.append(f"{', '.join(v.py for v in fn.params)} = {', '.join(args)}")
        return lines

    def app_tail(self, ir: App, ctx: Tail) -> list[str]:
        if self.repeated and is_read(ir):     # common_reads.py: a read kept, returned
            kept = self.avail.get(read_key(ir))
            if kept is not None:
                return self.deliver(V([], kept[0], True, True, kept[1]), ctx)
        lines = self.some_app_tail(ir, ctx)
        self.forget()           # (a loop's exit: code after the loop follows)
        return lines

    def some_app_tail(self, ir: App, ctx: Tail) -> list[str]:
        """``app_tail`` of a call that is not a read kept."""
        if type(ir.op) is Lambda and ir.op.fn.inlined:
            return self.in_place(ir) + self.tail(ir.op.fn.body, ctx)
        loop = ctx.loop
        if loop is not None and (len(ir.args) == len(loop.params) if loop.clauses is None
                                 else loop.accepts(len(ir.args))):
            jump = self.self_call(ir, loop, ctx)
            if jump is not None:
                return jump
        if ctx.group is not None:
            target = self.group_jump_target(ir, self.current, ctx.depth)
            if target is not None:      # tail_groups.py
                return self.group_jump(ir, target, ctx.depth)
        if not ctx.real:
            v = self.app(ir, True)
            return v.lines + ctx.exit(v.expr)
        lines: list[str] = []
        prim, guard = self.known_primitive(ir.op, lines)
        if prim is not None:
            if guard is None and statement_for(prim) is not None:   # vector-set! ...: void
                done = self.statement(ir)
                if done is not None:
                    return lines + done + ctx.exit("_VOID")
            if guard is None and prim is _VALUES_PRIM and len(ir.args) != 1:
                # (values a b) returned: the tail call of `values` deliver would make of
                # its MultipleValues, made at once (no call, no MultipleValues)
                args = operand_texts(self.operands(ir.args, lines))
                return lines + ctx.exit(f"_MT(_VALUES, [{', '.join(args)}])")
            many = values_inliner_for(prim) if guard is None else None
            if many is not None and prim.accepts(len(ir.args)):     # quotient/remainder
                args = operand_texts(self.operands(ir.args, lines))  # its values, as deliver
                return lines + ctx.exit(f"_MT(_VALUES, list({many(args, self.constant(prim.fn, 'p'))}))")
            return self.deliver(self.primitive_call(prim, guard, ir.args, lines, tail=True), ctx)
        op = ir.op
        if type(op) is Global and op.cell.constant and not op.fixed and op.cell.struct_field:
            field = self.struct_field_call(ir, lines)
            if field is not None:   # what the direct call returns goes back as it is
                return lines + [f"return {field}"]
        if type(op) is Global and op.cell.constant and not op.fixed and op.cell.struct_new:
            t = self.temp()
            if self.struct_new_call(ir, lines, t):
                return lines + [f"return {t}"]
        if type(op) is Global and op.cell.constant and not op.fixed and op.cell.tail_bounded:
            # a constant whose own tail calls are bounded (ir.tail_calls_bounded): a direct
            # call (direct_calls.py) instead of a TailCall for the caller's trampoline; what
            # it returns (a value, its TailCall of `values`) goes back as it is
            return lines + [f"return {self.direct_call(ir, lines)}"]
        known = self.known_call(ir)
        if known is not None:   # known_calls.py: its tail calls are bounded
            return lines + self.known_tail_call(known, ir)
        p = self.one(self.val(ir.op), lines)
        args = self.operands(ir.args, lines)
        return lines + primitive_or_tail_call(p, args)

    def self_call(self, ir: App, loop: Fn, ctx: Tail) -> list[str] | None:
        """A tail call of the loop's own procedure as a jump, or None if it is not one."""
        op = ir.op
        if type(op) is Local:
            if op.var is not loop.self_var or op.var.mutated:
                return None
            lines: list[str] = []
            k = self.counting.get(loop)
            if k is not None:   # the range moves the counter (counted_rounds)
                params = loop.params[:k] + loop.params[k + 1:]
                args = self.jump_operands(ir.args[:k] + ir.args[k + 1:], lines)
                changed = [(v.py, a) for v, a in zip(params, args) if v.py != a]
                loop.jumped = True
                if changed:
                    lines.append(f"{', '.join(v for v, _ in changed)} = {', '.join(a for _, a in changed)}")
                return lines + ["continue"]
            return self.jump(loop, self.jump_operands(ir.args, lines), lines)
        if type(op) is Global:
            if op.cell is not loop.self_global:
                return None
            if op.cell.constant:    # it surely holds this procedure (constants.py)
                lines = []
                return self.jump(loop, self.operands(ir.args, lines), lines)
        elif type(op) is Outer:
            if (op.depth, op.slot) != loop.self_outer:
                return None
        else:
            return None
        # a variable that holds this procedure unless someone assigned it: check
        lines = []
        p = self.stable(self.val(op), lines)
        args = self.operands(ir.args, lines)
        lines.append(f"if {p}.__class__ is _C and {p}.fn is {loop.py}:")
        lines += indent(self.jump(loop, args, []))
        t = self.temp()
        other = tail_call(p, args) if ctx.real else (
            self.call(p, args, t, True) + ctx.exit(t))
        return lines + ["else:"] + indent(other)

    def jump_operands(self, irs: list, lines: list[str]) -> list[str]:
        """The new values of a loop's variables at a jump to it: the stable expressions of
        ``operands``, except that where none needs a statement and each gives one value
        (`(%for-cdr l)`, `(+ i 1)` of known integers), the expressions themselves, not a
        temporary each: ``jump``'s one assignment evaluates them all, left to right, before
        it rebinds a variable."""
        vs = [self.val(ir) for ir in irs]
        if all(not v.lines and v.single for v in vs):
            return [v.expr for v in vs]
        return [self.one(v, lines) for v in vs]

    def jump(self, loop: Fn, args: list[str], lines: list[str]) -> list[str]:
        """Rebind the loop's parameters to the new arguments and go round again."""
        loop.jumped = True
        if loop.clauses is not None:    # a case-lambda: the arguments, dispatched again
            return lines + [f"_a = ({''.join(a + ', ' for a in args)})", "continue"]
        changed = [(v.py, a) for v, a in zip(loop.params, args) if v.py != a]
        if changed:
            lines.append(f"{', '.join(v for v, _ in changed)} = {', '.join(a for _, a in changed)}")
        where = self.stepping.get(loop)
        if where is not None:   # the next round's step, before its element (iterated_rounds)
            lines += step(where)
        return lines + ["continue"]

    def known_primitive(self, op: Any, lines: list[str]) -> tuple[Primitive | None, str | None]:
        """The primitive an operator denotes, if known now; and, outside a module, the
        stable expression of the variable's current value, to check it still holds it."""
        t = type(op)
        if t is Const and type(op.value) is Primitive:
            return op.value, None
        if t is Global and type(op.cell.value) is Primitive:
            if op.fixed:
                return op.cell.value, None
            prim = op.cell.value
            return prim, self.stable(self.global_value(op), lines)
        return None, None

    def primitive_call(self, prim: Primitive, guard: str | None, arg_irs: list, lines: list[str],
                       tail: bool = False, multi: bool = False) -> V:
        """``some_primitive_call``, forgetting the reads kept (common_reads.py) around a
        primitive that may write memory, call a procedure or run a loop in place."""
        if guard is None and prim.name in KEYED:
            return self.some_primitive_call(prim, guard, arg_irs, lines, tail, multi)
        if arg_irs and (type(arg_irs[0]) is Lambda or type(arg_irs[-1]) is Lambda):
            self.forget()       # maybe a loop in place (elementwise.py) or a thunk's body
        v = self.some_primitive_call(prim, guard, arg_irs, lines, tail, multi)
        self.forget()
        return v

    def some_primitive_call(self, prim: Primitive, guard: str | None, arg_irs: list,
                            lines: list[str], tail: bool = False, multi: bool = False) -> V:
        """A call of a known primitive: inlined, or its Python function called directly.
        With ``guard`` (the operator's current value), the primitive is used only if the
        variable still holds it. In tail position the result may be a TailCall, or multiple
        values (for ``deliver``). Elsewhere, unless ``multi``, multiple values are an error."""
        if prim is _VALUES_LIST and guard is None and type(arg_irs[-1]) is Lambda and arg_irs[-1].fn.inlined:
            return self.values_list(arg_irs[0], arg_irs[1].fn, lines)
        if (guard is None and len(arg_irs) >= 2 and runs_in_place(prim)
                and type(arg_irs[0]) is Lambda and arg_irs[0].fn.inlined):
            if prim in FOLDS:
                return self.fold(prim, arg_irs[0].fn, arg_irs[1], arg_irs[2:], lines)
            return self.elementwise(prim, arg_irs[0].fn, arg_irs[1:], lines)
        if guard is None and prim.fn is format_ and arg_irs and type(arg_irs[0]) is Const:
            pattern = display_pattern(arg_irs[0].value, len(arg_irs) - 1)
            if pattern is not None:     # a literal pattern of ~a slots, written in place
                args = operand_texts(self.operands(arg_irs[1:], lines))
                parts, slots = pattern
                pieces = [None if k in slots else self.constant(part) for k, part in enumerate(parts)
                          if part or k in slots]
                return V(lines, format_in_place(pieces, args), False, True)
        fused = fused_call(prim, arg_irs) if guard is None else None
        if fused is not None:     # a chain of primitives as one call (fused_calls.py)
            fn, fused_args = fused
            t = self.temp()
            a = ", ".join(self.operands(fused_args, lines))
            lines.append(f"{t} = {self.constant(fn, '_' + fn.__name__)}({a})")
            return V(lines, t, True, True)
        args = self.operands(arg_irs, lines)
        a = ", ".join(args)
        n = len(args)
        if n < prim.min_args or (prim.max_args is not None and n > prim.max_args):
            p = guard or self.constant(prim)
            t = self.temp()
            lines.append(f"{t} = _apply({p}, [{a}])")   # raises the arity error
            return V(lines, t, True, True)
        if guard is None and PAIR_FIELDS and prim is cons_primitive():
            return self.new_pair(args, lines, is_proper_list(arg_irs[1], self.lists))
        if guard is None and PAIR_FIELDS and 0 < n <= 8 and prim is list_primitive():
            return self.new_list(args, lines)
        fn = self.constant(prim.fn, "p")
        inliner = inliner_for(prim)
        if (tail or multi) and prim.name in ONE_VALUE_INLINERS:
            inliner = ANY_VALUES_INLINERS[prim.name]    # the text checking for one value: not here
        inline = inliner(operand_texts(args), fn) if inliner is not None else None
        # what runs when the variable no longer holds the primitive
        other = f"_MT({guard}, [{a}])" if tail else f"{'_apply' if multi else '_apply1'}({guard}, [{a}])"
        if inline is not None:
            expr, boolean = inline[0], inline[1]
            if guard is None:   # a third item True: the value is pure (inliners.py)
                return V(lines, expr, len(inline) > 2 and inline[2], True, boolean)
            k = self.constant(prim)
            return V(lines, f"({expr} if {guard} is {k} else {other})", False, not multi, False)
        t = self.temp()
        call = f"{fn}({a})"
        if guard is not None:
            k = self.constant(prim)
            call = f"({call} if {guard} is {k} else {other})"
        plain = guard is None and plain_result(prim)   # one value, never a TailCall
        if tail:
            return V(lines, call, False, plain)
        lines += [f"{t} = {call}"]
        if plain:
            return V(lines, t, True, True)
        if multi:
            lines.append(f"if {t}.__class__ is _T: {t} = _apply({t}.proc, {t}.args)")
        else:
            lines += [f"if {t}.__class__ is _T: {t} = _apply({t}.proc, {t}.args, True)",
                      f"elif {t}.__class__ is _MV: _single({t})"]
        return V(lines, t, True, not multi)

    def values_list(self, count: Const, thunk: Fn, lines: list[str]) -> V:
        """(%values-list n (lambda () e)), the values a let-values or define-values binds,
        with the thunk's body run in place (the expander marked it inlined): no closure,
        no call; one step counted, as the thunk's call counts it (``values_sequence``
        writes the values)."""
        lines += step(self.where(thunk))
        v = self.values_sequence(thunk.body, count.value)
        return V(lines + v.lines, v.expr, v.stable, True)

    def values_sequence(self, body: Any, n: int) -> V:
        """The ``n`` values of ``body`` as a Python sequence. ``(values x ...)`` of n items
        is the list of them at once, also at the end of a branch, a `let` or a `begin`
        (match-define's `(match v [(cons a b) (values a b)])`: no MultipleValues made and
        taken apart); any other value is checked, as the primitive checks it
        (control.values_of: Racket's arity error); a primitive of n values with an inliner
        (inliners.VALUES_INLINERS, as quotient/remainder) is written out."""
        t = type(body)
        if t is App and len(body.args) == n:
            prim, guard = self.known_primitive(body.op, [])
            lines: list[str] = []
            if prim is _VALUES_PRIM and guard is None:
                return V(lines, f"[{', '.join(self.operands(body.args, lines))}]", False, True)
            inline = values_inliner_for(prim) if guard is None else None
            if inline is not None and prim.accepts(n):
                args = operand_texts(self.operands(body.args, lines))
                return V(lines, inline(args, self.constant(prim.fn, "p")), False, True)
        elif _ends_in_values(body, n):
            if t is If:
                lines, cond = self.test(body.test)
                a, b = self.branches(lambda: self.values_sequence(body.then, n),
                                     lambda: self.values_sequence(body.other, n))
                x = self.temp()
                lines.append(f"if {cond}:")
                lines += indent(a.lines + [f"{x} = {a.expr}"])
                lines.append("else:")
                lines += indent(b.lines + [f"{x} = {b.expr}"])
                return V(lines, x, True, True)
            if t is Seq:
                lines = self.effects(body.items[:-1])
                v = self.values_sequence(body.items[-1], n)
                return V(lines + v.lines, v.expr, v.stable, True)
            lines = self.bindings(body)     # a Let or a Body
            v = self.values_sequence(body.body if t is Let else body.items[-1], n)
            return V(lines + v.lines, v.expr, v.stable, True)
        # the list goes in a fresh temporary: a stable value may be a variable or a
        # constant's name, which the assignment would overwrite (or make a local)
        lines = []
        x = self.stable(self.val(body, True), lines)
        t = self.temp()
        if n == 1:      # `(let*-values ([(x) e]) ...)`: one value, the usual case
            lines.append(f"{t} = [{x}] if {x}.__class__ is not _MV else _values_of(1, {x})")
        else:
            lines.append(f"{t} = {x}.values if {x}.__class__ is _MV and len({x}.values) == {n} "
                         f"else _values_of({n}, {x})")
        return V(lines, t, True, True)

    def new_pair(self, args: list[str], lines: list[str], onto_list: bool = False) -> V:
        """(cons a d) as statements filling a fresh Pair's slots: ``_Pair()`` runs no
        Python code (data.Pair), so this costs half of calling make_pair. Its listp is
        what d knows (as make_pair sets it), so first/rest/list? of a list built by cons
        never walk; ``onto_list``: d is surely a proper list (proper_lists.py), so the pair
        starts one."""
        t = self.temp()
        car, cdr = args
        lines.append(f"{t} = _Pair()")
        lines.append(f"{t}.car = {car}")
        lines.append(f"{t}.cdr = {cdr}")
        lines.append(f"{t}.loc = None")
        lines.append(f"{t}.listp = True" if onto_list else
                     f"{t}.listp = True if {cdr} is _NIL else ({cdr}).listp "
                     f"if ({cdr}).__class__ is _Pair else False")
        return V(lines, t, True, True)

    def new_list(self, args: list[str], lines: list[str]) -> V:
        """(list a ...) of a few elements as statements filling fresh Pairs' slots from
        the last, as new_pair does (a tuple of three, as a loop's `(list a b len)`, would
        otherwise cost three calls); each pair starts a proper list."""
        t = self.temp()
        tail = "_NIL"
        for k, x in enumerate(reversed(args)):
            p = t if k == len(args) - 1 else self.temp()
            lines += [f"{p} = _Pair()", f"{p}.car = {x}", f"{p}.cdr = {tail}",
                      f"{p}.loc = None", f"{p}.listp = True"]
            tail = p
        return V(lines, t, True, True)

    # -- named let
    def start_loop(self, ir: NamedLet, lines: list[str]) -> list[str]:
        """Bind the loop variables of an inlined named let to the initial values."""
        args = self.operands(ir.inits, lines)
        if args:
            lines.append(f"{', '.join(v.py for v in ir.fn.params)} = {', '.join(args)}")
        return lines

    def loop_body(self, ir: NamedLet, ctx: Tail) -> list[str]:
        """The rounds of an inlined named let, its invariant calls cached for this run of
        the loop (cache_invariants)."""
        saved = dict(self.cached)
        caches = self.cache_invariants(ir.fn)
        self.forget()           # a round reads nothing kept before: the last round wrote
        counted = counted_range(ir.fn, self.integers)
        iterated = iterated_loop(ir.fn) if counted is None else None
        if counted is not None:
            rounds = self.counted_rounds(ir.fn, counted, ctx)
        elif iterated is not None:
            rounds = self.iterated_rounds(ir.fn, iterated, ctx)
        else:
            rounds = ["while True:"] + indent(step(self.where(ir.fn)) + self.tail(ir.fn.body, ctx))
        self.forget()           # nor does the code after the loop
        self.cached = saved
        return caches + rounds

    def counted_rounds(self, fn: Fn, counted: CountedRange, ctx: Tail) -> list[str]:
        """The rounds of a loop that counts by one (counted_loops.py) as a `for` over a
        range inside the `while True` its exits leave: the test and the counter's move
        are the range iterator's, the round whose test fails is the `for`'s `else`."""
        where = self.where(fn)
        i = counted.var.py
        end = counted.end
        if type(end) is Const:
            e, known = str(end.value) if end.value >= 0 else f"({end.value})", True
        else:
            e, known = end.var.py, end.var in self.integers
        rng = f"range({i}, {e})" if counted.step == 1 else f"range({i}, {e}, -1)"
        if not known:
            rng = f"({rng} if {e}.__class__ is int else {'_upto' if counted.step == 1 else '_downto'}({i}, {e}))"
        self.counting[fn] = counted.index
        try:
            then = self.copies(counted.prefix) + self.tail(counted.test.then, ctx)
        finally:
            del self.counting[fn]
        self.forget()           # (the exit runs after any round)
        other = self.copies(counted.prefix) + self.tail(counted.test.other, ctx)
        return (["while True:", f"    for {i} in {rng}:"] + indent(indent(step(where) + then))
                + ["    else:"] + indent(indent(step(where) + other)) + ["    break"])

    def copies(self, prefix: list) -> list[str]:
        """The statements of a loop's copies bound before its test (counted_loops.copies_before),
        written at the head of each branch of the test."""
        lines: list[str] = []
        for let in prefix:
            lines += self.bindings(let)
        return lines

    def iterated_rounds(self, fn: Fn, loop: IteratedLoop, ctx: Tail) -> list[str]:
        """The rounds of a loop that steps an iterator (iterated_loops.py) as a `for` over
        it inside the `while True` its exits leave: the `next` and the test for the end are
        the `for`'s, the round that finds the end is the `for`'s `else`. Each round's step
        is counted before the `for` asks for the element: the first one before the loop,
        the others where the rounds before them jump (``jump``)."""
        where = self.where(fn)
        self.stepping[fn] = where
        try:
            then = self.copies(loop.prefix) + self.tail(loop.then, ctx)
            self.forget()       # (the exit runs after any round)
            other = self.copies(loop.prefix) + self.tail(loop.exit, ctx)
        finally:
            del self.stepping[fn]
        return (step(where) + ["while True:", f"    for {loop.var.py} in {loop.iterator.py}:"]
                + indent(indent(then)) + ["    else:"] + indent(indent(other)) + ["    break"])

    def named_let_value(self, ir: NamedLet) -> V:
        lines: list[str] = []
        if ir.fn.inlined:
            self.start_loop(ir, lines)
            t = self.temp()
            lines += self.loop_body(ir, Tail(t, ir.fn, False))
            return V(lines, t, True)
        args = self.loop_closure(ir, lines)
        t = self.temp()
        lines += [f"{t} = {ir.fn.py}({', '.join(args)})", f"if {t}.__class__ is _T: {t} = _apply({t}.proc, {t}.args)"]
        self.forget()
        return V(lines, t, True)

    def named_let_tail(self, ir: NamedLet, ctx: Tail) -> list[str]:
        lines: list[str] = []
        if ir.fn.inlined:
            self.start_loop(ir, lines)
            lines += self.loop_body(ir, Tail(ctx.target, ir.fn, ctx.real, ctx.group, ctx.depth + 1))
            return lines + ([] if ctx.target is None else ["break"])
        args = self.loop_closure(ir, lines)
        call = f"{ir.fn.py}({', '.join(args)})"
        if ctx.real:
            # a direct call of a lambda nested in this one: the depth this adds is bounded
            return lines + [f"return {call}"]
        t = self.temp()
        return lines + [f"{t} = {call}", f"if {t}.__class__ is _T: {t} = _apply({t}.proc, {t}.args)"] + ctx.exit(t)

    def loop_closure(self, ir: NamedLet, lines: list[str]) -> list[str]:
        """Make the named let's procedure, store it in its variable; the initial values."""
        lines += self.made_function(ir.fn)
        if self.known(ir.var):
            lines.append(f"{ir.var.py} = {ir.fn.py}")
        else:
            lines += self.make_closure(ir.fn, ir.var.py)
        return self.operands(ir.inits, lines)


# ------------------------------------------------------------------ inlined primitives
# (inliners.py: the expressions, and the names they use, which are in RUNTIME_NAMES below)

# ------------------------------------------------------------------ what generated code uses


def _ends_in_values(ir: Any, n: int) -> bool:
    """Does some branch of ``ir`` (through `if`, `begin`, `let` and internal definitions)
    end in a call of `values` with ``n`` arguments?"""
    while True:
        t = type(ir)
        if t is App:
            op = ir.op
            return len(ir.args) == n and (
                (type(op) is Const and op.value is _VALUES_PRIM)
                or (type(op) is Global and op.fixed and op.cell.value is _VALUES_PRIM))
        if t is If:
            if _ends_in_values(ir.then, n):
                return True
            ir = ir.other
        elif t is Seq or t is Body:
            ir = ir.items[-1]
        elif t is Let:
            ir = ir.body
        else:
            return False


def tail_call(p: str, args: list[str]) -> list[str]:
    """Return the TailCall of ``p`` on ``args`` for the caller's trampoline: ``_T()`` (the
    class has no __init__, so the call runs no Python code) with its slots filled
    directly, the cheapest way to make the object of the commonest call of all, a call in
    tail position of a procedure not known here."""
    return ["_tc = _T()", f"_tc.proc = {p}", f"_tc.args = [{', '.join(args)}]", "return _tc"]


def primitive_or_tail_call(p: str, args: list[str]) -> list[str]:
    """In tail position, a call of ``p``, a value not known here: a primitive taking that
    many arguments (`(define next add1)`, `car` given to one's own `my-map`) has its
    function called at once, as the trampoline (runtime.apply_procedure) would call it,
    counting no step, and what it returns (a value, multiple values, its own TailCall)
    is returned; anything else is the TailCall. The primitive's frame is above the
    caller's until it returns, as in a call not in tail position: a bounded depth."""
    n = len(args)
    return [f"if {p}.__class__ is _Prim and {p}.min_args <= {n} and "
            f"({p}.max_args is None or {p}.max_args >= {n}):",
            f"    return {p}.fn({', '.join(args)})"] + tail_call(p, args)


def _undefined(cell: Cell, module: str) -> None:
    raise undefined_variable(cell.name, module)


def _undefined_local(name: str) -> None:
    raise uninitialized_local(name)


def _set_undefined(cell: Cell, module: str) -> None:
    raise F.set_before_definition(cell.name, module)


def _set_constant(cell: Cell) -> None:
    raise F.assign_constant(cell.name)


RUNTIME_NAMES: dict[str, Any] = {
    "_C": Closure, "_T": TailCall, "_MC": make_closure, "_MT": make_tail_call, "_MV": MultipleValues, "_Pair": Pair, "_NIL": NIL,
    "_VOID": VOID, "_U": UNDEFINED, "_B": BUDGET, "_upto": upto, "_downto": downto, "_apply": apply_procedure, "_Prim": Primitive,
    "_single": single_value, "_apply1": apply1,
    "_VALUES": Primitive("values", lambda *vals: MultipleValues(list(vals)), 0, None),
    "_undefined": _undefined, "_undefined_local": _undefined_local,
    "_set_undefined": _set_undefined, "_set_constant": _set_constant, "_tolist": make_list, "_MISSING": MISSING,
    "_new": object.__new__, "_CASE": case_lambda_closure, "_arity_error": arity_error,
}


RUNTIME_NAMES["_KW"] = KeywordProcedure
RUNTIME_NAMES["_values_of"] = values_of
_VALUES_LIST = lookup_primitive("%values-list")
_VALUES_PRIM = lookup_primitive("values")
RUNTIME_NAMES["_is_list"] = is_list
RUNTIME_NAMES["_same_length_lists"] = same_length_lists
RUNTIME_NAMES["_mklist"] = make_list
RUNTIME_NAMES.update(INLINE_NAMES)


def runtime_namespace() -> dict[str, Any]:
    """A new copy of RUNTIME_NAMES for a generated module, with inliners.LIBRARY_NAMES of
    the library modules loaded so far."""
    namespace = dict(RUNTIME_NAMES)
    for name, (module, attribute) in LIBRARY_NAMES.items():
        loaded = sys.modules.get(module)
        if loaded is not None:
            namespace[name] = getattr(loaded, attribute)
    return namespace
