"""The `grade` and `compete` subcommands (``minischeme.cli`` adds them to its parser)."""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

ASSIGNMENTS = ("mini-card-game", "solitaire", "bridge-hands", "kaartspel")
FORMATS = ("text", "json", "gradescope", "junit", "csv", "html")


def add_grading_commands(sub: Any) -> None:
    g = sub.add_parser(
        "grade", help="grade submissions against the reference implementation",
        description="Grade one submission or a class: each file (or each folder of a "
                    "directory) is loaded in a fresh interpreter and its own process, and run "
                    "on the text's examples, generated tests and staff tests.")
    g.add_argument("submissions", nargs="+", metavar="SUBMISSION",
                   help="a .rkt file, or a directory of them (or of student folders)")
    g.add_argument("--assignment", required=True, choices=ASSIGNMENTS)
    g.add_argument("--tests", action="append", default=[], metavar="FILE",
                   help="a staff test suite in the transcript format (may repeat)")
    g.add_argument("--rubric", metavar="FILE", help="weights and settings (JSON or TOML)")
    g.add_argument("--format", default="text", choices=FORMATS)
    g.add_argument("--output", metavar="FILE",
                   help="write the report here (for gradescope with several submissions: a "
                        "directory, one results.json per submission). With gradescope, one "
                        "directory argument is one student's folder (/autograder/submission)")
    g.add_argument("-n", type=int, default=None, metavar="N",
                   help="generated tests per function (default 20)")
    g.add_argument("--seed", type=int, default=None, help="seed of the generated tests")
    g.add_argument("--jobs", "-j", type=int, default=None,
                   help="submissions graded at once (default: every core)")
    g.add_argument("--step-limit", type=int, default=None,
                   help="procedure calls allowed per test (default 1,000,000)")
    g.add_argument("--time-limit", type=float, default=None,
                   help="wall-clock backstop per test, in seconds (default 20)")
    g.add_argument("--cache", metavar="DIR", default=None,
                   help="where results are kept so a re-run skips finished submissions "
                        "(default: ~/.cache/minischeme/grade)")
    g.add_argument("--no-cache", action="store_true", help="grade everything again")
    g.add_argument("--no-transcript", action="store_true",
                   help="leave out the text's examples")
    g.add_argument("--no-docs", action="store_true", help="skip the documentation check")
    g.add_argument("--in-process", action="store_true",
                   help="grade in this process (no isolation: for debugging)")
    c = sub.add_parser("compete", help="the Mini Card Game bonus: rank submissions' play",
                       description="Run every submission's play on the same seeded games and "
                                   "rank them by total score (lowest wins), beside the optimum.")
    c.add_argument("submissions", nargs="+", metavar="SUBMISSION")
    c.add_argument("--games", type=int, default=None, help="number of games (default 30)")
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--format", default="text", choices=("text", "json"))
    c.add_argument("--output", metavar="FILE")
    c.add_argument("--jobs", "-j", type=int, default=None)
    c.add_argument("--step-limit", type=int, default=None)
    c.add_argument("--time-limit", type=float, default=None)


def run_grading_command(args: Any) -> int:
    from .rubric import RubricError
    try:
        if args.command == "grade":
            return cmd_grade(args)
        return cmd_compete(args)
    except (RubricError, FileNotFoundError, ValueError) as e:
        print(f"minischeme {args.command}: {e}", file=sys.stderr)
        return 2


def _config(args: Any) -> Any:
    from .config import DEFAULT_N, DEFAULT_SEED, GradeConfig
    from .rubric import Rubric, load_rubric
    from .suites import assignment
    spec = assignment(args.assignment)
    rubric = load_rubric(args.rubric, spec.functions) if getattr(args, "rubric", None) else Rubric()
    for path in getattr(args, "tests", []):
        if not Path(path).is_file():
            raise FileNotFoundError(f"--tests {path}: no such file")
    config = GradeConfig(args.assignment, rubric=rubric, tests_files=list(getattr(args, "tests", [])))
    config.n = _pick(getattr(args, "n", None), rubric.n, DEFAULT_N)
    config.seed = _pick(args.seed, rubric.seed, DEFAULT_SEED)
    config.step_limit = _pick(args.step_limit, rubric.step_limit, config.step_limit)
    config.time_limit = _pick(args.time_limit, rubric.time_limit, config.time_limit)
    config.docs = not getattr(args, "no_docs", False)
    config.transcripts = not getattr(args, "no_transcript", False)
    if config.n < 0 or config.step_limit <= 0 or config.time_limit <= 0:
        raise ValueError("-n must be >= 0, and the limits > 0")
    return config


def _pick(*values: Any) -> Any:
    return next(v for v in values if v is not None)


def cmd_grade(args: Any) -> int:
    from .batch import describe_settings, grade_all
    from .cache import default_dir
    from .formats import renderer
    from .progress import Progress
    from .submission import find_submissions
    from .suites import assignment
    config = _config(args)
    required = assignment(args.assignment).required
    if args.format == "gradescope" and len(args.submissions) == 1 and \
            Path(args.submissions[0]).is_dir():
        # Gradescope's /autograder/submission: one student's folder, not a class
        from .submission import Submission, main_file
        main = main_file(Path(args.submissions[0]), required)
        if main is None:
            raise ValueError(f"no .rkt, .scm or .ss file in {args.submissions[0]}")
        subs = [Submission.from_path(main, main.name)]
    else:
        subs = find_submissions(args.submissions, required)
    if not subs:
        raise ValueError("no submissions found (files ending in .rkt, .scm or .ss)")
    cache_dir = None if args.no_cache else (args.cache or default_dir())
    progress = Progress(len(subs)) if len(subs) > 1 else None
    results, notes = grade_all(subs, config, jobs=args.jobs, cache_dir=cache_dir,
                               progress=progress, isolate=not args.in_process)
    meta = {"assignment": args.assignment, "settings": describe_settings(config), "notes": notes}
    if args.format == "gradescope" and len(results) > 1 and args.output:
        from .formats.gradescope import results_json
        import json
        out = Path(args.output)
        for r in results:
            folder = out / _safe(r.submission)
            folder.mkdir(parents=True, exist_ok=True)
            _write(folder / "results.json", json.dumps(results_json(r), indent=2) + "\n")
        return 0
    text = renderer(args.format)(results, meta)
    if args.output:
        _write(Path(args.output), text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    return 0


def cmd_compete(args: Any) -> int:
    from .batch import grade_all
    from .compete import DEFAULT_GAMES, render, standings
    from .config import GradeConfig
    from .engine import make_plan
    from .progress import Progress
    from .submission import find_submissions
    from .suites import assignment
    config = GradeConfig("mini-card-game", seed=args.seed, docs=False, transcripts=False)
    config.compete_games = args.games or DEFAULT_GAMES
    if args.step_limit:
        config.step_limit = args.step_limit
    if args.time_limit:
        config.time_limit = args.time_limit
    subs = find_submissions(args.submissions, assignment("mini-card-game").required)
    if not subs:
        raise ValueError("no submissions found")
    progress = Progress(len(subs)) if len(subs) > 1 else None
    results, _ = grade_all(subs, config, jobs=args.jobs, cache_dir=None, progress=progress)
    plan = make_plan(config)
    text = render(standings(results, plan), plan, args.format)
    if args.output:
        _write(Path(args.output), text)
    else:
        sys.stdout.write(text)
    return 0


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("_") or "submission"


def _write(path: Path, text: str) -> None:
    """Write atomically: a reader never sees half a report."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)

