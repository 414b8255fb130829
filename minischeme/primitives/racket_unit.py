"""racket/unit at run time: signature and unit values, linking and invoking units.

The forms (`define-signature`, `unit`, `invoke-unit`, `define-values/invoke-unit`,
`compound-unit` ...) are in forms/units.py; they lower a unit into one call of
``%make-unit`` and an invocation into a call of ``%invoke-unit``. The model:

* A ``Signature`` is a list of member names (a signature it extends contributes its
  members first). Signatures exist at compile time; a unit value keeps the signatures of
  its imports and exports, which is what linking matches (a signature extending the one
  asked for will do, as in Racket).
* A ``Unit`` made by the `unit` form holds its *maker*, a Scheme procedure of no arguments
  returning two procedures: a *linker*, which sets the unit body's import variables, and
  the *body*, which runs the unit's definitions and expressions in order and ends in
  ``%unit-done`` with the exported values and the last expression's values. Imports are
  variables the linker assigns (so a compound unit can link units that import each
  other's exports: it runs the bodies in order, then links every unit again).
* A ``CompoundUnit`` (`compound-unit`, the `/infer` forms) holds the units it links and,
  for each, where each of its imports comes from (an import of the compound, or an
  export of another of its units).

Errors are worded as Racket 8.7 words them (`invoke-unit: result of unit expression was
not a unit: 5`, `... expects an untagged import with signature s^, which this usage
context does not supply`).
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import MultipleValues, list_to_python
from minischeme.values.errors import EXN_FAIL_CONTRACT, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.runtime import apply_procedure
from .registry import define, library

library("racket/unit")


class Signature:
    """A signature: its name and member names (those of the signature it extends first)."""

    __slots__ = ("name", "members", "parent")

    def __init__(self, name: str, members: list[str], parent: "Signature | None" = None) -> None:
        self.name = name
        self.parent = parent
        self.members = list(dict.fromkeys((parent.members if parent else []) + members))

    def extends(self, other: "Signature") -> bool:
        """Is this signature ``other`` or one extending it?"""
        s: Signature | None = self
        while s is not None:
            if s is other:
                return True
            s = s.parent
        return False

    def racket_repr(self) -> str:
        return f"#<signature:{self.name}>"


Values = dict[str, Any]   # a signature's members' values, by member name


class Spec:
    """Data a lowered form hands a helper as it is (signatures, member names, link
    tables): an opaque constant in the expansion."""

    __slots__ = ("data",)

    def __init__(self, data: Any) -> None:
        self.data = data


class _Unlinked:
    """What a linker gets for an import whose unit has not run yet (in a compound unit):
    it leaves that import variable as it is, to be set when the unit has run."""


UNLINKED = _Unlinked()


@define("%unit-unlinked?", 1, 1)
def is_unlinked(v: Any) -> bool:
    return v is UNLINKED


class _Done:
    """What a unit body returns: its exported values, then its last expression's values."""

    __slots__ = ("exports", "results")

    def __init__(self, exports: list, results: list) -> None:
        self.exports, self.results = exports, results


class Unit:
    """A unit made by the `unit` form (see the module's docstring)."""

    __slots__ = ("name", "imports", "exports", "maker")

    def __init__(self, name: str | None, imports: list[Signature], exports: list[Signature],
                 maker: Any) -> None:
        self.name = f"unit:{name}" if name else "unit"      # object-name's answer
        self.imports, self.exports, self.maker = imports, exports, maker

    def racket_repr(self) -> str:
        return f"#<{self.name}>"

    def instance(self) -> "_Instance":
        return _Instance(self)


