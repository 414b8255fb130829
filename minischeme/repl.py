"""The REPL: `minischeme` with no arguments, or `minischeme repl [--assignment NAME] [FILE]`.

It behaves as `racket -i` does (Racket 8.7 with xrepl):

* a banner, then one `> ` prompt per datum read; results printed by `pretty-print` (wrapped
  at 79 columns, see ``pretty.py``); `(void)` and definitions print nothing; a fresh line
  before the next prompt when the evaluation's output did not end in one;
* errors on stderr in xrepl's words: every line prefixed `; `, then `[,bt for context]`,
  long lines word-wrapped at 79 columns as xrepl wraps them; the session goes on;
* meta-commands in the spirit of xrepl: `,help ,exit ,load ,assignment ,time ,doc ,notation`.

Two front ends share one ``Session``:

* ``PlainRepl`` when stdin is not a terminal. Its stdout and stderr are, byte for byte,
  what `racket -i` prints for the same input, except the banner line, which names
  minischeme (``BANNER``). Input is read a line at a time and split into data without
  waiting for more than the datum needs, so it also works on an interactive pipe.
* ``TerminalRepl`` in a terminal (prompt_toolkit): line editing, history in
  ``~/.minischeme_history`` (``$MINISCHEME_HISTORY`` overrides), Enter inserts a newline
  until the input is complete, matching-bracket highlighting, Tab completion of bound names
  and meta-commands, and Racket syntax colouring (Pygments).

Ctrl-C during an evaluation stops it and returns to the prompt (`; user break`); Ctrl-D
at the prompt exits. The evaluation runs on the interpreter's big-stack thread; the SIGINT
handler stops it at its next procedure call (``BUDGET.max_steps = -1``) and, if it is busy in
Python code that makes no calls, raises KeyboardInterrupt in that thread.
"""
from __future__ import annotations

import ctypes
import inspect
import os
import re
import signal
import sys
import textwrap
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from minischeme import __version__
from minischeme.values.data import NIL, UNDEFINED, VOID, MultipleValues, Pair, Symbol
from minischeme.running.interpreter import Interpreter, Outcome, run_with_big_stack
from minischeme.values.ports import current_error, current_output
from minischeme.reading.reader import ReadError, ReadIncomplete, read_source
from minischeme.values.runtime import BUDGET

BANNER = f"Welcome to minischeme v{__version__} [Racket v8.7 compatible]."
PROMPT = "> "
WRAP_WIDTH = 79
HISTORY_ENV = "MINISCHEME_HISTORY"

from .assignments import all_assignments, assignment_named, language_for

# name -> banner, from the one assignment registry
ASSIGNMENTS = {a.name: a.banner for a in all_assignments()}

NOTATIONS = ("racket", "document")


# ================================================================== xrepl's error format

def wrap_line(line: str, widths: tuple[int, int]) -> list[str]:
    """scribble/text/wrap's `wrap-line` (no word splitting): the lines of ``line`` that fit
    ``widths[0]`` columns on the first line and ``widths[1]`` on the others."""
    strs: list[str] = []
    width_star: Any = widths

    def cur() -> int:
        return width_star[0] if isinstance(width_star, tuple) else width_star

    def nxt() -> Any:
        return width_star[1] if isinstance(width_star, tuple) else width_star

    s = line
    while True:
        width = cur()
        strlen = len(s)
        if strlen <= width:
            strs.append(s)
            return strs
        m2 = re.compile(r"([^ ][^ ]+) *").match(s, width - 1) if width >= 1 else None
        if m2:  # the wrapping point is inside a word
            m1 = re.compile(r" *([^ ]+)$").search(s, 0, width)
            if m1 is None:  # cannot happen for a word crossing the limit; be safe
                strs.append(s)
                return strs
            s1, w1, w2, s2 = m1.start(), m1.start(1), m2.end(1), m2.end()
        else:
            m1 = re.compile(r" *([^ ]+) *$").search(s, 0, width)
            if m1:
                m2b = re.compile(r"[^ ]").search(s, width)
                if m2b:  # between words
                    strs.append(s[:m1.end(1)])
                    s = s[m2b.start():]
                    width_star = nxt()
                    continue
                s1, w1, w2, s2 = m1.start(), m1.start(1), strlen, strlen
            else:
                m = re.compile(r"([^ ]+) *").search(s, width)
                if m:
                    s1, w1, w2, s2 = 0, m.start(), m.end(1), m.end()
                else:
                    s1, w1, w2, s2 = 0, 0, strlen, strlen
        # do-word with split-word returning (#f, word, #t)
        w1s = 0 if s1 == 0 else w1
        w2s = s2 if s2 == strlen else w2
        word = s[w1s:w2s]
        if w1s != 0:
            strs.append(s[:s1])
        second = word if len(word) >= cur() else None
        if second is not None:
            strs.append(second)
        width_star = nxt()
        if second is None:
            rest: str | None = word + s[w2s:]
        elif w2s == strlen:
            rest = None
        else:
            rest = s[s2:]
        if rest is None:
            return strs
        s = rest


