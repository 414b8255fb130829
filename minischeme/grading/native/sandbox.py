"""Running native code (SML/NJ, CPython) with no way out: bubblewrap.

Our interpreter has no primitive that reaches the system; a student's SML or Python program
has many (``OS.Process.system``, ``os.system``, ``open``, sockets, ``fork``). So each native
run happens inside ``bwrap``:

* a file system made only of what the program needs, read-only: the runtime's own
  directories (``mounts``), the shared libraries, and the run's folder (``/sub``: the
  submission and the harness, copied there, nothing else of the class); a private, small
  ``/tmp`` is the only writable place; no ``/home``, ``/root``, ``/work``, no ``/usr/bin``
  (no shell to run a command with);
* no network (``--unshare-net``), its own PID, IPC and UTS namespaces, a new session,
  killed with its parent (``--die-with-parent``);
* when we are root (CI, containers), the program runs under a user id of its own, with no
  capabilities, and ``RLIMIT_NPROC`` 1: it cannot start a single other process, so a fork
  bomb or a command stops at its first ``fork``. As an ordinary user, bwrap makes a user
  namespace (no capabilities outside it) and the process limit is the user's count plus a
  few;
* the grader's limits: address space (``--memory-limit``), CPU seconds, file size, no core
  files; the per-test time (CPU time, ``cpu_time``) and output limits are the caller's
  (``run_streaming``).

Where bwrap is missing or cannot make namespaces here (``sandbox_problem``), native code is
refused unless the user passes ``--unsafe-native``: then it runs with the limits only, and
the report says so.
"""
from __future__ import annotations

import errno
import glob
import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..cpu_time import WALL_FACTOR, tree_cpu_seconds

TMP_BYTES = 16 * 1024 * 1024           # the private /tmp
FILE_BYTES = 4 * 1024 * 1024           # largest file the program may write
LIBRARY_DIRS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib32", "/usr/lib/i386-linux-gnu",
                "/usr/lib/aarch64-linux-gnu", "/usr/libx32")
TOP_LINKS = ("/lib", "/lib64", "/lib32", "/libx32")
UNSAFE_NOTE = ("native code ran WITHOUT a sandbox (--unsafe-native): it could read, write and "
               "run anything this user can")


@dataclass
class NativeRun:
    """What a native program did: its output lines (as they came), why it stopped."""

    reason: str = "ok"            # ok | timeout | output | crash
    returncode: int | None = None
    output: str = ""              # everything it printed (capped)
    stderr: str = ""
    seconds: float = 0.0
    cpu_seconds: float = 0.0      # CPU time of its processes (to POLL_SECONDS; the wall
                                  # clock where /proc cannot tell)


@dataclass
class Limits:
    seconds: float                 # without progress (a result line), then killed
    memory_mb: int
    output_chars: int
    cpu_seconds: int = 0           # total CPU backstop (0: from ``seconds``)


@dataclass
class Sandbox:
    """How to start programs: inside bwrap, or (unsafe) directly."""

    unsafe: bool = False
    mounts: list[str] = field(default_factory=list)   # read-only directories to show

    def command(self, argv: list[str], folder: Path, env: dict[str, str]) -> list[str]:
        if self.unsafe:
            return argv
        args = ["bwrap", "--die-with-parent", "--new-session", "--unshare-net",
                "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--proc", "/proc", "--dev", "/dev",
                "--perms", "1777", "--size", str(TMP_BYTES), "--tmpfs", "/tmp",
                "--ro-bind", str(folder), "/sub", "--chdir", "/sub", "--clearenv"]
        for name, value in env.items():
            args += ["--setenv", name, value]
        shown: set[str] = set()
        for link in TOP_LINKS:
            if os.path.islink(link):
                args += ["--symlink", os.readlink(link), link]
        loaders = sorted(glob.glob("/usr/lib/ld-*.so*") + glob.glob("/lib/ld-*.so*"))
        for path in [*LIBRARY_DIRS, *loaders, *self.mounts]:
            args += _show(path, shown)
        if os.geteuid() == 0:
            setpriv = shutil.which("setpriv")
            if setpriv is None:
                raise SandboxUnavailable("setpriv (util-linux) is needed to drop root")
            args += _show(setpriv, shown)
            uid = str(_private_uid())
            argv = [setpriv, f"--reuid={uid}", f"--regid={uid}", "--clear-groups",
                    "--inh-caps=-all", "--bounding-set=-all", *argv]
        return args + ["--", *argv]


class SandboxUnavailable(Exception):
    """Native code cannot be run safely here (the message says why)."""


