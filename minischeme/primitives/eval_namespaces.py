"""`eval` in a namespace of the program's own, where a program runs as under `racket`
(`minischeme run`, `eval`, `test`, the REPL: every file readable and writable):
`make-base-namespace` makes a fresh racket/base namespace (a top level, as in Racket),
`(eval datum ns)` compiles and runs the datum there, `namespace-set-variable-value!` and
`namespace-variable-value` set and read its names.

`(eval datum)` calls `current-eval`'s handler: a program may set it (a course's test
harness sets it to a racket/sandbox evaluator); the default one is `eval` in the current
namespace, which under `minischeme run`, as under `racket FILE`, is empty (Racket's
`unbound identifier; also, no #%top syntax transformer is bound` ...), and is refused
elsewhere (minischeme keeps no current namespace).

The namespace is another interpreter namespace of the same process, with the same
primitives (and the same refusals: primitives/sandbox.py) and the same limits. Where a
program is graded (a folder it may only read, or no files), these stay refused as
sandbox.py refuses them; so do the default `eval` handler, `current-namespace` (and so
`parameterize` of it) and `eval` in a namespace from an anchor. The interpreter that makes
namespaces is registered by running/interpreter.py (``MAKE_NAMESPACE``): primitives sit
below it.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, VOID, Pair, Symbol
from minischeme.values.errors import EXN_FAIL_SYNTAX, EXN_FAIL_UNSUPPORTED, contract_error, racket_error
from minischeme.values.printer import write_string
from minischeme.values.file_access import ANY, current
from minischeme.values.procedures import Parameter, Primitive
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .namespace_anchors import Namespace
from .registry import add, define, library
from .syntax_objects import IN_CONTEXT
from .sandbox import MACHINE

library("racket/base")

# set by running/interpreter.py: language name -> (evaluate(datum), set(name, value),
# get(name) -> value or None)
MAKE_NAMESPACE: list[Callable[[str], tuple] | None] = [None]
# set by running/interpreter.py: the namespace of a racket/sandbox evaluator
# (primitives/racket_sandbox.py; interpreter._sandbox_namespace says what it takes and gives)
MAKE_SANDBOX_NAMESPACE: list[Callable[..., tuple] | None] = [None]
# set by running/interpreter.py: is this module path a library or language minischeme has?
KNOWN_LIBRARY: list[Callable[[str], bool] | None] = [None]


class EvalNamespace(Namespace):
    """A namespace `eval` runs in: a top level of its own."""

    def __init__(self, lang: str) -> None:
        super().__init__("top-level")
        make = MAKE_NAMESPACE[0]
        if make is None:
            raise racket_error("make-base-namespace: not available here", EXN_FAIL_UNSUPPORTED)
        self.evaluate, self.set, self.get = make(lang)


def _allowed(who: str) -> None:
    """Refused, as sandbox.py refuses it, unless the program runs as under `racket`."""
    access = current()
    if not (access.readable == ANY and access.writable):
        raise racket_error(f"{who}: {MACHINE}", EXN_FAIL_UNSUPPORTED)


def _namespace(who: str, ns: Any) -> EvalNamespace:
    _allowed(who)
    if ns is None:
        raise racket_error(f"{who}: {MACHINE}", EXN_FAIL_UNSUPPORTED)
    if type(ns) is EvalNamespace:
        return ns
    if isinstance(ns, Namespace):
        raise racket_error(f"{who}: not available in minischeme: `eval` runs only in a "
                           "namespace the program makes (make-base-namespace)",
                           EXN_FAIL_UNSUPPORTED)
    raise contract_error(who, "namespace?", ns)


@define("make-base-namespace", 0)
def make_base_namespace() -> EvalNamespace:
    _allowed("make-base-namespace")
    return EvalNamespace("racket/base")


@define("make-base-empty-namespace", 0)
def make_base_empty_namespace() -> EvalNamespace:
    _allowed("make-base-empty-namespace")
    return EvalNamespace("racket/base")


def _default_eval_handler(datum: Any) -> Any:
    """`current-eval`'s value unless a program sets it: `eval` in the current namespace.
    Under `minischeme run`, as under `racket FILE`, that is an empty namespace (racket/base
    attached, nothing imported), where every datum is Racket's syntax error; elsewhere it
    stays refused (minischeme has no current namespace to run it in). A syntax object
    written `#'(...)` in a module runs there (``IN_CONTEXT``)."""
    from minischeme.values.command_line import run_file
    _allowed("eval")
    written = IN_CONTEXT.get(id(datum))
    if written is not None and written[0] is datum:
        return written[1](datum)
    if run_file() is None:
        raise racket_error(f"eval: {MACHINE}", EXN_FAIL_UNSUPPORTED)
    raise racket_error(_empty_namespace_error(datum), EXN_FAIL_SYNTAX, NIL)


def _empty_namespace_error(datum: Any) -> str:
    """What expanding ``datum`` in an empty namespace says: no binding for its identifier,
    no `#%app` for its application, no `#%datum` for a literal."""
    if type(datum) is Symbol:
        return (f"{datum.name}: unbound identifier;\n also, no #%top syntax transformer is bound\n"
                f"  in: {write_string(datum)}")
    if type(datum) is Pair and type(datum.car) is Symbol:
        return (f"{datum.car.name}: unbound identifier;\n also, no #%app syntax transformer is "
                f"bound\n  at: {write_string(datum.car)}\n  in: {write_string(datum)}")
    if type(datum) is Pair or datum is NIL:
        return ("?: function application is not allowed;\n no #%app syntax transformer is "
                f"bound\n  at: {write_string(datum)}")
    return ("?: literal data is not allowed;\n no #%datum syntax transformer is bound\n"
            f"  at: {write_string(datum)}")


def _eval_handler_guard(v: Any) -> Any:
    if not (is_procedure(v) and procedure_arity_includes(v, 1)):
        raise contract_error("current-eval", "(procedure-arity-includes/c 1)", v)
    return v


# `current-eval`: what `(eval datum)` calls. A course's test harness sets it to a sandboxed
# evaluator (racket/sandbox's make-module-evaluator) and its tests call `(eval 'expr)`.
# (Racket hands the handler a syntax object; minischeme's syntax is the datum itself.)
CURRENT_EVAL = Parameter(Primitive("default-eval-handler", _default_eval_handler, 1, 1),
                         Primitive("current-eval", _eval_handler_guard, 1, 1), "current-eval")
add("current-eval", CURRENT_EVAL)


@define("eval", 1, 2)
def eval_(datum: Any, ns: Any = None) -> Any:
    """(eval datum [namespace]): in the namespace given, or else by `current-eval`'s
    handler (refused unless a program set one)."""
    if ns is None:
        return apply_procedure(CURRENT_EVAL.value, [datum])
    return _namespace("eval", ns).evaluate(datum)


@define("namespace-set-variable-value!", 2, 4)
def namespace_set_variable_value(name: Any, value: Any, map_: Any = False, ns: Any = None) -> Any:
    if type(name) is not Symbol:
        raise contract_error("namespace-set-variable-value!", "symbol?", name)
    _namespace("namespace-set-variable-value!", ns).set(name.name, value)
    return VOID


@define("namespace-variable-value", 1, 4)
def namespace_variable_value(name: Any, use_mapping: Any = True, failure: Any = False,
                             ns: Any = None) -> Any:
    if type(name) is not Symbol:
        raise contract_error("namespace-variable-value", "symbol?", name)
    found = _namespace("namespace-variable-value", ns).get(name.name)
    if found is None:
        if failure is not False:
            return apply_procedure(failure, [])
        raise racket_error(f"{name.name}: undefined;\n cannot reference an identifier before "
                           "its definition")
    return found


@define("namespace?", 1)
def namespace_p(v: Any) -> bool:
    return isinstance(v, Namespace)