def wrapped_output(text: str, width: int = WRAP_WIDTH) -> str:
    """xrepl's `with-wrapped-output`: each line after its `;` prefix wrapped at ``width``,
    continuation lines indented two more spaces."""
    out = []
    for m in re.finditer(r"\n|[^\n]+", text):
        line = m.group(0)
        if line == "\n":
            out.append("\n")
            continue
        i = len(line) - len(line.lstrip(" "))
        p = re.compile(r";+ *").match(line, i)
        if p:
            i = p.end()
        j = len(line.rstrip(" "))
        j = max(j, i)
        lines = wrap_line(line[i:j], (width - i, width - 2 - i))
        prefix = line[:i]
        out.append(prefix + lines[0])
        for extra in lines[1:]:
            out.append("\n" + prefix + "  " + extra)
    return "".join(out)


def xrepl_error_text(message: str) -> str:
    """An error message as xrepl's display handler shows it (ends with a newline)."""
    s = re.sub(r"^\n+|\n+$", "", message)
    s = re.sub(r"\n\n+", "\n", s)
    s = re.sub(r"\n  [^\n]+\.\.\.:(?:[^\n]+|\n   )+", "", s)
    s = s.replace("\n", "\n; ")
    s += ("\n; " if "\n" in s else " ") + "[,bt for context]"
    return wrapped_output(f"; {s}\n")


# ================================================================== reading data: the reader decides

# Where a datum ends, and whether the input so far is complete, is the reader's answer
# (``ReadIncomplete``): the REPL knows no lexical syntax of its own.

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


# ================================================================== the session

