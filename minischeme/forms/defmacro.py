"""compatibility/defmacro (and mzlib/defmacro): `define-macro` and `defmacro`, the
non-hygienic macros of old Lisp code.

`(define-macro (name . args) body ...)` is `(define-macro name (lambda args body ...))`;
`(define-macro name proc)` makes `name` a macro whose transformer is the procedure: at
each use `(name part ...)` it is called with the parts as plain data, and what it returns
is the expansion, its identifiers meaning what they mean where the macro is used (Racket
gives the result the use's lexical context). `(defmacro name formals body ...)` is
`(define-macro (name . formals) body ...)`. As in Racket's compatibility/defmacro.rkt:

* the procedure is evaluated when the definition is expanded (minischeme has no separate
  compile-time phase: it is evaluated in the module's namespace, so a module-level
  definition is visible to it where Racket would need `begin-for-syntax`);
* it must be a procedure: `define-macro: expected argument of type <procedure (arity 1)>;
  given: 5`; a use whose number of parts it does not take, or a use as a plain identifier,
  is `name: bad form`;
* the macro name and the arguments must be identifiers, in Racket's words.

The definition is a `define-syntax` (macros.py) whose transformer is this procedure: a
module-level one is the namespace's, an internal one its body's.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler, Macro
from minischeme.expansion.syntax import derived, parts
from minischeme.forms import macros
from minischeme.values.data import NIL, Pair, make_pair, Symbol, gensym, list_to_python, make_list, sym
from minischeme.values.errors import SchemeSyntaxError, racket_error
from minischeme.values.printer import print_string, write_string
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes

_LAMBDA, _DEFINE_SYNTAX, _DEFINE_MACRO = sym("lambda"), sym("define-syntax"), sym("define-macro")
# the head of the transformer a define-macro gives its define-syntax (no program can write it)
_TRANSFORMER = gensym("define-macro-transformer")


def _error(c: Compiler, message: str, x: Any, loc: Any, at: Any = None,
           has_at: bool = False) -> SchemeSyntaxError:
    where = f"\n  at: {write_string(at)}" if has_at else ""
    return c.syntax_error(f"define-macro: {message}{where}\n  in: {write_string(x)}", loc, x)


@derived("define-macro")
def expand_define_macro(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-macro (name . args) body ...+) or (define-macro name proc), as a
    define-syntax of a procedure transformer."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("define-macro", x, loc)
    target, target_loc = ps[1]
    if type(target) is Pair:
        name = target.car
        if type(name) is not Symbol:
            raise _error(c, "expected an identifier for the macro name", x,
                         target.loc or target_loc or loc, name, True)
        args = target.cdr
        while type(args) is Pair:
            if type(args.car) is not Symbol:
                raise _error(c, "expected an identifier for a macro argument", x,
                             args.loc or target_loc or loc, args.car, True)
            args = args.cdr
        if args is not NIL and type(args) is not Symbol:
            raise _error(c, "not a valid argument sequence after the macro name", x, loc)
        proc = make_pair(_LAMBDA, make_pair(target.cdr, make_list([b for b, _ in ps[2:]])), loc)
        return make_pair(_DEFINE_MACRO, make_list([name, proc]), loc)
    if len(ps) != 3:
        raise c.bad_syntax("define-macro", x, loc)
    if type(target) is not Symbol:
        raise _error(c, "expected an identifier for the macro name", x, target_loc or loc,
                     target, True)
    spec = make_list([_TRANSFORMER, ps[2][0]])
    return make_pair(_DEFINE_SYNTAX, make_list([target, spec]), loc)


@derived("defmacro")
def expand_defmacro(c: Compiler, x: Any, loc: Any) -> Any:
    """(defmacro name formals body ...+) = (define-macro (name . formals) body ...)."""
    ps = parts(c, x, loc)
    if len(ps) < 4:
        raise c.bad_syntax("defmacro", x, loc)
    header = make_pair(ps[1][0], ps[2][0], ps[1][1] or loc)
    return make_pair(_DEFINE_MACRO, make_pair(header, make_list([b for b, _ in ps[3:]])), loc)


def transformer(c: Compiler, name: str, spec: Any, loc: Any) -> Macro | None:
    """The Macro of a define-macro's transformer (a define-syntax hook, macros.py); None
    for any other transformer."""
    if not (type(spec) is Pair and spec.car is _TRANSFORMER):
        return None
    proc = c.compile_top(spec.cdr.car, loc)()
    if not is_procedure(proc):
        raise racket_error("define-macro: expected argument of type <procedure (arity 1)>; "
                           f"given: {print_string(proc)}")

    def expand(form: Any, free: Any = None) -> Any:
        # non-hygienic: the expansion's identifiers are the use's (``free`` is not applied)
        items = list_to_python(form.cdr) if type(form) is Pair and _is_list(form.cdr) else None
        if items is None or not procedure_arity_includes(proc, len(items)):
            raise SchemeSyntaxError(f"{name}: bad form\n  in: {write_string(form)}", None, form)
        return apply_procedure(proc, items)
    macro = Macro(name, expand)
    macro.identifier_error = lambda ident, at: SchemeSyntaxError(      # type: ignore[attr-defined]
        f"{name}: bad form\n  in: {write_string(ident)}", at, ident)
    return macro


def _is_list(x: Any) -> bool:
    while type(x) is Pair:
        x = x.cdr
    return x is NIL


# before the hooks that evaluate any transformer (syntax_parse.py's)
macros.TRANSFORMER_HOOKS.insert(0, transformer)
