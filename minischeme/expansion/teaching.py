"""What How to Design Programs' teaching languages (`htdp/bsl` ... `htdp/asl`, and a file
DrRacket saved in one) check and say where racket would say something else:

* the template placeholders `..`, `...`, `....`, `.....`, `......` are expressions: a
  function whose body is still a design-recipe template compiles, and only evaluating a
  placeholder fails ("...: expected a finished expression, but found a template"), the
  whole `(... x ...)` at once, its parts not evaluated;
* a name nothing defines is "this variable is not defined", or "this function is not
  defined" where a call names it (racket's "unbound identifier");
* below `htdp/asl`, a function definition has at least one parameter and exactly one body
  expression, in the teaching languages' words;
* a module-level definition of a name the language provides (`first`, `posn`, ISL's
  `argmax`) is "this name was defined in the language or a required library and cannot be
  re-defined" (the names: teaching_names.txt, written by tools/teaching_names.rkt).

The expander asks ``level`` which language it compiles in (None: not a teaching one).
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from minischeme.expansion.teaching_shapes import found_words, nested_definition
from minischeme.values.data import NIL, Pair, Symbol, is_list, list_to_python, make_list, make_pair, sym
from minischeme.values.printer import write_string
from minischeme.values.teaching_errors import argument_count_words

# the levels' names, as running/languages.py names the languages
LEVELS = ("htdp/bsl", "htdp/bsl+", "htdp/isl", "htdp/isl+", "htdp/asl")

# the placeholders a design-recipe template leaves where code is to come
TEMPLATES = frozenset({"..", "...", "....", ".....", "......"})


def level(ns: Any) -> str | None:
    """The teaching language a namespace's module is written in, or None."""
    language = getattr(ns, "language", None)
    name = getattr(language, "name", None)
    return name if name in LEVELS else None


def is_template(ns: Any, name: Any) -> bool:
    """Is ``name`` a template placeholder in this namespace's language?"""
    return type(name) is Symbol and name.name in TEMPLATES and level(ns) is not None


def template_expression(name: Symbol, error: Any) -> Any:
    """The expression a placeholder (or a form it heads) stands for: a call of racket's
    `error` (given as ``error``, the primitive) with the teaching languages' message."""
    return make_list([error, f"{name.name}: expected a finished expression, but found a template"])


def nested_definition_message(ns: Any, x: Pair) -> str | None:
    """The syntax error of a teaching language's definition ``x`` where an expression
    goes (in a call, an `if`, a `begin`, a `lambda`'s body), or None."""
    message = nested_definition(x)      # (the name first: every special form passes here)
    return None if message is None or level(ns) is None else message


def local_error(form: Pair, parts: list[tuple[Any, Any]], loc: Any) -> tuple[str, Any] | None:
    """What is wrong with a teaching language's `(local [definition ...] expression)`, as
    (message, where), or None. ``parts``: the form's parts with their positions. A
    definition written as the body is `nested_definition_message`'s error, given where
    the body is expanded as an expression."""
    def error(what: str, part: Any, part_loc: Any) -> tuple[str, Any]:
        at = f"\n  at: {write_string(part)}" if part is not None else ""
        return f"local: {what}{at}\n  in: {write_string(form)}", part_loc
    if len(parts) < 2:
        return None
    definitions, definitions_loc = parts[1]
    if not (definitions is NIL or (type(definitions) is Pair and is_list(definitions))):
        return error("expected at least one definition (in square brackets) after local, but "
                     f"found {found_words(definitions)}", definitions, definitions_loc)
    cell = definitions
    while type(cell) is Pair:
        item = cell.car
        if nested_definition(item) is None:
            return error(f"expected a definition, but found {found_words(item)}", item,
                         cell.loc or definitions_loc)
        cell = cell.cdr
    body = parts[2:]
    if not body:
        return error("expected an expression after the local definitions, but nothing's there",
                     None, loc)
    if len(body) > 1 and nested_definition(body[0][0]) is None:
        extra = len(body) - 1
        return error(f"expected only one expression after the local definitions, but found "
                     f"{extra} extra part{'s' if extra > 1 else ''}", body[1][0], body[1][1])
    return None


def unbound_message(name: Symbol, called: bool) -> str:
    """The syntax error of a reference to a name nothing defines."""
    what = "function" if called else "variable"
    return f"{name.name}: this {what} is not defined\n  in: {name.name}"


def struct_type_message(name: Symbol, call: Any = None, language_s: bool = False) -> str:
    """The syntax error of a structure type's name used as an expression (``call`` None)
    or called (`(p 1 2)` for `(make-p 1 2)`, ``call`` the whole call): a teaching language
    binds the name of a `define-struct` to the type alone, and its error points at the
    constructor. The language's own `posn` (``language_s``) is named so only where it is
    called, its message with no `at:` line."""
    n = name.name
    if call is None:
        return f"{n}: structure type; do you mean make-{n}\n  at: {n}\n  in: {n}"
    said = (f"{n}: expected a function after the open parenthesis, but found a structure "
            f"type (do you mean make-{n})")
    if language_s:
        return f"{said}\n  in: {n}"
    return f"{said}\n  at: {n}\n  in: {write_string(call)}"


