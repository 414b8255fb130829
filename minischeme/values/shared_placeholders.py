"""What an id of racket/shared's `shared` holds until its data is patched (forms/shared.py);
the teaching languages' `cons` takes one as a list (primitives/htdp_lists.py)."""
from __future__ import annotations


class Placeholder:
    """What an id of `shared` holds until the values are patched."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def racket_repr(self) -> str:
        return "#<undefined>"
