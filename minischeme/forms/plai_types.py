"""`#lang plai`'s `define-type` and `type-case` (plai-lib's datatype.rkt), as plai does them.

`(define-type AE [num (n number?)] [add (lhs AE?) (rhs AE?)])` binds `AE` at expansion
time (what `type-case` reads; any other use is plai's `Illegal use of type name outside
type-case.`), the predicate `AE?`, and per variant a transparent struct printed `(num 3)`:
the constructor `num` (also `make-num`), `num?`, the accessors `num-n` and, unless
`#:immutable`, the mutators `set-num-n!`. Each of them checks its arguments as plai's
contracts do, `(-> (or/c undefined? number?) num?)` and so on, its field contracts
evaluated at its first call (so a field may be of a type defined later), and a failure is
racket/contract's blame error (`num: contract violation ... blaming: use ... at: FILE:L:C`,
the variant's or the field's name where it is written). `struct:num` is bound too, so that
a `match` pattern `(num n)` finds the type (in Racket the name `num` carries it).

`(type-case AE e [num (n) body ...] ... [else body ...])` checks at expansion what plai
checks, in its order and words (not a type, a variant twice, not a variant, a wrong number
of fields, a missing variant without `else`, an unreachable `else`), then at run time that
the value is an AE (`type-case: expected a value from type AE, got: 5`), and runs the
clause of its variant with the fields bound.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.namespace import Macro, macro_in_scope
from minischeme.expansion.syntax import SPECIAL_FORMS, L, definition, derived, lowered_form, parts, prim
from minischeme.forms import macros
from minischeme.forms.match_lowering import MATCH_FIELD    # (a struct's field, inlined)
from minischeme.primitives.racket_contract import Blame, _predicate_test, check, contract_name
from minischeme.values.data import (NIL, RACKET_UNDEFINED, VOID, MultipleValues, Pair, make_pair, StructInstance, StructType,
                                    Symbol, gensym, is_list, list_to_python, make_list, sym)
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import EXN_FAIL, SchemeSyntaxError, ordinal, racket_error
from minischeme.values.printer import display_string, error_value_string, write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import call

_QUOTE, _LET, _BEGIN = sym("quote"), sym("let"), sym("begin")
_TYPE = sym("%plai-type")
_ELSE = sym("else")
FORMS = ("define-type", "type-case")


class PlaiType:
    """A define-type's type as type-case reads it: its name, its variants (name, field
    names, where the name and each field are written), whether it is mutable, the source
    path; and, once the definition has run, each variant's struct type."""

    def __init__(self, name: Symbol, variants: list[tuple[Symbol, list[Symbol], Any, list[Any]]],
                 mutable: bool, path: Any) -> None:
        self.name = name
        self.variants = variants
        self.mutable = mutable
        self.path = path
        self.index: dict[StructType, int] = {}     # struct type -> its variant's position

    def field_count(self, variant: Symbol) -> int | None:
        for v, fields, _, _ in self.variants:
            if v is variant:
                return len(fields)
        return None


class PlaiTypeMacro(Macro):
    """What a define-type binds the type's name to: its PlaiType, for type-case; any
    other use is plai's syntax error."""

    def __init__(self, info: PlaiType) -> None:
        super().__init__(info.name.name, self._illegal)
        self.info = info

    def _illegal(self, form: Any, free: Any = None) -> Any:
        raise SchemeSyntaxError(f"{self.info.name.name}: Illegal use of type name outside type-case."
                                f"\n  in: {write_string(form)}", None, form)

    def identifier_error(self, name: Symbol, loc: Any) -> Exception:
        return SchemeSyntaxError(f"{name.name}: Illegal use of type name outside type-case."
                                 f"\n  in: {name.name}", loc, name)


def _transformer(c: Compiler, name: str, spec: Any, loc: Any) -> Macro | None:
    """define-syntax of `(%plai-type INFO)`, what define-type expands to."""
    if type(spec) is Pair and spec.car is _TYPE and type(spec.cdr) is Pair:
        return PlaiTypeMacro(spec.cdr.car)
    return None


macros.TRANSFORMER_HOOKS.insert(0, _transformer)


# ------------------------------------------------------------------ define-type's values

_UNDEFINED_P = Primitive("undefined?", lambda v: v is RACKET_UNDEFINED, 1, 1)
_ARROW, _OR = sym("->"), sym("or/c")


