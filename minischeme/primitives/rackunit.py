"""rackunit at run time: the helpers its check forms expand into (`%check`, `%test-case`,
`%test-suite`, `%with-check-info`), `run-tests`, and the log of what ran (``LOG``).

It follows rackunit's own model (collects rackunit/private), so that a course's test file
reports as it does in Racket:

* A check gathers its check-infos (name, location, expression, params, message, then
  actual/expected; those of an enclosing `with-check-info` first) and runs in the current
  *check around*: at top level a failure is reported (a FAILURE or ERROR block) and
  logged; inside a test case a failure raises exn:test:check, which ends the test case;
  directly in a suite being run the check is a test of its own ("Unnamed test").
* A test case runs in the current *test-case around*: at top level it runs at once and
  reports under its name; in a suite run by `run-tests` it is a test of the run, reported
  as "SUITE > ... > NAME" (innermost suite first, as rackunit's text-ui joins them) and
  counted. A test case inside a test case is run the same way with the suite's state as it
  was when the outer one started: it reports, but rackunit's fold then keeps the outer
  one's count, so it is not counted (as in Racket).
* An ERROR block shows the check-infos in force where the exception was raised (noted by
  the innermost check-info boundary it crosses; an evaluator of racket/sandbox raises
  with none, as its own thread does in Racket).

Failure blocks go to the current error port, the summary of `run-tests` to the output port
(the error port when something failed). `run-test` runs a suite without reporting: the
list of its tests' results (test-success, test-failure, test-error, rackunit's opaque
structs), as rackunit/private/result.rkt's fold makes it. The check forms themselves are in
checks.py.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import (NIL, VOID, Box, MVector, Pair, make_pair, Regexp, StructInstance, StructType,
                                    Symbol, as_str, is_list, is_number, list_to_python, make_list, sym)
from minischeme.values.data import make_struct_instance
from minischeme.values.equality import is_eq, is_equal, is_eqv
from minischeme.values.errors import (EXN_FAIL, EXN_FAIL_CONTRACT, Raise, SchemeExit, arity_error, contract_error,
                                      is_exn, make_exn, racket_error)
from minischeme.values.ports import current_error, current_output
from minischeme.values.pretty import pretty_string
from minischeme.values.printer import display_string, error_value_string, write_string
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from minischeme.values.procedures import Parameter
from .base_lists import keyword_arity_error, split_keywords
from .registry import add, define, library
from .sandbox import limits_exhausted

library("rackunit")

DASHES = "-" * 20

CHECKS = {
    # name: (number of required args, kind)
    "check-equal?": 2, "check-not-equal?": 2, "check-eq?": 2, "check-not-eq?": 2, "check-eqv?": 2,
    "check-not-eqv?": 2, "check-within": 3,
    "check-true": 1, "check-false": 1, "check-not-false": 1, "check-pred": 2, "check-=": 3,
    "check-exn": 2, "check-not-exn": 1, "check": 3,
    "check-match": 3,   # its own form (checks.py): the value, the matcher, the pattern
}


class TestLog:
    """What rackunit's test log counts (`test-log!`: what `minischeme test`, like `raco
    test`, reports): a check or test case run at top level, and each test of a
    `run-tests` run. ``errors``: of the failures, those that were errors."""

    def __init__(self) -> None:
        self.total = 0
        self.failed = 0
        self.errors = 0

    def reset(self) -> None:
        self.__init__()


LOG = TestLog()


def _log(ok: bool, error: bool = False) -> None:
    if TEST_LOG_ENABLED.value is False:      # rackunit/log's test-log-enabled?
        return
    LOG.total += 1
    if not ok:
        LOG.failed += 1
        LOG.errors += error


# ------------------------------------------------------------------ check-infos

EXN_TEST = StructType("exn:test", [], EXN_FAIL)
EXN_TEST_CHECK = StructType("exn:test:check", ["stack"], EXN_TEST)     # a failed check
CHECK_INFO = StructType("check-info", ["name", "value"], transparent=True)
# how a check-info's value prints: pretty-printed (params, actual, expected), displayed
# (a location), or only in verbose mode (the expression)
PRETTY = StructType("pretty-info", ["value"], transparent=True)
LOCATION = StructType("location-info", ["value"], transparent=True)
VERBOSE = StructType("verbose-info", ["value"], transparent=True)
STRING = StructType("string-info", ["value"], transparent=True)


def _info(name: str, value: Any) -> StructInstance:
    return make_struct_instance(CHECK_INFO, [sym(name), value])


def _wrap(stype: StructType, value: Any) -> StructInstance:
    return make_struct_instance(stype, [value])


class _State:
    """rackunit's parameters, as the running checks and test cases see them."""

    def __init__(self) -> None:
        self.infos: list = []            # current-check-info
        self.test_name: str | None = None  # current-test-name
        self.case_around: Any = None     # None: run a test case at once; else the Fold
        self.check_around: Any = None    # None: the default (report); "plain"; or the Fold
        self.seed: Any = None            # the fold's current seed (a FoldState)


STATE = _State()


def _with_infos(infos: list, thunk: Any) -> Any:
    """thunk() with ``infos`` as the current check-infos; an exception raised inside, the
    first time it crosses such a boundary, notes them (its `exn-check-info`)."""
    saved = STATE.infos
    STATE.infos = infos
    try:
        return thunk()
    except Raise as e:
        if getattr(e, "check_info", None) is None:
            e.check_info = infos
        raise
    finally:
        STATE.infos = saved


def _with_default_infos(infos: list, thunk: Any) -> Any:
    """with-default-check-info*: the infos whose names are not there yet, added after."""
    have = {i.fields[0] for i in STATE.infos}
    return _with_infos(STATE.infos + [i for i in infos if i.fields[0] not in have], thunk)


def _with_check_infos(infos: list, thunk: Any) -> Any:
    """with-check-info*: the infos added, a later one of a name replacing an earlier."""
    merged: list = []
    for info in STATE.infos + infos:
        merged = [i for i in merged if i.fields[0] is not info.fields[0]] + [info]
    return _with_infos(merged, thunk)


@define("%with-check-info", 2)
def with_check_info(pairs: Any, thunk: Any) -> Any:
    """(with-check-info ((name value) ...) body ...): the body's checks show these infos
    first when they fail."""
    infos = []
    for pair in list_to_python(pairs):
        if type(pair.car) is not Symbol:
            raise contract_error("make-check-info", "symbol?", pair.car, 0, [pair.car, pair.cdr])
        infos.append(make_struct_instance(CHECK_INFO, [pair.car, pair.cdr]))
    return _with_check_infos(infos, lambda: apply_procedure(thunk, []))


def _fail_check(message: str = "") -> Raise:
    return Raise(make_exn(EXN_TEST_CHECK, message, make_list(STATE.infos)))


def _is_check_failure(v: Any) -> bool:
    return type(v) is StructInstance and v.stype.is_subtype_of(EXN_TEST_CHECK)


# ------------------------------------------------------------------ failure blocks

_COLUMNS = 79       # pretty-print-columns


def _value_text(value: Any, width: int) -> str:
    """A check-info's value as print-info-value prints it."""
    if type(value) is StructInstance:
        t = value.stype
        if t is STRING:
            return as_str(value.fields[0]) or ""
        if t is LOCATION:
            return value.fields[0]
        if t is PRETTY:
            return pretty_string(value.fields[0], width=width)
        if t is VERBOSE:
            return _value_text(value.fields[0], width)
    return write_string(value)


def _stack_lines(stack: list, verbose: bool, nesting: int = 0) -> list[str]:
    """The lines of a check-info stack (print-check-info-stack): `name:` padded to the
    widest name (at least 9), the value on the same line when it fits in 79 columns, else
    on the next, indented."""
    if not verbose:
        has_actual = any(i.fields[0] is _ACTUAL for i in stack)
        stack = [i for i in stack if not (
            type(i.fields[1]) is StructInstance and i.fields[1].stype is VERBOSE)
            and not (has_actual and i.fields[0] is _PARAMS)]
    width = max([9] + [len(i.fields[0].name) for i in stack])
    indent = "  " * nesting
    lines = []
    for info in stack:
        name, value = info.fields[0].name, info.fields[1]
        if name == "exception" and is_exn(value):
            lines.append(f"{indent}{name}:")
            pad = "  " * (nesting + 1)
            lines.extend(pad + line for line in (_message(value).split("\n")))
            continue
        one = f"{indent}{name}:  {' ' * (width - len(name))}{_value_text(value, 10 ** 9)}"
        if len(one) <= _COLUMNS and "\n" not in one:
            lines.append(one)
        else:
            lines.append(f"{indent}{name}:")
            lines.append("  " + _value_text(value, _COLUMNS))
    return lines


_ACTUAL, _PARAMS = sym("actual"), sym("params")


def _message(v: Any) -> str:
    return as_str(v.fields[0]) or ""


def _report(e: Raise, name: str | None, verbose: bool = False) -> None:
    """display-test-failure/error: the block of a failure (exn:test:check), of an error,
    or of a raised value that is no exception."""
    v = e.value
    lines = [DASHES]
    if name is not None:
        lines.append(name)
    if _is_check_failure(v):
        lines.append("FAILURE")
        lines += _stack_lines(list_to_python(v.fields[2]), verbose)
    else:
        lines.append("ERROR")
        # the infos in force where it was raised: noted by the boundary it crossed, else
        # those here (a check's own, when its argument raised)
        noted = getattr(e, "check_info", None) if is_exn(v) else None
        lines += _stack_lines(STATE.infos if noted is None else noted, verbose)
    if is_exn(v):
        if _message(v) != "":
            lines += ["", _message(v)]
    else:
        lines += ["", f"A value other than an exception was raised: {error_value_string(v)}"]
    lines.append(DASHES)
    current_error().write("\n".join(lines) + "\n")


# ------------------------------------------------------------------ checks

@define("%check", 4)
def run_check(name: str, location: str, source: str, thunks: Any) -> Any:
    """Run one check (its arguments are thunks, evaluated inside it) in the current check
    around: reported and logged at top level, raised in a test case, a test in a suite."""
    infos = [_info("name", sym(name)), _info("location", _wrap(LOCATION, location)),
             _info("expression", _wrap(VERBOSE, _wrap(STRING, source)))]
    thunks = list_to_python(thunks)
    return _with_default_infos(infos, lambda: _around_check(lambda: _check(name, thunks)))


@define("%user-check", 7)
def run_user_check(kind: Any, name: str, location: str, source: str, impl: Any, n: int,
                   thunks: Any) -> Any:
    """Run a check a program defined (`define-simple-check`, `define-binary-check`,
    `define-check`: ``kind`` 'simple, 'binary, 'check) as the built-in ones run: its
    arguments evaluated inside it, an optional message after its parameters, reported and
    logged at top level, raised in a test case."""
    infos = [_info("name", sym(name)), _info("location", _wrap(LOCATION, location)),
             _info("expression", _wrap(VERBOSE, _wrap(STRING, source)))]
    thunks = list_to_python(thunks)
    return _with_default_infos(infos, lambda: _around_check(
        lambda: _user_check(kind.name, name, impl, n, thunks)))


def _user_check(kind: str, name: str, impl: Any, n: int, thunks: list) -> None:
    """``impl``: the check's body as a procedure of its ``n`` parameters."""
    args = [apply_procedure(t, []) for t in thunks]
    if len(args) not in (n, n + 1):
        raise racket_error(f"{name}: arity mismatch;\n the expected number of arguments does not "
                           f"match the given number\n  given: {len(args)}", EXN_FAIL_CONTRACT)
    message = args[n] if len(args) > n else False
    if message is not False and as_str(message) is None:
        raise contract_error(name, "(or/c #f string?)", message)
    formals = args[:n]
    infos = [] if kind == "binary" else [_info("params", _wrap(PRETTY, make_list(formals)))]
    if message is not False:
        infos.append(_info("message", message))
    if kind == "binary":
        infos += [_info("actual", _wrap(PRETTY, formals[0])), _info("expected", _wrap(PRETTY, formals[1]))]

    def test() -> None:
        result = apply_procedure(impl, formals)
        if kind != "check" and result is False:
            raise _fail_check()
    _with_default_infos(infos, test)


@define("fail-check", 0, 1)
def fail_check(message: Any = None) -> Any:
    """Inside a `define-check` body: the check fails (with ``message`` under its infos)."""
    text = "" if message is None else as_str(message)
    if text is None:
        raise contract_error("fail-check", "string?", message)
    raise _fail_check(text)


def _around_check(body: Any) -> Any:
    around = STATE.check_around
    if around == "plain":
        body()
        return VOID
    if around is not None:                    # directly in a suite: a test of its own
        STATE.seed = around.here(None, body, STATE.seed)
        return VOID
    STATE.check_around = "plain"              # a check inside this one is plain
    try:
        body()
        _log(True)
    except Raise as e:
        if limits_exhausted():
            raise
        _log(False, not _is_check_failure(e.value))
        _report(e, None)
    finally:
        STATE.check_around = around
    return VOID


def _check(name: str, thunks: list) -> None:
    """A check's own work: its arguments, its params and message infos, its test."""
    args = [apply_procedure(t, []) for t in thunks]
    n = CHECKS.get(name, 0) if name != "fail" else 0
    if not n <= len(args) <= n + 1:        # rackunit's check is a case-lambda: no `expected:`
        raise arity_error(name, None, args)
    message = args[n] if len(args) > n else False
    if message is not False and as_str(message) is None:
        raise contract_error(name, "(or/c #f string?)", message)
    formals = args[:n]
    if name == "check-match":
        infos = [_info("actual", _wrap(PRETTY, args[0])), _info("expected", _wrap(PRETTY, args[2])),
                 _info("params", _wrap(PRETTY, make_list([args[1]])))]
        message = False
    else:
        infos = [_info("params", _wrap(PRETTY, make_list(formals)))]
    if message is not False:
        infos.append(_info("message", message))
    _with_default_infos(infos, lambda: _test(name, formals, args))


def _test(name: str, a: list, args: list) -> None:
    """Raise the check's failure (exn:test:check) unless it passes."""
    if name in ("check-equal?", "check-eq?", "check-eqv?"):
        same = {"check-equal?": is_equal, "check-eq?": is_eq, "check-eqv?": is_eqv}[name]
        infos = [_info("actual", _wrap(PRETTY, a[0])), _info("expected", _wrap(PRETTY, a[1]))]

        def binary() -> None:
            if not same(a[0], a[1]):
                raise _fail_check()
        _with_default_infos(infos, binary)
        return
    if name == "check-within":
        infos = [_info("actual", _wrap(PRETTY, a[0])), _info("expected", _wrap(PRETTY, a[1]))]

        def within() -> None:
            if not _within(a[0], a[1], a[2]):
                raise _fail_check()
        _with_check_infos(infos, within)
        return
    if name == "check-exn":
        _check_exn(a[0], a[1])
        return
    if name == "check-not-exn":
        _check_not_exn(a[0])
        return
    if name == "check-match":
        ok = args[1] is not False
    elif name == "fail":
        ok = False
    else:
        ok = _simple(name, a)
    if not ok:
        raise _fail_check()


def _simple(name: str, a: list) -> bool:
    if name == "check-true":
        return a[0] is True
    if name == "check-false":
        return a[0] is False
    if name == "check-not-false":
        return a[0] is not False
    if name == "check-not-equal?":
        return not is_equal(a[0], a[1])
    if name == "check-not-eq?":
        return not is_eq(a[0], a[1])
    if name == "check-not-eqv?":
        return not is_eqv(a[0], a[1])
    if name == "check-pred":
        return apply_procedure(a[0], [a[1]]) is not False
    if name == "check-=":
        return abs(a[0] - a[1]) <= a[2]
    if name == "check":
        return apply_procedure(a[0], [a[1], a[2]]) is not False
    return False


def _within(a: Any, b: Any, eps: Any) -> bool:
    """check-within's comparison: equal?, except that numbers (also inside pairs, vectors,
    boxes and transparent structs) need only be within eps of each other."""
    if is_number(a) and is_number(b):
        return abs(a - b) <= eps
    if type(a) is Pair and type(b) is Pair:
        return _within(a.car, b.car, eps) and _within(a.cdr, b.cdr, eps)
    if type(a) is MVector and type(b) is MVector:
        return len(a.items) == len(b.items) and all(_within(x, y, eps)
                                                    for x, y in zip(a.items, b.items))
    if type(a) is Box and type(b) is Box:
        return _within(a.value, b.value, eps)
    if (type(a) is StructInstance and type(b) is StructInstance and a.stype is b.stype
            and (a.stype.transparent or a.stype.prefab)):
        return all(_within(x, y, eps) for x, y in zip(a.fields, b.fields))
    return is_equal(a, b)


def _thunk_checked(who: str, thunk: Any) -> None:
    if not (is_procedure(thunk) and procedure_arity_includes(thunk, 0)):
        raise racket_error(f"{who}: thunk must be a procedure that accepts 0 arguments\n"
                           f"  thunk: {error_value_string(thunk)}", EXN_FAIL_CONTRACT)


def _refail(e: Raise) -> Raise:
    v = e.value
    return Raise(make_exn(EXN_TEST_CHECK, v.fields[0], v.fields[2]))


def _check_exn(pred: Any, thunk: Any) -> None:
    if type(pred) is Regexp:
        def matches(v: Any) -> bool:
            return (is_exn(v) and v.stype.is_subtype_of(EXN_FAIL)
                    and pred.compiled.search(_message(v)) is not None)
    elif is_procedure(pred) and procedure_arity_includes(pred, 1):
        def matches(v: Any) -> bool:
            return apply_procedure(pred, [v]) is not False
    else:
        raise contract_error("check-exn", "(or/c (-> any/c any/c) regexp?)", pred)
    _thunk_checked("check-exn", thunk)
    try:
        apply_procedure(thunk, [])
    except Raise as e:
        if limits_exhausted():
            raise
        v = e.value
        if matches(v):
            return
        if _is_check_failure(v):
            raise _refail(e) from None
        if is_exn(v) and v.stype.is_subtype_of(EXN_FAIL):
            infos = [_info("message", "Wrong exception raised"),
                     _info("exn-message", v.fields[0]), _info("exn", v)]

            def wrong() -> None:
                raise _fail_check()
            _with_default_infos(infos, wrong)
        raise

    def none() -> None:
        raise _fail_check()
    _with_default_infos([_info("message", "No exception raised")], none)


def _check_not_exn(thunk: Any) -> None:
    _thunk_checked("check-not-exn", thunk)
    try:
        apply_procedure(thunk, [])
    except Raise as e:
        if limits_exhausted():
            raise
        v = e.value
        if _is_check_failure(v):
            raise _refail(e) from None
        if not is_exn(v):
            raise
        infos = [_info("message", "Exception raised"), _info("exception-message", v.fields[0]),
                 _info("exception", v)]

        def raised() -> None:
            raise _fail_check()
        _with_default_infos(infos, raised)


# ------------------------------------------------------------------ test cases and suites

@define("%test-case", 2)
def run_test_case(name: Any, thunk: Any) -> Any:
    """Run a test case (`test-begin`'s name is #f: the enclosing test's name) in the current
    test-case around: at once at top level, as a test of the run in a suite."""
    if name is False:
        name = STATE.test_name
    else:
        text = as_str(name)
        if text is None:
            raise contract_error("test-case", "string?", name)
        name = text
    saved = STATE.test_name
    STATE.test_name = name

    def action() -> Any:
        around = STATE.check_around
        STATE.check_around = "plain"
        try:
            return apply_procedure(thunk, [])
        finally:
            STATE.check_around = around
    try:
        fold = STATE.case_around
        if fold is not None:
            STATE.seed = fold.here(name, action, STATE.seed)
        else:
            try:
                action()
                _log(True)
            except Raise as e:
                if limits_exhausted():
                    raise
                _log(False, not _is_check_failure(e.value))
                _report(e, name)
    finally:
        STATE.test_name = saved
    return VOID


class FoldState:
    """The seed of run-tests' fold: the suites it is in (innermost first) and its counts."""

    def __init__(self, names: tuple, counts: tuple) -> None:
        self.names = names
        self.counts = counts          # (successes, failures, errors)


class Fold:
    """run-tests' fold over a suite: ``here`` runs one test and reports it."""

    def __init__(self, quiet: bool, verbose: bool) -> None:
        self.quiet = quiet
        self.verbose = verbose

    def here(self, name: str | None, action: Any, seed: FoldState) -> FoldState:
        try:
            action()
            kind = 0
        except Raise as e:
            if limits_exhausted():
                raise
            kind = 1 if _is_check_failure(e.value) else 2
            if not self.quiet:
                shown = None
                if name is not None or seed.names:
                    shown = " > ".join(list(seed.names) + [name or "Unnamed test"])
                _report(e, shown, self.verbose)
        counts = list(seed.counts)
        counts[kind] += 1
        return FoldState(seed.names, tuple(counts))


class TestSuite:
    """A suite: its name, its tests as thunks, and the thunks `#:before` and `#:after` gave
    (False for none), called as the suite starts and ends running."""

    def __init__(self, name: str, thunks: list, before: Any = False, after: Any = False) -> None:
        self.name = name
        self.thunks = thunks
        self.before = before
        self.after = after

    def racket_repr(self) -> str:
        return "#<test-suite>"


@define("%test-suite", 2, 4)
def make_test_suite(name: Any, thunks: Any, before: Any = False, after: Any = False) -> TestSuite:
    """A suite: its tests' expressions are evaluated (and so run) when it is run."""
    text = as_str(name)
    if text is None:
        raise racket_error("test-suite: expected argument of type <test-suite name as string>; "
                           f"given: {error_value_string(name)}", EXN_FAIL_CONTRACT)
    return TestSuite(text, list_to_python(thunks), before, after)


