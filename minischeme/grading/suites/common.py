"""Test cases and the helpers every assignment's suite uses to build them."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from minischeme.values.data import NIL, Pair, Symbol, make_list, sym
from minischeme.values.printer import print_string

QUOTE = sym("quote")


@dataclass
class TestCase:
    """One test of the suite, before it runs.

    Either ``expr`` (a Scheme expression, evaluated in the submission's namespace, whose
    value the ``judge`` looks at) or ``case`` (a transcript case, replayed by
    ``minischeme.running.transcripts.run_case``).
    """

    name: str
    function: str                           # whose weight it shares ("" for none)
    kind: str                               # generated | transcript | staff | compete
    requires: tuple[str, ...] = ()          # functions that must be defined to run it
    call: str = ""                          # the expression as shown in reports
    expr: Any = None
    judge: Any = None
    points: float | None = None
    visibility: str | None = None
    case: Any = None
    notation: str | None = None
    extra: dict = field(default_factory=dict)


@dataclass
class Plan:
    """The tests one assignment's submissions run, and notes on what was left out (built
    by ``suites.build_plan``; ``native.plan_for`` adapts it to a submission language)."""

    tests: list[TestCase]
    notes: list[str]


def quoted(v: Any) -> Any:
    """The expression whose value is ``v``: quote lists, pairs and symbols."""
    if type(v) in (Pair, Symbol) or v is NIL:
        return make_list([QUOTE, v])
    return v


def call_expr(function: str, *args: Any) -> Any:
    return make_list([sym(function), *(quoted(a) for a in args)])


def call_text(function: str, *args: Any) -> str:
    """The call as Racket prints code: (fdraw '((H . 3)) '())."""
    parts = [function, *(print_string(a) for a in args)]
    return "(" + " ".join(parts) + ")"


def call_test(name: str, function: str, args: list, judge: Any, requires: tuple = (),
              kind: str = "generated", **extra: Any) -> TestCase:
    return TestCase(name=name, function=function, kind=kind,
                    requires=requires or (function,), call=call_text(function, *args),
                    expr=call_expr(function, *args), judge=judge, extra=extra)


def rng_for(seed: int, assignment: str, function: str) -> random.Random:
    """An independent, reproducible generator per function: adding tests of one function
    never changes another's inputs."""
    return random.Random(f"{seed}:{assignment}:{function}")


Generator = Callable[[random.Random, int], list[TestCase]]


def rule_slots(n: int, rules: int) -> int:
    """How many of a function's ``n`` tests are its rule cases: at most half of them, so
    that random cases stay beside the rules, and the suite's size (its cost) is ``n`` per
    function however many rules there are."""
    return min(rules, n // 2)


class TestList:
    """The generated tests of one assignment, built function by function: each function's
    cases come from its own seeded generator (``rng_for``), ``n`` of them, named
    ``function #1`` ... so that a suite reads as one ``add`` line per function.

    A function's *rule cases* (hand-built inputs that reach one rule of the text each,
    ``(label, arguments, judge)``) take the last ``rule_slots`` of its ``n`` places, named
    ``function rule: label``; the random cases before them are the same whatever the rules.
    """

    def __init__(self, seed: int, assignment: str, n: int) -> None:
        self.seed, self.assignment, self.n = seed, assignment, n
        self.tests: list[TestCase] = []

    def add(self, function: str, make: Callable[[random.Random, int], tuple],
            rules: Sequence[tuple[str, list, Any]] = ()) -> None:
        """Add ``n`` tests of ``function``; ``make(rng, i)`` gives (arguments, judge);
        ``rules``: its rule cases, in order of importance."""
        rng = rng_for(self.seed, self.assignment, function)
        kept = rule_slots(self.n, len(rules))
        for i in range(self.n - kept):
            args, judge = make(rng, i)
            self.tests.append(call_test(f"{function} #{i + 1}", function, args, judge))
        for label, args, judge in list(rules)[:kept]:
            self.tests.append(call_test(f"{function} rule: {label}", function, args, judge))


def one_card_case(deck: list, to_scheme: Callable[[Any], Any],
                  answer: Callable[..., Any]) -> Callable[[random.Random, int], tuple]:
    """A ``make`` for a function of one card: a random card of ``deck``, judged ``Equal``
    to ``answer(card)``."""
    from ..judges import Equal

    def make(rng: random.Random, i: int) -> tuple:
        card = to_scheme(rng.choice(deck))
        return [card], Equal(answer(card))
    return make


def reference_judge(procedures: dict, function: str, args: list) -> Any:
    """A judge from the reference's answer for these arguments: ``Equal`` to its value
    (``Numeric`` for a float), or ``Raises`` when the reference raises; None when the
    reference has no such procedure or the arguments do not fit it."""
    from minischeme.values.errors import Raise
    from ..judges import Equal, Numeric, Raises
    proc = procedures.get(function)
    if proc is None or not proc.accepts(len(args)):
        return None
    try:
        value = proc.fn(*args)
    except Raise:
        return Raises(description="an error")
    except Exception:
        return None
    return Numeric(value) if type(value) is float else Equal(value)
