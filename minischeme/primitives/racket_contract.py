"""racket/contract's checking: a value against a contract, with Racket's blame errors.

Two forms use it: `contract-out` (contracts.py: checked where a module's export is used
by another module) and `define/contract` (library_forms.py: checked between the definition
and the rest of its module, through the helper `%define/contract` here). Either way the
error is Racket's, word for word:

    f: contract violation
      expected: integer?
      given: "a"
      in: the 1st argument of
          (-> integer? integer?)
      contract from: (function f)
      blaming: /course/hw.rkt
       (assuming the contract is correct)
      at: /course/hw.rkt:2:18

A contract is checked from its source form (`->`, `listof`, `or/c` ... kept as forms;
its names and its other parts, a `λ` or a call such as `(=/c n)`, evaluated where Racket
evaluates them: where define/contract is written, in the providing module for
contract-out), or from the value a combinator called as a procedure made (`ContractValue`;
a flat one is also a procedure, its own predicate, as Racket's flat contracts are). Checked: `->` and `->*` (arguments, keywords, `#:rest`,
result, and the procedure's arity), `any/c`, `any`, `none/c`, `listof`,
`non-empty-listof`, `list/c`, `cons/c`, `vectorof`, `hash/c`, `box/c` (a box, its contents
not checked: Racket checks them when the box is read, through a chaperone), `or/c`, `and/c`, `not/c`, `one-of/c`, `symbols`, `>=/c` and the other
comparisons, `between/c`, `integer-in`, `natural-number/c`, `recursive-contract`,
`flat-rec-contract`, `flat-murec-contract`, `struct/c`, `property/c`,
`flat-named-contract`, literals, and any predicate (`number?`, `string?`, the program's own
`card?`; `null?` is the contract `'()`), and `->i` (a `ContractObject`, dependent_arrows.py). A form not among these (`->d`) is not checked. `or/c`
tries its flat parts, then commits to the one higher-order part (`->`, a list/c of them, a
recursive contract) the value could be, as Racket's does.
The names a contract prints as are Racket's (`(one-of/c 'a 'b)` is `(or/c 'a 'b)`, a
predicate is named by its `object-name`), and a contract of 30 characters or more is
pretty-printed 50 columns wide, as Racket's blame formatter does.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable

from minischeme.values.data import (NIL, Box, Char, HashTable, MString, MVector, Pair, make_pair, Regexp, StructInstance, StructType, Symbol, as_str, gensym, is_list,
                    list_to_python, sym)
from minischeme.values.errors import (EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_ARITY, Raise, contract_error, ordinal,
                                      racket_error)
from minischeme.values.pretty import pretty_string
from minischeme.values.printer import error_value_string, print_string, write_string
from minischeme.values.procedures import Closure, Primitive, TailCall, arity_text
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .registry import add, define, library

library("racket/contract")

# A lookup says what a predicate's name is bound to: a namespace (contract-out: the
# providing module's) or a dict of the values the contract's names had (define/contract).
Lookup = Any


class ContractObject:
    """A contract that is a value of its own kind, checked by its own code (`->i`'s
    `DependentArrow`, primitives/dependent_arrows.py): ``check`` hands it the value."""

    def wrap(self, value: Any, blame: "Blame", context: list[str], positive: bool) -> Any:
        """``value`` checked against this contract (a procedure comes back wrapped)."""
        raise NotImplementedError

    def display_name(self) -> Any:
        """The contract as Racket names it in errors (a datum)."""
        raise NotImplementedError


# a cached compiled test not computed yet (None: the contract has none)
_UNCOMPILED = object()


class ContractValue:
    """A contract made by calling a combinator (`(define card/c (cons/c symbol? rank?))`):
    the contract's form with its parts already values (procedures, other contracts,
    literals as `(quote x)`), checked as the source form would be."""

    __slots__ = ("datum", "applicable", "test")

    def __init__(self, datum: Any) -> None:
        self.datum = datum
        self.applicable: bool | None = None     # found when first asked (`_applicable`)
        self.test: Any = _UNCOMPILED            # its compiled test (`flat_test`), when asked

    @property
    def racket_apply(self) -> Callable[[list], Any]:
        """A flat contract is also its predicate (`((listof number?) '(1 2))` is #t); any
        other contract is no procedure (no `racket_apply`: `procedure?` is #f)."""
        if self.applicable is None:
            self.applicable = _applicable(self.datum)
        if not self.applicable:
            raise AttributeError("racket_apply")
        return self._test

    def _test(self, args: list) -> bool:
        if len(args) != 1:
            raise _arity_mismatch(write_string(contract_name(self.datum, None)), 1, 1, args)
        return satisfies(self, args[0])

    def racket_print(self) -> str:
        """`print` shows a contract as its name: `(listof number?)`."""
        return write_string(contract_name(self.datum, None))

    def racket_repr(self) -> str:
        d = self.datum
        if type(d) is Pair and d.car is sym("recursive-contract"):
            kind = ""
        elif _is_flat(d, None) and not (type(d) is Pair and d.car in _CHAPERONES):
            kind = "flat-"
        else:
            kind = "chaperone-"
        return f"#<{kind}contract: {write_string(contract_name(d, None))}>"


class LazyContract:
    """The contract of `(recursive-contract expr)`: expr evaluated when first needed (so a
    contract can name itself, `(define tree/c (or/c null? (list/c number? (recursive-contract
    tree/c))))`)."""

    __slots__ = ("thunk", "source", "value")

    def __init__(self, thunk: Any, source: Any) -> None:
        self.thunk = thunk
        self.source = source
        self.value: Any = None

    def force(self) -> Any:
        if self.value is None:
            self.value = apply_procedure(self.thunk, [])
        return self.value


class RecursiveFlat:
    """The contract `(flat-rec-contract name c ...)` makes (or each of a
    `flat-murec-contract`'s): a value satisfies it when it satisfies one of ``parts``, the
    contracts written after the name, which may mention the contract itself (they are set
    once evaluated, with the name bound to this contract)."""

    __slots__ = ("name", "parts", "test")

    def __init__(self, name: str) -> None:
        self.name = name
        self.parts: list = []
        self.test: Any = _UNCOMPILED            # its compiled test (`flat_test`), when asked


class _Unsatisfied(Raise):
    """A flat contract's test failed (raised by ``_TestBlame``; never reaches a program)."""


class _TestBlame:
    """The blame of a flat contract used as a predicate: a failure is no error, only #f."""

    name = ""

    def fail(self, *args: Any, **kw: Any) -> Exception:
        return _Unsatisfied(None)


_TEST = _TestBlame()


def satisfies(c: Any, value: Any) -> bool:
    """Whether ``value`` satisfies the flat contract ``c`` (a contract value's datum, or
    a predicate or literal): what the contract answers applied as a procedure. An error of
    a predicate the contract calls is the program's and propagates."""
    test = flat_test(c, None)
    if test is not None:
        return test(value)
    try:
        check(c, value, _TEST, [], None, True)       # type: ignore[arg-type]
        return True
    except _Unsatisfied:
        return False


def _applicable(datum: Any) -> bool:
    """Whether a contract value (its datum) is a procedure, as Racket's flat contracts
    made by listof, and/c, or/c, =/c, between/c, cons/c, list/c, struct/c ... are; a
    chaperone contract (vectorof, hash/c, box/c) or a recursive-contract is not."""
    if type(datum) is Pair and type(datum.car) is Symbol:
        head = datum.car
        if head in _CHAPERONES or head is sym("recursive-contract"):
            return False
    return _is_flat(datum, None)


def _selector_name(stype: StructType, i: int) -> str:
    """The accessor of field ``i`` (counting the parent's fields first): `posn-y`."""
    owner = stype
    while owner.parent is not None and i < len(owner.parent.all_fields):
        owner = owner.parent
    return f"{owner.name}-{owner.all_fields[i]}"


def _property_name(accessor: Any) -> str:
    """How property/c names its accessor: by the procedure's name (`length`)."""
    name = getattr(accessor, "name", None)
    return name if isinstance(name, str) else "???"


_SPACER = "      "
# the combinators whose contracts wrap (chaperone) what they check, flat parts or not
_CHAPERONES = {sym("vectorof"), sym("hash/c"), sym("stream/c"), sym("box/c")}
# names that are contracts in themselves, not predicates to look up
_CONSTANTS = {"any/c", "any", "none/c", "natural-number/c"}
# the heads whose arguments are contracts (the others take plain values)
_COMBINATORS = {"->", "->*", "listof", "non-empty-listof", "vectorof", "list/c", "cons/c",
                "or/c", "and/c", "not/c", "values", "stream/c", "recursive-contract", "hash/c",
                "box/c"}
# Racket names some predicates differently in contracts
_PREDICATE_NAMES = {"exact-nonnegative-integer?": "natural?", "cons?": "pair?"}
# null? and empty? are the contract '(), which is (list/c): a list of no elements
_NULL_PREDICATES = {"null?", "empty?"}
_NO_ELEMENTS = make_pair(sym("list/c"), NIL)
# list? is the contract (listof any/c) (named so; its error still expects list?)
_ANY_LIST = make_pair(sym("listof"), make_pair(sym("any/c"), NIL))
_SPECIAL_PREDICATES = _NULL_PREDICATES | {"list?"}
_QUOTED_NULL = make_pair(sym("quote"), make_pair(NIL, NIL))


class Blame:
    """Who made the value (``provider``, shown in "contract from"), who uses it
    (``importer``), and where the contract is written (``at``, or None: no "at:" line)."""

    def __init__(self, name: str, contract: Any, provider: str, importer: str,
                 at: str | None, lookup: Lookup = None) -> None:
        self.name = name
        self.contract = contract
        self.provider = provider
        self.importer = importer
        self.at = at
        self.shown = contract_name(contract, lookup)   # the contract as Racket prints it

    def fail(self, expected: str, value: Any, context: list[str], positive: bool,
             custom: str | None = None, given: str | None = None,
             fields: list[str] | None = None, semicolon: bool = False) -> Exception:
        """Racket's blame error: the provider broke its contract (``positive``) or the
        importer used the value wrongly. ``custom`` replaces the "expected:" field with
        Racket's sentence (`expected a list`); ``given`` replaces the "given:" field;
        ``fields`` replaces both (the lines after the first)."""
        verb = "promised" if positive else "expected"
        if custom is not None:
            field = f";\n {verb} {custom}" if custom[0] != "!" else f";\n {custom[1:]}"
        else:
            field = f"\n  {verb}: {expected}"
        if given is None:
            given = f"  {'produced' if positive else 'given'}: {error_value_string(value)}"
        head = f"{self.name}: {'broke its own contract' if positive else 'contract violation'}"
        if semicolon:
            head += ";"
        lines = [head] + fields if fields is not None else [head + field, given]
        shown = _show_contract(self.shown)
        if context:
            lines.append("  in: " + context[0])
            lines += [_SPACER + c for c in context[1:]]
            lines.append(shown)
        else:
            lines.append("  in:" + shown[5:])
        source = self.provider if len(self.provider) < 30 else f"\n{_SPACER}{self.provider}"
        lines.append(f"  contract from: {source}")
        lines.append(f"  blaming: {self.provider if positive else self.importer}")
        lines.append("   (assuming the contract is correct)")
        if self.at is not None:
            lines.append(f"  at: {self.at}")
        return racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


def _show_contract(name: Any) -> str:
    """The contract's line(s) of a blame error: on one line after the spacer if it is
    short, else pretty-printed 50 columns wide with the spacer before each line."""
    line = pretty_string(name, 10 ** 9, "write")
    if len(line) < 30:
        return _SPACER + line
    return "\n".join(_SPACER + part for part in pretty_string(name, 50 - len(_SPACER),
                                                              "write").split("\n"))


def contract_name(c: Any, lookup: Lookup) -> Any:
    """The contract ``c`` (a source datum) as Racket names it."""
    if type(c) is Symbol:
        if c.name in _CONSTANTS or c.name.startswith("#:"):
            return c
        value = _lookup(lookup, c)
        name = getattr(value, "name", None) if value is not None and is_procedure(value) else None
        if name in _NULL_PREDICATES:
            return _QUOTED_NULL
        if name == "list?":
            return _ANY_LIST
        if isinstance(name, str):
            return sym(_PREDICATE_NAMES.get(name, name))
        if type(value) is ContractValue:
            return contract_name(value.datum, None)
        if isinstance(value, ContractObject):
            return value.display_name()
        return c
    if type(c) is ContractValue:
        return contract_name(c.datum, None)
    if isinstance(c, ContractObject):
        return c.display_name()
    if is_procedure(c):
        name = getattr(c, "name", None)
        if name in _NULL_PREDICATES:
            return _QUOTED_NULL
        if name == "list?":
            return _ANY_LIST
        return sym(_PREDICATE_NAMES.get(name, name)) if isinstance(name, str) else c
    if type(c) is not Pair or type(c.car) is not Symbol:
        return c
    head, args = c.car.name, list_to_python(c.cdr)
    if head in ("one-of/c", "symbols"):
        return make_pair(sym("or/c"), c.cdr)
    if head == "recursive-contract" and args:
        inner = args[0]
        return _list([c.car, inner.source if type(inner) is LazyContract else inner])
    if head == "->*" and args:
        return _list([c.car] + _arrow_name(args, lookup))
    if head in _COMBINATORS:
        return _list([c.car] + [contract_name(a, lookup) for a in args])
    if head == "flat-rec-contract" and args and type(args[0]) is RecursiveFlat:
        return sym(args[0].name)
    if head == "struct/c" and args and type(args[0]) is StructType:
        return _list([c.car, sym(args[0].name)] + [contract_name(a, lookup) for a in args[1:]])
    if head == "property/c" and len(args) == 2:
        return _list([c.car, sym(_property_name(args[0])), contract_name(args[1], lookup)])
    return c


def _list(items: list) -> Any:
    out: Any = NIL
    for v in reversed(items):
        out = make_pair(v, out)
    return out


def _cells(x: Any) -> list:
    out = []
    while type(x) is Pair:
        out.append(x)
        x = x.cdr
    return out


def _lookup(lookup: Lookup, name: Symbol) -> Any:
    if lookup is None:
        return None
    if type(lookup) is dict:
        return lookup.get(name)
    cell = lookup.cells.get(name)
    return None if cell is None else cell.value


_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    ">=/c": lambda v, n: v >= n, "<=/c": lambda v, n: v <= n, ">/c": lambda v, n: v > n,
    "</c": lambda v, n: v < n, "=/c": lambda v, n: v == n,
}


# how Racket words a value that fails >/c or </c (the other comparisons are named)
_STRICT = {">/c": "a number strictly greater than {}", "</c": "a number strictly less than {}"}


def _literal_matches(literal: Any, value: Any) -> bool:
    """A literal contract accepts what is `equal?` to it (symbols and numbers: `eqv?`)."""
    if type(literal) is Pair and literal.car is sym("quote") and type(literal.cdr) is Pair:
        literal = literal.cdr.car
    if type(literal) is bool or type(value) is bool:
        return literal is value
    if type(literal) is str:        # a mutable string with these characters too
        return as_str(value) == literal
    return type(value) is type(literal) and value == literal


def check(c: Any, value: Any, blame: Blame, context: list[str], lookup: Lookup,
          positive: bool) -> Any:
    """``value`` checked against contract ``c`` (a source datum); procedures come back
    wrapped so that their later calls are checked."""
    def fail(expected: str | None = None, **kw: Any) -> Exception:
        if expected is None:
            expected = write_string(contract_name(c, lookup))
        return blame.fail(expected, value, context, positive, **kw)
    if type(c) is Symbol:
        n = c.name
        if n in ("any/c", "any"):
            return value
        if n == "none/c":
            raise fail(custom="!none/c allows no values")
        if n == "natural-number/c":
            if not (type(value) is int and value >= 0):
                raise fail()
            return value
        pred = _lookup(lookup, c)
        if getattr(pred, "name", None) in _SPECIAL_PREDICATES:
            special = _NO_ELEMENTS if pred.name != "list?" else _ANY_LIST
            return check(special, value, blame, context, lookup, positive)
        if isinstance(pred, ContractObject):
            return pred.wrap(value, blame, context, positive)
        if type(pred) is ContractValue:
            compiled = pred.test if pred.test is not _UNCOMPILED else _compile(pred, None)
            if compiled is not None and compiled[1] and compiled[0](value):
                return value
            return check(pred.datum, value, blame, context, None, positive)
        if pred is not None and is_procedure(pred):
            if apply_procedure(pred, [value]) is False:
                raise fail()
        return value
    if type(c) is ContractValue:
        compiled = c.test if c.test is not _UNCOMPILED else _compile(c, None)
        if compiled is not None and compiled[1] and compiled[0](value):
            return value
        return check(c.datum, value, blame, context, None, positive)
    if is_procedure(c):
        if getattr(c, "name", None) in _SPECIAL_PREDICATES:
            special = _NO_ELEMENTS if c.name != "list?" else _ANY_LIST
            return check(special, value, blame, context, lookup, positive)
        if getattr(c, "name", None) in _CONSTANTS:     # any/c, none/c ... as values
            return check(sym(c.name), value, blame, context, None, positive)
        if apply_procedure(c, [value]) is False:
            raise fail()
        return value
    if type(c) is not Pair or type(c.car) is not Symbol:
        if isinstance(c, ContractObject):
            return c.wrap(value, blame, context, positive)
        if (type(c) in (int, float, str, bool, Fraction, Char) or c is NIL) and not _literal_matches(c, value):
            raise fail()
        return value
    head, args = c.car.name, list_to_python(c.cdr)
    if head == "parametric->/c" and len(args) == 2:
        return check(parametric_body(c), value, blame, context, lookup, positive)
    if head == "quote":
        if not _literal_matches(c, value):
            raise fail()
        return value
    if head in ("->", "->*"):
        return _wrap_procedure(head, args, value, blame, context, lookup, positive)
    if head == "recursive-contract" and args:
        inner = args[0].force() if type(args[0]) is LazyContract else args[0]
        return check(inner, value, blame, context, lookup, positive)
    if head in ("listof", "non-empty-listof") and len(args) == 1:
        if not is_list(value):
            raise fail("list?")
        if head == "non-empty-listof" and value is NIL:
            raise fail("(and/c list? pair?)")
        each = _predicate_test(args[0], lookup)
        if each is _anything:
            return value
        if each is not None:        # a flat element contract: one loop, nothing wrapped
            return _check_elements(value, each, args[0], blame, context, lookup, positive)
        items = list_to_python(value)
        checked = [check(args[0], v, blame, ["an element of"] + context, lookup, positive)
                   for v in items]
        return _rebuild(value, checked)
    if head == "vectorof" and len(args) == 1:
        if type(value) is not MVector:
            raise fail(custom="a vector")
        for v in value.items:
            check(args[0], v, blame, ["an element of"] + context, lookup, positive)
        return value
    if head == "list/c":
        if not is_list(value):     # (a list/c of higher-order parts words it as a field)
            raise fail(custom="a list") if _is_flat(c, lookup) else fail("a list")
        items = list_to_python(value)
        if len(items) != len(args):
            raise fail(f"a list of {len(args)} element{'' if len(args) == 1 else 's'}",
                       given=f"  {'produced' if positive else 'given'}: {len(items)} element"
                             f"{'' if len(items) == 1 else 's'}\n  complete list: "
                             f"{print_string(value)}")
        return _rebuild(value, [check(a, v, blame, [f"the {ordinal(i + 1)} element of"] + context,
                                      lookup, positive)
                                for i, (a, v) in enumerate(zip(args, items))])
    if head == "hash/c" and len(args) >= 2:
        if type(value) is not HashTable:
            raise fail(custom="a hash")
        for k, v in list(value.table.values()):
            check(args[0], k, blame, ["the keys of"] + context, lookup, positive)
            check(args[1], v, blame, ["the values of"] + context, lookup, positive)
        return value
    if head == "box/c" and len(args) == 1:
        if type(value) is not Box:
            raise fail(custom="a box")
        return value        # (its contents are checked when it is read: not here)
    if head == "cons/c" and len(args) == 2:
        if type(value) is not Pair:
            raise fail("pair?")
        check(args[0], value.car, blame, ["the car of"] + context, lookup, positive)
        check(args[1], value.cdr, blame, ["the cdr of"] + context, lookup, positive)
        return value
    if head in ("one-of/c", "symbols"):
        if not any(_literal_matches(a, value) for a in args):
            raise fail()
        return value
    if head == "or/c":
        # the flat alternatives first; then the one higher-order alternative whose
        # first-order test the value passes is the contract (its errors are "a part of")
        higher = [a for a in args if not _is_flat(a, lookup)]
        for a in args:
            if a not in higher and _holds(a, value, lookup):
                return value
        fits = [a for a in higher if _first_order(a, value, lookup)]
        if not fits and len(higher) == 1:       # the only one left: its error is shown
            fits = higher
        if len(fits) == 1:
            return check(fits[0], value, blame, ["a part of the or/c of"] + context, lookup,
                         positive)
        raise fail()
    if head == "and/c":
        for a in args:
            check(a, value, blame, ["an and/c case of"] + context, lookup, positive)
        return value
    if head == "not/c" and len(args) == 1:
        if not _holds(args[0], value, lookup):
            return value
        raise fail()
    if head in _COMPARISONS and len(args) == 1:
        if not _real(args[0]):      # a bound it could not evaluate: not checked
            return value
        if not _real(value) or not _COMPARISONS[head](value, args[0]):
            raise fail(_STRICT.get(head, "{}").format(write_string(args[0]))
                       if head in _STRICT else None)
        return value
    if head == "struct/c" and args and type(args[0]) is StructType:
        stype = args[0]
        if type(value) is not StructInstance or not value.stype.is_subtype_of(stype):
            raise fail(f"{stype.name}?")
        for i, field_contract in enumerate(args[1:]):
            check(field_contract, value.fields[i], blame,
                  [f"the (#:selector {_selector_name(stype, i)}) field of"] + context, lookup,
                  positive)
        return value
    if head == "property/c" and len(args) == 2:
        inner = _property_name(args[0])
        check(args[1], apply_procedure(args[0], [value]), blame,
              [f"the {inner} of"] + context, lookup, positive)
        return value
    if head == "flat-rec-contract" and args and type(args[0]) is RecursiveFlat:
        rec = args[0]
        if not any(satisfies(part, value) for part in rec.parts):
            raise fail(rec.name)
        return value
    if head in ("between/c", "integer-in") and len(args) == 2:
        if not (_real(args[0]) and _real(args[1])):     # bounds not evaluated: not checked
            return value
        ok = _real(value) and args[0] <= value <= args[1]
        if head == "integer-in":
            ok = ok and (type(value) is int or (type(value) is float and value.is_integer()))
        if not ok:
            raise fail()
        return value
    return value   # a contract form minischeme does not know: not checked


# ------------------------------------------------------------------ flat contracts compiled

Test = Callable[[Any], bool]


def _pure_predicate(pred: Any, predicate: bool = True) -> bool:
    """Whether calling ``pred`` again is unobservable: one of minischeme's own predicates
    (`number?`, `string?` ...; with ``predicate`` False any of its own plain procedures,
    `length`) or a struct type's, never a program's procedure (whose effects a second
    call would repeat)."""
    if type(pred) is not Primitive:
        return False
    fn = pred.fn
    module = getattr(fn, "__module__", "") or ""
    if module == "minischeme.values.struct_types":
        return getattr(fn, "__name__", "") == "predicate"
    return (module.startswith("minischeme.primitives.") and "<locals>" not in
            getattr(fn, "__qualname__", "<locals>")
            and (not predicate or pred.name.endswith("?")))


def _never(v: Any) -> bool:
    return False


def flat_test(c: Any, lookup: Lookup, pure: bool = False) -> Test | None:
    """Contract ``c``'s test of a value as one Python function, made once (what `check`
    decides of a flat contract, without its dispatch on the contract's form or an
    exception per failed alternative), or None when ``c`` is not flat or not one of the
    forms compiled. With ``pure``, only a test whose second run is unobservable (no
    program procedure called): a caller that re-runs `check` to word a failure."""
    compiled = _compile(c, lookup)
    if compiled is None or (pure and not compiled[1]):
        return None
    return compiled[0]


def _compile(c: Any, lookup: Lookup) -> tuple[Test, bool] | None:
    """(test, pure) of contract ``c``, or None (see ``flat_test``)."""
    t = type(c)
    if t is ContractValue:
        if c.test is _UNCOMPILED:      # (only a flat-rec-contract contains itself: its
            c.test = _compile(c.datum, None)    # test is made before its parts')
        return c.test
    if t is Symbol:
        n = c.name
        if n in ("any/c", "any"):
            return _anything, True
        if n == "none/c":
            return _never, True
        if n == "natural-number/c":
            return _natural, True
        if n.startswith("#:"):
            return None
        pred = _lookup(lookup, c)
        if pred is None or not (type(pred) is ContractValue or is_procedure(pred)):
            return None
        return _compile(pred, None)
    if t is Pair:
        if type(c.car) is not Symbol or not is_list(c):
            return None
        return _compile_form(c.car.name, list_to_python(c.cdr), c, lookup)
    if is_procedure(c):
        name = getattr(c, "name", None)
        if name in _NULL_PREDICATES:
            return _is_null, True
        if name == "list?":
            return is_list, True
        if name in _CONSTANTS:
            return _compile(sym(name), None)
        test = _predicate_test(c, None)
        return None if test is None else (test, _pure_predicate(c))
    if t in (int, float, str, bool, Fraction, Char) or c is NIL:
        return (lambda v: _literal_matches(c, v)), True
    return None


def _is_null(v: Any) -> bool:
    return v is NIL


def _compile_all(args: list, lookup: Lookup) -> tuple[list[Test], bool] | None:
    compiled = [_compile(a, lookup) for a in args]
    if None in compiled:
        return None
    return [t for t, _ in compiled], all(p for _, p in compiled)     # type: ignore[misc]


def _compile_form(head: str, args: list, c: Any, lookup: Lookup) -> tuple[Test, bool] | None:
    """(test, pure) of the combinator form ``c`` (`(listof number?)`, `(or/c ...)` ...)."""
    if head == "quote":
        return (lambda v: _literal_matches(c, v)), True
    if head in ("listof", "non-empty-listof") and len(args) == 1:
        inner = _compile(args[0], lookup)
        if inner is None:
            return None
        each, pure = inner
        non_empty = head == "non-empty-listof"

        def elements(v: Any) -> bool:
            if not is_list(v) or (non_empty and v is NIL):
                return False
            while v is not NIL:
                if not each(v.car):
                    return False
                v = v.cdr
            return True
        return elements, pure
    if head == "list/c":
        parts = _compile_all(args, lookup)
        if parts is None:
            return None
        tests, n = parts[0], len(args)

        def fixed(v: Any) -> bool:
            if not is_list(v):
                return False
            items = list_to_python(v)
            return len(items) == n and all(t(x) for t, x in zip(tests, items))
        return fixed, parts[1]
    if head == "cons/c" and len(args) == 2:
        parts = _compile_all(args, lookup)
        if parts is None:
            return None
        first, rest = parts[0]
        return (lambda v: type(v) is Pair and first(v.car) and rest(v.cdr)), parts[1]
    if head in ("or/c", "and/c"):
        parts = _compile_all(args, lookup)
        if parts is None:
            return None
        tests = parts[0]
        if head == "or/c":
            return (lambda v: any(t(v) for t in tests)), parts[1]
        return (lambda v: all(t(v) for t in tests)), parts[1]
    if head == "not/c" and len(args) == 1:
        inner = _compile(args[0], lookup)
        if inner is None:
            return None
        test = inner[0]
        return (lambda v: not test(v)), inner[1]
    if head in ("one-of/c", "symbols"):
        return (lambda v: any(_literal_matches(a, v) for a in args)), True
    if head in _COMPARISONS and len(args) == 1:
        bound, compare = args[0], _COMPARISONS[head]
        if not _real(bound):
            return _anything, True
        return (lambda v: _real(v) and compare(v, bound)), True
    if head in ("between/c", "integer-in") and len(args) == 2:
        lo, hi = args
        if not (_real(lo) and _real(hi)):
            return _anything, True
        whole = head == "integer-in"
        return (lambda v: _real(v) and lo <= v <= hi and (
            not whole or type(v) is int or (type(v) is float and v.is_integer()))), True
    if head == "struct/c" and args and type(args[0]) is StructType:
        stype = args[0]
        parts = _compile_all(args[1:], lookup)
        if parts is None:
            return None
        tests = parts[0]

        def instance(v: Any) -> bool:
            return (type(v) is StructInstance and v.stype.is_subtype_of(stype)
                    and all(t(x) for t, x in zip(tests, v.fields)))
        return instance, parts[1]
    if head == "property/c" and len(args) == 2:
        inner = _compile(args[1], lookup)
        if inner is None:
            return None
        accessor, test = args[0], inner[0]
        return (lambda v: test(apply_procedure(accessor, [v]))), (
            inner[1] and _pure_predicate(accessor, predicate=False))
    if head == "flat-rec-contract" and args and type(args[0]) is RecursiveFlat:
        return _compile_recursive(args[0])
    return None


def _compile_recursive(rec: RecursiveFlat) -> tuple[Test, bool]:
    """A flat-rec-contract's test: one of its parts' (which may name the contract itself:
    the test is made before them, so their tests call it)."""
    if rec.test is not _UNCOMPILED:
        return rec.test
    tests: list[Test] = []

    def recursive(v: Any) -> bool:
        for t in tests:
            if t(v):
                return True
        return False
    rec.test = (recursive, True)
    pure = True
    for part in rec.parts:
        compiled = _compile(part, None)
        if compiled is None:            # a part not compiled: check's answer, by exception
            tests.append(lambda v, part=part: _satisfies_by_check(part, v))
            pure = False
        else:
            tests.append(compiled[0])
            pure = pure and compiled[1]
    rec.test = (recursive, pure)
    if not pure:        # the parts compiled meanwhile took it for pure: made again if asked
        for part in rec.parts:
            if type(part) is ContractValue:
                part.test = _UNCOMPILED
    return rec.test


def _satisfies_by_check(c: Any, value: Any, lookup: Lookup = None) -> bool:
    try:
        check(c, value, _TEST, [], lookup, True)       # type: ignore[arg-type]
        return True
    except _Unsatisfied:
        return False


def _holds(c: Any, value: Any, lookup: Lookup) -> bool:
    """Whether ``value`` passes flat contract ``c`` (or a higher-order one's first-order
    test), with no blame error worded: what or/c and not/c ask of their parts. An error
    of a predicate the contract calls is the program's and propagates, as in Racket."""
    test = flat_test(c, lookup)
    if test is not None:
        return test(value)
    return _satisfies_by_check(c, value, lookup)


# the contract forms whose source ``check`` reads, its parts looked into (the others,
# `(=/c n)` or `(one-of/c 'a 'b)`, are calls evaluated to contract values)
_SOURCE_FORMS = _COMBINATORS | {"parametric->/c", "quote"}
_LAMBDAS = {sym("lambda"), sym("λ"), sym("case-lambda")}
_DEPENDENT_ARROW = sym("->i")       # a form that makes its contract value when evaluated


def evaluate_parts(c: Any, lookup: Lookup, evaluate: Callable[[Any], Any]) -> Any:
    """Contract ``c`` (a source datum) with each part that is an expression rather than
    a contract form ``check`` reads, a `(λ (s) ...)` or a call of a procedure the module
    has (`(property/c length (=/c 2))`, `(Grid/c any/c)`), replaced by its value, got by
    ``evaluate`` in the module (as Racket evaluates the contract there). A part that
    cannot be evaluated so (it names a dependent argument of `->i`, say) is left as it is,
    not checked."""
    if type(c) is not Pair or type(c.car) is not Symbol:
        return c
    head = c.car
    if head.name in _SOURCE_FORMS and head.name != "quote" and is_list(c):
        if head.name == "parametric->/c":
            return c
        items = [evaluate_parts(a, lookup, evaluate) for a in list_to_python(c.cdr)]
        return make_pair(head, _list(items), c.loc)
    if head in _LAMBDAS or head is _DEPENDENT_ARROW or (
            head.name not in _SOURCE_FORMS and is_procedure(_lookup(lookup, head))):
        try:
            return evaluate(c)
        except Raise:
            return c
    return c


def _anything(v: Any) -> bool:
    return True


def _natural(v: Any) -> bool:
    return type(v) is int and v >= 0


def _predicate_test(c: Any, lookup: Lookup) -> Callable[[Any], bool] | None:
    """For a contract that is a predicate (its name, or the procedure itself), `any/c` or
    `natural-number/c`: the test ``check`` makes of a value (the predicate's answer is not
    #f), with the name looked up now; None for any other contract (null?, empty?, a
    contract value, a combinator ...), which ``check`` itself handles."""
    if type(c) is Symbol:
        n = c.name
        if n in ("any/c", "any"):
            return _anything
        if n == "natural-number/c":
            return _natural
        if n in _CONSTANTS:
            return None
        pred = _lookup(lookup, c)
        if pred is None or not is_procedure(pred):
            return None
    elif is_procedure(c):
        pred = c
        if getattr(pred, "name", None) in _CONSTANTS:
            return None
    else:
        return None
    if type(pred) is ContractValue or getattr(pred, "name", None) in _SPECIAL_PREDICATES:
        return None
    if type(pred) is Primitive and pred.min_args <= 1 and (pred.max_args is None
                                                           or pred.max_args >= 1):
        fn = pred.fn      # (a struct's predicate, number? ...: called as apply_procedure does)
        if _pure_predicate(pred):       # (returns its answer, never a tail call)
            return lambda v: fn(v) is not False

        def test(v: Any) -> bool:
            result = fn(v)
            if type(result) is TailCall:
                result = apply_procedure(result.proc, result.args)
            return result is not False
        return test
    return lambda v: apply_procedure(pred, [v]) is not False


def _broken(c: Any, value: Any, blame: Blame, context: list[str], lookup: Lookup,
            positive: bool) -> Exception:
    """The blame error of a value that fails contract ``c`` (named as Racket names it)."""
    return blame.fail(write_string(contract_name(c, lookup)), value, context, positive)


def _check_elements(value: Any, each: Callable[[Any], bool], element: Any, blame: Blame,
                    context: list[str], lookup: Lookup, positive: bool) -> Any:
    """A proper list checked element by element against a flat contract (``each``: its
    test), in one loop; the list itself is the result (no element is wrapped)."""
    p = value
    while p is not NIL:
        x = p.car
        if not each(x):
            raise _broken(element, x, blame, ["an element of"] + context, lookup, positive)
        p = p.cdr
    return value


_LISTOF, _NON_EMPTY_LISTOF = sym("listof"), sym("non-empty-listof")


def _checker(c: Any, blame: Blame, context: list[str], lookup: Lookup,
             positive: bool) -> Callable[[Any], Any]:
    """``check(c, value, blame, context, lookup, positive)`` as a function of the value,
    made once for a wrapper's argument or result: a predicate's test, and a `listof` or
    `non-empty-listof` of one, run without check's dispatch on the contract (its names
    looked up when the wrapper is made, as Racket evaluates a contract once); any other
    contract calls ``check``. The errors are check's."""
    test = _predicate_test(c, lookup)
    if test is _anything:
        return _same
    if test is not None:
        def flat(v: Any) -> Any:
            if test(v):
                return v
            raise _broken(c, v, blame, context, lookup, positive)
        return flat
    if (type(c) is Pair and (c.car is _LISTOF or c.car is _NON_EMPTY_LISTOF)
            and type(c.cdr) is Pair and c.cdr.cdr is NIL):
        element = c.cdr.car
        each = _predicate_test(element, lookup)
        if each is not None:
            non_empty = c.car is _NON_EMPTY_LISTOF

            def flat_list(v: Any) -> Any:
                if not is_list(v):
                    raise blame.fail("list?", v, context, positive)
                if non_empty and v is NIL:
                    raise blame.fail("(and/c list? pair?)", v, context, positive)
                if each is _anything:
                    return v
                return _check_elements(v, each, element, blame, context, lookup, positive)
            return flat_list
    compiled = flat_test(c, lookup, pure=True)
    if compiled is not None:        # a flat contract: its test; check words a failure
        def flat_contract(v: Any) -> Any:
            if compiled(v):
                return v
            return check(c, v, blame, context, lookup, positive)
        return flat_contract
    return lambda v: check(c, v, blame, context, lookup, positive)


def _same(v: Any) -> Any:
    return v


def _resolve(c: Any, lookup: Lookup) -> Any:
    """A contract with the name it is (a predicate's or a contract value's) looked up."""
    if type(c) is Symbol and c.name not in _CONSTANTS:
        v = _lookup(lookup, c)
        if v is not None:
            c = v
    if type(c) is ContractValue:
        c = c.datum
    if type(c) is LazyContract:
        c = c.force()
        return _resolve(c, None)
    return c


def _is_flat(c: Any, lookup: Lookup) -> bool:
    """Whether contract ``c`` checks a value at once, all of it (no procedure wrapped, no
    recursive contract)."""
    c = _resolve(c, lookup)
    if isinstance(c, ContractObject):
        return False
    if type(c) is Pair and type(c.car) is Symbol:
        head = c.car.name
        if head in ("->", "->*", "recursive-contract", "box/c"):
            return False
        if head == "flat-rec-contract":
            return True
        if head == "property/c":
            return _is_flat(c.cdr.cdr.car, lookup) if type(c.cdr.cdr) is Pair else True
        if head == "struct/c":
            return all(_is_flat(a, lookup) for a in list_to_python(c.cdr)[1:])
        if head in _COMBINATORS:
            return all(_is_flat(a, lookup) for a in list_to_python(c.cdr))
    return True


def _first_order(c: Any, value: Any, lookup: Lookup) -> bool:
    """Whether ``value`` passes contract ``c``'s immediate test (what or/c chooses by)."""
    c = _resolve(c, lookup)
    if isinstance(c, ContractObject):
        return is_procedure(value)
    if type(c) is Pair and type(c.car) is Symbol:
        head, args = c.car.name, list_to_python(c.cdr)
        if head in ("->", "->*"):
            return is_procedure(value)
        if head == "recursive-contract" and args:
            inner = args[0].force() if type(args[0]) is LazyContract else args[0]
            return _first_order(inner, value, lookup)
        if head in ("listof", "non-empty-listof"):
            return is_list(value) and (head == "listof" or value is not NIL)
        if head == "list/c":        # (its elements are tested when it is checked)
            return is_list(value) and len(list_to_python(value)) == len(args)
        if head == "cons/c":
            return type(value) is Pair
        if head == "box/c":
            return type(value) is Box
        if head == "or/c":
            return any(_first_order(a, value, lookup) for a in args)
        if head == "and/c":
            return all(_first_order(a, value, lookup) for a in args)
    return _holds(c, value, lookup)


def _real(v: Any) -> bool:
    return type(v) in (int, float, Fraction)


def _rebuild(original: Any, items: list) -> Any:
    """The list of ``items`` (the original itself when nothing was wrapped)."""
    p, same = original, True
    for v in items:
        if p.car is not v:
            same = False
        p = p.cdr
    return original if same else _list(items)


def _arity(proc: Any) -> tuple[int, int | None]:
    if type(proc) is Closure:
        return proc.nreq, None if proc.rest else proc.nreq + proc.nopt
    if type(proc) is Primitive:
        return proc.min_args, proc.max_args
    return 0, None


class Arrow:
    """The parts of an `->` or `->*` contract: positional argument contracts (required,
    then optional), keyword ones (keyword -> contract), the rest list's, the range."""

    def __init__(self, head: str, args: list) -> None:
        self.required: list = []
        self.optional: list = []
        self.keywords: dict[Symbol, Any] = {}
        self.rest: Any = None
        self.range: Any = args[-1] if args else sym("any")
        if head == "->":
            self._domain(args[:-1], self.required)
            return
        options = args[:-1]
        if options:
            self._domain(list_to_python(options[0]), self.required)
            options = options[1:]
        if options and (type(options[0]) is Pair or options[0] is NIL):
            self._domain(list_to_python(options[0]), self.optional)
            options = options[1:]
        for i in range(len(options) - 1):
            if options[i] is sym("#:rest"):
                self.rest = options[i + 1]

    def _domain(self, items: list, into: list) -> None:
        i = 0
        while i < len(items):
            d = items[i]
            if type(d) is Symbol and d.name.startswith("#:") and i + 1 < len(items):
                self.keywords[d] = items[i + 1]
                i += 2
            else:
                into.append(d)
                i += 1


def _arrow_name(args: list, lookup: Lookup) -> list:
    """The parts of an `->*` contract as Racket names them (its lists of domains mapped)."""
    out = []
    lists = 2 if len(args) > 2 and (type(args[1]) is Pair or args[1] is NIL) else 1
    for i, a in enumerate(args):
        if i < lists and i < len(args) - 1:
            out.append(_list([contract_name(x, lookup) for x in list_to_python(a)]))
        else:
            out.append(contract_name(a, lookup))
    return out


def _wrap_procedure(head: str, args: list, proc: Any, blame: Blame, context: list[str],
                    lookup: Lookup, positive: bool) -> Any:
    """A procedure that checks its arguments (the importer's fault) and result (the
    provider's) against an `->` or `->*` contract."""
    if not is_procedure(proc):
        raise blame.fail("a procedure", proc, context, positive)
    if not args:
        return proc
    arrow = Arrow(head, args)
    positions = arrow.required + arrow.optional
    rng = arrow.range
    range_free = (type(rng) is Symbol and rng.name == "any") or (
        type(rng) is Pair and rng.car is sym("values"))
    lo, hi = _arity(proc)
    name = blame.name
    lo_c = len(arrow.required)
    hi_c = None if arrow.rest is not None else lo_c + len(arrow.optional)
    if lo > lo_c or (hi is not None and (hi_c is None or hi < hi_c)):
        if hi_c is None:
            wanted = f"{_arguments(lo_c, ' non-keyword')} and arbitrarily many more"
        else:
            wanted = _arguments(lo_c if lo > lo_c else hi_c, " non-keyword")
        raise blame.fail("", proc, context, positive, fields=[
            f"  promised: a procedure that accepts {wanted}",
            f"  produced: {error_value_string(proc)}",
            f"  {getattr(proc, 'name', None) or name} accepts: {_accepts(lo, hi)}"])
    same_arity = (lo, hi) == (lo_c, hi_c)
    # each position's and the result's check, made once (their contexts too)
    checkers = [_checker(d, blame, [f"the {ordinal(i + 1)} argument of"] + context, lookup,
                         not positive) for i, d in enumerate(positions)]
    range_checker = None if range_free else _checker(rng, blame, ["the range of"] + context,
                                                     lookup, positive)

    def call(*xs: Any) -> Any:
        keyword_args = []
        if Symbol not in map(type, xs):     # no keyword among the arguments
            positional = list(xs)
        else:
            positional = []
            i = 0
            while i < len(xs):
                x = xs[i]
                if type(x) is Symbol and x.name.startswith("#:") and i + 1 < len(xs):
                    keyword_args += [x, xs[i + 1]]
                    i += 2
                else:
                    positional.append(x)
                    i += 1
        if keyword_args and not arrow.keywords:     # (the wrapper takes no keywords)
            raise _no_keywords(name, xs)
        n = len(positional)
        if n < lo_c or (hi_c is not None and n > hi_c):
            if same_arity:
                raise _arity_mismatch(name, lo, hi, list(xs))
            raise blame.fail("", proc, context, not positive, fields=[
                f"  received: {_arguments(n)}",
                f"  expected: {_accepts(lo_c, hi_c, ' non-keyword')}"])
        if len(arrow.required) <= len(positional) and (
                arrow.rest is not None or len(positional) <= len(positions)):
            for i, checked in enumerate(checkers[:n]):
                positional[i] = checked(positional[i])
            if arrow.rest is not None:
                extra = _list(positional[len(positions):])
                extra = check(arrow.rest, extra, blame, ["the rest argument of"] + context,
                              lookup, not positive)
                positional = positional[:len(positions)] + list_to_python(extra)
        for k in range(0, len(keyword_args), 2):
            c = arrow.keywords.get(keyword_args[k])
            if c is not None:
                keyword_args[k + 1] = check(c, keyword_args[k + 1], blame,
                                            [f"the {keyword_args[k].name} argument of"] + context,
                                            lookup, not positive)
        result = apply_procedure(proc, positional + keyword_args if keyword_args else positional)
        if range_checker is None:
            return result
        return range_checker(result)
    if arrow.keywords or arrow.rest is not None or arrow.optional:
        return Primitive(name, call, 0, None)
    return Primitive(name, _first_order_call(call, proc, checkers, range_checker), 0, None)


def _first_order_call(general: Callable, proc: Any, checkers: list,
                      range_checker: Callable | None) -> Callable:
    """The wrapper of an arrow of required positional arguments only: a call of that many
    arguments, none a keyword, checks each with its checker and calls the procedure, no
    list of positions or keywords made; any other call is ``general``'s (its errors)."""
    n = len(checkers)
    if n == 1:
        check1 = checkers[0]

        def call1(*xs: Any) -> Any:
            if len(xs) != 1 or type(xs[0]) is Symbol:
                return general(*xs)
            result = apply_procedure(proc, [check1(xs[0])])
            return result if range_checker is None else range_checker(result)
        return call1
    if n == 2:
        check_a, check_b = checkers

        def call2(*xs: Any) -> Any:
            if len(xs) != 2 or type(xs[0]) is Symbol or type(xs[1]) is Symbol:
                return general(*xs)
            result = apply_procedure(proc, [check_a(xs[0]), check_b(xs[1])])
            return result if range_checker is None else range_checker(result)
        return call2

    def call_n(*xs: Any) -> Any:
        if len(xs) != n or Symbol in map(type, xs):
            return general(*xs)
        result = apply_procedure(proc, [c(x) for c, x in zip(checkers, xs)])
        return result if range_checker is None else range_checker(result)
    return call_n


def _no_keywords(name: str, xs: tuple) -> Exception:
    """Racket's error for keywords given to a wrapper whose arrow has none: the positional
    arguments listed, then each `#:kw value`."""
    lines = ["application: procedure does not accept keyword arguments",
             f"  procedure: {name}", "  arguments...:"]
    keywords, i = [], 0
    while i < len(xs):
        x = xs[i]
        if type(x) is Symbol and x.name.startswith("#:") and i + 1 < len(xs):
            keywords.append(f"   {x.name} {error_value_string(xs[i + 1])}")
            i += 2
        else:
            lines.append(f"   {error_value_string(x)}")
            i += 1
    return racket_error("\n".join(lines + keywords), EXN_FAIL_CONTRACT)


def _arguments(n: int, kind: str = "") -> str:
    return f"{n}{kind} argument{'' if n == 1 else 's'}"


def _accepts(lo: int, hi: int | None, kind: str = "") -> str:
    """An arity in the words of Racket's arrow contracts: `1 argument`, `1 or 2 arguments`,
    `1, 2, or 3 arguments`, `2 or arbitrarily many more arguments`."""
    if hi is None:
        return f"{lo} or arbitrarily many more{kind} arguments"
    if hi == lo:
        return _arguments(lo, kind)
    counts = [str(i) for i in range(lo, hi + 1)]
    listed = " or ".join(counts) if len(counts) == 2 else ", ".join(counts[:-1]) + ", or " + counts[-1]
    return f"{listed}{kind} arguments"


def _arity_mismatch(name: str, lo: int, hi: int | None, args: list) -> Exception:
    """A contracted procedure's arity error: Racket's wrapper lists the arguments."""
    lines = [f"{name}: arity mismatch;",
             " the expected number of arguments does not match the given number",
             f"  expected: {arity_text(lo, hi)}", f"  given: {len(args)}"]
    if args:
        lines.append("  arguments...:")
        lines += [f"   {error_value_string(a)}" for a in args]
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT_ARITY)


