"""racket/sandbox: evaluators that run a program in a namespace of its own, under limits.

A course's test harness does `(make-module-evaluator (read port))` on a student's file (read
under read-accept-reader: `(module a3 racket (#%module-begin ...))`), `set-eval-limits`, then
calls the evaluator, or `eval` with `current-eval` set to it, on each test expression.

* ``make-module-evaluator`` (a module form, a path, or a string of source) and
  ``make-evaluator`` (a language such as 'racket/base, or '(begin), with programs and
  `#:requires`) build an evaluator: a procedure that evaluates a datum, or every datum of a
  string, in the module's namespace (its private names too) and returns the last one's
  values. An error inside is raised in the caller as the same exn; a syntax error in an
  expression is located as Racket locates it (`eval:N:0: if: bad syntax`, N counting the
  calls), one in the module body as `program: ...`. The module runs in a module table of its
  own (the files it requires are instantiated afresh), through
  ``interpreter._sandbox_namespace`` (``eval_namespaces.MAKE_SANDBOX_NAMESPACE``): this
  module sits below the interpreter.
* Files: an evaluator may read only what ``sandbox-path-permissions`` and the
  `#:allow-for-require` / `#:allow-read` paths allow (and the program's own file), and
  write nowhere unless a permission says so, as Racket's default security guard decides;
  a refused access is its exn:fail (``open-input-file: `read' access denied for x.txt``;
  a refused require: ``file-or-directory-modify-seconds: `read' access denied for PATH``).
  It is never allowed more than the program that made it (``SandboxAccess``), and where a
  program is graded evaluators are refused as `eval` is (``eval_namespaces._allowed``).
* Output and input: ``sandbox-output`` (#f, the default: discarded; an output port;
  'string, 'bytes, 'pipe: read back with ``get-output``), ``sandbox-error-output`` (the
  error port at the time, by default), ``sandbox-input`` (#f: at end-of-file; a string,
  bytes, an input port, 'pipe: fed by ``put-input``), chosen when the evaluator is made.
* Limits: ``set-eval-limits`` (and ``sandbox-eval-limits``, `(30 20)` by default) bound
  each evaluation, and the module's own run, by wall-clock seconds, with minischeme's own
  machinery (``TimeLimit``: the run's budget stops the program at its next procedure call,
  as `--time-limit` does), then raise exn:fail:resource `with-limit: out of time` in the
  caller. ``call-with-limits`` and ``call-with-deep-time-limit`` (their forms:
  forms/racket_sandbox.py) do the same for a thunk. Megabyte limits (and
  ``sandbox-memory-limit``) are accepted and recorded only: minischeme does not measure a
  program's memory.
* ``sandbox-namespace-specs``, ``sandbox-security-guard``, ``sandbox-init-hook``,
  ``sandbox-propagate-exceptions``, ``sandbox-run-submodules`` and their kin are parameters
  that exist and hold what a program sets; minischeme's evaluators do not consult them.
* ``kill-evaluator``, ``evaluator-alive?``, `(exit)` inside an evaluator: a dead
  evaluator raises exn:fail:sandbox-terminated, `evaluator: terminated (REASON)`.
"""
from __future__ import annotations

import os
import threading
import weakref
from fractions import Fraction
from contextlib import ExitStack
from pathlib import Path
from typing import Any, Callable

from minischeme.values import command_line, ports
from minischeme.values.data import (EOF, NIL, VOID, Box, MString, make_mstring, MVector, Pair, StructType, Symbol,
                                    as_str, list_to_python, make_list, sym)
from minischeme.values.errors import (EXN_FAIL, EXN_FAIL_CONTRACT, EXN_FAIL_READ, EXN_FAIL_SYNTAX, Raise,
                                      SchemeExit, contract_error, make_exn, racket_error)
from minischeme.values.file_access import FileAccess, active, current, directory_of_program
from minischeme.values.paths import RacketPath
from minischeme.values.printer import error_value_string, write_string
from minischeme.values.procedures import Parameter, Primitive
from minischeme.values.runtime import BUDGET, apply_procedure, is_procedure, procedure_arity_includes
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .continuation_prompts import run_at_prompt
from .eval_namespaces import CURRENT_EVAL, KNOWN_LIBRARY, MAKE_SANDBOX_NAMESPACE, _allowed
from .racket_port import _Nowhere
from .registry import add, define, library
from .sandbox import _INPUTS, InputPort, _PipeStream, module_name_of_port
from .base_lists import split_keywords

