"""The short form of the fuzzing (the long form: ``python -m fuzz --minutes 60``).

Three parts: every case the long runs ever found (fuzz/corpus/) still runs cleanly; every
kind of extreme input at full size is handled; and a fresh fuzz run over a fixed range of
seeds of every generator, in worker processes watched for hangs and crashes, finds nothing.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from fuzz.check import check
from fuzz.generators import EXTREMES, GENERATORS, make_case

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"
CORPUS_CASES = sorted(CORPUS.glob("*.txt")) if CORPUS.is_dir() else []


@pytest.mark.parametrize("path", CORPUS_CASES, ids=[p.name for p in CORPUS_CASES])
def test_case_the_fuzzer_once_found_now_runs_cleanly(path):
    text = path.read_text(encoding="utf-8", errors="surrogatepass")
    found = check(text)
    assert found is None, f"{found.kind}: {found.detail}"


@pytest.mark.parametrize("kind", sorted(EXTREMES))
def test_extreme_input_at_100000_gives_a_value_or_a_racket_error(kind):
    found = check(EXTREMES[kind](100_000))
    assert found is None, f"{found.kind}: {found.detail}"


def test_cases_are_reproducible_from_generator_and_seed():
    for name in GENERATORS:
        assert make_case(name, 17) == make_case(name, 17)
    assert make_case("programs", 1) != make_case("programs", 2)


def test_the_checker_reports_a_python_exception_as_a_bug(monkeypatch):
    from minischeme.primitives import lookup_primitive
    car = lookup_primitive("car")

    def broken(p):
        raise ZeroDivisionError("oops")
    monkeypatch.setattr(car, "fn", broken)
    found = check("(car '(1 2))")
    assert found is not None and found.kind == "internal" and "ZeroDivisionError" in found.detail


def test_a_fuzz_run_over_fixed_seeds_finds_no_traceback_hang_or_crash(tmp_path):
    corpus = tmp_path / "corpus"
    run = subprocess.run([sys.executable, "-m", "fuzz", "--cases", "40", "--workers", "2",
                          "--start", "1000", "--corpus", str(corpus), "--hang", "60"],
                         cwd=ROOT, capture_output=True, text=True, timeout=900)
    found = json.loads((corpus / "index.json").read_text()) if corpus.exists() else {}
    assert run.returncode == 0 and not found, run.stdout[-3000:] + run.stderr[-3000:]
    assert f"{40 * len(GENERATORS)} cases" in run.stdout


@pytest.mark.parametrize("expr, first_line", [
    ("(tan +inf.0)", None),
    ("(combinations '(1 2) -3/4)", "in-combinations: contract violation"),
    ('(write-string "ab" (current-output-port) 5)', "write-string: starting index is out of range"),
    ("(struct card '() d-error exn:fail (card))", "stdin:1:13: struct: bad syntax;"),
    ("(struct p 5)", "stdin:1:10: struct: bad syntax;"),
    ("(struct p (a b) #:constructor-name)", "stdin:1:16: struct: bad syntax;"),
    ("(define-syntax #\\nul syntax-rules)", "stdin:1:15: define-syntax: bad syntax"),
    ("(procedure-arity-includes? car 'H)", "procedure-arity-includes?: contract violation"),
    ("(procedure-arity-includes? car #t)", "procedure-arity-includes?: contract violation"),
])
def test_fuzz_findings_answer_as_racket_does(expr, first_line):
    from minischeme.running.interpreter import Interpreter
    [o] = Interpreter().eval_string(expr)
    assert (o.error or "").split("\n")[0] == (first_line or "")
