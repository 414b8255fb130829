"""racket/unit's forms: `define-signature`, `unit`, `define-unit`, `invoke-unit`,
`define-values/invoke-unit`, `compound-unit` and the `/infer` forms (`invoke-unit/infer`,
`define-values/invoke-unit/infer`, `define-compound-unit/infer`), lowered into core
forms over the run-time helpers of primitives/racket_unit.py.

A signature is known at compile time only: `define-signature` binds its name as a
``SignatureBinding`` (a macro whose use as an expression is Racket's `illegal use of
signature name`), which the unit forms look up to know the signature's members. A unit
becomes a maker procedure whose body is the unit's body:

    (unit (import seq^) (export first^) (define (first-of s) (seq-ref s 0)))
    =>
    (%make-unit SPEC                           ; name, import and export signatures
      (lambda ()
        (define seq-ref #f)                     ; the imports: variables the linker sets
        (values (lambda (v) (if (%unit-unlinked? v) (void) (set! seq-ref v)) (void))
                (lambda ()                      ; the body, run when the unit is invoked
                  (define (first-of s) (seq-ref s 0))
                  (call-with-values (lambda () (void))     ; the last expression, if any
                    (lambda results (%unit-done results first-of)))))))

An invocation evaluates, in the invoking context, the names that supply the unit's imports
(`(import (rename seq^ [vector-ref seq-ref]))` supplies seq-ref by `vector-ref`), and
`define-values/invoke-unit` defines there the exports its `(export ...)` clause names.

Signature specs: a signature's name, `(prefix p spec)`, `(rename spec [new old] ...)`,
`(only spec id ...)`, `(except spec id ...)`. Left out: tags, signature elements other
than identifiers (`define-values`, `define-syntaxes`, `open`, `struct`, contracts),
`unit/new-import-export`, `unit-from-context`, `define-unit-binding`, `init-depend`,
Racket's compile-time check that an `/infer` form's imports are bound, and `/infer` of a
unit another module's `define-unit` made (the forms know the units of their own module).
"""
from __future__ import annotations

import weakref
from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.expansion.namespace import Macro
from minischeme.expansion.syntax import NAMED_FORMS, L, definition, definition_names, lowered_form, parts, prim
from minischeme.primitives.racket_unit import Signature, Spec
from minischeme.values.data import NIL, Pair, make_pair, Symbol, is_list, list_to_python, make_list, sym
from minischeme.values.errors import SchemeSyntaxError
from minischeme.values.printer import write_string

_QUOTE, _LAMBDA, _DEFINE, _SET = sym("quote"), sym("lambda"), sym("define"), sym("set!")
_BEGIN, _DEFINE_VALUES, _COLON = sym("begin"), sym("define-values"), sym(":")
_IF = sym("if")

Members = list[tuple[str, "Symbol | None"]]   # each member of a signature, its name here


class SignatureBinding(Macro):
    """What `define-signature` binds a signature's name to at compile time."""

    def __init__(self, sig: Signature) -> None:
        super().__init__(sig.name, self._misused)
        self.sig = sig

    def _misused(self, form: Any, free: Any = None) -> Any:
        raise SchemeSyntaxError(f"{self.sig.name}: illegal use of signature name\n  in: {write_string(form)}",
                                None, form)

    def identifier_error(self, name: Symbol, loc: Any) -> Exception:
        return SchemeSyntaxError(f"{name.name}: illegal use of signature name\n  in: {name.name}", loc, name)


# the import and export signatures of each unit `define-unit` (or a `/infer` form) names,
# for the `/infer` forms: by namespace, then name
_STATIC: "weakref.WeakKeyDictionary[Any, dict[Symbol, tuple[list[Signature], list[Signature]]]]" = \
    weakref.WeakKeyDictionary()


class _Named:
    """The name of the variable a unit is bound to, put after `unit` (``NAMED_FORMS``)."""

    def __init__(self, name: Symbol) -> None:
        self.name = name


NAMED_FORMS[sym("unit")] = lambda x, name: make_pair(x.car, make_pair(_Named(name), x.cdr), x.loc)
NAMED_FORMS[sym("compound-unit")] = NAMED_FORMS[sym("unit")]


def _error(c: Compiler, who: str, why: str, at: Any, x: Any, loc: Any) -> Exception:
    at_line = f"\n  at: {write_string(at)}" if at is not None else ""
    return c.syntax_error(f"{who}: {why}{at_line}\n  in: {write_string(x)}", loc, x)