library("racket/sandbox")

# ------------------------------------------------------------------ its exn types

EXN_FAIL_RESOURCE = StructType("exn:fail:resource", ["resource"], EXN_FAIL)
EXN_FAIL_SANDBOX_TERMINATED = StructType("exn:fail:sandbox-terminated", ["reason"], EXN_FAIL,
                                         transparent=True)

for _stype in (EXN_FAIL_RESOURCE, EXN_FAIL_SANDBOX_TERMINATED):
    _procs = make_struct_procedures(_stype, StructSpec(
        sym(_stype.name), None, [(f, False) for f in _stype.fields], False, False, False, False, None))
    # racket/sandbox provides the predicate and the accessor, not the constructor
    for _name in (f"{_stype.name}?", f"{_stype.name}-{_stype.fields[0]}"):
        add(_name, _procs[_name])


def _terminated(reason: str) -> Raise:
    return racket_error(f"evaluator: terminated ({reason})", EXN_FAIL_SANDBOX_TERMINATED, sym(reason))


# ------------------------------------------------------------------ limits

class TimeLimit:
    """A wall-clock limit of ``seconds`` on a thunk, inside whatever limits the run has.

    When the time is up, a timer thread stops the program as `--time-limit` does (the run's
    budget: its next procedure call raises, and no handler inside may catch that); `run`
    then puts the run's own limits back and raises exn:fail:resource with ``message`` and
    ``resource`` ('time, 'deep-time) in the caller, where handlers may catch it. A limit of
    the run that ends meanwhile is left to stop the run."""

    def __init__(self, seconds: Any, message: str, resource: str) -> None:
        self.seconds = seconds
        self.message = message
        self.resource = resource
        self.lock = threading.Lock()
        self.running = False
        self.fired = False
        self.tag = f"{message} "      # this limit's stop message (a string of its own)
        self.saved: tuple = (None, None)

    def run(self, thunk: Callable[[], Any]) -> Any:
        if self.seconds is False or self.seconds is None or not float(self.seconds) < _FOREVER:
            return thunk()
        self.saved = (BUDGET.max_steps, BUDGET.stop_message)
        self.running, self.fired = True, False
        timer = threading.Timer(float(self.seconds), self._time_up)
        timer.daemon = True
        timer.start()
        try:
            return thunk()
        except BaseException:
            if self._settle():
                raise racket_error(self.message, EXN_FAIL_RESOURCE, sym(self.resource)) from None
            raise
        finally:
            timer.cancel()
            self._settle()

    def _time_up(self) -> None:
        with self.lock:
            if self.running:
                self.fired = True
                BUDGET.stop_message = self.tag
                BUDGET.max_steps = -1          # the next procedure call raises

    def _settle(self) -> bool:
        """Stop the timer; if it stopped the program, give the run its limits back (True)."""
        with self.lock:
            self.running = False
            if self.fired and BUDGET.stop_message is self.tag:
                BUDGET.max_steps, BUDGET.stop_message = self.saved
                self.fired = False
                return True
            return False


# a limit of more seconds than this (or +inf.0) is no limit a run can reach: no timer
_FOREVER = 1e7


def _real(v: Any) -> bool:
    return type(v) in (int, float, Fraction)


def _seconds(who: str, v: Any) -> Any:
    if v is not False and not (_real(v) and v >= 0):
        raise contract_error(who, "(or/c #f (and/c real? (not/c negative?)))", v)
    return v


@define("call-with-limits", 3)
def call_with_limits(secs: Any, mb: Any, thunk: Any) -> Any:
    """(call-with-limits secs mb thunk): thunk's values, or exn:fail:resource `with-limit:
    out of time` after secs seconds (#f: no limit). mb is accepted, not enforced."""
    _seconds("call-with-limits", secs)
    _seconds("call-with-limits", mb)
    return TimeLimit(secs, "with-limit: out of time", "time").run(lambda: apply_procedure(thunk, []))


