"""Issue 31, points 2 and 3: what is typed at the prompt is blamed on the prompt, and
``,bt`` after a depth-limit error answers at once.

Racket names what `racket -i` reads ``stdin`` (``stdin:1:34: (car x)`` in errortrace's
context), whatever file was entered before; so does minischeme's REPL, with a file loaded
(``minischeme repl buggy.rkt``) or without.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUGGY = "#lang racket\n(define (f x) (car x))\n(define (g n) (if (= n 0) 0 (+ 1 (g (- n 1)))))\n"


def piped(text: str, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "minischeme", "repl", *args], input=text,
                          capture_output=True, text=True, timeout=300, cwd=cwd, env=env)


def test_a_definition_typed_at_the_prompt_is_blamed_on_the_prompt(tmp_path):
    (tmp_path / "buggy.rkt").write_text(BUGGY)
    done = piped("(define (k x) (car x))\n(k 5)\n,bt\n(f 5)\n,bt\n", "buggy.rkt", cwd=tmp_path)
    contexts = done.stdout.split(";   context...:\n")[1:]
    assert contexts[0].startswith(";    stdin:1:0: k\n;    body of top-level\n")
    assert contexts[1].startswith(";    buggy.rkt:2:0: f\n;    body of top-level\n")
    assert "buggy.rkt:1:0" not in done.stdout + done.stderr


def test_a_depth_limit_in_a_typed_definition_names_the_prompt(tmp_path):
    (tmp_path / "buggy.rkt").write_text(BUGGY)
    done = piped("(define (h n) (+ 1 (h n)))\n(h 1)\n,bt\n", "buggy.rkt", cwd=tmp_path)
    assert "in\n;   `h` at stdin:1:0 (the program recursed" in done.stderr
    assert ";    stdin:1:0: h (repeated " in done.stdout
    assert "buggy.rkt" not in done.stdout + done.stderr


def test_backtrace_after_a_depth_limit_is_quick(tmp_path):
    """The recursion itself takes its time; ``,bt`` after it must not add seconds (it
    walked 2.4 million frames one dictionary lookup of a code object's hash at a time)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, "-m", "minischeme", "repl"], cwd=tmp_path, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)
    try:
        proc.stdin.write("(define (h n) (+ 1 (h n)))\n(h 1)\n(display \"ready\")\n")
        proc.stdin.flush()
        seen = ""
        while not seen.endswith("ready"):
            seen += proc.stdout.read(1)
        start = time.perf_counter()
        proc.stdin.write("\n,bt\n(display \"done\")\n")
        proc.stdin.flush()
        while not seen.endswith("done"):
            seen += proc.stdout.read(1)
        took = time.perf_counter() - start
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert ";    stdin:1:0: h (repeated 1," in seen
    assert took < 2.5, f",bt took {took:.1f} s (before the fix: 3 s idle, 20 s busy)"
