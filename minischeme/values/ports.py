"""Output ports: where display, write and printf send their text.

The current output and error ports are a stack, so a command can capture what a program
prints (``eval --json``, the grader, `with-output-to-string`) without touching sys.stdout.

Ports hold text. Bytes (`write-byte`, `write-bytes`, `open-input-bytes`) that are not
UTF-8 go into that text as surrogate escapes, one character a byte ("\udcce" for the
byte 206), so the bytes come back exactly (`get-output-bytes`, `read-byte`); read as
characters, each such byte is #\uFFFD, as Racket decodes UTF-8 (``decode_utf8``).
"""
from __future__ import annotations

import io
import re
import sys
import weakref
from typing import Any

from minischeme.values.errors import racket_error
from minischeme.values.runtime import BUDGET, innermost_where


_ESCAPED = re.compile("[\udc80-\udcff]")


def utf8_bytes(text: str) -> bytes:
    """The bytes of a port's text (its escaped bytes as themselves)."""
    return text.encode("utf-8", "surrogateescape")


def racket_text(escaped: str) -> str:
    """A port's text as characters: its escaped bytes decoded as Racket decodes UTF-8 (bytes
    that make a character are that character, each other byte is U+FFFD)."""
    if _ESCAPED.search(escaped) is None:
        return escaped
    return _ESCAPED.sub("\ufffd", utf8_bytes(escaped).decode("utf-8", "surrogateescape"))


def _incomplete_end(data: bytes) -> int:
    """Where the character that data's last bytes begin but do not complete starts (the
    length of data when they complete one)."""
    for i in range(len(data) - 1, max(len(data) - 4, -1), -1):
        b = data[i]
        if b & 0xC0 == 0x80:         # a continuation byte: look for its lead
            continue
        size = 2 if 0xC2 <= b < 0xE0 else 3 if 0xE0 <= b < 0xF0 else 4 if 0xF0 <= b < 0xF5 else 1
        return i if size > len(data) - i else len(data)
    return len(data)


def decode_utf8(data: bytes) -> tuple[str, str | None]:
    """(text, escaped) of bytes: the text as Racket decodes UTF-8 (each byte that starts no
    character, or an incomplete or invalid one, is U+FFFD: Python's surrogateescape decodes
    byte by byte exactly where Racket does), and, when there were such bytes, the same text
    with them escaped (one character each, so both have the same length); else None."""
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError:
        escaped = data.decode("utf-8", "surrogateescape")
        return _ESCAPED.sub("\ufffd", escaped), escaped


class OutputPort:
    """A Racket output port over a Python text stream (or a string buffer)."""

    def __init__(self, stream: Any = None, name: str = "string") -> None:
        self.stream = stream if stream is not None else io.StringIO()
        self.name = name
        self.column = 0
        self.limit: int | None = None
        self.written = 0
        self.closed = False
        self.owns_stream = False     # a file port: closing the port closes the file
        self.has_bytes = False       # bytes that are no UTF-8 character were written (escaped)
        # a string port (or a pipe) keeps the bytes written; another text stream without
        # bytes underneath gets characters, the bytes of one not complete yet ``pending``
        self.keeps_bytes = stream is None
        self.pending = b""

    def write(self, text: str) -> None:
        if not text:
            return
        if self.pending:             # bytes that never made a character: U+FFFD each
            text, self.pending = "\ufffd" * len(self.pending) + text, b""
        if self.closed:
            raise self.closed_error("write-string")
        self.written += len(text)
        if self.limit is not None and self.written > self.limit:
            raise self.limit_exceeded()
        try:
            self.stream.write(text)
        except OSError as e:        # a closed pipe (`| head`), a full disk
            raise write_failed(e) from None
        nl = text.rfind("\n")
        self.column = len(text) - nl - 1 if nl >= 0 else self.column + len(text)

    def write_bytes(self, data: bytes) -> None:
        """Write bytes: UTF-8 characters as themselves, other bytes escaped (a string port
        keeps them, to decode when its text is asked for: `get-output-string` of the bytes
        206 and 187 written one by one is "λ"); a stream with bytes underneath (standard
        output, a file) gets the bytes themselves."""
        if data.isascii() and not self.pending:
            self.write(data.decode("ascii"))
            return
        text = data.decode("utf-8", "surrogateescape")
        if _ESCAPED.search(text) is None and not self.pending:
            self.write(text)
            return
        if self.keeps_bytes:
            self.has_bytes = True
            self.write(text)
        elif hasattr(self.stream, "buffer"):
            if self.closed:
                raise self.closed_error("write-bytes")
            self.written += len(text)
            if self.limit is not None and self.written > self.limit:
                raise self.limit_exceeded()
            try:
                self.stream.flush()
                self.stream.buffer.write(data)
            except OSError as e:
                raise write_failed(e) from None
            nl = text.rfind("\n")
            self.column = len(text) - nl - 1 if nl >= 0 else self.column + len(text)
        else:
            data, self.pending = self.pending + data, b""
            cut = _incomplete_end(data)
            text = racket_text(data[:cut].decode("utf-8", "surrogateescape"))
            self.write(text)
            self.pending = data[cut:]

    def limit_exceeded(self) -> Exception:
        """The error of writing past ``limit``, naming the Racket procedure that wrote."""
        where = innermost_where(sys._getframe(2))
        BUDGET.where = where
        return racket_error(f"output limit exceeded: more than {self.limit:,} characters "
                            f"written{f', in {where}' if where else ''}")

    def closed_error(self, who: str) -> Exception:
        """Racket's error for writing to a closed port (``who`` found it closed)."""
        return racket_error(f"{who}: output port is closed\n  output port: {self.racket_repr()}")

    def close(self) -> None:
        """Close the port (and the file a file port wrote to); closing twice is allowed."""
        if self.closed:
            return
        self.closed = True
        if self.owns_stream:
            try:
                self.stream.close()
            except OSError as e:
                raise write_failed(e) from None

    def getvalue(self) -> str:
        """What was written, as characters (escaped bytes decoded as Racket decodes them)."""
        value = self.stream.getvalue()
        return racket_text(value) if self.has_bytes else value

    def getbytes(self) -> bytes:
        """What was written, as bytes."""
        return utf8_bytes(self.stream.getvalue())

    def reset(self) -> None:
        """Empty a string port (`get-output-bytes` with reset? true)."""
        self.stream = io.StringIO()
        self.has_bytes = False

    def flush(self) -> None:
        try:
            self.stream.flush()
        except (AttributeError, ValueError):
            pass
        except OSError as e:
            raise write_failed(e) from None

    def racket_repr(self) -> str:
        return f"#<output-port:{self.name}>" if self.name else "#<output-port>"


