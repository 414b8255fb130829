"""racket/runtime-path: `(define-runtime-path id expr)` and `(define-runtime-paths (id ...)
expr)` bind each id to the complete path of expr's value taken relative to the folder of
the module the form is written in (not the current directory), as Racket does; a program
reads its input file beside itself this way wherever it is run from. Outside a file (the
REPL) the folder is the current directory. The path is built when the definition runs
(`%runtime-path`, primitives/paths.py); a value that is not a path string is Racket's
`runtime-path: unknown form` error there."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import L, definition, derived, parts, prim
from minischeme.values.data import Symbol, is_list, list_to_python, sym

FORMS = {"define-runtime-path", "define-runtime-paths"}


def _folder(c: Compiler) -> Any:
    """The module's folder as text ending in '/', or False (the current directory)."""
    path = c.ns.source_path
    if path is None:
        return False
    folder = str(path.resolve().parent)
    return folder if folder.endswith("/") else folder + "/"


def _names(c: Compiler, x: Any, loc: Any) -> list[Symbol]:
    ps = parts(c, x, loc)
    head = x.car.name
    if len(ps) != 3:
        raise c.bad_syntax(head, x, loc)
    target = ps[1][0]
    if head == "define-runtime-path":
        if type(target) is not Symbol:
            raise c.bad_syntax(head, x, loc)
        return [target]
    if not (is_list(target) and all(type(n) is Symbol for n in list_to_python(target))):
        raise c.bad_syntax(head, x, loc)
    return list_to_python(target)


@definition(*FORMS)
def _runtime_path_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    return _names(c, x, loc)


@derived("define-runtime-path")
def expand_define_runtime_path(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-runtime-path id e) -> (define id (%runtime-path folder e))."""
    name = _names(c, x, loc)[0]
    expr = parts(c, x, loc)[2]
    return L(sym("define"), name, L(prim("%runtime-path"), _folder(c), expr[0]))


@derived("define-runtime-paths")
def expand_define_runtime_paths(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-runtime-paths (id ...) e) -> (define-values (id ...) (%runtime-paths folder
    (call-with-values (lambda () e) list)))."""
    names = _names(c, x, loc)
    expr = parts(c, x, loc)[2][0]
    values = L(sym("call-with-values"), L(sym("lambda"), L(), expr), prim("list"))
    return L(sym("define-values"), L(*names), L(prim("%runtime-paths"), _folder(c), values))
