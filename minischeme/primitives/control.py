"""Control primitives: apply, values, exceptions, parameters, continuations, exit,
ports, and the runtime helpers that derived forms expand into (names starting with `%`)."""
from __future__ import annotations

import math
import threading
import time as _time
from contextlib import ExitStack, contextmanager
from typing import Any

from minischeme.values.data import (NIL, RENAMED, VOID, MString, make_mstring, MultipleValues, Pair, Regexp, StructInstance,
                                    StructType, Symbol, as_str, is_list, list_to_python, make_list, sym)
from minischeme.values.data import make_struct_instance
from minischeme.values import htdp_printer
from minischeme.values.equality import is_equal
from minischeme.values.errors import (EXN, EXN_FAIL, EXN_MISC_MATCH, EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_ARITY, EXN_FAIL_SYNTAX, EXN_TYPES, Raise,
                      SchemeExit, arity_error, contract_error, is_exn, result_arity_error,
                      racket_error)
from minischeme.values import ports as port_stacks
from minischeme.values.ports import OutputPort, current_error, current_output, redirect
from minischeme.values.printer import error_value_string, write_string
from minischeme.values.procedures import (Closure, EscapeContinuation, KeywordProcedure, Parameter, Primitive,  # noqa: F401  (re-exported)
                                          RenamedProcedure, _Escape, is_keyword)
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from minischeme.values.runtime import (BUDGET, CaseLambda, TailCall, apply_procedure, charge_work, check_procedure,
                                       is_procedure, procedure_arity_includes)
from minischeme.values.procedures import make_tail_call
from .base_lists import keyword_sorted_args
from .registry import add, define, library, loaded_primitive
from .sandbox import limits_exhausted
from .syntax_objects import TRANSFORMERS_RUNNING

library("racket/base")


_INTEGER_FOLDS: dict[Any, Any] = {}


def _integer_folds() -> dict[Any, Any]:
    """The Python functions of +, *, max and min -> the builtin giving their answer for
    exact integers (filled at the first apply: the numbers library is loaded by then)."""
    if len(_INTEGER_FOLDS) < 4:
        for name, fold in (("+", sum), ("*", math.prod), ("max", max), ("min", min)):
            prim = loaded_primitive(name)
            if prim is not None:
                _INTEGER_FOLDS[prim.fn] = fold
    return _INTEGER_FOLDS


@define("apply", 1, None)
def apply_(proc: Any, *args: Any) -> Any:
    """(apply f a ... lst #:kw v ...): call f with the a's and the elements of lst, and the
    keyword arguments given (a tail call)."""
    if not args:        # (apply f): Racket's arity error (f is no list of arguments)
        raise arity_error("apply", "at least 2", [proc], listed=True)
    if len(args) == 1 and proc.__class__ is Primitive and BUDGET.max_steps is None:
        # (apply + lst), (apply max lst) ... of a known list of exact integers: Python's
        # sum, max, min or product of them in C (the answer the primitive would give; max
        # and min of no argument are left to it, for its arity error)
        fold = (_INTEGER_FOLDS if len(_INTEGER_FOLDS) == 4 else _integer_folds()).get(proc.fn)
        if fold is not None:
            lst = args[0]
            if lst.__class__ is Pair and lst.listp is True:
                ints, p = [], lst       # (a known list ends in '(): the walk ends)
                while p is not NIL:
                    x = p.car
                    if x.__class__ is not int:
                        break
                    ints.append(x)
                    p = p.cdr
                else:
                    return fold(ints)
            elif lst is NIL and (fold is sum or fold is math.prod):
                return 0 if fold is sum else 1
    keywords: list = []
    # (apply f lst), the usual call, has no keyword: a lone keyword is the list argument
    if len(args) > 1 and any(type(a) is Symbol and a.name.startswith("#:") for a in args):
        positional: list = []
        i = 0
        while i < len(args):
            a = args[i]
            if type(a) is Symbol and a.name.startswith("#:") and i + 1 < len(args):
                keywords += [a, args[i + 1]]
                i += 2
            else:
                positional.append(a)
                i += 1
        args = tuple(positional)
        if not args:
            raise arity_error("apply", "at least 2", [proc])
    last = args[-1]
    if not is_list(last):
        raise contract_error("apply", "list?", last)
    spread = list_to_python(last)
    if BUDGET.max_steps is not None:
        charge_work(len(spread))
    if type(proc) is Primitive and not keywords:
        n = len(args) - 1 + len(spread)
        if n >= proc.min_args and (proc.max_args is None or n <= proc.max_args):
            # (apply + lst): called here, as apply_procedure would call it (no step is
            # counted for a primitive), with no TailCall or argument list between
            return proc.fn(*args[:-1], *spread)
    if keywords:        # as a call written with them (refused by a procedure taking none)
        return keyword_call(proc, *args[:-1], *spread, *keywords)
    return make_tail_call(proc, list(args[:-1]) + spread + keywords)   # not a procedure: as Racket


@define("%apply-spread", 3, 3)
def apply_spread(lst: Any, n: int, proc: Closure) -> Any:
    """`(apply (lambda (p ...) body ...) lst)` run in place (expander.Builder.lower_apply):
    ``lst`` itself when it is a list of exactly ``n`` elements, which the code then takes
    apart; else the error apply of the lambda raises (``proc``: a stand-in closure of the
    lambda's name taking ``n`` arguments, whose body never runs), so not a list is apply's
    contract error and another count the lambda's arity error, in Racket's words."""
    p = lst
    k = 0
    while p.__class__ is Pair and k <= n:
        p = p.cdr
        k += 1
    if k == n and p is NIL:
        if BUDGET.max_steps is not None:
            charge_work(n)      # as apply counts its spread list
        return lst
    if not is_list(lst):
        raise contract_error("apply", "list?", lst)
    spread = list_to_python(lst)
    if BUDGET.max_steps is not None:
        charge_work(len(spread))
    apply_procedure(proc, spread)   # the lambda's arity error, its step counted as a call's
    raise arity_error(proc.name, str(n), spread)


