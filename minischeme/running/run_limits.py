"""The limits a command runs a program under: ``--step-limit``, ``--depth-limit`` and
``--time-limit`` of `run`, `eval` and `test` (and the grader's flags, which read numbers the
same way).

``limit_type`` is the argparse type of such a flag; ``CommandLimits`` is one run under the
flags' values. It sits below the commands that share it (``cli``, ``testing``,
``grading.cli``), so none of them imports another for it. The grader's stronger limits (a
watchdog that stops a long primitive, an output cap) are ``grading.limits``.
"""
from __future__ import annotations

import threading
from typing import Any, Callable

from minischeme.running.interpreter import FRAMES_PER_CALL, MAX_DEPTH
from minischeme.values.runtime import BUDGET


def limit_type(flag: str, kind: type) -> Callable[[str], Any]:
    """The argparse type of a limit flag: a number > 0 (whole, for all but seconds), and a
    depth the interpreter's stack can hold; anything else is a usage error (exit 2)."""
    import argparse

    def convert(text: str) -> Any:
        try:
            value = kind(text.replace(",", "").replace("_", ""))
        except ValueError:
            value = None
        if value is None or not value > 0 or value == float("inf"):
            raise argparse.ArgumentTypeError(
                f"expected a {'whole ' if kind is int else ''}number > 0, got {text!r}")
        if flag == "--depth-limit" and value > MAX_DEPTH // FRAMES_PER_CALL:
            raise argparse.ArgumentTypeError(
                f"at most {MAX_DEPTH // FRAMES_PER_CALL:,} (the interpreter's stack), "
                f"got {text!r}")
        return value
    return convert


class CommandLimits:
    """Context manager: one run (a file, one expression of `eval`, one example of `test`)
    under the limits of the command line: ``args.step_limit``, ``args.depth_limit``,
    ``args.time_limit`` (each None, or missing, for no limit). The time limit stops the
    program at its next procedure call."""

    def __init__(self, args: Any) -> None:
        self.args = args
        self.timer: threading.Timer | None = None
        self.running = False

    def __enter__(self) -> None:
        BUDGET.set_limit(getattr(self.args, "step_limit", None))
        BUDGET.max_depth = getattr(self.args, "depth_limit", None)
        seconds = getattr(self.args, "time_limit", None)
        self.running = True
        if seconds is not None:
            self.timer = threading.Timer(seconds, self._time_up, (seconds,))
            self.timer.daemon = True
            self.timer.start()

    def __exit__(self, *exc: Any) -> None:
        self.running = False
        if self.timer is not None:
            self.timer.cancel()
        BUDGET.max_steps = BUDGET.max_depth = BUDGET.stop_message = None
        BUDGET.limit = BUDGET.marked = None

    def _time_up(self, seconds: float) -> None:
        if self.running:
            BUDGET.stop_message = f"time limit exceeded: more than {seconds:g} s"
            BUDGET.max_steps = -1          # the next procedure call raises