class _Instance:
    """One invocation of a ``Unit``: its import variables and body, made by its maker."""

    def __init__(self, unit: Unit) -> None:
        self.unit = unit
        made = apply_procedure(unit.maker, [])
        self.linker, self.body = made.values

    def link(self, supplied: list[Values]) -> None:
        """Set the import variables: ``supplied`` holds a dict for each import signature."""
        flat = [values.get(m, UNLINKED) for sig, values in zip(self.unit.imports, supplied)
                for m in sig.members]
        apply_procedure(self.linker, flat)

    def run(self) -> tuple[list[Values], list]:
        """Run the body: each export signature's values, and the last expression's values."""
        done = apply_procedure(self.body, [])
        exported, i = [], 0
        for sig in self.unit.exports:
            exported.append(dict(zip(sig.members, done.exports[i:i + len(sig.members)])))
            i += len(sig.members)
        return exported, done.results


class CompoundUnit:
    """Units linked into one (`compound-unit`): ``sources[j]`` says where each import of
    ``parts[j]`` comes from, ``outputs`` where each export of the compound does; a source
    is ("import", i) (the compound's i-th import) or ("unit", j, k) (export k of part j)."""

    __slots__ = ("name", "imports", "exports", "parts", "sources", "outputs")

    def __init__(self, name: str | None, imports: list[Signature], exports: list[Signature],
                 parts: list[Any], sources: list[list[tuple]], outputs: list[tuple]) -> None:
        self.name = f"unit:{name}" if name else "unit"
        self.imports, self.exports = imports, exports
        self.parts, self.sources, self.outputs = parts, sources, outputs

    def racket_repr(self) -> str:
        return f"#<{self.name}>"

    def instance(self) -> "_CompoundInstance":
        return _CompoundInstance(self)


class _CompoundInstance:
    """One invocation of a ``CompoundUnit``: its parts run in order, then linked again,
    so that a part sees the exports of parts that ran after it."""

    def __init__(self, unit: CompoundUnit) -> None:
        self.unit = unit
        self.parts = [p.instance() for p in unit.parts]
        self.supplied: list[Values] = []
        self.exported: list[list[Values] | None] = [None] * len(self.parts)

    def _source(self, source: tuple) -> Values:
        if source[0] == "import":
            return self.supplied[source[1]]
        done = self.exported[source[1]]
        return {} if done is None else done[source[2]]

    def _link(self, j: int) -> None:
        self.parts[j].link([self._source(s) for s in self.unit.sources[j]])

    def link(self, supplied: list[Values]) -> None:
        self.supplied = supplied
        for j, done in enumerate(self.exported):
            if done is not None:
                self._link(j)

    def run(self) -> tuple[list[Values], list]:
        results: list = [MultipleValues([])]
        for j, part in enumerate(self.parts):
            self._link(j)
            self.exported[j], results = part.run()
        for j in range(len(self.parts)):
            self._link(j)
        return [self._source(s) for s in self.unit.outputs], results


def _is_unit(v: Any) -> bool:
    return type(v) is Unit or type(v) is CompoundUnit


def _check_unit(who: str, v: Any) -> None:
    if not _is_unit(v):
        raise racket_error(f"{who}: result of unit expression was not a unit: {error_value_string(v)}",
                           EXN_FAIL_CONTRACT)


def _supplier(who: str, wanted: Signature, offered: list[Signature], context: str) -> int:
    """The position of the signature in ``offered`` that supplies ``wanted``."""
    for i, sig in enumerate(offered):
        if sig.extends(wanted):
            return i
    if context == "import":
        why = (f"unit argument expects an untagged import with signature {wanted.name}, "
               "which this usage context does not supply")
    else:
        why = (f"this usage context expects a unit with an untagged export with signature "
               f"{wanted.name}, which the given unit does not supply")
    raise racket_error(f"{who}: {why}", EXN_FAIL_CONTRACT)


def _invoke(who: str, unit: Any, supply: Any, values: Any) -> tuple[list[Values], list]:
    """Invoke ``unit`` with the imports ``supply`` ([(signature, [member ...]) ...], their
    values in ``values`` in that order): its exports and its last expression's values."""
    _check_unit(who, unit)
    offered, dicts, i = [], [], 0
    for sig, names in supply:
        offered.append(sig)
        dicts.append(dict(zip(names, values[i:i + len(names)])))
        i += len(names)
    supplied = [dicts[_supplier(who, sig, offered, "import")] for sig in unit.imports]
    inst = unit.instance()
    inst.link(supplied)
    return inst.run()