class Session:
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

    # ------------------------------------------------------------ meta-commands

    def meta(self, command: str, argument: str) -> None:
        name = META_ALIASES.get(command, command)
        handler = getattr(self, "cmd_" + name.replace("-", "_"), None) if name in META_HELP else None
        if handler is None:
            self.error(f"Unknown command: '{command}")
            return
        handler(argument)

    def cmd_help(self, argument: str) -> None:
        lines = ["Commands:"]
        for name, (aliases, args, blurb) in META_HELP.items():
            alias = f" ({' '.join(aliases)})" if aliases else ""
            lines.append(f"  {name}{alias}{' ' + args if args else ''}: {blurb}")
        lines.append("Ctrl-C stops a running evaluation; Ctrl-D (end of input) exits.")
        self.comment("\n".join(lines))

    def cmd_exit(self, argument: str) -> None:
        code = 0
        if argument:
            try:
                code = int(argument)
            except ValueError:
                code = 0
        self.exit_code = code

    def cmd_load(self, argument: str) -> None:
        path = _unquote_path(argument)
        if not path:
            self.error("load: expects a file name: ,load FILE")
            return
        self.load(path)

    def cmd_assignment(self, argument: str) -> None:
        name = argument.strip()
        if name not in ASSIGNMENTS:
            self.error("assignment: unknown assignment" + (f" `{name}`" if name else "")
                       + "\n  known: " + ", ".join(ASSIGNMENTS))
            return
        found = assignment_named(name)
        language = self.interp.ns.language.name
        if found is not None and found.language != language and not self.explicit_lang:
            # the assignment's own language (bridge-hands: Simply Scheme): a fresh namespace
            self.interp = Interpreter(lang=found.language, assignment=name,
                                      module_root=self.interp.modules.root)
            self.definitions = {}
            self.comment(f"language: {found.language} (a fresh namespace)")
        else:
            self.interp.load_assignment(name)
            self.interp.assignment = name
        names = assignment_names(name)
        self.comment(f"{ASSIGNMENTS[name]}: bound {', '.join(names)}")

    def cmd_backtrace(self, argument: str) -> None:
        """xrepl's ,bt: the last error again, with its context (the procedures it was
        raised in, innermost first, with where each is defined)."""
        if self.last_error is None:
            self.comment("(no backtrace)")
            return
        message, tb = self.last_error
        s = re.sub(r"^\n+|\n+$", "", message)
        lines = s.split("\n") + ["  context...:"]
        lines += [f"   {entry}" for entry in error_context(tb)]
        lines.append("   body of top-level")
        self.write("".join(f"; {line}\n" for line in lines))

    def cmd_notation(self, argument: str) -> None:
        name = argument.strip()
        if not name:
            self.comment(f"notation: {self.notation}")
            return
        if name not in NOTATIONS:
            self.error(f"notation: expected document or racket\n  given: {name}")
            return
        if name == "document":
            try:
                load_notation()
            except NotationUnavailable as e:
                self.error(str(e))
                return
        self.notation = name
        self.comment(f"notation: {name}")

    def cmd_time(self, argument: str) -> None:
        buf = InputBuffer()
        buf.add(argument)
        items = []
        while True:
            item = next_item(buf, at_eof=True)
            if item is None:
                break
            items.append(item)
        if not items:
            self.error("time: expects an expression: ,time EXPR")
            return
        for item in items:
            if item.kind == "error":
                self.error(item.message)
                continue
            if item.kind == "meta":
                self.error(f"time: expects an expression, not a command: ,{item.command}")
                continue
            for datum, loc in item.data or []:
                try:
                    datum = self.convert_notation(datum)
                except NotationUnavailable as e:
                    self.error(str(e))
                    return

                def thunk(datum: Any = datum, loc: Any = loc) -> Any:
                    cpu0, real0 = time.process_time(), time.perf_counter()
                    outcome = self.interp.eval_datum(datum, loc, "stdin")
                    cpu = round((time.process_time() - cpu0) * 1000)
                    real = round((time.perf_counter() - real0) * 1000)
                    return outcome, self._format(outcome), (cpu, real)
                result = self.run(thunk)
                if result is None:
                    self._finish(None)
                    continue
                outcome, lines, (cpu, real) = result
                if outcome.error is None and outcome.exit_code is None:
                    self.write(f"; cpu time: {cpu}ms = {cpu}ms + 0ms gc; real time: {real}ms\n")
                self._finish((outcome, lines))

    def cmd_doc(self, argument: str) -> None:
        name = argument.strip()
        if not name:
            self.error("doc: expects a name: ,doc NAME")
            return
        self.comment(describe(self.interp, name, self.definitions), wrap=False)


META_HELP: dict[str, tuple[tuple[str, ...], str, str]] = {
    "help": (("h", "?"), "", "display available commands"),
    "exit": (("quit", "ex"), "", "exit minischeme"),
    "load": (("ld",), "FILE", "run FILE's forms in this session (like DrRacket's Run)"),
    "assignment": (("asg",), "NAME",
                   "bind an assignment's reference functions (" + ", ".join(ASSIGNMENTS) + ")"),
    "time": ((), "EXPR", "time an expression"),
    "backtrace": (("bt",), "", "show the last error with its context (the calls it was in)"),
    "doc": (("describe", "desc"), "NAME", "show a function's signature and description"),
    "notation": ((), "document|racket",
                 "read the texts' document notation, e.g. (card-rank (H . A)), or plain Racket"),
}
META_ALIASES = {alias: name for name, (aliases, _, _) in META_HELP.items() for alias in aliases}


