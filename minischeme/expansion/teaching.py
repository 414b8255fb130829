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

from minischeme.values.data import NIL, Symbol, make_list
from minischeme.values.printer import write_string

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


def is_unbound_message(message: str) -> bool:
    """Is a syntax error's message ``unbound_message``'s?"""
    return message.split("\n", 1)[0].endswith((": this function is not defined",
                                                 ": this variable is not defined"))


def unbound_message(name: Symbol, called: bool) -> str:
    """The syntax error of a reference to a name nothing defines."""
    what = "function" if called else "variable"
    return f"{name.name}: this {what} is not defined\n  in: {name.name}"


def function_header_error(ns: Any, form: Any, header: Any, header_loc: Any,
                          body: list[tuple[Any, Any]]) -> tuple[str, Any] | None:
    """What is wrong with `(define (name param ...) body)` below `htdp/asl`, as (message,
    where), or None: no parameter, no body, more than one body expression."""
    if level(ns) in (None, "htdp/asl"):
        return None
    if header.cdr is NIL:
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
