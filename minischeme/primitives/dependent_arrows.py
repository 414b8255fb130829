"""racket/contract's `->i`: a procedure's contract whose parts may depend on its arguments.

    (->i ([x integer?] [y (x) (>=/c x)])          ; mandatory arguments
         ([z number?])                            ; optional ones (keywords: #:k [k c])
         #:rest [r (listof symbol?)]
         #:pre (x y) (< x 100)                    ; or #:pre/name (x y) "name" expr
         [result (x y) (=/c (+ x y))]             ; or `any`, or [_ c], or (values [a c] ...)
         #:post (result x) (> result x))

The form (forms/library_forms.py) becomes `(%->i 'SOURCE (list PART ...))`: a part is an
independent contract's value, or for a dependent one `(lambda (x ...) contract)`, called
with the checked values of the arguments it names; a #:pre or #:post condition is
`(lambda (x ...) expr)`. ``parse`` reads the source the same way for both, so the parts
come in the order it lists them. An argument is checked after those it depends on, each
blamed as Racket blames it ("the y argument of", "the result result of", "#:pre
condition violation; variables are:"), the contract shown as its source with its
independent contracts named (`list?` is `(listof any/c)`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fractions import Fraction

from minischeme.values.data import (NIL, Char, MString, MultipleValues, Pair, Symbol, as_str, is_list,
                                    list_to_python, make_pair, sym)
from minischeme.values.printer import error_value_string, write_string
from minischeme.values.runtime import apply_procedure, is_procedure
from .racket_contract import (Blame, ContractObject, ContractValue, _arity, _arity_mismatch, _holds,
                              check, contract_name)
from .registry import define, library

library("racket/contract")


@dataclass
class Clause:
    """`[id contract]` or `[id (dep ...) contract]`; ``keyword`` for a keyword argument."""
    name: Symbol
    deps: list[Symbol] | None        # None: an independent contract
    source: Any                      # the contract's expression as written
    keyword: Symbol | None = None
    value: Any = None                # its contract, or the procedure of its dependencies


@dataclass
class Condition:
    """`#:pre (id ...) expr`, `#:pre/name (id ...) "name" expr`, or #:post's."""
    kind: str
    ids: list[Symbol]
    label: str | None
    expr: Any                        # the condition as written
    value: Any = None


@dataclass
class Spec:
    """The parts of an `->i` form, in the order ``parts`` lists them."""
    mandatory: list[Clause] = field(default_factory=list)
    optional: list[Clause] = field(default_factory=list)
    rest: Clause | None = None
    pre: list[Condition] = field(default_factory=list)
    results: list[Clause] | None = None      # None: `any`
    multiple: bool = False                   # (values ...)
    optional_written: bool = False           # an optional list was written (even empty)
    post: list[Condition] = field(default_factory=list)

    def parts(self) -> list[Clause | Condition]:
        out: list[Clause | Condition] = [*self.mandatory, *self.optional]
        if self.rest is not None:
            out.append(self.rest)
        out += self.pre
        out += self.results or []
        return out + self.post


class BadArrow(Exception):
    """The `->i` form is not one ``parse`` reads (the form reports it as bad syntax)."""


def _keyword(x: Any) -> bool:
    return type(x) is Symbol and x.name.startswith("#:")


def _clause(x: Any, keyword: Symbol | None = None) -> Clause:
    items = list_to_python(x) if type(x) is Pair and is_list(x) else None
    if not items or type(items[0]) is not Symbol or len(items) not in (2, 3):
        raise BadArrow()
    if len(items) == 2:
        return Clause(items[0], None, items[1], keyword)
    deps = list_to_python(items[1]) if is_list(items[1]) else None
    if deps is None or not all(type(d) is Symbol for d in deps):
        raise BadArrow()
    return Clause(items[0], deps, items[2], keyword)


def _domain(x: Any) -> list[Clause]:
    if not is_list(x):
        raise BadArrow()
    items, out, i = list_to_python(x), [], 0
    while i < len(items):
        if _keyword(items[i]) and i + 1 < len(items):
            out.append(_clause(items[i + 1], items[i]))
            i += 2
        else:
            out.append(_clause(items[i]))
            i += 1
    return out


def _condition(kind: str, items: list, i: int) -> tuple[Condition, int]:
    named = kind.endswith("/name")
    if i + (3 if named else 2) > len(items) or not is_list(items[i]):
        raise BadArrow()
    ids = list_to_python(items[i])
    if not all(type(d) is Symbol for d in ids):
        raise BadArrow()
    label = items[i + 1] if named else None
    if named and not isinstance(label, str):
        raise BadArrow()
    end = i + (3 if named else 2)
    return Condition(kind, ids, label, items[end - 1]), end