def error_context(tb: Any, limit: int = 24) -> list[str]:
    """The context of an error, errortrace-style: for each Racket procedure the error was
    raised in, innermost first, ``SOURCE:LINE:COL: NAME`` (where it is defined). A run of
    the same entry (deep recursion) is shown once, with its count.

    A depth-limit error's traceback is over a million frames deep, so the walk is one tight
    loop: where a frame of translated code runs depends only on its code object, looked up
    once per code; only ``apply_procedure``'s frames (the closure it runs) are asked each
    time."""
    from minischeme.values.runtime import apply_procedure, frame_where
    apply_code = apply_procedure.__code__
    known: dict[int, Any] = {}      # id(code) -> where (hashing a code object is slow)
    runs: list[list] = []           # [info, count], outermost first
    last: Any = None
    last_code: Any = None
    info: Any = None
    while tb is not None:
        frame = tb.tb_frame
        code = frame.f_code
        tb = tb.tb_next
        if code is not last_code or code is apply_code:
            last_code = code
            info = known.get(id(code), known)
            if info is known:
                try:
                    info = frame_where(frame)
                except Exception:       # never let ,bt fail
                    info = None
                if code is not apply_code:
                    known[id(code)] = info
        if info is None:
            continue
        if info is last or info == last:
            runs[-1][1] += 1
        else:
            runs.append([info, 1])
            last = info
    entries: list[list] = []
    for (name, source, loc), n in reversed(runs):
        where = f"{source}:{loc[0]}:{loc[1]}" if source and loc else ""
        text = f"{where}: {name}" if where and name else (where or name or "")
        if not text:
            continue
        if entries and entries[-1][0] == text:
            entries[-1][1] += n
        else:
            entries.append([text, n])
    out = [text if n == 1 else f"{text} (repeated {n:,} times)" for text, n in entries]
    if len(out) > limit:
        out = out[:limit] + ["..."]
    return out


def _unquote_path(argument: str) -> str:
    a = argument.strip()
    if len(a) >= 2 and a[0] == a[-1] == '"':
        return a[1:-1]
    return a


class NotationUnavailable(Exception):
    pass


def load_notation() -> tuple[Callable, Callable]:
    """``to_racket`` and ``binding_test`` from minischeme.reading.notation, imported when needed."""
    try:
        from minischeme.reading import notation
    except ImportError as e:
        raise NotationUnavailable(
            "notation: document notation is not available in this minischeme "
            f"(minischeme/reading/notation.py: {e})") from None
    binding_test = getattr(notation, "binding_test", None)
    if binding_test is None:
        def binding_test(interp: Interpreter) -> Callable[[Symbol], bool]:
            def is_bound(name: Symbol) -> bool:
                cell = interp.ns.cells.get(name)
                return ((cell is not None and cell.value is not UNDEFINED)
                        or interp.compiler.special_form(name) is not None)
            return is_bound
    return notation.to_racket, binding_test


# ================================================================== ,doc

def assignment_names(name: str) -> list[str]:
    found = assignment_named(name)
    return list(found.bindings()) if found is not None else []


def _python_names(scheme_name: str) -> list[str]:
    base = scheme_name.replace("-", "_").replace("!", "")
    names = [base]
    if base.endswith("?"):
        names = ["is_" + base[:-1], base[:-1], base[:-1] + "_p"]
    names.append("".join(part.capitalize() for part in base.rstrip("?").split("_")))
    return names


def _reference_function(scheme_name: str, value: Any) -> tuple[Any, str] | None:
    """The Python reference function behind an assignment's procedure, and the assignment
    (None for procedures that do not come from an assignment's reference)."""
    from importlib import import_module
    module_name = getattr(getattr(value, "fn", None), "__module__", "") or ""
    assignment = next((a.name for a in all_assignments() if a.reference == module_name), None)
    if assignment is None:
        return None
    module = import_module(module_name)
    fn = value.fn
    if fn.__doc__ and fn.__name__ != "<lambda>":
        return fn, assignment
    for py in _python_names(scheme_name):
        cand = getattr(module, py, None)
        if callable(cand) and getattr(cand, "__doc__", None):
            if isinstance(cand, type):  # a class: its constructor's parameters
                return _with_doc(cand.__init__, cand.__doc__), assignment
            return cand, assignment
    return fn, assignment


