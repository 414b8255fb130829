"""Nothing lost: a batch killed at any instant (SIGKILL of the whole process group, SIGTERM,
Ctrl-C) and run again finishes without grading finished submissions again, with the same
report as an uninterrupted run, and never leaves a partial report or a stray grading process.

The end-to-end tests run `python -m minischeme grade` as a subprocess in its own process
group (session), kill it once some but not all results are cached, and run it again. The
grader says on stderr how many results came from the cache; the cache files of the finished
submissions must be the very same files (inode and mtime) after the re-run.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minischeme.grading import cli as grading_cli
from minischeme.grading.batch import grade_all
from minischeme.grading.cache import ResultCache
from minischeme.grading.config import GradeConfig
from minischeme.grading.progress import Progress
from minischeme.grading.submission import Submission

HERE = Path(__file__).parent
ROOT = HERE.parent
MCG = HERE / "submissions" / "mini-card-game"
COUNT = 12
BASES = ["correct.rkt", "halving.rkt", "fdraw_front.rkt", "game_over_strings.rkt"]
SPIN = ("(define (spin n) (if (= n 0) 0 (spin (- n 1))))\n"
        "(spin 3000000)   ; a slow top level: some tenths of a second\n")
WAIT = 60.0          # generous: a loaded 2-core machine; normally a few seconds
OLD_REPORT = '{"report": "from an earlier run"}\n'

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="process groups and /proc")


# ------------------------------------------------------------------ helpers

def make_class(folder: Path) -> Path:
    """COUNT distinct submissions (different content hashes), every third one slow."""
    folder.mkdir(parents=True)
    for i in range(COUNT):
        text = (MCG / BASES[i % len(BASES)]).read_text()
        text += f"\n; student {i:02d}\n" + (SPIN if i % 3 == 1 else "")
        (folder / f"student{i:02d}.rkt").write_text(text)
    return folder


def command(cls: Path, cache: Path, out: Path) -> list[str]:
    return [sys.executable, "-m", "minischeme", "grade", "--assignment", "mini-card-game",
            str(cls), "--cache", str(cache), "--output", str(out), "--format", "json",
            "-j", "2", "-n", "3"]


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def _new_group() -> None:        # in the child, before exec: as a shell starts a job
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_DFL)   # not inherited as ignored


class Runs:
    """Started graders; whatever is still running at the end of a test is killed."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.procs: list[subprocess.Popen] = []

    def start(self, argv: list[str]) -> subprocess.Popen:
        n = len(self.procs)
        with open(self.tmp / f"stdout{n}", "wb") as out, \
                open(self.tmp / f"stderr{n}", "wb") as err:
            proc = subprocess.Popen(argv, cwd=self.tmp, env=environment(),
                                    stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    preexec_fn=_new_group)
        proc.stderr_path = self.tmp / f"stderr{n}"      # type: ignore[attr-defined]
        self.procs.append(proc)
        return proc

    def run(self, argv: list[str]) -> tuple[int, str]:
        """Run to the end; returns the exit code and stderr."""
        proc = self.start(argv)
        code = proc.wait(timeout=WAIT * 2)
        return code, proc.stderr_path.read_text()

    def cleanup(self) -> None:
        for proc in self.procs:
            if proc.poll() is None or live_in_group(proc.pid):
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass


@pytest.fixture
def runs(tmp_path):
    r = Runs(tmp_path)
    yield r
    r.cleanup()


def entries(cache: Path) -> dict[str, tuple[int, int]]:
    """The cache's finished entries: name -> (inode, mtime)."""
    found = {}
    for p in cache.glob("*/*.json"):
        if not p.name.startswith("."):
            st = p.stat()
            found[p.name] = (st.st_ino, st.st_mtime_ns)
    return found


def temporaries(cache: Path) -> list[Path]:
    return list(cache.glob("*/.tmp-*"))


def wait_for(predicate, what: str, timeout: float = WAIT, every: float = 0.01) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(every)


