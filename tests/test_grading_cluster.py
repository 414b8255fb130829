"""`minischeme grade --cluster` on a real Dask cluster on 127.0.0.1: a `dask scheduler` and
`dask worker` processes (one under a nanny, one without), never mocks. A class graded on the
cluster gives the report a local run gives, in every format; a worker killed with SIGKILL
mid-batch costs only time (its submission is graded again elsewhere, none is missing or
twice in the report, and its grading child dies with it); a client killed with SIGKILL
resumes without the cluster and regrades nothing finished.

Every process started here is in a session of its own and killed, with its children, at the
end of the test or module, whatever happened; every wait is bounded.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed", reason="Dask distributed is not installed "
                                  "(pip install 'minischeme[cluster]')")
psutil = pytest.importorskip("psutil")

from minischeme.grading.batch import grade_all  # noqa: E402
from minischeme.grading.config import GradeConfig  # noqa: E402
from minischeme.grading.executors.cluster import DaskExecutor  # noqa: E402
from minischeme.grading.formats import FORMATS, renderer  # noqa: E402
from minischeme.grading.submission import Submission  # noqa: E402

HERE = Path(__file__).parent
ROOT = HERE.parent
MCG = HERE / "submissions" / "mini-card-game"
DASK = shutil.which("dask")
WAIT = 120.0         # generous: a loaded 2-core machine; normally seconds
COUNT = 12
BASES = ["correct.rkt", "halving.rkt", "fdraw_front.rkt", "game_over_strings.rkt"]
SPIN = ("(define (spin n) (if (= n 0) 0 (spin (- n 1))))\n"
        "(spin 3000000)   ; a slow top level: some tenths of a second\n")

pytestmark = [
    pytest.mark.skipif(DASK is None, reason="the dask command is not installed "
                       "(pip install 'minischeme[cluster]')"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process groups, /proc"),
]


# ------------------------------------------------------------------ processes

def environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Processes:
    """Started processes, each the leader of its own session; ``kill_all`` kills every
    process of every session (a worker's grading children included)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.procs: list[subprocess.Popen] = []

    def start(self, name: str, argv: list[str], cwd: Path | None = None) -> subprocess.Popen:
        with open(self.folder / f"{name}.out", "wb") as out, \
                open(self.folder / f"{name}.err", "wb") as err:
            proc = subprocess.Popen(argv, cwd=cwd or self.folder, env=environment(),
                                    stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    preexec_fn=_new_session)
        proc.name = name                                   # type: ignore[attr-defined]
        self.procs.append(proc)
        return proc

    def output(self, proc: subprocess.Popen) -> tuple[str, str]:
        name = proc.name                                   # type: ignore[attr-defined]
        return ((self.folder / f"{name}.out").read_text(),
                (self.folder / f"{name}.err").read_text())

    def run(self, name: str, argv: list[str], cwd: Path | None = None) -> tuple[int, str, str]:
        proc = self.start(name, argv, cwd)
        code = proc.wait(timeout=WAIT * 2)
        return (code, *self.output(proc))

    def kill_all(self) -> None:
        for proc in self.procs:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        for proc in self.procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass


def _new_session() -> None:     # in the child, before exec: as a shell starts a job
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_DFL)   # not inherited as ignored


def in_session(sid: int) -> list[int]:
    """Processes of the session still running (not zombies)."""
    found = []
    for p in psutil.process_iter(["pid"]):
        try:
            if os.getsid(p.pid) == sid and p.status() != psutil.STATUS_ZOMBIE:
                found.append(p.pid)
        except (OSError, psutil.Error):
            pass
    return found


def wait_for(predicate, what: str, timeout: float = WAIT, every: float = 0.05) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(every)


