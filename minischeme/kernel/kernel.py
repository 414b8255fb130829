"""The Jupyter kernel: a notebook cell is what the REPL would do with the same text.

Each top-level form of a cell is evaluated in order in one namespace that lives as long as
the kernel; what the program prints streams to the notebook as it is printed; the last
value is the cell's result, printed exactly as the REPL prints it (with a picture of the
cards beside it when the value is cards of the loaded assignment); an error is Racket's
message, never a Python traceback. Meta-commands (``,notation document``, ``,doc``, …) and
interrupting a runaway loop work as in the REPL, because the kernel drives the REPL's own
``Session``.
"""
from __future__ import annotations

import html
import threading
from typing import Any

from ipykernel.kernelbase import Kernel
from traitlets import Unicode

from minischeme import __version__
from minischeme.values.data import VOID, MultipleValues
from minischeme.running.interpreter import Interpreter, Outcome
from minischeme.values.ports import OutputPort, _errors, redirect
from minischeme.values.pretty import pretty_string
from ..assignments import assignment_named
from ..repl.commands import META_HELP
from ..repl.completion import bound_names
from ..repl.docs import describe
from ..repl.input_reader import InputBuffer, Item, is_complete, next_item
from ..repl.notation import NotationUnavailable
from ..repl.session import BANNER, Session
from ..repl.xrepl_format import xrepl_error_text
from .cards import render_html

DELIMITERS = set("()[]{}\"';`, \t\n")


class NotebookStream:
    """A text stream that sends what is written to the notebook as a `stream` message:
    whole lines as soon as they end, the rest when the cell finishes."""

    def __init__(self, kernel: "MinischemeKernel", name: str) -> None:
        self.kernel = kernel
        self.name = name
        self.pending: list[str] = []
        self.lock = threading.Lock()

    def write(self, text: str) -> None:
        with self.lock:
            self.pending.append(text)
            if "\n" not in text and sum(map(len, self.pending)) < 4096:
                return
            out, self.pending = "".join(self.pending), []
        self.kernel.send_stream(self.name, out)

    def flush(self) -> None:
        with self.lock:
            out, self.pending = "".join(self.pending), []
        if out:
            self.kernel.send_stream(self.name, out)


