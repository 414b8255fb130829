"""Grading a native submission (SML, Python): the plan's tests run as a program in the
sandbox, and the same judges as for Scheme look at the values it prints.

An assignment grades a language through an *adapter* (``NativeAdapter``, in the
assignment's package): it checks the file (``load``), and writes the harness program that
runs a list of the plan's tests (``program``), printing one line per event:

    @@MS@@ S <i>              test i starts (the wall-clock limit restarts)
    @@MS@@ V <i> <value>      test i returned <value> (``parse_value`` makes it a Scheme value)
    @@MS@@ X <i> <datum>      test i raised the exception <datum> (a Scheme datum: the judge's)
                              (reports name it as the language does: ``raised_text``)
    @@MS@@ E <i> <message>    test i failed with another error
    @@MS@@ M <i> <message>    test i needs something the file does not define
    @@MS@@ C <function>       the tests of <function> could not be compiled: the text
                              printed since the previous marker is the compiler's message
    @@MS@@ F <i>              test i (alone) could not be compiled (likewise)
    @@MS@@ H <name> <needs>   the harness's own helper <name> (a printer of results) could
                              not be compiled against the file: <needs> says what it needs
                              of the file, and tests that then do not compile for want of
                              <name> are reported so (not with the compiler's words on
                              the harness's names)

Everything else the program prints is the output of the test running then. A test that
runs past the time limit ends the process; a new one carries on from the next test (a
function that does so twice has its other tests not run, as for Scheme); one that dies (out
of memory, a crash) is said in the adapter's words where it knows its runtime's
(``stopped_text``), else with the runtime's last lines. The events go to
``emit`` like the Scheme engine's, so caching, batches, reports and the isolation of each
submission are the same for every language.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Protocol

from minischeme.running.interpreter import Outcome
from minischeme.reading.reader import read_all
from minischeme.values.data import sym
from .. import results as R
from ..config import STRIKES
from ..judges import Verdict, show
from ..suites.common import TestCase
from .sandbox import (UNSAFE_NOTE, Limits, Sandbox, run_streaming, sandbox_problem,
                      workspace)

MARK = "@@MS@@"


@dataclass
class NativeLoad:
    """What the adapter found in the file before any test ran."""

    info: R.LoadInfo
    unavailable: dict[str, tuple[str, str]] = field(default_factory=dict)  # fn -> (status, msg)
    state: Any = None


@dataclass
class Program:
    files: dict[str, str]
    argv: list[str]
    env: dict[str, str] = field(default_factory=dict)


class NativeAdapter(Protocol):
    language: str

    def tool_problem(self) -> str | None: ...          # the runtime is not installed
    def toolchain(self) -> str: ...                    # which runtime: part of the cache key
    def mounts(self) -> list[str]: ...                  # what the sandbox must show
    def adapt_plan(self, plan: Any) -> Any: ...         # the tests this language runs
    def load(self, sub: Any, sandbox: Sandbox, limits: Limits) -> NativeLoad: ...
    def program(self, load: NativeLoad, tests: list[tuple[int, TestCase]]) -> Program: ...
    def parse_value(self, test: TestCase, text: str) -> Any: ...
    def raised_text(self, raised: Any) -> str: ...      # an exception as the language names it
    def stopped_text(self, stderr: str, limits: Limits) -> str | None: ...  # a crash, said plainly


def make_sandbox(adapter: NativeAdapter, unsafe: bool) -> tuple[Sandbox | None, str | None]:
    """The sandbox to run in, or None and why native code is refused here."""
    problem = adapter.tool_problem()
    if problem:
        return None, problem
    if not unsafe:
        why = sandbox_problem()
        if why:
            return None, f"native code is not graded without a sandbox: {why}"
    return Sandbox(unsafe=unsafe, mounts=adapter.mounts()), None


def run_native(adapter: NativeAdapter, sub: Any, config: Any, plan: Any, emit: Any,
               start: int, given_up: frozenset) -> None:
    """Grade a native submission, reporting through ``emit`` as the Scheme engine does."""
    unsafe = bool(getattr(config, "unsafe_native", False))
    sandbox, refused = make_sandbox(adapter, unsafe)
    if sandbox is None:
        emit("load", asdict(R.LoadInfo(ok=False, language=adapter.language, error=refused)))
        emit("done")
        return
    limits = Limits(seconds=max(config.native_time_limit, 1.0), memory_mb=config.memory_mb,
                    output_chars=config.output_limit)
    loaded = adapter.load(sub, sandbox, limits)
    if unsafe:
        loaded.info.warnings.append(UNSAFE_NOTE)
    emit("load", asdict(loaded.info))
    if loaded.info.ok:
        _run_tests(adapter, sandbox, limits, loaded, plan, emit, start, given_up,
                   config.submission_seconds)
    emit("done")


def _run_tests(adapter: NativeAdapter, sandbox: Sandbox, limits: Limits, loaded: NativeLoad,
               plan: Any, emit: Any, start: int, given_up: frozenset,
               budget_seconds: float = float("inf")) -> None:
    """Run the plan's tests from ``start`` in as few runs of the program as may be: a run
    goes on until a test times out or stops the program, then the next run takes the tests
    left. A function whose tests did so twice has its other tests not run; once the runs
    have taken ``budget_seconds`` of CPU time in all (the submission's budget), no more run."""
    strikes: dict[str, int] = {f: STRIKES for f in given_up}
    todo = list(range(start, len(plan.tests)))
    done: set[int] = set()
    spent = 0.0                 # CPU seconds of the runs so far

    def finish(i: int, result: R.TestResult) -> None:
        if i not in done:
            done.add(i)
            emit("test", i, asdict(result))

    while todo:
        if spent >= budget_seconds:
            for i in todo:
                finish(i, _result(plan.tests[i], R.NOT_RUN, "not run: submission budget "
                                  f"exhausted ({budget_seconds:g} s of CPU time per submission)"))
            break
        runnable = []
        for i in todo:
            test = plan.tests[i]
            blocked = loaded.unavailable.get(test.function) or next(
                (loaded.unavailable[r] for r in test.requires if r in loaded.unavailable), None)
            if blocked is not None:
                finish(i, _result(test, blocked[0], blocked[1]))
            elif strikes.get(test.function, 0) >= STRIKES:
                finish(i, _result(test, R.NOT_RUN, f"not run: {test.function} ran out of "
                                  f"time or stopped the program on {STRIKES} earlier tests"))
            else:
                runnable.append(i)
        if not runnable:
            break
        state = _Stream(adapter, plan, loaded, finish)
        program = adapter.program(loaded, [(i, plan.tests[i]) for i in runnable])
        with workspace(program.files) as folder:
            run = run_streaming(sandbox, program.argv, Path(folder), program.env, limits,
                                state.line, MARK)
        spent += run.cpu_seconds
        current = state.current
        remaining = [i for i in runnable if i not in done]
        if not remaining:
            break

        def blocked(i: int) -> bool:
            t = plan.tests[i]
            return t.function in loaded.unavailable or any(r in loaded.unavailable
                                                           for r in t.requires)
        if run.reason == "ok":
            for i in remaining:
                if not blocked(i):
                    finish(i, _result(plan.tests[i], R.ERROR, "no result: the program "
                                      "ended before this test (see the output)"))
            todo = [i for i in remaining if blocked(i)]
            continue
        if current is None or current not in remaining:
            # it stopped between tests (or before the first): say why on the next one
            current = next((i for i in remaining if not blocked(i)), remaining[0])
        test = plan.tests[current]
        if run.reason == "timeout":
            status, message = R.TIMEOUT, (f"no result within the time limit of "
                                          f"{limits.seconds:g} s (an infinite loop?)")
            strikes[test.function] = strikes.get(test.function, 0) + 1
        elif run.reason == "output":
            status, message = R.ERROR, (f"printed more than the output limit of "
                                        f"{limits.output_chars:,} characters")
        else:
            tail = (run.stderr.strip() or state.text.strip() or
                    f"exit status {run.returncode}").splitlines()[-6:]
            said = adapter.stopped_text(run.stderr or "", limits) or " / ".join(tail)
            status, message = R.KILLED, "the program stopped during this test: " + said
            strikes[test.function] = strikes.get(test.function, 0) + 1
        result = _result(test, status, message)
        result.output = state.output.get(current, "")[:limits.output_chars]
        finish(current, result)
        todo = [i for i in remaining if i != current]


class _Stream:
    """Reads the harness's lines, judging each result as it comes."""

    def __init__(self, adapter: NativeAdapter, plan: Any, loaded: NativeLoad,
                 finish: Any) -> None:
        self.adapter = adapter
        self.plan = plan
        self.loaded = loaded
        self.finish = finish
        self.current: int | None = None
        self.text = ""                       # printed since the last marker
        self.output: dict[int, str] = {}
        self.helpers: dict[str, str] = {}    # a helper that did not compile -> what it needs

    def line(self, text: str) -> None:
        if not text.startswith(MARK + " "):
            self.text += text + "\n"
            if self.current is not None:
                self.output[self.current] = self.output.get(self.current, "") + text + "\n"
            return
        parts = text[len(MARK) + 1:].split(" ", 2)
        kind = parts[0]
        arg = parts[1] if len(parts) > 1 else ""
        payload = parts[2] if len(parts) > 2 else ""
        printed, self.text = self.text, ""
        if kind == "H":
            self.helpers[arg] = payload
            return
        if kind == "C":
            message = self._not_compiled(printed)
            self.loaded.unavailable.setdefault(arg, (R.ERROR, message))
            return
        if kind not in ("S", "V", "X", "E", "M", "F") or not arg.isdigit():
            return
        i = int(arg)
        if i >= len(self.plan.tests):
            return
        if kind == "S":
            self.current = i
            self.output[i] = ""
            return
        test = self.plan.tests[i]
        if kind == "F":
            result = _result(test, R.ERROR, self._not_compiled(printed))
        else:
            result = _judge(self.adapter, test, kind, payload.replace("\\n", "\n"))
        result.output = self.output.get(i, "")
        self.finish(i, result)
        self.current = None

    def _not_compiled(self, printed: str) -> str:
        """The compiler's message for tests that did not compile -- in terms of the file's
        declarations when what they lacked is a helper of the harness that did not compile
        against them (a printer of the course's ``color``, where the file's constructors
        are others)."""
        for helper, needs in self.helpers.items():
            if re.search(r"unbound variable or constructor: " + re.escape(helper) + r"\b",
                         printed):
                return (f"does not compile: the tests need {needs}, and the file's "
                        "declarations are not those")
        return _compiler_message(printed)


#: what SML/NJ prints of the bindings the harness itself made (its helpers'
#: ``exception MsNotFound``), which comes before the first function's compiler message
_BINDING_ECHO = re.compile(r"^(val|fun|datatype|type|eqtype|exception|con|structure|signature|"
                           r"functor) ")
#: the harness's own file at the head of a message (a generated test, or a staff test)
_HARNESS_FILE = re.compile(r"^(h_\w+|t\d+)\.sml:\S+ Error:", re.M)
#: a call the function accepts whose result is not of the text's type: the harness prints
#: the result with its own printer of that type (``ms_color (card_color (Clubs,Num 2))``)
_RESULT_TYPE = re.compile(
    r"^(?:h_\w+|t\d+)\.sml:\S+ Error: operator and operand don't agree \[[^\]\n]*\]\n"
    r"\s*operator domain: *(?P<want>[^\n]+)\n\s*operand: *(?P<got>[^\n]+)\n"
    r"\s*in expression:\n\s*(?:\(ms_list ms_\w+\)|ms_\w+) \((?P<call>.*)\)$", re.S)
#: a function that does not take the text's arguments (a stub ``fun careful_player () =
#: 0``): SML/NJ names the first test's call, which is not the call of the other tests that
#: the same message is given to, so the message says what the function takes instead
_ARGUMENT_TYPE = re.compile(
    r"^(?:h_\w+|t\d+)\.sml:\S+ Error: operator and operand don't agree \[[^\]\n]*\]\n"
    r"\s*operator domain: *(?P<want>[^\n]+)\n\s*operand: *[^\n]+\n"
    r"\s*in expression:\n\s*(?P<function>(?!ms_)[A-Za-z][\w']*)\s*(?P<args>\(.*\))$", re.S)
#: SML/NJ's name of a literal's type not yet fixed (``[int ty]``: an int literal); the
#: operand's type is left out of the message: it is the first test's (``'Z list * int``
#: for an empty card-list)
_LITERAL_TYPE = re.compile(r"\[(\w+) ty\]")


def _one_group(text: str) -> bool:
    """Whether ``text`` is one parenthesised group (``(a, (b))``, not ``(a) = (b)``): the
    whole expression is then the function applied to it, not an infix operator's."""
    depth = 0
    for i, c in enumerate(text):
        depth += (c == "(") - (c == ")")
        if depth == 0:
            return i == len(text) - 1
    return False


def _compiler_message(printed: str) -> str:
    lines = [ln for ln in printed.splitlines()
             if ln.strip() and not ln.startswith("[") and not ln.startswith("-")
             and not _BINDING_ECHO.match(ln)]
    result_type = _RESULT_TYPE.match("\n".join(lines).strip())
    if result_type:
        call = " ".join(result_type.group("call").split())
        return (f"does not compile: {call} returns {result_type.group('got').strip()}, where "
                f"the text's {call.split()[0]} returns {result_type.group('want').strip()}")
    argument_type = _ARGUMENT_TYPE.match("\n".join(lines).strip())
    if argument_type and _one_group(argument_type.group("args")):
        takes = _LITERAL_TYPE.sub(r"\1", argument_type.group("want").strip())
        return (f"does not compile: the file's {argument_type.group('function')} takes {takes}, "
                "not the text's arguments")
    text = "\n".join(lines[:8]).strip()
    # the harness's own file and position mean nothing to a student: say what they are
    text = _HARNESS_FILE.sub("called as the text says:", text)
    return "does not compile: " + (text or "(no message)")


def _result(test: TestCase, status: str, message: str) -> R.TestResult:
    return R.TestResult(name=test.name, function=test.function, kind=test.kind, call=test.call,
                        expected=test.judge.expected_text if test.judge is not None else "",
                        actual="", status=status, message=message, points=test.points,
                        visibility=test.visibility)


def _judge(adapter: NativeAdapter, test: TestCase, kind: str, payload: str) -> R.TestResult:
    result = _result(test, R.PASSED, "")
    judge = test.judge
    if kind == "M":
        result.status, result.message = R.MISSING, payload
        return result
    if kind == "E":
        if judge.expects_error and getattr(judge, "value", None) is None \
                and not getattr(judge, "exception", None):
            result.actual = "raises " + payload
            return result
        result.status, result.actual, result.message = R.ERROR, "error", payload
        return result
    if kind == "X":
        try:
            raised = read_all(payload)[0]
        except Exception:
            raised = payload
        named = adapter.raised_text(raised)
        result.actual = "raises " + named
        if not judge.expects_error:
            result.status, result.message = R.ERROR, f"raised the exception {named}"
            return result
        wanted = getattr(judge, "exception", None)
        if wanted is not None and getattr(raised, "name", raised) != wanted:
            result.status, result.message = (
                R.WRONG, f"raised {named}, not {adapter.raised_text(sym(wanted))}")
            return result
        verdict = judge.judge_error(Outcome(error=f"raised {payload}", raised=raised))
        if not verdict.passed:
            result.status, result.message = R.WRONG, verdict.message
        return result
    try:
        value = adapter.parse_value(test, payload)
    except Exception as e:
        result.status, result.actual = R.WRONG, payload[:300]
        result.message = f"not a value of the expected type: {e}"
        return result
    result.actual = show(value)
    try:
        verdict = judge.judge(value, None)
    except Exception as e:
        verdict = Verdict(False, f"internal error in the grader's judge: {type(e).__name__}: {e}")
    if verdict.expected is not None:
        result.expected = verdict.expected
    if not verdict.passed:
        result.status, result.message = R.WRONG, verdict.message
    return result
