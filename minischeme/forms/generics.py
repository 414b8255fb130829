"""racket/generic's `define-generics`: a generic interface of a program's own, which
structs implement with `#:methods gen:NAME [definitions ...]` (forms/structs.py), and
other values through `#:defaults`.

`(define-generics NAME (method NAME arg ... [optional-arg] ... . rest) ... option ...)`
binds `gen:NAME` (at expansion time: what `#:methods` names), the predicate `NAME?`, one
procedure per method, which runs the implementation of the value in its NAME position, and
with `#:defined-predicate`/`#:defined-table` those. The options: `#:defaults ([pred?
definitions ...] ...)` (and `#:fast-defaults`, the same here) for values that are not
structs of the interface, tried in order; `#:fallbacks [definitions ...]`, the methods of
an implementation that lacks them. Inside `#:methods` (and the options' definitions),
`(define/generic local method)` names the generic method itself.

The interface is a struct-type property (values/struct_properties.py: a program's
property, its value the implementation's methods in the interface's order), so a subtype
inherits its parent's methods and a `#:methods` clause of its own overrides them. Errors
are Racket 8.7's: a value that does not implement the interface is `method: contract
violation:` naming `NAME?` and the argument's position; a method the value's
implementation lacks (and no fallback gives) is `method: not implemented for VALUE`.
Left out: keyword arguments in method headers, `#:derive-property`, `NAME/c`.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.namespace import Macro, macro_in_scope
from minischeme.expansion.syntax import L, definition, derived, parts, prim
from minischeme.forms import macros
from minischeme.values.data import (NIL, VOID, HashTable, Pair, make_pair, StructInstance, Symbol, is_list, list_to_python,
                                    make_list, sym)
from minischeme.values.errors import EXN_FAIL, EXN_FAIL_CONTRACT, SchemeSyntaxError, ordinal, racket_error
from minischeme.values.printer import error_value_string, write_string
from minischeme.values.procedures import Primitive
from minischeme.values.procedures import TailCall, make_tail_call
from minischeme.values.runtime import call, is_procedure, procedure_arity_includes
from minischeme.values.struct_properties import StructTypeProperty

_QUOTE = sym("quote")
_DEFINE = sym("define")
_INTERFACE = sym("%generic-interface")


class GenericInterface:
    """A define-generics interface: its property, its methods (name, the position of the
    dispatching argument), the procedures bound to them, and what its options gave when
    the form ran (the defaults' predicates and methods, the fallbacks)."""

    def __init__(self, name: str, methods: list[tuple[str, int, int, int | None]]) -> None:
        self.name = name
        self.prop = StructTypeProperty(name, True)
        self.method_names = [m[0] for m in methods]
        self.arities = [(m[2], m[3]) for m in methods]     # each header's (low, high or None)
        self.defaults: list[tuple[Any, tuple]] = []
        self.fallbacks: tuple | None = None
        self.procedures = {m[0]: self._method(i, *m) for i, m in enumerate(methods)}
        self.predicate = Primitive(f"{name}?", lambda v: self.table_of(v) is not None, 1, 1)

    def table_of(self, v: Any) -> tuple | None:
        """The methods of v's implementation: its struct type's, else the first default
        whose predicate holds; None for a value that does not implement the interface."""
        if type(v) is StructInstance:
            found = v.stype.props.get(self.prop)
            if found is not None:
                return found
        for pred, methods in self.defaults:
            if call(pred, v) is not False:
                return methods
        return None

    def _method(self, index: int, name: str, position: int, low: int, high: int | None) -> Primitive:
        def method(*args: Any) -> Any:
            v = args[position]
            table = self.table_of(v)
            if table is None:
                raise racket_error(f"{name}: contract violation:\n  expected: {self.name}?\n"
                                   f"  given: {error_value_string(v)}\n"
                                   f"  argument position: {ordinal(position + 1)}", EXN_FAIL_CONTRACT)
            found = table[index]
            if found is False and self.fallbacks is not None:
                found = self.fallbacks[index]
            if found is False:
                raise racket_error(f"{name}: not implemented for {error_value_string(v)}", EXN_FAIL)
            return make_tail_call(found, list(args))
        return Primitive(name, method, low, high)

    def implemented(self, who: str, v: Any, names: list) -> list[bool]:
        """For #:defined-predicate and #:defined-table: which of the methods v's
        implementation defines."""
        table = self.table_of(v)
        if table is None:
            raise racket_error(f"{who}: contract violation:\n  expected: {self.name}?\n"
                               f"  given: {error_value_string(v)}\n  argument position: 1st",
                               EXN_FAIL_CONTRACT)
        out = []
        for n in names:
            if type(n) is not Symbol or n.name not in self.method_names:
                raise racket_error(f"{who}: {error_value_string(n)} is not a method of "
                                   f"generic interface gen:{self.name}", EXN_FAIL_CONTRACT)
            out.append(table[self.method_names.index(n.name)] is not False)
        return out


def _struct_methods(iface: GenericInterface, *procs: Any) -> tuple:
    """_methods for a struct's `#:methods`: each procedure must also accept every number
    of arguments its method's header allows (Racket's guard checks; not the defaults'
    and fallbacks' methods)."""
    for name, proc, (low, high) in zip(iface.method_names, _methods(iface, *procs), iface.arities):
        if proc is False:
            continue
        counts = range(low, high + 1) if high is not None else [*range(low, low + 8), low + 10 ** 6]
        if not all(procedure_arity_includes(proc, n) for n in counts):
            raise racket_error(f"gen:{iface.name}: generic method definition has an incorrect arity; "
                               f"expected a procedure that accepts {_accepts(low, high)}\n"
                               f"  {name}: {error_value_string(proc)}", EXN_FAIL_CONTRACT)
    return tuple(procs)


def _methods(iface: GenericInterface, *procs: Any) -> tuple:
    """What a `#:methods gen:NAME` clause (or a default's, the fallbacks') definitions
    give: each method's procedure in the interface's order, #f for one not defined."""
    for name, proc in zip(iface.method_names, procs):
        if proc is not False and not is_procedure(proc):
            raise racket_error(f"gen:{iface.name}: generic method definition is not a function\n"
                               f"  {name}: {error_value_string(proc)}", EXN_FAIL_CONTRACT)
    return tuple(procs)


def _accepts(low: int, high: int | None) -> str:
    """The arity a method header allows, in the words of Racket's arity error for it."""
    def args(n: int, what: str = "") -> str:
        return f"{n} {what}argument{'' if n == 1 else 's'}"
    if high is None:
        return f"{low} or more arguments"
    if high == low:
        return args(low)
    return f"{args(low, 'required ')} and up to {args(high - low, 'optional ')}"


METHODS = Primitive("%generic-methods", _methods, 1, None)
STRUCT_METHODS = Primitive("%generic-struct-methods", _struct_methods, 1, None)


def _setup(iface: GenericInterface, defaults: Any, fallbacks: Any) -> Any:
    """Run when the define-generics form runs: its defaults and fallbacks."""
    iface.defaults = [(p.car, p.cdr) for p in list_to_python(defaults)]
    iface.fallbacks = fallbacks if fallbacks is not False else None
    return VOID


SETUP = Primitive("%generic-setup!", _setup, 3, 3)


# ------------------------------------------------------------------ expansion

class GenericMacro(Macro):
    """What `gen:NAME` is bound to: its interface, for `#:methods`; a use as an
    expression is Racket's `illegal use of syntax`."""

    def __init__(self, iface: GenericInterface) -> None:
        super().__init__(f"gen:{iface.name}", self._illegal, identifier=True)
        self.interface = iface

    def _illegal(self, form: Any, free: Any = None) -> Any:
        raise SchemeSyntaxError(f"gen:{self.interface.name}: illegal use of syntax\n"
                                f"  in: {write_string(form)}\n  value at phase 1: #<generic-info>",
                                None, form)


def _transformer(c: Compiler, name: str, spec: Any, loc: Any) -> Macro | None:
    """define-syntax of `(%generic-interface IFACE)`, what define-generics expands to."""
    if type(spec) is Pair and spec.car is _INTERFACE and type(spec.cdr) is Pair:
        return GenericMacro(spec.cdr.car)
    return None


macros.TRANSFORMER_HOOKS.insert(0, _transformer)


def find_interface(c: Compiler, blk: Any, name: Any) -> GenericInterface | None:
    """The interface `gen:NAME` names where a struct form is (a body's macros, then the
    module's), or None."""
    if type(name) is not Symbol:
        return None
    return getattr(macro_in_scope(blk, c.ns.macros, name), "interface", None)


class _Form:
    """A define-generics form taken apart: the interface and the options' parts."""

    def __init__(self, iface: GenericInterface, defaults: list, fallbacks: list | None,
                 predicate: Symbol | None, table: Symbol | None) -> None:
        self.iface, self.defaults, self.fallbacks = iface, defaults, fallbacks
        self.predicate, self.table = predicate, table


_PARSED: dict[int, tuple[Any, _Form]] = {}   # each form's parse, so both passes share it


def _header(c: Compiler, x: Any, name: Symbol, header: Any, loc: Any) -> tuple[str, int, int, int | None]:
    """A method header `(method arg ...)`: its name, the position of the argument named
    like the interface, its least and greatest argument counts."""
    bad = SchemeSyntaxError(f"define-generics: expected a method header\n  at: {write_string(header)}"
                            f"\n  in: {write_string(x)}", loc, x)
    if type(header) is not Pair:
        raise SchemeSyntaxError("define-generics: expected a method identifier with formal arguments"
                                f"\n  at: {write_string(header)}\n  in: {write_string(x)}", loc, x)
    if type(header.car) is not Symbol:
        raise SchemeSyntaxError(f"define-generics: expected an identifier\n  at: {write_string(header.car)}"
                                f"\n  in: {write_string(x)}", loc, x)
    low, high, position, i = 0, 0, None, 0
    seen: list = []
    p = header.cdr
    while type(p) is Pair:
        arg = p.car
        if type(arg) is Symbol and arg.name.startswith("#:"):
            raise SchemeSyntaxError("define-generics: keyword arguments in method headers are not "
                                    f"supported by minischeme\n  in: {write_string(header)}", loc, x)
        if type(arg) is Pair:           # [optional]
            arg_name = arg.car
            high += 1
        elif type(arg) is Symbol:
            arg_name = arg
            if high > low:
                raise SchemeSyntaxError("define-generics: required arguments must precede optional "
                                        f"arguments\n  at: {write_string(arg)}\n  in: {write_string(x)}",
                                        loc, x)
            if arg is name:
                position = i
            low += 1
            high += 1
        else:
            raise bad
        if arg_name in seen:
            raise SchemeSyntaxError(f"define-generics: duplicate method argument\n  at: "
                                    f"{write_string(arg_name)}\n  in: {write_string(x)}",
                                    loc, x)
        seen.append(arg_name)
        i += 1
        p = p.cdr
    if p is not NIL:                    # a rest argument
        if p in seen:
            raise SchemeSyntaxError(f"define-generics: duplicate method argument\n  at: "
                                    f"{write_string(p)}\n  in: {write_string(x)}",
                                    loc, x)
    if position is None:
        if name in seen or p is name:
            raise SchemeSyntaxError("define-generics: the generic name must be used as a required, "
                                    f"by-position argument\n  at: {write_string(name)}\n  in: {write_string(x)}",
                                    loc, x)
        raise SchemeSyntaxError(f'define-generics: did not find the generic name "{name.name}" among the '
                                f"required, by-position arguments to {header.car.name}\n  at: "
                                f"{write_string(header)}\n  in: {write_string(x)}", loc, x)
    return header.car.name, position, low, None if p is not NIL else high


_OPTIONS = {"#:defaults", "#:fast-defaults", "#:fallbacks", "#:defined-predicate",
            "#:defined-table", "#:derive-property"}


def _bad_option(x: Any, message: str, at: Any, where: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(f"define-generics: {message}\n  at: {write_string(at)}\n"
                             f"  in: {write_string(x)}", where, x)


def _check_option(x: Any, key: str, value: Any, where: Any) -> None:
    """Racket's `invalid KEY specification` for an option's value of the wrong shape: the
    defaults a list of non-empty clauses, the fallbacks a list, the names identifiers."""
    bad = f"invalid {key} specification"
    if key in ("#:defined-predicate", "#:defined-table"):
        if type(value) is not Symbol:
            raise _bad_option(x, bad, value, where)
    elif key in ("#:defaults", "#:fast-defaults"):
        if not is_list(value):
            raise _bad_option(x, bad, value, where)
        for clause in list_to_python(value):
            if not is_list(clause) or clause is NIL:
                raise _bad_option(x, bad, clause, getattr(clause, "loc", None) or where)
    elif key == "#:fallbacks" and not is_list(value):
        raise _bad_option(x, bad, value, where)


def _parse(c: Compiler, x: Any, loc: Any) -> _Form:
    cached = _PARSED.get(id(x))
    if cached is not None and cached[0] is x:
        return cached[1]
    located = parts(c, x, loc)
    ps = [e for e, _ in located]
    if len(ps) < 2:
        raise c.bad_syntax("define-generics", x, loc)
    if type(ps[1]) is not Symbol:
        raise SchemeSyntaxError(f"define-generics: expected an identifier\n  at: {write_string(ps[1])}"
                                f"\n  in: {write_string(x)}", located[1][1] or loc, x)
    name = ps[1]
    headers, options, i = [], {}, 2
    while i < len(ps):
        item = ps[i]
        if type(item) is Symbol and item.name.startswith("#:"):
            where = located[i][1] or loc
            if item.name not in _OPTIONS:
                raise _bad_option(x, "invalid keyword argument", item, where)
            if i + 1 >= len(ps):
                raise _bad_option(x, f"invalid {item.name} specification", item, where)
            if item.name == "#:derive-property":
                raise SchemeSyntaxError("define-generics: #:derive-property is not supported by "
                                        f"minischeme\n  in: {write_string(x)}", loc, x)
            _check_option(x, item.name, ps[i + 1], where)
            options[item.name] = ps[i + 1]
            i += 2
        else:
            headers.append(_header(c, x, name, item, located[i][1] or loc))
            i += 1
    iface = GenericInterface(name.name, headers)
    defaults = []
    for key in ("#:fast-defaults", "#:defaults"):
        for clause in list_to_python(options.get(key, NIL)) if is_list(options.get(key, NIL)) else []:
            if not is_list(clause) or clause is NIL:
                raise c.bad_syntax("define-generics", x, loc)
            items = list_to_python(clause)
            defaults.append((items[0], items[1:]))
    fallbacks = options.get("#:fallbacks")
    form = _Form(iface, defaults, list_to_python(fallbacks) if fallbacks is not None else None,
                 options.get("#:defined-predicate"), options.get("#:defined-table"))
    _PARSED[id(x)] = (x, form)
    return form


def methods_expr(iface: GenericInterface, defs: list, loc: Any, of_struct: bool = False) -> Any:
    """Definitions of methods (a `#:methods` clause, a default's, the fallbacks) as an
    expression of their procedures in the interface's order: a body of the definitions
    (a `define/generic` naming the generic method) ending in %generic-methods."""
    defined = set()
    body = []
    for d in defs:
        if type(d) is Pair and d.car is sym("define/generic"):
            items = list_to_python(d) if is_list(d) else []
            if (len(items) != 3 or type(items[1]) is not Symbol or type(items[2]) is not Symbol
                    or items[2].name not in iface.procedures):
                raise SchemeSyntaxError(f"define/generic: bad syntax\n  in: {write_string(d)}",
                                        getattr(d, "loc", None) or loc, d)
            d = L(_DEFINE, items[1], L(_QUOTE, iface.procedures[items[2].name]))
        elif type(d) is Pair and d.car is _DEFINE and type(d.cdr) is Pair:
            target = d.cdr.car
            while type(target) is Pair:
                target = target.car
            if type(target) is Symbol:
                defined.add(target.name)
        body.append(d)
    procs = [sym(m) if m in defined else False for m in iface.method_names]
    tail = L(STRUCT_METHODS if of_struct else METHODS, L(_QUOTE, iface), *procs)
    return make_pair(sym("let"), make_pair(NIL, make_list(body + [tail])), loc)


@definition("define-generics")
def _generics_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    """In a body: gen:NAME bound at once (a struct form after it names it), and the
    procedures' names."""
    form = _parse(c, x, loc)
    blk.macros[sym(f"gen:{form.iface.name}")] = GenericMacro(form.iface)
    return _names(form)


def _names(form: _Form) -> list[Symbol]:
    names = [sym(f"{form.iface.name}?"), *[sym(m) for m in form.iface.method_names]]
    return names + [n for n in (form.predicate, form.table) if type(n) is Symbol]


@derived("define-generics")
def expand_define_generics(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-generics NAME method-header ... option ...): see the module's docstring."""
    form = _parse(c, x, loc)
    _PARSED.pop(id(x), None)        # (kept only between a body's two passes)
    iface = form.iface
    out = [L(sym("define-syntax"), sym(f"gen:{iface.name}"), L(_INTERFACE, iface)),
           L(_DEFINE, sym(f"{iface.name}?"), L(_QUOTE, iface.predicate))]
    for m in iface.method_names:
        out.append(L(_DEFINE, sym(m), L(_QUOTE, iface.procedures[m])))
    if type(form.predicate) is Symbol:
        who = form.predicate.name
        pred = Primitive(who, lambda v, *ms: all(iface.implemented(who, v, list(ms))), 1, None)
        out.append(L(_DEFINE, form.predicate, L(_QUOTE, pred)))
    if type(form.table) is Symbol:
        who = form.table.name

        def table(v: Any) -> HashTable:
            from minischeme.primitives.base_data import hash_set
            names = [sym(m) for m in iface.method_names]
            result = HashTable("eq", False)
            for n, ok in zip(names, iface.implemented(who, v, names)):
                result = hash_set(result, n, ok)
            return result
        out.append(L(_DEFINE, form.table, L(_QUOTE, Primitive(who, table, 1, 1))))
    defaults = [L(prim("cons"), pred, methods_expr(iface, defs, loc)) for pred, defs in form.defaults]
    fallbacks = methods_expr(iface, form.fallbacks, loc) if form.fallbacks is not None else False
    out.append(L(SETUP, L(_QUOTE, iface), make_pair(prim("list"), make_list(defaults)), fallbacks))
    return make_pair(sym("begin"), make_list(out), loc)