def _apply_suite(suite: TestSuite, fold: Fold, seed: FoldState) -> FoldState:
    """Run a suite's tests under its name (pushed on the seed's names, then popped)."""
    kid = _suite_tests(suite, fold, FoldState((suite.name,) + seed.names, seed.counts))
    return FoldState(kid.names[1:], kid.counts)


def _suite_tests(suite: TestSuite, fold: Fold, seed: FoldState) -> FoldState:
    saved = STATE.seed, STATE.case_around, STATE.check_around
    STATE.seed, STATE.case_around, STATE.check_around = seed, fold, fold
    try:
        if suite.before is not False:
            apply_procedure(suite.before, [])
        try:
            for thunk in suite.thunks:
                _run_inner(apply_procedure(thunk, []), fold)
        finally:
            if suite.after is not False:
                apply_procedure(suite.after, [])
        return STATE.seed
    finally:
        STATE.seed, STATE.case_around, STATE.check_around = saved


def _run_inner(x: Any, fold: Fold) -> None:
    """A test expression's value: a suite runs in turn, a list's suites too."""
    if type(x) is TestSuite:
        STATE.seed = _apply_suite(x, fold, STATE.seed)
    elif x is NIL or (type(x) is Pair and is_list(x)):
        for item in list_to_python(x):
            _run_inner(item, fold)


