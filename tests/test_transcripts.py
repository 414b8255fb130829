"""Transcripts: parsing, judging (values as data, errors, properties), document notation,
the documentation-example format, and the `minischeme test` command."""
import subprocess
import sys
from pathlib import Path

from minischeme.values.data import sym
from minischeme.running.interpreter import Interpreter
from minischeme.reading.notation import binding_test, to_racket
from minischeme.values.printer import write_string
from minischeme.reading.reader import read_all
from minischeme.running.transcripts import parse_doc_examples, parse_transcript, run_case, run_transcript

ROOT = Path(__file__).resolve().parents[1]


def results(text):
    return [r for _, r in run_transcript(parse_transcript(text))]


def test_values_compare_as_data_so_quoted_and_unquoted_agree():
    rs = results("> 'red\nred\n\n> '(H . 3)\n'(H . 3)\n\n> (= 1 1)\n#true\n")
    assert [r.passed for r in rs] == [True, True, True]


def test_a_wrong_expected_value_fails_with_both_sides_shown():
    [r] = results("> (+ 1 2)\n4\n")
    assert not r.passed
    assert (r.expected, r.actual) == ("4", "3")


def test_expected_errors_compare_their_first_line():
    ok, wrong, missing = results("> (car '())\n; car: contract violation\n\n"
                                 "> (car '())\n; cdr: contract violation\n\n"
                                 "> (car '(1))\n; car: contract violation\n")
    assert ok.passed and not wrong.passed and not missing.passed


def test_printed_output_comes_before_values():
    ok, bad = results('> (begin (display "hi") 5)\nhi5\n\n> (begin (display "hi") 5)\nho5\n')
    assert ok.passed and not bad.passed


def test_properties_judge_strategy_dependent_answers():
    ok, bad = results("> (list 1 2)\n?? (lambda (v) (= (length v) 2))\n\n"
                      "> (list 1 2)\n?? (lambda (v) (= (length v) 3))\n")
    assert ok.passed and not bad.passed


def test_definitions_carry_over_to_later_cases():
    rs = results("> (define (sq x) (* x x))\n\n> (sq 5)\n25\n")
    assert all(r.passed for r in rs)


def test_header_and_directives_are_read():
    t = parse_transcript(";; assignment: solitaire\n;; notation: document\n\n;; points: 2\n"
                         ";; visibility: hidden\n> (f\n  1)\n3\n")
    assert (t.assignment, t.notation) == ("solitaire", "document")
    [case] = t.cases
    assert (case.source, case.points, case.visibility, case.expected) == ("(f\n  1)", 2.0, "hidden", ["3"])


def convert(text, interp=None):
    interp = interp or Interpreter(assignment="mini-card-game")
    [d] = read_all(text)
    return write_string(to_racket(d, binding_test(interp)))


def test_document_notation_quotes_data_but_keeps_calls():
    assert convert("(card-rank (H . A))") == "(card-rank (quote (H . A)))"
    assert convert("(fdraw ((H . 3)) ())") == "(fdraw (quote ((H . 3))) (quote ()))"
    assert convert("(find-steps ((H . 3)) (draw discard) 16)") == \
        "(find-steps (quote ((H . 3))) (quote (draw discard)) 16)"
    assert convert("(card-color (car ((H . 3))))") == "(card-color (car (quote ((H . 3)))))"
    assert convert("(list red 'x)") == "(list (quote red) (quote x))"


def test_document_notation_leaves_special_forms_as_code():
    assert convert("(define (f x) (card-rank x))") == "(define (f x) (card-rank x))"
    assert convert("(card-rank (let ([c (H . A)]) c))") == "(card-rank (let ((c (H . A))) c))"


def test_document_notation_case_runs_against_the_reference():
    interp = Interpreter(assignment="mini-card-game")
    [case] = parse_transcript("> ( card-rank (H . A) )\n11\n").cases
    assert run_case(interp, case, "document").passed


def test_documentation_examples_in_comments_become_cases():
    src = "; (hypot x y) -> number?\n; Examples:\n; > (hypot 3 4)\n; => 5\n(define (hypot x y) 5)\n"
    t = parse_doc_examples(src)
    [case] = t.cases
    assert (case.source, case.expected) == ("(hypot 3 4)", ["5"])


def test_every_example_of_the_four_texts_passes():
    for name in ("mini-card-game", "solitaire", "bridge-hands", "kaartspel"):
        path = ROOT / "transcripts" / f"{name}.transcript"
        rs = results(path.read_text())
        assert rs and all(r.passed for r in rs), name


def test_test_command_prints_the_summary_and_fails_on_failures(tmp_path):
    good = tmp_path / "good.transcript"
    good.write_text("> (+ 1 1)\n2\n")
    bad = tmp_path / "bad.transcript"
    bad.write_text("> (+ 1 1)\n3\n")
    run = lambda *f: subprocess.run([sys.executable, "-m", "minischeme", "test", *f],
                                    capture_output=True, text=True, cwd=ROOT)
    r = run(str(good))
    assert (r.stdout, r.returncode) == ("1 passed, 0 failed\n", 0)
    r = run(str(good), str(bad))
    assert r.stdout == "1 passed, 1 failed\n" and r.returncode == 1
    assert "expected:\n  3\nactual:\n  2" in r.stderr


def test_test_command_runs_rackunit_and_the_test_submodule(tmp_path):
    f = tmp_path / "t.rkt"
    f.write_text("#lang racket\n(require rackunit)\n(check-equal? 1 1)\n(check-equal? 1 2)\n"
                 "(module+ test (check-true #t))\n")
    r = subprocess.run([sys.executable, "-m", "minischeme", "test", "t.rkt"], capture_output=True,
                       text=True, cwd=tmp_path)
    assert r.stdout == "2 passed, 1 failed\n"
    assert "FAILURE\nname:       check-equal?\nlocation:   t.rkt:4:0\nactual:     1\nexpected:   2" in r.stderr


def test_test_command_replays_documentation_examples_of_a_rkt_file(tmp_path):
    f = tmp_path / "doc.rkt"
    f.write_text("#lang racket\n; (double x) -> number?\n; Examples:\n; > (double 2)\n; => 4\n"
                 "; > (double 3)\n; => 7\n(define (double x) (* 2 x))\n")
    r = subprocess.run([sys.executable, "-m", "minischeme", "test", "doc.rkt"], capture_output=True,
                       text=True, cwd=tmp_path)
    assert r.stdout == "1 passed, 1 failed\n"
    assert "> (double 3)\nexpected:\n  7\nactual:\n  6" in r.stderr
