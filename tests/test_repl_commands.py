"""The REPL's commands and settings: ,bt, ,load twice, each assignment's language, colour
themes, the reader's "incomplete" answer, ,doc text; and compete's ranks and reasons."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minischeme.grading.formats.text import failure_lines
from minischeme.grading.results import TestResult as Result
from minischeme.repl.docs import plain_text
from minischeme.repl.input_reader import InputBuffer, is_complete, next_item, read_prefix
from minischeme.repl.themes import THEMES, choose_theme, terminal_background

ROOT = Path(__file__).resolve().parents[1]
MCG = ROOT / "tests" / "submissions" / "mini-card-game"


def piped(text: str, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "minischeme", *args], input=text,
                          capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)


def body(proc: subprocess.CompletedProcess) -> str:
    return proc.stdout.partition("\n")[2]


# ------------------------------------------------------------------ ,bt

def test_backtrace_shows_the_chain_of_calls_with_positions():
    proc = piped(",bt\n(define (f x) (car x))\n(define (g y) (+ 1 (f y)))\n(g 5)\n,bt\n")
    out = body(proc)
    assert out.startswith("> ; (no backtrace)\n")
    assert ("; car: contract violation\n;   expected: pair?\n;   given: 5\n;   context...:\n"
            ";    stdin:2:0: f\n;    stdin:3:0: g\n;    body of top-level\n") in out
    assert "Unknown command" not in proc.stderr


def test_backtrace_of_deep_recursion_counts_the_repeats():
    proc = piped("(define (down n) (if (= n 0) (car n) (+ 1 (down (- n 1)))))\n(down 50)\n,bt\n")
    assert ";    stdin:1:0: down (repeated 51 times)\n" in body(proc)


# ------------------------------------------------------------------ ,load

def test_load_twice_reinstantiates_the_module_like_drracket_run(tmp_path):
    rkt = tmp_path / "hand.rkt"
    rkt.write_text("#lang racket\n(define total 10)\n(define (bump) (+ total 1))\ntotal\n")
    proc = piped(f",load {rkt}\n(define mine 5)\n,load {rkt}\n(bump)\nmine\n")
    out = body(proc)
    assert out.startswith("> 10\n> > 10\n> 11\n> ")
    assert "identifier already defined" not in proc.stderr
    assert "mine: undefined" in proc.stderr     # Run starts afresh, as DrRacket's does


# ------------------------------------------------------------------ languages

def test_bridge_hands_repl_speaks_simply_scheme():
    proc = piped("(bf 'sa)\n(first 'abc)\n(high-card-points '(sa hk d2))\n",
                 "repl", "--assignment", "bridge-hands")
    assert body(proc) == "> 'a\n> 'a\n> 7\n> \n"
    assert proc.stderr == ""


def test_assignment_command_switches_to_the_assignment_language():
    proc = piped(",assignment bridge-hands\n(bf 'sa)\n")
    assert "; language: simply-scheme" in proc.stdout and "> 'a\n" in proc.stdout
    assert proc.stderr == ""


def test_explicit_lang_is_kept():
    proc = piped("(first 'abc)\n", "repl", "--assignment", "bridge-hands", "--lang", "racket")
    assert "first: contract violation" in proc.stderr


# ------------------------------------------------------------------ colour

@pytest.mark.parametrize("env, theme", [
    ({"COLORFGBG": "15;0"}, "dark"), ({"COLORFGBG": "0;15"}, "light"),
    ({"COLORFGBG": "0;default;15"}, "light"), ({"COLORFGBG": "7;8"}, "dark"),
    ({"COLORFGBG": "garbage"}, "ansi"), ({}, "ansi"),
    ({"MINISCHEME_BACKGROUND": "light", "COLORFGBG": "15;0"}, "light"),
    ({"NO_COLOR": "1", "COLORFGBG": "15;0"}, None), ({"TERM": "dumb"}, None),
])
def test_auto_theme_follows_what_the_terminal_says(env, theme):
    assert choose_theme("auto", env) == theme


def test_never_and_always_override_the_environment():
    assert choose_theme("never", {"COLORFGBG": "15;0"}) is None
    assert choose_theme("always", {"NO_COLOR": "1"}) == "ansi"
    assert choose_theme("always", {"NO_COLOR": "1", "COLORFGBG": "15;0"}) == "dark"
    assert terminal_background({"COLORFGBG": "15;0"}) == "dark"


def test_dark_theme_has_no_navy_or_dark_red():
    """The complaint of issue 18: navy symbols and dark-red constants on a dark screen."""
    for style in THEMES["dark"].values():
        for colour in ("#000080", "#00008b", "#800000", "#8b0000", "#aa0000", "#0000ff"):
            assert colour not in style.lower()


def test_color_flag_is_accepted_and_checked():
    assert piped("1\n", "repl", "--color", "never").returncode == 0
    bad = piped("", "repl", "--color", "purple")
    assert bad.returncode == 2 and "invalid choice" in bad.stderr


# ------------------------------------------------------------------ reading

@pytest.mark.parametrize("text, complete", [
    ("(+ 1 2)", True), ("(+ 1", False), ("\"abc", False), ("#| x", False), ("'", False),
    ("(a ; )\n", False), ("#<<EOF\nab", False), (")", True), ("(a]", True), ("#;", False),
    ("(" * 2000, False), ("(" * 2000 + ")" * 2000, True),
])
def test_enter_asks_the_reader_whether_input_is_complete(text, complete):
    assert is_complete(text) is complete


def test_read_prefix_stops_where_racket_s_reader_stops():
    data, stop, problem = read_prefix("(+ 1 2) (car")
    assert [d for d, _ in data][0].car.name == "+" and stop == 8
    assert type(problem).__name__ == "ReadIncomplete"
    data, stop, problem = read_prefix("(1 . 2 3) 5")
    assert data == [] and stop == 8 and "illegal use of `.`" in problem.message


def test_meta_command_after_a_datum_on_the_same_line():
    buf = InputBuffer()
    buf.add("(+ 1 2) ,help me\n4\n")
    kinds = [(i.kind, i.command, i.argument) for i in iter(lambda: next_item(buf, True), None)]
    assert kinds == [("datum", "", ""), ("meta", "help", "me"), ("datum", "", "")]


# ------------------------------------------------------------------ text shown to users

def test_doc_text_has_no_python_markup():
    assert plain_text("Raises ``IllegalMove`` for :class:`Deck` and `x`.") == \
        "Raises IllegalMove for Deck and x."
    proc = piped(",doc play\n", "repl", "--assignment", "mini-card-game")
    assert "``" not in proc.stdout and "(play cards moves goal)" in proc.stdout


def test_grade_report_shows_printed_output_as_a_racket_string():
    t = Result("t1", "f", "generated", "(f 1)", "1", "2", "wrong", output='say "hi"\n\\')
    assert '  printed:  "say \\"hi\\"\\n\\\\"' in failure_lines(t, "")


def test_compete_shares_ranks_and_says_why_games_were_not_counted():
    proc = piped("", "compete", "--games", "2", str(MCG / "correct.rkt"),
                 str(MCG / "fdraw_front.rkt"), str(MCG / "halving.rkt"),
                 str(MCG / "missing_play.rkt"))
    assert proc.returncode == 0, proc.stderr
    ranks = {line.split()[1].rsplit("/", 1)[-1]: int(line.split()[0])
             for line in proc.stdout.splitlines() if line.strip()[:1].isdigit()}
    assert ranks == {"correct.rkt": 1, "fdraw_front.rkt": 1, "halving.rkt": 3,
                     "missing_play.rkt": 3}
    assert "halving.rkt: game #1: not an exact integer score: 47/2" in proc.stdout
    assert "missing_play.rkt: game #1: missing: play is not defined" in proc.stdout
    assert "Fraction" not in proc.stdout