class _Field:
    """One field's contract as plai checks it, `(or/c undefined? field/c)`: made at the
    first call of a procedure that checks it (the field/c thunk called then)."""

    def __init__(self, thunk: Any) -> None:
        self.thunk = thunk
        self.contract: Any = None
        self.test: Any = None

    def force(self) -> Any:
        if self.contract is None:
            fc = call(self.thunk)
            self.test = _predicate_test(fc, None)
            self.contract = L(_OR, _UNDEFINED_P, fc)
        return self.contract

    def checked(self, value: Any, blame: Blame, position: int) -> Any:
        """``value`` checked as an argument (a procedure is kept unwrapped: the accessor
        wraps what it returns, and that wrapper's checks come first, as in Racket)."""
        if value is RACKET_UNDEFINED:
            return value
        test = self.test
        if test is not None:
            if test(value):
                return value
            raise blame.fail(write_string(_shown(self.contract)), value,
                             [f"the {ordinal(position)} argument of"], False)
        check(self.contract, value, blame, [f"the {ordinal(position)} argument of"], None, False)
        return value

    def returned(self, value: Any, blame: Blame) -> Any:
        """``value`` as an accessor returns it: a higher-order contract wraps it."""
        if self.test is not None or value is RACKET_UNDEFINED:
            return value
        return check(self.contract, value, blame, ["the range of"], None, True)


def _shown(contract: Any) -> Any:
    return contract_name(contract, None)


def _at(info: PlaiType, loc: Any) -> str | None:
    if info.path is False or loc is None:
        return None
    return f"{info.path}:{loc[0]}:{loc[1]}"


def _blame(name: str, contract: Any, info: PlaiType, loc: Any) -> Blame:
    return Blame(name, contract, name, "use", _at(info, loc))


def _constructor(name: str, stype: StructType, pred: Primitive, fields: list[_Field], info: PlaiType,
                 loc: Any) -> Primitive:
    n = len(fields)
    state: list[Any] = []       # [blame, each field's flat test (None: not flat)]

    def construct(*args: Any) -> StructInstance:
        if not state:
            state.append(_blame(name, make_list([_ARROW, *[f.force() for f in fields], pred]), info, loc))
            state.append([f.test for f in fields])
        values = list(args)
        i = 0
        for test, v in zip(state[1], args):
            if test is None or (not test(v) and v is not RACKET_UNDEFINED):
                values[i] = fields[i].checked(v, state[0], i + 1)     # (or its error)
            i += 1
        return make_struct_instance(stype, values)
    return Primitive(name, construct, n, n)


def _accessor(name: str, stype: StructType, pred: Primitive, field: _Field, index: int, info: PlaiType,
              loc: Any) -> Primitive:
    state: list[Any] = []

    def access(v: Any) -> Any:
        if not state:
            state.append(_blame(name, L(_ARROW, pred, field.force()), info, loc))
        if type(v) is StructInstance and v.stype is stype:
            return field.returned(v.fields[index], state[0])
        raise state[0].fail(pred.name, v, ["the 1st argument of"], False)
    return Primitive(name, access, 1, 1)


def _mutator(name: str, stype: StructType, pred: Primitive, field: _Field, index: int, info: PlaiType,
             loc: Any) -> Primitive:
    state: list[Any] = []

    def mutate(v: Any, new: Any) -> Any:
        if not state:
            state.append(_blame(name, L(_ARROW, pred, field.force(), sym("void")), info, loc))
        blame = state[0]
        if not (type(v) is StructInstance and v.stype is stype):
            raise blame.fail(pred.name, v, ["the 1st argument of"], False)
        v.fields[index] = field.checked(new, blame, 2)
        return VOID
    return Primitive(name, mutate, 2, 2)