def _show(path: str, shown: set[str]) -> list[str]:
    """bwrap arguments that make ``path`` visible read-only at the same place, its
    symbolic links recreated (so /lib/ld-linux.so.2 -> /lib32/... still resolves)."""
    out: list[str] = []
    p = os.path.abspath(path)
    p = os.path.join(os.path.realpath(os.path.dirname(p)), os.path.basename(p))
    if p in shown or not os.path.lexists(p):
        return out
    shown.add(p)
    if os.path.islink(p):
        target = os.readlink(p)
        out += ["--symlink", target, p]
        out += _show(os.path.join(os.path.dirname(p), target), shown)
        return out
    parent = os.path.dirname(p)
    if parent != "/" and os.path.islink(parent) is False:
        # make each parent a traversable directory (a parent like /root is 0700 outside)
        chain = []
        while parent not in ("/", "") and "dir:" + parent not in shown and parent not in shown:
            chain.append(parent)
            parent = os.path.dirname(parent)
        for d in reversed(chain):
            shown.add("dir:" + d)
            if not os.path.islink(d):
                out += ["--perms", "0755", "--dir", d]
    out += ["--ro-bind", p, p]
    return out


def python_executable() -> str:
    """The CPython that runs Python submissions: the one running the grader."""
    return os.path.realpath(sys.executable)


def python_mounts() -> list[str]:
    """What CPython needs to see: its executable and its standard library."""
    exe = python_executable()
    base = sys.base_prefix
    if base in ("/usr", "/usr/local", "/"):
        version = f"python{sys.version_info[0]}.{sys.version_info[1]}"
        return [exe, os.path.join(base, "lib", version)]
    return [base] if exe.startswith(base + os.sep) else [exe, base]


def _private_uid() -> int:
    """A user id no other process has: 100,000 plus our pid (unique among the living)."""
    return 100_000 + os.getpid()


def _processes_of(uid: int) -> int:
    n = 0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.stat(f"/proc/{entry}").st_uid == uid:
                    n += 1
            except OSError:
                pass
    return n


_PROBLEM: list[str | None] = []


def sandbox_problem() -> str | None:
    """None when bwrap works here; else why not (missing, or no namespaces allowed)."""
    if _PROBLEM:
        return _PROBLEM[0]
    problem = None
    if shutil.which("bwrap") is None:
        problem = ("bubblewrap (bwrap) is not installed: apt-get install bubblewrap "
                   "(or grade with --unsafe-native, without a sandbox)")
    else:
        try:
            sb = Sandbox(mounts=python_mounts())
            with tempfile.TemporaryDirectory() as d:
                os.chmod(d, 0o755)
                cmd = sb.command([os.path.realpath(sys.executable), "-S", "-c", "pass"],
                                 Path(d), {})
                done = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
            if done.returncode != 0:
                problem = ("bwrap cannot make a sandbox here: "
                           + (done.stderr.strip().splitlines() or ["(no message)"])[-1]
                           + " (user namespaces disabled? see README, Native code)")
        except SandboxUnavailable as e:
            problem = str(e)
        except (OSError, subprocess.SubprocessError) as e:
            problem = f"bwrap cannot run: {e}"
    _PROBLEM.append(problem)
    return problem


def _limit(limits: Limits) -> Callable[[], None]:
    def apply() -> None:
        import resource
        mem = limits.memory_mb * 1024 * 1024
        cpu = limits.cpu_seconds or int(limits.seconds * 4) + 5
        for which, value in ((resource.RLIMIT_AS, mem), (resource.RLIMIT_CPU, cpu),
                             (resource.RLIMIT_FSIZE, FILE_BYTES), (resource.RLIMIT_CORE, 0)):
            try:
                resource.setrlimit(which, (value, value))
            except (ValueError, OSError):
                pass
        nproc = 1 if os.geteuid() == 0 else _processes_of(os.getuid()) + 8
        try:
            resource.setrlimit(resource.RLIMIT_NPROC, (nproc, nproc))
        except (ValueError, OSError):
            pass
    return apply


# errno values with which starting a process can fail for a moment on a loaded machine
# (no memory or process slot just now; EFAULT seen from exec under memory pressure): the
# student's program never ran, so it must not be counted as its crash.
_TRANSIENT_START_ERRORS = {errno.EAGAIN, errno.ENOMEM, errno.EFAULT, errno.EINTR, errno.ETXTBSY}


def _start(popen: Callable[[], subprocess.Popen], tries: int = 4) -> subprocess.Popen:
    """``popen()``, tried again after a short pause when it fails for a transient reason."""
    for attempt in range(tries):
        try:
            return popen()
        except OSError as e:
            if e.errno not in _TRANSIENT_START_ERRORS or attempt == tries - 1:
                raise
            time.sleep(0.2 * 2 ** attempt)
    raise AssertionError("unreachable")


POLL_SECONDS = 0.2                     # how often a silent program's CPU time is read


