"""Racket's exceptions, and the one place that words their messages.

A Racket `raise` of any value becomes a Python ``Raise`` carrying that value. Racket's own
errors raise instances of the built-in exn struct types below (exn:fail:contract, ...), so
`with-handlers`, `exn-message` and `exn:fail?` see exactly what Racket programs see.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, MultipleValues, Pair, StructInstance, StructType, Symbol, as_str, is_string, sym
from minischeme.values.data import make_struct_instance
from minischeme.values.printer import error_value_string
from minischeme.values.continuation_marks import MARKS, ContinuationMarks, snapshot  # noqa: F401  (re-exported)



# The exn hierarchy, as in racket/base. Every exn has (message continuation-marks).
EXN = StructType("exn", ["message", "continuation-marks"], None, transparent=True)
EXN_FAIL = StructType("exn:fail", [], EXN, transparent=True)
EXN_BREAK = StructType("exn:break", ["continuation"], EXN, transparent=True)
EXN_FAIL_CONTRACT = StructType("exn:fail:contract", [], EXN_FAIL, transparent=True)
EXN_FAIL_CONTRACT_ARITY = StructType("exn:fail:contract:arity", [], EXN_FAIL_CONTRACT, transparent=True)
EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO = StructType("exn:fail:contract:divide-by-zero", [], EXN_FAIL_CONTRACT,
                                              transparent=True)
EXN_FAIL_CONTRACT_NON_FIXNUM_RESULT = StructType("exn:fail:contract:non-fixnum-result", [],
                                                 EXN_FAIL_CONTRACT, transparent=True)
EXN_FAIL_CONTRACT_VARIABLE = StructType("exn:fail:contract:variable", ["id"], EXN_FAIL_CONTRACT,
                                        transparent=True)
EXN_FAIL_SYNTAX = StructType("exn:fail:syntax", ["exprs"], EXN_FAIL, transparent=True)
EXN_FAIL_SYNTAX_UNBOUND = StructType("exn:fail:syntax:unbound", [], EXN_FAIL_SYNTAX, transparent=True)
EXN_FAIL_READ = StructType("exn:fail:read", ["srclocs"], EXN_FAIL, transparent=True)
EXN_FAIL_READ_EOF = StructType("exn:fail:read:eof", [], EXN_FAIL_READ, transparent=True)
EXN_FAIL_FILESYSTEM = StructType("exn:fail:filesystem", [], EXN_FAIL, transparent=True)
EXN_FAIL_FILESYSTEM_EXISTS = StructType("exn:fail:filesystem:exists", [], EXN_FAIL_FILESYSTEM,
                                        transparent=True)
EXN_FAIL_FILESYSTEM_ERRNO = StructType("exn:fail:filesystem:errno", ["errno"], EXN_FAIL_FILESYSTEM,
                                       transparent=True)
EXN_FAIL_UNSUPPORTED = StructType("exn:fail:unsupported", [], EXN_FAIL, transparent=True)
EXN_FAIL_OUT_OF_MEMORY = StructType("exn:fail:out-of-memory", [], EXN_FAIL, transparent=True)
EXN_FAIL_USER = StructType("exn:fail:user", [], EXN_FAIL, transparent=True)

# racket/match's failure (racket/match/runtime.rkt): an exn:fail with the value matched
# and the srclocs of the match form (left empty here); only its predicate is exported
EXN_MISC_MATCH = StructType("exn:misc:match", ["value", "srclocs"], EXN_FAIL, transparent=True)

EXN_TYPES = [EXN, EXN_FAIL, EXN_BREAK, EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_ARITY,
             EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO, EXN_FAIL_CONTRACT_NON_FIXNUM_RESULT,
             EXN_FAIL_CONTRACT_VARIABLE, EXN_FAIL_SYNTAX,
             EXN_FAIL_SYNTAX_UNBOUND, EXN_FAIL_READ, EXN_FAIL_READ_EOF, EXN_FAIL_FILESYSTEM,
             EXN_FAIL_FILESYSTEM_EXISTS, EXN_FAIL_FILESYSTEM_ERRNO, EXN_FAIL_UNSUPPORTED,
             EXN_FAIL_OUT_OF_MEMORY, EXN_FAIL_USER]


def _exn_guard(extra: str | None = None) -> Any:
    """The checks Racket's constructor of an exn type makes of its arguments (message,
    continuation marks, and the type's own field: ``extra`` names its contract), raising
    the contract violation in the name of the struct being made (a subtype's too)."""
    def guard(who: str, args: tuple) -> None:
        if extra == "(listof syntax?)" and args[2] is not NIL:    # checked first, in its name
            raise contract_error("exn:fail:syntax", extra, args[2])
        if not is_string(args[0]):
            raise contract_error(who, "string?", args[0])
        if type(args[1]) is not ContinuationMarks:
            raise contract_error(who, "continuation-mark-set?", args[1])
        if extra is not None and not _extra_ok(extra, args[2]):
            raise contract_error(who, extra, args[2])
    return guard


_ERRNO = "(cons/c exact-integer? (or/c 'posix 'windows 'gai))"

# The checks of the exn types' own fields, by contract name. A check on a type defined
# above this module (escape continuations, in procedures.py) is registered by that module.
_CONTRACT_CHECKS: dict[str, Callable[[Any], bool]] = {
    "symbol?": lambda v: type(v) is Symbol and not v.name.startswith("#:"),
    _ERRNO: lambda v: (type(v) is Pair and type(v.car) is int and type(v.cdr) is Symbol
                       and v.cdr.name in ("posix", "windows", "gai")),
}


def register_contract_check(contract: str, check: Callable[[Any], bool]) -> None:
    """Say how an exn field's contract (e.g. ``escape-continuation?``) is checked."""
    _CONTRACT_CHECKS[contract] = check


def _extra_ok(extra: str, v: Any) -> bool:
    check = _CONTRACT_CHECKS.get(extra)
    if check is not None:
        return check(v)
    return v is NIL         # (listof syntax?), (listof srcloc?): minischeme has neither


for _t in EXN_TYPES:
    _t.guard = _exn_guard({EXN_BREAK: "escape-continuation?", EXN_FAIL_CONTRACT_VARIABLE: "symbol?",
                           EXN_FAIL_SYNTAX: "(listof syntax?)", EXN_FAIL_SYNTAX_UNBOUND: "(listof syntax?)",
                           EXN_FAIL_READ: "(listof srcloc?)", EXN_FAIL_READ_EOF: "(listof srcloc?)",
                           EXN_FAIL_FILESYSTEM_ERRNO: _ERRNO}.get(_t))


class Raise(Exception):
    """A Racket `raise` in flight. ``value`` is what was raised (an exn struct or anything).
    ``eligible`` counts the installed exception handlers that may still see it (those at
    indexes below it on the handler stack of primitives/control.py): a value a handler
    has already had is passed on only to the handlers outside that one."""

    eligible = 1 << 60

    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value

    def __str__(self) -> str:
        return error_message(self.value)


class SchemeExit(Exception):
    """(exit n): unwinds to the command that runs the program."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def make_exn(stype: StructType, message: str, *extra: Any) -> StructInstance:
    return make_struct_instance(stype, [message, snapshot(), *extra])


def racket_error(message: str, stype: StructType = EXN_FAIL, *extra: Any) -> Raise:
    """A Raise of a fresh exn of type ``stype``; callers write ``raise racket_error(...)``."""
    return Raise(make_exn(stype, message, *extra))


def is_exn(value: Any) -> bool:
    return type(value) is StructInstance and value.stype.is_subtype_of(EXN)


def error_message(value: Any) -> str:
    """The text Racket's error display handler shows for a raised value."""
    if is_exn(value):
        msg = value.fields[0]
        text = as_str(msg)
        return text if text is not None else str(msg)
    return "uncaught exception: " + _p(value)


# ------------------------------------------------------------ message builders

def _p(value: Any) -> str:
    """A value in an error message: printed, and cut to Racket's error-print-width."""
    return error_value_string(value)


def contract_error(who: str, expected: str, given: Any, position: int | None = None,
                   args: list | None = None) -> Raise:
    """`who: contract violation` with expected/given (and the argument position when
    the procedure takes several arguments), as raise-argument-error words it."""
    if type(given) is MultipleValues:  # (+ 1 (values 2 3)): the real error is the arity
        return result_arity_error(1, len(given.values))
    lines = [f"{who}: contract violation", f"  expected: {expected}", f"  given: {_p(given)}"]
    if position is not None and args is not None and len(args) > 1:
        lines.append(f"  argument position: {ordinal(position + 1)}")
        others = [a for i, a in enumerate(args) if i != position]
        if others:
            lines.append("  other arguments...:")
            lines.extend(f"   {_p(a)}" for a in others)
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


def blame_error(who: str, expected: str, given: Any, where: str, contract: list[str],
                contract_from: list[str], at: str) -> Raise:
    """The error of a library procedure exported through `contract-out` (or
    `provide/contract`) given an argument its contract refuses, in Racket's words up to the
    module it blames: ``where`` is the argument (`the 1st argument of`), ``contract`` the
    contract's lines as Racket pretty-prints it, ``contract_from`` the lines after `contract
    from:` (one, or a blank and the path on the next when the path is long), ``at`` where
    the library writes the contract. The `blaming:` lines are left out: a primitive does
    not know the module that called it."""
    lines = [f"{who}: contract violation", f"  expected: {expected}", f"  given: {_p(given)}",
             f"  in: {where}", *("      " + part for part in contract),
             "  contract from: " + contract_from[0], *contract_from[1:], f"  at: {at}"]
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


def result_arity_error(expected: int, received: int, who: str | None = None,
                       where: str | None = None, values: list | None = None) -> Raise:
    """Racket's error for a number of values other than the context's. A binding form
    of several names says ``where`` ("local-binding form", "definition of x ...") and
    lists the ``values`` it got."""
    head = f"{who}: result arity mismatch;" if who else "result arity mismatch;"
    lines = [head, " expected number of values not received", f"  expected: {expected}",
             f"  received: {received}"]
    if where:
        lines.append(f"  in: {where}")
    if values:
        lines.append("  arguments...:")
        lines.extend(f"   {_p(v)}" for v in values)
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT_ARITY)


