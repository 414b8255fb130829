"""KaartSpel in Python, as the text (a Dodona exercise) asks: a ``.py`` file with the classes
``GrensStrategie``, ``FraudeStrategie`` and ``KaartSpel``, run by CPython in the sandbox.

The tests are the Scheme suite's generated cases, asked of the Python classes:
``GrensStrategie(g).neem_kaarten(stapel, aflegstapel, maximum)`` (the same three lists are
expected) and, after ``random.seed(S)``, ``KaartSpel(stapel, N, maximum,
beloning).speel_rondes(strategie, rondes)`` with the reference's strategy (so that
speel_rondes is judged on its own) -- whose expected totals are the reference's
with Python's ``random.shuffle`` (both the faithful total and the text's published one, the
put-back card lost, are accepted). A submission that calls ``random`` more than the text
allows shuffles differently and gets other totals, as on Dodona. Added for Python: the
``__str__`` of each class, and the text's own example (seed 200: 80.0, then 203.0).
"""
from __future__ import annotations

import ast
import json
import random
import sys
from typing import Any

from minischeme.values.data import make_list
from ...grading import results as R
from ...grading.judges import Equal, OneOf, show
from ...grading.native.runner import MARK, NativeLoad, Program
from ...grading.native.sandbox import (Limits, Sandbox, python_executable, python_mounts,
                                       run_streaming, workspace)
from ...grading.suites import Plan
from ...grading.suites.common import TestCase, rng_for
from . import reference as ref

CLASSES = {"grens-strategie": "GrensStrategie", "fraude-strategie": "FraudeStrategie"}
REFERENCE = {"GrensStrategie": ref.GrensStrategie, "FraudeStrategie": ref.FraudeStrategie}
STR_TESTS = 3           # __str__ tests per class
TEXT_DECK = [1, 2, 3, 4, 5] * 3
TEXT_PILE = [1, 2, 3, 4, 5, 6] * 5

HARNESS = r'''
import importlib.util, json, random, sys
MARK = %(mark)r
REAL_OUT = sys.stdout
def report(*parts):
    REAL_OUT.write(MARK + " " + " ".join(str(p) for p in parts) + "\n")
    REAL_OUT.flush()
def value(v):
    if isinstance(v, tuple):
        v = list(v)
    return json.dumps(v, default=repr)
spec = importlib.util.spec_from_file_location("submission", "submission.py")
M = importlib.util.module_from_spec(spec)
sys.modules["submission"] = M
try:
    spec.loader.exec_module(M)
except BaseException as e:
    import traceback
    frames = [f for f in traceback.extract_tb(e.__traceback__) if f.filename.endswith("submission.py")]
    report("L", "error", frames[-1].lineno if frames else 0,
           (type(e).__name__ + ": " + str(e)).replace("\n", "\\n"))
    raise SystemExit(0)
report("L", "ok", json.dumps([n for n in ("GrensStrategie", "FraudeStrategie", "KaartSpel")
                              if isinstance(getattr(M, n, None), type)]))
def run(i, needs, thunk):
    report("S", i)
    for n in needs:
        if not isinstance(getattr(M, n, None), type):
            report("M", i, "missing: the class " + n + " is not defined")
            return
    try:
        v = thunk()
    except RecursionError:
        report("E", i, "RecursionError: maximum recursion depth exceeded")
        return
    except BaseException as e:
        report("E", i, (type(e).__name__ + ": " + str(e)).replace("\n", "\\n")[:500])
        return
    report("V", i, value(v))
def neem(cls, g, stapel, afleg, maximum):
    return getattr(M, cls)(g).neem_kaarten(stapel, afleg, maximum)
class RefGrens:
    """The reference strategy speel_rondes is tested with (its own points only). Like the
    text's reference solution it also takes the cards it turned over off the pile it is
    given, so a speel_rondes that ignores the pile returned gets the published totals."""
    def __init__(self, g):
        self.grens = g
    def __str__(self):
        return "GrensStrategie[%%d]" %% self.grens
    def neem_kaarten(self, stapel, aflegstapel, maximum):
        n, som = 0, 0
        while som < self.grens and n < maximum and n < len(stapel):
            som += stapel[n]
            n += 1
        genomen, rest = list(stapel[:n]), list(stapel[n:])
        try:
            del stapel[:n]
        except TypeError:
            pass
        return genomen, rest, list(aflegstapel) + genomen
class RefFraude(RefGrens):
    def __str__(self):
        return "FraudeStrategie[%%d]" %% self.grens
    def neem_kaarten(self, stapel, aflegstapel, maximum):
        genomen, rest, afleg = RefGrens.neem_kaarten(self, stapel, aflegstapel, maximum)
        if sum(genomen) > self.grens:
            rest.insert(0, genomen.pop())
            afleg.pop()
        return genomen, rest, afleg
REF = {"GrensStrategie": RefGrens, "FraudeStrategie": RefFraude}
def rondes(cls, g, deck, n, maximum, beloning, seed, count):
    spel = M.KaartSpel(deck, n, maximum, beloning)
    random.seed(seed)
    return spel.speel_rondes(REF[cls](g), count)
def text_example():
    spel = M.KaartSpel(%(deck)r, 10, 3, 10)
    random.seed(200)
    a = spel.speel_rondes(RefGrens(8), 25)
    return [a, spel.speel_rondes(RefFraude(10), 25)]
'''


