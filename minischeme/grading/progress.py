"""A progress bar on a terminal (silent when the output is piped or redirected), and the
count of results graded and taken from the cache."""
from __future__ import annotations

import sys
from typing import TextIO


class Progress:
    def __init__(self, total: int, stream: TextIO | None = None, enabled: bool | None = None,
                 width: int = 30) -> None:
        self.stream = stream if stream is not None else sys.stderr
        if enabled is None:
            try:
                enabled = self.stream.isatty()
            except (AttributeError, ValueError):
                enabled = False
        self.enabled = enabled and total > 0
        self.total = total
        self.done = 0
        self.cached = 0
        self.width = width

    def advance(self, label: str = "", cached: bool = False) -> None:
        self.done += 1
        self.cached += cached
        if not self.enabled:
            return
        filled = int(self.width * self.done / self.total)
        bar = "#" * filled + "." * (self.width - filled)
        extra = f", {self.cached} cached" if self.cached else ""
        label = label if len(label) <= 40 else "..." + label[-37:]
        self.stream.write(f"\r[{bar}] {self.done}/{self.total}{extra}  {label:<40}")
        self.stream.flush()

    def summary(self) -> str:
        """One line for the end of a batch: what was graded and what came from the cache."""
        return (f"{self.total} submission{'s' if self.total != 1 else ''}: "
                f"{self.cached} from the cache, {self.done - self.cached} graded")

    def clear(self) -> None:
        """Erase the bar (before a line of output on the same terminal; the next
        ``advance`` draws it again)."""
        if self.enabled and self.done:
            self.stream.write("\r" + " " * (self.width + 90) + "\r")
            self.stream.flush()

    def close(self) -> None:
        self.clear()