def _module_file(assignment: str) -> str:
    """Where an assignment's reference lives, as a path (minischeme/assignments/solitaire/reference.py)."""
    found = assignment_named(assignment)
    return found.reference.replace(".", "/") + ".py" if found is not None else "?"


def _with_doc(init: Any, doc: str) -> Any:
    """``init``'s parameters (less ``self``) under the class's docstring."""
    def stand_in(*args: Any) -> None: ...
    try:
        sig = inspect.signature(init)
        stand_in.__signature__ = sig.replace(parameters=list(sig.parameters.values())[1:])
    except (TypeError, ValueError):
        pass
    stand_in.__doc__ = doc
    return stand_in


def describe(interp: Interpreter, name: str, definitions: dict[str, str] | None = None) -> str:
    """What `,doc NAME` shows."""
    from minischeme.values.procedures import Closure, Primitive, arity_text
    s = Symbol.intern(name)
    cell = interp.ns.cells.get(s)
    value = cell.value if cell is not None else None
    if value is None or value is UNDEFINED:
        if interp.compiler.special_form(s) is not None:
            return f"{name}: a syntactic form"
        return f"{name}: not bound"
    if definitions and name in definitions and type(value) is Closure:
        return f"{definitions[name]}\n  defined in this session"
    if type(value) is Primitive:
        ref = _reference_function(name, value)
        arity = arity_text(value.min_args, value.max_args)
        plural = "" if arity == "1" else "s"
        if ref is not None and ref[0] is not None:
            fn, assignment = ref
            doc = plain_text(_without_examples(inspect.getdoc(fn) or ""))
            params = _signature(fn)
            head = f"({name}{''.join(' ' + p for p in params)})" if params is not None else name
            text = (f"{head}  [{ASSIGNMENTS[assignment]} reference, "
                    f"{_module_file(assignment)}]")
            if doc:
                text += "\n" + textwrap.indent(doc, "  ")
            return text
        return f"{name}: a built-in procedure taking {arity} argument{plural}"
    if type(value) is Closure:
        arity = arity_text(value.nreq, None if value.rest else value.nreq + value.nopt)
        plural = "" if arity == "1" else "s"
        return f"{name}: a procedure taking {arity} argument{plural}"
    from minischeme.values.printer import print_string
    return f"{name}: {print_string(value)}"


def plain_text(doc: str) -> str:
    """A docstring without Python's markup: ``IllegalMove`` and :class:`Deck` read as
    IllegalMove and Deck."""
    doc = re.sub(r":[a-z]+:`~?([^`]+)`", r"\1", doc)
    doc = re.sub(r"``([^`]+)``", r"\1", doc)
    return re.sub(r"(?<![\w`])`([^`\n]+)`(?!\w)", r"\1", doc)


def _without_examples(doc: str) -> str:
    """A docstring without its doctest examples (`>>>` lines and their output)."""
    kept: list[str] = []
    in_example = False
    for line in doc.split("\n"):
        if line.lstrip().startswith(">>>"):
            in_example = True
        elif not line.strip():
            in_example = False
        if not in_example:
            kept.append(line)
    return "\n".join(kept).strip()


def _signature(fn: Any) -> list[str] | None:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    params = []
    for p in sig.parameters.values():
        if p.kind in (p.VAR_KEYWORD, p.KEYWORD_ONLY):
            continue
        text = p.name.replace("_", "-")
        if p.kind is p.VAR_POSITIONAL:
            text = f"{text} ..."
        elif p.default is not p.empty:
            text = f"[{text}]"
        params.append(text)
    return params


# ================================================================== plain mode

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


