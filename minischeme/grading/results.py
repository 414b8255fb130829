"""The result model: what grading one submission produces, as plain dataclasses.

Everything here round-trips through ``to_dict``/``from_dict`` (JSON-safe dicts), which is
how results cross process boundaries, sit in the cache, and reach the output formats. No
field holds a time or anything else that varies between runs: grading the same submission
twice gives equal results.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

# Test statuses. Only "passed" earns points.
PASSED = "passed"
WRONG = "wrong"            # ran and returned a wrong (or invalid) value
ERROR = "error"            # raised an error
MISSING = "missing"        # a function the test needs is not defined
MISNAMED = "misnamed"      # ... but a near name is
STEP_LIMIT = "step-limit"  # more steps than the limit (deterministic)
TIMEOUT = "timeout"        # wall-clock backstop
KILLED = "killed"          # the grading process died or was killed during this test
EXIT = "exit"              # the submission called (exit)
NOT_RUN = "not-run"        # skipped: the submission's budget ran out, or its process was killed
                           # twice in this function's tests
NO_LOAD = "no-load"        # the submission did not read or compile
STAFF_ERROR = "staff-error"  # a staff test failed on its own, without the student's code:
                             # not counted

STATUSES = (PASSED, WRONG, ERROR, MISSING, MISNAMED, STEP_LIMIT, TIMEOUT, KILLED, EXIT,
            NOT_RUN, NO_LOAD, STAFF_ERROR)


@dataclass
class TestResult:
    """One test: what was called, what was expected, what came back."""

    name: str
    function: str
    kind: str                      # generated | transcript | staff | compete
    call: str                      # the expression, in Racket's notation
    expected: str
    actual: str
    status: str
    message: str = ""
    output: str = ""               # what the call printed (capped)
    points: float | None = None    # explicit points (staff tests); else a share of the weight
    visibility: str | None = None
    score: float = 0.0
    max_score: float = 0.0

    @property
    def passed(self) -> bool:
        return self.status == PASSED


@dataclass
class FunctionResult:
    """A function's share of the grade."""

    name: str
    weight: float
    score: float
    passed: int
    total: int
    status: str                    # ok | partial | failed | missing | misnamed | untested
    note: str = ""


@dataclass
class ExampleResult:
    """One `; > expr` / `; => value` example from the submission's comments."""

    line: int
    source: str
    expected: str
    actual: str
    passed: bool
    message: str = ""

    @property
    def ran(self) -> bool:
        """False for an example the grader did not run (the submission's budget was spent,
        or its function's tests got the grading process killed): neither right nor wrong."""
        return not self.message.startswith("not run")


@dataclass
class DocProblem:
    name: str
    line: int
    problem: str


@dataclass
class DocReport:
    """The documentation check (Mini Card Game §6)."""

    functions: int = 0                                   # defined functions checked
    problems: list[DocProblem] = field(default_factory=list)
    examples: list[ExampleResult] = field(default_factory=list)
    score: float = 0.0
    max_score: float = 0.0
    note: str = ""

    @property
    def undocumented(self) -> list[str]:
        return [p.name for p in self.problems]

    @property
    def wrong_examples(self) -> list[ExampleResult]:
        return [e for e in self.examples if not e.passed and e.ran]

    @property
    def unrun_examples(self) -> list[ExampleResult]:
        return [e for e in self.examples if not e.ran]


@dataclass
class LoadInfo:
    """How loading the submission went."""

    ok: bool
    language: str = ""
    error: str | None = None       # the reader's / compiler's message, with its position
    line: int | None = None
    column: int | None = None
    warnings: list[str] = field(default_factory=list)
    output: str = ""               # what the top level printed (capped)
    defined: list[str] = field(default_factory=list)