@define("%define/contract", 7)
def define_contract(value: Any, contract: Any, names: Any, name: Any, kind: Any,
                    negative: Any, at: Any) -> Any:
    """The value of `(define/contract name contract expr)`: ``value`` checked against
    ``contract`` (its source datum), with the names it mentions bound as in ``names``
    (a list of (symbol . value)); the definition is blamed as `(function name)` or
    `(definition name)` (``kind``), the rest of the module (``negative``) for misuse."""
    lookup = {}
    for entry in list_to_python(names):
        lookup[entry.car] = entry.cdr
    blame = Blame(name.name, contract, f"({kind} {name.name})", negative,
                  at if at is not False else None, lookup)
    return check(contract, value, blame, [], lookup, positive=True)


def parametric_body(c: Any) -> Any:
    """The contract of `(parametric->/c (x ...) body)` as checked: body with each x
    `any/c` (values of those types are not wrapped, as Racket's opaque wrappers do)."""
    args = list_to_python(c.cdr)
    variables = set(list_to_python(args[0])) if is_list(args[0]) else set()

    def walk(x: Any) -> Any:
        if type(x) is Symbol:
            return sym("any/c") if x in variables else x
        if type(x) is Pair:
            return make_pair(walk(x.car), walk(x.cdr), x.loc)
        return x
    return walk(args[1])