@define("call-with-deep-time-limit", 2)
def call_with_deep_time_limit(secs: Any, thunk: Any) -> Any:
    """(call-with-deep-time-limit secs thunk): as call-with-limits' time limit (minischeme's
    programs start no threads that could outlive it); `call-with-deep-time-limit: out of
    time`, resource 'deep-time."""
    if not _real(secs) or secs != secs:
        raise contract_error("*", "number?", secs)
    return TimeLimit(max(secs, 0), "call-with-deep-time-limit: out of time", "deep-time").run(
        lambda: apply_procedure(thunk, []))


# ------------------------------------------------------------------ parameters

def _default_error_output() -> Any:
    return ports.current_error()


def _permissions_guard(v: Any) -> Any:
    items = list_to_python(v) if (v is NIL or type(v) is Pair) else None
    if items is None:
        raise contract_error("sandbox-path-permissions", "list?", v)
    for perm in items:
        parts = list_to_python(perm) if type(perm) is Pair else None
        if not (parts and len(parts) == 2 and type(parts[0]) is Symbol):
            raise racket_error(f"sandbox-path-permissions: bad permission spec: "
                               f"{error_value_string(perm)}")
        if not (type(parts[1]) is RacketPath or as_str(parts[1])):
            raise contract_error("simple-form-path", "path-string?", parts[1])
    return v


def _security_guard_guard(v: Any) -> Any:
    if not (is_procedure(v) and procedure_arity_includes(v, 0)):
        raise contract_error("sandbox-security-guard", "(or/c security-guard? (-> security-guard?))", v)
    return v


def _no_security_guards() -> Any:
    raise racket_error("make-default-sandbox-guard: not available in minischeme: it has no "
                       "security guards (an evaluator's file access is sandbox-path-permissions')",
                       EXN_FAIL)


def _plain(name: str, value: Any, guard: Callable | None = None) -> Parameter:
    p = Parameter(value, Primitive(name, guard, 1, 1) if guard else None, name)
    add(name, p)
    return p


OUTPUT = _plain("sandbox-output", False)
# (named as Racket names its default: a lambda of racket/sandbox.rkt)
ERROR_OUTPUT = _plain("sandbox-error-output", Primitive(".../racket/sandbox.rkt:84:18",
                                                        _default_error_output, 0, 0))
INPUT = _plain("sandbox-input", False)
EVAL_LIMITS = _plain("sandbox-eval-limits", make_list([30, 20]))
MEMORY_LIMIT = _plain("sandbox-memory-limit", 30)          # recorded only
PATH_PERMISSIONS = _plain("sandbox-path-permissions", NIL, _permissions_guard)
_plain("sandbox-security-guard", Primitive("make-default-sandbox-guard", _no_security_guards, 0, 0),
       _security_guard_guard)
_plain("sandbox-namespace-specs", make_list([Primitive(
    "sandbox-make-namespace", lambda: apply_procedure(_base_namespace(), []), 0, 0)]))
_plain("sandbox-init-hook", Primitive("void", lambda *a: VOID, 0, None))
_plain("sandbox-propagate-exceptions", True)
_plain("sandbox-propagate-breaks", True)
_plain("sandbox-run-submodules", NIL)
_plain("sandbox-coverage-enabled", False)
_plain("sandbox-override-collection-paths", NIL)
_plain("sandbox-gui-available", False)


def _base_namespace() -> Any:
    from .registry import lookup_primitive
    return lookup_primitive("make-base-namespace")


# ------------------------------------------------------------------ file access

# racket/sandbox's permissions, strongest first: each allows those after it (but
# 'read-bytecode only itself)
_ORDER = ("execute", "write", "delete", "read-bytecode", "read", "exists")


def _allows(granted: str, needed: str) -> bool:
    if granted == needed:
        return True
    if "read-bytecode" in (granted, needed) or granted not in _ORDER or needed not in _ORDER:
        return False
    return _ORDER.index(granted) < _ORDER.index(needed)


def _path_of(who: str, v: Any) -> str:
    """A complete, simplified path of a path or string."""
    text = v.text if type(v) is RacketPath else as_str(v)
    if text is None:
        raise contract_error(who, "(or/c path? path-string?)", v)
    full = text if text.startswith(os.sep) else directory_of_program() + text
    return os.path.normpath(full)