@define("keyword-apply", 4, None)
def keyword_apply(proc: Any, keywords: Any, kw_values: Any, *args: Any) -> Any:
    """(keyword-apply f '(#:k ...) '(v ...) a ... lst): apply with keyword arguments; the
    keywords sorted and distinct, one value each (Racket's checks, in its order)."""
    everything = [proc, keywords, kw_values, *args]
    kws = list_to_python(keywords) if is_list(keywords) else None
    if kws is None or not all(type(k) is Symbol and k.name.startswith("#:") for k in kws) \
            or any(a.name[2:] >= b.name[2:] for a, b in zip(kws, kws[1:])):
        raise contract_error("keyword-apply", "(and/c (listof? keyword?) sorted? distinct?)",
                             keywords, 1, everything)
    if not is_list(kw_values):
        raise contract_error("keyword-apply", "list?", kw_values, 2, everything)
    vals = list_to_python(kw_values)
    if len(vals) != len(kws):
        raise racket_error(f"keyword-apply: keyword list length does not match value list "
                           f"length\n  keyword list length: {len(kws)}\n  value list length: "
                           f"{len(vals)}\n  keyword list: {error_value_string(keywords)}\n"
                           f"  value list: {error_value_string(kw_values)}")
    last = args[-1]
    if not is_list(last):
        raise contract_error("keyword-apply", "list?", last, len(everything) - 1, everything)
    pairs = [x for kv in zip(kws, vals) for x in kv]
    return make_tail_call(proc, list(args[:-1]) + list_to_python(last) + pairs)


class KeywordAcceptingProcedure:
    """What make-keyword-procedure makes: a call with keyword arguments calls ``proc`` with
    the keywords (sorted, as keyword<? orders them), their values, then the positional
    arguments; a call without any calls ``plain`` (by default ``proc`` with two empty
    lists)."""

    def __init__(self, proc: Any, plain: Any) -> None:
        self.proc = proc
        self.plain = plain
        self.name = getattr(proc, "name", None)

    def racket_apply(self, args: list) -> Any:
        positional, given = [], {}
        i = 0
        while i < len(args):
            if is_keyword(args[i]) and i + 1 < len(args):
                given[args[i]] = args[i + 1]
                i += 2
            else:
                positional.append(args[i])
                i += 1
        if not given and self.plain is not None:
            return make_tail_call(self.plain, positional)
        kws = sorted(given, key=lambda k: k.name[2:])
        return make_tail_call(self.proc, [make_list(kws), make_list([given[k] for k in kws]), *positional])

    def racket_repr(self) -> str:
        repr_of = getattr(self.proc, "racket_repr", None)
        return repr_of() if repr_of is not None else "#<procedure>"


@define("make-keyword-procedure", 1, 2)
def make_keyword_procedure(proc: Any, plain: Any = None) -> Any:
    """(make-keyword-procedure proc [plain-proc]): a procedure taking any keyword arguments,
    which it gives to proc as two lists (keywords, values) before the positional ones.
    Racket checks proc only when the result is called, as here (apply_procedure)."""
    return KeywordAcceptingProcedure(proc, plain)


@define("values", 0, None)
def values(*args: Any) -> Any:
    """(values v ...): one value, or several for call-with-values and let-values."""
    if len(args) == 1:
        return args[0]
    return MultipleValues(list(args))


@define("call-with-values", 2, 2)
def call_with_values(producer: Any, consumer: Any) -> Any:
    """Call producer with no arguments and pass its values to consumer."""
    v = apply_procedure(producer, [])
    return make_tail_call(consumer, v.values if type(v) is MultipleValues else [v])


@define("procedure?", 1)
def procedure_p(x: Any) -> bool:
    """Is x a procedure?"""
    return is_procedure(x)


@define("procedure-arity-includes?", 2, 3)
def procedure_arity_includes_p(f: Any, n: Any, incomplete_ok: Any = False) -> bool:
    """Does f accept n arguments (and no keyword ones)? With incomplete-ok? true, a
    procedure that requires keyword arguments counts too, as its positional arity."""
    check_procedure("procedure-arity-includes?", f)     # (Racket names no position)
    if type(n) is not int or n < 0:
        raise contract_error("procedure-arity-includes?", "exact-nonnegative-integer?", n)
    if type(f) is KeywordProcedure and incomplete_ok is not False:
        inner = f.closure
        return inner.nreq <= n and (inner.rest or n <= f.npositional)
    return procedure_arity_includes(f, n)


@define("procedure-arity", 1)
def procedure_arity(f: Any) -> Any:
    """The arity of f: a number, or an arity-at-least for rest arguments."""
    check_procedure("procedure-arity", f)
    if type(f) is StructInstance:        # prop:procedure
        spec = f.stype.proc
        if type(spec) is int:
            target = f.fields[spec]
            return procedure_arity(target) if is_procedure(target) else NIL
        return _less_one(procedure_arity(spec))
    if type(f) is Closure and f.clauses is not None:       # a case-lambda
        return normalized_arity(f.clauses)
    if type(f) is CaseLambda:
        return normalized_arity([(k.nreq, None if k.rest else k.nreq + k.nopt) for k in f.closures])
    if type(f) is Parameter or type(f) is DerivedParameter:
        return make_list([0, 1])
    if type(f) is RenamedProcedure:
        items: list = sorted(f.counts)
        if f.at_least is not None:
            items.append(ArityAtLeast(f.at_least))
        return items[0] if len(items) == 1 else make_list(items)
    if type(f) is KeywordProcedure:     # its positional arguments
        inner = f.closure
        if inner.rest:
            return ArityAtLeast(inner.nreq)
        return normalized_arity([(inner.nreq, f.npositional)])
    if type(f) is Closure:
        if f.rest:
            return ArityAtLeast(f.nreq)
        if f.nopt:
            return make_list(range(f.nreq, f.nreq + f.nopt + 1))
        return f.nreq
    if type(f) is Primitive:
        if f.max_args is None:
            return ArityAtLeast(f.min_args)
        if f.max_args != f.min_args:
            return make_list(range(f.min_args, f.max_args + 1))
        return f.min_args
    return ArityAtLeast(0)


