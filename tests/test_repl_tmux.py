"""The REPL in a real terminal (tmux), as a user types at it: issue 31, points 2, 3 and 9.

* 9: Enter inside an open form indents the next line; spaces the user types there take
  the place of that indentation instead of adding to it (``  (let`` showed as
  ``      (let``).
* 2: a definition typed at the prompt is blamed on the prompt (``stdin``), also after
  ``minischeme repl buggy.rkt``; 3: ``,bt`` after a depth-limit error answers at once.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from tmux_terminal import TMUX, Terminal  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("prompt_toolkit", reason="prompt_toolkit is not installed")
pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed "
                                "(apt-get install -y tmux)")


def repl(tmp_path: Path, *args: str) -> Terminal:
    env = dict(os.environ, PYTHONPATH=str(ROOT), MINISCHEME_HISTORY=str(tmp_path / "history"))
    terminal = Terminal([sys.executable, "-m", "minischeme", "repl", *args], tmp_path, env)
    terminal.wait_for_prompt(1)
    return terminal


def type_line(terminal: Terminal, text: str) -> None:
    """Type a line inside an open form and Enter: the REPL indents the next one."""
    terminal.type(text)
    terminal.press("Enter")
    time.sleep(0.3)


def test_typed_indentation_replaces_the_automatic_indentation(tmp_path):
    with repl(tmp_path) as t:
        type_line(t, "(define (f x)")
        type_line(t, "  (let ([y x])")          # two spaces typed where Enter put two
        type_line(t, "    y))")                 # four where Enter put four
        t.wait_for_prompt(2)
        type_line(t, "(define (g x)")
        type_line(t, "(+ x")                    # nothing typed: Enter's indentation
        type_line(t, "      1))")               # six typed where Enter put four: six
        t.wait_for_prompt(3)
        t.enter("(list (f 3) (g 1))")
        screen = t.screen().splitlines()
    # the continuation lines are indented past the 2 columns of "> "
    assert "> (define (f x)" in screen
    i = screen.index("> (define (f x)")
    assert screen[i + 1:i + 3] == ["    (let ([y x])", "      y))"]
    j = screen.index("> (define (g x)")
    assert screen[j + 1:j + 3] == ["    (+ x", "        1))"]
    assert "'(3 2)" in screen


def test_a_definition_typed_after_loading_a_file_is_blamed_on_the_prompt(tmp_path):
    (tmp_path / "buggy.rkt").write_text("#lang racket\n(define (f x) (car x))\n")
    with repl(tmp_path, "buggy.rkt") as t:
        t.enter("(define (k x) (car x))")
        t.enter("(k 5)")
        screen = t.enter(",bt")
    assert ";    stdin:1:0: k" in screen
    assert "buggy.rkt:1:0" not in screen


def test_backtrace_after_a_depth_limit_answers_at_once(tmp_path):
    with repl(tmp_path) as t:
        t.enter("(define (h n) (+ 1 (h n)))")
        t.enter("(h 1)", timeout=300)
        assert "`h` at stdin:1:0" in t.screen()
        start = time.perf_counter()
        screen = t.enter(",bt", timeout=120)
        took = time.perf_counter() - start
    assert ";    stdin:1:0: h (repeated 1," in screen
    assert took < 3.0, f",bt took {took:.1f} s (before the fix: 3 s idle, 20 s busy)"


def test_what_is_typed_while_an_evaluation_runs_is_run_after_it(tmp_path):
    """Typed ahead while ``(sleep 2)`` runs: the terminal echoes it, the answer follows on its
    own line, and the typed line is then read and run, as ``racket -i`` 8.7 shows it in the
    same terminal. (A busy loop instead of ``sleep`` raced: under load it could end between
    the typing and the Enter.)"""
    with repl(tmp_path) as t:
        count = t.prompts()
        t.type("(begin (sleep 2) 'done)")
        t.press("Enter")
        time.sleep(0.5)
        t.type("(+ 40 2)")                      # typed ahead, while the sleep runs
        t.press("Enter")
        screen = t.wait_for_prompt(count + 2, timeout=120).splitlines()
    i = screen.index("> (begin (sleep 2) 'done)")
    assert screen[i + 1:i + 5] == ["(+ 40 2)", "'done", "> (+ 40 2)", "42"]
