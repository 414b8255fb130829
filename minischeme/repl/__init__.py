"""The REPL: `minischeme` with no arguments, or `minischeme repl [--assignment NAME] [FILE]`.

It behaves as `racket -i` does (Racket 8.7 with xrepl):

* a banner, then one `> ` prompt per datum read; results printed by `pretty-print` (wrapped
  at 79 columns, see ``pretty.py``); `(void)` and definitions print nothing; a fresh line
  before the next prompt when the evaluation's output did not end in one;
* errors on stderr in xrepl's words: every line prefixed `; `, then `[,bt for context]`,
  long lines word-wrapped at 79 columns as xrepl wraps them; the session goes on;
* meta-commands in the spirit of xrepl: `,help ,exit ,load ,assignment ,time ,doc ,notation`.

The package, by what its pieces are (``__init__``: ``run_repl``, the entry point):

* ``session``: the ``Session`` (an interpreter plus printing, errors, Ctrl-C) over
  ``commands`` (the meta-commands, ``,help`` ... ``,doc``: ``MetaCommands``, ``META_HELP``)
  over ``docs`` (what ``,doc`` shows), ``notation``, ``input_reader`` (where a datum ends:
  the reader's answer) and ``xrepl_format`` (xrepl's error text and ``,bt``'s context);
* the two front ends, ``plain`` (``PlainRepl``) and ``line_editor`` (``TerminalRepl``: the
  prompt_toolkit line editor and its auto-indentation) with ``completion`` (Tab) and
  ``themes`` (syntax colours).

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

import sys

from minischeme.assignments import assignment_named, language_for
from minischeme.running.interpreter import Interpreter
from .docs import ASSIGNMENTS, assignment_names
from .line_editor import TerminalRepl
from .notation import NOTATIONS, NotationUnavailable, load_notation
from .plain import PlainRepl
from .session import BANNER, Session
from .themes import choose_theme


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