def _less_one(arity: Any) -> Any:
    """The arity of a procedure called with one argument more (an instance's
    prop:procedure gets the instance first)."""
    if type(arity) is int:
        return max(arity - 1, 0)
    if type(arity) is StructInstance:
        return ArityAtLeast(max(arity.fields[0] - 1, 0))
    items = []
    while type(arity) is Pair:
        items.append(_less_one(arity.car))
        arity = arity.cdr
    return make_list(items)


@define("procedure-keywords", 1)
def procedure_keywords(f: Any) -> Any:
    """(procedure-keywords f): two values, the keywords f requires and those it accepts
    (#f for any), each sorted as keyword<? orders them."""
    check_procedure("procedure-keywords", f)
    if type(f) is KeywordProcedure:
        def ordered(kws: list) -> Any:
            return make_list(sorted(kws, key=lambda k: k.name[2:]))
        return MultipleValues([ordered([k for k, r in zip(f.keywords, f.required) if r]),
                               ordered(f.keywords)])
    if type(f) is KeywordAcceptingProcedure or type(f) is AnyKeywordProcedure:
        return MultipleValues([NIL, False])
    return MultipleValues([NIL, NIL])


def normalized_arity(ranges: Any) -> Any:
    """Racket's normalized arity of a procedure accepting the counts in ``ranges``
    ((minimum, maximum or None) each): a number, an arity-at-least, or a list of them
    in increasing order (the counts a final arity-at-least covers left out)."""
    at_least = min((lo for lo, hi in ranges if hi is None), default=None)
    counts = {n for lo, hi in ranges if hi is not None for n in range(lo, hi + 1)}
    if at_least is not None:
        counts = {n for n in counts if n < at_least}
        while at_least - 1 in counts:
            at_least -= 1
            counts.discard(at_least)
    items: list = sorted(counts) + ([ArityAtLeast(at_least)] if at_least is not None else [])
    return items[0] if len(items) == 1 else make_list(items)


# Racket's transparent struct (arity-at-least value): prints (arity-at-least 2), and in a
# list (list 0 (arity-at-least 2)); display shows #(struct:arity-at-least 2)
ARITY_AT_LEAST = StructType("arity-at-least", ["value"], transparent=True)


def ArityAtLeast(n: int) -> StructInstance:
    return make_struct_instance(ARITY_AT_LEAST, [n])


def _arity_at_least_guard(who: str, args: tuple) -> None:
    """The check of arity-at-least's constructor: a count (as Racket's guard words it)."""
    if type(args[0]) is not int or args[0] < 0:
        raise contract_error(who, "exact-nonnegative-integer?", args[0])


ARITY_AT_LEAST.guard = _arity_at_least_guard


@define("make-arity-at-least", 1)
def make_arity_at_least(n: Any) -> StructInstance:
    """The arity-at-least struct of n (the constructor's other name, whose errors name
    arity-at-least)."""
    if type(n) is not int or n < 0:
        raise contract_error("arity-at-least", "exact-nonnegative-integer?", n)
    return ArityAtLeast(n)


def _arity_text(a: Any) -> str:
    """The `expected:` line's text for a procedure arity: a count or `at least n` ("" for
    a list, even of one: Racket's message leaves the line out); raises for no arity."""
    if type(a) is int and a >= 0:
        return str(a)
    if type(a) is StructInstance and a.stype is ARITY_AT_LEAST:
        return f"at least {a.fields[0]}"
    items = []
    p = a
    while type(p) is Pair:
        items.append(p.car)
        p = p.cdr
    if p is NIL and all(type(x) is not Pair and _arity_text(x) for x in items):
        return ""
    raise contract_error("raise-arity-error", "procedure-arity?", a)


@define("raise-arity-error", 2, None)
def raise_arity_error(name: Any, arity: Any, *args: Any) -> Any:
    """Raise the arity error Racket gives a procedure named name (or that procedure's
    name) of arity `arity` called with args."""
    if type(name) is Symbol:
        who = name.name
    elif is_procedure(name):
        found = object_name(name)
        who = found.name if type(found) is Symbol else "#<procedure>"
    else:
        raise contract_error("raise-arity-error", "(or/c symbol? procedure?)", name)
    expected = _arity_text(arity)
    lines = [f"{who}: arity mismatch;",
             " the expected number of arguments does not match the given number"]
    if expected:
        lines.append(f"  expected: {expected}")
    lines.append(f"  given: {len(args)}")
    if args:
        lines.append("  arguments...:")
        lines.extend(f"   {error_value_string(v)}" for v in args)
    raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT_ARITY)


@define("object-name", 1)
def object_name(x: Any) -> Any:
    """The name of a procedure or struct, as a symbol (#f for anonymous lambdas); a
    regexp's is its source."""
    if type(x) is Regexp:
        return x.source_value()
    name = getattr(x, "name", None)
    if isinstance(name, str):
        return sym(name)
    if type(x) is StructInstance:
        named = x.stype.object_name         # prop:object-name: a field, or a procedure
        if named is not None:
            return x.fields[named] if type(named) is int else apply_procedure(named, [x], True)
        spec = x.stype.proc
        if type(spec) is int and is_procedure(x.fields[spec]):
            return object_name(x.fields[spec])
        return sym(x.stype.name)
    return False


def _arity_parts(a: Any) -> tuple[frozenset, int | None] | None:
    """A procedure arity (a count, an arity-at-least, or a list of them) as the counts it
    names and the least count of its arity-at-least (None: none); None if ``a`` is none."""
    items = list_to_python(a) if is_list(a) else [a]
    counts, at_least = set(), None
    for x in items:
        if type(x) is int and x >= 0:
            counts.add(x)
        elif (type(x) is StructInstance and x.stype is ARITY_AT_LEAST
              and type(x.fields[0]) is int and x.fields[0] >= 0):
            at_least = x.fields[0] if at_least is None else min(at_least, x.fields[0])
        else:
            return None
    return frozenset(counts), at_least


