"""Threads with big C stacks, as big as the memory limit allows.

Deep Racket recursion needs a deep C stack, so the evaluator (running/interpreter.py) and
each generator's body (primitives/racket_generator.py) run on threads that reserve a large
one. A reservation counts against an address-space cap (a grader's memory limit, a user's
``ulimit -v``) although it is never used: where the full size does not fit, a smaller
stack is taken instead, which only limits how deep a program may recurse.
"""
from __future__ import annotations

import threading
from typing import Callable

# what a library keeps for one run and forgets when another begins (racket_thread's
# scheduler): called by ``new_run``, which a program's or session's interpreter calls
_NEW_RUN: list[Callable[[], None]] = []


def on_new_run(forget: Callable[[], None]) -> None:
    """Call ``forget`` whenever a new program or session begins."""
    _NEW_RUN.append(forget)


def new_run() -> None:
    """A new program or session begins: the libraries forget the last one's state."""
    for forget in _NEW_RUN:
        forget()


def start_thread(target: Callable[[], None], name: str, sizes: tuple[int, ...]) -> threading.Thread | None:
    """Start a daemon thread running ``target`` with the first stack size of ``sizes`` that
    can be reserved (0: the platform's default); None if none can."""
    old = threading.stack_size()
    try:
        for size in sizes:
            threading.stack_size(size)
            t = threading.Thread(target=target, name=name, daemon=True)
            try:
                t.start()
                return t
            except RuntimeError:     # "can't start new thread": no room for that stack
                continue
    finally:
        threading.stack_size(old)
    return None