def arity_error(name: str | None, expected: str | None, args: list, listed: bool = False) -> Raise:
    """Racket's arity error; no `expected:` line when ``expected`` is None (a case-lambda of
    several clauses); with ``listed``, the arguments too (as Racket CS lists them for a call
    through an applicable struct)."""
    head = f"{name}: arity mismatch;" if name else "arity mismatch;"
    lines = [head, " the expected number of arguments does not match the given number",
             f"  expected: {expected}", f"  given: {len(args)}"]
    if expected is None:
        del lines[2]
    if listed and args:
        lines.append("  arguments...:")
        lines.extend(f"   {_p(v)}" for v in args)
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT_ARITY)


def divide_by_zero(who: str) -> Raise:
    return racket_error(f"{who}: division by zero", EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO)


def not_a_procedure(value: Any, args: list) -> Raise:
    """Applying a non-procedure: Racket CS names the value but not the arguments."""
    lines = ["application: not a procedure;",
             " expected a procedure that can be applied to arguments",
             f"  given: {_p(value)}"]
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


def undefined_variable(name: str, module: str = "top-level") -> Raise:
    return racket_error(f"{name}: undefined;\n cannot reference an identifier before its definition\n"
                        f"  in module: {module}", EXN_FAIL_CONTRACT_VARIABLE, sym(name))


