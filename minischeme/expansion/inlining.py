"""Small module-level procedures inlined where they are called.

A module's constant (constants.py: a module-level variable its module never assigns)
bound to a small lambda, say ``(define (floor? c) (eq? FLOOR c))``, holds that procedure
for good once its definition has run. A call of it written after the definition, with one
argument per parameter, may then run the procedure's body in place, as Racket's compiler
inlines small procedures: the expander builds ``((lambda (c) (eq? FLOOR c)) arg)`` from
the definition's text at the call site (``Builder.inline_call``), which both back ends
run as a let (the operands evaluated in order, one step counted as the call counts it,
the parameters bound), with no procedure call and no test of its result.

Only where that changes nothing a program can see:

* the body is one expression of at most ``MAX_ATOMS`` symbols and literals, that names
  neither the procedure itself nor a form that makes procedures or promises, assigns or
  captures where it was written (``EXCLUDED``);
* no name the body uses (other than its parameters) is bound locally at the call site,
  so each means there what it means in the definition: the module's variable, the
  language's procedure or form (a module that makes macros has no constants at all);
* the call is in the body of the module that defines the procedure, while it is being
  compiled (its names are that module's: not a submodule's body, which minischeme
  compiles in the module's namespace after it, nor `eval` or the REPL), and the module
  is still found to assign none of its variables (``Compiler.mark_constants`` forgets
  the bodies when a `set!` the text did not show turns up);
* a call inside the body of a procedure being inlined is not inlined again when it calls
  that procedure (two small procedures calling each other), and bodies nest at most
  ``MAX_DEPTH`` deep (a chain of small procedures each calling the next twice would
  otherwise grow as 2 to the chain's length);
* a call written before the definition (``note_definitions`` knows the module's small
  procedures before its forms are expanded, as Racket's compiler sees the whole module)
  first reads the variable, so a call run before the definition has run is still Racket's
  "cannot reference an identifier before its definition".
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.expansion.syntax import SPECIAL_FORMS, normalize_define
from minischeme.values.data import NIL, Pair, Symbol, sym
from minischeme.values.errors import SchemeSyntaxError

_DEFINE = sym("define")
_LAMBDAS = (sym("lambda"), sym("λ"))
MAX_ATOMS = 20      # a body's symbols and literals, counted over its whole tree
MAX_DEPTH = 3       # bodies inlined inside bodies inlined ...: at most this many deep

# forms whose meaning depends on where they are written, or that make a procedure, a
# promise or a variable's new value: a body using one is not copied
EXCLUDED = frozenset(sym(n) for n in (
    "lambda", "λ", "case-lambda", "define", "define-values", "define-syntax", "let-syntax",
    "letrec-syntax", "syntax-rules", "syntax-case", "quote-syntax", "syntax", "quasisyntax",
    "set!", "set!-values", "delay", "lazy", "delay/name", "delay/strict", "stream-cons",
    "#%variable-reference", "this-expression-source-directory", "define-runtime-path",
    "local", "class", "parameterize", "with-continuation-mark", "call/cc",
    "call-with-current-continuation", "let/cc", "let/ec", "call/ec", "dynamic-wind",
    "shared", "trace", "untrace", "include", "begin-for-syntax", "require", "provide"))


class InlineBody:
    """What a call site needs to run a small procedure in place: its name, parameters,
    body (the definition's text) and where it was defined; ``namespace``: the module's."""

    __slots__ = ("name", "params", "body", "loc", "namespace", "symbols", "defined")

    def __init__(self, name: Symbol, params: list[Symbol], body: Any, loc: Any,
                 namespace: Any, symbols: set[Symbol]) -> None:
        self.name = name
        self.params = params
        self.body = body
        self.loc = loc
        self.namespace = namespace
        self.symbols = symbols      # the names the body uses, its parameters left out
        # its definition has been expanded: a call written after it runs after it ran;
        # a call written before it (noted by note_definitions) first checks that it has
        self.defined = False


def inline_body(name: Symbol, expr: Any, namespace: Any) -> InlineBody | None:
    """``expr``, the lambda bound to module constant ``name``, as an InlineBody if it is
    small and plain enough to run in place at its calls (see the module docstring)."""
    if type(expr) is not Pair or type(expr.cdr) is not Pair or type(expr.cdr.cdr) is not Pair:
        return None
    params, rest = expr.cdr.car, expr.cdr.cdr
    if rest.cdr is not NIL:        # one body expression
        return None
    names = _symbols_of_list(params)
    if names is None or len(set(names)) != len(names) or any(n.name.startswith("#:") for n in names):
        return None
    body = rest.car
    atoms: list[Any] = []
    if not _atoms(body, atoms):
        return None
    used = {a for a in atoms if type(a) is Symbol}
    if name in used or used & EXCLUDED:
        return None
    return InlineBody(name, names, body, expr.loc, namespace, used - set(names))


def _symbols_of_list(x: Any) -> list[Symbol] | None:
    """The symbols of proper list ``x``, or None if it is not a list of symbols."""
    out = []
    while type(x) is Pair:
        if type(x.car) is not Symbol:
            return None
        out.append(x.car)
        x = x.cdr
    return out if x is NIL else None


def _atoms(x: Any, out: list[Any]) -> bool:
    """Add the atoms of tree ``x`` to ``out``; False once there are more than MAX_ATOMS
    (a vector or string literal counts as one atom)."""
    stack = [x]
    while stack:
        y = stack.pop()
        if type(y) is Pair:
            stack.append(y.cdr)
            stack.append(y.car)
        elif y is not NIL:
            out.append(y)
            if len(out) > MAX_ATOMS:
                return False
    return True


def note_definitions(c: Any, forms: list[tuple[Any, Any]], constant: Callable[[Symbol], Any]) -> None:
    """Before a module's forms are expanded: each `define` of a constant (``constant(name)``
    gives its cell, or None) bound to a small lambda gets its InlineBody, so calls written
    before the definition run its body in place too (behind the check of the variable)."""
    for x, loc in forms:
        if not (type(x) is Pair and x.car is _DEFINE and c.special_form(_DEFINE) is SPECIAL_FORMS.get(_DEFINE)):
            continue
        try:
            name, expr, _ = normalize_define(c, x, loc)
        except SchemeSyntaxError:
            continue            # reported when the form is expanded
        cell = constant(name)
        if (cell is not None and type(expr) is Pair and expr.car in _LAMBDAS
                and cell.inline is None):
            cell.inline = inline_body(name, expr, c.ns)