class SandboxAccess(FileAccess):
    """What an evaluator's program may touch: racket/sandbox's default guard over
    ``permissions`` ((mode, complete path) pairs, a path allowing what is under it), and
    never more than ``outer``, the access of the program that made the evaluator."""

    def __init__(self, permissions: list[tuple[str, str]], outer: FileAccess) -> None:
        super().__init__(None, False, outer.cwd)
        self.permissions = permissions
        self.outer = outer

    def _granted(self, full: str, needed: str) -> bool:
        path = os.path.normpath(full)
        return any(_allows(mode, needed) and (path == p or path.startswith(p.rstrip(os.sep) + os.sep))
                   for mode, p in self.permissions)

    def may_read(self, full: str) -> bool:
        return self._granted(full, "read") and self.outer.may_read(full)

    def check(self, who: str, shown: str, full: str, mode: str) -> None:
        self.outer.check(who, shown, full, mode)
        modes = mode.split("+")
        strongest = min(modes, key=lambda m: _ORDER.index(m) if m in _ORDER else 0)
        if not self._granted(full, strongest):
            raise racket_error(f"{who}: `{mode}' access denied for {shown}", EXN_FAIL)


def _permissions(who: str, extra: list[Any]) -> list[tuple[str, str]]:
    """The evaluator's permissions: sandbox-path-permissions', then `read` of ``extra``
    (the paths of #:allow-for-require, #:allow-read, the program's own file)."""
    perms = []
    for perm in list_to_python(PATH_PERMISSIONS.value):
        mode, path = list_to_python(perm)
        perms.append((mode.name, _path_of("sandbox-path-permissions", path)))
    for path in extra:
        perms.append(("read", _path_of(who, path)))
    return perms


def _allowed_paths(who: str, keywords: dict) -> list[Any]:
    """The file paths of #:allow-for-require, #:allow-for-load and #:allow-read (a module
    path of a library names no file of the program's)."""
    found = []
    for key in ("#:allow-for-require", "#:allow-for-load", "#:allow-read"):
        v = keywords.get(key, NIL)
        items = list_to_python(v) if (v is NIL or type(v) is Pair) else None
        if items is None:
            raise racket_error(f"{who}: bad {key[2:]}s: {error_value_string(v)}")
        for item in items:
            if type(item) is RacketPath or as_str(item) is not None:
                found.append(item)
            elif type(item) is Pair and item.car is sym("file") and type(item.cdr) is Pair:
                found.append(item.cdr.car)
            elif type(item) is Symbol:
                _known_collection(item.name)      # Racket resolves it to find its files
    return found


def _known_collection(name: str) -> None:
    """Racket's error for a module path of a collection it has not (minischeme: a library
    it has not): `standard-module-name-resolver: collection not found` (its lines that
    list the installation's collection folders left out)."""
    known = KNOWN_LIBRARY[0]
    if known is None or known(name):
        return
    parts = name.split("/")
    collection = "/".join(parts[:-1]) if len(parts) > 1 else name
    raise racket_error(f"standard-module-name-resolver: collection not found\n  for module path: "
                       f"{name}\n  collection: \"{collection}\"")


# ------------------------------------------------------------------ ports

def _output(who: str, what: str, spec: Any) -> tuple[Any, Callable[[], Any]]:
    """The port an evaluator writes its output (or errors) to, and what `get-output` (or
    `get-error-output`) gives, as racket/sandbox makes them from the parameter's value."""
    if spec is False:
        port = ports.OutputPort(_Nowhere(), "nowhere")
        port.keeps_bytes = True
        return port, lambda: False
    if is_procedure(spec) and procedure_arity_includes(spec, 0):
        return _output(who, what, apply_procedure(spec, []))
    if type(spec) is ports.OutputPort:
        return spec, lambda: False
    if spec is sym("pipe"):
        inp = InputPort("", "pipe", kind="pipe")
        port = ports.OutputPort(_PipeStream(inp), "pipe")
        port.keeps_bytes = True
        return port, lambda: inp
    if spec in (sym("string"), sym("bytes")):
        port = ports.OutputPort(None, "string")

        def collected() -> Any:
            text = port.getvalue()
            port.reset()
            return make_mstring(text) if spec is sym("string") else bytearray(ports.utf8_bytes(text))
        return port, collected
    raise racket_error(f"{who}: bad sandox-{what} spec: {error_value_string(spec)}")


