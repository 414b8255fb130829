"""`minischeme compete`: the Mini Card Game bonus, a lowest-score competition.

Every submission's ``play`` runs on the same fixed, seeded games (full shuffled decks, long
move lists), each in its own process under the usual limits. A score counts when it is an
exact integer no lower than the optimum (the reference's exact optimal play): lower is
impossible, so it is wrong. Submissions are ranked by how many games they answered validly,
then by their total score; the optimum's total is shown beside them. Entries with the same
count and total share a rank (1, 2, 2, 4), and every entry that missed a game says why.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .config import GradeConfig
from .judges import Validity
from .results import SubmissionResult
from .suites import Plan
from .suites.common import call_test


def racket_text(value: Any) -> str:
    """A value as Racket writes it (47/2, "x"), for a reason shown to students."""
    from minischeme.values.printer import write_string
    try:
        return write_string(value)
    except Exception:       # never let a reason fail
        return str(value)

DEFAULT_GAMES = 30


def compete_plan(config: GradeConfig) -> Plan:
    from prelude import mini_card_game as ref
    from .suites.mini_card_game import cards_s, compete_games, moves_s
    tests = []
    for i, (cards, moves, goal) in enumerate(compete_games(config.seed, config.compete_games)):
        best = ref.play(cards, moves, goal)

        def check(value: Any, ctx: Any, best: int = best) -> tuple:
            if type(value) is not int:
                return False, f"not an exact integer score: {racket_text(value)}"
            if value < best:
                return False, f"{value} is below the optimum {best}: no play scores that"
            return True, ""
        test = call_test(f"game #{i + 1}", "play", [cards_s(cards), moves_s(moves), goal],
                         Validity(f"a score of at least the optimum, {best}", check))
        test.extra["optimum"] = best
        tests.append(test)
    return Plan(tests, [])


@dataclass
class Standing:
    rank: int
    submission: str
    valid: int
    games: int
    total: int
    optimum_total: int          # over the games this submission answered validly
    loads: bool
    reason: str = ""            # why a game was not valid (the first such game), else ""


def standings(results: list[SubmissionResult], plan: Plan) -> list[Standing]:
    optimum = [t.extra.get("optimum", 0) for t in plan.tests]
    rows = []
    for r in results:
        total = best = valid = 0
        for i, t in enumerate(r.tests):
            if t.passed:
                try:
                    total += int(t.actual)
                except ValueError:
                    continue
                best += optimum[i]
                valid += 1
        rows.append(Standing(0, r.submission, valid, len(plan.tests), total, best, r.load.ok,
                             _reason(r) if valid < len(plan.tests) else ""))
    rows.sort(key=lambda s: (-s.valid, s.total, s.submission))
    for i, s in enumerate(rows):    # ties share the rank of the first of them
        same = i > 0 and (rows[i - 1].valid, rows[i - 1].total) == (s.valid, s.total)
        s.rank = rows[i - 1].rank if same else i + 1
    return rows


def _reason(r: SubmissionResult) -> str:
    """Why an entry's games were not all valid: the load error, or its first invalid game."""
    if not r.load.ok:
        first = (r.load.error or "").split("\n")[0]
        return f"does not load: {first}" if first else "does not load"
    for t in r.tests:
        if not t.passed:
            why = (t.message or t.status or "not a valid score").split("\n")[0]
            return f"{t.name}: {why}"
    return "no game was played"


def render(rows: list[Standing], plan: Plan, fmt: str) -> str:
    optimum_total = sum(t.extra.get("optimum", 0) for t in plan.tests)
    if fmt == "json":
        return json.dumps({"games": len(plan.tests), "optimum_total": optimum_total,
                           "standings": [s.__dict__ for s in rows]}, indent=2) + "\n"
    width = max([len(s.submission) for s in rows] + [10])
    out = [f"Mini Card Game competition: {len(plan.tests)} games, lowest total wins",
           f"optimum (exact optimal play): total {optimum_total}", "",
           f"  rank  {'submission':<{width}}  {'valid':>7}  {'total':>7}  {'optimum':>8}  gap"]
    for s in rows:
        gap = s.total - s.optimum_total
        note = "" if s.loads else "  (does not load)"
        out.append(f"  {s.rank:>4}  {s.submission:<{width}}  {s.valid:>3}/{s.games:<3}  "
                   f"{s.total:>7}  {s.optimum_total:>8}  {gap:+d}{note}")
    reasons = [s for s in rows if s.reason]
    if reasons:
        out.append("")
        out.append("games not counted:")
        out.extend(f"  {s.submission}: {s.reason}" for s in reasons)
    out.append("")
    out.append("valid: games where play returned an exact integer no lower than the optimum; "
               "total and optimum are over those games.")
    return "\n".join(out) + "\n"