@define("run-tests", 1, 2)
def run_tests(suite: Any, mode: Any = None) -> int:
    """Run a suite as rackunit/text-ui does: each failure's block as it happens, then the
    summary; the number of failures and errors."""
    if type(suite) is not TestSuite:
        raise contract_error("run-tests", "(or/c test-case? test-suite?)", suite)
    if mode is not None and mode not in (sym("quiet"), sym("normal"), sym("verbose")):
        raise contract_error("run-tests", "(or/c 'quiet 'normal 'verbose)", mode)
    quiet = mode is sym("quiet")
    final = _apply_suite(suite, Fold(quiet, mode is sym("verbose")), FoldState((), (0, 0, 0)))
    s, f, e = final.counts
    for _ in range(s):
        _log(True)
    for i in range(f + e):
        _log(False, i >= f)
    if not quiet:
        summary = f"{s} success(es) {f} failure(s) {e} error(s) {s + f + e} test(s) run\n"
        (current_error() if f or e else current_output()).write(summary)
    return f + e


# ------------------------------------------------------------------ run-test and its results

TEST_RESULT = StructType("test-result", ["test-case-name"])
TEST_FAILURE = StructType("test-failure", ["result"], TEST_RESULT)     # result: the exn:test:check
TEST_ERROR = StructType("test-error", ["result"], TEST_RESULT)         # result: the raised value
TEST_SUCCESS = StructType("test-success", ["result"], TEST_RESULT)     # result: the action's value