class MinischemeKernel(Kernel):
    """minischeme as a Jupyter kernel; ``assignment`` binds an assignment's reference."""

    implementation = "minischeme"
    implementation_version = __version__
    language = "racket"
    language_version = "8.7"
    language_info = {"name": "racket", "mimetype": "text/x-racket", "file_extension": ".rkt",
                     "codemirror_mode": "scheme", "pygments_lexer": "racket"}
    banner = BANNER

    assignment = Unicode("", help="the assignment whose reference is bound").tag(config=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.repl = Session(notebook_interpreter(self.assignment or None))
        self.stdout = OutputPort(NotebookStream(self, "stdout"), "stdout")
        self.stderr = OutputPort(NotebookStream(self, "stderr"), "stderr")

    @property
    def interp(self) -> Interpreter:
        return self.repl.interp

    # ------------------------------------------------------------ messages

    def send_stream(self, name: str, text: str) -> None:
        self.send_response(self.iopub_socket, "stream", {"name": name, "text": text})

    def _error_reply(self, message: str) -> dict[str, Any]:
        """Publish Racket's error text and build the `error` reply."""
        content = {"ename": message.split("\n", 1)[0].split(":", 1)[0] or "error",
                   "evalue": message,
                   "traceback": xrepl_error_text(message).rstrip("\n").split("\n")}
        self.send_response(self.iopub_socket, "error", content)
        return {"status": "error", "execution_count": self.execution_count, **content}

    # ------------------------------------------------------------ execute

    def do_execute(self, code: str, silent: bool, store_history: bool = True,
                   user_expressions: dict | None = None, allow_stdin: bool = False,
                   **kwargs: Any) -> dict[str, Any]:
        """Run a cell: every form in order; the last value becomes the cell's result."""
        last: list[Any] = []
        with redirect(self.stdout), redirect(self.stderr, _errors):
            try:
                for item in cell_items(code):
                    error, values = self._run_item(item)
                    if error is not None:
                        return self._error_reply(error)
                    if values is not None:
                        last = values
            finally:
                self.stdout.flush()
                self.stderr.flush()
        if last and not silent:
            self.send_response(self.iopub_socket, "execute_result", {
                "execution_count": self.execution_count, "data": self.result_data(last),
                "metadata": {}})
        return {"status": "ok", "execution_count": self.execution_count,
                "payload": [], "user_expressions": {}}

    def _run_item(self, item: Item) -> tuple[str | None, list[Any] | None]:
        """Evaluate one datum or meta-command: (error message or None, values or None)."""
        if item.kind == "error":
            return item.message, None
        if item.kind == "meta":
            self.repl.meta(item.command, item.argument)
            self.repl.exit_code = None   # `,exit` does not end a kernel: restart does
            return None, None
        values: list[Any] | None = None
        for datum, loc in item.data or []:
            error, values = self._evaluate(datum, loc)
            if error is not None:
                return error, None
        return None, values

    def _evaluate(self, datum: Any, loc: Any) -> tuple[str | None, list[Any] | None]:
        session = self.repl
        try:
            datum = session.convert_notation(datum)
        except NotationUnavailable as e:
            return str(e), None
        outcome: Outcome | None = session.run(lambda: self.interp.eval_datum(datum, loc, "stdin"))
        if outcome is None or (session.interrupted and outcome.error is not None):
            return "user break", None
        if outcome.exit_code is not None:
            return (f"exit: the program called (exit {outcome.exit_code}); a notebook's "
                    "kernel keeps running (restart it to start over)"), None
        if outcome.error is not None:
            return outcome.error, None
        v = outcome.value
        return None, [x for x in (v.values if type(v) is MultipleValues else [v]) if x is not VOID]

    def result_data(self, values: list[Any]) -> dict[str, str]:
        """The cell result's mime bundle: the REPL's text, and cards as pictures."""
        data = {"text/plain": "\n".join(pretty_string(v) for v in values)}
        pictures = [render_html(v, self.interp.assignment) for v in values]
        if any(p is not None for p in pictures):
            data["text/html"] = "".join(p if p is not None else
                                        f"<pre>{html.escape(pretty_string(v))}</pre>"
                                        for p, v in zip(pictures, values))
        return data

    # ------------------------------------------------------------ completion, inspection

    def do_complete(self, code: str, cursor_pos: int) -> dict[str, Any]:
        """Complete the name before the cursor from the names bound in the namespace."""
        start = word_start(code, cursor_pos)
        word = code[start:cursor_pos]
        if start > 0 and code[start - 1] == "," and not code[:start - 1].strip():
            matches = [name for name in META_HELP if name.startswith(word)]
        else:
            matches = [name for name, _ in bound_names(self.interp) if word and name.startswith(word)]
        return {"status": "ok", "matches": matches, "cursor_start": start,
                "cursor_end": cursor_pos, "metadata": {}}

    def do_inspect(self, code: str, cursor_pos: int, detail_level: int = 0,
                   omit_sections: Any = ()) -> dict[str, Any]:
        """What `,doc NAME` shows, for the name at the cursor."""
        start = word_start(code, cursor_pos)
        end = cursor_pos
        while end < len(code) and code[end] not in DELIMITERS:
            end += 1
        name = code[start:end]
        if not name:
            return {"status": "ok", "found": False, "data": {}, "metadata": {}}
        text = describe(self.interp, name, self.repl.definitions)
        found = not text.endswith(": not bound")
        return {"status": "ok", "found": found, "data": {"text/plain": text} if found else {},
                "metadata": {}}

    def do_is_complete(self, code: str) -> dict[str, Any]:
        """Whether Enter in a console runs the code or opens a new line."""
        if is_complete(code):
            return {"status": "complete"}
        return {"status": "incomplete", "indent": "  "}

    def do_shutdown(self, restart: bool) -> dict[str, Any]:
        return {"status": "ok", "restart": restart}


def cell_items(code: str) -> list[Item]:
    """A cell's data and meta-commands, in order, read as the REPL reads its input."""
    buf = InputBuffer()
    buf.add(code if code.endswith("\n") else code + "\n")
    items: list[Item] = []
    while True:
        item = next_item(buf, at_eof=True)
        if item is None:
            return items
        items.append(item)
        if item.kind == "error":
            return items


def word_start(code: str, cursor_pos: int) -> int:
    """Where the name that ends at ``cursor_pos`` starts."""
    i = cursor_pos
    while i > 0 and code[i - 1] not in DELIMITERS:
        i -= 1
    return i


def notebook_interpreter(assignment: str | None) -> Interpreter:
    """The namespace of a kernel: the assignment's language with its reference bound, as
    `minischeme repl --assignment NAME` has it (an unknown name binds nothing)."""
    from minischeme.running.modules import ANY_FOLDER   # files and requires as in racket
    found = assignment_named(assignment) if assignment else None
    if found is None:
        return Interpreter(module_root=ANY_FOLDER)
    return Interpreter(lang=found.language, assignment=found.name, module_root=ANY_FOLDER)