def parse(source: Any) -> Spec:
    """The parts of `(->i ...)` (raises BadArrow for a form it does not read)."""
    if not is_list(source):
        raise BadArrow()
    items, spec = list_to_python(source)[1:], Spec()
    if not items:
        raise BadArrow()
    spec.mandatory = _domain(items[0])
    i = 1
    if i < len(items) and (items[i] is NIL or (type(items[i]) is Pair and (
            type(items[i].car) is Pair or _keyword(items[i].car)))):
        spec.optional = _domain(items[i])
        spec.optional_written = True
        i += 1
    if i + 1 < len(items) and type(items[i]) is Symbol and items[i].name == "#:rest":
        spec.rest = _clause(items[i + 1])
        i += 2
    while i < len(items) and type(items[i]) is Symbol and items[i].name in ("#:pre", "#:pre/name"):
        condition, i = _condition(items[i].name, items, i + 1)
        spec.pre.append(condition)
    if i >= len(items):
        raise BadArrow()
    rng = items[i]
    i += 1
    if type(rng) is Symbol and rng.name == "any":
        spec.results = None
    elif type(rng) is Pair and type(rng.car) is Symbol and rng.car.name == "values":
        spec.results = [_clause(r) for r in list_to_python(rng.cdr)]
        spec.multiple = True
    else:
        spec.results = [_clause(rng)]
    while i < len(items) and type(items[i]) is Symbol and items[i].name in ("#:post", "#:post/name"):
        condition, i = _condition(items[i].name, items, i + 1)
        spec.post.append(condition)
    if i != len(items):
        raise BadArrow()
    return spec


# racket/contract's arr-util.rkt, compute-quoted-src-expression: how deep and how wide a
# dependent contract's source is shown, and what counts as a simple leaf
_MAX_DEPTH, _MAX_WIDTH, _MAX_LENGTH, _NUMBER_BOUND = 4, 5, 30, 1000000


def quoted_source(x: Any, depth: int = _MAX_DEPTH) -> Any:
    """A dependent contract's or a condition's source as Racket's ->i names it: lists
    4 deep and 5 wide at most (a wider list keeps 4 elements, then `...`, its elements
    allowed deeper, as Racket's code has it), a leaf that is not simple shown as `...`."""
    if depth > 0 and (x is NIL or (type(x) is Pair and is_list(x))):
        items = list_to_python(x)
        if len(items) <= _MAX_WIDTH:
            return _to_list([quoted_source(e, depth - 1) for e in items])
        return _to_list([quoted_source(e, depth + 1) for e in items[:_MAX_WIDTH - 1]]
                        + [sym("...")])
    return x if _simple(x) else sym("...")


def _simple(x: Any) -> bool:
    t = type(x)
    if t is Symbol:
        name = x.name[2:] if x.name.startswith("#:") else x.name
        return len(name) < _MAX_LENGTH
    if t is bool or t is Char or x is NIL or t is float:
        return True
    if t is str or t is MString:
        return len(as_str(x)) < _MAX_LENGTH
    if t is int:            # (its denominator, 1, is within the bound)
        return True
    if t is Fraction:
        return (-_NUMBER_BOUND <= x.numerator <= _NUMBER_BOUND
                or x.denominator <= _NUMBER_BOUND)
    if t is complex:
        return True
    return False


def _to_list(items: list) -> Any:
    out: Any = NIL
    for v in reversed(items):
        out = make_pair(v, out)
    return out