# forms whose parts are not checked (so not evaluated: ->d's name its dependent arguments)
_UNCHECKED_FORMS = {"->d", "case->"}


def contract_names(c: Any, known: Callable[[Symbol], bool] = lambda name: True
                   ) -> tuple[Any, list[tuple[Symbol, Any, Any]]]:
    """What `define/contract` evaluates where the contract is written: ``c`` with each
    expression part (a `(λ (s) ...)`, a call such as `(property/c length (=/c n))` or
    `(all/c type/c)`) replaced by a fresh name, and the names in order, each with its
    expression (a name in ``c`` itself: that name) and where it is written. The contract
    forms ``check`` reads (`->`, `listof`, `or/c` ...) are kept as forms, and so is a
    form whose head means nothing where it is written (``known`` says): not checked, as a
    contract form minischeme lacks is not."""
    out: list[tuple[Symbol, Any, Any]] = []
    seen: set[Symbol] = set()

    def walk(x: Any, where: Any) -> Any:
        if type(x) is Pair and x.car is sym("parametric->/c") and is_list(x) and len(list_to_python(x)) == 3:
            return walk(parametric_body(x), where)
        if type(x) is Symbol:
            if x.name not in _CONSTANTS and not x.name.startswith("#:") and x not in seen:
                seen.add(x)
                out.append((x, x, where))
            return x
        if type(x) is not Pair or not is_list(x):
            return x
        head = x.car
        if type(head) is Symbol and head.name in _COMBINATORS:
            cells = _cells(x.cdr)
            items = []
            for i, cell in enumerate(cells):
                a = cell.car
                if head.name == "->*" and i < len(cells) - 1 and (type(a) is Pair or a is NIL) \
                        and is_list(a):        # (->* (mandatory ...) (optional ...) range)
                    items.append(_rebuilt(a, [walk(e.car, e.loc or cell.loc or where)
                                              for e in _cells(a)]))
                else:
                    items.append(walk(a, cell.loc or where))
            return make_pair(head, _list(items), x.loc)
        if head is sym("quote") or (type(head) is Symbol and (head.name in _UNCHECKED_FORMS
                                                               or not known(head))):
            return x
        name = gensym("contract")
        out.append((name, x, where or x.loc))
        return name
    return walk(c, None), out