def _input(who: str, spec: Any) -> InputPort:
    if spec is False or spec is sym("pipe"):
        return InputPort("", "pipe" if spec is not False else "null", kind="pipe")
    if type(spec) is InputPort:
        return spec
    text = as_str(spec)
    if text is not None:
        return InputPort(text, "string")
    if type(spec) in (bytes, bytearray):
        return InputPort(bytes(spec).decode("utf-8", "replace"), "string")
    if is_procedure(spec) and procedure_arity_includes(spec, 0):
        return _input(who, apply_procedure(spec, []))
    raise racket_error(f"{who}: bad sandbox-input: {error_value_string(spec)}")


# ------------------------------------------------------------------ evaluators

def _without_positions(x: Any) -> Any:
    """x as code read by Racket's `read` and then evaluated: no source positions on its
    pairs (so errors and procedure names locate nothing in the file it came from), and its
    strings literals (immutable: `read` gave mutable ones, which a `require` would not
    take for a module path)."""
    t = type(x)
    if t is MString:
        return x.value()
    if t is MVector:
        return MVector([_without_positions(v) for v in x.items], True)
    if t is Box:
        return Box(_without_positions(x.value), True)
    if t is not Pair:
        return x
    items, p = [], x
    while type(p) is Pair:
        items.append(_without_positions(p.car))
        p = p.cdr
    return make_list(items, _without_positions(p))


def _located(e: Raise, where: str) -> Raise:
    """A syntax error of the evaluator's program, its message prefixed with where Racket
    locates it (`program`, `eval:3:0`), unless it already says where it is."""
    v = e.value
    if (type(getattr(v, "stype", None)) is StructType and v.stype.is_subtype_of(EXN_FAIL_SYNTAX)
            and not str(v.fields[0]).startswith(where.split(":")[0] + ":")):
        return Raise(make_exn(v.stype, f"{where}: {v.fields[0]}", *v.fields[2:]))
    return e


def _limits(v: Any) -> list | None:
    """sandbox-eval-limits' value as the evaluator uses it: #f, or (secs mb), each #f or a
    real (the errors Racket's use of them gives)."""
    if v is False:
        return None
    if type(v) is not Pair or type(v.cdr) is not Pair:
        raise contract_error("car" if type(v) is not Pair else "cadr", "pair?", v)
    secs, mb = v.car, v.cdr.car
    if mb is not False and not _real(mb):
        raise contract_error("*", "number?", mb)
    if secs is not False and not (_real(secs) and secs >= 0):
        raise contract_error("sync/timeout", "(or/c #f (and/c real? (not/c negative?)) (-> any))", secs)
    return [secs, mb]