class DependentArrow(ContractObject):
    """An evaluated `->i` contract (see the module's docstring)."""

    def __init__(self, source: Any, spec: Spec) -> None:
        self.source = source
        self.spec = spec
        self.name = self._named(source)

    def _named(self, source: Any) -> Any:
        """The contract's name, as Racket's ->i builds it: its parts in the order written,
        an independent contract by its name, a dependent one and a condition by their
        source cut short (``quoted_source``)."""
        spec = self.spec

        def clause(c: Clause) -> Any:
            if c.deps is None:
                return _to_list([c.name, contract_name(c.value, None)])
            return _to_list([c.name, _to_list(c.deps), quoted_source(c.source)])

        def domain(clauses: list[Clause]) -> Any:
            out: list = []
            for c in clauses:
                if c.keyword is not None:
                    out.append(c.keyword)
                out.append(clause(c))
            return _to_list(out)

        def conditions(items: list[Condition]) -> list:
            out: list = []
            for cond in items:
                out += [sym(cond.kind), _to_list(cond.ids)]
                if cond.label is not None:
                    out.append(cond.label)
                out.append(quoted_source(cond.expr))
            return out
        parts: list = [source.car, domain(spec.mandatory)]
        if spec.optional or spec.optional_written:
            parts.append(domain(spec.optional))
        if spec.rest is not None:
            parts += [sym("#:rest"), clause(spec.rest)]
        parts += conditions(spec.pre)
        if spec.results is None:
            parts.append(sym("any"))
        elif spec.multiple:
            parts.append(_to_list([sym("values")] + [clause(c) for c in spec.results]))
        else:
            parts.append(clause(spec.results[0]))
        return _to_list(parts + conditions(spec.post))

    def display_name(self) -> Any:
        return self.name

    def racket_print(self) -> str:
        """`print` shows the contract as its name: `(->i ((x integer?)) any)`."""
        return write_string(self.name)

    def racket_repr(self) -> str:
        return f"#<contract: {write_string(self.name)}>"

    def wrap(self, proc: Any, blame: Blame, context: list[str], positive: bool) -> Any:
        from minischeme.values.procedures import Primitive
        spec, name = self.spec, blame.name
        lo = len(spec.mandatory) - sum(1 for c in spec.mandatory if c.keyword is not None)
        hi = None if spec.rest is not None else lo + sum(1 for c in spec.optional
                                                         if c.keyword is None)
        positions = [c for c in spec.mandatory + spec.optional if c.keyword is None]
        by_keyword = {c.keyword: c for c in spec.mandatory + spec.optional if c.keyword is not None}
        if not by_keyword:
            _check_arity(proc, lo, len(positions) - lo, spec.rest is not None, blame, context,
                         positive)
        elif not is_procedure(proc):
            raise blame.fail("a procedure", proc, context, positive)

        def call(*xs: Any) -> Any:
            positional, keywords = _split(xs)
            n = len(positional)
            if n < lo or (hi is not None and n > hi):
                raise _arity_mismatch(name, lo, hi, list(xs))
            supplied: dict[Symbol, tuple[Clause, Any]] = {}
            for c, v in zip(positions, positional):
                supplied[c.name] = (c, v)
            if spec.rest is not None:
                supplied[spec.rest.name] = (spec.rest, _to_list(positional[len(positions):]))
            for k, v in keywords:
                c = by_keyword.get(k)
                if c is not None:
                    supplied[c.name] = (c, v)
            env = _check_in_order(supplied, blame, context, not positive, "argument")
            for condition in spec.pre:
                _condition_holds(condition, env, blame, context, not positive)
            args = [env[c.name] for c in positions if c.name in env]
            if spec.rest is not None:
                args += list_to_python(env[spec.rest.name])
            for k, v in keywords:
                c = by_keyword.get(k)
                args += [k, env[c.name] if c is not None else v]
            result = apply_procedure(proc, args)
            if spec.results is None:
                return result
            if spec.multiple:
                values = list(result.values) if type(result) is MultipleValues else [result]
                if len(values) != len(spec.results):
                    return result
            else:
                values = [result]
            outs = {c.name: (c, v) for c, v in zip(spec.results, values)}
            checked = _check_in_order(outs, blame, context, positive, "result", env)
            for condition in spec.post:
                _condition_holds(condition, {**env, **checked}, blame, context, positive)
            if spec.multiple:
                return MultipleValues([checked[c.name] for c in spec.results])
            return checked[spec.results[0].name]
        return Primitive(name, call, 0, None)


def _check_arity(proc: Any, lo: int, optional: int, rest: bool, blame: Blame,
                 context: list[str], positive: bool) -> None:
    """Racket's check, when an ->i without keywords wraps a procedure, that the procedure
    takes the arguments the contract promises (arrow-common.rkt's check-procedure, its
    words: `a procedure that accepts 2 mandatory arguments without any keywords`)."""
    low, high = _arity(proc) if is_procedure(proc) else (lo + 1, 0)    # (a value: fails)
    if rest:
        if low <= lo and high is None:
            return
        raise blame.fail("", proc, context, positive, custom=(
            f"a procedure that accepts {lo or 'no'} argument{'' if lo == 1 else 's'} and "
            "arbitrarily more without any keywords"))
    if low <= lo and (high is None or high >= lo + optional):
        return
    extra = (f" and up to {optional} optional argument{'' if optional == 1 else 's'}"
             if optional else "")
    raise blame.fail("", proc, context, positive, custom=(
        f"a procedure that accepts {lo or 'no'} mandatory argument{'' if lo == 1 else 's'}"
        f"{extra} without any keywords"))