def _rebuilt(original: Any, items: list) -> Any:
    """A list of ``items`` carrying ``original``'s source position."""
    out = _list(items)
    if type(out) is Pair:
        out.loc = original.loc
    return out


# ------------------------------------------------------------------ combinators as values

def _part(v: Any) -> Any:
    """A combinator's argument as a part of the contract's form: a symbol is a literal."""
    return make_pair(sym("quote"), make_pair(v, NIL)) if type(v) is Symbol else v


# the combinators whose arguments must all be contracts, and how Racket reports one that
# is not: with its position among several (or/c, list/c) or alone
_CONTRACT_ARGUMENTS = {"->": False, "listof": False, "non-empty-listof": False,
                       "vectorof": False, "and/c": False, "cons/c": False, "or/c": True,
                       "list/c": True, "box/c": False}


def _check_contract_arguments(name: str, args: tuple) -> None:
    """Racket's error for a combinator given a value that is no contract (a struct, a
    vector, a procedure of two arguments): `->: contract violation / expected: contract?`;
    `not/c` takes flat contracts only."""
    if name == "not/c" and args and not flat_contract_p(args[0]):
        raise contract_error(name, "flat-contract?", args[0])
    positioned = _CONTRACT_ARGUMENTS.get(name)
    if positioned is None:
        return
    for i, a in enumerate(args):
        if not contract_p(a):
            if positioned:
                raise contract_error(name, "contract?", a, i, list(args))
            raise contract_error(name, "contract?", a)


