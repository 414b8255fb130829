"""The piped REPL against `racket -i`: the same input, the same stdout, stderr and exit code.

Racket's answers are recorded in ``tests/repl_recorded/racket_i.json``, so the comparison
runs without Racket; where `racket` is installed each recording is also checked against a
live `racket -i`, so a recording that is no longer Racket's answer fails. Only the banner
line differs (minischeme names itself).

To refresh the recordings from a live Racket (after adding a case)::

    python tests/test_repl_racket_differential.py --record
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RECORDED = Path(__file__).resolve().parent / "repl_recorded" / "racket_i.json"
RACKET = shutil.which("racket")

DEEP = 500
CARD_COLOR = "(define (card-color c) (if (memq (car c) '(H D)) 'red 'black))\n"

# name -> the text piped into the REPL
CASES: dict[str, str] = {
    # the cases of issue 18
    "document-notation call without quote": CARD_COLOR + "( card-color (H . A) )\n",
    "top-level empty begin": "(begin)\n(begin (begin))\n(begin (begin) 1)\n(if 1 (begin) 2)\n",
    "define of a number": "(define 5 3)\n",
    "malformed lambda inside check-exn": (
        "(require rackunit)\n(check-exn exn:fail? (lambda () (lambda)))\n"
        "(check-exn exn:fail? (lambda (x 1) x))\n"),
    "500-deep nested list": "(list " * DEEP + "1" + ")" * DEEP + "\n",
    "500-deep quoted list": "'" + "(" * DEEP + ")" * DEEP + "\n",
    "500-deep nested call": "(+ 1 " * DEEP + "0" + ")" * DEEP + "\n",
    # reading: what is evaluated before an error, and where reading goes on after it
    "dot then extra datum": "(1 . 2 3) 5\n",
    "dot in an application": "(list 1 . 2 3 4) 7\n",
    "nothing before the dot": "(. 1) 3\n",
    "wrong closer": "(a] 5\n",
    "stray closer": ") 5\n",
    "bad character inside a list": "(a #\\bogus b) 5\n",
    "one prompt per datum": "1 2 3\n",
    # struct-type properties: a result printed by its prop:custom-write (mode 0, or 1
    # inside a quoted list), an instance with prop:procedure applied and printed
    "struct properties in results": (
        "(struct p (x) #:methods gen:custom-write [(define (write-proc v port mode) "
        "(fprintf port \"<P ~a ~s>\" (p-x v) mode))])\n(p 1)\n(list (p 1))\n"
        "(struct s (g) #:property prop:procedure 0)\n((s add1) 1)\n(s add1)\n((s 5) 1)\n"),
    "datum comment": "#;1 2\n#; (a\n b) 3\n",
    "quote at the end of input": "(+ 1 2) '\n",
    "string left open at the end": "(+ 1 2) \"abc\n",
    "list left open at the end": "(+ 1\n",
    "list over lines": "(+ 1\n 2\n ; comment )\n 3)\n",
    "here-string": "#<<EOF\nab \"c\"\nEOF\n(string-length #<<X\nxy\nX\n)\n",
    "block comment": "#| a #| nested |# b |# 4\n",
    "block comment left open": "1 #| x\n",
    "symbol bar left open": "(a |b\n",
    "bar inside a symbol left open": "ab|c d\n",
    "definitions print nothing": "(define x 1)\n(define y 2)\nx\n",
    "fresh line before the prompt": "(display \"x\")\n(+ 1 2)\n(begin (display \"y\") (car 1))\n5\n",
    "exit code": "(exit 3)\n5\n",
    "no final newline": "abc",
    "undefined at call time": "(define (f) (g))\n(f)\n",
    "pretty-printed result": "(range 40)\n",
    "long error line wraps": "(error 'my-long-procedure-name \"this is a rather long message that "
                             "goes past the width of the terminal ~a\" (range 20))\n",
    "syntax errors": "(if)\n(define)\n(define (f))\n(quote)\n(let ((x)) x)\n(lambda)\n",
    "not a procedure": "(1 2 3)\n(\"a\" 1)\n",
    "bad byte in a symbol": "'a\ufffdb\n\"x\ufffdy\"\n",
    # students' usual mistakes, one a line
    "common mistakes": (
        '()\n'
        '(define x)\n'
        '(cond [else])\n'
        '(let loop)\n'
        '(foo 1)\n'
        '(car)\n'
        '(define (f x) x)\n'
        '(f)\n'
        '(f 1 2)\n'
        '(string-append "a" 1)\n'
        '(vector-ref (vector 1) 5)\n'
        "(hash-ref (hash) 'a)\n"
        "(list-ref '(1) 3)\n"
        '(else 1)\n'
        '(let ([x 1] [x 2]) x)\n'
        '(set! undefined-thing 5)\n'
        '(define-values (a b) (values 1))\n'
        '(apply + 1)\n'
        '(raise 5)\n'
        '(error "plain message")\n'
        '(error \'sym "fmt ~a ~s" "x" "y")\n'
        '(struct pt (x y))\n'
        '(pt 1)\n'
        '(pt-x 5)\n'
        '(for/list ([i 3]) i)\n'
        '(match 5 [6 1])\n'
        '(let)\n'
        '(let ())\n'
        '(let loop ())\n'
        '(let x)\n'
        '(let ([x 1]))\n'
        '(cond [else])\n'
        '(cond [else] [#t 1])\n'
        '(let ([x 1] [x 2]) x)\n'
        '(letrec ([x 1] [x 2]) x)\n'
    ),
}


def run_ours(text: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "minischeme"], input=text, capture_output=True,
                          text=True, timeout=120, cwd=ROOT, env=env)
    return _answer(proc)


def run_racket(text: str) -> dict:
    proc = subprocess.run([RACKET, "-i"], input=text, capture_output=True, text=True,
                          timeout=120)
    return _answer(proc)


def _answer(proc: subprocess.CompletedProcess) -> dict:
    return {"stdout": proc.stdout.partition("\n")[2], "stderr": proc.stderr,
            "returncode": proc.returncode}


def recorded() -> dict:
    return json.loads(RECORDED.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def ours() -> dict:
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(run_ours, text) for name, text in CASES.items()}
        return {name: f.result() for name, f in futures.items()}


@pytest.fixture(scope="module")
def live() -> dict:
    if RACKET is None:
        pytest.skip("racket is not installed: the recordings are compared with minischeme, "
                    "not re-checked against a live racket -i (apt-get install -y racket)")
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {name: pool.submit(run_racket, text) for name, text in CASES.items()}
        return {name: f.result() for name, f in futures.items()}


def test_every_case_is_recorded():
    assert set(recorded()) == set(CASES), "refresh: python tests/test_repl_racket_differential.py --record"
    assert all(recorded()[name]["input"] == text for name, text in CASES.items())


@pytest.mark.parametrize("name", list(CASES))
def test_piped_repl_prints_what_racket_i_printed(name, ours):
    want = recorded()[name]
    got = ours[name]
    assert got["stdout"] == want["stdout"]
    assert got["stderr"] == want["stderr"]
    assert got["returncode"] == want["returncode"]


@pytest.mark.parametrize("name", list(CASES))
def test_recording_is_still_racket_s_answer(name, live):
    want = recorded()[name]
    assert live[name] == {k: want[k] for k in ("stdout", "stderr", "returncode")}


def record() -> None:
    """Ask the live `racket -i` for every case and write the recordings."""
    if RACKET is None:
        sys.exit("racket is not installed")
    with ThreadPoolExecutor(max_workers=2) as pool:
        answers = {name: pool.submit(run_racket, text) for name, text in CASES.items()}
        data = {name: {"input": CASES[name], **f.result()} for name, f in answers.items()}
    RECORDED.parent.mkdir(exist_ok=True)
    RECORDED.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"recorded {len(data)} cases in {RECORDED}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--record"]:
        record()
    else:
        sys.exit(__doc__)