class Sandbox:
    """One evaluator: its namespace (``compile_form``), ports, limits, file access, and
    whether it is alive. ``procedure`` is the Racket procedure programs call."""

    def __init__(self, who: str, compile_form: Callable, access: SandboxAccess) -> None:
        self.compile_form = compile_form
        self.access = access
        self.limits = _limits(EVAL_LIMITS.value)
        self.memory_limit = MEMORY_LIMIT.value        # recorded only
        self.out, self.get_output = _output(who, "output", OUTPUT.value)
        self.err, self.get_error_output = _output(who, "error-output", ERROR_OUTPUT.value)
        self.input = _input(who, INPUT.value)
        self.terminated: Raise | None = None
        self.busy = False
        self.count = 0
        self.procedure = Primitive("evaluator", self.evaluate, 1, 1)
        # `eval` inside: in the module's namespace (the evaluator's own current-eval)
        self.eval_handler = Primitive("default-eval-handler", self._eval_inside, 1, 1)
        SANDBOXES[self.procedure] = self

    def _eval_inside(self, datum: Any) -> Any:
        return run_at_prompt(self.compile_form(_without_positions(datum), None, "eval"))

    def run(self, thunk: Callable[[], Any], expr: Any = None) -> Any:
        """Run thunk as the evaluator's program: its ports, files, command line and limits.
        (``expr``: what a call of the evaluator from inside its own program asked for.)"""
        if self.terminated is not None:
            raise self.dead()
        if self.busy:
            raise racket_error(f"evaluator: nested evaluator call with: {error_value_string(expr)}")
        self.busy = True
        seconds = self.limits[0] if self.limits else False
        saved_arguments, saved_eval = command_line.ARGUMENTS.value, CURRENT_EVAL.value
        try:
            with ExitStack() as stack:
                stack.enter_context(active(self.access))
                stack.enter_context(ports.redirect(self.out))
                stack.enter_context(ports.redirect(self.err, ports._errors))
                _INPUTS.append(self.input)
                stack.callback(_INPUTS.pop)
                command_line.ARGUMENTS.value = command_line.CommandLine().arguments
                CURRENT_EVAL.value = self.eval_handler
                return TimeLimit(seconds, "with-limit: out of time", "time").run(thunk)
        except SchemeExit:
            self.terminated = _terminated("exited")
            raise self.terminated from None
        except Raise as e:
            # raised in the evaluator's own thread in Racket: no check-info of the caller's
            # rackunit is in force there (primitives/rackunit.py reads this note)
            e.check_info = []
            raise
        finally:
            command_line.ARGUMENTS.value, CURRENT_EVAL.value = saved_arguments, saved_eval
            self.busy = False

    def dead(self) -> Raise:
        """The error of a call of a dead evaluator: the exn made when it died (so it shows
        the check-infos in force then, as Racket's one exn value does), raised anew."""
        first = self.terminated
        again = Raise(first.value)
        noted = getattr(first, "check_info", None)
        if noted is not None:
            again.check_info = noted
        return again

    def evaluate(self, expr: Any) -> Any:
        """The evaluator itself: expr (a datum, or a string of data) evaluated in the
        namespace; the last datum's values."""
        self.count += 1
        n = self.count

        def forms() -> list:
            text = expr.value() if type(expr) is MString else expr if type(expr) is str else None
            if text is None:
                return [(_without_positions(expr), None, f"eval:{n}:0")]
            from minischeme.reading.reader import read_or_message
            src = read_or_message(text, "eval")
            if type(src) is str:
                raise racket_error(src, EXN_FAIL_READ, NIL)
            return [(x, loc, "eval") for x, loc in src.data]

        def thunk() -> Any:
            result = VOID
            for datum, loc, where in forms():
                try:
                    compiled = self.compile_form(datum, loc, "eval")
                except Raise as e:
                    raise _located(e, where) from None
                result = run_at_prompt(compiled)
            return result
        return self.run(thunk, expr)


# the evaluators, by their procedure (for kill-evaluator, set-eval-limits ...)
SANDBOXES: "weakref.WeakKeyDictionary[Primitive, Sandbox]" = weakref.WeakKeyDictionary()


def _sandbox(who: str, ev: Any) -> Sandbox:
    found = SANDBOXES.get(ev) if type(ev) is Primitive else None
    if found is None:
        if is_procedure(ev):
            raise contract_error(who, "evaluator", ev)
        raise racket_error("application: not a procedure;\n expected a procedure that can be "
                           f"applied to arguments\n  given: {error_value_string(ev)}",
                           EXN_FAIL_CONTRACT)
    return found


def _build(who: str, lang: str, body: list | None, label: str, path: Path | None,
           source: str, allowed: list[Any]) -> Any:
    """An evaluator whose program is ``body`` in ``lang`` (see interpreter._sandbox_namespace),
    its module run now under the evaluator's limits; its errors are raised here."""
    _allowed(who)
    make = MAKE_SANDBOX_NAMESPACE[0]
    if make is None:
        raise racket_error(f"{who}: not available here", EXN_FAIL)
    compile_module, compile_form = make(lang, body, label, path, source)
    access = SandboxAccess(_permissions(who, allowed), current())
    box = Sandbox(who, compile_form, access)

    def load() -> None:
        try:
            run = compile_module()
        except Raise as e:
            raise _located(e, source) from None
        run()
    box.run(load)
    return box.procedure


