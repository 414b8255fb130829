"""The REPL's plain mode (stdin not a terminal): what `racket -i` prints, byte for byte.

The expected texts below were printed by `racket -i` (Racket 8.7, xrepl) for the same input;
where racket is installed the session is also compared with it live. Only the banner line
differs (minischeme names itself: ``repl.session.BANNER``).
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from minischeme.repl.input_reader import InputBuffer, is_complete, next_item
from minischeme.repl.session import BANNER
from minischeme.repl.xrepl_format import wrap_line, xrepl_error_text

REPO = Path(__file__).resolve().parent.parent
from racket_oracle import RACKET  # noqa: E402  (None also when MINISCHEME_HIDE_RACKET=1)
needs_racket = pytest.mark.skipif(
    RACKET is None, reason="racket is not installed: the live comparison with `racket -i` "
    "needs it (apt-get install -y racket)")


def run_plain(text: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "minischeme", *args], input=text,
                          capture_output=True, text=True, timeout=timeout, cwd=REPO, env=env)


def run_racket(text: str) -> subprocess.CompletedProcess:
    return subprocess.run([RACKET, "-i"], input=text, capture_output=True, text=True, timeout=60)


def without_banner(stdout: str) -> str:
    first, _, rest = stdout.partition("\n")
    return rest


# ------------------------------------------------------------------ the 20-input session

SESSION = textwrap.dedent("""\
    (define (card-color c) (if (memq (car c) '(H D)) 'red 'black))
    (card-color '(H . A))
    (map card-color '((S . 10) (D . 2)))
    'hello
    (+ 1 2) (* 3 4)
    (define deck (for*/list ([s '(H D S C)] [r '(A 2 3 4 5 6 7 8 9 10 J Q K)]) (cons s r)))
    (length deck)
    (take deck 6)
    (car '())
    (card-colour '(H . 2))
    (display "no newline")
    (begin (display "x") 42)
    (values 1 2)
    (void)
    "a string"
    (string-append "a"
                   "b")
    (if #t 1)
    )
    (vector 1 2 3)
    (let loop ([i 0]) (if (< i 5) (loop (+ i 1)) i))
    ; a comment, then a blank line

    (struct card (suit rank) #:transparent)
    (map card '(H S) '(A 10))
    (error 'deal "not enough cards: ~a" 53)
    (raise 'oops)
    (/ 1 0)
    (list "a rather long string to push the line past the edge" 'of-the-terminal 'window 'frame)
    """)

SESSION_STDOUT = textwrap.dedent("""\
    > > 'red
    > '(black red)
    > 'hello
    > 3
    > 12
    > > 52
    > '((H . A) (H . 2) (H . 3) (H . 4) (H . 5) (H . 6))
    > > > no newline
    > x42
    > 1
    2
    > > "a string"
    > "ab"
    > > > '#(1 2 3)
    > 5
    > > (list (card 'H 'A) (card 'S 10))
    > > > > '("a rather long string to push the line past the edge"
      of-the-terminal
      window
      frame)
    > 
    """)

SESSION_STDERR = textwrap.dedent("""\
    ; car: contract violation
    ;   expected: pair?
    ;   given: '()
    ; [,bt for context]
    ; card-colour: undefined;
    ;  cannot reference an identifier before its definition
    ;   in module: top-level
    ; [,bt for context]
    ; stdin:18:0: if: missing an "else" expression
    ;   in: (if #t 1)
    ; [,bt for context]
    ; stdin:19:0: read-syntax: unexpected `)` [,bt for context]
    ; deal: not enough cards: 53 [,bt for context]
    ; uncaught exception: 'oops [,bt for context]
    ; /: division by zero [,bt for context]
    """)


def test_session_prints_what_racket_prints():
    proc = run_plain(SESSION)
    assert proc.returncode == 0
    assert proc.stdout.split("\n", 1)[0] == BANNER
    assert without_banner(proc.stdout) == SESSION_STDOUT
    assert proc.stderr == SESSION_STDERR


@needs_racket
def test_session_matches_racket_i_live():
    ours, theirs = run_plain(SESSION), run_racket(SESSION)
    assert theirs.stdout.startswith("Welcome to Racket")
    assert without_banner(ours.stdout) == without_banner(theirs.stdout)
    assert ours.stderr == theirs.stderr
    assert ours.returncode == theirs.returncode == 0


EDGE_CASES = [
    "1 2 3\n",                                   # one prompt per datum, not per line
    "(define x 1)\n(define y 2)\nx\n",          # `> > ` for definitions
    "(display \"x\")\n(+ 1 2)\n",                # fresh line before the next prompt
    "(begin (display \"y\") (car 1))\n5\n",      # ... also after an error
    "(+ 1\n",                                    # incomplete at end of input
    "\"abc\n",                                   # unterminated string
    "(exit 3)\n5\n",                             # exit code, nothing after
    "abc",                                       # no final newline
    "(define (f) (g))\n(f)\n",                   # undefined at call time
    "(range 40)\n",                              # pretty-printed
    "(error 'my-long-procedure-name \"this is a rather long message that goes past the "
    "width of the terminal ~a\" (range 20))\n",  # xrepl wraps long error lines
]


@pytest.fixture(scope="module")
def edge_runs() -> dict:
    """Every edge case run by both, a few at a time (each run is a fresh process)."""
    with ThreadPoolExecutor(max_workers=4) as pool:
        ours = {t: pool.submit(run_plain, t) for t in EDGE_CASES}
        theirs = {t: pool.submit(run_racket, t) for t in EDGE_CASES}
        return {t: (ours[t].result(), theirs[t].result()) for t in EDGE_CASES}


@needs_racket
@pytest.mark.parametrize("text", EDGE_CASES)
def test_edge_cases_match_racket_i(text, edge_runs):
    ours, theirs = edge_runs[text]
    assert without_banner(ours.stdout) == without_banner(theirs.stdout)
    assert ours.stderr == theirs.stderr
    assert ours.returncode == theirs.returncode


def test_exit_code_and_nothing_after_exit():
    proc = run_plain("(exit 3)\n5\n")
    assert proc.returncode == 3
    assert without_banner(proc.stdout) == "> "


# ------------------------------------------------------------------ xrepl's error format

def test_error_lines_get_semicolons_and_context_hint():
    assert xrepl_error_text("/: division by zero") == "; /: division by zero [,bt for context]\n"
    assert xrepl_error_text("car: contract violation\n  expected: pair?\n  given: 1") == (
        "; car: contract violation\n;   expected: pair?\n;   given: 1\n; [,bt for context]\n")


def test_long_error_lines_wrap_as_xrepl_wraps():
    # observed: racket -i with a lone quote at the end of input
    msg = "stdin:1:0: read-syntax: expected an element for quoting \"'\", found end-of-file"
    assert xrepl_error_text(msg) == (
        "; stdin:1:0: read-syntax: expected an element for quoting \"'\", found\n"
        ";   end-of-file [,bt for context]\n")


def test_wrap_line_keeps_overlong_words_whole():
    assert wrap_line("a " + "x" * 30 + " b", (10, 8)) == ["a", "x" * 30, "b"]
    assert wrap_line("short", (10, 8)) == ["short"]


# ------------------------------------------------------------------ reading data

@pytest.mark.parametrize("text, complete", [
    ("(+ 1 2)", True), ("(+ 1", False), ("(define (f x)\n  (* x", False), ("", True),
    ("\"abc", False), ("\"a)b\"", True), ("#\\(", True), ("'(a b", False), ("#| x", False),
    ("#;(1 2) 3", True), ("(a ; comment )\n", False), ("#(1 2", False), (")", True),
    ("'", False), ("|a b", False), ("[let ([x 1]) x]", True), ("#hash((a . 1)", False),
])
def test_is_complete(text, complete):
    assert is_complete(text) is complete


def test_next_item_takes_one_datum_at_a_time_with_positions():
    buf = InputBuffer()
    buf.add("1 (+ 2\n 3) ,help\n(car")
    first = next_item(buf, at_eof=False)
    assert first.kind == "datum" and first.data[0][0] == 1
    second = next_item(buf, at_eof=False)
    assert second.kind == "datum" and second.data[0][1] == (1, 2)
    third = next_item(buf, at_eof=False)
    assert third.kind == "meta" and third.command == "help"
    assert next_item(buf, at_eof=False) is None  # `(car` needs more input
    buf.add(" x)\n")
    fourth = next_item(buf, at_eof=False)
    assert fourth.kind == "datum" and fourth.data[0][1] == (3, 0)


# ------------------------------------------------------------------ meta-commands, FILE

def test_meta_commands(tmp_path):
    rkt = tmp_path / "hand.rkt"
    rkt.write_text("#lang racket\n(define (double x) (* 2 x))\n(double 21)\n")
    text = (",help\n,load " + str(rkt) + "\n(double 5)\n,time (double 4)\n,doc double\n"
            ",doc car\n,assignment solitaire\n(card_value '(hearts . ace))\n,doc card_value\n"
            ",assignment poker\n,frobnicate\n,exit 4\n(double 1)\n")
    proc = run_plain(text)
    out, err = proc.stdout, proc.stderr
    assert proc.returncode == 4
    assert "; Commands:" in out and ";   time EXPR: time an expression" in out
    assert "> 42\n> 10\n" in out                       # the file's value, then the REPL's
    assert "; cpu time: " in out and "ms gc; real time: " in out and "\n8\n" in out
    assert "; double: a procedure taking 1 argument" in out
    assert "; car: a built-in procedure taking 1 argument" in out
    assert "; Solitaire: bound card_color, card_value" in out
    assert "> 11\n" in out
    assert "; (card_value card)  [Solitaire reference, minischeme/assignments/solitaire/reference.py]" in out
    assert "A numbered card is worth its number" in out
    assert "; assignment: unknown assignment `poker`" in err
    assert "; Unknown command: 'frobnicate [,bt for context]" in err
    assert "\n2\n" not in out  # nothing runs after ,exit


def test_file_is_loaded_first_like_drracket_run(tmp_path):
    rkt = tmp_path / "cards.rkt"
    rkt.write_text("#lang racket\n(provide (all-defined-out))\n"
                   "(define (card-color c) (if (memq (car c) '(H D)) 'red 'black))\n"
                   "(card-color '(S . 2))\n")
    proc = run_plain("(card-color '(D . K))\n", "repl", str(rkt))
    assert without_banner(proc.stdout) == "'black\n> 'red\n> \n"
    broken = tmp_path / "broken.rkt"
    broken.write_text("#lang racket\n(define (f x) (+ x 1)\n")
    proc = run_plain("(+ 1 2)\n", "repl", str(broken))
    assert "read-syntax: expected a `)` to close `(`" in proc.stderr
    assert without_banner(proc.stdout) == "> 3\n> \n"  # the session goes on


def test_document_notation():
    text = ("(card-rank (H . A))\n(find-steps ((H . 3) (S . 10) (D . A)) (draw draw draw) 16)\n"
            ",notation racket\n(card-rank '(D . 7))\n")
    proc = run_plain(text, "repl", "--assignment", "mini-card-game", "--notation", "document")
    assert without_banner(proc.stdout).startswith(
        "> 11\n> '((draw (H . 3)) (draw (S . 10)) (draw (D . A)))\n> ; notation: racket\n> 7\n")
    assert proc.stderr == ""


def test_unknown_assignment_is_a_usage_error():
    proc = run_plain("", "repl", "--assignment", "poker")
    assert proc.returncode == 2
    assert "unknown assignment: poker" in proc.stderr


# ------------------------------------------------------------------ Ctrl-C

def test_sigint_stops_a_running_loop_and_the_session_goes_on():
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-m", "minischeme", "repl"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO,
                            env=env)
    try:
        assert proc.stdout.readline().startswith("Welcome")
        proc.stdin.write("(begin (displayln \"looping\") (let loop () (loop)))\n")
        proc.stdin.flush()
        assert proc.stdout.readline() == "> looping\n"  # the loop is running now
        time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate("(+ 1 2)\n", timeout=30)
    finally:
        proc.kill()
    assert err == "; user break [,bt for context]\n"
    assert out == "> 3\n> \n"