def _combinator(name: str, lo: int, hi: int | None) -> None:
    def make(*args: Any) -> ContractValue:
        if name == "hash/c":        # its keyword options (#:immutable ...) are not checked
            args = args[:2]
        _check_contract_arguments(name, args)
        return ContractValue(make_pair(sym(name), _list([_part(a) for a in args])))
    make.__doc__ = f"The contract ({name} ...)."
    define(name, lo, hi, lib="racket/stream" if name == "stream/c" else None)(make)


for _name, _lo, _hi in [("listof", 1, 1), ("non-empty-listof", 1, 1), ("vectorof", 1, 1),
                        ("list/c", 0, None), ("cons/c", 2, 2), ("or/c", 0, None),
                        ("and/c", 0, None), ("not/c", 1, 1), ("one-of/c", 0, None),
                        ("symbols", 0, None), ("between/c", 2, 2), ("integer-in", 2, 2),
                        (">=/c", 1, 1), ("<=/c", 1, 1), (">/c", 1, 1), ("</c", 1, 1),
                        ("=/c", 1, 1), ("->", 1, None), ("hash/c", 2, None),
                        ("stream/c", 1, 1), ("box/c", 1, 1)]:   # racket/stream's; its elements are not checked
    _combinator(_name, _lo, _hi)



