"""Grading one submission in this process: load, run the plan, check the documentation.

``run_submission`` reports as it goes through ``emit`` (events that cross a process
boundary as plain tuples): ``("load", info)``, ``("running", index)`` (before a test; None
before the documentation check), ``("defer", index)`` (the test needs more than the probe:
it runs again later), ``("test", index, result)``, ``("spent", steps, seconds)`` (the
submission's budget so far), ``("docs", report)``, ``("done",)``. ``Collector`` gathers them and ``assemble`` turns them
into a scored ``SubmissionResult``; the isolated runner uses the same two, so a result is the
same whichever way it was produced.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from minischeme.running.interpreter import run_with_big_stack
from . import results as R
from .config import PROBE_STEPS, GradeConfig
from .docs import check_documentation
from .judging import BudgetExhausted, Context, Deferred, run_test
from .limits import WATCHDOG, SubmissionBudget
from .scoring import score
from .notebook import NotebookError, is_notebook, notebook_program, relabel_all
from .submission import Submission, load_submission
from .suites import AssignmentSpec, Plan, assignment, build_plan

Emit = Callable[..., None]


@dataclass(frozen=True)
class Resume:
    """Where a grading process takes over from an earlier one of the same submission that
    was killed (``isolation``): the tests already reported, those that needed more than the
    probe, the functions given up on, and what the submission's budget has spent."""

    done: frozenset = frozenset()
    deferred: frozenset = frozenset()
    given_up: frozenset = frozenset()
    struck: tuple = ()                   # (function, note) of functions a test of which
                                         # ran past the full step limit (``_run``)
    spent_steps: int = 0
    spent_seconds: float = 0.0
    loaded: bool = False                 # the first load was already charged


def run_submission(sub: Submission, config: GradeConfig, spec: AssignmentSpec, plan: Plan,
                   emit: Emit, start: int = 0, given_up: frozenset = frozenset(),
                   prepare: Callable[[], None] | None = None,
                   resume: Resume | None = None) -> None:
    """Grade ``sub``, reporting each step through ``emit`` (on a thread with a big stack).
    ``resume``: what an earlier process did (``start``/``given_up`` are its short form: the
    tests before ``start`` are done); ``prepare``: run first, on that thread."""
    if resume is None:
        resume = Resume(done=frozenset(range(start)), given_up=frozenset(given_up))

    def body() -> None:
        if prepare is not None:
            prepare()
        _run(sub, config, spec, plan, emit, resume)
    WATCHDOG.start()
    run_with_big_stack(body)


def _run(sub: Submission, config: GradeConfig, spec: AssignmentSpec, plan: Plan, emit: Emit,
         resume: Resume) -> None:
    """Load, then two passes over the plan: every test with at most ``PROBE_STEPS`` calls,
    then the deferred ones (they needed more) with the full limit; all of it within the
    submission's budget. Verdicts depend neither on the order nor on the probe: a test that
    finishes within the probe finishes the same way under the full limit."""
    from .native import grade_native
    start = next((i for i in range(len(plan.tests)) if i not in resume.done), len(plan.tests))
    if grade_native(sub, config, spec, plan, emit, start, resume.given_up):
        return                                  # an SML or Python file: see grading/native
    budget = SubmissionBudget(config.submission_steps, config.submission_seconds,
                              resume.spent_steps, resume.spent_seconds)
    loaded = load_submission(sub, spec.language, config.load_step_limit, config.time_limit,
                             config.output_limit, config.depth_limit,
                             budget=None if resume.loaded else budget)
    emit("load", R.plain(loaded.info))
    emit("spent", budget.spent_steps, budget.spent_seconds)
    interp = loaded.interp
    ctx = None
    if interp is not None:
        ctx = Context(interp, loaded.info.defined, spec.required, config.step_limit,
                      config.time_limit, config.output_limit, config.seed,
                      config.depth_limit, budget=budget, probe=PROBE_STEPS,
                      given_up=resume.given_up)
        deferred = set(resume.deferred) - set(resume.done)
        ctx.probing = True
        for i in range(len(plan.tests)):
            if i in resume.done or i in deferred:
                continue
            emit("running", i)
            try:
                result = run_test(plan.tests[i], ctx, i)
            except Deferred:
                deferred.add(i)
                emit("defer", i)
            else:
                emit("test", i, R.plain(result))
            emit("spent", budget.spent_steps, budget.spent_seconds)
        ctx.probing = False
        ctx.struck.update(dict(resume.struck))
        for i in sorted(deferred):
            emit("running", i)
            emit("test", i, R.plain(_run_deferred(plan.tests[i], ctx, i)))
            emit("spent", budget.spent_steps, budget.spent_seconds)
    if spec.docs and config.docs and not config.compete_games:
        emit("running", None)
        emit("docs", R.plain(documentation(sub, ctx, config)))
    emit("done")


