"""Output ports: where display, write and printf send their text.

The current output and error ports are a stack, so a command can capture what a program
prints (``eval --json``, the grader, `with-output-to-string`) without touching sys.stdout.
"""
from __future__ import annotations

import io
import sys
import weakref
from typing import Any

from minischeme.values.errors import racket_error
from minischeme.values.runtime import BUDGET, innermost_where


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

    def write(self, text: str) -> None:
        if not text:
            return
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
        return self.stream.getvalue()

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
        _outputs.append(self.port)
        if self.errors_too:
            _errors.append(self.port)
        return self.port

    def __exit__(self, *exc: Any) -> None:
        _outputs.remove(self.port)
        if self.errors_too:
            _errors.remove(self.port)


class redirect:
    """Context manager: make ``port`` the current output port in its body."""

    def __init__(self, port: OutputPort, stack: list | None = None) -> None:
        self.port = port
        self.stack = stack if stack is not None else _outputs

    def __enter__(self) -> OutputPort:
        self.stack.append(self.port)
        return self.port

    def __exit__(self, *exc: Any) -> None:
        self.stack.remove(self.port)