@define("%make-unit", 2, 2)
def make_unit(spec: Spec, maker: Any) -> Unit:
    """The value of a `unit` form (forms/units.py writes the call): ``spec`` holds its
    name, import and export signatures."""
    return Unit(*spec.data, maker)


@define("%unit-done", 1, None)
def unit_done(results: Any, *exports: Any) -> _Done:
    """The end of a unit body: its last expression's values (a list), its exported values."""
    return _Done(list(exports), list_to_python(results))


@define("%invoke-unit", 3, None)
def invoke_unit(who: Spec, unit: Any, supply: Spec, *values: Any) -> Any:
    """`invoke-unit`: the unit's last body expression's values."""
    results = _invoke(who.data, unit, supply.data, values)[1]
    return results[0] if len(results) == 1 else MultipleValues(results)


@define("%invoke-unit/exports", 4, None)
def invoke_unit_exports(who_: Spec, unit: Any, want_: Spec, supply: Spec, *values: Any) -> Any:
    """`define-values/invoke-unit`: the values of the exports ``want`` asks for
    ([(signature, [member ...]) ...]), in that order."""
    who, want = who_.data, want_.data
    _check_unit(who, unit)
    for sig, _ in want:
        _supplier(who, sig, unit.exports, "export")
    exported = _invoke(who, unit, supply.data, values)[0]
    out = [exported[_supplier(who, sig, unit.exports, "export")][m]
           for sig, names in want for m in names]
    return out[0] if len(out) == 1 else MultipleValues(out)


@define("%compound-unit", 2, 2)
def compound_unit(spec: Spec, units: Any) -> CompoundUnit:
    """`compound-unit`: ``links`` is [(provided, uses) ...], one for each unit in
    ``units`` (a list): ``provided`` the (tag, signature) pairs its exports are bound to,
    ``uses`` the tags it takes its imports from. ``imports`` and ``exports``: the
    compound's (tag, signature) pairs; the tags None in the `/infer` forms, where every
    unit's imports come from whatever offers their signatures."""
    name, imports, exports, links = spec.data
    parts = list_to_python(units)
    who = "compound-unit"
    for u in parts:
        _check_unit(who, u)
    tags: dict[Any, tuple[Signature, tuple]] = {}
    offered: list[tuple[Signature, tuple]] = []
    for i, (tag, sig) in enumerate(imports):
        tags[tag] = (sig, ("import", i))
        offered.append(tags[tag])
    for j, (provided, _) in enumerate(links):
        if provided is None:        # /infer: every export of the unit is offered
            for k, sig in enumerate(parts[j].exports):
                offered.append((sig, ("unit", j, k)))
            continue
        for tag, sig in provided:
            k = _supplier(who, sig, parts[j].exports, "export")
            tags[tag] = (sig, ("unit", j, k))
    sources = []
    for j, (_, uses) in enumerate(links):
        available = offered if uses is None else [tags[t] for t in uses]
        sigs = [s for s, _ in available]
        sources.append([available[_supplier(who, sig, sigs, "import")][1]
                        for sig in parts[j].imports])
    if exports and exports[0][0] is None:      # /infer: exports by signature
        sigs = [s for s, _ in offered]
        outputs = [offered[_supplier(who, sig, sigs, "export")][1] for _, sig in exports]
    else:
        outputs = [tags[tag][1] for tag, _ in exports]
    return CompoundUnit(name, [s for _, s in imports], [s for _, s in exports], parts, sources,
                        outputs)


@define("unit?", 1, 1)
def is_unit(v: Any) -> bool:
    """Is ``v`` a unit?"""
    return _is_unit(v)