def _arity_of(proc: Any) -> tuple[frozenset, int | None]:
    """A procedure's arity as ``_arity_parts`` gives it (procedure-arity's is always one)."""
    parts = _arity_parts(procedure_arity(proc))
    assert parts is not None
    return parts


def _name_of(proc: Any) -> str | None:
    found = object_name(proc)
    return found.name if type(found) is Symbol else None


@define("procedure-rename", 2, 3)
def procedure_rename(proc: Any, name: Any, realm: Any = None) -> Any:
    """(procedure-rename proc name [realm]): proc under another name, which it prints
    (`#<procedure:name>`), `object-name` returns and its arity errors name; it keeps proc's
    arity (and keywords). Programs use it to give a made procedure a readable name."""
    if not is_procedure(proc):
        raise contract_error("procedure-rename", "procedure?", proc)
    if type(name) is not Symbol:
        raise contract_error("procedure-rename", "symbol?", name)
    if realm is not None and type(realm) is not Symbol:
        raise contract_error("procedure-rename", "symbol?", realm)
    if type(proc) is KeywordProcedure:      # its own arity and keyword errors, renamed
        from copy import copy
        renamed = copy(proc)
        renamed.name = name.name
        return renamed
    if type(proc) is RenamedProcedure:
        return RenamedProcedure(proc.proc, name.name, proc.counts, proc.at_least, proc.keywords)
    counts, at_least = _arity_of(proc)
    return RenamedProcedure(proc, name.name, counts, at_least,
                            type(proc) is not Closure and type(proc) is not CaseLambda)


@define("procedure-reduce-arity", 2, 4)
def procedure_reduce_arity(proc: Any, arity: Any, name: Any = False, realm: Any = None) -> Any:
    """(procedure-reduce-arity proc arity [name realm]): proc accepting only the argument
    counts of arity (which proc must accept), and no keyword arguments; another count is
    Racket's arity error, naming name (#f: proc's own name). Checked in Racket 8.7's order
    and words, including its message for an arity that is none (which names
    raise-arguments-error)."""
    who = "procedure-reduce-arity"
    if not is_procedure(proc):
        raise contract_error(who, "procedure?", proc)
    if type(proc) is KeywordProcedure and any(proc.required):
        raise racket_error(f"{who}: procedure has required keyword arguments\n"
                           f"  procedure: {error_value_string(proc)}", EXN_FAIL_CONTRACT)
    wanted = _arity_parts(arity)
    if wanted is None:
        raise contract_error("raise-arguments-error", "string?", arity)    # sic, Racket 8.7
    if name is not False and type(name) is not Symbol:
        raise contract_error(who, "(or/c symbol? #f)", name)
    if realm is not None and type(realm) is not Symbol:
        raise contract_error(who, "symbol?", realm)
    counts, at_least = wanted
    has = _arity_of(proc)
    if not (all(n in has[0] or (has[1] is not None and n >= has[1]) for n in counts)
            and (at_least is None or (has[1] is not None and at_least >= has[1]))):
        raise racket_error(f"{who}: arity of procedure does not include requested arity\n"
                           f"  procedure: {error_value_string(proc)}\n"
                           f"  requested arity: {error_value_string(arity)}", EXN_FAIL_CONTRACT)
    new_name = name.name if name is not False else _name_of(proc)
    inner = proc.proc if type(proc) is RenamedProcedure else proc
    return RenamedProcedure(inner, new_name, counts, at_least, False)


_PRIMITIVE_NAMES: list[frozenset] = []     # primitive_names.txt, once read


@define("primitive?", 1)
def primitive_p(v: Any) -> bool:
    """Is v one of Racket's primitive procedures (implemented in its core: `car`, `+`,
    `printf`; not `map` or `sort`, which Racket writes in Racket)? Answered from Racket
    8.7's own list of them (primitive_names.txt, from tools/primitive_names.rkt; read at
    the first call, not at start-up): v is the procedure minischeme binds to such a name."""
    name = getattr(v, "name", None)
    if not isinstance(name, str) or not is_procedure(v):
        return False
    if not _PRIMITIVE_NAMES:
        from pathlib import Path
        text = Path(__file__).with_name("primitive_names.txt").read_text(encoding="utf-8")
        _PRIMITIVE_NAMES.append(frozenset(text.split()))
    return name in _PRIMITIVE_NAMES[0] and loaded_primitive(name) is v


@define("primitive-closure?", 1)
def primitive_closure_p(v: Any) -> bool:
    """Is v a primitive closure? In Racket 8.7 CS no value is: always #f."""
    return False


# ------------------------------------------------------------------ exceptions

# The installed exception handlers, innermost last: a procedure installed by
# call-with-exception-handler, or None where a with-handlers form catches (by a Python
# `except`, after unwinding). One stack per thread, as the grader runs programs in threads.
_handler_state = threading.local()


def _handlers() -> list:
    stack = getattr(_handler_state, "stack", None)
    if stack is None:
        stack = _handler_state.stack = []
    return stack


def _nested_raise_message(new: Any, original: Any) -> str:
    """Racket's words when an exception handler itself raises."""
    def part(v: Any, by_handler: bool) -> str:
        if is_exn(v):
            return ("exception raised by exception handler: " if by_handler
                    else "original exception raised: ") + exn_message(v)
        return ("raise called (with non-exception value) by exception handler: " if by_handler
                else "original raise called (with non-exception value): ") + error_value_string(v)
    return part(new, True) + "; " + part(original, False)


def _deliver(value: Any, k: int) -> Any:
    """Give a non-continuable raised value to the handlers below index k, innermost first:
    a handler's result goes on to the next one out, as in Racket; a with-handlers form
    takes it by a Python exception. Never returns."""
    stack = _handlers()
    original = value
    while k > 0:
        handler = stack[k - 1]
        if handler is None:
            e = Raise(value)
            e.eligible = k
            raise e
        saved = stack[k - 1:]
        del stack[k - 1:]
        try:
            value = apply_procedure(handler, [value])
        except Raise as e:
            if limits_exhausted():
                raise
            nested = racket_error(_nested_raise_message(e.value, original))
            nested.eligible = 0     # Racket reports it and escapes: no handler sees it
            raise nested from None
        finally:
            stack[k - 1:] = saved
        k -= 1
    e = Raise(value)
    e.eligible = 0
    raise e