def _make_type(info: PlaiType, thunks: Any) -> Any:
    """The values of a define-type, in the order of ``_names``."""
    info.index = {}
    variant_preds: list[Primitive] = []
    out: list[Any] = [None]
    for k, ((variant, fields, vloc, floc), field_thunks) in enumerate(zip(info.variants, list_to_python(thunks))):
        v = variant.name
        stype = StructType(v, [f.name for f in fields], None, transparent=True)
        if info.mutable:
            stype.immutable = frozenset()
        info.index[stype] = k
        pred = Primitive(f"{v}?", lambda x, t=stype: type(x) is StructInstance and x.stype is t, 1, 1)
        variant_preds.append(pred)
        checks = [_Field(t) for t in list_to_python(field_thunks)]
        out += [_constructor(v, stype, pred, checks, info, vloc),
                _constructor(f"make-{v}", stype, pred, checks, info, vloc), pred]
        out += [_accessor(f"{v}-{f.name}", stype, pred, checks[i], i, info, floc[i])
                for i, f in enumerate(fields)]
        if info.mutable:
            out += [_mutator(f"set-{v}-{f.name}!", stype, pred, checks[i], i, info, floc[i])
                    for i, f in enumerate(fields)]
        out.append(stype)
    index = info.index
    out[0] = Primitive(f"{info.name.name}?", lambda x: type(x) is StructInstance and x.stype in index, 1, 1)
    return MultipleValues(out)


def _variant_index(info: PlaiType, value: Any, has_else: bool) -> int:
    """The position of ``value``'s variant in its type, or plai's error for a value that is
    not of the type (`~a` shows it when the type-case has an else, `~e` when not)."""
    if type(value) is StructInstance:
        k = info.index.get(value.stype)
        if k is not None:
            return k
    shown = display_string(value) if has_else else error_value_string(value)
    raise racket_error(f"type-case: expected a value from type {info.name.name}, got: {shown}", EXN_FAIL)


MAKE = Primitive("%plai-define-type", _make_type, 2, 2)
INDEX = Primitive("%plai-variant-index", _variant_index, 3, 3)


# ------------------------------------------------------------------ define-type's syntax

def _names(info: PlaiType) -> list[Symbol]:
    names = [sym(f"{info.name.name}?")]
    for v, fields, _, _ in info.variants:
        names += [v, sym(f"make-{v.name}"), sym(f"{v.name}?")]
        names += [sym(f"{v.name}-{f.name}") for f in fields]
        if info.mutable:
            names += [sym(f"set-{v.name}-{f.name}!") for f in fields]
        names.append(sym(f"struct:{v.name}"))
    return names


def _parse_error(x: Any, loc: Any, why: str, at: Any = None, within: Any = None) -> SchemeSyntaxError:
    """define-type's syntax-parse error."""
    text = f"define-type: {why}"
    if at is not None:
        text += f"\n  at: {write_string(at)}"
    if within is not None:
        text += f"\n  within: {write_string(within)}"
    return SchemeSyntaxError(f"{text}\n  in: {write_string(x)}", loc, x)


