"""The `grade` and `compete` subcommands (``minischeme.cli`` adds them to its parser)."""
from __future__ import annotations

import os
import re
import signal
import sys
import threading
from glob import escape as glob_escape
from pathlib import Path
from typing import Any

from ..assignments import names as assignment_names
from minischeme.running.run_limits import limit_type

FORMATS = ("text", "json", "jsonl", "gradescope", "junit", "csv", "html")


def add_grading_commands(sub: Any) -> None:
    g = sub.add_parser(
        "grade", help="grade submissions against the reference implementation",
        description="Grade one submission or a class: each file (or each folder of a "
                    "directory) is loaded in a fresh interpreter and its own process, and run "
                    "on the text's examples, generated tests and staff tests.")
    g.add_argument("submissions", nargs="+", metavar="SUBMISSION",
                   help="a .rkt file (solitaire also .sml, kaartspel also .py), or a directory of "
                        "them (or of student folders)")
    g.add_argument("--assignment", required=True, choices=tuple(assignment_names()))
    g.add_argument("--tests", action="append", default=[], metavar="FILE",
                   help="a staff test suite in the transcript format, or for solitaire a "
                        "course-style .sml test file (may repeat)")
    g.add_argument("--rubric", metavar="FILE", help="weights and settings (JSON or TOML)")
    g.add_argument("--format", default="text", choices=FORMATS)
    g.add_argument("--output", metavar="FILE",
                   help="write the report here. With --format gradescope: a FILE (results.json)"
                        " when one argument is one student's submission (a file, or a folder "
                        "as on /autograder/submission); a DIR/ (it exists, or ends with a "
                        "slash; or several submissions) for a class: DIR/<student>/"
                        "results.json each")
    g.add_argument("--main", metavar="NAME", default=None,
                   help="in a student's folder of several files, the main file to grade "
                        "(default: the only file, else the one in which the most of the "
                        "assignment's functions are defined or required)")
    g.add_argument("-n", type=int, default=None, metavar="N",
                   help="generated tests per function (default 20)")
    g.add_argument("--seed", type=int, default=None, help="seed of the generated tests")
    g.add_argument("--jobs", "-j", type=int, default=None,
                   help="submissions graded at once (default: every core)")
    g.add_argument("--cluster", metavar="ADDRESS", default=None,
                   help="grade on a Dask cluster: tcp://HOST:PORT (a running scheduler) or "
                        "local:N (N worker processes here); pip install 'minischeme[cluster]'")
    add_limit_flags(g)
    g.add_argument("--cache", metavar="DIR", default=None,
                   help="where results are kept so a re-run skips finished submissions "
                        "(default: .minischeme-cache/ next to --output; without --output, "
                        "no cache)")
    g.add_argument("--no-cache", action="store_true", help="grade everything again")
    g.add_argument("--no-transcript", action="store_true",
                   help="leave out the text's examples")
    g.add_argument("--no-docs", action="store_true", help="skip the documentation check")
    g.add_argument("--unsafe-native", action="store_true",
                   help="grade SML/Python files even where bubblewrap cannot sandbox them "
                        "(the report says so)")
    g.add_argument("--in-process", action="store_true",
                   help="grade in this process (no isolation: for debugging)")
    c = sub.add_parser("compete", help="the Mini Card Game bonus: rank submissions' play",
                       description="Run every submission's play on the same seeded games and "
                                   "rank them by total score (lowest wins), beside the optimum.")
    c.add_argument("submissions", nargs="+", metavar="SUBMISSION")
    c.add_argument("--games", type=limit_type("--games", int), default=None, metavar="N",
                   help="number of games, at least 1 (default 30)")
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--format", default="text", choices=("text", "json"))
    c.add_argument("--output", metavar="FILE")
    c.add_argument("--jobs", "-j", type=int, default=None)
    c.add_argument("--cluster", metavar="ADDRESS", default=None,
                   help="play on a Dask cluster: tcp://HOST:PORT or local:N (as for grade)")
    add_limit_flags(c)


