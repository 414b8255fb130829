"""The clock of every time limit: CPU time, so that a busy machine changes no verdict.

A test is timed by the CPU time of whatever runs it: the grading process itself
(``cpu_clock``), a child process grading a submission (``process_cpu_seconds``), or a
native program in its sandbox, which is a small tree of processes (bwrap, its init, the
program: ``tree_cpu_seconds``). A machine running other work slows all of them on the
wall clock, never on this one. The wall clock is kept only as a backstop, at
``WALL_FACTOR`` times a limit, for a program that takes no CPU (it sleeps or waits).
"""
from __future__ import annotations

import os
import time

# How many times its CPU-time limit a run may take on the wall clock (a program that takes
# no CPU: it sleeps or waits); above any slowdown a busy machine causes.
WALL_FACTOR = 4.0

_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_clock() -> float:
    """The CPU time this process has used, in seconds. A grading process runs one
    submission at a time, and its other threads (the watchdog) sleep, so this is the
    submission's own time, whatever else the machine runs."""
    return time.process_time()


def _stat_fields(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (which may hold spaces)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def process_cpu_seconds(pid: int) -> float | None:
    """The CPU time (user and system) process ``pid`` has used; None where /proc cannot
    tell (the process is gone, or there is no /proc)."""
    fields = _stat_fields(pid)
    try:
        return (int(fields[11]) + int(fields[12])) / _TICKS if fields else None
    except (ValueError, IndexError):
        return None


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started that still run (/proc/PID/task/*/children)."""
    found: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for tid in tasks:
        try:
            with open(f"/proc/{pid}/task/{tid}/children") as f:
                found.extend(int(c) for c in f.read().split())
        except (OSError, ValueError):
            pass
    return found


def tree_cpu_seconds(pid: int) -> float | None:
    """The CPU time process ``pid`` and all its descendants have used, the ones that ended
    included (as far as their parents waited for them: /proc's cutime and cstime). None
    where /proc cannot tell."""
    total, seen, todo = 0.0, False, [pid]
    while todo:
        p = todo.pop()
        fields = _stat_fields(p)
        if fields is None:
            continue
        try:
            total += sum(int(fields[i]) for i in (11, 12, 13, 14)) / _TICKS
        except (ValueError, IndexError):
            continue
        seen = True
        todo.extend(_children(p))
    return total if seen else None