@define("raise", 1, 2)
def raise_(v: Any, barrier: Any = True) -> Any:
    """Raise v: an exn struct or any other value. An exception handler installed by
    call-with-exception-handler is called here, in the context of the raise."""
    stack = _handlers()
    if stack and stack[-1] is not None:
        _deliver(v, len(stack))
    raise Raise(v)


@define("call-with-exception-handler", 2)
def call_with_exception_handler(handler: Any, thunk: Any) -> Any:
    """Run thunk with handler installed: `raise` calls it in the raise's context; an error
    a primitive raises reaches it after unwinding to here (so dynamic state such as
    parameterize is the handler's own there). Neither argument is checked, as in Racket:
    applying a non-procedure raises, and that goes to the handler."""
    stack = _handlers()
    depth = len(stack)
    stack.append(handler)
    try:
        return apply_procedure(thunk, [])
    except Raise as e:
        if depth >= e.eligible or limits_exhausted():
            raise
        _deliver(e.value, depth + 1)
    finally:
        del stack[depth:]


@define("%with-handlers", 2)
def with_handlers(handlers: Any, thunk: Any) -> Any:
    """Run thunk; a raised value goes to the first handler whose predicate accepts it."""
    stack = _handlers()
    depth = len(stack)
    stack.append(None)
    try:
        return apply_procedure(thunk, [])
    except Raise as e:
        if limits_exhausted() or depth >= e.eligible:   # a limit of the run was exceeded: nothing may catch it
            raise
        del stack[depth:]
        for entry in list_to_python(handlers):
            if apply_procedure(entry.car, [e.value]) is not False:
                return make_tail_call(entry.cdr, [e.value])
        raise
    finally:
        del stack[depth:]


_keyword_sorted_args = keyword_sorted_args


# Primitives of any number of arguments that take no keyword argument (a primitive sees a
# call's keywords among its arguments, so only those known to take none refuse them here;
# the others that take none see a keyword as a value, as before)
_VARIADIC_WITHOUT_KEYWORDS = frozenset("""
+ - * / = < > <= >= max min gcd lcm list list* vector vector-immutable string string-append
bytes bytes-append append hash hasheq hasheqv values void format printf fprintf eprintf error
map for-each andmap ormap foldl foldr filter-map append-map string=? string<? string>?
string<=? string>=? string-ci=? string-ci<? char=? char<? char>? char<=? char>=? bitwise-and
bitwise-ior bitwise-xor raise-argument-error raise-arguments-error raise-user-error
raise-result-error raise-range-error vector-map vector-append set seteq list->set compose
compose1 conjoin disjoin cartesian-product append* string-append* hash-set* struct-copy
""".split())


@define("%keyword-call", 1, None)
def keyword_call(proc: Any, *args: Any) -> Any:
    """A call written with a keyword argument (`(f 1 #:k 2)`): refused, in Racket's words,
    when proc is a lambda that takes no keywords; otherwise proc is called as usual (a
    keyword procedure or primitive sorts out its keywords itself)."""
    if (type(proc) is Closure or type(proc) is CaseLambda
            or (type(proc) is RenamedProcedure and not proc.keywords)
            # a primitive with fewer than two optional arguments (car, a struct's
            # constructor) has no room for a keyword and its value: it takes none; nor do
            # the common primitives of any number of arguments named here
            or (type(proc) is Primitive and (
                (proc.max_args is not None and proc.max_args - proc.min_args < 2)
                or proc.name in _VARIADIC_WITHOUT_KEYWORDS))):
        name = proc.name if isinstance(proc.name, str) and proc.name else proc.racket_repr()
        lines = ["application: procedure does not accept keyword arguments",
                 f"  procedure: {name}", "  arguments...:", *_keyword_sorted_args(args)]
        raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT)
    if type(proc) is StructInstance and proc.stype.proc is not None:   # prop:procedure
        spec = proc.stype.proc
        if type(spec) is int:
            return keyword_call(proc.fields[spec], *args)
        return keyword_call(spec, proc, *args)
    if type(proc) is Primitive and proc.accepts(len(args)):
        # a primitive taking keywords (`(sort l > #:key f)`): its function at once, as
        # apply_procedure would call it (the caller finishes a tail call or checks values)
        return proc.fn(*args)
    return make_tail_call(proc, list(args))


class AnyKeywordProcedure:
    """A procedure of any arguments, keywords too (what `thunk*` makes): its lambda gets
    the keyword markers as ordinary arguments, and ignores them."""

    def __init__(self, closure: Any) -> None:
        self.closure = closure
        self.name = closure.name

    def racket_apply(self, args: list) -> Any:
        return make_tail_call(self.closure, args)

    def racket_repr(self) -> str:
        return self.closure.racket_repr()


@define("%accept-any-keywords", 1)
def accept_any_keywords(closure: Any) -> Any:
    """Wrap a lambda so that a call with keyword arguments is not refused."""
    return AnyKeywordProcedure(closure)


def _exn_procedures(stype: StructType) -> None:
    spec = StructSpec(sym(stype.name), None, [(f, False) for f in stype.fields], True, False, False,
                      False, None)
    procs = make_struct_procedures(stype, spec)
    for name, value in procs.items():
        add(name, value)
    add(f"make-{stype.name}", procs[stype.name])


for _t in EXN_TYPES:
    _exn_procedures(_t)
for _name, _value in make_struct_procedures(ARITY_AT_LEAST, StructSpec(
        sym("arity-at-least"), None, [("value", False)], True, False, False, False, None)).items():
    add(_name, _value)


@define("exn:misc:match?", 1, lib="racket/match")
def exn_misc_match_p(v: Any) -> bool:
    """Is v racket/match's failure (what a match no clause of which matches raises)?"""
    return type(v) is StructInstance and v.stype.is_subtype_of(EXN_MISC_MATCH)


@define("exn-message", 1)
def exn_message(e: Any) -> Any:
    """The message of an exn."""
    if type(e) is StructInstance and e.stype.is_subtype_of(EXN):
        return e.fields[0]
    raise contract_error("exn-message", "exn?", e)