# Racket's teaching languages expand these forms only as expressions, once the module's
# definitions are known: at a module's top their syntax errors come in the order of its
# expressions, after an undefined name in an earlier function's body (racket's own `and`
# is expanded where the module's definitions are collected, and its errors come first)
EXPRESSIONS_ONLY = frozenset({"and", "or", "when", "unless", "case", "local"})


def expanded_as_expression(ns: Any, x: Any, blk: Any, module_names: Any) -> bool:
    """Does the module-level form ``x`` wait, unexpanded, until the module's expressions
    are compiled (not expanded while its definitions are collected)? In a teaching
    language, a use of one of EXPRESSIONS_ONLY the module does not rebind."""
    return (type(x) is Pair and type(x.car) is Symbol and x.car.name in EXPRESSIONS_ONLY
            and level(ns) is not None and blk.lookup(x.car) is None
            and x.car not in module_names and x.car not in ns.macros)


def function_header_error(ns: Any, form: Any, header: Any, header_loc: Any,
                          body: list[tuple[Any, Any]]) -> tuple[str, Any] | None:
    """What is wrong with `(define (name param ...) body)` below `htdp/asl`, as (message,
    where), or None: no parameter, no body, more than one body expression."""
    if level(ns) is None:
        return None
    if header.cdr is NIL and level(ns) != "htdp/asl":   # (htdp/asl has functions of no argument)
        return (f"define: expected at least one variable after the function name, but found "
                f"none\n  at: {write_string(header)}\n  in: {write_string(form)}", header_loc)
    if not body:
        return (f"define: expected an expression for the function body, but nothing's there"
                f"\n  in: {write_string(form)}", None)
    if len(body) > 1:
        extra = len(body) - 1
        return (f"define: expected only one expression for the function body, but found "
                f"{extra} extra part{'s' if extra > 1 else ''}\n  at: {write_string(body[1][0])}"
                f"\n  in: {write_string(form)}", body[1][1])
    return None


def is_first_order(ns: Any) -> bool:
    """Are functions first-order in this namespace's language (htdp/bsl, htdp/bsl+): a
    function's name only after an open parenthesis, each call checked as it compiles?"""
    return level(ns) in ("htdp/bsl", "htdp/bsl+")


def function_arities(form: Any) -> dict[Symbol, int]:
    """The functions a module-level definition makes, by number of parameters:
    `(define (f a b) ...)` {f: 2}; `(define-struct s (a b))` {make-s: 2, s?: 1, s-a: 1,
    s-b: 1}."""
    if not is_list(form):
        return {}
    parts = list_to_python(form)
    if len(parts) < 3 or type(parts[0]) is not Symbol:
        return {}
    head, target = parts[0].name, parts[1]
    if head == "define" and type(target) is Pair and type(target.car) is Symbol:
        return {target.car: len(list_to_python(target.cdr))} if is_list(target.cdr) else {}
    if head == "define-struct" and type(target) is Symbol and is_list(parts[2]):
        fields = list_to_python(parts[2])
        if all(type(f) is Symbol for f in fields):
            s = target.name
            return {sym(f"make-{s}"): len(fields), sym(f"{s}?"): 1,
                    **{sym(f"{s}-{f.name}"): 1 for f in fields}}
    return {}


def call_arity_message(call: Any, name: Symbol, arity: int, found: int) -> str:
    """The syntax error of an htdp/bsl call of a module's function with another number of
    arguments than it has parameters."""
    return f"{argument_count_words(name.name, arity, found)}\n  in: {write_string(call)}"


def no_parenthesis_message(name: Symbol) -> str:
    """The syntax error of an htdp/bsl function named where no call is."""
    return (f"{name.name}: expected a function call, but there is no open parenthesis before "
            f"this function\n  in: {name.name}")


def variable_called_message(call: Pair, name: Symbol, app: str) -> str:
    """The syntax error of an htdp/bsl call whose head is a variable (``app``, the
    application form Racket's message names: `beginner-app` for a module-level variable,
    `#%app` for a parameter)."""
    return (f"function call: expected a function after the open parenthesis, but found a "
            f"variable\n  at: {name.name}\n  in: {write_string(make_pair(sym(app), call))}")


def too_few_operands(form: Pair, found: int) -> str:
    """The syntax error of an `and` or `or` with fewer than two operands."""
    return (f"{form.car.name}: expects at least 2 arguments, but found "
            f"{'only 1' if found else 'none'}\n  in: {write_string(form)}")


@cache
def provided_names(lvl: str) -> frozenset[str]:
    """The names a teaching language provides (teaching_names.txt: "LEVEL NAME" lines)."""
    text = (Path(__file__).parent / "teaching_names.txt").read_text()
    return frozenset(name for line in text.splitlines()
                     for level_, _, name in [line.partition(" ")] if level_ == lvl)


def defined_twice_message(name: Symbol) -> str:
    """The syntax error of a teaching-language module's second definition of ``name``."""
    return (f"{name.name}: this name was defined previously and cannot be re-defined\n"
            f"  in: {name.name}")


def redefinition_message(ns: Any, name: Symbol) -> str | None:
    """The syntax error of a module-level definition of ``name`` in a teaching language
    that provides it, or None."""
    lvl = level(ns)
    if lvl is None or name.name not in provided_names(lvl):
        return None
    return (f"{name.name}: this name was defined in the language or a required library and "
            f"cannot be re-defined\n  in: {name.name}")