# ================================================================== terminal mode

# ================================================================== colour themes

# Racket syntax colours per theme, by Pygments token (RacketLexer). "light" and "dark" are
# chosen for the terminal's background when it says which (COLORFGBG); "ansi" (unknown
# background) uses the terminal's own palette, which every terminal theme keeps readable.
THEMES: dict[str, dict[str, str]] = {
    "light": {"Comment": "italic #6a6a6a", "Keyword": "bold #7a3e9d", "Name.Builtin": "#1f5f9f",
              "String": "#2a7a2a", "String.Symbol": "#005f87", "String.Char": "#9a5700",
              "Number": "#9a5700", "Name.Constant": "#9a5700", "Error": "bg:#ffd7d7"},
    "dark": {"Comment": "italic #a0a0a0", "Keyword": "bold #d7a0ff", "Name.Builtin": "#87cefa",
             "String": "#a0e6a0", "String.Symbol": "#87d7ff", "String.Char": "#ffc877",
             "Number": "#ffc877", "Name.Constant": "#ffc877", "Error": "bg:#5f0000"},
    "ansi": {"Comment": "italic", "Keyword": "bold ansimagenta", "Name.Builtin": "ansicyan",
             "String": "ansigreen", "String.Symbol": "ansicyan", "String.Char": "ansiyellow",
             "Number": "ansiyellow", "Name.Constant": "ansiyellow", "Error": "reverse"},
}
BACKGROUND_ENV = "MINISCHEME_BACKGROUND"


def terminal_background(env: Any = None) -> str | None:
    """"light" or "dark" when the terminal says: $MINISCHEME_BACKGROUND, or COLORFGBG
    ("15;0": white on black; the last field is the background's ANSI colour number,
    0-6 and 8 dark, 7 and 9-15 light), else None."""
    env = os.environ if env is None else env
    told = env.get(BACKGROUND_ENV, "").strip().lower()
    if told in ("light", "dark"):
        return told
    last = env.get("COLORFGBG", "").split(";")[-1].strip()
    if last.isdigit():
        n = int(last)
        if 0 <= n <= 15:
            return "dark" if n <= 6 or n == 8 else "light"
    return None


def choose_theme(color: str = "auto", env: Any = None) -> str | None:
    """The colour theme of the terminal REPL ("light", "dark", "ansi"), or None for no
    colour: ``--color=never``, or with ``auto`` a set NO_COLOR (no-color.org) or a dumb
    terminal. ``always`` colours whatever the environment says."""
    env = os.environ if env is None else env
    if color == "never":
        return None
    if color == "auto" and (env.get("NO_COLOR") or env.get("TERM") == "dumb"):
        return None
    return terminal_background(env) or "ansi"


def theme_style(theme: str) -> Any:
    """The prompt_toolkit style of a theme."""
    from prompt_toolkit.styles import style_from_pygments_dict
    from pygments.token import string_to_tokentype
    return style_from_pygments_dict({string_to_tokentype(k): v
                                     for k, v in THEMES[theme].items()})


