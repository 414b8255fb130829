"""The plain REPL, when stdin is not a terminal: what ``racket -i`` prints, byte for byte
(but the banner), reading a line at a time and no more than each datum needs."""
from __future__ import annotations

import sys
from typing import Any

from .input_reader import InputBuffer, Item, next_item
from .session import PROMPT, Session, handle_item


class PlainRepl:
    """stdin is not a terminal: read data as `racket -i` does, print what it prints."""

    def __init__(self, session: Session, stream: Any = None) -> None:
        self.session = session
        self.stream = stream if stream is not None else sys.stdin
        self.buffer = InputBuffer()
        self.eof = False

    def _more(self) -> None:
        try:
            line = self.stream.readline()
        except KeyboardInterrupt:
            self.session.error("user break")
            return
        if not line:
            self.eof = True
        else:
            self.buffer.add(line)

    def run(self) -> int:
        s = self.session
        if s.exit_code is not None:
            return s.exit_code
        while True:
            s.fresh_line_for_prompt()
            s.write(PROMPT)
            s.flush()
            item = self._next()
            s.prompt_written()
            if item is None:
                s.write("\n")
                s.flush()
                return 0
            handle_item(s, item)
            if s.exit_code is not None:
                s.flush()
                return s.exit_code

    def _next(self) -> Item | None:
        while True:
            item = next_item(self.buffer, self.eof)
            if item is not None:
                return item
            if self.eof:
                return None
            self._more()
