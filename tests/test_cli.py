"""The command line: `run` and `eval --json` as a user runs them."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def minischeme(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "minischeme", *args], capture_output=True,
                          text=True, cwd=cwd or ROOT, timeout=120)


def test_run_prints_values_and_exits_1_on_error_keeping_earlier_output(tmp_path):
    f = tmp_path / "cards.rkt"
    f.write_text("#lang racket\n(displayln \"start\")\n(cons 'H 3)\n(car '())\n(displayln \"never\")\n")
    r = minischeme("run", str(f))
    assert r.stdout == "start\n'(H . 3)\n"
    assert r.stderr.splitlines()[0] == "car: contract violation"
    assert r.returncode == 1


def test_run_scheme_language_prints_without_quote(tmp_path):
    f = tmp_path / "s.rkt"
    f.write_text("\n; a comment before the lang line\n#lang scheme\n'red\n(list 1 'a \"s\")\n")
    r = minischeme("run", str(f))
    assert r.stdout == 'red\n(1 a "s")\n'


def test_bare_file_runs_at_top_level_with_redefinition(tmp_path):
    f = tmp_path / "bare.rkt"
    f.write_text("(define x 1)\n(define x 2)\nx\n")
    r = minischeme("run", "--lang", "racket", str(f))
    assert (r.stdout, r.returncode) == ("2\n", 0)


def test_compile_error_in_module_prints_nothing_else(tmp_path):
    f = tmp_path / "u.rkt"
    f.write_text("#lang racket\n(displayln \"before\")\n(define (h) (zz))\n")
    r = minischeme("run", "u.rkt", cwd=tmp_path)
    assert r.stdout == ""
    assert r.stderr.splitlines()[0] == "u.rkt:3:13: zz: unbound identifier"
    assert r.returncode == 1


def test_read_error_names_line_and_column(tmp_path):
    f = tmp_path / "p.rkt"
    f.write_text("#lang racket\n(define (f x)\n  (+ x 1)\n")
    r = minischeme("run", "p.rkt", cwd=tmp_path)
    assert r.stderr.splitlines()[0] == "p.rkt:2:0: read-syntax: expected a `)` to close `(`"
    assert "Traceback" not in r.stderr


def test_exit_code_comes_from_exit(tmp_path):
    f = tmp_path / "e.rkt"
    f.write_text("#lang racket\n(display 1)\n(exit 3)\n(display 2)\n")
    r = minischeme("run", str(f))
    assert (r.stdout, r.returncode) == ("1", 3)


def test_eval_json_reports_values_output_and_errors_per_datum(tmp_path):
    f = tmp_path / "m.rkt"
    f.write_text("#lang racket\n(define (f x) (* 2 x))\n(display \"loaded\")\n")
    e = tmp_path / "exprs"
    e.write_text("(f 21)\n(begin (display \"hi\") 'x)\n(car '())\n(raise 'boom)\n(void)\n")
    r = minischeme("eval", str(f), str(e), "--json")
    lines = [json.loads(line) for line in r.stdout.splitlines()]
    assert lines[0] == {"load_error": None, "body_output": "loaded"}
    assert lines[1] == {"expr": "(f 21)", "value": "42", "output": ""}
    assert lines[2] == {"expr": "(begin (display \"hi\") (quote x))", "value": "x", "output": "hi"}
    assert lines[3]["error"].startswith("car: contract violation")
    assert lines[4]["error"] == "uncaught exception: boom"  # racket-eval.rkt writes it with ~s
    assert lines[5]["value"] == ""


def test_eval_json_after_load_error_marks_every_datum(tmp_path):
    f = tmp_path / "bad.rkt"
    f.write_text("#lang racket\n(car 1)\n")
    e = tmp_path / "exprs"
    e.write_text("1\n2\n")
    lines = [json.loads(x) for x in minischeme("eval", str(f), str(e), "--json").stdout.splitlines()]
    assert lines[0]["load_error"].startswith("car: contract violation")
    assert [x["error"] for x in lines[1:]] == ["module failed to load"] * 2


def test_the_readme_example_runs_as_racket_prints_it():
    r = minischeme("run", "examples/cards.rkt")
    # the output of `racket examples/cards.rkt` (Racket 8.7)
    assert (r.stdout, r.stderr, r.returncode) == ("red\n10\n#t\n46\n150\n(black red)\n", "", 0)
