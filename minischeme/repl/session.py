"""The REPL's session: an interpreter plus what the REPL adds (printing values as
``racket -i`` does, errors in xrepl's words, Ctrl-C as a user break, ``,load``), with the
meta-commands it inherits from ``commands``; ``handle_item`` gives it what was read."""
from __future__ import annotations

import ctypes
import signal
import threading
from typing import Any, Callable

from minischeme import __version__
from minischeme.running.interpreter import Interpreter, Outcome, run_with_big_stack
from minischeme.values.data import VOID, MultipleValues, Pair, Symbol
from minischeme.values.ports import current_error, current_output
from minischeme.values.runtime import BUDGET
from .commands import MetaCommands
from .input_reader import Item
from .notation import NotationUnavailable, load_notation
from .xrepl_format import wrapped_output, xrepl_error_text

BANNER = f"Welcome to minischeme v{__version__} [Racket v8.7 compatible]."
PROMPT = "> "


class Session(MetaCommands):
    """An interpreter plus what the REPL adds: printing, errors, meta-commands, Ctrl-C."""

    def __init__(self, interp: Interpreter, notation: str = "racket") -> None:
        self.interp = interp
        self.notation = notation
        self.interrupted = False
        self.exit_code: int | None = None
        self.definitions: dict[str, str] = {}  # name -> header typed at the REPL
        self._prompt_mark = -1
        self._eval_thread: threading.Thread | None = None
        self._done = True
        self._lock = threading.Lock()
        self.last_error: tuple[str, Any] | None = None   # (message, traceback) for ,bt
        self.explicit_lang = False   # --lang given: ,assignment keeps it

    # ------------------------------------------------------------ output

    @property
    def out(self) -> Any:
        return current_output()

    @property
    def err(self) -> Any:
        return current_error()

    def write(self, text: str) -> None:
        self.out.write(text)

    def flush(self) -> None:
        self.out.flush()

    def fresh_line_for_prompt(self) -> None:
        """xrepl's fresh-line before reading: a newline if output since the last prompt
        left the cursor mid-line."""
        out = self.out
        if out.written > self._prompt_mark and out.column != 0:
            out.write("\n")

    def prompt_written(self) -> None:
        """Note that the prompt (or the user's Enter) ends what came before."""
        self._prompt_mark = self.out.written

    def error(self, message: str, traceback: Any = None) -> None:
        """Report an error as xrepl does: on stderr, `; ` lines, `[,bt for context]`."""
        self.last_error = (message, traceback)
        self.out.flush()
        err = self.err
        if err.column != 0:
            err.write("\n")
        err.write(xrepl_error_text(message))
        err.flush()

    def comment(self, text: str, wrap: bool = True) -> None:
        """Informational `; ` lines on stdout (help, doc, timing), wrapped as xrepl does."""
        lines = "".join(f"; {line}\n" if line else ";\n" for line in text.split("\n"))
        self.write(wrapped_output(lines) if wrap else lines)

    def show_values(self, lines: list[str]) -> None:
        for text in lines:
            self.write(text + "\n")
        self.flush()

    # ------------------------------------------------------------ evaluation

    def run(self, thunk: Callable[[], Any]) -> Any:
        """Run ``thunk`` on the evaluation thread with Ctrl-C turned into a user break."""
        self.interrupted = False
        result: list[Any] = []
        self._done = False

        def body() -> None:
            self._eval_thread = threading.current_thread()
            try:
                try:
                    value = thunk()
                finally:
                    with self._lock:
                        self._done = True  # no KeyboardInterrupt is sent after this
                result.append(value)
            except KeyboardInterrupt:  # sent by _force_break: reported as a user break
                pass
        saved = BUDGET.max_steps
        handler_installed = False
        if threading.current_thread() is threading.main_thread():
            try:
                old = signal.signal(signal.SIGINT, self._on_sigint)
                handler_installed = True
            except ValueError:
                pass
        try:
            run_with_big_stack(body)
        finally:
            if handler_installed:
                signal.signal(signal.SIGINT, old)
            BUDGET.max_steps = saved
            self._eval_thread = None
        return result[0] if result else None

    def _on_sigint(self, signum: int, frame: Any) -> None:
        first = not self.interrupted
        self.interrupted = True
        BUDGET.max_steps = -1  # the next procedure call raises
        thread = self._eval_thread
        if thread is None:
            return
        if first:
            # A loop in Python code makes no procedure calls: interrupt it there if the
            # step limit has not stopped it soon.
            timer = threading.Timer(0.5, self._force_break, (thread,))
            timer.daemon = True
            timer.start()
        else:
            self._force_break(thread)

    def _force_break(self, thread: threading.Thread) -> None:
        """Raise KeyboardInterrupt in the evaluation thread (busy in Python code)."""
        with self._lock:
            if (thread is self._eval_thread and not self._done and thread.is_alive()
                    and thread.ident is not None):
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread.ident),
                                                           ctypes.py_object(KeyboardInterrupt))

    def evaluate(self, datum: Any, loc: Any) -> None:
        """Evaluate one datum read at the prompt and print its values or its error."""
        try:
            datum = self.convert_notation(datum)
        except NotationUnavailable as e:
            self.error(str(e))
            return
        self._remember_definition(datum)

        def thunk() -> tuple[Outcome, list[str]]:
            outcome = self.interp.eval_datum(datum, loc, "stdin")
            return outcome, self._format(outcome)
        self._finish(self.run(thunk))

    def _finish(self, result: tuple[Outcome, list[str]] | None) -> None:
        if result is None:
            if self.interrupted:
                self.error("user break")
            else:
                self.error("internal error: evaluation thread died")
            return
        outcome, lines = result
        if self.interrupted and outcome.error is not None:
            self.error("user break")  # the step limit, or KeyboardInterrupt, stopped it
            return
        if outcome.exit_code is not None:
            self.out.flush()
            self.exit_code = outcome.exit_code
            return
        if outcome.error is not None:
            self.error(outcome.error, outcome.traceback)
            return
        self.show_values(lines)

    def _format(self, outcome: Outcome) -> list[str]:
        if outcome.error is not None or outcome.exit_code is not None:
            return []
        from minischeme.values.pretty import pretty_string
        v = outcome.value
        values = v.values if type(v) is MultipleValues else [v]
        try:
            return [pretty_string(x) for x in values if x is not VOID]
        except RecursionError:
            from minischeme.values.printer import print_string
            return [print_string(x) for x in values if x is not VOID]

    def convert_notation(self, datum: Any) -> Any:
        if self.notation != "document":
            return datum
        to_racket, binding_test = load_notation()
        if (type(datum) is Pair and type(datum.car) is Symbol and datum.car.name != "quote"
                and self.interp.compiler.special_form(datum.car) is not None):
            # `(define (f x) ...)`, `(let loop () ...)`: a form of the language is code as
            # written (quoting its binding lists would break it)
            return datum
        return to_racket(datum, binding_test(self.interp))

    def _remember_definition(self, datum: Any) -> None:
        if (type(datum) is Pair and type(datum.car) is Symbol and datum.car.name == "define"
                and type(datum.cdr) is Pair and type(datum.cdr.car) is Pair):
            header = datum.cdr.car
            name = header
            while type(name) is Pair:
                name = name.car
            if type(name) is Symbol:
                from minischeme.values.printer import write_string
                self.definitions[name.name] = write_string(header)

    def load(self, path: str) -> None:
        """Run a file as DrRacket's Run does: in a fresh namespace (the same language and
        assignment), so loading it again after an edit re-instantiates its module, printing
        its top-level values; the session goes on in that namespace."""
        from minischeme.values.pretty import pretty_string

        old = self.interp
        self.interp = Interpreter(lang=old.default_lang, assignment=old.assignment,
                                  module_root=old.modules.root)
        self.definitions = {}

        def on_value(v: Any) -> None:
            self.write(pretty_string(v) + "\n")
        outcome = self.run(lambda: self.interp.load_file(path, on_value=on_value))
        if outcome is None or (self.interrupted and outcome.error is not None):
            self.error("user break" if self.interrupted else
                       "internal error: evaluation thread died")
        elif outcome.exit_code is not None:
            self.exit_code = outcome.exit_code
        elif outcome.error is not None:
            self.error(outcome.error, outcome.traceback)
        self.flush()


def handle_item(s: Session, item: Item) -> None:
    if item.kind == "error":
        s.error(item.message)
    elif item.kind == "meta":
        s.meta(item.command, item.argument)
    else:
        for datum, loc in item.data or []:
            s.evaluate(datum, loc)
            if s.exit_code is not None:
                return