@define("raise-syntax-error", 0, None)
def raise_syntax_error(*args: Any) -> Any:
    """(raise-syntax-error name message [expr sub-expr extra-sources message-suffix]): raise
    exn:fail:syntax with `name: message`, then `at: sub-expr` and `in: expr`."""
    if not 2 <= len(args) <= 6:
        lines = ["raise-syntax-error: arity mismatch;",
                 " the expected number of arguments does not match the given number",
                 "  expected: a different number plus an optional argument with keyword #:exn",
                 f"  given: {len(args)}"]
        if args:
            lines += ["  arguments...:"] + [f"   {error_value_string(a)}" for a in args]
        raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT_ARITY)
    who, message, expr, sub, sources, suffix = (*args, *(False, False, NIL, "")[len(args) - 2:])
    if who is not False and (type(who) is not Symbol or who.name.startswith("#:")):
        raise contract_error("raise-syntax-error", "(or/c symbol? #f)", who)
    if as_str(message) is None:
        raise contract_error("raise-syntax-error", "string?", message)
    message = as_str(message)
    if sources is not NIL:          # minischeme has no syntax objects
        raise contract_error("raise-syntax-error", "(listof syntax?)", sources)
    if as_str(suffix) is None:
        raise contract_error("raise-syntax-error", "string?", suffix)
    suffix = as_str(suffix)
    if who is False:        # a transformer's syntax names its form (its identifier, or head's)
        head = expr.car if type(expr) is Pair else expr
        named = type(head) is Symbol and TRANSFORMERS_RUNNING[0] > 0
        who = RENAMED.get(head, head) if named else sym("?")
    text = f"{who.name}: {message}"
    if sub is not False:
        text += f"\n  at: {write_string(sub)}"
    if expr is not False:
        text += f"\n  in: {write_string(expr)}"
    raise racket_error(text + suffix, EXN_FAIL_SYNTAX, NIL)


# ------------------------------------------------------------------ escapes and winding

def _call_cc(proc: Any, who: str = "call-with-current-continuation") -> Any:
    if not procedure_arity_includes(proc, 1) if is_procedure(proc) else True:
        raise contract_error(who, "(procedure-arity-includes/c 1)", proc)
    k = EscapeContinuation()
    try:
        return apply_procedure(proc, [k])
    except _Escape as e:
        if e.tag is not k.tag:
            raise
        return e.values[0] if len(e.values) == 1 else MultipleValues(e.values)
    finally:
        k.live = False


def _call_with_current_continuation(*args: Any) -> Any:
    """(call/cc proc [prompt-tag]): minischeme's continuations only escape."""
    if not args:        # Racket's message for this one says no "expected:"
        raise racket_error("call-with-current-continuation: arity mismatch;\n the expected number "
                           "of arguments does not match the given number\n  given: 0",
                           EXN_FAIL_CONTRACT_ARITY)
    if len(args) == 2:
        if not is_procedure(args[0]) or not procedure_arity_includes(args[0], 1):
            _call_cc(args[0])
        raise contract_error("call-with-current-continuation", "continuation-prompt-tag?", args[1])
    return _call_cc(args[0])


_CALL_CC = Primitive("call-with-current-continuation", _call_with_current_continuation, 0, 2)
_CALL_EC = Primitive("call-with-escape-continuation",
                     lambda proc: _call_cc(proc, "call-with-escape-continuation"), 1, 1)
for _name, _prim in (("call/cc", _CALL_CC), ("call-with-current-continuation", _CALL_CC),
                     ("call/ec", _CALL_EC), ("call-with-escape-continuation", _CALL_EC)):
    add(_name, _prim)


@define("dynamic-wind", 3)
def dynamic_wind(before: Any, thunk: Any, after: Any) -> Any:
    """Run before, thunk, after; after runs even when thunk escapes."""
    apply_procedure(before, [])
    try:
        return apply_procedure(thunk, [])
    finally:
        apply_procedure(after, [])


@define("exit", 0, 1)
def exit_(code: Any = True) -> Any:
    """End the program; the exit code is code when it is 1..255, else 0."""
    raise SchemeExit(code if type(code) is int and 0 <= code <= 255 else 0)


# ------------------------------------------------------------------ parameters

def _context_length_guard(v: Any) -> Any:
    if not (type(v) is int and v >= 0):
        raise contract_error("error-print-context-length", "exact-nonnegative-integer?", v)
    return v


# How many lines of `context...:` an error message shows (16). minischeme's messages show
# no context, so a program may set it (a course's test harness sets it to 0) to no effect.
add("error-print-context-length", Parameter(16, Primitive("error-print-context-length",
                                                          _context_length_guard, 1, 1),
                                            "error-print-context-length"))


@define("make-parameter", 1, 3)
def make_parameter(value: Any, guard: Any = False, name: Any = None) -> Parameter:
    """A parameter procedure holding value (the guard sees only values it is set to)."""
    if guard is not False and not (is_procedure(guard) and procedure_arity_includes(guard, 1)):
        raise contract_error("make-parameter", "(or/c (procedure-arity-includes/c 1) #f)", guard)
    if name is not None and (type(name) is not Symbol or name.name.startswith("#:")):
        raise contract_error("make-parameter", "symbol?", name)
    if name is None:
        return Parameter(value, guard if guard is not False else None)
    return Parameter(value, guard if guard is not False else None, name.name)


class DerivedParameter:
    """make-derived-parameter's parameter: its value is (wrap v) of the value v of the
    parameter it derives from, and setting it (or parameterizing it) sets that parameter
    to (guard v)."""

    __slots__ = ("base", "guard", "wrap", "name")

    def __init__(self, base: Any, guard: Any, wrap: Any) -> None:
        self.base, self.guard, self.wrap = base, guard, wrap
        self.name = "parameter-procedure"

    def racket_apply(self, args: list) -> Any:
        if not args:
            return apply_procedure(self.wrap, [apply_procedure(self.base, [])])
        if len(args) > 1:
            raise racket_error(f"{self.name}: arity mismatch;\n the expected number of "
                               f"arguments does not match the given number\n  given: {len(args)}",
                               EXN_FAIL_CONTRACT_ARITY)
        return apply_procedure(self.base, [apply_procedure(self.guard, args)])

    def racket_repr(self) -> str:
        return f"#<procedure:{self.name}>"


