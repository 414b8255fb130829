"""sicp's `amb`, by running a module-level form again: its choice points, and the exception
that goes back to one.

In Racket, `amb` captures a continuation at each choice and a failure jumps back into the
latest choice with alternatives left (chronological backtracking): the rest of that
module-level form runs again from there, its value is printed, and the program goes on
after the form that failed (each module-level form runs under a prompt of its own).
minischeme's continuations only escape, so it goes back by running the form of the choice
again from its start, each `amb` met before the choice taking the alternative it took the
first time, the choice taking its next one (``Replay``: the module's runner,
running/modules.run_module_forms, catches it). That is Racket's answer when what the form
does before its choices does the same the second time (the puzzles of SICP 4.3 bind their
choices first, then test them). A form that takes another path to the choice, or printed
before it, is an error saying so; one that assigned a variable before it assigns it again
(Racket's continuation would not), the one case this cannot see.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.errors import racket_error
from minischeme.values.ports import current_error, current_output


class Choice:
    """An `amb` that gave one of its alternatives: in which form of which module, after
    which earlier choices of that form's run, how many alternatives, which one it gave,
    and whether the form printed nothing before it (else running it again would print
    that again: going back to it is an error)."""

    __slots__ = ("owner", "form", "before", "count", "current", "quiet")

    def __init__(self, owner: Any, form: int, before: list, count: int, quiet: bool) -> None:
        self.owner, self.form, self.before, self.count, self.current = owner, form, before, count, 0
        self.quiet = quiet


class Replay(Exception):
    """Go back to a choice: run form ``form`` of the module ``owner`` again, its `amb`s
    taking the alternatives of ``trail`` ((alternative, count) each, in order)."""

    def __init__(self, owner: Any, form: int, trail: list) -> None:
        super().__init__("amb: replay")
        self.owner, self.form, self.trail = owner, form, trail


def _printed() -> tuple:
    """How much has been written to the current output and error ports."""
    out, err = current_output(), current_error()
    return id(out), out.written, id(err), err.written


class FormRun:
    """One run of a module-level form: the choices it must take again, those it took, and
    how much had been printed when it started."""

    __slots__ = ("owner", "form", "trail", "taken", "printed")

    def __init__(self, owner: Any, form: int, trail: list) -> None:
        self.owner, self.form, self.trail, self.taken = owner, form, trail, []
        self.printed = _printed()

    def check_done(self) -> None:
        """A form run again must reach the choice it was run again for."""
        if len(self.taken) < len(self.trail):
            raise _diverged()


CHOICES: list[Choice] = []          # the choice points of the run, the latest last
RUNNING: list[FormRun | None] = [None]


def restart() -> None:
    """A new program: no choice to go back to."""
    CHOICES.clear()


def choose(count: int) -> int:
    """Which of an `amb`'s ``count`` alternatives it gives (the first, or in a form run
    again the one of its trail)."""
    run = RUNNING[0]
    if run is None:     # not in a module's body (the REPL): a choice nothing goes back to
        return 0
    pos = len(run.taken)
    if pos < len(run.trail):
        taken, was = run.trail[pos]
        if was != count:
            raise _diverged()
    else:
        taken = 0
        CHOICES.append(Choice(run.owner, run.form, list(run.taken), count,
                              _printed() == run.printed))
    run.taken.append((taken, count))
    return taken


def fail() -> Any:
    """`(amb)`: go back to the latest choice with an alternative left, else sicp's error."""
    while CHOICES:
        choice = CHOICES[-1]
        if choice.current + 1 < choice.count:
            if not choice.quiet:
                raise racket_error("amb: going back to a choice after its module-level form "
                                   "printed something before it, which minischeme cannot do "
                                   "(its continuations only escape)")
            choice.current += 1
            raise Replay(choice.owner, choice.form, choice.before + [(choice.current, choice.count)])
        CHOICES.pop()
    raise racket_error("amb tree exhausted")


def _diverged() -> Any:
    return racket_error("amb: going back to a choice, minischeme ran its module-level form "
                        "again, and the form took another path before the choice (minischeme's "
                        "continuations only escape)")