@define("run-test-case", 2)
def run_test_case_result(name: Any, action: Any) -> StructInstance:
    """Run ``action`` (as the checks around the call see it: at top level a failing check
    still reports) and make its result."""
    return _result(name, lambda: apply_procedure(action, []))


def _result(name: Any, run: Any) -> StructInstance:
    """The result of ``run()``: a failed check's exn a test-failure, any other raised value
    a test-error, else a test-success holding the value."""
    try:
        value = run()
    except Raise as e:
        if limits_exhausted():
            raise
        stype = TEST_FAILURE if _is_check_failure(e.value) else TEST_ERROR
        return make_struct_instance(stype, [name, e.value])
    return make_struct_instance(TEST_SUCCESS, [name, VOID if value is None else value])


class Collect:
    """run-test's fold over a suite (``Fold``'s interface): each test run by
    `run-test-case` and its result kept, nothing reported or counted."""

    def __init__(self) -> None:
        self.results: list = []

    def here(self, name: str | None, action: Any, seed: FoldState) -> FoldState:
        self.results.append(_result(False if name is None else name, action))
        return seed


@define("run-test", 1)
def run_test(test: Any) -> Any:
    """The results of a suite's tests, in the order they ran, as one list."""
    if type(test) is not TestSuite:
        raise Raise(make_exn(EXN_TEST, f"foldts-test-suite: Don't know what to do with "
                                       f"{display_string(test)}.  It isn't a test case or test suite."))
    collect = Collect()
    _apply_suite(test, collect, FoldState((), (0, 0, 0)))
    return make_list(collect.results)