# The limit flags: (flag, the GradeConfig and Rubric attribute it sets, the name of its
# default in config.py (where the defaults are explained), value type, metavar, help).
LIMIT_FLAGS = (
    ("--step-limit", "step_limit", "DEFAULT_STEP_LIMIT", int, "N",
     "steps allowed per test: procedure calls, and the work of list and string primitives (default %(limit_default)s)"),
    ("--depth-limit", "depth_limit", "DEFAULT_DEPTH_LIMIT", int, "N",
     "nested (non-tail) calls allowed per test; tail calls never count "
     "(default %(limit_default)s)"),
    ("--time-limit", "time_limit", "DEFAULT_TIME_LIMIT", float, "SECONDS",
     "backstop per test, in seconds of CPU time (default %(limit_default)s)"),
    ("--native-time-limit", "native_time_limit", "DEFAULT_NATIVE_TIME_LIMIT", float, "SECONDS",
     "CPU seconds per test of a native (SML or Python) submission, which counts no steps "
     "(default %(limit_default)s)"),
    ("--memory-limit", "memory_mb", "DEFAULT_MEMORY_MB", int, "MB",
     "megabytes of memory a grading process may add (default %(limit_default)s)"),
    ("--output-limit", "output_limit", "DEFAULT_OUTPUT_LIMIT", int, "CHARS",
     "characters a submission may print, at its top level and in each test "
     "(default %(limit_default)s)"),
    ("--submission-steps", "submission_steps", "DEFAULT_SUBMISSION_STEPS", int, "N",
     "steps one submission may take in all (loading, tests, examples); the tests "
     "left when they run out are 'not run: submission budget exhausted' "
     "(default %(limit_default)s)"),
    ("--submission-time", "submission_seconds", "DEFAULT_SUBMISSION_SECONDS", float, "SECONDS",
     "CPU seconds one submission may take in all, a backstop for the step budget "
     "(default %(limit_default)s)"),
)


def add_test_limit_flags(p: Any) -> None:
    """`minischeme test`'s limits: each example (and each .rkt file's run) gets the grader's
    per-test limits by default, so a transcript whose example loops fails that example,
    and the next ones run."""
    from . import config
    for flag, attribute, default, kind, metavar, text in LIMIT_FLAGS:
        if flag not in ("--step-limit", "--depth-limit", "--time-limit"):
            continue
        action = p.add_argument(flag, dest=attribute, type=limit_type(flag, kind),
                                default=getattr(config, default), metavar=metavar,
                                help=text.replace("per test", "per example"))
        action.limit_default = _Default(default)


def add_limit_flags(p: Any) -> None:
    for flag, attribute, default, kind, metavar, text in LIMIT_FLAGS:
        action = p.add_argument(flag, dest=attribute, type=limit_type(flag, kind),
                                default=None, metavar=metavar, help=text)
        action.limit_default = _Default(default)


class _Default:
    """A limit's default as the help shows it, read from config.py only when the help is
    printed (importing it at every start of `minischeme run` would cost milliseconds)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        from . import config
        value = getattr(config, self.name)
        return f"{value:g}" if isinstance(value, float) else f"{value:,}"


def _apply_limits(config: Any, args: Any, rubric: Any = None) -> None:
    """Each limit: the flag if given, else the rubric's [limits] value, else the default."""
    for _, attribute, _, _, _, _ in LIMIT_FLAGS:
        flag = getattr(args, attribute, None)
        ruled = getattr(rubric, attribute, None) if rubric is not None else None
        setattr(config, attribute, _pick(flag, ruled, getattr(config, attribute)))


def run_grading_command(args: Any) -> int:
    from .rubric import RubricError
    try:
        if args.command == "grade":
            return cmd_grade(args)
        return cmd_compete(args)
    except (RubricError, FileNotFoundError, ValueError) as e:
        print(f"minischeme {args.command}: {e}", file=sys.stderr)
        return 2
    except OSError as e:        # e.g. --output names a directory: Racket's words, no Errno
        from minischeme.values.files import write_error
        print(f"minischeme {args.command}: {write_error(e.filename or '?', e)}", file=sys.stderr)
        return 1


