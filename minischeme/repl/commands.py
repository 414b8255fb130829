"""The REPL's meta-commands (``,help``, ``,exit``, ``,load``, ``,assignment``, ``,bt``,
``,notation``, ``,time``, ``,doc``): ``MetaCommands``, the ``cmd_NAME`` methods ``Session``
inherits, and ``META_HELP``, the line of each that ``,help`` lists."""
from __future__ import annotations

import re
import time
from typing import Any

from minischeme.assignments import assignment_named
from minischeme.running.interpreter import Interpreter
from .docs import ASSIGNMENTS, assignment_names, describe
from .input_reader import InputBuffer, next_item
from .notation import NOTATIONS, NotationUnavailable, load_notation
from .xrepl_format import error_context


class MetaCommands:
    """The meta-commands of a ``Session`` (which provides ``interp``, ``error``,
    ``comment``, ``write``, ``run``, ``load`` ... that they use)."""

    interp: Interpreter
    notation: str
    definitions: dict[str, str]
    exit_code: int | None
    last_error: tuple[str, Any] | None
    explicit_lang: bool

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


def _unquote_path(argument: str) -> str:
    a = argument.strip()
    if len(a) >= 2 and a[0] == a[-1] == '"':
        return a[1:-1]
    return a
