"""`contract-out`: contracts on a module's exports, checked where Racket checks them.

A contract is checked at the module boundary only: calls from inside the providing module
are not checked, calls from a module that requires it are. Each importer gets its own
wrapped value, so the error blames the right module, in Racket's words:

    sq: contract violation
      expected: number?
      given: "a"
      in: the 1st argument of
          (-> number? number?)
      contract from: /course/hw4.rkt
      blaming: /course/hw4-tests.rkt
       (assuming the contract is correct)
      at: /course/hw4.rkt:2:24

Contracts are read from their source form, not evaluated: `->` and `->*` (arguments and
result), `any/c`, `any`, `none/c`, `listof`, `non-empty-listof`, `list/c`, `cons/c`,
`vectorof`, `or/c`, `and/c`, `not/c`, `>=/c` and the other comparisons, `between/c`,
`integer-in`, `natural-number/c`, literals, and any predicate the module can see
(`number?`, `string?`, its own `card?`). A form not among these is not checked.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from .compiler import Cell
from .data import NIL, MVector, Pair, Symbol, sym
from .errors import EXN_FAIL_CONTRACT, ordinal, racket_error
from .printer import error_value_string, write_string
from .procedures import Closure, Primitive


class ContractedExport:
    """An export with a contract: each importer's cell gets the value wrapped for it."""

    def __init__(self, cell: Cell, name: str, contract: Any, provider: Path, at: str,
                 inst: Any) -> None:
        self.cell = cell
        self.name = name
        self.contract = contract     # the contract's source datum
        self.provider = provider
        self.at = at                 # "path:line:col" of the name in contract-out
        self.inst = inst             # the providing ModuleInstance

    def cell_for(self, importer: str) -> Cell:
        """A cell for one importer, filled with the wrapped value once the provider has run."""
        cell = Cell(self.name)

        def fill() -> None:
            cell.value = self.wrap(self.cell.value, importer)
        if self.inst.state == "done":
            fill()
        else:
            self.inst.on_run.append(fill)
        return cell

    def wrap(self, value: Any, importer: str) -> Any:
        blame = Blame(self.name, self.contract, str(self.provider), importer, self.at)
        return check(self.contract, value, blame, [], self.inst.interp.ns, positive=True)


class Blame:
    """Who provided the value, who uses it, and where the contract is written."""

    def __init__(self, name: str, contract: Any, provider: str, importer: str, at: str) -> None:
        self.name = name
        self.contract = contract
        self.provider = provider
        self.importer = importer
        self.at = at

    def fail(self, expected: str, value: Any, context: list[str], positive: bool) -> Exception:
        """Racket's blame error: the provider broke its contract (``positive``) or the
        importer used the value wrongly."""
        lines = context + [write_string(self.contract)]
        where = "\n      ".join(lines)
        if positive:
            head = (f"{self.name}: broke its own contract\n  promised: {expected}\n  produced: "
                    f"{error_value_string(value)}")
            blamed = self.provider
        else:
            head = (f"{self.name}: contract violation\n  expected: {expected}\n  given: "
                    f"{error_value_string(value)}")
            blamed = self.importer
        # Racket moves a provider path of 30 characters or more to a line of its own
        source = self.provider if len(self.provider) < 30 else f"\n      {self.provider}"
        return racket_error(f"{head}\n  in: {where}\n  contract from: {source}\n  "
                            f"blaming: {blamed}\n   (assuming the contract is correct)\n  "
                            f"at: {self.at}", EXN_FAIL_CONTRACT)


def _truthy(pred: Any, value: Any) -> bool:
    from .runtime import apply_procedure
    return apply_procedure(pred, [value]) is not False


def _lookup(ns: Any, name: Symbol) -> Any:
    cell = ns.cells.get(name)
    return None if cell is None else cell.value


def _items(x: Any) -> list:
    out = []
    while type(x) is Pair:
        out.append(x.car)
        x = x.cdr
    return out