def _config(args: Any) -> Any:
    from .config import DEFAULT_N, DEFAULT_SEED, GradeConfig
    from .rubric import Rubric, load_rubric
    from .suites import assignment
    spec = assignment(args.assignment)
    rubric = load_rubric(args.rubric, spec.functions) if getattr(args, "rubric", None) else Rubric()
    from minischeme.values.files import read_utf8_text
    for path in getattr(args, "tests", []):
        read_utf8_text(path, "tests file")     # missing, a directory, not UTF-8: say so now
    config = GradeConfig(args.assignment, rubric=rubric, tests_files=list(getattr(args, "tests", [])))
    config.n = _pick(getattr(args, "n", None), rubric.n, DEFAULT_N)
    config.seed = _pick(args.seed, rubric.seed, DEFAULT_SEED)
    _apply_limits(config, args, rubric)
    config.docs = not getattr(args, "no_docs", False)
    config.transcripts = not getattr(args, "no_transcript", False)
    config.unsafe_native = bool(getattr(args, "unsafe_native", False))
    if (config.n < 0 or config.step_limit <= 0 or config.time_limit <= 0
            or config.native_time_limit <= 0):
        raise ValueError("-n must be >= 0, and the limits > 0")
    return config


def _check_output(output: str | None) -> None:
    """Refuse, before grading, an ``--output`` that cannot be written because a folder on
    its way is a file (``report.txt/grades.html``): a usage error, not minutes of grading
    and then a system error."""
    if not output:
        return
    for folder in Path(output).parents:
        if folder.exists() or folder.is_symlink():
            if not folder.is_dir():
                raise ValueError(f"--output {output}: {folder} is a file, not a folder")
            return


def _pick(*values: Any) -> Any:
    return next(v for v in values if v is not None)


def cmd_grade(args: Any) -> int:
    from .batch import describe_settings, grade_all
    from .cache import default_dir
    from .formats import renderer
    from .progress import Progress
    from .submission import find_submissions
    from .suites import assignment
    from ..assignments import assignment_named
    _check_output(args.output)
    config = _config(args)
    required = assignment(args.assignment).required
    suffixes = assignment_named(args.assignment).suffixes()    # .sml, .py where it grades them
    kinds = ", ".join(suffixes)
    class_mode = args.format == "gradescope" and _gradescope_class(args)
    if args.format == "gradescope" and not class_mode and Path(args.submissions[0]).is_dir():
        # Gradescope's /autograder/submission: one student's folder, not a class
        from .submission import folder_submission
        folder = Path(args.submissions[0])
        found = folder_submission(folder, required, suffixes, args.main, name="")
        if found is None:
            raise ValueError(f"no {kinds} file in {args.submissions[0]}")
        found.name = Path(found.path).relative_to(folder).as_posix()
        subs = [found]
        _say(f"Gradescope, one submission: {folder} is one student's submission; graded "
             f"{found.name} ({found.why}); results in {args.output or 'standard output'}")
    else:
        subs = find_submissions(args.submissions, required, suffixes, args.main)
        if class_mode:
            if not args.output:
                raise ValueError("several submissions in the gradescope format need --output "
                                 "DIR/ (one DIR/<student>/results.json each)")
            _say(f"Gradescope, a class: {len(subs)} submission{'s' if len(subs) != 1 else ''}"
                 f", one results.json each in {args.output.rstrip('/')}/<student>/")
    if not subs:
        raise ValueError(f"no submissions found (files ending in {kinds})")
    cache_dir = None if args.no_cache else (args.cache or default_dir(args.output))
    progress = Progress(len(subs), enabled=None if len(subs) > 1 else False)
    executor = _executor(args)
    stream = _stream(args, progress)
    with _StopOnSignals() as stop:
        try:
            results, notes = grade_all(subs, config, cache_dir=cache_dir, progress=progress,
                                       executor=executor, on_result=stream)
            meta = {"assignment": args.assignment, "settings": describe_settings(config),
                    "notes": notes}
            if stream is None:
                _report(args, results, meta, renderer, subs)
        except KeyboardInterrupt as e:
            return stop.stopped("grade", e, progress, cached=cache_dir is not None)
    if len(subs) > 1:       # what a re-run took from the cache (stderr: not the report)
        print(f"minischeme grade: {progress.summary()}", file=sys.stderr)
    return 0


