"""Each submission in its own process: a crash, runaway memory or a hang costs only that
submission's current test, never the batch.

The child process loads the submission and runs the plan, sending each event (see
``engine``) through a pipe as it happens; its address space is capped (``RLIMIT_AS``), so
runaway memory ends in a MemoryError (one failed test) or, at worst, the child's death. The
parent watches: a child that dies, grows its resident memory by more than the limit, or
sends nothing for longer than a test may take (the wall-clock backstop plus a grace
period), is killed; the test it was running fails with the reason, and a new child carries
on from the next test (a function whose tests got its process killed twice is given up). The plan is built once, in the
parent, and inherited by every child (fork).
"""
from __future__ import annotations

import multiprocessing as mp
import os
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from typing import Any, Callable

from . import results as R
from .config import PROBE_STEPS, STRIKES, GradeConfig
from .cpu_time import WALL_FACTOR, process_cpu_seconds
from .engine import Collector, Resume, assemble, run_submission, struck_functions
from .submission import Submission
from .suites import AssignmentSpec, Plan

MAX_RESTARTS = 20


def _context() -> Any:
    methods = mp.get_all_start_methods()
    return mp.get_context("fork" if "fork" in methods else "spawn")


def _child(conn: Connection, sub: Submission, config: GradeConfig, spec: AssignmentSpec,
           plan: Plan, resume: Resume) -> None:
    """The child process: grade, sending every event to the parent. The address-space cap
    is set on the evaluation thread, once its stack is mapped: the process may then grow by
    ``memory_mb`` and no more (a MemoryError, one failed test)."""
    def emit(*event: Any) -> None:
        conn.send(event)
    try:
        run_submission(sub, config, spec, plan, emit, resume=resume,
                       prepare=lambda: _limit_memory(config.memory_mb))
    except BaseException as e:   # report, then die: the parent decides what it costs
        try:
            conn.send(("crash", f"{type(e).__name__}: {e}"))
        except Exception:
            pass
    finally:
        conn.close()


def _limit_memory(megabytes: int) -> None:
    from .limits import MEMORY_MB
    MEMORY_MB[0] = megabytes                 # for the messages (limits.describe)
    try:
        import resource
        limit = megabytes * 1024 * 1024 + _current_vm()
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, ValueError, OSError):
        pass


def _current_vm() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return 512 * 1024 * 1024