def _module_parts(who: str, form: Any) -> tuple[str, str, list]:
    """(name, language, body) of a `(module name lang body ...)` form; a body that is one
    `(#%module-begin form ...)` is its forms."""
    items = list_to_python(form) if type(form) is Pair else None
    if not (items and len(items) >= 3 and items[0] is sym("module")):
        raise racket_error(f"{who}: expecting a `module' program; got {_short(form)}")
    if type(items[1]) is not Symbol:
        raise racket_error(f"program: module: not an identifier\n  at: {write_string(items[1])}\n"
                           f"  in: {write_string(form)}", EXN_FAIL_SYNTAX, NIL)
    lang = items[2]
    lang_name = lang.name if type(lang) is Symbol else as_str(lang)
    if lang_name is None:
        raise racket_error(f"{who}: not available in minischeme: a module in the language "
                           f"{write_string(lang)}", EXN_FAIL)
    body = items[3:]
    if len(body) == 1 and type(body[0]) is Pair and body[0].car is sym("#%module-begin"):
        body = list_to_python(body[0].cdr)
    return items[1].name, lang_name, body


def _short(v: Any) -> str:
    """v as `~.s` shows it in an error: written, cut to error-print-width (256)."""
    text = write_string(v)
    return text if len(text) <= 256 else text[:253] + "..."


_MODULE_KEYWORDS = ("#:allow-read", "#:allow-for-require", "#:allow-for-load",
                    "#:allow-syntactic-requires", "#:language", "#:readers")


@define("make-module-evaluator", 1, None)
def make_module_evaluator(*args: Any) -> Any:
    """(make-module-evaluator program #:allow-for-require paths ...): an evaluator of a
    module: a `(module name lang body ...)` datum (as `read` gives a `#lang` file under
    read-accept-reader), a path to its file, or a string of its source."""
    who = "make-module-evaluator"
    positional, keywords = split_keywords(who, args, _MODULE_KEYWORDS)
    if len(positional) != 1:
        raise racket_error(f"{who}: arity mismatch;\n the expected number of arguments does not "
                           f"match the given number\n  expected: 1\n  given: {len(positional)}",
                           EXN_FAIL_CONTRACT)
    program = positional[0]
    allowed = _allowed_paths(who, keywords)
    path = None
    if type(program) is RacketPath or as_str(program) is not None:
        form, path = _read_program(who, program)
        if path is not None:
            allowed.append(str(path))
    else:
        form = _without_positions(program)
    name, lang, body = _module_parts(who, form)
    _known_collection(lang)
    wanted = keywords.get("#:language", False)
    if wanted is not False and (wanted.name if type(wanted) is Symbol else wanted) != lang:
        raise racket_error(f"{who}: module code used `{lang}' for a language, expecting "
                           f"`{_short(wanted)}'")
    label = f"'{name}"
    if path is None:
        path = Path(directory_of_program()) / name
    return _build(who, lang, [(x, None) for x in body], label, path, "program", allowed)


def _read_program(who: str, program: Any) -> tuple[Any, Path | None]:
    """The module form of a path's file or of a string of source (read as under
    read-accept-reader), and the file's complete path (None for a string)."""
    from .sandbox import READ_ACCEPT_LANG, READ_ACCEPT_READER, read
    if type(program) is RacketPath:
        from .file_ports import open_input
        port = open_input(who, program)
        path: Path | None = Path(port.name)
    else:
        port, path = InputPort(as_str(program), "string"), None
    saved = READ_ACCEPT_READER.value, READ_ACCEPT_LANG.value
    READ_ACCEPT_READER.value = READ_ACCEPT_LANG.value = True
    try:
        forms = []
        while (x := read(port)) is not EOF:
            forms.append(x)
    finally:
        READ_ACCEPT_READER.value, READ_ACCEPT_LANG.value = saved
    if len(forms) != 1:
        raise racket_error(f"{who}: expecting a single `module' program; " + (
            "no program expressions given" if not forms else "got more than a single expression"))
    return _without_positions(forms[0]), path


_EVALUATOR_KEYWORDS = ("#:requires", "#:allow-read", "#:allow-for-require", "#:allow-for-load",
                       "#:allow-syntactic-requires")


