"""What a Dask worker runs: one submission, graded in the same isolated child process that
``--jobs`` uses here (``isolation.Pool``: memory cap, killed when it hangs, resumed after a
crash), so a cluster changes where a submission is graded and nothing about its verdict.

Everything travels as data, so workers need the package installed but no shared file
system: the submission (its name, path, text and hash: a ``Submission``) and the
configuration (a ``Payload``: the ``GradeConfig`` with the contents of its staff test files).
A worker builds the assignment's plan from the payload once and keeps it for the tasks that
follow (``_prepared``).

This module imports nothing of Dask: a task is a plain function of plain data.
"""
from __future__ import annotations

import hashlib
import multiprocessing
import os
import pickle
import signal
import tempfile
import threading
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

from ..config import GradeConfig
from ..results import SubmissionResult
from ..submission import Submission
from ..suites import AssignmentSpec, Plan, assignment


@dataclass
class Payload:
    """The grading configuration as data: the config, and each staff test file's name and
    contents (a worker cannot read the client's files)."""

    config: GradeConfig
    staff_tests: list[tuple[str, bytes]] = field(default_factory=list)
    cwd: str = ""          # the client's current directory (see _as_if_in)

    @classmethod
    def of(cls, config: GradeConfig) -> "Payload":
        return cls(config, [(Path(p).name, Path(p).read_bytes()) for p in config.tests_files],
                   os.path.realpath(os.getcwd()))

    @cached_property
    def digest(self) -> str:
        """What tells one batch's configuration from another's (a worker keeps the plan of
        each it has seen; the payload object is shared by every task of a batch there)."""
        return hashlib.sha256(pickle.dumps((self.config, self.staff_tests))).hexdigest()


_PREPARED: dict[str, tuple[GradeConfig, AssignmentSpec, Plan]] = {}
_LOCK = threading.Lock()


def _prepared(payload: Payload) -> tuple[GradeConfig, AssignmentSpec, Plan]:
    """The worker's config, spec and plan for ``payload``, built on first use. Staff test
    files are written to a private folder under their own names (a test's name includes
    the file's name, so the plan is the one the client built)."""
    from ..engine import make_plan
    key = payload.digest
    with _LOCK:
        if key not in _PREPARED:
            config = payload.config
            if payload.staff_tests:
                folder = Path(tempfile.mkdtemp(prefix="minischeme-tests-"))
                paths = []
                for n, (name, data) in enumerate(payload.staff_tests):
                    path = folder / str(n) / name
                    path.parent.mkdir()
                    path.write_bytes(data)
                    paths.append(str(path))
                config = replace(config, tests_files=paths)
            if len(_PREPARED) >= 4:                  # an old batch's: forget it
                _PREPARED.pop(next(iter(_PREPARED)))
            _PREPARED[key] = (config, assignment(config.assignment), make_plan(config))
        return _PREPARED[key]


def grade(sub: Submission, payload: Payload) -> SubmissionResult:
    """The Dask task: grade ``sub`` in an isolated child process of this worker."""
    from ..isolation import Pool
    from ..native import plan_for, submission_language
    config, spec, plan = _prepared(payload)
    plan = plan_for(spec.name, plan, submission_language(sub))   # an SML or Python file's
    _allow_children()
    _install_fork_hook()
    _CWD[threading.get_ident()] = payload.cwd
    try:
        [result] = Pool(config, spec, plan, 1).run([sub])
    finally:
        _CWD.pop(threading.get_ident(), None)
    return result


def _allow_children() -> None:
    """A worker started by a Dask nanny is a daemonic multiprocessing process, and those may
    not start child processes; the grading child is one, and dies with its worker anyway
    (``_install_fork_hook``), so the flag is lifted for this worker."""
    multiprocessing.current_process()._config.pop("daemon", None)   # type: ignore[attr-defined]


_HOOKED: list[bool] = []
_CWD: dict[int, str] = {}        # forking thread -> the client's directory for its child


def _install_fork_hook() -> None:
    """Once per worker, for every grading child it forks: the client's directory
    (``_as_if_in``); SIGINT ignored, as the children of ``--jobs`` leave a Ctrl-C to the
    command (a test cut short by it would be a wrong verdict); and death with the worker
    (``PR_SET_PDEATHSIG``, Linux): a worker killed with SIGKILL cannot stop its child, and
    nothing of a lost worker should keep running."""
    with _LOCK:
        if _HOOKED:
            return
        _HOOKED.append(True)
    try:
        import ctypes
        prctl: Any = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        prctl = None
    parent = os.getpid()

    def in_child() -> None:
        cwd = _CWD.get(threading.get_ident())
        if cwd is None:                 # not a grading child (no task on this thread)
            return
        _as_if_in(cwd)
        try:        # Ctrl-C on a local cluster: the client stops the batch, not the child
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        except ValueError:
            pass
        if prctl is not None:
            prctl(1, int(signal.SIGKILL), 0, 0, 0)  # 1 = PR_SET_PDEATHSIG
            if os.getppid() != parent:              # the worker died before that
                os._exit(1)
    os.register_at_fork(after_in_child=in_child)


def _as_if_in(cwd: str) -> None:
    """In the grading child: the client's directory is the current one as far as file
    names go. Racket names a module by its absolute path (``in module: "/home/t/a.rkt"``
    in an error message), which minischeme takes from the submission's name and the
    current directory; with this, a relative name gives the message a local run gives,
    though that directory need not exist on the worker."""
    if cwd:
        os.getcwd = lambda: cwd     # type: ignore[assignment]


def carry(payload: Payload) -> Payload:
    """The task that holds the payload on the cluster (the grading tasks depend on it; the
    scheduler computes it again should the worker holding it be lost)."""
    return payload