def uninitialized_local(name: str) -> Raise:
    """A local variable (letrec, internal define) read before its definition ran."""
    return racket_error(f"{name}: undefined;\n cannot use before initialization",
                        EXN_FAIL_CONTRACT_VARIABLE, sym(name))


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def syntax_exn(e: "SchemeSyntaxError", source: str | None) -> Raise:
    """The exn:fail:syntax raised into Racket code for a syntax error, its message prefixed
    with ``source:line:column`` when both are known."""
    msg, where = e.message, None
    if source is not None and e.loc is not None:
        where = f"{source}:{e.loc[0]}:{e.loc[1]}"
        msg = f"{where}: {msg}"
    exn = make_exn(EXN_FAIL_SYNTAX, msg, e.form)
    if where is not None:
        _LOCATED[id(exn)] = (exn, where)
        while len(_LOCATED) > 64:       # a program catching syntax errors in a loop
            del _LOCATED[next(iter(_LOCATED))]
    return Raise(exn)


# The source locations of the syntax errors raised lately (by id, the exn kept alive with
# it): what `racket FILE`'s error display shows under "location...:" for an uncaught one.
_LOCATED: dict[int, tuple[Any, str]] = {}


def location_lines(value: Any) -> str:
    """The "location...:" lines Racket's error display handler adds, under a `racket FILE`
    run, for an uncaught syntax error that has a source location (its exprs' srcloc, the
    same the message begins with); "" for anything else."""
    entry = _LOCATED.get(id(value))
    if entry is None or entry[0] is not value:
        return ""
    return f"\n  location...:\n   {entry[1]}"


def syntax_error_place(value: Any) -> tuple[str, str, str] | None:
    """(source, line, column) of a raised syntax error that has a source location (as
    ``location_lines`` shows it), or None."""
    entry = _LOCATED.get(id(value))
    if entry is None or entry[0] is not value:
        return None
    source, line, column = entry[1].rsplit(":", 2)
    return source, line, column


ERROR_PRINT_WIDTH = 256     # Racket's `error-print-width` default


def clip_syntax_fields(message: str) -> str:
    """A syntax error's message with each `at:` and `in:` form cut as Racket prints it: a
    form written in more than `error-print-width` (256) characters shows its first 253 and
    `...` (a long definition's duplicate-name error, say)."""
    if len(message) <= ERROR_PRINT_WIDTH:
        return message
    lines = message.split("\n")
    for i, line in enumerate(lines):
        if line.startswith(("  at: ", "  in: ")) and len(line) - 6 > ERROR_PRINT_WIDTH:
            lines[i] = line[:6 + ERROR_PRINT_WIDTH - 3] + "..."
    return "\n".join(lines)


class SchemeSyntaxError(Exception):
    """A compile-time (expansion) error; becomes exn:fail:syntax when raised into Racket code."""

    def __init__(self, message: str, loc: Any = None, form: Any = None) -> None:
        message = clip_syntax_fields(message)
        super().__init__(message)
        self.message = message
        self.loc = loc
        self.form = form
