"""The syntax registry, and the helpers every form's compiler shares.

Forms register here: the core forms, which the expander translates (``core_form``), the
module-level forms (``@special``: a compiler ``(compiler, form, block, tail, loc) -> node``
for the top of a module or the REPL), derived forms (``@derived``: an expander
``(compiler, form, loc) -> form``), lowered forms (``@lowered_form``), and definition
forms (``@definition``: the names a form binds). The compiler and the expander look forms
up here; forms/core.py and its family (loops, match, macros, structs, checks, loading)
fill it.
The helpers below read S-expressions (``parts``, ``let_bindings``, ``normalize_define``);
none of them builds code.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import UNDEFINED, NIL, Pair, make_pair, Symbol, is_list, list_to_python, make_list, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT_VARIABLE, SchemeSyntaxError, racket_error
from minischeme.expansion import teaching
from minischeme.expansion.context import ExpansionContext
from minischeme.expansion.namespace import Block, Cell
from minischeme.primitives import lookup_primitive
from minischeme.values.procedures import is_keyword
from minischeme.values.printer import write_string


SPECIAL_FORMS: dict[Symbol, Callable] = {}
EXPANDERS: dict[Symbol, Callable] = {}
SPLICING_HEADS = {sym("begin")}

S = sym
QUOTE, LAMBDA, DEFINE, BEGIN, LET, IF, ELSE, ARROW = (S("quote"), S("lambda"), S("define"), S("begin"),
                                                      S("let"), S("if"), S("else"), S("=>"))
SET, LETREC, LETSTAR, DOTS, UNDERSCORE = S("set!"), S("letrec"), S("let*"), S("..."), S("_")


def special(*names: str) -> Callable:
    def register(fn: Callable) -> Callable:
        for n in names:
            SPECIAL_FORMS[sym(n)] = fn
        return fn
    return register


def core_form(*names: str) -> None:
    """Register ``names``, the names of one core form (`lambda` and `λ`), as a special form
    the expander translates itself (expander.FORMS), which has no S-expression compiler.
    The entry here says which form a name means (``Compiler.special_form`` finds it, unless
    a variable or macro shadows the name; the names of one form share it, so their uses
    are compared as one form's); the compiler never calls it (``Compiler.comp`` gives
    every expression to the expander)."""
    def translated_by_the_expander(c: ExpansionContext, x: Any, blk: Block, tail: bool,
                                   loc: Any) -> Any:
        raise AssertionError(f"{names[0]} reached the compiler: the expander translates it")
    for n in names:
        SPECIAL_FORMS[sym(n)] = translated_by_the_expander


def derived(*names: str) -> Callable:
    """Register an expander ``(compiler, form, loc) -> form`` as a special form."""
    def register(fn: Callable) -> Callable:
        def compile_derived(c: ExpansionContext, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
            return c.comp(fn(c, x, loc), blk, tail, loc)
        compile_derived.expander = fn  # type: ignore[attr-defined]  (expander.py expands too)
        for n in names:
            SPECIAL_FORMS[sym(n)] = compile_derived
            EXPANDERS[sym(n)] = fn
        return fn
    return register


# Lowerings: rewrites of a form into core forms for the expander (expander.py), which
# translates only core forms and the derived forms that expand into them. Each lowering
# takes every use of its form (``@lowered_form``).
LOWERINGS: dict[Symbol, Callable[[Any, Any, Any, Any], Any]] = {}


def lowered_form(*names: str) -> Callable:
    """Register ``fn(compiler, form, block, loc) -> form`` as the lowering of ``names`` and
    as their meaning: a lowering that takes every use of its form (reporting bad syntax in
    Racket's words itself), so the form has no compiler of its own; at the top of a
    module, the compiler hands the core forms it lowers into to the expander."""
    def register(fn: Callable) -> Callable:
        for n in names:
            LOWERINGS[sym(n)] = fn
            SPECIAL_FORMS[sym(n)] = compiling_lowered(fn)
        return fn
    return register


def compiling_lowered(lower: Callable) -> Callable:
    """The compiler's entry for a form whose lowering ``lower`` takes every use, at the
    top of a module or the REPL: it compiles the core forms the form lowers into (through
    the expander: ``Compiler.comp``)."""
    def compile_lowered(c: ExpansionContext, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
        return c.comp(lower(c, x, blk, loc), blk, tail, loc)
    return compile_lowered


def L(*items: Any) -> Any:
    return make_list(items)


def parts(c: ExpansionContext, x: Any, loc: Any) -> list[tuple[Any, Any]]:
    return c.list_of(x, x.car.name if type(x.car) is Symbol else "form", loc)


def prim(name: str) -> Any:
    """The runtime helper or primitive procedure object ``name``, to embed in expansions."""
    return lookup_primitive(name)

def keyword_call_form(x: Any) -> Any:
    """``x`` with the %keyword-call helper in front when an argument is a bare keyword
    (`(f 1 #:k 2)` becomes `(%keyword-call f 1 #:k 2)`, which refuses a procedure that
    takes no keywords); ``x`` itself otherwise."""
    rest = x.cdr
    while type(rest) is Pair:
        if is_keyword(rest.car):
            helper = prim("%keyword-call")
            return x if x.car is helper else make_pair(helper, x)
        rest = rest.cdr
    return x


def keyword_misused(c: ExpansionContext, name: Symbol, loc: Any) -> SchemeSyntaxError:
    """A keyword where an expression goes: Racket rejects the module (or REPL form)."""
    return c.syntax_error(f"#%datum: keyword misused as an expression\n  at: {name.name}", loc, name)


def keyword_markers(c: ExpansionContext, ps: list[tuple[Any, Any]]) -> set[int]:
    """The positions in ``ps`` (an application's items with their locations, after
    keyword_call_form, which puts its helper first when any argument is a keyword) of
    its keyword-argument markers: a keyword where an argument begins, whose argument is
    the item after it. A keyword with none after it, or given twice, is Racket's
    compile-time error; a keyword in the argument's place is an expression (misused)."""
    marks: set[int] = set()
    if not ps or ps[0][0] is not prim("%keyword-call"):
        return marks
    seen = set()
    i = 2                       # the helper, then the user's operator
    while i < len(ps):
        a, aloc = ps[i]
        if is_keyword(a):
            if i + 1 == len(ps) or a in seen:
                form = make_pair(sym("#%app"), make_list([p for p, _ in ps[1:]]))
                what = ("duplicate keyword in application" if a in seen
                        else "missing argument expression after keyword")
                raise c.syntax_error(f"application: {what}\n"
                                     f"  at: {a.name}\n  in: {write_string(form)}", aloc, a)
            seen.add(a)
            marks.add(i)
            i += 2
        else:
            i += 1
    return marks


# ------------------------------------------------------------------ forms out of place

# The forms only the top of a module (or the REPL) holds, each with Racket's words for a
# use anywhere else (in a procedure's body, in an expression).
MODULE_LEVEL_FORMS = {
    "require": "not at module level or top level",
    "#%require": "allowed only in a module or the top level",
    "provide": "not at module level",
    "#%provide": "not allowed outside of a module body",
    "module+": "allowed only in a module body",
    "module": "allowed only at the top level or in a module top-level",
    "module*": "illegal use (not in a module top-level)",
}

# A definition where an expression goes: Racket's words, by the core form it expands to.
_NOT_AN_EXPRESSION = {
    "define": "define: not allowed in an expression context",
    "define-syntax": "define-syntax: not allowed in an expression context",
    "define-syntax-rule": "define-syntax: not allowed in an expression context",
    "define-values": "define-values: not allowed in an expression position",
}


def misplaced(c: ExpansionContext, x: Any, loc: Any) -> SchemeSyntaxError | None:
    """Racket's error for the form ``x`` where it may not be: a module-level form in a
    body or an expression, a definition in an expression; None for any other form."""
    name = x.car.name
    if name in MODULE_LEVEL_FORMS:
        return c.syntax_error(f"{name}: {MODULE_LEVEL_FORMS[name]}\n  in: {write_string(x)}", loc, x)
    if name in _NOT_AN_EXPRESSION:
        return c.syntax_error(f"{_NOT_AN_EXPRESSION[name]}\n  in: {write_string(x)}", loc, x)
    return None


# form name -> syntax error, of the forms a required module gives a meaning of its own
# that refuses every use (`(require plai)` brings plai's `provide`), by module
MODULE_ILLEGAL_FORMS: dict[str, dict[str, str]] = {}


def illegal_form(c: ExpansionContext, name: Symbol, x: Any, loc: Any) -> SchemeSyntaxError | None:
    """Racket's error for a use of a form the language (or a module it requires) gives a
    meaning of its own that minischeme does not have (`struct` in #lang scheme), or None."""
    why = c.ns.language.illegal_forms.get(name.name)
    if why is None:
        for module in getattr(c.ns, "enabled_modules", ()):
            why = MODULE_ILLEGAL_FORMS.get(module, {}).get(name.name)
            if why is not None:
                break
    if why is None:
        return None
    return c.syntax_error(f"{name.name}: {why}\n  in: {write_string(x)}", loc, x)


# ------------------------------------------------------------------ definitions

# The definition forms, by head name: each says which names a form binds (the body
# expander binds them before compiling anything, for letrec* semantics). Forms register
# themselves with ``@definition``; a form's function may return None (not a definition).
DEFINITIONS: dict[str, Callable[[Any, Any, Any, Any], "list[Symbol] | None"]] = {}


def definition(*names: str) -> Callable:
    """Register ``fn(compiler, form, block, loc) -> names`` for definition forms ``names``."""
    def register(fn: Callable) -> Callable:
        for n in names:
            DEFINITIONS[n] = fn
        return fn
    return register


def definition_names(c: ExpansionContext, x: Any, blk: Block, loc: Any) -> list[Symbol] | None:
    """The names a definition form binds, or None if ``x`` is not a definition."""
    if type(x) is not Pair or type(x.car) is not Symbol or blk.lookup(x.car) is not None:
        return None
    if not c.ns.form_enabled(x.car):     # a library's form its language lacks: unbound here
        return None
    names = DEFINITIONS.get(x.car.name)
    return None if names is None else names(c, x, blk, loc)


@definition("define")
def _define_names(c: ExpansionContext, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    """A `define`'s name, its whole syntax checked now: Racket's `define` is a macro its
    context expands when it collects definitions, before any expression is expanded, so
    `(define x)` is reported before an unbound name used in an earlier expression."""
    if type(x.cdr) is not Pair:
        raise c.bad_syntax("define", x, loc)
    return [normalize_define(c, x, loc)[0]]


_DEFINE_SYNTAX_HEADS = (S("define-syntax"), S("define-syntax-rule"))


def defined_macro_name(x: Any) -> Symbol | None:
    """The name a `define-syntax` (`(define-syntax name rhs)`, `(define-syntax (name stx)
    body ...)`) or `define-syntax-rule` form defines; None for another form."""
    if type(x) is not Pair or x.car not in _DEFINE_SYNTAX_HEADS or type(x.cdr) is not Pair:
        return None
    target = x.cdr.car
    if type(target) is Pair:
        target = target.car
    return target if type(target) is Symbol else None


def name_loc(form: Any, name: Symbol) -> Any:
    """Where ``name`` is first written in a definition form, reading it in order (a
    duplicate definition's error is located there: in `(define (f x) (f x))` the header's)."""
    stack = [form]          # the rests of the lists being walked, innermost last
    while stack:
        p = stack.pop()
        if type(p) is not Pair:
            continue
        if p.car is name:
            return p.loc
        stack.append(p.cdr)
        if type(p.car) is Pair:     # its elements before the rest of this list's
            stack.append(p.car)
    return None


def as_core_definition(x: Any) -> Any:
    """A definition as Racket shows it in a duplicate-definition error's `in:` line, the
    core form it expands to: `define` as `define-values` (a procedure's header as nested
    lambdas), `define-syntax` and `define-syntax-rule` as `define-syntaxes`; any other
    form as written."""
    if type(x) is not Pair or not is_list(x) or type(x.cdr) is not Pair:
        return x
    target, rest = x.cdr.car, x.cdr.cdr
    if x.car is DEFINE or x.car is S("define-syntax"):
        core = S("define-values") if x.car is DEFINE else S("define-syntaxes")
        if type(target) is Symbol and type(rest) is Pair:
            value = rest.car        # a `λ` value shows as the `lambda` define makes of it
            if type(value) is Pair and value.car is S("λ") and x.car is DEFINE:
                value = make_pair(LAMBDA, value.cdr)
            return make_list([core, make_list([target]), value])
        if type(target) is Pair:
            value: Any = rest
            while type(target) is Pair:
                value = make_list([make_pair(LAMBDA, make_pair(target.cdr, value))])
                target = target.car
            return make_list([core, make_list([target]), value.car])
        return x
    if x.car is S("define-syntax-rule") and type(target) is Pair and type(rest) is Pair:
        variables = []
        stack = [target.cdr]
        while stack:
            p = stack.pop(0)
            if type(p) is Pair:
                stack[0:0] = [p.car, p.cdr]
            elif type(p) is Symbol and p is not DOTS and p is not UNDERSCORE and p not in variables:
                variables.append(p)
        stx = S("user-stx")
        clause = make_list([make_pair(UNDERSCORE, target.cdr),
                            make_list([S("syntax-protect"), make_list([S("syntax/loc"), stx, rest.car])])])
        failure = make_list([UNDERSCORE, make_list([S("pattern-failure"), stx,
                                                    make_list([QUOTE, make_list(variables)])])])
        case = make_list([S("syntax-case**"), S("define-syntax-rule"), True, stx, NIL,
                          S("free-identifier=?"), False, clause, failure])
        return make_list([S("define-syntaxes"), make_list([target.car]),
                          make_list([LAMBDA, make_list([stx]), case])])
    return x


@definition("define-values")
def _define_values_names(c: ExpansionContext, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    """(define-values (id ...) expr)'s ids, its bad syntax in Racket's words: the form's
    shape, then each id, at the id (not an identifier, a duplicate)."""
    if not (is_list(x) and type(x.cdr) is Pair and type(x.cdr.cdr) is Pair
            and x.cdr.cdr.cdr is NIL and is_list(x.cdr.car)):
        raise c.bad_syntax("define-values", x, loc)
    names: list[Symbol] = []
    p = x.cdr.car
    while type(p) is Pair:
        name = p.car
        if type(name) is not Symbol or name in names:
            why = "not an identifier" if type(name) is not Symbol else "duplicate binding name"
            raise c.syntax_error(f"define-values: {why}\n  at: {write_string(name)}\n  in: "
                                 f"{write_string(x)}", p.loc or loc, x)
        names.append(name)
        p = p.cdr
    return names


def normalize_define(c: ExpansionContext, x: Any, loc: Any) -> tuple[Symbol, Any, Any]:
    """(define name expr) or (define (name . params) body ...) as (name, value form, loc)."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("define", x, loc)
    target = ps[1][0]
    if type(target) is Symbol:
        if len(ps) == 2:
            raise c.bad_syntax("define", x, loc, "missing expression after identifier")
        if len(ps) != 3:
            raise c.bad_syntax("define", x, loc, "multiple expressions after identifier")
        return target, ps[2][0], ps[2][1]
    if type(target) is Pair:
        wrong = teaching.function_header_error(c.ns, x, target, ps[1][1], ps[2:])
        if wrong is not None:
            raise c.syntax_error(wrong[0], wrong[1] or loc, x)
        if len(ps) < 3:
            raise c.bad_syntax("define", x, loc, "no expressions for procedure body")
        body = x.cdr.cdr
        # curried define: (define ((f a) b) ...) = (define (f a) (lambda (b) ...))
        layers = [target.cdr]
        while type(target.car) is Pair:
            body = L(make_pair(LAMBDA, make_pair(target.cdr, body)))
            target = target.car
            layers.append(target.cdr)
        if type(target.car) is not Symbol:
            raise c.bad_syntax("define", x, loc, "not an identifier")
        for formals in reversed(layers):
            _check_define_formals(c, x, formals, loc)
        return target.car, make_pair(LAMBDA, make_pair(target.cdr, body), loc), loc
    # `(define 5 3)`: Racket's words, at what should have been the name
    raise c.syntax_error(f"define: bad syntax\n  at: {write_string(target)}\n  in: "
                         f"{write_string(x)}", ps[1][1], x)


def _check_define_formals(c: ExpansionContext, x: Any, formals: Any, loc: Any) -> None:
    """A procedure define's parameters, in Racket's words for `define` (the lambda it makes
    would say `lambda:`): each in order is an identifier, `[id default]` or a keyword's
    (one of those after it), and no identifier follows an optional one; then no name is
    written twice (a rest one is reported at the define: it has no position here)."""
    def fail(why: str, at: Any, where: Any) -> SchemeSyntaxError:
        return c.syntax_error(f"define: {why}\n  at: {write_string(at)}\n  in: {write_string(x)}",
                              where, x)
    names: list[tuple[Symbol, Any]] = []
    optional = False
    p = formals
    while type(p) is Pair:
        item, where = p.car, p.loc or loc
        if is_keyword(item):
            if type(p.cdr) is not Pair:
                raise fail("missing argument identifier after keyword", item, where)
            spec = p.cdr.car
            name = spec if type(spec) is Symbol and not is_keyword(spec) else (
                spec.car if _is_optional(spec) else None)
            if name is None:
                raise fail("missing argument identifier after keyword", item, where)
            names.append((name, p.cdr.loc or loc))
            p = p.cdr.cdr
            continue
        if type(item) is Symbol:
            if optional:
                raise fail("default-value expression missing", item, where)
            names.append((item, where))
        elif _is_optional(item):
            optional = True
            names.append((item.car, where))
        else:
            raise fail("not an identifier, identifier with default, or keyword for procedure "
                       "argument", item, where)
        p = p.cdr
    if type(p) is Symbol and not is_keyword(p):
        names.append((p, loc))
    elif p is not NIL:      # a rest "argument" that is not an identifier: (define (f . 1) 2)
        raise fail("not an identifier for procedure argument", p, loc)
    seen: set = set()
    for name, where in names:
        if name in seen:
            raise fail("duplicate argument identifier", name, where)
        seen.add(name)


def _is_optional(spec: Any) -> bool:
    return (type(spec) is Pair and type(spec.car) is Symbol and not is_keyword(spec.car)
            and type(spec.cdr) is Pair and spec.cdr.cdr is NIL)


def is_named_lambda(expr: Any, blk: Block) -> bool:
    """Is ``expr`` a lambda form, which the expander names for its binding
    (``Builder.named_value``)?"""
    return (type(expr) is Pair and expr.car in (LAMBDA, S("λ")) and blk.lookup(expr.car) is None
            and type(expr.cdr) is Pair)


# racket/promise's forms and the maker of each one's promise (racket_promise.py)
PROMISE_MAKERS = {"delay": "%make-promise", "lazy": "%make-lazy-promise",
                  "delay/name": "%make-name-promise", "delay/strict": "%make-strict-promise",
                  "delay/sync": "%make-promise", "delay/thread": "%make-promise",
                  "delay/idle": "%make-promise"}
_NAMED_PROMISES = frozenset(S(n) for n in ("delay", "lazy", "delay/name", "delay/sync"))

# Forms whose value is named for the variable it is bound to, as Racket names
# `(define point% (class ...))` point%: head -> fn(form, name) -> the form naming its value
# (forms/classes.py registers `class`). ``named_delay`` applies them.
NAMED_FORMS: dict[Symbol, Callable[[Any, Symbol], Any]] = {}


def named_delay(c: ExpansionContext, expr: Any, name: Symbol, blk: Block) -> Any:
    """A `delay`/`lazy`/`delay/name`/`delay/sync` bound to ``name`` as the promise named
    for it (Racket prints `(define p (delay 1))` as #<promise:p>), a form of
    ``NAMED_FORMS`` (where it is that form here: the name not shadowed) named for it; any
    other expression as it is (also where the form is not bound: in `racket/base`, or
    redefined, or a macro: r5rs's `delay`)."""
    if (type(expr) is Pair and expr.car in _NAMED_PROMISES and blk.lookup(expr.car) is None
            and type(expr.cdr) is Pair and c.special_form(expr.car) is SPECIAL_FORMS.get(expr.car)):
        return L(prim(PROMISE_MAKERS[expr.car.name]), make_pair(LAMBDA, make_pair(NIL, expr.cdr)), name.name)
    if (type(expr) is Pair and expr.car in NAMED_FORMS and blk.lookup(expr.car) is None
            and c.special_form(expr.car) is SPECIAL_FORMS.get(expr.car)):
        return NAMED_FORMS[expr.car](expr, name)
    return expr


def set_target_cell(c: ExpansionContext, x: Any, name: Symbol, loc: Any) -> Cell:
    """The cell a `set!` of a module-level variable assigns; in a module, an import or an
    unbound name is a syntax error."""
    cell = c.ns.cells.get(name)
    imported = name in c.ns.imported_names or (
        cell is not None and cell.imported and name not in c.module_names)  # not redefined here
    if imported and c.module_mode:
        raise c.syntax_error(f"set!: cannot mutate module-required identifier\n  at: {name.name}\n"
                             f"  in: {write_string(x)}",
                             x.cdr.loc or loc, x)     # Racket points at the name
    if c.module_mode and name not in c.module_names and (cell is None or cell.value is UNDEFINED):
        raise c.syntax_error(f"set!: unbound identifier\n  at: {name.name}\n  in: {write_string(x)}",
                             x.cdr.loc or loc, x)   # Racket points at the name
    cell = c.global_cell(name)
    if cell.constant and c.module_mode:     # the module assigns it after all (constants.py)
        c.constant_assigned = True
    return cell


def assign_constant(name: str) -> Exception:
    """The error of a `set!`, from outside its module, of a module's constant."""
    return racket_error(f"{name}: cannot modify a constant", EXN_FAIL_CONTRACT_VARIABLE, sym(name))


def set_before_definition(name: str, module: str) -> Exception:
    """The error of a `set!` that runs before the variable's definition."""
    return racket_error(f"set!: assignment disallowed;\n cannot set variable before its "
                        f"definition\n  variable: {name}\n  in module: {module}")


def let_bindings(c: ExpansionContext, form: Any, bindings: Any, who: str, loc: Any) -> list[tuple[Symbol, Any, Any]]:
    out = []
    seen = set()
    for b, l in c.list_of(bindings, who, loc):
        if type(b) is Symbol:
            raise c.syntax_error(f"{who}: bad syntax (not an identifier and expression for a binding)"
                                 f"\n  at: {b.name}\n  in: {write_string(form)}", l or loc, form)
        bps = c.list_of(b, who, l) if type(b) is Pair else []
        if len(bps) == 2 and type(bps[0][0]) is not Symbol:   # Racket points at the non-name
            raise c.syntax_error(f"{who}: bad syntax (not an identifier)\n  at: {write_string(bps[0][0])}"
                                 f"\n  in: {write_string(form)}", bps[0][1] or l or loc, form)
        if len(bps) != 2:
            raise c.syntax_error(f"{who}: bad syntax (not an identifier and expression for a binding)"
                                 f"\n  at: {write_string(b)}\n  in: {write_string(form)}", l or loc, form)
        if bps[0][0] in seen and who != "let*":
            raise c.syntax_error(f"{who}: duplicate identifier\n  at: {bps[0][0].name}\n  in: "
                                 f"{write_string(form)}", bps[0][1] or l or loc, form)
        seen.add(bps[0][0])
        out.append((bps[0][0], bps[1][0], bps[1][1]))
    return out


# ------------------------------------------------------------------ lowering helpers

def _values_primitive(c: ExpansionContext, name: Symbol, blk: Block) -> bool:
    """Does ``name`` here denote Racket's `values`, for good (an import in a module)?"""
    if blk.lookup(name) is not None:
        return False
    cell = c.ns.cells.get(name)
    return (cell is not None and c.fixed_value(name, cell)
            and cell.value is lookup_primitive("values"))


def deliver_values(c: ExpansionContext, x: Any, n: int, k: Callable[[list], Any], blk: Block, loc: Any,
                   max_leaves: int = 8) -> Any:
    """``x``, whose ``n`` values go to ``k``, as a form that needs no multiple values: each
    `(values e ...)` in tail position of ``x`` (through begin, if, let, let*, letrec, and the
    derived forms such as cond, when, case) becomes ``k([e ...])``. None when some tail of
    ``x`` is anything else, binds a name a rewrite relies on, or there are more than
    ``max_leaves`` of them (each gets its own copy of ``k``): the caller then captures the
    values at run time (%values-list)."""
    leaves = [0]

    def sensitive(names: list) -> bool:
        return any(type(m) is not Symbol or m.name == "values" or c.special_form(m) is not None
                   for m in names)

    def walk(x: Any) -> Any:
        if type(x) is not Pair or type(x.car) is not Symbol or not is_list(x):
            return None
        h = x.car
        if blk.lookup(h) is not None:
            return None
        items = list_to_python(x)
        if c.special_form(h) is None and h.name == "values":
            if not _values_primitive(c, h, blk) or len(items) - 1 != n:
                return None
            leaves[0] += 1
            return k(items[1:]) if leaves[0] <= max_leaves else None
        if c.special_form(h) is not SPECIAL_FORMS.get(h) or h not in SPECIAL_FORMS:
            return None
        name = h.name
        if name == "begin" and len(items) >= 2:
            last = walk(items[-1])
            return None if last is None else L(h, *items[1:-1], last)
        if name == "if" and len(items) == 4:
            a, b = walk(items[2]), walk(items[3])
            return None if a is None or b is None else L(h, items[1], a, b)
        if name in ("let", "let*", "letrec", "letrec*") and len(items) >= 3 and is_list(items[1]):
            bound = [b.car if type(b) is Pair else b for b in list_to_python(items[1])]
            for d in items[2:-1]:
                if type(d) is Pair and d.car in (DEFINE, S("define-values")):
                    t = d.cdr.car if type(d.cdr) is Pair else None
                    while type(t) is Pair and d.car is DEFINE:
                        t = t.car
                    bound += list_to_python(t) if is_list(t) and t is not NIL else [t]
            if sensitive(bound):
                return None
            last = walk(items[-1])
            return None if last is None else L(h, items[1], *items[2:-1], last)
        expander = EXPANDERS.get(h)
        if expander is not None:
            try:
                return walk(expander(c, x, loc))
            except SchemeSyntaxError:
                return None
        return None
    return walk(x)