def _scheme(v: Any) -> Any:
    """A JSON value as the Scheme value the judges compare with."""
    if isinstance(v, list):
        return make_list([_scheme(x) for x in v])
    return v


def _python_rondes(p: dict, published: bool) -> float:
    random.seed(p["seed"])
    game = ref.KaartSpel(p["deck"], p["n"], p["maximum"], p["beloning"], published=published)
    return game.speel_rondes(REFERENCE[CLASSES[p["strategy"]]](p["g"]), p["rondes"])


def _text_example(published: bool) -> list[float]:
    state = random.getstate()
    try:
        random.seed(200)
        game = ref.KaartSpel(TEXT_DECK, 10, 3, 10, published=published)
        first = game.speel_rondes(ref.GrensStrategie(8), 25)
        return [first, game.speel_rondes(ref.FraudeStrategie(10), 25)]
    finally:
        random.setstate(state)


class KaartSpelPython:
    """The ``NativeAdapter`` of KaartSpel for ``.py`` submissions."""

    language = "python"

    def tool_problem(self) -> str | None:
        return None                              # the grader's own CPython runs them

    def toolchain(self) -> str:
        return f"CPython {sys.version} at {python_executable()}"

    def mounts(self) -> list[str]:
        return python_mounts()

    # ------------------------------------------------------------------ the plan

    def adapt_plan(self, plan: Plan) -> Plan:
        tests: list[TestCase] = self._str_tests(plan)   # first: a loop later costs none
        skipped = 0
        state = random.getstate()
        try:
            for t in plan.tests:
                p = t.extra.get("kaartspel")
                if p is None:
                    skipped += 1
                    continue
                tests.append(self._neem(t, p) if p["kind"] == "neem" else self._rondes(t, p))
        finally:
            random.setstate(state)
        for function, cls in CLASSES.items():           # the text's two neem_kaarten examples
            expected = REFERENCE[cls](11).neem_kaarten(TEXT_PILE, [], 6)
            tests.append(TestCase(
                name=f"the text's {cls} example", function=function, kind="transcript",
                requires=(cls,), call=f"{cls}(11).neem_kaarten({TEXT_PILE}, [], 6)",
                judge=Equal(_scheme([list(x) for x in expected])),
                extra={"python": f"neem({cls!r}, 11, {TEXT_PILE!r}, [], 6)"}))
        answers = [_text_example(False), _text_example(True)]
        tests.append(TestCase(
            name="the text's example", function="speel-rondes", kind="transcript",
            requires=("KaartSpel",),
            call=("spel = KaartSpel([1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5], 10, 3, 10); "
                  "random.seed(200); [spel.speel_rondes(GrensStrategie(8), 25), "
                  "spel.speel_rondes(FraudeStrategie(10), 25)]  (the reference's strategies)"),
            judge=OneOf([_scheme(a) for a in answers],
                        f"the text's published {answers[1]} is accepted too"),
            extra={"python": "text_example()"}))
        notes = list(plan.notes)
        if skipped:
            notes.append(f"{skipped} Scheme examples of the transcript are not run for Python "
                         "submissions (the text's Python examples are)")
        return Plan(tests, notes)

    @staticmethod
    def _neem(t: TestCase, p: dict) -> TestCase:
        cls = CLASSES[p["strategy"]]
        code = f"neem({cls!r}, {p['g']!r}, {p['stapel']!r}, {p['afleg']!r}, {p['maximum']!r})"
        call = f"{cls}({p['g']}).neem_kaarten({p['stapel']}, {p['afleg']}, {p['maximum']})"
        return TestCase(name=t.name, function=t.function, kind=t.kind, requires=(cls,),
                        call=call, judge=t.judge, extra={"python": code})

    @staticmethod
    def _rondes(t: TestCase, p: dict) -> TestCase:
        cls = CLASSES[p["strategy"]]
        answers = [_python_rondes(p, False), _python_rondes(p, True)]
        note = (f"the text's published variant, {answers[1]}, is accepted too"
                if answers[1] != answers[0] else "")
        code = (f"rondes({cls!r}, {p['g']!r}, {p['deck']!r}, {p['n']!r}, {p['maximum']!r}, "
                f"{p['beloning']!r}, {p['seed']!r}, {p['rondes']!r})")
        call = (f"random.seed({p['seed']}); KaartSpel({p['deck']}, {p['n']}, {p['maximum']}, "
                f"{p['beloning']}).speel_rondes({cls}({p['g']}), {p['rondes']})  (the "
                "reference's strategy)")
        return TestCase(name=t.name, function=t.function, kind=t.kind,
                        requires=("KaartSpel",), call=call, judge=OneOf(answers, note),
                        extra={"python": code})

    @staticmethod
    def _str_tests(plan: Plan) -> list[TestCase]:
        seed = len(plan.tests)
        tests = []
        for function, cls in CLASSES.items():
            rng = rng_for(seed, "kaartspel-str", cls)
            for i in range(STR_TESTS):
                g = 11 if i == 0 else rng.randint(1, 30)
                tests.append(TestCase(
                    name=f"{cls}.__str__ #{i + 1}", function=function, kind="generated",
                    requires=(cls,), call=f"str({cls}({g}))",
                    judge=Equal(f"{cls}[{g}]"), extra={"python": f"str(M.{cls}({g}))"}))
        rng = rng_for(seed, "kaartspel-str", "KaartSpel")
        for i in range(STR_TESTS):
            n, maximum = (10, 3) if i == 0 else (rng.randint(1, 30), rng.randint(1, 8))
            deck = TEXT_DECK if i == 0 else [rng.randint(1, 6) for _ in range(8)]
            tests.append(TestCase(
                name=f"KaartSpel.__str__ #{i + 1}", function="speel-rondes", kind="generated",
                requires=("KaartSpel",), call=f"str(KaartSpel({deck}, {n}, {maximum}, 10))",
                judge=Equal(f"[{n},{maximum}]"),
                extra={"python": f"str(M.KaartSpel({deck!r}, {n}, {maximum}, 10))"}))
        return tests

    # ------------------------------------------------------------------ running

    def load(self, sub: Any, sandbox: Sandbox, limits: Limits) -> NativeLoad:
        info = R.LoadInfo(ok=True, language="python")
        try:
            ast.parse(sub.text, filename=sub.name)
        except SyntaxError as e:
            info.ok = False
            info.line, info.column = e.lineno, (e.offset or 1) - 1
            info.error = f"{sub.name}:{e.lineno}:{(e.offset or 1) - 1}: SyntaxError: {e.msg}"
            return NativeLoad(info)
        seen: list[str] = []

        def line(text: str) -> None:
            if text.startswith(MARK + " L "):
                seen.append(text[len(MARK) + 3:])
        program = self._program(sub.text, [])
        with workspace(program.files) as folder:
            from pathlib import Path
            run = run_streaming(sandbox, program.argv, Path(folder), {}, limits, line, MARK)
        if not seen:
            info.ok = False
            info.error = ("the module did not finish loading" +
                          (f" within {limits.seconds:g} s" if run.reason == "timeout" else
                           f": {(run.stderr.strip().splitlines() or ['no message'])[-1]}"))
            return NativeLoad(info)
        status, _, rest = seen[0].partition(" ")
        if status == "error":
            line, _, message = rest.partition(" ")
            info.ok = False
            info.line = int(line) if line.isdigit() and line != "0" else None
            where = f":{info.line}" if info.line else ""
            info.error = (f"{sub.name}{where}: importing it raised "
                          f"{message.replace(chr(92) + 'n', ' ')}")
            return NativeLoad(info)
        info.defined = json.loads(rest)
        info.output = "".join(ln + "\n" for ln in run.output.splitlines()
                              if not ln.startswith(MARK))[:limits.output_chars]
        return NativeLoad(info, state=sub.text)

    def program(self, load: NativeLoad, tests: list[tuple[int, TestCase]]) -> Program:
        return self._program(load.state, tests)

    @staticmethod
    def _program(text: str, tests: list[tuple[int, TestCase]]) -> Program:
        body = HARNESS % {"mark": MARK, "deck": TEXT_DECK}
        for i, t in tests:
            body += f"run({i}, {list(t.requires)!r}, lambda: {t.extra['python']})\n"
        files = {"submission.py": text, "harness.py": body}
        return Program(files, [python_executable(), "-I", "-S", "harness.py"])

    def parse_value(self, test: TestCase, text: str) -> Any:
        return _scheme(json.loads(text))

    def raised_text(self, raised: Any) -> str:
        """Python's errors are reported with their messages (``E``), not as values."""
        return show(raised)

    def stopped_text(self, stderr: str, limits: Limits) -> str | None:
        """CPython raises MemoryError (an ``E`` event): its last lines say the rest."""
        return None


ADAPTER = KaartSpelPython()