class Cluster:
    """A scheduler on a free port of 127.0.0.1 and its workers."""

    def __init__(self, procs: Processes) -> None:
        self.procs = procs
        port = free_port()
        self.address = f"tcp://127.0.0.1:{port}"
        self.scheduler = procs.start("scheduler", [
            DASK, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard",
            "--dashboard-address", f"127.0.0.1:{free_port()}"])
        self.workers: list[subprocess.Popen] = []

    def worker(self, name: str, nanny: bool) -> subprocess.Popen:
        proc = self.procs.start(name, [
            DASK, "worker", self.address, "--name", name, "--nthreads", "1", "--host",
            "127.0.0.1", "--no-dashboard", "--nanny" if nanny else "--no-nanny"])
        self.workers.append(proc)
        return proc

    def wait_for_workers(self, names: set[str]) -> None:
        with distributed.Client(self.address, timeout=WAIT, set_as_default=False) as client:
            def registered() -> bool:
                seen = {w.get("name") for w in client.scheduler_info()["workers"].values()}
                return names <= seen
            wait_for(registered, f"workers {sorted(names)} to register")


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    procs = Processes(tmp_path_factory.mktemp("cluster"))
    try:
        c = Cluster(procs)
        c.worker("plain", nanny=False)
        c.worker("nannied", nanny=True)   # a daemonic process: may it start grading children?
        c.wait_for_workers({"plain", "nannied"})
        yield c
    finally:
        procs.kill_all()


@pytest.fixture
def procs(tmp_path):
    p = Processes(tmp_path)
    yield p
    p.kill_all()


# ------------------------------------------------------------------ classes

def make_class(folder: Path) -> Path:
    """COUNT distinct submissions, every third one slow to load."""
    folder.mkdir(parents=True)
    for i in range(COUNT):
        text = (MCG / BASES[i % len(BASES)]).read_text()
        text += f"\n; student {i:02d}\n" + (SPIN if i % 3 == 1 else "")
        (folder / f"student{i:02d}.rkt").write_text(text)
    return folder


def grade_command(*extra: str) -> list[str]:
    return [sys.executable, "-m", "minischeme", "grade", "--assignment", "mini-card-game",
            "class", "-n", "3", *LIMITS, *extra]


# infinite_loop.rkt under the default limits is minutes of work: smaller ones keep it short
LIMITS = ("--step-limit", "2000000", "--submission-steps", "12000000")


def entries(cache: Path) -> dict[str, tuple[int, int]]:
    """The cache's finished entries: name -> (inode, mtime)."""
    found = {}
    for p in cache.rglob("*.json"):
        if not p.name.startswith("."):
            st = p.stat()
            found[p.name] = (st.st_ino, st.st_mtime_ns)
    return found


@pytest.fixture(scope="module")
def slow_class(tmp_path_factory):
    """A class in a folder of its own, and its report graded locally (--jobs 2)."""
    folder = tmp_path_factory.mktemp("slow")
    make_class(folder / "class")
    procs = Processes(folder)
    try:
        code, out, err = procs.run("local", grade_command("--format", "json", "-j", "2",
                                                          "--no-cache"), cwd=folder)
    finally:
        procs.kill_all()
    assert code == 0, err
    return folder, out


# ------------------------------------------------------------------ tests

def test_a_class_graded_on_the_cluster_gives_the_local_report_in_every_format(cluster):
    subs = [Submission.from_path(p, p.name) for p in sorted(MCG.glob("*.rkt"))]
    config = GradeConfig("mini-card-game", n=3, step_limit=2_000_000,
                         submission_steps=12_000_000)
    local, notes = grade_all(subs, config, jobs=2, cache_dir=None)
    arrived = []
    remote, remote_notes = grade_all(subs, config, cache_dir=None,
                                     executor=DaskExecutor(cluster.address),
                                     on_result=lambda r: arrived.append(r.submission))
    assert sorted(arrived) == sorted(s.name for s in subs)       # each once, as it came
    assert [r.submission for r in remote] == [s.name for s in subs]
    meta = {"assignment": "mini-card-game", "settings": {"n": 3}, "notes": notes}
    assert remote_notes == notes
    for name in FORMATS:
        assert renderer(name)(remote, meta) == renderer(name)(local, meta), name