def _is_procedure(v: Any) -> bool:
    from .runtime import is_procedure
    return is_procedure(v)


_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    ">=/c": lambda v, n: v >= n, "<=/c": lambda v, n: v <= n, ">/c": lambda v, n: v > n,
    "</c": lambda v, n: v < n, "=/c": lambda v, n: v == n,
}


def check(c: Any, value: Any, blame: Blame, context: list[str], ns: Any, positive: bool) -> Any:
    """``value`` checked against contract ``c`` (a source datum); procedures come back
    wrapped so that their later calls are checked."""
    name = write_string(c)
    fail = lambda expected=name: blame.fail(expected, value, context, positive)  # noqa: E731
    if type(c) is Symbol:
        n = c.name
        if n in ("any/c", "any"):
            return value
        if n == "none/c":
            raise fail()
        if n == "natural-number/c":
            if not (type(value) is int and value >= 0):
                raise fail()
            return value
        pred = _lookup(ns, c)
        if pred is not None and _is_procedure(pred):
            if not _truthy(pred, value):
                raise fail()
        return value
    if type(c) is not Pair or type(c.car) is not Symbol:
        if type(c) in (int, float, str, bool) and not (type(value) is type(c) and value == c):
            raise fail()
        return value
    head, args = c.car.name, _items(c.cdr)
    if head == "quote":
        if value is not (args[0] if args else None) and value != (args[0] if args else None):
            raise fail()
        return value
    if head in ("->", "->*"):
        return _wrap_procedure(c, head, args, value, blame, context, ns, positive, fail)
    if head in ("listof", "non-empty-listof") and len(args) == 1:
        from .data import is_list
        if not is_list(value):
            raise blame.fail("list?", value, context, positive)
        if head == "non-empty-listof" and value is NIL:
            raise fail()
        items = _items(value)
        checked = [check(args[0], v, blame, ["an element of"] + context, ns, positive) for v in items]
        return _rebuild(value, checked)
    if head == "vectorof" and len(args) == 1:
        if type(value) is not MVector:
            raise blame.fail("vector?", value, context, positive)
        for v in value.items:
            check(args[0], v, blame, ["an element of"] + context, ns, positive)
        return value
    if head == "list/c":
        items = _items(value)
        from .data import is_list
        if not is_list(value) or len(items) != len(args):
            raise fail()
        return _rebuild(value, [check(a, v, blame, [f"the {ordinal(i + 1)} element of"] + context,
                                      ns, positive) for i, (a, v) in enumerate(zip(args, items))])
    if head == "cons/c" and len(args) == 2:
        if type(value) is not Pair:
            raise blame.fail("pair?", value, context, positive)
        check(args[0], value.car, blame, ["the car of"] + context, ns, positive)
        check(args[1], value.cdr, blame, ["the cdr of"] + context, ns, positive)
        return value
    if head == "or/c":
        for a in args:
            try:
                check(a, value, blame, context, ns, positive)
                return value
            except Exception:
                continue
        raise fail()
    if head == "and/c":
        for a in args:
            check(a, value, blame, context, ns, positive)
        return value
    if head == "not/c" and len(args) == 1:
        try:
            check(args[0], value, blame, context, ns, positive)
        except Exception:
            return value
        raise fail()
    if head in _COMPARISONS and len(args) == 1:
        if not _real(value) or not _COMPARISONS[head](value, args[0]):
            raise fail()
        return value
    if head in ("between/c", "integer-in") and len(args) == 2:
        ok = _real(value) and args[0] <= value <= args[1]
        if head == "integer-in":
            ok = ok and (type(value) is int or (type(value) is float and value.is_integer()))
        if not ok:
            raise fail()
        return value
    return value   # a contract form minischeme does not know: not checked


def _real(v: Any) -> bool:
    from fractions import Fraction
    return type(v) in (int, float, Fraction)


