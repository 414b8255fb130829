"""Run real Racket and minischeme side by side, for the differential tests.

Two kinds of runs are compared:

* ``eval`` runs: Racket's ``racket tools/racket-eval.rkt FILE EXPRS`` (the project's
  own Racket-side helper) against ``python -m minischeme eval FILE EXPRS --json``.  Both print
  one JSON object per line: first ``{"load_error", "body_output"}``, then one
  ``{"expr", "value" | "error", "output"}`` per datum of EXPRS.
* whole-program runs: ``racket FILE`` against ``python -m minischeme run FILE``
  (stdout, stderr and exit code).

Nothing here runs at import time, so test modules that use it always collect;
the markers below skip with a clear reason when Racket or the oracle script
is missing.

Environment knobs:

* ``MINISCHEME_DIFF_TIMEOUT``: seconds allowed for one minischeme run of a
  whole file (default 600; the tail-call file loops 10,000,000 times).
* ``MINISCHEME_DIFF_JOBS``: how many files are run at the same time (default:
  up to 4).
* ``MINISCHEME_HIDE_RACKET=1``: behave as if ``racket`` were not installed, so the
  suites compare with the answers recorded in ``tests/recorded/`` (see
  ``recorded_answers.py``) instead of asking Racket.
"""
from __future__ import annotations

import errno
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

import pytest

TESTS_DIR = Path(__file__).resolve().parent
REPO_ROOT = TESTS_DIR.parent
DIFFERENTIAL_DIR = TESTS_DIR / "differential"
PROGRAMS_DIR = TESTS_DIR / "programs"

RACKET_HIDDEN = os.environ.get("MINISCHEME_HIDE_RACKET", "") not in ("", "0")
RACKET = None if RACKET_HIDDEN else shutil.which("racket")

RACKET_TIMEOUT = 300  # one racket-eval run of a file (each datum is capped at 5 s by the tool)
RACKET_PROGRAM_TIMEOUT = 120
OURS_TIMEOUT = float(os.environ.get("MINISCHEME_DIFF_TIMEOUT", "600"))
JOBS = max(1, int(os.environ.get("MINISCHEME_DIFF_JOBS", str(min(4, os.cpu_count() or 1)))))


# --------------------------------------------------------------------------------------
# Locating Racket and the oracle script


#: The Racket side of eval runs: the project's own ``tools/racket-eval.rkt``.
RACKET_EVAL = Path(__file__).resolve().parents[1] / "tools" / "racket-eval.rkt"

RACKET_MISSING_REASON = (
    ("racket is hidden (MINISCHEME_HIDE_RACKET is set)" if RACKET_HIDDEN
     else "racket is not installed (no `racket` on PATH)")
    + ": this check needs real Racket 8.7 as the oracle (`apt-get install -y racket`; "
    ".ci/run installs it)"
)
TOOLS_MISSING_REASON = f"{RACKET_EVAL} is missing (it is part of the project)"

#: Skip unless ``racket`` is installed (whole-program tests).
requires_racket = pytest.mark.skipif(RACKET is None, reason=RACKET_MISSING_REASON)

#: Whether eval runs can ask Racket itself (``racket`` and ``racket-eval.rkt`` both found).
LIVE_EVAL = RACKET is not None and RACKET_EVAL.is_file()
EVAL_MISSING_REASON = RACKET_MISSING_REASON if RACKET is None else TOOLS_MISSING_REASON

#: Skip unless ``racket`` and ``racket-eval.rkt`` are both available (eval tests).
requires_racket_eval = pytest.mark.skipif(not LIVE_EVAL, reason=EVAL_MISSING_REASON)