def test_a_class_larger_than_the_window_goes_in_as_results_come_out(cluster, monkeypatch):
    from minischeme.grading.executors import cluster as cluster_module
    monkeypatch.setattr(cluster_module, "_window", lambda client: 2)
    subs = [Submission.from_path(p, p.name) for p in sorted(MCG.glob("*.rkt"))]
    config = GradeConfig("mini-card-game", n=2)
    local, _ = grade_all(subs, config, jobs=2, cache_dir=None)
    arrived = []
    remote, _ = grade_all(subs, config, cache_dir=None, executor=DaskExecutor(cluster.address),
                          on_result=lambda r: arrived.append(r.submission))
    assert sorted(arrived) == sorted(s.name for s in subs)
    assert [r.to_dict() for r in remote] == [r.to_dict() for r in local]


def test_the_command_on_the_cluster_writes_the_local_report_byte_for_byte(cluster, procs,
                                                                          tmp_path):
    shutil.copytree(MCG, tmp_path / "class")
    for fmt in ("json", "text"):
        code, local, err = procs.run(f"local-{fmt}", grade_command(
            "--format", fmt, "-j", "2", "--no-cache"))
        assert code == 0, err
        code, remote, err = procs.run(f"remote-{fmt}", grade_command(
            "--format", fmt, "--cluster", cluster.address, "--no-cache"))
        assert code == 0, err
        assert remote == local and len(local) > 1000, fmt
        assert "8 submissions: 0 from the cache, 8 graded" in err


def test_compete_on_the_cluster_ranks_as_compete_here(cluster, procs, tmp_path):
    shutil.copytree(MCG, tmp_path / "class")
    play = [sys.executable, "-m", "minischeme", "compete", "class", "--games", "3",
            "--format", "json", *LIMITS]
    code, local, err = procs.run("compete-local", [*play, "-j", "2"])
    assert code == 0, err
    code, remote, err = procs.run("compete-remote", [*play, "--cluster", cluster.address])
    assert code == 0, err
    assert remote == local and json.loads(local)
    code, _, err = procs.run("compete-both", [*play, "-j", "2", "--cluster", cluster.address])
    assert code == 2 and "--cluster grades on the cluster's workers: leave out --jobs" in err


def test_native_files_graded_on_the_cluster_get_the_local_report(cluster, procs, tmp_path):
    from minischeme.grading.native.sandbox import sandbox_problem
    from minischeme.grading.native.sml import sml_problem
    if sandbox_problem() is not None:
        pytest.skip(f"no sandbox here: {sandbox_problem()}")
    classes = [("kaartspel", HERE / "submissions" / "kaartspel-python",
                ["correct.py", "wrong_str.py", "fraude_never_puts_back.py"])]
    if sml_problem() is None:
        classes.append(("solitaire", HERE / "submissions" / "solitaire-sml",
                        ["complete.sml", "buggy_officiate.sml", "does_not_compile.sml"]))
    for name, source, files in classes:
        folder = tmp_path / name
        folder.mkdir()
        for f in files:
            shutil.copy(source / f, folder / f)
        base = [sys.executable, "-m", "minischeme", "grade", "--assignment", name, name,
                "-n", "2", "--format", "json", "--no-cache"]
        code, local, err = procs.run(f"{name}-local", [*base, "-j", "2"])
        assert code == 0, err
        code, remote, err = procs.run(f"{name}-remote", [*base, "--cluster", cluster.address])
        assert code == 0, err
        assert remote == local, name
        scores = [s["score"] for s in json.loads(local)["submissions"]]
        assert len(scores) == 3 and len(set(scores)) > 1, (name, scores)   # really graded


def test_jsonl_streams_a_line_per_submission(cluster, procs, tmp_path):
    shutil.copytree(MCG, tmp_path / "class")
    code, out, err = procs.run("jsonl", grade_command(
        "--format", "jsonl", "--cluster", cluster.address, "--no-cache"))
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert sorted(d["submission"] for d in lines) == sorted(
        f"class/{p.name}" for p in MCG.glob("*.rkt"))
    code, ordered, err = procs.run("jsonl-file", grade_command(
        "--format", "jsonl", "-j", "2", "--no-cache", "--output", "class.jsonl"))
    assert code == 0 and ordered == "", err
    in_file = (tmp_path / "class.jsonl").read_text().splitlines()
    assert sorted(in_file) == sorted(out.splitlines())          # the same lines, each once
    assert [json.loads(x)["submission"] for x in in_file] == sorted(
        f"class/{p.name}" for p in MCG.glob("*.rkt"))              # the file: class order