def live_in_group(pgid: int) -> list[int]:
    """Processes of the group that are still running (zombies waiting to be reaped by
    whatever adopted them do not count)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        state, group = fields[0], int(fields[2])
        if group == pgid and state not in ("Z", "X"):
            pids.append(int(entry.name))
    return pids


def no_process_left(pgid: int) -> None:
    wait_for(lambda: not live_in_group(pgid), f"the processes of group {pgid} to end",
             timeout=15, every=0.05)


def stop_mid_batch(runs: Runs, argv: list[str], cache: Path) -> subprocess.Popen:
    """Start a batch and return once some, but not all, of its results are cached."""
    proc = runs.start(argv)
    wait_for(lambda: len(entries(cache)) >= 2 or proc.poll() is not None,
             "the first results in the cache")
    assert proc.poll() is None and len(entries(cache)) < COUNT, \
        "the batch ended before it could be interrupted"
    return proc


def report(path: Path) -> dict:
    return json.loads(path.read_text())


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """The class, and its report from one uninterrupted run (a cache of its own)."""
    tmp = tmp_path_factory.mktemp("reference")
    cls = make_class(tmp / "class")
    runs = Runs(tmp)
    try:
        code, err = runs.run(command(cls, tmp / "cache", tmp / "out.json"))
    finally:
        runs.cleanup()
    assert code == 0, err
    assert f"{COUNT} submissions: 0 from the cache, {COUNT} graded" in err
    doc = report(tmp / "out.json")
    assert len(doc["submissions"]) == COUNT
    assert len({s["score"] for s in doc["submissions"]}) > 1      # not all alike
    return cls, doc


def resume(runs: Runs, argv: list[str], cache: Path, out: Path, reference_doc: dict,
           before: dict[str, tuple[int, int]]) -> None:
    """Run again: it finishes, takes the finished results from the cache without touching
    them, grades only the rest, and reports exactly what an uninterrupted run reports."""
    code, err = runs.run(argv)
    assert code == 0, err
    k = len(before)
    assert f"{COUNT} submissions: {k} from the cache, {COUNT - k} graded" in err, err
    after = entries(cache)
    assert len(after) == COUNT
    assert {name: after[name] for name in before} == before      # not written again
    assert report(out) == reference_doc


# ------------------------------------------------------------------ end to end

def test_sigkill_of_the_whole_group_then_a_rerun_loses_nothing(runs, reference, tmp_path):
    cls, reference_doc = reference
    cache, out = tmp_path / "cache", tmp_path / "out.json"
    out.write_text(OLD_REPORT)
    argv = command(cls, cache, out)
    proc = stop_mid_batch(runs, argv, cache)
    os.killpg(proc.pid, signal.SIGKILL)          # parent and children: no clean-up runs
    assert proc.wait(timeout=WAIT) == -signal.SIGKILL
    no_process_left(proc.pid)
    assert out.read_text() == OLD_REPORT         # the earlier report, whole
    before = entries(cache)
    assert 0 < len(before) < COUNT
    resume(runs, argv, cache, out, reference_doc, before)


@pytest.mark.parametrize("signum, target, code, message", [
    (signal.SIGTERM, "process", 143, "stopped by SIGTERM"),      # `kill PID`
    (signal.SIGINT, "group", 130, "interrupted (Ctrl-C)"),       # Ctrl-C in a terminal
    (signal.SIGINT, "process", 130, "interrupted (Ctrl-C)"),     # `kill -INT PID`
])
def test_a_signal_stops_the_batch_cleanly_and_a_rerun_resumes(runs, reference, tmp_path,
                                                              signum, target, code, message):
    cls, reference_doc = reference
    cache, out = tmp_path / "cache", tmp_path / "out.json"
    argv = command(cls, cache, out)
    proc = stop_mid_batch(runs, argv, cache)
    if target == "group":
        os.killpg(proc.pid, signum)
    else:
        os.kill(proc.pid, signum)
    assert proc.wait(timeout=WAIT) == code
    no_process_left(proc.pid)                    # the grader stopped its children
    err = proc.stderr_path.read_text()
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(f"minischeme grade: {message} after "), err
    assert "the same command resumes" in lines[0]
    assert not out.exists()
    assert not list(tmp_path.glob(".out.json.tmp-*"))
    before = entries(cache)
    assert 0 < len(before) < COUNT
    resume(runs, argv, cache, out, reference_doc, before)


def test_a_stop_lost_inside_a_finalizer_is_raised_again(capsys):
    """A signal's handler may run inside an at-fork hook (while a child is started) or a
    ``__del__``, where its exception is lost: the signal is delivered again, quietly."""
    class Finalizer:
        def __del__(self):
            signal.raise_signal(signal.SIGTERM)    # the handler runs, and raises, in here
    reached = []
    before = signal.getsignal(signal.SIGTERM)
    with grading_cli._StopOnSignals() as stop:
        with pytest.raises(KeyboardInterrupt) as caught:
            Finalizer()
            reached.append(True)                   # the first exception was lost
            end = time.monotonic() + WAIT
            while time.monotonic() < end:
                time.sleep(0.01)
        code = stop.stopped("grade", caught.value, Progress(3, enabled=False), cached=True)
    assert reached and code == 143
    assert capsys.readouterr().err == ("minischeme grade: stopped by SIGTERM after 0 of 3 "
                                       "submissions; finished ones are cached: the same "
                                       "command resumes\n")
    assert signal.getsignal(signal.SIGTERM) == before          # restored


# ------------------------------------------------------------------ the cache

def _sub(tmp_path: Path, name: str = "correct.rkt") -> Submission:
    copy = tmp_path / name
    shutil.copy(MCG / name, copy)
    return Submission.from_path(copy, name)


def test_a_truncated_or_foreign_cache_entry_is_graded_again(tmp_path):
    config = GradeConfig("mini-card-game", n=2)
    sub = _sub(tmp_path)
    cache_dir = tmp_path / "cache"
    [good], _ = grade_all([sub], config, cache_dir=cache_dir, isolate=False)
    cache = ResultCache(cache_dir, config.fingerprint())
    [entry] = [p for p in cache_dir.glob("*/*.json")]
    whole = entry.read_text()
    other = json.loads(whole)
    other["sha256"] = "0" * 64                   # an entry of another submission
    for bad in (whole[: len(whole) // 2], "", "[]", "null", "12", "\x00\xff",
                json.dumps(other), '{"submission": "x"}'):
        entry.write_text(bad, encoding="utf-8", errors="surrogateescape")
        assert cache.get(sub) is None, bad[:40]
        [again], _ = grade_all([sub], config, cache_dir=cache_dir, isolate=False)
        assert again.to_dict() == good.to_dict()
        assert entry.read_text() == whole        # rewritten whole
    assert cache.get(sub).to_dict() == good.to_dict()


def test_leftover_temporary_files_are_ignored_then_swept(tmp_path):
    config = GradeConfig("mini-card-game", n=2)
    sub = _sub(tmp_path)
    cache_dir = tmp_path / "cache"
    cache = ResultCache(cache_dir, config.fingerprint())
    entry = cache._path(sub)
    entry.parent.mkdir(parents=True)
    stale = entry.parent / ".tmp-killed.json"    # a writer killed mid-entry, long ago
    stale.write_text('{"submission": "half')
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    fresh = entry.parent / ".tmp-writing.json"   # maybe another batch writing right now
    fresh.write_text('{"submission": "half')
    assert cache.get(sub) is None
    [result], _ = grade_all([sub], config, cache_dir=cache_dir, isolate=False)
    assert result.score == 100
    assert not stale.exists() and fresh.exists()
    assert [p.name for p in cache_dir.glob("*/*.json") if not p.name.startswith(".")] \
        == [entry.name]
    assert cache.get(sub).to_dict() == result.to_dict()


def test_an_interrupted_cache_write_leaves_nothing(tmp_path, monkeypatch):
    config = GradeConfig("mini-card-game", n=2)
    sub = _sub(tmp_path)
    [result], _ = grade_all([sub], config, cache_dir=None, isolate=False)
    cache = ResultCache(tmp_path / "cache", config.fingerprint())

    def interrupted(src, dst):       # Ctrl-C after the entry is written, before the move
        raise KeyboardInterrupt
    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        cache.put(sub, result)
    monkeypatch.undo()
    assert cache.get(sub) is None and not temporaries(tmp_path / "cache")
    cache.put(sub, result)
    assert cache.get(sub).to_dict() == result.to_dict()


# ------------------------------------------------------------------ the report

def test_an_interrupted_report_write_keeps_the_old_report(tmp_path, monkeypatch):
    out = tmp_path / "out.json"
    out.write_text(OLD_REPORT)

    def interrupted(fd):            # killed after the new text is written, before the move
        raise KeyboardInterrupt
    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        grading_cli._write(out, '{"new": "report"}\n')
    monkeypatch.undo()
    assert out.read_text() == OLD_REPORT
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]
    # a temporary file of a run killed by SIGKILL goes with the next write
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (tmp_path / f".out.json.tmp-{dead.pid}").write_text('{"half')
    grading_cli._write(out, '{"new": "report"}\n')
    assert report(out) == {"new": "report"}
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_every_report_is_moved_into_place(tmp_path, monkeypatch, capsys):
    """All formats, the Gradescope folder of results.json files and `compete --output`:
    each file is written under a temporary name and moved over its final name."""
    moved = []
    real = os.replace

    def spy(src, dst):
        if Path(dst).parent.parent != cache:       # (cache entries: the tests above)
            assert Path(src).name.startswith(f".{Path(dst).name}.tmp-")
            moved.append(Path(dst))
        real(src, dst)
    monkeypatch.setattr(os, "replace", spy)
    files = [str(MCG / "correct.rkt"), str(MCG / "halving.rkt")]
    cache = tmp_path / "c"
    common = ["--assignment", "mini-card-game", "-n", "2", "--cache", str(cache)]
    from minischeme.cli import main
    for fmt in ("text", "json", "junit", "csv", "html"):
        out = tmp_path / f"report.{fmt}"
        assert main(["grade", *files, *common, "--format", fmt, "--output", str(out)]) == 0
        assert moved[-1] == out and out.stat().st_size > 0
    gs = tmp_path / "gradescope"
    assert main(["grade", *files, *common, "--format", "gradescope", "--output", str(gs)]) == 0
    written = sorted(gs.rglob("results.json"))
    assert len(written) == 2 and set(written) <= set(moved)
    standings = tmp_path / "standings.txt"
    assert main(["compete", *files, "--games", "2", "--output", str(standings)]) == 0
    assert moved[-1] == standings and "2 games" in standings.read_text()
    assert not [p for p in tmp_path.rglob("*.tmp-*")]
    err = capsys.readouterr().err
    assert "2 submissions: 2 from the cache, 0 graded" in err
