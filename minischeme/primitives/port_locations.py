"""Where an input port is: `port-count-lines!`, `port-counts-lines?`, `port-next-location`.

Racket counts lines and columns of a port only once `port-count-lines!` asks it to (or,
for a port made while `port-count-lines-enabled` is true, from the start); until then `port-next-location` answers #f for both and the position (1 + the characters read).
Counting starts where the port is when it is turned on, as in Racket 8.7: line 1, column 0,
position 1 there. A line ends at a newline, a return, or a return and newline together
(which count as one position); a tab moves the column to the next multiple of 8. Lexers
(parser-tools/lex) take their tokens' positions from here.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import EOF, MultipleValues, VOID
from minischeme.values.errors import contract_error
from minischeme.values import ports
from .registry import define
from .sandbox import InputPort


def _is_port(x: Any) -> bool:
    return type(x) is InputPort or type(x) is ports.OutputPort


@define("port-count-lines!", 1)
def port_count_lines(port: Any) -> Any:
    """(port-count-lines! port): count lines and columns of port from here on."""
    if not _is_port(port):
        raise contract_error("port-count-lines!", "port?", port)
    if type(port) is InputPort and port.lines is None:
        port.lines = ports.LineCount(port.pos)
    return VOID


@define("port-counts-lines?", 1)
def port_counts_lines(port: Any) -> bool:
    """(port-counts-lines? port): does port count lines?"""
    if not _is_port(port):
        raise contract_error("port-counts-lines?", "port?", port)
    return type(port) is InputPort and port.lines is not None


def next_location(port: InputPort) -> tuple[Any, Any, int]:
    """(line, column, position) of the next character: #f, #f when lines are not counted."""
    count = port.lines
    if count is None:
        return False, False, port.pos + 1
    count.advance(port.text, port.pos)
    return count.line, count.col, count.position


@define("port-next-location", 1)
def port_next_location(port: Any) -> MultipleValues:
    """(port-next-location port): the line, column and position of port's next character,
    as three values (#f for line and column unless `port-count-lines!` was called)."""
    if not _is_port(port):
        raise contract_error("port-next-location", "port?", port)
    if type(port) is not InputPort:
        return MultipleValues([False, False, 1])
    return MultipleValues(list(next_location(port)))


@define("file-position", 1, 2)
def file_position(port: Any, where: Any = None) -> Any:
    """(file-position port): how many bytes were read from an input port (written to an
    output port); (file-position in k): move an input port to byte k (`eof`: its end)."""
    if not _is_port(port):
        raise contract_error("file-position", "port?", port)
    if type(port) is not InputPort:
        if where is not None:
            raise contract_error("file-position", "input-port?", port)
        return port.written
    text = port.text if port.raw is None else port.raw
    if where is None:
        return len(ports.utf8_bytes(text[:port.pos])) + port.bpos
    if where is EOF:
        port.pos, port.bpos = len(port.text), 0
        return VOID
    if type(where) is not int or where < 0:
        raise contract_error("file-position", "(or/c exact-nonnegative-integer? eof-object?)", where, 1)
    data = ports.utf8_bytes(text)
    # the characters whose bytes come before byte `where` (a position inside a character
    # lands at its start)
    port.pos = min(len(data[:where].decode("utf-8", "ignore")), len(port.text))
    port.bpos = 0
    port.read_ahead = None
    return VOID