def _executor(args: Any) -> Any:
    """Where to grade: ``--cluster``, else ``--jobs`` processes here, else in this process."""
    from .executors import executor_for
    in_process = getattr(args, "in_process", False)        # `compete` has no --in-process
    if args.cluster and (in_process or args.jobs):
        raise ValueError("--cluster grades on the cluster's workers: leave out "
                         + ("--in-process" if in_process else "--jobs"))
    if args.cluster:
        from .executors.cluster import parse_address
        parse_address(args.cluster)            # a bad address stops here, before grading
    return executor_for(args.cluster, args.jobs, isolate=not in_process)


def _stream(args: Any, progress: Any) -> Any:
    """``--format jsonl`` on stdout: a line per submission as each one finishes (cached ones
    first). With ``--output`` the file is written whole at the end, in the class's order,
    like every report."""
    if args.format != "jsonl" or args.output:
        return None
    from .formats.jsonl import line

    def write(result: Any) -> None:
        progress.clear()
        sys.stdout.write(line(result))
        sys.stdout.flush()
    return write


def _report(args: Any, results: list[Any], meta: dict[str, Any], renderer: Any,
            subs: list[Any] | None = None) -> None:
    """The report on stdout or in --output, written whole or not at all (see ``_write``)."""
    if args.format == "gradescope" and _gradescope_class(args):
        from .formats.gradescope import results_json
        import json
        out = Path(args.output)
        for i, r in enumerate(results):
            folder = out / _student(subs[i] if subs else None, r)
            folder.mkdir(parents=True, exist_ok=True)
            _write(folder / "results.json", json.dumps(results_json(r), indent=2) + "\n")
        return
    text = renderer(args.format)(results, meta)
    if args.output:
        _write(Path(args.output), text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()


def _gradescope_class(args: Any) -> bool:
    """Gradescope's class mode (one results.json per student): ``--output`` is a directory
    (it exists as one, or ends with a slash), or several submissions are named. Otherwise
    one argument is one student's submission (a file, or a folder as on Gradescope's
    /autograder/submission) and ``--output`` is its results.json."""
    out = args.output
    if out and (out.endswith(("/", os.sep)) or Path(out).is_dir()):
        return True
    return len(args.submissions) > 1


def _student(sub: Any, result: Any) -> str:
    """The folder name of a result in Gradescope's class mode: the student's folder, or the
    file's name without its extension."""
    folder = Path(sub.folder).name if sub is not None and sub.folder else ""
    return _safe(folder or Path(result.path).stem)


def _say(text: str) -> None:
    print(f"minischeme grade: {text}", file=sys.stderr)


def cmd_compete(args: Any) -> int:
    from .batch import grade_all
    from .compete import DEFAULT_GAMES, render, standings
    from .config import GradeConfig
    from .engine import make_plan
    from .progress import Progress
    from .submission import find_submissions
    from .suites import assignment
    _check_output(args.output)
    config = GradeConfig("mini-card-game", seed=args.seed, docs=False, transcripts=False)
    config.compete_games = args.games if args.games is not None else DEFAULT_GAMES
    _apply_limits(config, args)
    subs = find_submissions(args.submissions, assignment("mini-card-game").required)
    if not subs:
        raise ValueError("no submissions found")
    progress = Progress(len(subs), enabled=None if len(subs) > 1 else False)
    with _StopOnSignals() as stop:
        try:
            results, _ = grade_all(subs, config, cache_dir=None, progress=progress,
                                   executor=_executor(args))
            plan = make_plan(config)
            text = render(standings(results, plan), plan, args.format)
            if args.output:
                _write(Path(args.output), text)
            else:
                sys.stdout.write(text)
                sys.stdout.flush()
        except KeyboardInterrupt as e:
            return stop.stopped("compete", e, progress, cached=False)
    return 0


class _Stopped(KeyboardInterrupt):
    """SIGTERM (or SIGINT) arrived: stop the command. A KeyboardInterrupt, so that no
    ``except Exception`` on the way swallows it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class _StopOnSignals:
    """While grading, SIGINT (Ctrl-C) and SIGTERM raise ``_Stopped`` in this process, so the
    batch stops cleanly (``stopped``): its children are killed, every finished result is
    already cached, no report is half written. Once it is caught, further signals are
    ignored. The grading children are forks and inherit the handler: on SIGINT (Ctrl-C
    reaches the whole process group) they leave the stopping to this process, on SIGTERM
    they die at once. A signal ignored when we started (``nohup``, a background job) stays
    ignored."""

    SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.signum = 0
        self.caught = threading.Event()
        self.saved: dict[int, Any] = {}
        self.saved_hook = sys.unraisablehook

    def __enter__(self) -> "_StopOnSignals":
        try:
            for s in self.SIGNALS:
                if signal.getsignal(s) != signal.SIG_IGN:
                    self.saved[s] = signal.signal(s, self._handler)
        except ValueError:                    # not the main thread: leave signals alone
            pass
        self.saved_hook, sys.unraisablehook = sys.unraisablehook, self._unraisable
        return self

    def __exit__(self, *exc: Any) -> None:
        self.caught.set()
        for s, old in self.saved.items():
            signal.signal(s, old if old is not None else signal.SIG_DFL)
        sys.unraisablehook = self.saved_hook

    def _handler(self, signum: int, frame: Any) -> None:
        if os.getpid() != self.pid:           # a grading child
            if signum != signal.SIGINT:
                signal.signal(signum, signal.SIG_DFL)
                os.kill(os.getpid(), signum)
            return
        if self.caught.is_set():
            return
        if not self.signum:
            self.signum = signum
            threading.Thread(target=self._insist, daemon=True).start()
        raise _Stopped(self.signum)

    def _unraisable(self, info: Any) -> None:
        if not isinstance(info.exc_value, _Stopped):
            self.saved_hook(info)

    def _insist(self) -> None:
        """A handler's exception is lost when the handler happens to run inside an at-fork
        hook or a ``__del__`` (as it may while a child is started; Python would only report
        it, ``_unraisable`` keeps that quiet): signal again until the command has stopped."""
        while not self.caught.wait(0.5):
            try:
                signal.pthread_kill(threading.main_thread().ident or 0, self.signum)
            except (OSError, ValueError):
                return

    def stopped(self, command: str, e: KeyboardInterrupt, progress: Any, cached: bool) -> int:
        """After SIGINT or SIGTERM: no grading child left running, one line on stderr, and
        the shell's exit code (128 + the signal: 130 for Ctrl-C, 143 for SIGTERM)."""
        self.caught.set()
        import multiprocessing
        for child in multiprocessing.active_children():
            child.kill()
            child.join(5)
        signum = e.signum if isinstance(e, _Stopped) else signal.SIGINT
        how = "interrupted (Ctrl-C)" if signum == signal.SIGINT else \
            f"stopped by {signal.Signals(signum).name}"
        done = f"after {progress.done} of {progress.total} submission" \
               f"{'s' if progress.total != 1 else ''}"
        resume = "finished ones are cached: the same command resumes" if cached else \
            "nothing was kept"
        print(f"minischeme {command}: {how} {done}; {resume}", file=sys.stderr)
        return 128 + int(signum)


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("_") or "submission"


def _write(path: Path, text: str) -> None:
    """Write atomically: the whole text under a temporary name next to ``path``, flushed to
    disk, then moved over ``path`` in one step. A reader, or a run killed at any instant,
    finds the old file (or none) or the new one, never half a report. A temporary file left
    by a run that was killed (SIGKILL) is removed by the next write of the same report."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        from minischeme.values.files import write_error
        raise write_error(path.parent, e) from None
    prefix = f".{path.name}.tmp-"
    for old in path.parent.glob(glob_escape(prefix) + "*"):
        pid = old.name[len(prefix):]
        if pid.isdigit() and not _alive(int(pid)):
            try:
                old.unlink()
            except OSError:
                pass
    tmp = path.with_name(f"{prefix}{os.getpid()}")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as e:
        try:
            tmp.unlink()
        except OSError:
            pass
        if isinstance(e, OSError):
            from minischeme.values.files import write_error
            raise write_error(path, e) from None
        raise


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True          # someone else's process
    return True