def _rebuild(original: Any, items: list) -> Any:
    """The list of ``items`` (the original itself when nothing was wrapped)."""
    p, same = original, True
    for v in items:
        if p.car is not v:
            same = False
        p = p.cdr
    if same:
        return original
    out: Any = NIL
    for v in reversed(items):
        out = Pair(v, out)
    return out


def _arity(proc: Any) -> tuple[int, int | None]:
    if type(proc) is Closure:
        return proc.nreq, None if proc.rest else proc.nreq + proc.nopt
    if type(proc) is Primitive:
        return proc.min_args, proc.max_args
    return 0, None


def _wrap_procedure(c: Any, head: str, args: list, proc: Any, blame: Blame, context: list[str],
                    ns: Any, positive: bool, fail: Callable) -> Any:
    """A procedure that checks its arguments (the importer's fault) and result (the
    provider's) against an `->` or `->*` contract."""
    if not _is_procedure(proc):
        raise blame.fail("a procedure", proc, context, positive)
    if head == "->":
        if not args:
            return proc
        *domain, rng = args
        optional: list = []
    else:
        if len(args) < 2:
            return proc
        domain = _items(args[0])
        optional = _items(args[1]) if len(args) == 3 else []
        rng = args[-1]
    if any(type(d) is Symbol and d.name.startswith("#:") for d in domain + optional):
        return proc     # keyword arguments: not checked
    rest_ok = type(rng) is Symbol and rng.name == "any"
    lo, hi = _arity(proc)
    name = getattr(proc, "name", None) or blame.name

    def call(*xs: Any) -> Any:
        from .runtime import apply_procedure
        xs = list(xs)
        positions = domain + optional
        if len(domain) <= len(xs) <= len(positions):
            for i, (d, v) in enumerate(zip(positions, xs)):
                xs[i] = check(d, v, blame, [f"the {ordinal(i + 1)} argument of"] + context,
                              ns, not positive)
        result = apply_procedure(proc, xs)
        if rest_ok or (type(rng) is Pair and rng.car is sym("values")):
            return result
        return check(rng, result, blame, ["the range of"] + context, ns, positive)
    return Primitive(name, call, lo, hi)


def contract_exports(inst: Any, spec: Any, items: list, loc: Any, form: Any) -> dict[str, Any]:
    """The exports of a `(contract-out [name contract] ... (struct s ...))` spec."""
    interp = inst.interp
    ns, c = interp.ns, interp.compiler
    out: dict[str, Any] = {}
    for item, l in items:
        parts = _items(item)
        if parts and parts[0] is sym("struct") and len(parts) >= 3 and type(parts[1]) is Symbol:
            names = ns.structs.get(parts[1])
            if names is None:
                raise c.syntax_error("contract-out: expected a struct name\n  at: "
                                     f"{parts[1].name}\n  in: {write_string(spec)}", l, spec)
            out.update({n.name: ns.cells[n] for n in names if n in ns.cells})
            continue
        if parts and parts[0] is sym("rename") and len(parts) == 4:
            local, external, contract = parts[1], parts[2], parts[3]
        elif len(parts) == 2 and type(parts[0]) is Symbol:
            local, external, contract = parts[0], parts[0], parts[1]
        else:
            raise c.syntax_error(f"contract-out: bad syntax\n  in: {write_string(spec)}", l, spec)
        cell = ns.cells.get(local)
        if cell is None or (local not in c.module_names and not cell.imported):
            raise c.syntax_error(f"contract-out: provided identifier is not defined or required"
                                 f"\n  at: {local.name}\n  in: {write_string(form)}", l, spec)
        at_loc = item.loc or l
        at = f"{inst.path}:{at_loc[0]}:{at_loc[1]}" if at_loc else str(inst.path)
        out[external.name] = ContractedExport(cell, external.name, contract, inst.path, at, inst)
    return out