# The file ports a program opened (file_ports.py): what they hold unwritten is written when
# the program's run ends, as Racket flushes them when its program ends.
_FILE_PORTS: "weakref.WeakSet[OutputPort]" = weakref.WeakSet()


def file_port(stream: Any, name: str) -> OutputPort:
    """An output port that writes to (and, closed, closes) the file ``stream``."""
    port = OutputPort(stream, name)
    port.owns_stream = True
    _FILE_PORTS.add(port)
    return port


def flush_file_ports() -> None:
    """Write out what the open file ports hold (a port that cannot be written is left)."""
    for port in list(_FILE_PORTS):
        if not port.closed:
            try:
                port.stream.flush()
            except (OSError, ValueError):
                pass


def write_failed(e: OSError) -> Exception:
    """Racket's error when the system refuses a port's bytes."""
    return racket_error("error writing to stream port\n"
                        f"  system error: {e.strerror or e}; errno={e.errno}")


_outputs: list[OutputPort] = [OutputPort(sys.stdout, "stdout")]
_errors: list[OutputPort] = [OutputPort(sys.stderr, "stderr")]


def current_output() -> OutputPort:
    return _outputs[-1]


def current_error() -> OutputPort:
    return _errors[-1]


def original_error() -> OutputPort:
    """The process's standard error, under any parameterization of current-error-port
    (where Racket's stderr log receiver writes)."""
    return _errors[0]


def leave(stack: list, port: Any, depth: int) -> None:
    """End the setting of ``port`` pushed at index ``depth`` of ``stack``: the port itself,
    or what the body put in its place by setting the port parameter (`(current-output-port
    port)` replaces the stack's last entry). Settings end in the reverse order of their
    start, so the entry at ``depth`` is the one; a port found elsewhere (an ending out of
    order) is removed where it is."""
    if len(stack) > depth and (stack[depth] is port or len(stack) == depth + 1):
        del stack[depth]
        return
    for i in range(len(stack) - 1, 0, -1):
        if stack[i] is port:
            del stack[i]
            return
    if len(stack) > depth:
        del stack[depth]


def reset_standard_ports() -> None:
    """Point the bottom of both stacks at the (possibly replaced) sys.stdout/sys.stderr."""
    _outputs[0] = OutputPort(sys.stdout, "stdout")
    _errors[0] = OutputPort(sys.stderr, "stderr")


class capture_output:
    """Context manager: the body's output (and optionally errors) go to a string port."""

    def __init__(self, errors_too: bool = False) -> None:
        self.port = OutputPort()
        self.errors_too = errors_too

    def __enter__(self) -> OutputPort:
        self.depths = len(_outputs), len(_errors)
        _outputs.append(self.port)
        if self.errors_too:
            _errors.append(self.port)
        return self.port

    def __exit__(self, *exc: Any) -> None:
        leave(_outputs, self.port, self.depths[0])
        if self.errors_too:
            leave(_errors, self.port, self.depths[1])


class redirect:
    """Context manager: make ``port`` the current output port in its body."""

    def __init__(self, port: OutputPort, stack: list | None = None) -> None:
        self.port = port
        self.stack = stack if stack is not None else _outputs

    def __enter__(self) -> OutputPort:
        self.depth = len(self.stack)
        self.stack.append(self.port)
        return self.port

    def __exit__(self, *exc: Any) -> None:
        leave(self.stack, self.port, self.depth)


class LineCount:
    """A counting port's place: up to text index ``scanned`` it has line ``line``, column
    ``col``, position ``position``; ``after_return``: the last character was a return."""

    __slots__ = ("scanned", "line", "col", "position", "after_return")

    def __init__(self, start: int) -> None:
        self.scanned, self.line, self.col, self.position, self.after_return = start, 1, 0, 1, False

    def advance(self, text: str, to: int) -> None:
        """Count the characters of text up to index ``to``."""
        line, col, position, after_return = self.line, self.col, self.position, self.after_return
        for c in text[self.scanned:to]:
            if c == "\n":
                if not after_return:
                    line, col, position = line + 1, 0, position + 1
                after_return = False
                continue
            position += 1
            after_return = c == "\r"
            if after_return:
                line, col = line + 1, 0
            elif c == "\t":
                col = (col // 8 + 1) * 8
            else:
                col += 1
        self.scanned, self.line, self.col, self.position, self.after_return = to, line, col, position, after_return
