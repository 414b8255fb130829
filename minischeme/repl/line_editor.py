"""The terminal REPL: prompt_toolkit's line editor over the same ``Session`` (history,
Enter that inserts a newline until the input is complete, with auto-indentation,
matching brackets, Tab completion, syntax colours)."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from minischeme.reading.reader import ReadError, ReadIncomplete, read_source
from .completion import NameCompleter
from .input_reader import _META, InputBuffer, is_complete, next_item
from .session import PROMPT, Session, handle_item
from .themes import theme_style

HISTORY_ENV = "MINISCHEME_HISTORY"


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