class _TestClock:
    """The time a native program has taken since its current test began: its process
    tree's CPU time, with the wall clock divided by ``WALL_FACTOR`` as a backstop (and
    alone where /proc cannot tell). The tree is read at most every ``POLL_SECONDS``; a
    test begins at the last reading (CPU time is counted to within that)."""

    def __init__(self, pid: int, seconds: float) -> None:
        self.pid, self.seconds = pid, seconds
        self.read_at = self.began = time.monotonic()
        self.reading = self.first = tree_cpu_seconds(pid)
        self.restart()

    def used(self) -> float:
        """The CPU time the program has taken since it started (at the last reading; the
        wall clock where /proc could not tell)."""
        if self.reading is None or self.first is None:
            return time.monotonic() - self.began
        return self.reading - self.first

    def restart(self) -> None:
        self.wall, self.cpu = time.monotonic(), self.reading

    def expired(self) -> bool:
        now = time.monotonic()
        if now - self.wall >= WALL_FACTOR * self.seconds:
            return True
        if now - self.read_at >= POLL_SECONDS:
            self.read_at, self.reading = now, tree_cpu_seconds(self.pid)
        if self.reading is None or self.cpu is None:
            return now - self.wall >= self.seconds
        return self.reading - self.cpu >= self.seconds


def run_streaming(sandbox: Sandbox, argv: list[str], folder: Path, env: dict[str, str],
                  limits: Limits, on_line: Callable[[str], None],
                  progress_marker: str) -> NativeRun:
    """Run ``argv`` in the sandbox, handing each line of its standard output to
    ``on_line`` as it comes. It is killed when, since the last line starting with
    ``progress_marker``, it has used ``limits.seconds`` of CPU time (the test running then
    timed out; ``cpu_time.tree_cpu_seconds``: a busy machine makes no test time out), or
    ``WALL_FACTOR`` times that on the wall clock (it takes no CPU: it sleeps or waits), or
    when it printed more than ``limits.output_chars``."""
    cmd = sandbox.command(argv, folder, env)
    started = time.monotonic()
    run = NativeRun()
    try:
        proc = _start(lambda: subprocess.Popen(
            cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=str(folder), env=env if sandbox.unsafe else {"PATH": "/usr/bin:/bin"},
            preexec_fn=_limit(limits), start_new_session=True))
    except OSError as e:
        run.reason, run.stderr = "crash", f"cannot start {argv[0]}: {e}"
        return run
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ, "out")
    sel.register(proc.stderr, selectors.EVENT_READ, "err")
    buffers = {"out": b"", "err": b""}
    total = 0
    clock = _TestClock(proc.pid, limits.seconds)
    open_streams = 2
    try:
        while open_streams:
            if clock.expired():
                run.reason = "timeout"
                break
            events = sel.select(POLL_SECONDS)
            for key, _ in events:
                chunk = os.read(key.fileobj.fileno(), 65536)
                if not chunk:
                    sel.unregister(key.fileobj)
                    open_streams -= 1
                    continue
                total += len(chunk)
                if key.data == "err":
                    if len(buffers["err"]) < limits.output_chars:
                        buffers["err"] += chunk
                    continue
                buffers["out"] += chunk
                while b"\n" in buffers["out"]:
                    line, buffers["out"] = buffers["out"].split(b"\n", 1)
                    text = line.decode("utf-8", errors="replace")
                    if len(run.output) < limits.output_chars:
                        run.output += text + "\n"
                    if text.startswith(progress_marker):
                        clock.restart()
                    on_line(text)
            if total > limits.output_chars * 4 + 65536:
                run.reason = "output"
                break
    finally:
        now = tree_cpu_seconds(proc.pid)
        if now is not None:
            clock.reading = now
        run.cpu_seconds = clock.used()
        _kill(proc)
        sel.close()
    if buffers["out"]:
        on_line(buffers["out"].decode("utf-8", errors="replace"))
    run.returncode = proc.returncode
    run.stderr = buffers["err"].decode("utf-8", errors="replace")
    if run.reason == "ok" and proc.returncode not in (0, None):
        run.reason = "crash"
    run.seconds = time.monotonic() - started
    return run


def _kill(proc: subprocess.Popen) -> None:
    """The whole session: bwrap, and with it (its PID namespace) everything inside."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            proc.kill()
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        pass
    for stream in (proc.stdout, proc.stderr):
        try:
            stream.close()
        except Exception:
            pass


def workspace(files: dict[str, str]) -> tempfile.TemporaryDirectory:
    """A fresh folder holding ``files`` (name -> text), readable by the sandbox's user."""
    d = tempfile.TemporaryDirectory(prefix="minischeme-native-")
    os.chmod(d.name, 0o755)
    for name, text in files.items():
        p = Path(d.name) / name
        p.write_text(text, encoding="utf-8")
        os.chmod(p, 0o644)
    return d