def _signature(c: Compiler, blk: Block, name: Any, who: str, x: Any, loc: Any) -> Signature:
    """The signature ``name`` names here (Racket's `unknown signature` if none)."""
    if type(name) is Symbol:
        binding = blk.lookup(name)
        if binding is None and name not in c.module_names:
            binding = c.ns.macros.get(name)
        if isinstance(binding, SignatureBinding):
            return binding.sig
    raise _error(c, who, "unknown signature", name, x, loc)


def _sig_spec(c: Compiler, blk: Block, spec: Any, who: str, x: Any, loc: Any) -> tuple[Signature, Members]:
    """A signature spec (at ``loc``): its signature, and each member's name where the
    spec puts it (None for a member `only`/`except` leave out)."""
    if type(spec) is Symbol:
        sig = _signature(c, blk, spec, who, x, loc)
        return sig, [(m, sym(m)) for m in sig.members]
    items = c.list_of(spec, who, loc) if type(spec) is Pair else []
    head = items[0][0].name if items and type(items[0][0]) is Symbol else None

    def present(name: Any, at: Any, members: Members) -> None:
        if name not in [n for _, n in members]:
            raise _error(c, who, "listed identifier not present in signature specification", name, x, at)
    if head == "prefix" and len(items) == 3 and type(items[1][0]) is Symbol:
        sig, members = _sig_spec(c, blk, items[2][0], who, x, items[2][1])
        return sig, [(m, sym(items[1][0].name + n.name) if n else None) for m, n in members]
    if head == "rename" and len(items) >= 2:
        sig, members = _sig_spec(c, blk, items[1][0], who, x, items[1][1])
        renames = {}
        for pair, at in items[2:]:
            p = c.list_of(pair, who, at) if type(pair) is Pair else []
            if len(p) != 2 or not all(type(i) is Symbol for i, _ in p):
                raise c.bad_syntax(who, x, at)
            present(p[1][0], p[1][1], members)
            renames[p[1][0]] = p[0][0]
        return sig, [(m, renames.get(n, n) if n else None) for m, n in members]
    if head in ("only", "except") and len(items) >= 2 and all(type(i) is Symbol for i, _ in items[2:]):
        sig, members = _sig_spec(c, blk, items[1][0], who, x, items[1][1])
        for name, at in items[2:]:
            present(name, at, members)
        listed = {i for i, _ in items[2:]}
        keep = (lambda n: n in listed) if head == "only" else (lambda n: n not in listed)
        return sig, [(m, n if n and keep(n) else None) for m, n in members]
    if items and head is not None and head not in ("prefix", "rename", "only", "except"):
        raise _error(c, who, "unknown signature", items[0][0], x, items[0][1])
    raise c.bad_syntax(who, x, loc)


def _clause(c: Compiler, item: Any, keyword: str, who: str, x: Any, loc: Any) -> list[tuple[Any, Any]] | None:
    """The specs of an `(import ...)` / `(export ...)` / `(link ...)` clause with their
    positions, or None if ``item`` is not that clause."""
    if type(item) is Pair and item.car is sym(keyword):
        return c.list_of(item.cdr, who, loc)
    return None


def _located(items: list[tuple[Any, Any]]) -> Any:
    """A list of forms each at its source position (a list's cell holds its item's)."""
    out: Any = NIL
    for item, loc in reversed(items):
        out = make_pair(item, out, loc)
    return out


def _binding_block(blk: Block) -> Block:
    """A block inside ``blk`` for looking ahead at a body (its define-syntaxes land there)."""
    return Block(blk, blk.frame, False)


# ------------------------------------------------------------------ define-signature

def _parse_signature(c: Compiler, blk: Block, x: Any, loc: Any) -> tuple[Symbol, SignatureBinding]:
    ps = parts(c, x, loc)
    items = [p for p, _ in ps[1:]]
    parent = None
    if len(items) == 4 and items[1] is sym("extends"):
        parent = _signature(c, blk, items[2], "define-signature", x, ps[3][1])
        items = [items[0], items[3]]
    if len(items) != 2 or type(items[0]) is not Symbol or not is_list(items[1]):
        raise c.bad_syntax("define-signature", x, loc)
    members = []
    for m, at in c.list_of(items[1], "define-signature", ps[-1][1]):
        if type(m) is not Symbol:
            raise _error(c, "define-signature", "expected either an identifier or signature form", m, x, at)
        members.append(m.name)
    if c.expanding_module and blk.parent is None and items[0] in c.ns.defined_macros:
        raise _error(c, "module", "identifier already defined", items[0], x, ps[1][1])
    return items[0], SignatureBinding(Signature(items[0].name, members, parent))