def _coercible(v: Any) -> bool:
    """A value Racket takes as a contract by itself: a literal (number, string, symbol,
    keyword, character, boolean, '(), byte string, regexp) or a procedure of one argument."""
    if type(v) in (int, float, Fraction, str, Symbol, Char, bool, MString, Regexp, bytes, bytearray) \
            or v is NIL:
        return True
    return is_procedure(v) and procedure_arity_includes(v, 1)


@define("contract?", 1)
def contract_p(v: Any) -> bool:
    """Is ``v`` a contract, or a value Racket takes as one (`_coercible`)?"""
    return type(v) in (ContractValue, LazyContract) or isinstance(v, ContractObject) \
        or _coercible(v)


@define("flat-contract?", 1)
def flat_contract_p(v: Any) -> bool:
    """Is ``v`` a flat contract: a predicate or literal, or a contract of them only?"""
    if type(v) is ContractValue:
        return _applicable(v.datum)
    return type(v) is not LazyContract and not isinstance(v, ContractObject) and _coercible(v)


@define("contract-name", 1)
def contract_name_of(v: Any) -> Any:
    """The name a contract prints as in errors: `(listof number?)`, `tree`, `number?`."""
    if not contract_p(v):
        raise contract_error("contract-name", "contract?", v)
    return contract_name(v, None)


