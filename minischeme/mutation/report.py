"""The mutation report: a line per table (assignment and language), then what survived."""
from __future__ import annotations

from typing import Any

from .scoring import Outcome, TableScore


def _first(o: Outcome) -> str:
    return o.failed[0] if o.failed else "-"


def text_report(scores: list[TableScore], verbose: bool = False) -> str:
    """The scores as a table, then every survivor, lost variant or failing correct file."""
    head = (f"{'assignment':<16} {'language':<8} {'tests':>5} {'mutants':>7} {'equiv.':>6} "
            f"{'killed':>9} {'score':>7}  variants kept")
    lines = [head, "-" * len(head)]
    for s in scores:
        changing = len(s.changing)
        kept = len(s.variants) - len(s.variants_lost)
        lines.append(f"{s.table.assignment:<16} {s.table.language:<8} {s.tests:>5} "
                     f"{len(s.mutants):>7} {len(s.equivalent):>6} "
                     f"{len(s.killed):>4}/{changing:<4} {s.percent:>6.1f}%  "
                     f"{kept}/{len(s.variants)}")
    for s in scores:
        key = s.table.key
        if s.base.lost_points:
            lines.append(f"\n{key}: the correct file loses points ({s.base.score:g} / "
                         f"{s.base.max_score:g}); failed: {', '.join(s.base.failed[:5])}")
        for o in s.survivors:
            lines.append(f"\n{key}: SURVIVED {o.mutant.name} -- {o.mutant.rule}")
        for o in s.broken:
            lines.append(f"\n{key}: {o.mutant.name} does not load, so it proves nothing: "
                         f"{o.load_problem.splitlines()[0]}")
        for o in s.variants_lost:
            lines.append(f"\n{key}: the correct variant {o.mutant.name} ({o.mutant.rule}) "
                         f"loses points: {', '.join(o.failed[:5])}")
        if verbose:
            lines.append(f"\n{key}:")
            for o in s.mutants:
                how = (f"equivalent: {o.mutant.equivalent}" if o.mutant.equivalent else
                       f"killed by {_first(o)} ({len(o.failed)} failed)"
                       if o in s.killed else "SURVIVED")
                lines.append(f"  {o.mutant.name:<32} {o.seconds:5.1f}s  {how}")
    return "\n".join(lines) + "\n"


def json_report(scores: list[TableScore]) -> list[dict[str, Any]]:
    return [{"assignment": s.table.assignment, "language": s.table.language,
             "tests": s.tests, "mutants": len(s.mutants), "equivalent": len(s.equivalent),
             "behaviour_changing": len(s.changing), "killed": len(s.killed),
             "score_percent": round(s.percent, 2),
             "survivors": [{"name": o.mutant.name, "rule": o.mutant.rule}
                           for o in s.survivors],
             "equivalent_mutants": [{"name": o.mutant.name, "why": o.mutant.equivalent}
                                    for o in s.equivalent],
             "correct_file_full": not s.base.lost_points,
             "variants_losing_points": [o.mutant.name for o in s.variants_lost],
             "not_loading": [o.mutant.name for o in s.broken],
             "killed_by": {o.mutant.name: o.failed[:3] for o in s.killed}}
            for s in scores]
