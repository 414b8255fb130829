"""What the REPL reads: data and meta-commands, one at a time, from input that may still
be incomplete. Where a datum ends, and whether the input so far is complete, is the
reader's answer (``ReadIncomplete``): the REPL knows no lexical syntax of its own."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from minischeme.reading.reader import ReadError, ReadIncomplete, read_source
from minischeme.values.data import NIL, Pair, Symbol

_DELIMS = frozenset(" \t\n\r\f\v()[]{}\",'`;")   # where Tab completion's word begins
_META = re.compile(r",([A-Za-z?!][A-Za-z0-9?!*+/<>=_-]*)(?=[\s\[\](){}\"]|$)")


def is_complete(text: str) -> bool:
    """Whether every datum in ``text`` is complete (what Enter checks in a terminal): the
    reader does not answer "incomplete". Text with a read error is complete: Enter
    submits it and the error is shown."""
    try:
        read_source(text)
    except ReadIncomplete:
        return False
    except ReadError:
        return True
    return True


def _index(text: str, line: int, col: int) -> int:
    """The index in ``text`` of a (line, column) position as the reader reports them."""
    i = 0
    for _ in range(line - 1):
        j = text.find("\n", i)
        if j < 0:
            return len(text)
        i = j + 1
    return min(i + col, len(text))


def read_prefix(text: str) -> tuple[list, int, ReadError | None]:
    """What the reader can take from the start of ``text``: ``(data, stop, problem)``.

    ``data`` are the complete data before the first problem, with positions in ``text``.
    ``problem`` is None (all of ``text`` was read; ``stop`` is its length), a
    ``ReadIncomplete`` (``stop`` is where the unfinished datum begins: the rest needs more
    input), or a ``ReadError`` (``stop`` is just after the offending token, where Racket's
    reader leaves its port after the error, so reading goes on from there).
    """
    limit = len(text)
    problem: ReadError | None = None
    stop = limit
    while True:
        try:
            data = read_source(text[:limit]).data
        except ReadIncomplete as e:
            if problem is None:
                problem = e
            # an error found later belongs to this unfinished datum: keep that error
            limit = min(_index(text, *e.start), limit - 1)
            continue
        except ReadError as e:
            at = min(_index(text, e.line, e.col), limit - 1)
            problem = e          # an earlier error comes first
            stop = _index(text, *e.end) if e.end is not None else at + 1
            stop = max(stop, at + 1)
            limit = max(at, 0)
            if limit == 0:
                return [], stop, e
            continue
        if problem is None or isinstance(problem, ReadIncomplete):
            return data, limit, problem
        return data, stop, problem


class InputBuffer:
    """Text not yet read, with the line and column (as Racket counts them) of its start,
    and the items already read from it, waiting for their prompt."""

    def __init__(self) -> None:
        self.text = ""
        self.line = 1
        self.col = 0
        self.pending: list[Item] = []

    def add(self, text: str) -> None:
        self.text += text

    def consume(self, n: int) -> str:
        taken, self.text = self.text[:n], self.text[n:]
        nl = taken.count("\n")
        if nl:
            self.line += nl
            self.col = len(taken) - taken.rfind("\n") - 1
        else:
            self.col += len(taken)
        return taken


@dataclass
class Item:
    """One thing the reader found: a datum (with its read result), or a meta-command."""

    kind: str                 # "datum", "meta", "error"
    data: list | None = None  # [(datum, loc)] for "datum"
    command: str = ""         # for "meta"
    argument: str = ""        # the rest of the meta-command's line
    message: str = ""         # for "error"


def next_item(buf: InputBuffer, at_eof: bool) -> Item | None:
    """Take the next datum, meta-command or read error from ``buf``; None when more input
    is needed (or, at end of file, when nothing but whitespace and comments is left)."""
    if not buf.pending:
        buf.pending = _read_items(buf, at_eof)
    return buf.pending.pop(0) if buf.pending else None


def _read_items(buf: InputBuffer, at_eof: bool) -> list[Item]:
    """Everything the reader can take from ``buf`` now, in order; consumes what it took."""
    text = buf.text
    data, stop, problem = read_prefix(text)
    items: list[Item] = []
    line, col = buf.line, buf.col
    for datum, loc in data:
        start = _index(text, *loc)
        m = _META.match(text, start) if _is_unquoted_name(datum) else None
        if m:   # `,load FILE`: a command, whose argument is the rest of its line
            eol = text.find("\n", m.end())
            end = len(text) if eol < 0 else eol
            items.append(Item("meta", command=m.group(1), argument=text[m.end():end].strip()))
            buf.consume(end)
            return items
        _shift_all(datum, line, col)
        items.append(Item("datum", data=[(datum, _shift(loc, line, col))]))
    if isinstance(problem, ReadIncomplete) and not at_eof:
        buf.consume(stop)       # the unfinished datum waits for more input
        return items
    if problem is not None:
        if problem.line == 1:
            problem.col += col
        problem.line += line - 1
        items.append(Item("error", message=problem.located("stdin")))
        stop = len(text) if isinstance(problem, ReadIncomplete) else stop
    buf.consume(stop)
    return items


def _is_unquoted_name(datum: Any) -> bool:
    """``(unquote NAME)``: what the reader makes of `,NAME` (a meta-command at the prompt)."""
    return (type(datum) is Pair and type(datum.car) is Symbol and datum.car.name == "unquote"
            and type(datum.cdr) is Pair and type(datum.cdr.car) is Symbol
            and datum.cdr.cdr is NIL)


def _shift(loc: Any, line: int, col: int) -> Any:
    if not (isinstance(loc, tuple) and len(loc) == 2):
        return loc
    l, c = loc
    return (l + line - 1, c + col if l == 1 else c)


def _shift_all(datum: Any, line: int, col: int) -> None:
    """Move every source position in ``datum`` from buffer-relative to input-relative."""
    if line == 1 and col == 0:
        return
    from minischeme.values.data import MVector
    stack = [datum]
    while stack:
        x = stack.pop()
        while type(x) is Pair:
            x.loc = _shift(x.loc, line, col)
            stack.append(x.car)
            x = x.cdr
        if type(x) is MVector:
            stack.extend(x.items)