def racket_version() -> str:
    """``8.7`` for Racket 8.7 (from ``racket --version``), or ``""`` if it cannot be asked."""
    if RACKET is None:
        return ""
    try:
        proc = subprocess.run([RACKET, "--version"], capture_output=True, text=True, timeout=60,
                              stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    match = re.search(r"v(\d+(?:\.\d+)*)", proc.stdout)
    return match.group(1) if match else proc.stdout.strip()


# --------------------------------------------------------------------------------------
# Splitting an EXPRS file into its datums (for test ids; no Racket needed)

_DELIMITERS = set(" \t\n\r\f\v()[]{}\",'`;")
_OPEN = "([{"
_CLOSE = ")]}"


class DatumSyntaxError(ValueError):
    pass


def _skip_atmosphere(text: str, pos: int) -> int:
    """Skip whitespace, ``;`` comments, nested ``#| |#`` comments and ``#;`` datum comments."""
    n = len(text)
    while pos < n:
        c = text[pos]
        if c.isspace():
            pos += 1
        elif c == ";":
            end = text.find("\n", pos)
            pos = n if end < 0 else end + 1
        elif text.startswith("#|", pos):
            depth, pos = 1, pos + 2
            while depth and pos < n:
                if text.startswith("|#", pos):
                    depth, pos = depth - 1, pos + 2
                elif text.startswith("#|", pos):
                    depth, pos = depth + 1, pos + 2
                else:
                    pos += 1
            if depth:
                raise DatumSyntaxError("unterminated #| comment")
        elif text.startswith("#;", pos):
            pos = _read_datum(text, _skip_atmosphere(text, pos + 2))
        else:
            break
    return pos


def _read_string(text: str, pos: int) -> int:
    pos += 1  # opening quote
    while pos < len(text):
        c = text[pos]
        if c == "\\":
            pos += 2
        elif c == '"':
            return pos + 1
        else:
            pos += 1
    raise DatumSyntaxError("unterminated string")


def _read_atom(text: str, pos: int) -> int:
    n = len(text)
    while pos < n and text[pos] not in _DELIMITERS:
        if text[pos] == "\\":
            pos += 2
        elif text[pos] == "|":
            end = text.find("|", pos + 1)
            if end < 0:
                raise DatumSyntaxError("unterminated |symbol|")
            pos = end + 1
        else:
            pos += 1
    return pos


def _read_seq(text: str, pos: int) -> int:
    pos += 1  # opening bracket
    while True:
        pos = _skip_atmosphere(text, pos)
        if pos >= len(text):
            raise DatumSyntaxError("missing close bracket")
        if text[pos] in _CLOSE:
            return pos + 1
        pos = _read_datum(text, pos)


def _read_datum(text: str, pos: int) -> int:
    if pos >= len(text):
        raise DatumSyntaxError("expected a datum, found end of file")
    c = text[pos]
    if c in "'`":
        return _read_datum(text, _skip_atmosphere(text, pos + 1))
    if c == ",":
        pos += 2 if text.startswith(",@", pos) else 1
        return _read_datum(text, _skip_atmosphere(text, pos))
    if c == '"':
        return _read_string(text, pos)
    if c in _OPEN:
        return _read_seq(text, pos)
    if c in _CLOSE:
        raise DatumSyntaxError(f"unexpected {c!r}")
    if c == "#":
        nxt = text[pos + 1:pos + 2]
        if nxt in ("'", "`"):
            return _read_datum(text, _skip_atmosphere(text, pos + 2))
        if nxt == ",":
            pos += 3 if text.startswith("#,@", pos) else 2
            return _read_datum(text, _skip_atmosphere(text, pos))
        if nxt == "\\":  # character: one char, then more letters/digits for names (space, x41)
            pos += 3
            if text[pos - 1].isalpha():
                while pos < len(text) and text[pos].isalnum():
                    pos += 1
            return pos
        if nxt and nxt in _OPEN:  # vector
            return _read_seq(text, pos + 1)
        if nxt == "&":  # box
            return _read_datum(text, _skip_atmosphere(text, pos + 2))
        end = _read_atom(text, pos + 1)  # #t #f #:kw #x1F #hash( #s( #rx"..."
        if end < len(text) and text[end] in _OPEN:
            return _read_seq(text, end)
        if end < len(text) and text[end] == '"':
            return _read_string(text, end)
        return end
    return _read_atom(text, pos)


def split_datums(text: str) -> list[str]:
    """The source text of each top-level datum of ``text``, in order."""
    out = []
    pos = _skip_atmosphere(text, 0)
    while pos < len(text):
        end = _read_datum(text, pos)
        out.append(text[pos:end])
        pos = _skip_atmosphere(text, end)
    return out


def short_id(src: str, limit: int = 90) -> str:
    """A one-line test id for a datum's source text."""
    one = " ".join(src.split())
    return one if len(one) <= limit else one[: limit - 3] + "..."


# --------------------------------------------------------------------------------------
# Normalising messages

def normalize_paths(text: str | None, filename: str) -> str | None:
    """Strip any directory prefix in front of ``filename`` (absolute or relative)."""
    if text is None:
        return None
    return re.sub(r"[^\s\"'`()\[\]]*/" + re.escape(filename), filename, text)


def portable_paths(text: str | None, filename: str) -> str | None:
    """``normalize_paths``, and paths of other files in the repository made relative to
    its root, so a message reads the same in every checkout (a recorded answer that
    names ``/home/a/minischeme/tests/differential/lib/x.rkt`` would not)."""
    if text is None:
        return None
    return normalize_paths(text, filename).replace(str(REPO_ROOT) + os.sep, "")


def first_line(text: str | None) -> str | None:
    return None if text is None else text.split("\n", 1)[0]


# --------------------------------------------------------------------------------------
# Eval runs (JSON lines)

@dataclass
class EvalRun:
    """One run of an eval command over a (FILE, EXPRS) pair."""

    who: str
    command: list[str]
    stdout: str = ""
    stderr: str = ""
    returncode: int | None = None
    load: dict | None = None
    datums: list[dict] = field(default_factory=list)
    problem: str | None = None  # set when the output could not be used at all

    def describe_problem(self) -> str:
        tail = self.stderr[-3000:]
        return (f"{self.who} run unusable: {self.problem}\n"
                f"  command: {' '.join(self.command)}\n"
                f"  exit code: {self.returncode}\n"
                f"  stdout (start): {self.stdout[:1500]!r}\n"
                f"  stderr (end):\n{tail}")


def _python_env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO_ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def _run_retrying(command: list[str], cwd: Path, timeout: float,
                  env: dict | None) -> subprocess.CompletedProcess:
    """subprocess.run, tried again when starting the process fails for a moment (a loaded
    CI machine once gave EFAULT from exec of /usr/bin/racket: 80 tests failed with it)."""
    for attempt in range(4):
        try:
            return subprocess.run(command, cwd=cwd, capture_output=True, timeout=timeout,
                                  stdin=subprocess.DEVNULL, env=env)
        except OSError as exc:
            if exc.errno not in _TRANSIENT_START_ERRORS or attempt == 3:
                raise
            time.sleep(0.2 * 2 ** attempt)
    raise AssertionError("unreachable")


_TRANSIENT_START_ERRORS = {errno.EAGAIN, errno.ENOMEM, errno.EFAULT, errno.EINTR, errno.ETXTBSY}


def _run_eval(who: str, command: list[str], timeout: float, env: dict | None = None) -> EvalRun:
    run = EvalRun(who=who, command=command)
    try:
        proc = _run_retrying(command, cwd=REPO_ROOT, timeout=timeout, env=env)
    except subprocess.TimeoutExpired as exc:
        run.stdout = (exc.stdout or b"").decode("utf-8", "replace")
        run.stderr = (exc.stderr or b"").decode("utf-8", "replace")
        run.problem = f"timed out after {timeout:g} s"
        return run
    except OSError as exc:
        run.problem = f"could not start: {exc}"
        return run
    run.returncode = proc.returncode
    run.stdout = proc.stdout.decode("utf-8", "replace")
    run.stderr = proc.stderr.decode("utf-8", "replace")
    # JSON strings never contain a raw newline, so "\n" splits the objects (not
    # str.splitlines, which also splits on characters JSON leaves unescaped).
    lines = [line for line in run.stdout.split("\n") if line.strip()]
    if not lines:
        run.problem = "no output"
        return run
    try:
        objects = [json.loads(line) for line in lines]
    except json.JSONDecodeError as exc:
        run.problem = f"output is not JSON lines ({exc})"
        return run
    head = objects[0]
    if not isinstance(head, dict) or "load_error" not in head or "body_output" not in head:
        run.problem = "first line is not {\"load_error\", \"body_output\"}"
        return run
    run.load = head
    for obj in objects[1:]:
        if not isinstance(obj, dict) or "expr" not in obj or ("value" in obj) == ("error" in obj):
            run.problem = f"bad datum line: {obj!r}"
            return run
        run.datums.append(obj)
    return run


def _rel(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(path.resolve())


def run_racket_eval(rkt: Path, exprs: Path, timeout: float = RACKET_TIMEOUT) -> EvalRun:
    """Racket's answers: ``racket racket-eval.rkt FILE EXPRS`` (cwd = repo root)."""
    if RACKET is None or not RACKET_EVAL.is_file():
        return EvalRun(who="racket", command=[], problem=RACKET_MISSING_REASON if RACKET is None
                       else TOOLS_MISSING_REASON)
    command = [RACKET, str(RACKET_EVAL), _rel(rkt), _rel(exprs)]
    run = _run_eval("racket", command, timeout)
    for _ in range(RACKET_HANG_RETRIES):
        if not (run.problem or "").startswith("timed out"):
            break
        run = _run_eval("racket", command, timeout)
    return run


# racket-eval.rkt caps the load at 20 s and each datum at 5 s, so a run that outlives
# RACKET_TIMEOUT is Racket's virtual machine hung, not an answer: Racket 8.7 CS, loaded by
# other processes, hangs spinning in about 1 run in 20 of tests/differential/future.rkt
# (futures; measured 5/100 with two busy loops beside it).  Such a run is tried again.
RACKET_HANG_RETRIES = 2


def run_minischeme_eval(rkt: Path, exprs: Path, timeout: float = OURS_TIMEOUT) -> EvalRun:
    """Our answers: ``python -m minischeme eval FILE EXPRS --json`` (cwd = repo root)."""
    command = [sys.executable, "-m", "minischeme", "eval", _rel(rkt), _rel(exprs), "--json"]
    return _run_eval("minischeme", command, timeout, env=_python_env())


# --------------------------------------------------------------------------------------
# Whole-program runs

@dataclass
class ProgramRun:
    who: str
    command: list[str]
    stdout: str = ""
    stderr: str = ""
    returncode: int | None = None
    problem: str | None = None


def _run_program(who: str, command: list[str], cwd: Path, timeout: float,
                 env: dict | None = None) -> ProgramRun:
    run = ProgramRun(who=who, command=command)
    try:
        proc = _run_retrying(command, cwd=cwd, timeout=timeout, env=env)
    except subprocess.TimeoutExpired as exc:
        run.stdout = (exc.stdout or b"").decode("utf-8", "replace")
        run.stderr = (exc.stderr or b"").decode("utf-8", "replace")
        run.problem = f"timed out after {timeout:g} s"
        return run
    except OSError as exc:
        run.problem = f"could not start: {exc}"
        return run
    run.returncode = proc.returncode
    run.stdout = proc.stdout.decode("utf-8", "replace")
    run.stderr = proc.stderr.decode("utf-8", "replace")
    return run


def run_racket_program(path: Path, timeout: float = RACKET_PROGRAM_TIMEOUT) -> ProgramRun:
    """``racket NAME`` with cwd = the file's folder."""
    if RACKET is None:
        return ProgramRun(who="racket", command=[], problem=RACKET_MISSING_REASON)
    return _run_program("racket", [RACKET, path.name], path.parent, timeout)


def run_minischeme_program(path: Path, timeout: float = OURS_TIMEOUT) -> ProgramRun:
    """``python -m minischeme run NAME`` with cwd = the file's folder."""
    command = [sys.executable, "-m", "minischeme", "run", path.name]
    return _run_program("minischeme", command, path.parent, timeout, env=_python_env())


# --------------------------------------------------------------------------------------
# A cache that runs each key once, several keys at a time

class RunCache:
    """Runs ``runner(key)`` at most once per key; ``prefetch`` starts several in parallel."""

    def __init__(self, runner: Callable, jobs: int = JOBS) -> None:
        self._runner = runner
        self._jobs = jobs
        self._futures: dict = {}
        self._lock = threading.Lock()
        self._pool: ThreadPoolExecutor | None = None

    def prefetch(self, keys: Iterable) -> None:
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=self._jobs)
            for key in keys:
                if key not in self._futures:
                    self._futures[key] = self._pool.submit(self._runner, key)

    def get(self, key):
        self.prefetch([key])
        future: Future = self._futures[key]
        return future.result()

    def close(self) -> None:
        with self._lock:
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = None
