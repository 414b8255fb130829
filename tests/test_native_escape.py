"""Escape attempts in SML and Python, graded in one batch with a correct file beside them:
writing a file, running a command, opening a socket, a fork bomb and reading another
submission all fail inside bubblewrap, and the correct file gets the same result as when it
is graded alone."""
from __future__ import annotations

import os
import shutil
import socket
import threading
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.native.sandbox import sandbox_problem
from minischeme.grading.submission import Submission

ROOT = Path(__file__).resolve().parents[1]
SML_CORRECT = (ROOT / "tests" / "submissions" / "solitaire-sml" / "complete.sml").read_text()
PY_CORRECT = (ROOT / "tests" / "submissions" / "kaartspel-python" / "correct.py").read_text()
ROOT_USER = os.geteuid() == 0

pytestmark = pytest.mark.skipif(sandbox_problem() is not None,
                                reason=f"no sandbox here: {sandbox_problem()}")


class Listener:
    """A TCP server on the host: a submission that reaches it has escaped the network."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(5)
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        self.stop = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stop:
            try:
                conn, _ = self.sock.accept()
                self.connections += 1
                conn.close()
            except OSError:
                pass

    def close(self) -> None:
        self.stop = True
        self.thread.join(2)
        self.sock.close()


@pytest.fixture
def listener():
    server = Listener()
    yield server
    server.close()


def sml_attacks(traps: Path, folder: Path, port: int) -> dict[str, str]:
    say = 'fun say what ok = print ("ESCAPE " ^ what ^ (if ok then " ok" else " failed") ^ "\\n")\n'
    return {
        "write.sml": SML_CORRECT + say + f'''
val _ = say "write" ((let val f = TextIO.openOut "{traps}/sml-write"
                      in TextIO.output (f, "pwned"); TextIO.closeOut f; true end)
                     handle _ => false)
''',
        "command.sml": SML_CORRECT + say + f'''
val _ = say "command" ((OS.Process.isSuccess (OS.Process.system "touch {traps}/sml-command"))
                       handle _ => false)
''',
        "socket.sml": SML_CORRECT + say + f'''
val _ = say "socket" ((let val s : Socket.active INetSock.stream_sock = INetSock.TCP.socket ()
                           val a = INetSock.toAddr (valOf (NetHostDB.fromString "127.0.0.1"), {port})
                       in Socket.connect (s, a); Socket.close s; true end) handle _ => false)
''',
        "forkbomb.sml": SML_CORRECT + say + '''
fun bomb (0, n) = n
  | bomb (k, n) = bomb (k - 1, n + ((case Posix.Process.fork () of
                                         NONE => OS.Process.exit OS.Process.success
                                       | SOME _ => 1) handle _ => 0))
val _ = print ("ESCAPE forks " ^ Int.toString (bomb (200, 0)) ^ "\\n")
''',
        "steal.sml": SML_CORRECT + say + f'''
val _ = say "read" ((let val f = TextIO.openIn "{folder}/correct.sml"
                     in TextIO.inputAll f; true end) handle _ => false)
''',
    }


def py_attacks(traps: Path, folder: Path, port: int) -> dict[str, str]:
    head = PY_CORRECT.replace('if __name__ == "__main__":', "if False:") + '''
import os, socket, subprocess
def attempt(what, thunk):
    try:
        thunk()
        print("ESCAPE", what, "ok")
    except BaseException as e:
        print("ESCAPE", what, "failed", type(e).__name__)
'''
    return {
        "write.py": head + f'attempt("write", lambda: open("{traps}/py-write", "w").write("x"))\n',
        "command.py": head + f'''
attempt("command", lambda: subprocess.run(["touch", "{traps}/py-command"], check=True))
def system():
    if os.system("touch {traps}/py-system") != 0:
        raise OSError("failed")
attempt("system", system)
''',
        "socket.py": head + f'''
attempt("socket", lambda: socket.create_connection(("127.0.0.1", {port}), timeout=2).close())
''',
        "forkbomb.py": head + '''
forks = 0
for _ in range(200):
    try:
        if os.fork() == 0:
            os._exit(0)
        forks += 1
    except OSError:
        break
print("ESCAPE forks", forks)
''',
        "steal.py": head + f'attempt("read", lambda: open("{folder}/correct.py").read())\n',
    }


def grade_class(tmp_path: Path, listener: Listener, assignment: str, suffix: str, attacks,
                correct: str):
    traps = tmp_path / "traps"
    traps.mkdir()
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / f"correct{suffix}").write_text(correct)
    for name, text in attacks(traps, folder, listener.port).items():
        (folder / name).write_text(text)
    config = GradeConfig(assignment, n=3, time_limit=5.0, native_time_limit=5.0)
    subs = [Submission.from_path(p, p.name) for p in sorted(folder.iterdir())]
    results, _ = grade_all(subs, config, jobs=2, cache_dir=None)
    alone, _ = grade_all([Submission.from_path(folder / f"correct{suffix}", f"correct{suffix}")],
                         config, cache_dir=None)
    return traps, {r.submission: r for r in results}, alone[0]


def check(traps: Path, listener: Listener, results: dict, alone, suffix: str) -> None:
    assert list(traps.iterdir()) == []                       # nothing written, no command ran
    assert listener.connections == 0                         # no connection reached the host
    reports = []
    for name, r in results.items():
        if name.startswith("correct"):
            continue
        attempts = [ln for ln in r.load.output.splitlines() if ln.startswith("ESCAPE")]
        assert attempts, (name, r.load)
        reports += attempts
        for ln in attempts:
            if ln.startswith("ESCAPE forks"):
                forks = int(ln.split()[2])
                assert forks == 0 if ROOT_USER else forks <= 8, ln
            else:
                assert " failed" in ln, (name, ln)
        assert r.score == r.max_score, name      # the attempts cost nothing else
    assert any("read" in ln for ln in reports) and any("socket" in ln for ln in reports)
    correct = results[f"correct{suffix}"]
    assert correct.score == correct.max_score
    assert [(t.name, t.status, t.actual) for t in correct.tests] == \
        [(t.name, t.status, t.actual) for t in alone.tests]


@pytest.mark.skipif(shutil.which("sml") is None, reason="SML/NJ (sml) is not installed")
def test_sml_escape_attempts_all_fail(tmp_path, listener):
    traps, results, alone = grade_class(tmp_path, listener, "solitaire", ".sml", sml_attacks,
                                        SML_CORRECT)
    check(traps, listener, results, alone, ".sml")


def test_python_escape_attempts_all_fail(tmp_path, listener):
    traps, results, alone = grade_class(tmp_path, listener, "kaartspel", ".py", py_attacks,
                                        PY_CORRECT)
    check(traps, listener, results, alone, ".py")
