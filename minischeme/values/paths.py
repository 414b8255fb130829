"""Racket's path values (`build-path`, `string->path`, `directory-list`'s results).

A path is its text, kept as written (Racket does not tidy `a/./b`); it prints as
`#<path:foo.txt>` in `write` and `print`, and as its text in `display` (so `~a` and
`printf`'s `~a` show `foo.txt`). Two paths are `equal?` when their texts are the same.
"""
from __future__ import annotations

from typing import Any


class RacketPath:
    """A path: the text of a file-system path (Unix convention)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def racket_repr(self) -> str:
        return f"#<path:{self.text}>"

    def racket_equal_key(self) -> Any:
        return ("path", self.text)

    def __repr__(self) -> str:
        return self.racket_repr()


def is_path(x: Any) -> bool:
    """Is ``x`` a path value?"""
    return type(x) is RacketPath
