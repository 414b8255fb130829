"""Continuation marks: the keys and values `with-continuation-mark` attaches to the
frames of the continuation, innermost last in ``FRAMES``.

A frame here is what a `with-continuation-mark` not in tail position of another one
opens (primitives/continuation_marks.py's `%wcm`): a dict of its (key, value) marks by
the key's eq? identity. Its body
runs in its own trampoline there, so a `with-continuation-mark` (or a procedure call
whose body is one) in tail position of the body comes back to that trampoline and sets
its mark in the same frame, replacing one of the same key, as Racket's do; a frame closes
when its body returns or escapes. A mark set (`current-continuation-marks`) is a
snapshot of the frames; the exceptions' own mark set is one too (``snapshot``)."""
from __future__ import annotations

from typing import Any

FRAMES: list[dict] = []


class ContinuationMarks:
    """A continuation-mark set: the frames' marks, innermost first, each a tuple of
    (key, value) pairs; MARKS, the set of no marks, stands in where none were set."""

    __slots__ = ("frames",)

    def __init__(self, frames: tuple = ()) -> None:
        self.frames = frames

    def racket_repr(self) -> str:
        return "#<continuation-mark-set>"

    __repr__ = racket_repr


MARKS = ContinuationMarks()


def snapshot() -> ContinuationMarks:
    """The marks of the current continuation (MARKS when there are none)."""
    if not FRAMES:
        return MARKS
    return ContinuationMarks(tuple(tuple(frame.values()) for frame in reversed(FRAMES)))


class ContinuationMarkKey:
    """make-continuation-mark-key's key: a key no other is eq? to."""

    __slots__ = ("name",)

    def __init__(self, name: Any) -> None:
        self.name = name

    def racket_repr(self) -> str:
        return "#<continuation-mark-key>"
