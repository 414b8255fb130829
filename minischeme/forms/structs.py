"""`struct` and `define-struct`: a new struct type, its constructor, predicate and accessors."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.values.data import (NIL, UNDEFINED, MultipleValues, Pair, make_pair, StructInstance, StructType, Symbol,
                   gensym, is_list, list_to_python, sym)
from minischeme.values.errors import SchemeSyntaxError, contract_error, racket_error
from minischeme.values.procedures import TailCall, is_keyword, make_tail_call
from minischeme.expansion.syntax import SPECIAL_FORMS, L, definition, lowered_form, parts, prim
from minischeme.values.printer import write_string
from minischeme.values.struct_properties import (GENERICS, GUARD, PROP_CUSTOM_WRITE,
                                                 UNSUPPORTED_GENERICS, Methods, set_properties)
from minischeme.values.procedures import Primitive
from minischeme.expansion import teaching
from minischeme.forms.struct_names import struct_type_variable
from minischeme.forms.generics import find_interface, methods_expr
from minischeme.values.struct_types import (StructSpec, _accessor, _mutator, inherited_guard, prefab_type,  # noqa: F401  (re-exported)
                           make_struct_procedures)


def parse_struct(c: Compiler, x: Any, loc: Any) -> StructSpec:
    ps = parts(c, x, loc)
    legacy = x.car.name == "define-struct"
    if len(ps) < 3:
        raise c.bad_syntax(x.car.name, x, loc)
    name = ps[1][0]
    parent = None
    if legacy and type(name) is not Symbol:
        # (define-struct (name parent) (fields))
        items = list_to_python(name) if is_list(name) else []
        if len(items) != 2 or not all(type(i) is Symbol for i in items):
            raise c.bad_syntax(x.car.name, x, loc)
        name, parent = items
    rest = ps[2:]
    if not legacy and type(rest[0][0]) is Symbol and not rest[0][0].name.startswith("#:"):
        parent = rest[0][0]
        rest = rest[1:]
    if type(name) is not Symbol or not rest:
        raise c.bad_syntax(x.car.name, x, loc)
    fields, autos = _fields(x, rest[0])
    opts = [o for o, _ in rest[1:]]
    names = {o.name for o in opts if type(o) is Symbol}
    ctor = None
    for i, o in enumerate(opts):
        if o is sym("#:constructor-name") or o is sym("#:extra-constructor-name"):
            if i + 1 >= len(opts):
                raise _struct_error(x, "expected 1 identifier after keyword", o, rest[1 + i][1])
            if type(opts[i + 1]) is not Symbol:
                raise SchemeSyntaxError(f"{x.car.name}: need an identifier after {o.name} specification"
                                        f"\n  at: {write_string(opts[i + 1])}\n  in: {write_string(x)}",
                                        rest[2 + i][1], x)
            ctor = opts[i + 1].name
        elif type(o) is Symbol and o.name in _ONE_ARGUMENT and i + 1 >= len(opts):
            raise _struct_error(x, "expected 1 expression after keyword", o, rest[1 + i][1])
    # a teaching language's structures are transparent: equal? compares their fields
    transparent = ("#:transparent" in names or _inspects(opts)
                   or (legacy and "htdp" in c.ns.enabled_modules))
    # htdp/asl's `define-struct` makes a mutator for each field, as `#:mutable` does
    mutable = "#:mutable" in names or (legacy and "htdp/advanced" in c.ns.enabled_modules)
    if legacy and ctor is None and teaching.level(c.ns) is not None:
        ctor = f"make-{name.name}"      # the teaching languages' constructor is only make-NAME
    spec = StructSpec(name, parent, fields, transparent,
                      "#:prefab" in names,
                      mutable, legacy, ctor, autos)
    spec.properties = struct_options(x, rest[1:])
    if spec.prefab and any(o[0] != "guard" for o in spec.properties):
        at = next(l for o, l in rest[1:] if o is sym("#:prefab"))
        raise SchemeSyntaxError(f"{x.car.name}: cannot use #:prefab specification for a "
                                f"structure type with properties\n  at: #:prefab\n"
                                f"  in: {write_string(x)}", at, x)
    return spec


def _inspects(opts: list) -> bool:
    """Does the form's `#:inspector` make the type transparent to the program, as
    `#:inspector #f` does, and `(make-inspector)` (a new inspector under the current one)?
    (An expression of another shape leaves the type opaque.)"""
    for i, o in enumerate(opts[:-1]):
        if o is sym("#:inspector"):
            v = opts[i + 1]
            return v is False or (type(v) is Pair and v.cdr is NIL and v.car in (
                sym("make-inspector"), sym("make-sibling-inspector")))
    return False


# the options after which come one expression (or identifier)
_ONE_ARGUMENT = {"#:constructor-name", "#:extra-constructor-name", "#:name", "#:extra-name",
                 "#:auto-value", "#:guard", "#:inspector", "#:reflection-name"}


def struct_options(x: Any, options: list) -> list:
    """A struct form's #:property and #:methods clauses, in order: ("property", (prop,
    loc), (value, loc)) and ("methods", generic name, the definitions, loc); their bad
    syntax is Racket's complaint."""
    out: list = []
    i = 0
    while i < len(options):
        o, loc = options[i]
        if o is sym("#:property") or o is sym("#:methods"):
            if i + 2 >= len(options):
                what = "expressions" if o is sym("#:property") else "arguments"
                raise _struct_error(x, f"expected 2 {what} after keyword", o, loc)
            if o is sym("#:property"):
                out.append(("property", options[i + 1], options[i + 2]))
            else:
                generic, gloc = options[i + 1]
                if type(generic) is Symbol and generic.name in UNSUPPORTED_GENERICS:
                    raise SchemeSyntaxError(
                        f"{x.car.name}: #:methods {generic.name} is not supported by minischeme"
                        f"\n  at: {generic.name}\n  in: {write_string(x)}", gloc, x)
                if type(generic) is not Symbol:
                    raise _not_generic(x, generic, gloc)
                body, bloc = options[i + 2]
                if not is_list(body):
                    raise _struct_error(x, "expected 2 arguments after keyword", o, loc)
                # (a name that is not Racket's is looked up where the form is lowered:
                # a define-generics interface, forms/generics.py)
                out.append(("methods", generic.name, list_to_python(body), bloc, gloc))
            i += 3
        elif o is sym("#:guard") and i + 1 < len(options):
            out.append(("guard", options[i + 1]))
            i += 2
        elif o is sym("#:inspector") and i + 1 < len(options):
            i += 2
        elif type(o) is Symbol and o.name in _ONE_ARGUMENT:
            i += 2
        else:
            i += 1
    return out