class TerminalRepl:
    """A terminal: prompt_toolkit line editing on top of the same session."""

    def __init__(self, session: Session, theme: str | None = "ansi",
                 forced: bool = False) -> None:
        self.session = session
        self.theme = theme
        self.forced = forced      # --color=always: colour even where NO_COLOR is set
        self.indent = AutoIndent()
        self.prompt_session = self._make_prompt_session()
        self.line = 1

    def _make_prompt_session(self) -> Any:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, InMemoryHistory
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.layout.processors import HighlightMatchingBracketProcessor
        from prompt_toolkit.lexers import PygmentsLexer
        from pygments.lexers import RacketLexer

        kb = KeyBindings()

        @kb.add("enter")
        def _enter(event: Any) -> None:
            buf = event.current_buffer
            text = buf.text
            if buf.complete_state is not None and buf.complete_state.current_completion:
                buf.apply_completion(buf.complete_state.current_completion)
                return
            if not text.strip() or _is_meta_line(text) or is_complete(text):
                buf.validate_and_handle()
            else:
                width = _indentation(buf.document.text_before_cursor)
                buf.insert_text("\n" + " " * width)
                self.indent.inserted(buf.document.cursor_position_row, width)

        @kb.add(" ")
        def _space(event: Any) -> None:
            buf = event.current_buffer
            doc = buf.document
            if not self.indent.absorbs(doc.cursor_position_row, doc.current_line_before_cursor):
                buf.insert_text(" ")

        @kb.add("escape", "enter")
        def _force(event: Any) -> None:
            event.current_buffer.validate_and_handle()

        history_path = os.environ.get(HISTORY_ENV) or str(Path.home() / ".minischeme_history")
        try:
            history: Any = FileHistory(history_path)
            history.load_history_strings  # noqa: B018  (attribute check only)
        except OSError:
            history = InMemoryHistory()
        colour: dict[str, Any] = {}
        if self.theme is not None:
            colour = {"lexer": PygmentsLexer(RacketLexer), "style": theme_style(self.theme)}
            if self.forced:     # prompt_toolkit itself honours NO_COLOR: override it
                from prompt_toolkit.output import ColorDepth
                asked = os.environ.get("PROMPT_TOOLKIT_COLOR_DEPTH")
                truecolor = os.environ.get("COLORTERM", "") in ("truecolor", "24bit")
                colour["color_depth"] = (
                    ColorDepth(asked) if asked in [d.value for d in ColorDepth] else
                    ColorDepth.DEPTH_24_BIT if truecolor else ColorDepth.DEPTH_8_BIT)
        else:
            from prompt_toolkit.output import ColorDepth
            colour = {"color_depth": ColorDepth.MONOCHROME}
        return PromptSession(
            message=PROMPT,
            multiline=True,
            key_bindings=kb,
            history=history,
            **colour,
            completer=NameCompleter(self.session),
            complete_while_typing=False,
            input_processors=[HighlightMatchingBracketProcessor(chars="[](){}")],
            prompt_continuation=lambda width, line_number, wrap_count: " " * width,
            include_default_pygments_style=False,
        )

    def run(self) -> int:
        s = self.session
        if s.exit_code is not None:
            return s.exit_code
        while True:
            s.fresh_line_for_prompt()
            s.flush()
            try:
                text = self.prompt_session.prompt()
            except KeyboardInterrupt:
                s.prompt_written()
                continue
            except EOFError:
                s.write("\n")
                s.flush()
                return 0
            s.out.column = 0  # the user's Enter ended the line
            s.prompt_written()
            buf = InputBuffer()
            buf.line, buf.col = self.line, 0
            buf.add(text + "\n")
            self.line += text.count("\n") + 1
            while True:
                item = next_item(buf, at_eof=True)
                if item is None:
                    break
                handle_item(s, item)
                if s.exit_code is not None:
                    s.flush()
                    return s.exit_code
            s.flush()


class AutoIndent:
    """The indentation Enter puts on a new line inside an open form, and the spaces the user
    types there: they take the place of that indentation instead of adding to it (typing
    ``  (let`` where Enter indented by 4 gives ``    (let``, not ``      (let``; typing more
    spaces than the indentation indents further)."""

    def __init__(self) -> None:
        self.row = -1          # the line Enter indented
        self.left = 0          # spaces of it the user's typing has not yet taken the place of

    def inserted(self, row: int, width: int) -> None:
        self.row, self.left = row, width

    def absorbs(self, row: int, before_cursor: str) -> bool:
        """Whether a space typed at ``row`` (after ``before_cursor``) is one the indentation
        already put there."""
        if row != self.row or self.left <= 0 or before_cursor.strip():
            return False
        self.left -= 1
        return True


def _is_meta_line(text: str) -> bool:
    m = _META.match(text.lstrip())
    return bool(m) and m.group(1) != "time"