def _run_deferred(test: Any, ctx: Context, index: int) -> R.TestResult:
    """A test that needed more than the probe, run with the full limit: unless an earlier
    test of its function already ran past that limit (then it is not run, and says which).

    This is what makes a looping function cheap: its tests that finish within the probe
    have their verdicts; of the others, the first runs to the full limit and the rest are
    not run. It is deterministic (the tests run in the plan's order, and steps, not the
    clock, decide), and fair: a test the function would finish within the limit is only
    skipped after the same function, on another input, did not."""
    struck = ctx.struck.get(test.function)
    if struck is not None:
        return R.TestResult(name=test.name, function=test.function, kind=test.kind,
                            call=test.call, expected=_expected(test), actual="",
                            status=R.NOT_RUN, points=test.points, visibility=test.visibility,
                            message=struck)
    result = run_test(test, ctx, index)
    if result.status == R.STEP_LIMIT and test.function:
        ctx.struck[test.function] = _strike_note(result.name, test.function,
                                                 (ctx.steps, ctx.probe or 0))
    return result


def _strike_note(name: str, function: str, limits: tuple[int, int]) -> str:
    steps, probe = limits
    return (f"not run: an earlier test of {function} ({name}) ran past the step limit "
            f"({steps:,} steps); its other tests that need more than {probe:,} steps are not run")


def struck_functions(got: "Collector", steps: int, probe: int) -> tuple:
    """The (function, note) pairs ``_run_deferred`` made from the deferred tests already
    reported, so that a grading process that takes over (``isolation``) goes on alike."""
    struck: dict[str, str] = {}
    for i in sorted(got.deferred):
        t = got.tests.get(i)
        if t is None:
            continue
        if t.get("status") == R.STEP_LIMIT and t.get("function") and t["function"] not in struck:
            struck[t["function"]] = t["name"]
    return tuple((f, _strike_note(name, f, (steps, probe))) for f, name in struck.items())


def _expected(test: Any) -> str:
    judge = getattr(test, "judge", None)
    return getattr(judge, "expected_text", "") if judge is not None else ""


def documentation(sub: Submission, ctx: Context | None, config: GradeConfig) -> R.DocReport:
    examples = run_examples(sub, ctx, config) if ctx is not None else None
    return check_documentation(sub.program, examples, config.rubric.documentation)


def run_examples(sub: Submission, ctx: Context, config: GradeConfig) -> list[R.ExampleResult]:
    """Replay the `; > expr` / `; => value` examples of the file's comments, under the
    limits and within the submission's budget; an example written in the text's document
    notation (`(card-rank (H . A))`) is read that way when it fails as Racket. An example of
    a function the tests gave up on (its tests got the grading process killed) is not run."""
    from minischeme.running.interpreter import Outcome
    from minischeme.running.transcripts import parse_doc_examples, run_case
    from .suites.transcripts import mentioned
    found = []
    for i, case in enumerate(parse_doc_examples(sub.program, sub.name).cases):
        heads = mentioned(case.source, ctx.defined)
        source = " ".join(case.source.split())
        if heads and heads[0] in ctx.struck:
            found.append(R.ExampleResult(case.line, source, "\n".join(case.expected), "", False,
                                         ctx.struck[heads[0]].split(";")[0].replace(
                                             "an earlier test", "a test")))
            continue
        if heads and ctx.given_up(heads[0]):
            found.append(R.ExampleResult(case.line, source, "\n".join(case.expected), "", False,
                                         f"not run: tests of {heads[0]} got the grading "
                                         "process killed"))
            continue
        attempts = []
        try:
            for notation in ("racket", "document"):
                box: list = []

                def thunk() -> Outcome:
                    box.append(run_case(ctx.interp, case, notation))
                    return Outcome()
                limited = ctx.run_thunk(thunk, seed=config.seed + i)
                attempts.append(box[0] if box else None)
                if box and box[0].passed or limited.reason != "ok":
                    break
        except BudgetExhausted:
            found.append(R.ExampleResult(case.line, source, "\n".join(case.expected), "", False,
                                         ctx.budget.exhausted_message()))
            continue
        cr = next((a for a in attempts if a is not None and a.passed), attempts[0])
        if cr is None:
            found.append(R.ExampleResult(case.line, case.source, "\n".join(case.expected), "",
                                         False, "the example did not finish"))
        else:
            found.append(R.ExampleResult(case.line, source, cr.expected,
                                         cr.actual, cr.passed, cr.message))
    return found