@dataclass
class SubmissionResult:
    submission: str                # display name
    path: str
    sha256: str
    assignment: str
    load: LoadInfo
    functions: list[FunctionResult] = field(default_factory=list)
    tests: list[TestResult] = field(default_factory=list)
    docs: DocReport | None = None
    score: float = 0.0
    max_score: float = 0.0
    notes: list[str] = field(default_factory=list)
    percent: float = 0.0           # score / max_score, as a percentage (2 decimals)
    # What was measured: the file graded, the minischeme version, the assignment, the seed,
    # the limits and the budget (``GradeConfig.measurement``); every format shows it.
    measured: dict[str, Any] = field(default_factory=dict)

    @property
    def failures(self) -> list[TestResult]:
        return [t for t in self.tests if not t.passed]

    def function(self, name: str) -> FunctionResult | None:
        for f in self.functions:
            if f.name == name:
                return f
        return None

    def to_dict(self) -> dict[str, Any]:
        return plain(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "SubmissionResult":
        docs = d.get("docs")
        return cls(
            submission=d["submission"], path=d["path"], sha256=d["sha256"],
            assignment=d["assignment"], load=_build(LoadInfo, d["load"]),
            functions=[_build(FunctionResult, f) for f in d.get("functions", [])],
            tests=[_build(TestResult, t) for t in d.get("tests", [])],
            docs=None if docs is None else DocReport(
                functions=docs.get("functions", 0),
                problems=[_build(DocProblem, p) for p in docs.get("problems", [])],
                examples=[_build(ExampleResult, e) for e in docs.get("examples", [])],
                score=docs.get("score", 0.0), max_score=docs.get("max_score", 0.0),
                note=docs.get("note", "")),
            score=d.get("score", 0.0), max_score=d.get("max_score", 0.0),
            notes=list(d.get("notes", [])), percent=d.get("percent", 0.0),
            measured=dict(d.get("measured") or {}))


_FIELDS: dict[type, tuple[str, ...]] = {}
_LEAVES = frozenset({str, int, float, bool, type(None)})


def plain(value: Any) -> Any:
    """``value`` as plain data for JSON: a result dataclass as a dict of its fields, lists
    and dicts copied, all the way down. The same as ``dataclasses.asdict``, without its
    deep copy of every leaf: a class's result (hundreds of tests) is written to the cache
    and the report at every submission, and this is the grader's own cost per result."""
    names = _FIELDS.get(type(value))
    if names is None and hasattr(value, "__dataclass_fields__"):
        names = _FIELDS[type(value)] = tuple(f.name for f in fields(value))
    if names is not None:
        out = {}
        for n in names:
            v = getattr(value, n)
            out[n] = v if type(v) in _LEAVES else plain(v)
        return out
    if type(value) is list:
        return [v if type(v) in _LEAVES else plain(v) for v in value]
    if type(value) is dict:
        return {k: v if type(v) in _LEAVES else plain(v) for k, v in value.items()}
    if type(value) is tuple:
        return tuple(plain(v) for v in value)
    return value


def _build(cls: type, d: dict[str, Any]) -> Any:
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in d.items() if k in names})


def test_from_dict(d: dict[str, Any]) -> TestResult:
    return _build(TestResult, d)


def load_from_dict(d: dict[str, Any]) -> LoadInfo:
    return _build(LoadInfo, d)


def docs_from_dict(d: dict[str, Any] | None) -> DocReport | None:
    if d is None:
        return None
    return SubmissionResult.from_dict({"submission": "", "path": "", "sha256": "",
                                       "assignment": "", "load": {"ok": True},
                                       "docs": d}).docs


def describe_measured(r: "SubmissionResult", sep: str = "\n") -> str:
    """Two lines (joined by ``sep``) saying what a result measured: the file, minischeme's
    version, the seed, and the limits (every format shows them)."""
    m = r.measured
    if not m:
        return f"graded {r.path}"
    lim, budget = m.get("limits", {}), m.get("budget", {})
    return (f"graded {m.get('file', r.path)} with minischeme {m.get('minischeme', '?')} "
            f"({m.get('assignment', r.assignment)}); seed {m.get('seed')}, "
            f"{m.get('generated_per_function')} generated tests per function{sep}limits per "
            f"test: {lim.get('steps', 0):,} steps, {lim.get('seconds', 0):g} s, "
            f"depth {lim.get('depth', 0):,}, {lim.get('memory_mb', 0):,} MB, "
            f"{lim.get('output', 0):,} characters of output; per submission: "
            f"{budget.get('steps', 0):,} steps or {budget.get('seconds', 0):g} s")


def fmt_percent(r: "SubmissionResult") -> str:
    """The score as a percentage: 87.95%."""
    return f"{fmt_points(r.percent)}%"


def fmt_points(x: float) -> str:
    """Points as people write them: 10, 7.5, 6.67."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