@define("flat-contract-predicate", 1)
def flat_contract_predicate(v: Any) -> Any:
    """The predicate of flat contract ``v``: a predicate itself, a flat contract value
    (which is its own predicate), or a literal's test."""
    if not flat_contract_p(v):
        raise contract_error("flat-contract-predicate", "flat-contract?", v)
    if is_procedure(v):
        return v
    contract = v if type(v) is ContractValue else _part(v)
    return Primitive("flat-contract-predicate", lambda x: satisfies(contract, x), 1, 1)


@define("property/c", 2, 4)
def property_c(accessor: Any, contract: Any, *options: Any) -> ContractValue:
    """(property/c accessor contract): the values whose ``(accessor v)`` satisfies
    ``contract`` (flat when ``contract`` is; its `#:name` is not used)."""
    if not (is_procedure(accessor) and procedure_arity_includes(accessor, 1)):
        raise contract_error("property/c", "(-> any/c any/c)", accessor)
    if not contract_p(contract):
        raise contract_error("property/c", "contract?", contract)
    return ContractValue(_list([sym("property/c"), accessor, _part(contract)]))


@define("%struct/c", 3)
def struct_c(stype: Any, who: Any, contracts: Any) -> ContractValue:
    """`(struct/c name c ...)`: instances of struct type ``stype`` whose fields satisfy
    the contracts, one a field (the parent's fields first)."""
    parts = list_to_python(contracts)
    if type(stype) is not StructType:
        raise contract_error("struct/c", "struct-type?", stype)
    if len(parts) != len(stype.all_fields):
        raise racket_error(f"struct/c: expected {len(stype.all_fields)} contract"
                           f"{'' if len(stype.all_fields) == 1 else 's'} for the fields of "
                           f"{stype.name}, given {len(parts)}", EXN_FAIL_CONTRACT)
    for p in parts:
        if not contract_p(p):
            raise contract_error("struct/c", "contract?", p)
    return ContractValue(_list([sym("struct/c"), stype] + [_part(p) for p in parts]))