def _rss(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


@dataclass
class Job:
    """One submission being graded by a child process (restarted after a crash)."""

    sub: Submission
    got: Collector = field(default_factory=Collector)
    proc: Any = None
    conn: Connection | None = None
    phase_started: float = 0.0          # the wall clock when the child last reported
    phase_cpu: float | None = None      # and its CPU time then (None: not readable)
    restarts: int = 0
    kills: dict[str, int] = field(default_factory=dict)
    rss_base: int | None = None
    notes: list[str] = field(default_factory=list)
    result: R.SubmissionResult | None = None


def _mark_phase(job: Job) -> None:
    """The child reported (or started): its time limits count from now."""
    job.phase_started = time.monotonic()
    job.phase_cpu = process_cpu_seconds(job.proc.pid) if job.proc is not None else None


def _phase_seconds(job: Job, now: float) -> float:
    """How long the child has gone since it last reported: its CPU time, or the wall
    clock divided by ``WALL_FACTOR`` when that is more (a child that takes no CPU, or
    whose CPU time cannot be read, is still stopped in the end)."""
    wall = (now - job.phase_started) / WALL_FACTOR
    cpu = process_cpu_seconds(job.proc.pid) if job.proc is not None else None
    if cpu is None or job.phase_cpu is None:
        return now - job.phase_started
    return max(cpu - job.phase_cpu, wall)


class Pool:
    """Runs submissions in child processes, ``jobs`` at a time."""

    def __init__(self, config: GradeConfig, spec: AssignmentSpec, plan: Plan, jobs: int,
                 on_done: Callable[[Job], None] | None = None) -> None:
        self.config = config
        self.spec = spec
        self.plan = plan
        self.jobs = max(1, jobs)
        self.on_done = on_done
        self.ctx = _context()

    def run(self, subs: list[Submission]) -> list[R.SubmissionResult]:
        pending = [Job(s) for s in subs]
        queue = list(pending)
        running: list[Job] = []
        try:
            while queue or running:
                while queue and len(running) < self.jobs:
                    job = queue.pop(0)
                    self._start(job)
                    running.append(job)
                self._step(running)
                for job in [j for j in running if j.result is not None]:
                    running.remove(job)
                    if self.on_done:
                        self.on_done(job)
        finally:
            for job in running:
                self._kill(job)
        return [j.result for j in pending if j.result is not None]

    # -------------------------------------------------------------- children

    def _start(self, job: Job) -> None:
        parent, child = self.ctx.Pipe(duplex=False)
        got = job.got
        resume = Resume(done=frozenset(got.tests), deferred=frozenset(got.deferred),
                        given_up=frozenset(f for f, n in job.kills.items() if n >= STRIKES),
                        struck=struck_functions(got, self.config.step_limit, PROBE_STEPS),
                        spent_steps=got.spent[0], spent_seconds=got.spent[1],
                        loaded=got.load is not None)
        job.proc = self.ctx.Process(target=_child, args=(child, job.sub, self.config, self.spec,
                                                          self.plan, resume),
                                    daemon=True)
        job.proc.start()
        child.close()
        job.conn = parent
        _mark_phase(job)
        job.rss_base = _rss(os.getpid())      # a fork starts as big as its parent

    def _kill(self, job: Job) -> None:
        if job.proc is not None and job.proc.is_alive():
            job.proc.kill()
        if job.proc is not None:
            job.proc.join(5)
        if job.conn is not None:
            job.conn.close()
        job.proc = job.conn = None

    def _deadline(self, job: Job) -> float:
        """How long a child may go without reporting: twice the wall-clock backstop (a test
        and its judge's calls; loading: the file, then its definitions alone), plus a grace
        period, and never much past what is left of the submission's time budget."""
        seconds = self.config.time_limit * 2 + max(5.0, self.config.time_limit / 4)
        left = self.config.submission_seconds - job.got.spent[1]
        return max(5.0, min(seconds, left + 10.0))

    def _step(self, running: list[Job]) -> None:
        conns = [j.conn for j in running if j.conn is not None]
        ready = wait(conns, timeout=0.5) if conns else []
        now = time.monotonic()
        for job in running:
            if job.conn is None:
                continue
            if job.conn in ready:
                self._drain(job)
            if job.result is not None or job.conn is None:
                continue
            if not job.proc.is_alive() and not job.conn.poll():
                self._lost(job, f"the grading process died (exit code {job.proc.exitcode}: "
                                "out of memory, or a crash)")
            elif _phase_seconds(job, now) > self._deadline(job):
                self._lost(job, f"time limit exceeded: no answer after "
                                f"{self._deadline(job):g} s of CPU time (the time limit is "
                                f"{self.config.time_limit:g} s a test), so the grading process "
                                "was stopped (a computation the step limit cannot interrupt)")
            elif self._too_big(job):
                self._lost(job, f"memory limit exceeded: used more than "
                                f"{2 * self.config.memory_mb:,} MB (the memory limit is "
                                f"{self.config.memory_mb:,} MB), so the grading process was "
                                "stopped")

    def _too_big(self, job: Job) -> bool:
        """The last memory backstop, should the child's own cap not hold: its resident
        memory grew by more than twice the limit."""
        rss = _rss(job.proc.pid)
        if rss is None or job.rss_base is None:
            return False
        return rss - job.rss_base > 2 * self.config.memory_mb * 1024 * 1024

    def _drain(self, job: Job) -> None:
        assert job.conn is not None
        try:
            while job.conn.poll():
                event = job.conn.recv()
                _mark_phase(job)
                if event[0] == "crash":
                    job.notes.append(f"grader crash: {event[1]}")
                    continue
                job.got(*event)
                if job.got.done:
                    self._finish(job)
                    return
        except (EOFError, OSError):
            if not job.got.done:
                self._lost(job, f"the grading process died (exit code "
                                f"{job.proc.exitcode if job.proc else '?'})")

    def _lost(self, job: Job, why: str) -> None:
        """The child died or hung: fail the test it was on, and go on from the next."""
        self._kill(job)
        if job.got.load is None:
            job.got.load = {"ok": False, "language": self.spec.language,
                            "error": f"loading the file failed: {why}"}
            self._finish(job)
            return
        if not job.got.load.get("ok"):
            self._finish(job)
            return
        index = job.got.running if job.got.says_running else job.got.next_index()
        job.got.running = None
        if index is not None and index >= len(self.plan.tests):
            index = None
        if index is None or index in job.got.tests:
            job.notes.append(f"the documentation check did not finish: {why}")
            self._finish(job)
            return
        case = self.plan.tests[index]
        job.got.tests[index] = {
            "name": case.name, "function": case.function, "kind": case.kind,
            "call": case.call, "expected": getattr(case.judge, "expected_text", ""),
            "actual": "no value", "status": R.KILLED, "message": why,
            "points": case.points, "visibility": case.visibility}
        job.kills[case.function] = job.kills.get(case.function, 0) + 1
        steps, seconds = job.got.spent           # the killed test's time counts too
        job.got.spent = (steps, seconds + _phase_seconds(job, time.monotonic()))
        job.restarts += 1
        left = [i for i in range(len(self.plan.tests)) if i not in job.got.tests]
        if job.restarts > MAX_RESTARTS or not left:
            if left:
                job.notes.append(f"grading stopped after {MAX_RESTARTS} crashes")
            self._finish(job)
            return
        self._start(job)

    def _finish(self, job: Job) -> None:
        self._kill(job)
        job.result = assemble(job.sub, self.spec, self.config, self.plan, job.got, job.notes)