@define("make-evaluator", 1, None)
def make_evaluator(*args: Any) -> Any:
    """(make-evaluator language program ... #:requires mods): an evaluator of a module
    `(module program language (require mod) ... program ...)`, or with language '(begin),
    of a racket/base top level where the programs run first. The programs are data, or
    one string of source."""
    who = "make-evaluator"
    positional, keywords = split_keywords(who, args, _EVALUATOR_KEYWORDS)
    if not positional:
        raise racket_error(f"{who}: arity mismatch;\n the expected number of arguments does not "
                           "match the given number\n  expected: at least 1\n  given: 0",
                           EXN_FAIL_CONTRACT)
    lang, programs = positional[0], positional[1:]
    requires = keywords.get("#:requires", NIL)
    if not (requires is NIL or type(requires) is Pair):
        raise racket_error(f"{who}: bad requires: {error_value_string(requires)}")
    if type(lang) is Symbol:
        _known_collection(lang.name)
    elif not (type(lang) is Pair and lang.car is sym("begin")):
        raise racket_error(f"{who}: bad language spec: {error_value_string(lang)}")
    for r in list_to_python(requires):
        if type(r) is Symbol:
            _known_collection(r.name)
    body = [make_list([sym("require"), _without_positions(r)]) for r in list_to_python(requires)]
    text = as_str(programs[0]) if len(programs) == 1 else None
    if text is not None:         # one string: the program's source (several: data)
        from minischeme.reading.reader import read_or_message
        src = read_or_message(text, "program")
        if type(src) is str:
            raise racket_error(src, EXN_FAIL_READ, NIL)
        body.extend(_without_positions(x) for x, _ in src.data)
    else:
        body.extend(_without_positions(program) for program in programs)
    allowed = _allowed_paths(who, keywords)
    if type(lang) is Pair and lang.car is sym("begin"):
        box_proc = _build(who, "racket/base", None, "top-level", None, "program", allowed)
        box = SANDBOXES[box_proc]
        forms = list_to_python(lang.cdr) + body
        if forms:
            box.evaluate(make_list([sym("begin")] + forms))
            box.count = 0
        return box_proc
    return _build(who, lang.name, [(x, None) for x in body], "'program",
                  Path(directory_of_program()) / "program", "program", allowed)


# ------------------------------------------------------------------ an evaluator's procedures

@define("evaluator-alive?", 1)
def evaluator_alive(ev: Any) -> bool:
    """Is the evaluator alive (not killed, not exited)?"""
    return _sandbox("evaluator-alive?", ev).terminated is None


@define("kill-evaluator", 1)
def kill_evaluator(ev: Any) -> Any:
    """Kill the evaluator: its later calls raise `evaluator: terminated (evaluator-killed)`."""
    box = _sandbox("kill-evaluator", ev)
    if box.terminated is None:
        box.terminated = _terminated("evaluator-killed")
    return VOID


@define("set-eval-limits", 3)
def set_eval_limits(ev: Any, secs: Any, mb: Any) -> Any:
    """(set-eval-limits evaluator secs mb): each later evaluation limited to secs seconds
    (#f: none); mb is recorded only."""
    box = _sandbox("set-eval-limits", ev)
    _seconds("set-eval-limits", secs)
    _seconds("set-eval-limits", mb)
    box.limits = None if secs is False and mb is False else [secs, mb]
    return VOID


@define("get-output", 1)
def get_output(ev: Any) -> Any:
    """What the evaluator wrote since the last call (sandbox-output 'string or 'bytes), its
    pipe's input port ('pipe), or #f."""
    return _sandbox("get-output", ev).get_output()


@define("get-error-output", 1)
def get_error_output(ev: Any) -> Any:
    """As get-output, for sandbox-error-output."""
    return _sandbox("get-error-output", ev).get_error_output()


@define("put-input", 1, 2)
def put_input(ev: Any, text: Any = None) -> Any:
    """(put-input evaluator [string]): more input for an evaluator whose sandbox-input was
    'pipe (eof: nothing more, which its reads reach anyway)."""
    box = _sandbox("put-input", ev)
    if box.input.name != "pipe":
        raise racket_error("put-input: evaluator input is not 'pipe")
    chars = as_str(text) if text is not None else None
    if chars is not None:
        box.input.append(chars)
    elif type(text) in (bytes, bytearray):
        box.input.append(bytes(text).decode("utf-8", "replace"))
    return VOID


@define("call-in-sandbox-context", 2, 3)
def call_in_sandbox_context(ev: Any, thunk: Any, unrestricted: Any = False) -> Any:
    """(call-in-sandbox-context evaluator thunk): thunk run as the evaluator's program
    (its ports, files and limits)."""
    box = _sandbox("call-in-sandbox-context", ev)
    return box.run(lambda: apply_procedure(thunk, []))