def _indentation(before: str) -> int:
    """Where a new line inside an open form starts: two columns in from the innermost open
    bracket, where the reader reports it (its "expected a `)` to close `(`" answer); 0 when
    no bracket is open, or inside a string (spaces there would change the text)."""
    try:
        read_source(before)
    except ReadIncomplete as e:
        return e.col + 2 if e.message.startswith("read-syntax: expected a `") else 0
    except ReadError:
        return 0
    return 0


def _completer_class() -> Any:
    from prompt_toolkit.completion import Completer, Completion

    class _NameCompleter(Completer):
        def __init__(self, session: Session) -> None:
            self.session = session

        def get_completions(self, document: Any, complete_event: Any) -> Any:
            text = document.text_before_cursor
            i = len(text)
            while i > 0 and text[i - 1] not in _DELIMS and not text[i - 1].isspace():
                i -= 1
            word = text[i:]
            if i > 0 and text[i - 1] == "," and (i == 1 or text[:i - 1].strip() == ""):
                for name in META_HELP:
                    if name.startswith(word):
                        yield Completion(name, start_position=-len(word),
                                         display_meta=META_HELP[name][2])
                return
            if not word:
                return
            for name, meta in bound_names(self.session.interp):
                if name.startswith(word):
                    yield Completion(name, start_position=-len(word), display_meta=meta)

    return _NameCompleter


def NameCompleter(session: Session) -> Any:  # noqa: N802 (a factory standing in for a class)
    return _completer_class()(session)


def bound_names(interp: Interpreter) -> list[tuple[str, str]]:
    """Names Tab completes: variables bound in the namespace, macros and special forms."""
    from minischeme.forms.core import SPECIAL_FORMS
    names: dict[str, str] = {}
    for s in SPECIAL_FORMS:
        if interp.ns.form_enabled(s):
            names[s.name] = "syntax"
    for s in interp.ns.macros:
        names[s.name] = "syntax"
    for s, cell in interp.ns.cells.items():
        if cell.value is not UNDEFINED:
            names[s.name] = "procedure" if callable(getattr(cell.value, "fn", None)) or \
                type(cell.value).__name__ in ("Closure", "Parameter") else "value"
    return sorted(names.items())


# ================================================================== entry point

def run_repl(file: str | None = None, lang: str | None = None, assignment: str | None = None,
             notation: str = "racket", interactive: bool | None = None,
             color: str = "auto") -> int:
    """Run the REPL until end of input, `,exit` or `(exit)`; the exit code. ``lang`` None:
    the assignment's language (bridge-hands: Simply Scheme), else racket."""
    if assignment is not None and assignment_named(assignment) is None:
        raise ValueError(f"unknown assignment: {assignment} (known: {', '.join(ASSIGNMENTS)})")
    if notation not in NOTATIONS:
        raise ValueError(f"unknown notation: {notation} (known: {', '.join(NOTATIONS)})")
    from minischeme.running.modules import ANY_FOLDER     # `require` of files resolves anywhere, as in racket
    interp = Interpreter(lang=language_for(lang, assignment), assignment=assignment,
                         module_root=ANY_FOLDER)
    session = Session(interp)
    session.explicit_lang = bool(lang)
    if interactive is None:
        interactive = sys.stdin.isatty() and sys.stdout.isatty()
    terminal = None
    if interactive:
        try:
            terminal = TerminalRepl(session, choose_theme(color), forced=color == "always")
        except ImportError:
            terminal = None  # no prompt_toolkit: the plain REPL still works
    session.write(BANNER + "\n")
    if terminal is not None:
        if assignment:
            session.comment(f"{ASSIGNMENTS[assignment]}: bound "
                            + ", ".join(assignment_names(assignment)))
        session.comment(",help shows the commands; Ctrl-C stops an evaluation; Ctrl-D exits.")
    if notation == "document":
        if terminal is not None:
            session.cmd_notation("document")
        else:
            _quiet_notation(session)
    if file:
        session.load(file)
    session.flush()
    if terminal is not None:
        return terminal.run()
    return PlainRepl(session).run()


def _quiet_notation(session: Session) -> None:
    try:
        load_notation()
    except NotationUnavailable as e:
        session.error(str(e))
        return
    session.notation = "document"