@define("make-derived-parameter", 3)
def make_derived_parameter(base: Any, guard: Any, wrap: Any) -> DerivedParameter:
    """A parameter whose value is (wrap (base)) and which sets base to (guard v)."""
    if not parameter_p(base):
        raise contract_error("make-derived-parameter", "(and/c parameter? (not/c impersonator?))", base)
    for proc in (guard, wrap):
        if not (is_procedure(proc) and procedure_arity_includes(proc, 1)):
            raise contract_error("make-derived-parameter", "(procedure-arity-includes/c 1)", proc)
    return DerivedParameter(base, guard, wrap)


@define("%parameterize", 2)
def parameterize(pairs: Any, thunk: Any) -> Any:
    """Run thunk with each parameter set to its new value, restoring them afterwards."""
    settings = []
    port_settings = []
    for entry in list_to_python(pairs):
        p, v = entry.car, entry.cdr
        while type(p) is DerivedParameter:      # it sets the parameter it derives from
            p, v = p.base, apply_procedure(p.guard, [v])
        if type(p) is Primitive and p.name in _PORT_PARAMETERS:
            port_settings.append(_port_setting(p.name, v))
            continue
        if type(p) is not Parameter:
            raise contract_error("extend-parameterization", "parameter?", p)
        v = v if p.guard is None else apply_procedure(p.guard, [v])
        settings.append((p, p.value, v))
    for p, _, v in settings:
        p.value = v
        PARAMETERIZED.add(p)
    with ExitStack() as stack:
        for setting in port_settings:
            stack.enter_context(setting)
        try:
            return apply_procedure(thunk, [])
        finally:
            for p, old, _ in settings:
                p.value = old


# every parameter a parameterize has set: what a thread switch saves and restores
# (primitives/racket_thread.py: a thread sees the values of its creation's parameterization)
PARAMETERIZED: set = set()

_PORT_PARAMETERS = ("current-output-port", "current-error-port", "current-input-port")


@define("parameter?", 1)
def parameter_p(x: Any) -> bool:
    """Is x a parameter (make-parameter's, or a port parameter such as current-output-port)?"""
    return (type(x) is Parameter or type(x) is DerivedParameter
            or (type(x) is Primitive and x.name in _PORT_PARAMETERS))


def _port_setting(name: str, port: Any) -> Any:
    """A context in which the port parameter ``name`` is ``port`` (checked as Racket does)."""
    if name == "current-input-port":
        from .sandbox import _INPUTS, input_port_p
        if not input_port_p(port):
            raise contract_error(name, "input-port?", port)
        return _pushed(_INPUTS, port)
    if type(port) is not OutputPort:
        raise contract_error(name, "output-port?", port)
    return redirect(port, port_stacks._errors if name == "current-error-port" else None)


@contextmanager
def _pushed(stack: list, item: Any) -> Any:
    stack.append(item)
    try:
        yield item
    finally:
        stack.pop()


# ------------------------------------------------------------------ time

@define("%time", 1)
def time_(thunk: Any) -> Any:
    """(time expr): run expr and print cpu, real and gc time, as Racket does."""
    start, cpu = _time.perf_counter(), _time.process_time()
    v = apply_procedure(thunk, [])
    real = int((_time.perf_counter() - start) * 1000)
    used = int((_time.process_time() - cpu) * 1000)
    current_output().write(f"cpu time: {used} real time: {real} gc time: 0\n")
    return v


@define("time-apply", 2)
def time_apply(proc: Any, args: Any) -> Any:
    """(time-apply proc lst): four values: the list of proc's results on lst's elements, and
    the CPU, real and garbage-collection milliseconds the call took (how programs time a
    computation without printing). proc and lst are checked as apply checks them; the
    times differ run to run, as in Racket, and no time is spent collecting garbage apart
    (gc is 0, as `time` prints it)."""
    if not is_list(args):
        raise contract_error("apply", "list?", args)
    spread = list_to_python(args)
    if BUDGET.max_steps is not None:
        charge_work(len(spread))
    start, cpu = _time.perf_counter(), _time.process_time()
    v = apply_procedure(proc, spread)
    real = int((_time.perf_counter() - start) * 1000)
    used = int((_time.process_time() - cpu) * 1000)
    results = v.values if type(v) is MultipleValues else [v]
    return MultipleValues([make_list(results), used, real, 0])


@define("current-process-milliseconds", 0, 1)
def current_process_milliseconds(scope: Any = False) -> int:
    """(current-process-milliseconds [scope]): the CPU milliseconds this process has used
    (#f), or its finished subprocesses have ('subprocesses: minischeme starts none) - a
    clock for timing parts of a program, read as Racket's is."""
    if scope is False:
        return int(_time.process_time() * 1000)
    if type(scope) is Symbol and scope.name == "subprocesses":
        import os
        t = os.times()
        return int((t.children_user + t.children_system) * 1000)
    raise contract_error("current-process-milliseconds", "(or/c #f thread? 'subprocesses)", scope)


@define("current-gc-milliseconds", 0)
def current_gc_milliseconds() -> int:
    """The milliseconds spent collecting garbage: 0, as `time` and `time-apply` report it
    (Python's collector is not timed apart from the program)."""
    return 0


@define("current-inexact-milliseconds", 0)
def current_inexact_milliseconds() -> float:
    """Milliseconds since the epoch, with a fraction: the wall clock, which may jump."""
    return _time.time() * 1000.0


@define("current-inexact-monotonic-milliseconds", 0)
def current_inexact_monotonic_milliseconds() -> float:
    """Milliseconds, with a fraction, since an unspecified start: a clock that never goes
    back, for timing a computation (racket/base since 8.1). As with the wall clock, nothing
    grades on it: what a program prints from it differs run to run in Racket too."""
    return _time.monotonic() * 1000.0