def _struct_procedures(stype: StructType, field: str | None) -> None:
    """A rackunit struct type's predicate and the accessor of its last field (rackunit's
    names, its contract errors)."""
    name = stype.name

    @define(f"{name}?", 1)
    def predicate(x: Any) -> bool:
        return type(x) is StructInstance and x.stype.is_subtype_of(stype)

    if field is not None:
        index = len(stype.all_fields) - 1

        @define(f"{name}-{field}", 1)
        def accessor(x: Any) -> Any:
            if type(x) is StructInstance and x.stype.is_subtype_of(stype):
                return x.fields[index]
            raise contract_error(f"{name}-{field}", f"{name}?", x)


_struct_procedures(EXN_TEST, None)
_struct_procedures(EXN_TEST_CHECK, "stack")
_struct_procedures(TEST_RESULT, "test-case-name")
for _stype in (TEST_FAILURE, TEST_ERROR, TEST_SUCCESS):
    _struct_procedures(_stype, "result")


# ------------------------------------------------------------------ rackunit/log

TEST_LOG_ENABLED = Parameter(True, None, "test-log-enabled?")
add("test-log-enabled?", TEST_LOG_ENABLED, lib="rackunit/log")


@define("test-log!", 1, lib="rackunit/log")
def test_log_bang(result: Any) -> Any:
    """Count one test (a failure when ``result`` is #f) in the log rackunit's checks count in."""
    _log(result is not False)
    return VOID


@define("test-log", 0, None, lib="rackunit/log")
def test_log(*args: Any) -> Pair:
    """(test-log #:display? #:exit?): (failed . total) of the log; with #:display? the
    summary (to the output port when nothing failed, else the error port), with #:exit?
    exit 1 when something failed."""
    positional, kw = split_keywords("test-log", args, ("#:display?", "#:exit?"))
    if positional:
        raise keyword_arity_error("test-log", "0 plus optional arguments with keywords "
                                  "#:display? and #:exit?", args, len(positional), bool(kw))
    for key in ("#:display?", "#:exit?"):
        if key in kw and type(kw[key]) is not bool:
            raise contract_error("test-log", "boolean?", kw[key])
    total, failed = LOG.total, LOG.failed
    if kw.get("#:display?", False) and total:
        if failed:
            current_error().write(f"{failed}/{total} test failures\n")
        else:
            current_output().write(f"{total} test{'' if total == 1 else 's'} passed\n")
    if kw.get("#:exit?", False) and failed:
        raise SchemeExit(1)
    return make_pair(failed, total)