def _bind_signature(c: Compiler, x: Any, blk: Block, loc: Any) -> None:
    name, binding = _parse_signature(c, blk, x, loc)
    if blk.parent is None and name not in blk.vars:
        binding.home = c
        c.ns.macros[name] = binding
        if c.expanding_module:
            c.ns.defined_macros.add(name)      # (all-defined-out) provides it
    else:
        blk.macros[name] = binding


@definition("define-signature")
def _signature_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    """A signature binds its name at once (for the forms after it) and no variable."""
    _bind_signature(c, x, blk, loc)
    return []


@lowered_form("define-signature")
def lower_define_signature(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    _bind_signature(c, x, blk, loc)
    return L(prim("void"))


# ------------------------------------------------------------------ unit

def _unit_parts(c: Compiler, x: Any, loc: Any, who: str, skip: int) -> tuple[str | None, list]:
    """The name a unit gets and its parts after the head (and ``skip`` more)."""
    ps = parts(c, x, loc)[1:]
    if ps and type(ps[0][0]) is _Named:
        return ps[0][0].name.name, ps[1 + skip:]
    return None, ps[skip:]


def _body_forms(c: Compiler, blk: Block, forms: list[tuple[Any, Any]]) -> list[tuple[Any, Any, list | None]]:
    """A unit body's forms, heads expanded and `begin`s spliced, each with the names it
    defines (None for an expression)."""
    look = _binding_block(blk)
    out, pending = [], list(forms)
    while pending:
        form, l = pending.pop(0)
        form = c.expand_head(form, look, l)
        if type(form) is Pair and form.car is _BEGIN and look.lookup(_BEGIN) is None:
            pending[0:0] = c.list_of(form.cdr, "begin", l)
            continue
        out.append((form, l, definition_names(c, form, look, l)))
    return out


def _assigned(x: Any, names: set[Symbol], loc: Any) -> tuple[Any, Any] | None:
    """A `(set! name ...)` of one of ``names`` in ``x`` (at ``loc``; quoted data left
    alone) and its position, or None."""
    if type(x) is not Pair or x.car is _QUOTE:
        return None
    if x.car is _SET and type(x.cdr) is Pair and x.cdr.car in names:
        return x, loc
    while type(x) is Pair:
        found = _assigned(x.car, names, x.loc or loc)
        if found is not None:
            return found
        x = x.cdr
    return None


def _name_loc(form: Any, name: Symbol, loc: Any) -> Any:
    """Where a definition form writes the name it defines (else ``loc``): `(define x
    ...)`, `(define (x . args) ...)` (curried too), `(define-values (a x) ...)`."""
    cell = form.cdr if type(form) is Pair else None
    if type(cell) is not Pair:
        return loc
    if cell.car is name:
        return cell.loc or loc
    target = cell.car
    while type(target) is Pair:
        item = target
        while type(item) is Pair:
            if item.car is name:
                return item.loc or loc
            item = item.cdr
        target = target.car
    return loc


def lower_unit_form(c: Compiler, x: Any, blk: Block, loc: Any, who: str, name: str | None,
                    ps: list[tuple[Any, Any]]) -> Any:
    """``ps``: `(import ...)`, `(export ...)` and the body of a unit: the unit's value
    (the module's docstring shows one)."""
    if not ps:
        raise c.syntax_error(f"{who}: missing import and export clauses\n  in: {write_string(x)}", loc, x)
    imports = _clause(c, ps[0][0], "import", who, x, loc)
    if imports is None:
        raise c.syntax_error(f"{who}: expected an import clause\n  in: {write_string(x)}", loc, x)
    if len(ps) < 2:
        raise c.syntax_error(f"{who}: missing export clause\n  in: {write_string(x)}", loc, x)
    exports = _clause(c, ps[1][0], "export", who, x, loc)
    if exports is None:
        raise c.syntax_error(f"{who}: expected an export clause\n  in: {write_string(x)}", loc, x)
    for spec, at in exports:
        if type(spec) is Pair and spec.car in (sym("only"), sym("except")):
            raise _error(c, who, "bad export-spec keyword", spec.car, x, spec.loc or at)
    import_specs = [_sig_spec(c, blk, s, who, x, at) for s, at in imports]
    export_specs = [_sig_spec(c, blk, s, who, x, at) for s, at in exports]
    imported = {n for _, members in import_specs for _, n in members if n is not None}
    exported = [n for _, members in export_specs for _, n in members]
    for n in exported:
        if n in imported:
            raise c.syntax_error(f"{who}: import {n.name} is exported\n  in: {write_string(x)}", loc, x)
    body = _body_forms(c, blk, ps[2:])
    defined: set[Symbol] = set()
    for form, l, names in body:
        for n in names or []:
            if n in defined:
                raise _error(c, who, "variable defined twice", n, x, _name_loc(form, n, l))
            if n in imported:
                raise _error(c, who, "definition for imported identifier", n, x, _name_loc(form, n, l))
            defined.add(n)
    for n in exported:
        if n not in defined:
            raise c.syntax_error(f"{who}: undefined export {n.name}\n  in: {write_string(x)}", loc, x)
    params = [n or Symbol(m) for _, members in import_specs for m, n in members]
    fixed = _assigned(_located([(f, l) for f, l, _ in body]), set(params) | set(exported), loc)
    if fixed is not None:
        raise c.syntax_error(f"unit: cannot set! imported or exported variables\n  in: {write_string(fixed[0])}",
                             fixed[1], fixed[0])
    last: Any = L(prim("void"))
    if body and body[-1][2] is None:
        last = body.pop()[0]
    results = Symbol("results")
    values = [Symbol(p.name) for p in params]
    end = L(prim("call-with-values"), L(_LAMBDA, NIL, last),
            L(_LAMBDA, results, make_list([prim("%unit-done"), results, *exported])))
    inner = make_pair(_LAMBDA, make_pair(NIL, make_list([f for f, _, _ in body] + [end])), loc)
    unlinked = prim("%unit-unlinked?")      # an import whose unit has not run yet
    linker = make_list([_LAMBDA, make_list(values),
                        *(L(_IF, L(unlinked, v), L(prim("void")), L(_SET, p, v)) for p, v in zip(params, values)),
                        L(prim("void"))])
    maker = make_list([_LAMBDA, NIL, *(L(_DEFINE, p, False) for p in params),
                       L(prim("values"), linker, inner)])
    unit_name = name or c.anonymous_name(loc)
    spec = Spec((unit_name, [s for s, _ in import_specs], [s for s, _ in export_specs]))
    return L(prim("%make-unit"), spec, maker)


@lowered_form("unit")
def lower_unit(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    name, ps = _unit_parts(c, x, loc, "unit", 0)
    return lower_unit_form(c, x, blk, loc, "unit", name, ps)


def _static(c: Compiler) -> dict[Symbol, tuple[list[Signature], list[Signature]]]:
    table = _STATIC.get(c.ns)
    if table is None:
        table = _STATIC[c.ns] = {}
    return table


def _define_unit_parts(c: Compiler, x: Any, blk: Block, loc: Any) -> tuple[Symbol, list]:
    ps = parts(c, x, loc)
    if len(ps) < 2 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax(x.car.name, x, loc)
    name = ps[1][0]
    if x.car.name == "define-unit" and len(ps) >= 4:
        imports = _clause(c, ps[2][0], "import", "define-unit", x, loc) or []
        exports = _clause(c, ps[3][0], "export", "define-unit", x, loc) or []
        _static(c)[name] = ([_sig_spec(c, blk, s, "define-unit", x, at)[0] for s, at in imports],
                            [_sig_spec(c, blk, s, "define-unit", x, at)[0] for s, at in exports])
    return name, ps[2:]


@definition("define-unit", "define-compound-unit", "define-compound-unit/infer")
def _define_unit_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    if x.car.name == "define-compound-unit/infer":
        return [_define_compound_infer(c, x, blk, loc)[0]]
    return [_define_unit_parts(c, x, blk, loc)[0]]


@lowered_form("define-unit")
def lower_define_unit(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(define-unit name (import ...) (export ...) body ...): a unit bound to name (and
    its signatures noted, for the `/infer` forms)."""
    name, ps = _define_unit_parts(c, x, blk, loc)
    return L(_DEFINE, name, lower_unit_form(c, x, blk, loc, "define-unit", name.name, ps))


# ------------------------------------------------------------------ invoking

def _supply(c: Compiler, blk: Block, specs: list[tuple[Any, Any]], who: str, x: Any,
            loc: Any) -> tuple[Spec, list]:
    """An `(import ...)` clause of an invocation: what it supplies ([(signature, [member
    ...])]) and the expressions (the names here) giving their values, in that order."""
    supply, values = [], []
    for spec, at in specs:
        sig, members = _sig_spec(c, blk, spec, who, x, at)
        head = spec.car if type(spec) is Pair else None
        if head in (sym("only"), sym("except")):    # Racket's words (its expansion's)
            raise c.syntax_error(f"define-unit-from-context: bad export-spec keyword\n  at: {head.name}"
                                 f"\n  in: {write_string(spec)}", spec.loc or at, spec)
        supply.append((sig, [m for m, n in members if n is not None]))
        values += [n for _, n in members if n is not None]
    return Spec(supply), values


@lowered_form("invoke-unit")
def lower_invoke_unit(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(invoke-unit expr) or (invoke-unit expr (import spec ...)): the unit invoked, its
    last body expression's values the result."""
    ps = parts(c, x, loc)
    imports = _clause(c, ps[2][0], "import", "invoke-unit", x, loc) if len(ps) == 3 else []
    if len(ps) not in (2, 3) or imports is None:
        raise c.bad_syntax("invoke-unit", x, loc)
    supply, values = _supply(c, blk, imports, "invoke-unit", x, loc)
    return make_list([prim("%invoke-unit"), Spec("invoke-unit"), ps[1][0], supply, *values])


def _dviu(c: Compiler, x: Any, blk: Block, loc: Any) -> tuple[Any, list, list]:
    """(define-values/invoke-unit expr (import spec ...) (export spec ...)): the unit
    expression, the import specs, the export specs."""
    who = "define-values/invoke-unit"
    ps = parts(c, x, loc)
    clauses = [p for p, _ in ps[2:]]
    imports = _clause(c, clauses[0], "import", who, x, loc) if clauses else None
    exports = _clause(c, clauses[1], "export", who, x, loc) if len(clauses) > 1 else []
    if len(ps) < 3 or len(ps) > 4 or imports is None or exports is None:
        raise c.bad_syntax(who, x, loc)
    return ps[1][0], imports, exports


def _wanted(c: Compiler, blk: Block, specs: list[tuple[Any, Any]], who: str, x: Any,
            loc: Any) -> tuple[list, list[Symbol]]:
    """The exports an `(export ...)` clause asks for ([(signature, [member ...])]) and
    the names they are defined as here, in that order."""
    want, names = [], []
    for spec, at in specs:
        sig = spec if isinstance(spec, Signature) else None
        if sig is not None:
            members: Members = [(m, sym(m)) for m in sig.members]
        else:
            sig, members = _sig_spec(c, blk, spec, who, x, at)
        want.append((sig, [m for m, n in members if n is not None]))
        names += [n for _, n in members if n is not None]
    return want, names


@definition("define-values/invoke-unit")
def _dviu_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    _, _, exports = _dviu(c, x, blk, loc)
    return _wanted(c, blk, exports, "define-values/invoke-unit/core", x, loc)[1]


@lowered_form("define-values/invoke-unit")
def lower_dviu(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """The unit invoked with the imports named here; the exports asked for defined here."""
    who = "define-values/invoke-unit"
    unit, imports, exports = _dviu(c, x, blk, loc)
    want, names = _wanted(c, blk, exports, who + "/core", x, loc)   # Racket's words
    supply, values = _supply(c, blk, imports, who, x, loc)
    return L(_DEFINE_VALUES, make_list(names),
             make_list([prim("%invoke-unit/exports"), Spec(who), unit, Spec(want), supply, *values]))


# ------------------------------------------------------------------ compound units

def _link_binding(c: Compiler, blk: Block, b: Any, who: str, x: Any, loc: Any) -> tuple[Symbol, Signature]:
    """`(tag : sig)`."""
    items = list_to_python(b) if type(b) is Pair and is_list(b) else []
    if len(items) != 3 or type(items[0]) is not Symbol or items[1] is not _COLON:
        raise c.bad_syntax(who, x, loc)
    return items[0], _signature(c, blk, items[2], who, x, loc)


def _compound_parts(c: Compiler, x: Any, blk: Block, loc: Any, who: str, name: str | None,
                    ps: list[tuple[Any, Any]]) -> Any:
    """(compound-unit (import (tag : sig) ...) (export tag ...) (link (((tag : sig) ...)
    unit-expr tag ...) ...)): the units linked, evaluated now."""
    clauses = [p for p, _ in ps]
    if len(clauses) != 3:
        raise c.bad_syntax(who, x, loc)
    imports = _clause(c, clauses[0], "import", who, x, loc)
    exports = _clause(c, clauses[1], "export", who, x, loc)
    links = _clause(c, clauses[2], "link", who, x, loc)
    if imports is None or exports is None or links is None:
        raise c.bad_syntax(who, x, loc)
    import_pairs = [_link_binding(c, blk, b, who, x, at) for b, at in imports]
    sigs = dict(import_pairs)
    table, units = [], []
    for decl, _ in links:
        items = list_to_python(decl) if type(decl) is Pair and is_list(decl) else []
        if len(items) < 2 or not is_list(items[0]) or not all(type(t) is Symbol for t in items[2:]):
            raise c.bad_syntax(who, x, loc)
        provided = [_link_binding(c, blk, b, who, x, loc) for b in list_to_python(items[0])]
        sigs.update(provided)
        table.append((provided, items[2:]))
        units.append(items[1])
    for tag, at in [(t, loc) for _, uses in table for t in uses] + exports:
        if tag not in sigs:
            raise _error(c, who, "unknown linking identifier", tag, x, at)
    exports = [t for t, _ in exports]
    spec = Spec((name or c.anonymous_name(loc), import_pairs, [(t, sigs[t]) for t in exports], table))
    return L(prim("%compound-unit"), spec, make_list([prim("list"), *units]))


@lowered_form("compound-unit")
def lower_compound_unit(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    name, ps = _unit_parts(c, x, loc, "compound-unit", 0)
    return _compound_parts(c, x, blk, loc, "compound-unit", name, ps)


@lowered_form("define-compound-unit")
def lower_define_compound_unit(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    name, ps = _define_unit_parts(c, x, blk, loc)
    return L(_DEFINE, name, _compound_parts(c, x, blk, loc, "define-compound-unit", name.name, ps))


def _unit_static(c: Compiler, name: Any, who: str, x: Any, loc: Any) -> tuple[list[Signature], list[Signature]]:
    """The signatures of a unit `define-unit` named (Racket's words if it is not one)."""
    static = _static(c).get(name) if type(name) is Symbol else None
    if static is None:
        raise _error(c, who, "unknown unit definition", name, x, loc)
    return static


def _inferred(c: Compiler, units: list[tuple[Any, Any]], who: str, x: Any, loc: Any) -> tuple[list[Signature], list[Signature]]:
    """The imports and exports of units linked by signature: the imports no unit exports."""
    statics = [_unit_static(c, u, who, x, at) for u, at in units]
    exports = [s for _, ex in statics for s in ex]
    imports: list[Signature] = []
    for im, _ in statics:
        for s in im:
            if not any(e.extends(s) for e in exports) and s not in imports:
                imports.append(s)
    return imports, exports


def _infer_compound(units: list[Any], imports: list[Signature], exports: list[Signature], name: str | None) -> Any:
    links = [(None, None)] * len(units)
    spec = Spec((name, [(None, s) for s in imports], [(None, s) for s in exports], links))
    return L(prim("%compound-unit"), spec, make_list([prim("list"), *units]))


def _define_compound_infer(c: Compiler, x: Any, blk: Block, loc: Any) -> tuple[Symbol, Any]:
    """(define-compound-unit/infer name (import sig ...) (export sig ...) (link unit-id ...))."""
    who = "define-compound-unit/infer"
    ps = parts(c, x, loc)
    if len(ps) != 5 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax(who, x, loc)
    imports = _clause(c, ps[2][0], "import", who, x, loc)
    exports = _clause(c, ps[3][0], "export", who, x, loc)
    links = _clause(c, ps[4][0], "link", who, x, loc)
    if imports is None or exports is None or links is None:
        raise c.bad_syntax(who, x, loc)
    import_sigs = [_signature(c, blk, s, who, x, at) for s, at in imports]
    export_sigs = [_signature(c, blk, s, who, x, at) for s, at in exports]
    units = [u for u, _ in links]
    _inferred(c, links, who, x, loc)     # each a unit define-unit named
    _static(c)[ps[1][0]] = (import_sigs, export_sigs)
    return ps[1][0], _infer_compound(units, import_sigs, export_sigs, ps[1][0].name)


@lowered_form("define-compound-unit/infer")
def lower_define_compound_infer(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    name, value = _define_compound_infer(c, x, blk, loc)
    return L(_DEFINE, name, value)


def _dviu_infer(c: Compiler, x: Any, blk: Block, loc: Any) -> tuple[Any, list[Signature], list]:
    """(define-values/invoke-unit/infer [(export spec ...)] unit-id-or-(link unit-id ...)):
    the unit expression, its imports, and the export specs (all its exports by default)."""
    who = "define-values/invoke-unit/infer"
    ps = parts(c, x, loc)
    if len(ps) not in (2, 3):
        raise c.bad_syntax(who, x, loc)
    exports = _clause(c, ps[1][0], "export", who, x, loc) if len(ps) == 3 else None
    if len(ps) == 3 and exports is None:
        raise c.bad_syntax(who, x, loc)
    spec = ps[-1][0]
    linked = _clause(c, spec, "link", who, x, loc)
    if linked is not None:
        units = [u for u, _ in linked]
        imports, all_exports = _inferred(c, linked, who, x, loc)
        unit = _infer_compound(units, imports, all_exports, None)
    else:
        imports, all_exports = _unit_static(c, spec, who, x, ps[-1][1])
        unit = spec
    return unit, imports, [(s, loc) for s in all_exports] if exports is None else exports


@definition("define-values/invoke-unit/infer")
def _dviu_infer_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    _, _, exports = _dviu_infer(c, x, blk, loc)
    return _wanted(c, blk, exports, "define-values/invoke-unit/infer", x, loc)[1]


@lowered_form("define-values/invoke-unit/infer")
def lower_dviu_infer(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """The unit invoked with its imports taken from here by their own names."""
    who = "define-values/invoke-unit/infer"
    unit, imports, exports = _dviu_infer(c, x, blk, loc)
    want, names = _wanted(c, blk, exports, who, x, loc)
    supply = Spec([(s, list(s.members)) for s in imports])
    values = [sym(m) for s in imports for m in s.members]
    return L(_DEFINE_VALUES, make_list(names),
             make_list([prim("%invoke-unit/exports"), Spec("define-values/invoke-unit"), unit,
                        Spec(want), supply, *values]))


@lowered_form("invoke-unit/infer")
def lower_invoke_unit_infer(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(invoke-unit/infer unit-id-or-(link unit-id ...)): the unit invoked with its
    imports taken from here by their own names; its last body expression's values."""
    who = "invoke-unit/infer"
    ps = parts(c, x, loc)
    if len(ps) != 2:
        raise c.bad_syntax(who, x, loc)
    linked = _clause(c, ps[1][0], "link", who, x, loc)
    if linked is not None:
        units = [u for u, _ in linked]
        imports, exports = _inferred(c, linked, who, x, loc)
        unit = _infer_compound(units, imports, exports, None)
    else:
        imports = _unit_static(c, ps[1][0], who, x, ps[1][1])[0]
        unit = ps[1][0]
    supply = Spec([(s, list(s.members)) for s in imports])
    values = [sym(m) for s in imports for m in s.members]
    return make_list([prim("%invoke-unit"), Spec("invoke-unit"), unit, supply, *values])


# ------------------------------------------------------------------ keywords

def _misplaced(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """`import`, `export`, `link` outside the forms they belong to."""
    owner = "compound-unit" if x.car.name == "link" else "unit"
    raise c.syntax_error(f"{x.car.name}: misuse of {owner} keyword\n  in: {write_string(x)}", loc, x)


lowered_form("import", "export", "link")(_misplaced)

FORMS = {"define-signature", "unit", "define-unit", "invoke-unit", "define-values/invoke-unit",
         "compound-unit", "define-compound-unit", "define-compound-unit/infer",
         "define-values/invoke-unit/infer", "invoke-unit/infer", "import", "export", "link"}