@define("%flat-rec-contract", 1)
def make_flat_rec_contract(name: Any) -> ContractValue:
    """The contract of `(flat-rec-contract name c ...)`, its parts set later
    (`%flat-rec-contract-set!`) so that they can mention it."""
    return ContractValue(_list([sym("flat-rec-contract"),
                                RecursiveFlat(name.name)]))


@define("%flat-rec-contract-set!", 2)
def set_flat_rec_contract(contract: Any, parts: Any) -> Any:
    """The parts of a flat-rec-contract, each a flat contract (Racket's error otherwise)."""
    items = list_to_python(parts)
    for p in items:
        if not flat_contract_p(p):
            raise contract_error("flat-rec-contract", "flat-contract?", p)
    contract.datum.cdr.car.parts = [_part(p) for p in items]
    return contract


# `any`, the range of an arrow that checks nothing, evaluated in (-> integer? any)
add("any", ContractValue(sym("any")))


@define("any/c", 1)
def any_c(v: Any) -> bool:
    """The contract that accepts everything (as a predicate, always #t)."""
    return True


@define("none/c", 1)
def none_c(v: Any) -> bool:
    """The contract that accepts nothing."""
    return False


@define("natural-number/c", 1)
def natural_number_c(v: Any) -> bool:
    """The contract of exact non-negative integers."""
    return type(v) is int and v >= 0


@define("%recursive-contract", 2)
def recursive_contract(thunk: Any, source: Any) -> ContractValue:
    """`(recursive-contract expr)` is (%recursive-contract (lambda () expr) 'expr)."""
    return ContractValue(_list([sym("recursive-contract"), LazyContract(thunk, source)]))


@define("flat-named-contract", 2, 3)
def flat_named_contract(name: Any, pred: Any, generate: Any = False) -> Any:
    """The predicate ``pred`` as a contract that errors name as ``name``."""
    shown = name.name if type(name) is Symbol else write_string(name)
    if type(pred) is ContractValue:
        return pred
    return Primitive(shown, lambda v: apply_procedure(pred, [v]), 1, 1)


@define("n->th", 1)
def n_to_th(n: Any) -> Any:
    """The ordinal of n as racket/contract writes it in its messages: "1st", "12th",
    "-1th" (through number->string and remainder, so their errors are Racket's)."""
    from .registry import LIBRARIES
    base = LIBRARIES["racket/base"]
    text = base["number->string"].fn(n)
    last2 = base["remainder"].fn(n, 100)
    last = base["remainder"].fn(n, 10)
    # (case ...) compares by eqv?: only exact remainders choose st, nd, rd
    exact = type(last) is int
    suffix = ("th" if not exact or last2 in (11, 12, 13)
              else {1: "st", 2: "nd", 3: "rd"}.get(last, "th"))
    return as_str(text) + suffix
