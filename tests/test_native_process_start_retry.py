"""Starting a native run (SML/NJ, CPython, bwrap) can fail for a moment on a loaded
machine (EAGAIN, ENOMEM, EFAULT from exec): the student's program never ran, so the
grader tries again instead of counting it as the program's crash."""
import errno
import subprocess
import sys

import pytest

from minischeme.grading.native.sandbox import _start


def _failing_then(real, failures: list[int]):
    def popen():
        if failures:
            raise OSError(failures.pop(0), "simulated start failure")
        return real()
    return popen


def test_transient_start_failure_is_retried_and_the_process_runs():
    failures = [errno.EFAULT, errno.EAGAIN]
    proc = _start(_failing_then(lambda: subprocess.Popen([sys.executable, "-c", "pass"]),
                                failures))
    assert proc.wait() == 0
    assert failures == []


def test_missing_program_is_reported_at_once_not_retried():
    with pytest.raises(FileNotFoundError):
        _start(lambda: subprocess.Popen(["/nonexistent/program-for-minischeme"]))


def test_a_start_failure_that_persists_is_raised_after_the_last_try():
    failures = [errno.ENOMEM] * 10
    with pytest.raises(OSError) as info:
        _start(_failing_then(lambda: None, failures), tries=3)
    assert info.value.errno == errno.ENOMEM
    assert len(failures) == 7