@define("current-milliseconds", 0)
def current_milliseconds() -> int:
    return int(_time.time() * 1000)


@define("current-seconds", 0)
def current_seconds() -> int:
    return int(_time.time())


# ------------------------------------------------------------------ case, ports

@define("%case-member", 2)
def case_member(key: Any, data: Any) -> bool:
    """Is key equal? to one of the data of a case clause?"""
    return any(is_equal(key, d) for d in list_to_python(data))


@define("current-output-port", 0, 1)
def current_output_port(port: Any = None) -> Any:
    """The port display and write use by default; ``(current-output-port port)`` sets it
    until the innermost parameterize of it ends (at module level: for the rest of the run)."""
    if port is None:
        return current_output()
    return _set_port_parameter("current-output-port", port_stacks._outputs, port)


@define("current-error-port", 0, 1)
def current_error_port(port: Any = None) -> Any:
    """The port errors and eprintf write to; set as current-output-port is."""
    if port is None:
        return current_error()
    return _set_port_parameter("current-error-port", port_stacks._errors, port)


def _set_port_parameter(name: str, stack: list, port: Any) -> Any:
    """Set the output port parameter ``name`` to ``port``: the innermost setting on its
    stack (a parameterize's, or the bottom one) is replaced until that setting ends."""
    if type(port) is not OutputPort:
        raise contract_error(name, "output-port?", port)
    stack[-1] = port
    return VOID


@define("open-output-string", 0, 1)
def open_output_string(name: Any = None) -> OutputPort:
    """A port that collects text, read back with get-output-string; its name (printed) is
    `string` unless given as a symbol or string."""
    if name is None:
        return OutputPort()
    return OutputPort(name=name.name if type(name) is Symbol else as_str(name) or "")


@define("open-output-bytes", 0, 1)
def open_output_bytes(name: Any = None) -> OutputPort:
    """A string port (`open-output-string`): it collects bytes, read back with
    get-output-bytes (or decoded, get-output-string)."""
    return open_output_string(name)


def _string_port(who: str, port: Any) -> OutputPort:
    if type(port) is not OutputPort or not hasattr(port.stream, "getvalue"):
        raise contract_error(who, "(and/c output-port? string-port?)", port)
    return port


@define("get-output-string", 1)
def get_output_string(port: Any) -> MString:
    """What has been written to the string port, as a new string."""
    return make_mstring(_string_port("get-output-string", port).getvalue())


@define("get-output-bytes", 1, 4)
def get_output_bytes(port: Any, reset: Any = False, start: Any = 0, end: Any = None) -> bytearray:
    """(get-output-bytes out [reset? start end]): the bytes written to the string port (from
    start to end), as a new byte string; reset? true empties the port."""
    from .base_strings import check_range
    data = _string_port("get-output-bytes", port).getbytes()
    end = len(data) if end is None else end
    check_range("get-output-bytes", "port content", port, len(data), start, end)
    if reset is not False:
        port.reset()
    return bytearray(data[start:end])


@define("with-output-to-string", 1)
def with_output_to_string(thunk: Any) -> MString:
    """What thunk prints, as a new string."""
    if not is_procedure(thunk) or not procedure_arity_includes(thunk, 0):
        raise contract_error("with-output-to-string", "(-> any)", thunk)
    port = OutputPort()
    with redirect(port):
        apply_procedure(thunk, [])
    return make_mstring(port.getvalue())


@define("call-with-output-string", 1)
def call_with_output_string(proc: Any) -> MString:
    """What proc writes to the string port it is given, as a new string."""
    if not is_procedure(proc) or not procedure_arity_includes(proc, 1):
        raise contract_error("call-with-output-string", "(output-port? . -> . any)", proc)
    port = OutputPort()
    apply_procedure(proc, [port])
    return make_mstring(port.getvalue())


@define("flush-output", 0, 1)
def flush_output(port: Any = None) -> Any:
    """Write out what the port holds (a file port's text reaches its file)."""
    if port is not None and type(port) is not OutputPort:
        raise contract_error("flush-output", "output-port?", port)
    target = current_output() if port is None else port
    if target.closed:
        raise target.closed_error("flush-output")
    target.flush()
    return VOID


@define("output-port?", 1)
def output_port_p(x: Any) -> bool:
    return type(x) is OutputPort


@define("%qq-append", 2)
def qq_append(spliced: Any, rest: Any) -> Any:
    """The list that `,@x` splices into a quasiquoted list."""
    if not is_list(spliced):
        raise contract_error("unquote-splicing", "list?", spliced)
    return make_list(list_to_python(spliced), rest)


# ------------------------------------------------------------------ what lowered forms call
# begin0, let-values and internal define-values, lowered into core forms (forms.py,
# codegen.py), capture the values of an expression by calling it as a thunk.

class Captured:
    """The value or values of an expression, held as one value (begin0)."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


@define("%capture", 1)
def capture(thunk: Any) -> Captured:
    return Captured(apply_procedure(thunk, []))


@define("%release", 1)
def release(captured: Captured) -> Any:
    return captured.value


@define("%values-list", 2)
def values_list(n: int, thunk: Any) -> list:
    """The ``n`` values of ``thunk()`` as a Python list, or the binding form's arity error."""
    return values_of(n, apply_procedure(thunk, []))


def values_of(n: int, v: Any) -> list:
    """The ``n`` values of a result ``v`` (one value or a MultipleValues) as a Python list,
    or the binding form's arity error (translated code runs a let-values' expression in
    place and calls this when its result is not n values at once)."""
    vals = v.values if type(v) is MultipleValues else [v]
    if len(vals) != n:
        if n == 1:
            raise result_arity_error(1, len(vals))
        raise result_arity_error(n, len(vals), None, "local-binding form", vals)
    return vals


@define("%values-ref", 2)
def values_ref(values: list, k: int) -> Any:
    return values[k]


# the teaching languages' printer shows a procedure's arity (values/htdp_printer.py)
htdp_printer.ARITY_PARTS[0] = lambda f: _arity_parts(procedure_arity(f))