class Collector:
    """Gathers the events of one submission's grading."""

    def __init__(self) -> None:
        self.load: dict | None = None
        self.tests: dict[int, dict] = {}
        self.docs: dict | None = None
        self.done = False
        self.running: int | None = None      # the test being run (None: not a test)
        self.says_running = False            # "running" events come (not from native runners)
        self.deferred: set[int] = set()
        self.spent: tuple[int, float] = (0, 0.0)

    def __call__(self, kind: str, *args: Any) -> None:
        if kind == "load":
            if self.load is None:
                self.load = args[0]
        elif kind == "test":
            self.tests[args[0]] = args[1]
        elif kind == "running":
            self.running = args[0]
            self.says_running = True
        elif kind == "defer":
            self.deferred.add(args[0])
        elif kind == "spent":
            self.spent = (args[0], args[1])
        elif kind == "docs":
            self.docs = args[0]
        elif kind == "done":
            self.done = True

    def next_index(self, start: int = 0) -> int:
        i = start
        while i in self.tests:
            i += 1
        return i


def assemble(sub: Submission, spec: AssignmentSpec, config: GradeConfig, plan: Plan,
             got: Collector, notes: list[str] | None = None) -> R.SubmissionResult:
    """The scored result from what was collected; tests that never reported (the file did
    not load, or the process died) are filled in as failed, saying why."""
    from .native import measurement, submission_language
    load = R.load_from_dict(got.load) if got.load is not None else R.LoadInfo(
        ok=False, language=spec.language,
        error="the grading process stopped while loading the file (out of memory, or it ran "
              "too long)")
    tests = []
    for i, case in enumerate(plan.tests):
        if i in got.tests:
            tests.append(R.test_from_dict(got.tests[i]))
            continue
        t = R.TestResult(name=case.name, function=case.function, kind=case.kind,
                         call=case.call, expected=getattr(case.judge, "expected_text", "")
                         if case.judge is not None else "", actual="",
                         status=R.NO_LOAD if not load.ok else R.NOT_RUN,
                         points=case.points, visibility=case.visibility)
        t.message = (f"the file does not load: {load.error}" if not load.ok else
                     "not run: the grading process stopped before this test")
        tests.append(t)
    result = R.SubmissionResult(submission=sub.name, path=sub.path, sha256=sub.sha256,
                                assignment=spec.name, load=load, tests=tests,
                                docs=R.docs_from_dict(got.docs),
                                notes=list(plan.notes) + list(notes or []),
                                measured=measurement(config, sub.path,
                                                     submission_language(sub)))
    score(result, spec, config.rubric)
    if is_notebook(sub.path):      # positions name the notebook's cells
        try:
            relabel_all(result, sub.name, notebook_program(sub.text))
        except NotebookError:
            pass                   # the load error already says it is not a notebook
    return result


def grade_in_process(sub: Submission, config: GradeConfig, plan: Plan | None = None
                     ) -> R.SubmissionResult:
    """Grade one submission here (no separate process: no memory backstop)."""
    from .native import plan_for, submission_language
    spec = assignment(config.assignment)
    if plan is None:
        plan = make_plan(config)
    plan = plan_for(spec.name, plan, submission_language(sub))
    got = Collector()
    run_submission(sub, config, spec, plan, got)
    return assemble(sub, spec, config, plan, got)


def make_plan(config: GradeConfig) -> Plan:
    spec = assignment(config.assignment)
    if config.compete_games:
        from .compete import compete_plan
        return compete_plan(config)
    return build_plan(spec, config.n, config.seed, config.tests_files, config.transcripts)