def _plai_error(who: str, why: str, at: Any, loc: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(f"{who}: {why}\n  in: {write_string(at)}", loc, at)


def _duplicate(items: list[tuple[Any, Any]]) -> tuple[Any, Any] | None:
    """The first name in ``items`` that an earlier one repeats (check-duplicate-identifier)."""
    seen: set = set()
    for name, where in items:
        if name in seen:
            return name, where
        seen.add(name)
    return None


def _bound(c: Compiler, name: Symbol) -> bool:
    """Whether ``name`` already means something the module did not define (plai's
    identifier-binding test: the language's names, a required module's)."""
    cell = c.ns.cells.get(name)
    if cell is not None and getattr(cell, "imported", False):
        return True
    macro = c.ns.macros.get(name)
    if macro is not None and macro.home is not c:
        return True
    return SPECIAL_FORMS.get(name) is not None and c.ns.form_enabled(name)


_PARSED: dict[int, PlaiType] = {}


def _parse(c: Compiler, x: Any, loc: Any) -> tuple[PlaiType, list[Any]]:
    """The define-type form's type, and its field contracts' thunks (a list expression per
    variant). At the top of a module it is expanded as the module collects its
    definitions, so the names it finds defined are those of the forms before it."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise _parse_error(x, loc, "expected more terms starting with identifier", NIL, x)
    name = ps[1][0]
    if type(name) is not Symbol or name.name.startswith("#:"):
        raise _parse_error(x, loc, "expected identifier", name)
    rest = ps[2:]
    mutable = True
    if rest and rest[0][0] is sym("#:immutable"):
        mutable, rest = False, rest[1:]
    variants, contracts = [], []
    for v, vloc in rest:
        if type(v) is not Pair or not is_list(v):
            raise _parse_error(x, loc, "bad syntax")
        items = c.list_of(v, "define-type", vloc)
        if type(items[0][0]) is not Symbol or items[0][0].name.startswith("#:"):
            raise _parse_error(x, loc, "expected identifier", items[0][0])
        fields, flocs, fcs = [], [], []
        for f, floc in items[1:]:
            if type(f) is not Pair or not is_list(f):
                raise _parse_error(x, loc, "bad syntax")
            fitems = c.list_of(f, "define-type", floc)
            if type(fitems[0][0]) is not Symbol or fitems[0][0].name.startswith("#:"):
                raise _parse_error(x, loc, "expected identifier", fitems[0][0])
            if len(fitems) < 2:
                raise _parse_error(x, loc, "expected more terms starting with expression", NIL, f)
            if len(fitems) > 2:
                raise _parse_error(x, loc, "unexpected term", fitems[2][0])
            fields.append(fitems[0][0])
            flocs.append(fitems[0][1])
            fcs.append(fitems[1])
        variants.append((items[0][0], fields, items[0][1], flocs))
        contracts.append(fcs)
    if not variants:
        raise _plai_error("define-type", f"you must specify a sequence of variants after the type, "
                          f"{name.name}", x, loc)
    dup = _duplicate([(v, w) for v, _, w, _ in variants])
    if dup is not None:
        raise _plai_error("define-type", "this identifier has already been used", dup[0], dup[1] or loc)
    for _, fields, _, flocs in variants:
        dup = _duplicate(list(zip(fields, flocs)))
        if dup is not None:
            raise _plai_error("define-type", "this identifier has already been used", dup[0], dup[1] or loc)
    # (plai means to check `T?` too, but the identifier it checks is its own `datatype?`)
    for n, where in [(v, w) for v, _, w, _ in variants]:
        if _bound(c, n) or n in c.module_names:
            raise _plai_error("define-type", "identifier is already bound in this scope (If you didn't "
                              "define it, it was defined by the PLAI language.)", n, where or loc)
    path = getattr(c.ns, "source_path", None)
    info = PlaiType(name, variants, mutable, str(path) if path is not None else False)
    return info, [make_pair(prim("list"), make_list([make_pair(sym("lambda"), make_pair(NIL, make_pair(e, NIL, el))) for e, el in fcs]))
                  for fcs in contracts]


@definition("define-type")
def _define_type_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    """In a body: the type's name bound at once, and the procedures' names."""
    info, _ = _parse(c, x, loc)
    _PARSED[id(x)] = info
    blk.macros[info.name] = PlaiTypeMacro(info)
    return _names(info)


@derived("define-type")
def expand_define_type(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-type T [#:immutable] [variant (field contract) ...] ...+)."""
    info, thunks = _parse(c, x, loc)
    known = _PARSED.pop(id(x), None)
    if known is not None:       # the body's first pass made the type type-case reads
        known.variants, known.mutable, known.path = info.variants, info.mutable, info.path
        info = known
    return L(_BEGIN, L(sym("define-syntax"), info.name, L(_TYPE, info)),
             L(sym("define-values"), make_list(_names(info)),
               L(MAKE, L(_QUOTE, info), make_pair(prim("list"), make_list(thunks)))))


# ------------------------------------------------------------------ type-case

def _find_type(c: Compiler, blk: Any, name: Any) -> PlaiType | None:
    """The type `name` names where a type-case is, or None."""
    if type(name) is not Symbol:
        return None
    return getattr(macro_in_scope(blk, c.ns.macros, name, c.module_names), "info", None)


def _clause_error(c: Compiler, clause: Any, cloc: Any) -> None:
    """validate-clause: plai's words for a malformed clause (None when it is well formed)."""
    items = c.list_of(clause, "type-case", cloc) if type(clause) is Pair and is_list(clause) else None
    if items is None or len(items) < 2 or not is_list(items[1][0]):
        raise _plai_error("type-case", "this case is missing a field list (possibly an empty field list)",
                          clause, cloc)
    if len(items) == 2:
        raise _plai_error("type-case", "this case is missing a body expression", clause, cloc)
    if type(items[0][0]) is not Symbol:
        raise _plai_error("type-case", "this must be the name of a variant", items[0][0], items[0][1] or cloc)
    for f, floc in c.list_of(items[1][0], "type-case", items[1][1]) if items[1][0] is not NIL else []:
        if type(f) is not Symbol:
            raise _plai_error("type-case", "this must be an identifier that names the value of a field",
                              f, floc or cloc)


def _well_formed(c: Compiler, clause: Any, cloc: Any) -> tuple[Any, Any, list, list] | None:
    """A clause `[variant (field ...) body ...+]`: (variant, its location, the fields with
    their locations, the body), or None."""
    if type(clause) is not Pair or not is_list(clause):
        return None
    items = c.list_of(clause, "type-case", cloc)
    if len(items) < 3 or type(items[0][0]) is not Symbol or not is_list(items[1][0]):
        return None
    fields = c.list_of(items[1][0], "type-case", items[1][1]) if items[1][0] is not NIL else []
    if not all(type(f) is Symbol for f, _ in fields):
        return None
    return items[0][0], items[0][1] or cloc, fields, [e for e, _ in items[2:]]


@lowered_form("type-case")
def lower_type_case(c: Compiler, x: Any, blk: Any, loc: Any) -> Any:
    """(type-case T e [variant (field ...) body ...+] ... [else body ...])."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise _plai_error("type-case", "syntax error in type-case; search the Help Desk for `type-case' "
                          "for assistance.", x, loc)
    (type_id, tloc), (expr, eloc), clauses = ps[1], ps[2], ps[3:]
    last = clauses[-1][0] if clauses else None
    has_else = (type(last) is Pair and last.car is _ELSE and is_list(last))
    body_clauses = clauses[:-1] if has_else else clauses
    parsed = [_well_formed(c, cl, cloc) for cl, cloc in body_clauses]
    info = _find_type(c, blk, type_id)
    if info is None or None in parsed or (type(type_id) is not Symbol):
        if info is None:
            raise _plai_error("type-case", "this must be a type defined with define-type", type_id, tloc or loc)
        for cl, cloc in clauses:
            _clause_error(c, cl, cloc)
        raise _plai_error("type-case", "Unknown error", x, loc)
    dup = _duplicate([(v, vl) for v, vl, _, _ in parsed])
    if dup is not None:
        raise _plai_error("define-type", "this identifier has already been used", dup[0], dup[1])
    for _, _, fields, _ in parsed:
        dup = _duplicate(fields)
        if dup is not None:
            raise _plai_error("define-type", "this identifier has already been used", dup[0], dup[1] or loc)
    for v, vl, _, _ in parsed:
        if info.field_count(v) is None:
            raise _plai_error("type-case", "this is not a variant of the specified type", v, vl)
    for v, vl, fields, _ in parsed:
        n = info.field_count(v)
        if n != len(fields):
            raise _plai_error("type-case", f"this variant has {n} fields, but you provided bindings for "
                              f"{len(fields)} fields", v, vl)
    named = {v for v, _, _, _ in parsed}
    missing = [v for v, _, _, _ in info.variants if v not in named]
    if has_else and not missing:
        raise _plai_error("type-case", "the else branch of this type-case is unreachable; you have matched "
                          "all variants", x, loc)
    if not has_else and missing:
        raise _plai_error("type-case", f"syntax error; probable cause: you did not include a case for the "
                          f"{missing[0].name} variant, or no else-branch was present", x, loc)
    value, k = gensym("expr"), gensym("variant")
    positions = {v: i for i, (v, _, _, _) in enumerate(info.variants)}
    out = []
    for v, _, fields, body in parsed:
        binds = make_list([L(f, L(MATCH_FIELD, value, i)) for i, (f, _) in enumerate(fields)])
        out.append(L(L(prim("eq?"), k, positions[v]), make_pair(_LET, make_pair(binds, make_list(body)))))
    if has_else:
        else_body = list_to_python(last.cdr)
        if not else_body:
            raise SchemeSyntaxError(f"cond: missing expressions in `else' clause\n  at: (else)"
                                    f"\n  in: {write_string(x)}", clauses[-1][1] or loc, x)
        out.append(L(_ELSE, make_pair(_LET, make_pair(NIL, make_list(else_body)))))
    return L(_LET, L(make_pair(value, make_pair(expr, NIL, eloc))),
             L(_LET, L(L(k, L(INDEX, L(_QUOTE, info), value, has_else))),
               make_pair(sym("cond"), make_list(out))))