def test_a_worker_killed_mid_batch_costs_only_time(cluster, slow_class):
    folder, local = slow_class
    procs = Processes(folder)
    try:
        victim = cluster.worker("victim", nanny=False)
        cluster.wait_for_workers({"victim"})
        client = procs.start("killed-worker", grade_command(
            "--format", "json", "--cluster", cluster.address, "--no-cache"), cwd=folder)
        grading: list = []

        def victim_is_grading() -> bool:
            grading[:] = psutil.Process(victim.pid).children()
            return bool(grading) and client.poll() is None
        wait_for(victim_is_grading, "the victim worker to start grading a submission")
        os.kill(victim.pid, signal.SIGKILL)                        # mid-submission
        victim.wait(timeout=10)
        wait_for(lambda: not any(c.is_running() and c.status() != psutil.STATUS_ZOMBIE
                                 for c in grading),
                 "the victim's grading child to die with it", timeout=20)
        code = client.wait(timeout=WAIT * 2)
        out, err = procs.output(client)
        assert code == 0, err
        assert out == local                        # every submission, each once, as locally
        assert f"{COUNT} submissions: 0 from the cache, {COUNT} graded" in err
    finally:
        procs.kill_all()


def test_a_killed_client_resumes_without_the_cluster_regrading_nothing_finished(cluster,
                                                                                 slow_class):
    folder, local = slow_class
    cache = folder / "cache-client"
    procs = Processes(folder)
    try:
        client = procs.start("killed-client", grade_command(
            "--format", "json", "--cluster", cluster.address, "--cache", str(cache),
            "--output", "report.json"), cwd=folder)
        wait_for(lambda: len(entries(cache)) >= 3 or client.poll() is not None,
                 "some results in the cache")
        os.killpg(client.pid, signal.SIGKILL)
        client.wait(timeout=10)
        finished = entries(cache)
        assert 3 <= len(finished) < COUNT, "killed too late: everything was finished"
        assert not (folder / "report.json").exists()              # no half report
        code, out, err = procs.run("resumed", grade_command(
            "--format", "json", "-j", "2", "--cache", str(cache)), cwd=folder)
        assert code == 0, err
        assert out == local
        cached = int(err.split(" from the cache")[0].rsplit(" ", 1)[1])
        assert cached >= len(finished)
        after = entries(cache)
        assert all(after[name] == finished[name] for name in finished)   # not regraded
        assert len(after) == COUNT
    finally:
        procs.kill_all()


def test_a_bad_cluster_address_is_a_usage_error(procs, tmp_path):
    shutil.copytree(MCG, tmp_path / "class")
    code, out, err = procs.run("bad", grade_command("--cluster", "nowhere"))
    assert code == 2 and out == ""
    assert err.startswith("minischeme grade: --cluster nowhere: expected tcp://HOST:PORT")
    assert "Traceback" not in err


def test_ctrl_c_stops_a_local_cluster_batch_quietly_and_it_resumes(slow_class):
    folder, local = slow_class
    cache = folder / "cache-ctrl-c"
    procs = Processes(folder)
    try:
        client = procs.start("ctrl-c", grade_command(
            "--format", "json", "--cluster", "local:2", "--cache", str(cache),
            "--output", "ctrl-c.json"), cwd=folder)
        wait_for(lambda: len(entries(cache)) >= 2 or client.poll() is not None,
                 "some results in the cache")
        os.killpg(client.pid, signal.SIGINT)          # Ctrl-C reaches the whole group
        assert client.wait(timeout=WAIT) == 130
        _, err = procs.output(client)
        assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
        assert "interrupted (Ctrl-C) after" in err
        wait_for(lambda: not in_session(client.pid), "the local cluster's processes to end",
                 timeout=30)
        finished = entries(cache)
        code, out, err = procs.run("after-ctrl-c", grade_command(
            "--format", "json", "-j", "2", "--cache", str(cache)), cwd=folder)
        assert code == 0 and out == local, err
        assert all(entries(cache)[name] == finished[name] for name in finished)
    finally:
        procs.kill_all()
