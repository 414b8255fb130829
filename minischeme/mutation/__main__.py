"""``python -m minischeme.mutation``: the mutation score of the grading suites.

Exit status 0 when every behaviour-changing mutant is killed and the correct files and
variants keep every point; 1 otherwise; 2 for a usage error; 70 for an internal error.
"""
from __future__ import annotations

import argparse
import json
import sys

from ..grading.config import DEFAULT_N, DEFAULT_SEED
from ..grading.engine import make_plan
from .mutants import MutantError
from .report import json_report, text_report
from .scoring import config_for, count_tests, score_table
from .tables import TABLES, tables


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m minischeme.mutation",
        description="Grade mutants of the correct submissions (each breaks one rule of the "
                    "text) and print the share the suite kills, per assignment and language.")
    p.add_argument("--assignment", choices=sorted({t.assignment for t in TABLES}))
    p.add_argument("--language", choices=sorted({t.language for t in TABLES}))
    p.add_argument("--tests", action="append", default=[], metavar="FILE",
                   help="a staff test file (as for `minischeme grade --tests`), added to the "
                        "default suite")
    p.add_argument("--staff-only", action="store_true",
                   help="score the --tests files alone: no generated tests, no examples of "
                        "the text (what the course's own tests miss)")
    p.add_argument("-n", type=int, default=DEFAULT_N, help="generated tests per function")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED)
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="every mutant, with the first test that kills it")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.staff_only and not args.tests:
        print("--staff-only needs --tests FILE", file=sys.stderr)
        return 2
    chosen = tables(args.assignment, args.language)
    if args.tests and args.assignment is None:
        print("--tests needs --assignment (staff tests belong to one assignment)",
              file=sys.stderr)
        return 2
    if not chosen:
        print("no mutant table for that assignment and language", file=sys.stderr)
        return 2
    scores = []
    try:
        for table in chosen:
            config = config_for(table, args.n, args.seed, args.tests, args.staff_only)
            if args.staff_only and count_tests(table, make_plan(config)) == 0:
                continue                    # the staff files have no tests in this language
            scores.append(score_table(table, config))
    except (MutantError, ValueError, OSError) as e:
        print(f"mutation: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("mutation: interrupted", file=sys.stderr)
        return 130
    except Exception as e:                  # a bug of ours: one line, never a traceback
        print(f"mutation: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 70
    if not scores:
        print("the staff files have no tests for these tables", file=sys.stderr)
        return 2
    if args.format == "json":
        print(json.dumps(json_report(scores), indent=2))
    else:
        sys.stdout.write(text_report(scores, args.verbose))
    return 0 if all(s.ok for s in scores) else 1


if __name__ == "__main__":
    sys.exit(main())