def _not_generic(x: Any, generic: Any, loc: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(
        f"{x.car.name}: the first argument to the #:methods specification is not a name for "
        f"a generic interface\n  at: {write_string(generic)}\n  in: {write_string(x)}", loc, x)


def _defined_name(d: Any) -> Symbol | None:
    """The name a `(define ...)` or `(define/generic ...)` in #:methods defines."""
    if type(d) is Pair and d.car in (sym("define"), sym("define/generic")) and type(d.cdr) is Pair:
        target = d.cdr.car
        while type(target) is Pair:         # (define ((curried a) b) ...)
            target = target.car
        if type(target) is Symbol:
            return target
    return None


def _methods_expr(generic: str, defs: list, loc: Any) -> Any:
    """`#:methods generic [defs ...]` as an expression: the definitions in a body whose
    value is the generic's methods (#f for one not defined), a define/generic bound to the
    generic's own method (which dispatches on its first argument)."""
    names = {_defined_name(d) for d in defs}
    body = []
    for d in defs:
        if type(d) is Pair and d.car is sym("define/generic"):
            items = list_to_python(d) if is_list(d) else []
            if len(items) != 3 or type(items[1]) is not Symbol or type(items[2]) is not Symbol:
                raise SchemeSyntaxError(f"define/generic: bad syntax\n  in: {write_string(d)}",
                                        d.loc or loc, d)
            d = L(sym("define"), items[1], L(GENERIC_METHOD, generic, items[2].name))
        body.append(d)
    methods = [sym(m) if sym(m) in names else False for m in GENERICS[generic][1]]
    return make_pair(_LET, make_pair(NIL, _chain(body + [L(METHODS, generic, *methods)])), loc)


_FIELD_INDEX = sym("struct-field-index")


def _field_indexes(spec: StructSpec, x: Any) -> Any:
    """A #:property expression with each `(struct-field-index field)` in it replaced by
    the index of that field among the type's own fields (quoted data left alone)."""
    if type(x) is not Pair:
        return x
    if x.car is _QUOTE:
        return x
    if x.car is _FIELD_INDEX and type(x.cdr) is Pair and x.cdr.cdr is NIL:
        names = [n for n, _ in spec.fields]
        field = x.cdr.car
        if type(field) is not Symbol or field.name not in names:
            raise SchemeSyntaxError(f"struct-field-index: no such field\n  at: "
                                    f"{write_string(field)}\n  in: {write_string(x)}", x.loc, x)
        return names.index(field.name)
    car, cdr = _field_indexes(spec, x.car), _field_indexes(spec, x.cdr)
    if car is x.car and cdr is x.cdr:
        return x
    return make_pair(car, cdr, x.loc)


def _chain(items: list, locs: list | None = None) -> Any:
    """The list of items; ``locs``: each one's source position (so a lambda among them is
    named by its own position, as Racket names it)."""
    out = NIL
    for i in range(len(items) - 1, -1, -1):
        out = make_pair(items[i], out, locs[i] if locs else None)
    return out


def auto_value_expr(x: Any, rest: list) -> tuple[Any, Any] | None:
    """The (expression, location) after a struct form's #:auto-value, or None."""
    for i, (o, _) in enumerate(rest):
        if o is sym("#:auto-value") and i + 1 < len(rest):
            return rest[i + 1]
    return None


def _fields(x: Any, spec: tuple) -> tuple[list[tuple[str, bool]], int]:
    """The (name, mutable?) of each field description and how many of the last are #:auto
    (an auto field before a non-auto one is Racket's complaint, as is a bad description)."""
    flist, floc = spec
    if not is_list(flist):
        raise _struct_error(x, "expected a parenthesized sequence of field descriptions",
                            flist, floc)
    fields = []
    autos = 0
    for f in list_to_python(flist):
        name = f
        field = f if type(f) is Symbol else f.car if type(f) is Pair else None
        if type(field) is Symbol and any(n == field.name for n, _ in fields):
            raise SchemeSyntaxError(f"{x.car.name}: duplicate field identifier\n  at: {field.name}"
                                    f"\n  in: {write_string(x)}", floc, x)
        if type(f) is Symbol:
            fields.append((f.name, False))
        else:
            name = _field_with_options(x, f, floc, fields)
            if sym("#:auto") in list_to_python(f)[1:]:
                autos += 1
                continue
        if autos:
            raise SchemeSyntaxError(f"{x.car.name}: non-auto field after an auto field disallowed"
                                    f"\n  at: {name.name}\n  in: {write_string(x)}", floc, x)
    return fields, autos


def _field_with_options(x: Any, f: Any, floc: Any, fields: list) -> Symbol:
    """A parenthesized field description `[name #:mutable #:auto]`: added to ``fields``."""
    items = list_to_python(f) if type(f) is Pair and is_list(f) else []
    if not items or type(items[0]) is not Symbol:
        raise _struct_error(x, "expected a field identifier or a parenthesized identifier "
                               "and field-specification sequence", f, floc)
    for k, option in enumerate(items[1:]):
        if option is not sym("#:mutable") and option is not sym("#:auto"):
            what = ("unrecognized field-specification keyword" if is_keyword(option)
                    else "expected a field-specification keyword")
            raise SchemeSyntaxError(f"{x.car.name}: {what}"
                                    f"\n  at: {write_string(option)}\n  in: {write_string(x)}",
                                    floc, x)
        if option in items[1:k + 1]:
            raise SchemeSyntaxError(f"{x.car.name}: redundant {option.name} specification for field"
                                    f"\n  at: {option.name}\n  in: {write_string(x)}", floc, x)
    fields.append((items[0].name, sym("#:mutable") in items[1:]))
    return items[0]


def _struct_error(x: Any, why: str, at: Any, loc: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(f"{x.car.name}: bad syntax;\n {why}\n  at: {write_string(at)}\n"
                             f"  in: {write_string(x)}", loc, x)


def struct_names(c: Compiler, x: Any, loc: Any) -> list[Symbol]:
    return parse_struct(c, x, loc).names()


@definition("struct", "define-struct")
def _struct_definition_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol] | None:
    """A struct form defines its procedures' names (unless `struct` is bound otherwise)."""
    if c.special_form(x.car) is SPECIAL_FORMS[x.car]:
        return struct_names(c, x, loc)
    return None


def _struct_values(spec: StructSpec, parent: Any, auto_value: Any, props: Any = ()) -> Any:
    """A new struct type of ``spec`` and its procedures, as the values of spec.names();
    ``props``: its properties' (property, value) pairs, as %struct-props made them."""
    names = [n for n, _ in spec.fields]
    if spec.prefab and not props:    # one type per prefab key
        mutable = frozenset(i for i, (_, m) in enumerate(spec.fields) if m or spec.mutable)
        stype = prefab_type(spec.name.name, len(names), parent or None, names, mutable,
                            spec.auto_fields, auto_value)
    else:
        stype = StructType(spec.name.name, names, parent or None,
                           spec.transparent, spec.prefab, spec.auto_fields, auto_value)
    if props:
        set_properties(stype, props, {i for i, (_, mutable) in enumerate(spec.fields)
                                      if mutable or spec.mutable})
    values = make_struct_procedures(stype, spec)
    return MultipleValues([values[n.name] for n in spec.names()])


STRUCT_VALUES = Primitive("%struct-values", _struct_values, 3, 4)


def _struct_props(*items: Any) -> list:
    """Property, value, property, value ... as pairs (a #:methods clause's value is its
    Methods, its property None)."""
    return [(items[k], items[k + 1]) for k in range(0, len(items), 2)]


STRUCT_PROPS = Primitive("%struct-props", _struct_props, 0, None)
METHODS = Primitive("%struct-methods", lambda generic, *procs: Methods(generic, list(procs)), 1, None)


def _generic_method(generic: str, method: str) -> Primitive:
    """What define/generic binds: the generic's method ``method``, which runs the method of
    its first argument's type."""
    prop, methods = GENERICS[generic]
    index = methods.index(method) if method in methods else None
    if index is None:
        raise racket_error(f"define/generic: {method} is not a method of generic interface {generic}")

    def dispatch(v: Any, *args: Any) -> Any:
        stype = v.stype if type(v) is StructInstance else None
        found = None if stype is None else (stype.writer if prop is PROP_CUSTOM_WRITE
                                             else stype.equal_hash and stype.equal_hash[index])
        if found is None:
            raise contract_error(method, generic[4:] + "?", v)
        return make_tail_call(found, [v, *args])
    return Primitive(method, dispatch, 1, None)


GENERIC_METHOD = Primitive("%generic-method", _generic_method, 2, 2)
_QUOTE = sym("quote")


@lowered_form("struct", "define-struct")
def lower_struct(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """A struct form as (define-values (names ...) (%struct-values spec parent
    auto-value)), at module level as in a body (where each time the body runs it makes a
    new struct type): the parent's struct type, then the #:auto-value expression, evaluated
    in order; its bad syntax is parse_struct's error."""
    spec = parse_struct(c, x, loc)
    parent = struct_type_variable(c, blk, spec.parent) if spec.parent else False
    auto = auto_value_expr(x, parts(c, x, loc)[3:])
    auto_value = make_pair(auto[0], NIL, auto[1]) if auto else L(False)  # at its position
    if spec.properties:
        props, locs = [], []
        for option in spec.properties:
            if option[0] == "property":
                props += [option[1][0], _field_indexes(spec, option[2][0])]
                locs += [option[1][1], option[2][1]]
            elif option[0] == "guard":
                props += [L(_QUOTE, GUARD), option[1][0]]
                locs += [None, option[1][1]]
            elif option[1] in GENERICS:
                props += [False, _methods_expr(option[1], option[2], option[3])]
                locs += [None, option[3]]
            else:
                iface = find_interface(c, blk, sym(option[1]))
                if iface is None:
                    raise _not_generic(x, sym(option[1]), option[4])
                props += [L(_QUOTE, iface.prop), methods_expr(iface, option[2], option[3], of_struct=True)]
                locs += [None, option[3]]
        auto_value = make_pair(auto_value.car, L(make_pair(STRUCT_PROPS, _chain(props, locs))), auto_value.loc)
    return L(sym("define-values"), L(*spec.names()),
             make_pair(STRUCT_VALUES, make_pair(L(_QUOTE, spec), make_pair(parent, auto_value))))


@lowered_form("struct-copy")
def lower_struct_copy(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(struct-copy id e [field e'] ...) as core forms over the %struct-copy helpers (which
    check the value, and a field of a struct type from another module, at run time). Its
    syntax is checked first, whole, as Racket's macro does: the struct type's name, then
    each field update, each error in Racket's words at the part it names."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("struct-copy", x, loc)
    where = write_string(x)
    if type(ps[1][0]) is not Symbol:
        raise SchemeSyntaxError("struct-copy: not an identifier for structure type\n"
                                f"  at: {write_string(ps[1][0])}\n  in: {where}", ps[1][1], x)
    name = ps[1][0].name
    type_variable = struct_type_variable(c, blk, ps[1][0])
    if not _statically_bound(c, blk, type_variable):
        raise SchemeSyntaxError("struct-copy: identifier is not bound to a structure type\n"
                                f"  at: {name}\n  in: {where}", ps[1][1], x)
    updates = []
    for clause, l in ps[3:]:
        if not (is_list(clause) and len(list_to_python(clause)) == 2 and type(clause.car) is Symbol):
            raise SchemeSyntaxError("struct-copy: bad syntax;\n expected a field update of the "
                                    "form (<field-id> <expr>)\n or (<field-id> #:parent "
                                    f"<parent-id> <expr>)\n  at: {write_string(clause)}\n"
                                    f"  in: {where}", l, x)
        field = clause.car.name
        if not _statically_bound(c, blk, sym(f"{name}-{field}")):
            raise _not_a_field(x, field, clause.loc or l)
        updates.append((field, clause.cdr))
    t, v = gensym("struct-type"), gensym("struct-value")
    pairs = [(gensym("field-index"), gensym("field-value")) for _ in updates]
    body = L(prim("%struct-copy"), t, v, *[n for pair in pairs for n in pair])
    for (field, expr), (i, val) in reversed(list(zip(updates, pairs))):
        body = L(_LET, L(L(i, L(prim("%struct-copy-field"), t, field, where))), L(_LET, L(make_pair(val, expr)), body))
    # each expression keeps its position (its cell of the form), for the errors inside it
    return L(_LET, L(L(t, type_variable), make_pair(v, make_pair(ps[2][0], NIL, ps[2][1]))),
             L(_LET, L(L(v, L(prim("%struct-copy-check"), t, v, name))), body))


_LET = sym("let")


def _statically_bound(c: Compiler, blk: Block, name: Symbol) -> bool:
    """Is ``name`` known while compiling: a local, a definition of this module, or an
    imported or already defined variable? (struct-copy's fields are the type's accessors.)"""
    if blk.lookup(name) is not None or name in c.module_names:
        return True
    cell = c.ns.cells.get(name)
    return cell is not None and cell.value is not UNDEFINED


def _not_a_field(x: Any, field: str, loc: Any) -> SchemeSyntaxError:
    """struct-copy of a field the named type has no accessor for (a parent's field too)."""
    return SchemeSyntaxError(f"struct-copy: field name not associated with the given structure "
                             f"type\n  at: {field}\n  in: {write_string(x)}", loc, x)
