"""Tab completion in the terminal REPL: bound names (variables, macros, special forms),
and meta-commands after a ``,``."""
from __future__ import annotations

from typing import Any

from minischeme.running.interpreter import Interpreter
from minischeme.values.data import UNDEFINED
from .commands import META_HELP
from .input_reader import _DELIMS
from .session import Session


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
    from minischeme.expansion.syntax import SPECIAL_FORMS  # the forms register there
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