def _split(xs: tuple) -> tuple[list, list[tuple[Symbol, Any]]]:
    """The positional arguments and the (keyword, value) pairs of a call."""
    if Symbol not in map(type, xs):
        return list(xs), []
    positional, keywords, i = [], [], 0
    while i < len(xs):
        x = xs[i]
        if type(x) is Symbol and x.name.startswith("#:") and i + 1 < len(xs):
            keywords.append((x, xs[i + 1]))
            i += 2
        else:
            positional.append(x)
            i += 1
    return positional, keywords


def _check_in_order(supplied: dict, blame: Blame, context: list[str], positive: bool,
                    what: str, env: dict | None = None) -> dict:
    """Each supplied value checked against its clause's contract, a clause after those it
    depends on (else in the order written); the checked values by name."""
    out = dict(env or {})
    pending = list(supplied.values())
    while pending:
        for k, (c, v) in enumerate(pending):
            if c.deps is None or all(d in out or d not in supplied for d in c.deps):
                break
        else:
            k = 0
        c, v = pending.pop(k)
        if c.deps is None:
            contract = c.value
        else:
            contract = apply_procedure(c.value, [out.get(d, False) for d in c.deps])
        unnamed = what == "result" and c.name.name == "_"
        where = "the result of" if unnamed and c.deps is None else f"the {c.name.name} {what} of"
        if unnamed and c.deps is not None:
            _unnamed_result(contract, v, blame, [where] + context, positive)
        out[c.name] = check(contract, v, blame, [where] + context, None, positive)
    return {k: v for k, v in out.items() if k in supplied} if env is not None else out


# how Racket words a dependent `_` result that fails a comparison
_UNNAMED_COMPARISONS = {">/c": "a real number > {}", "</c": "a real number < {}",
                        ">=/c": "a real number >= {}", "<=/c": "a real number <= {}",
                        "=/c": "a number = {}"}


def _unnamed_result(contract: Any, value: Any, blame: Blame, context: list[str],
                    positive: bool) -> None:
    """A dependent `_` result is checked as Racket checks it, by the contract's first-order
    test, whose failure Racket words its own way: a comparison as `a real number > 1`,
    between/c as `a number between 1 and 2`, a predicate with no "produced:" line. Other
    contracts (and a value that passes) are left to ``check``."""
    datum = contract.datum if type(contract) is ContractValue else None
    if type(datum) is Pair and type(datum.car) is Symbol and is_list(datum):
        head, args = datum.car.name, list_to_python(datum.cdr)
        if _holds(contract, value, None):
            return
        if head in _UNNAMED_COMPARISONS and len(args) == 1:
            raise blame.fail(_UNNAMED_COMPARISONS[head].format(write_string(args[0])), value,
                             context, positive)
        if head == "between/c" and len(args) == 2:
            raise blame.fail(f"a number between {write_string(args[0])} and "
                             f"{write_string(args[1])}", value, context, positive)
    elif is_procedure(contract) and type(contract) is not ContractValue:
        if apply_procedure(contract, [value]) is False:
            shown = write_string(contract_name(contract, None))
            raise blame.fail("", value, context, positive, fields=[f"  promised: {shown}"])


def _condition_holds(condition: Condition, env: dict, blame: Blame, context: list[str],
                     positive: bool) -> None:
    values = [env.get(i, False) for i in condition.ids]
    if apply_procedure(condition.value, values) is not False:
        return
    listing = [f"      {i.name}: {error_value_string(v)}" for i, v in zip(condition.ids, values)]
    if condition.label is not None:
        raise blame.fail("", None, [], positive, semicolon=True,
                         fields=[f" {condition.label}"] + listing)
    kind = condition.kind.split("/")[0]
    raise blame.fail("", None, [], positive,
                     fields=[f"  {kind} condition violation; variables are:"] + listing)


@define("%->i", 2)
def make_dependent_arrow(source: Any, parts: Any) -> DependentArrow:
    """The contract of `(->i ...)` (``source``), its parts' values in ``parse``'s order."""
    spec = parse(source)
    for part, value in zip(spec.parts(), list_to_python(parts)):
        part.value = value
    return DependentArrow(source, spec)
