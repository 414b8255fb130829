"""The REPL in a real pseudo-terminal (pexpect): one session from each assignment text.

Each session types the text's examples, a typo, an unbalanced line completed on the next
line, and an infinite loop stopped with Ctrl-C, then leaves with Ctrl-D. The terminal front
end is prompt_toolkit, so the echo of the input is coloured and cursor-addressed; the tests
look for what the REPL itself prints (values, errors), which is plain text.
"""
from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect", reason="pexpect is not installed (pip install pexpect)")
pytest.importorskip("prompt_toolkit", reason="prompt_toolkit is not installed")

REPO = Path(__file__).resolve().parent.parent
TIMEOUT = 20
PROMPT_READY = "\x1b[?2004h"  # prompt_toolkit is reading keys (raw mode)
INPUT_DONE = "\x1b[?2004l"  # ... and has handed the input over


class Terminal:
    """`minischeme repl ARGS` in a pseudo-terminal."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        self.history = tmp_path / "history"
        env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
                   MINISCHEME_HISTORY=str(self.history),
                   PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        self.child = pexpect.spawn(sys.executable, ["-m", "minischeme", "repl", *args], env=env,
                                   cwd=str(REPO), encoding="utf-8", timeout=TIMEOUT,
                                   dimensions=(40, 120))
        self.child.expect_exact("Welcome to minischeme")

    def ready(self) -> None:
        """Wait for the next prompt: prompt_toolkit turns on bracketed paste as it starts
        reading (in raw mode), so keys sent now are not typed ahead into the cooked tty."""
        self.child.expect_exact(PROMPT_READY)

    def enter(self, line: str, continuation: bool = False) -> None:
        if not continuation:
            self.ready()
        self.child.send(line + "\r")

    def expect_line(self, text: str) -> None:
        """A line the REPL printed: ``text`` then the end of the line."""
        self.child.expect(re.escape(text) + r"\r\n")

    def interrupt_loop(self, loop: str) -> None:
        self.enter(loop)
        self.child.expect_exact(INPUT_DONE)
        time.sleep(0.3)  # the loop is running now
        self.child.sendintr()
        self.expect_line("; user break [,bt for context]")

    def typo(self, expr: str, name: str) -> None:
        self.enter(expr)
        self.expect_line(f"; {name}: undefined;")
        self.expect_line(";  cannot reference an identifier before its definition")

    def quit(self) -> None:
        self.ready()
        self.child.sendeof()
        self.child.expect(pexpect.EOF)
        self.child.close()
        assert self.child.exitstatus == 0


def test_solitaire_session(tmp_path):
    t = Terminal(tmp_path, "--assignment", "solitaire")
    t.expect_line("; Solitaire: bound card_color, card_value, remove_card, all_same_color,")
    t.enter("(card_color '(hearts . 5))")
    t.expect_line("'red")
    t.enter("(card_value '(spades")      # unbalanced: Enter waits for the rest
    t.enter("             . ace))", continuation=True)
    t.expect_line("11")
    t.typo("(card_colr '(clubs . 2))", "card_colr")
    t.interrupt_loop("(let loop () (loop))")
    t.ready()
    t.child.send("(+ 1000 (card_val\t")  # Tab completes card_value
    t.child.expect_exact("ue")           # ... once the completer has answered
    t.enter(" '(clubs . 2)))", continuation=True)
    t.expect_line("1002")
    t.enter("(score '((hearts . 2) (diamonds . 3)) 10)")
    t.expect_line("2")
    t.quit()
    assert "(card_color '(hearts . 5))" in t.history.read_text()


def test_kaartspel_session(tmp_path):
    t = Terminal(tmp_path, "--assignment", "kaartspel")
    t.enter("(define s (grens-strategie 10))")
    t.enter("(neem-kaarten s '(3 4 5 6) '() 5)")
    t.expect_line("'((3 4 5) (6) (3 4 5))")
    t.enter("(neem-kaarten (grens-strategie 4)")
    t.enter("  '(1 2 3) '() 5)", continuation=True)
    t.expect_line("'((1 2 3) () (1 2 3))")
    t.typo("(neem-kaart s '(1) '() 1)", "neem-kaart")
    t.interrupt_loop("(let loop ([i 0]) (loop (+ i 1)))")
    t.enter("(car (neem-kaarten s '(9 9) '() 1))")
    t.expect_line("'(9)")
    t.quit()


def test_bridge_hands_session(tmp_path):
    t = Terminal(tmp_path, "--assignment", "bridge-hands")
    t.enter("(suit-counts '(sa s10 hq ck c4))")
    t.expect_line("'(2 1 2 0)")
    t.enter("(bridge-val '(h3 d7 sk s3 c10 dq")
    t.enter("  d8 s9 s4 d10 c7 d4 s2))", continuation=True)
    t.expect_line("8")
    t.typo("(high-card-pts '(sa))", "high-card-pts")
    t.enter("(define (forever n) (forever (+ n 1)))")
    t.interrupt_loop("(forever 0)")
    t.enter("(+ 100 (card-val 'sa))")
    t.expect_line("104")
    t.quit()


def test_mini_card_game_session_in_document_notation(tmp_path):
    t = Terminal(tmp_path, "--assignment", "mini-card-game", "--notation", "document")
    t.expect_line("; notation: document")
    t.enter("(card-rank (H . A))")       # the text's notation: no quote needed
    t.expect_line("11")
    t.enter("(find-steps ((H . 3) (S . 10) (D . A))")
    t.enter("            (draw draw draw) 16)", continuation=True)
    t.expect_line("'((draw (H . 3)) (draw (S . 10)) (draw (D . A)))")
    t.typo("(card-rnk 5)", "card-rnk")
    t.enter(",notation racket")
    t.expect_line("; notation: racket")
    t.interrupt_loop("(for ([i (in-naturals)]) i)")
    t.enter(",notation document")
    t.expect_line("; notation: document")
    t.enter(",doc card-rank")
    t.expect_line("; (card-rank card)  [Mini Card Game reference, minischeme/assignments/mini_card_game/reference.py]")
    t.enter("(calc-score ((H . 10) (D . 5)) 20)")
    t.expect_line("2")
    t.quit()


def test_a_long_value_is_pretty_printed_and_exit_ends_the_session(tmp_path):
    t = Terminal(tmp_path)
    t.enter("(for*/list ([s '(H D S C)] [r '(A K Q J)]) (cons s r))")
    t.expect_line("'((H . A)")
    t.expect_line("  (H . K)")
    t.enter("(display \"no newline\")")
    t.expect_line("no newline")
    t.enter("(exit 7)")
    t.child.expect(pexpect.EOF)
    t.child.close()
    assert t.child.exitstatus == 7
