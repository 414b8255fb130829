"""racket/base's logging forms: `log-fatal`, `log-error`, `log-warning`, `log-info`,
`log-debug` (to `(current-logger)`) and `define-logger`, which defines NAME-logger and
the five `log-NAME-LEVEL` forms (macros: topic NAME). Each use becomes a call of
primitives/base_logging's `%log-form` with the logger, level, topic and a thunk listing
the message's parts, which runs only when a receiver takes that level, as Racket's
forms evaluate their arguments only then."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import L, definition, derived, parts, prim
from minischeme.values.data import NIL, Pair, make_pair, Symbol, make_list, sym

LEVELS = ("fatal", "error", "warning", "info", "debug")
FORMS = {f"log-{level}" for level in LEVELS} | {"define-logger"}
_QUOTE, _LAMBDA, _ELLIPSIS = sym("quote"), sym("lambda"), sym("...")


def _log_call(logger: Any, level: str, topic: Any, message: Any) -> Any:
    """The call that logs the message parts ``message`` (a list of expressions)."""
    return L(prim("%log-form"), logger, L(_QUOTE, sym(level)), L(_QUOTE, topic),
             L(_LAMBDA, NIL, make_pair(prim("list"), message)))


@derived(*(f"log-{level}" for level in LEVELS))
def expand_log(c: Compiler, x: Any, loc: Any) -> Any:
    """(log-error string-expr) or (log-error format-string-expr v ...)."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax(x.car.name, x, loc)
    return _log_call(L(prim("current-logger")), x.car.name[4:], False, x.cdr)


def _logger_parts(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, Any]:
    """The name of a define-logger and its parent expression."""
    ps = parts(c, x, loc)
    if len(ps) == 2 and type(ps[1][0]) is Symbol:
        return ps[1][0], L(prim("current-logger"))
    if len(ps) == 4 and type(ps[1][0]) is Symbol and ps[2][0] is sym("#:parent"):
        return ps[1][0], ps[3][0]
    raise c.bad_syntax("define-logger", x, loc)


@definition("define-logger")
def _define_logger_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    name, _ = _logger_parts(c, x, loc)
    return [sym(f"{name.name}-logger")]


@derived("define-logger")
def expand_define_logger(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-logger NAME [#:parent expr]): NAME-logger, a logger of topic NAME whose
    parent is (current-logger), and the forms log-NAME-fatal ... log-NAME-debug."""
    name, parent = _logger_parts(c, x, loc)
    logger = sym(f"{name.name}-logger")
    forms = [L(sym("define"), logger, L(prim("make-logger"), L(_QUOTE, name), parent))]
    for level in LEVELS:
        use = sym(f"log-{name.name}-{level}")
        message = L(sym("e0"), sym("e"), _ELLIPSIS)     # a message at least, as Racket's
        forms.append(L(sym("define-syntax-rule"), make_pair(use, message),
                       _log_call(logger, level, name, message)))
    return make_pair(sym("begin"), make_list(forms))
