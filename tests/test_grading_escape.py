"""A class of escape attempts graded in one batch: each hostile submission gets a clear
message for what it tried, and the correct submission beside them is graded exactly as when
it is graded alone. (The same attempts one by one, in an interpreter: test_sandbox.py.)"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from dataclasses import asdict
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.submission import Submission

CORRECT = (Path(__file__).parent / "submissions" / "mini-card-game" / "correct.rkt").read_text()
# The file's last line plays a game: a hostile file leaves it out, so that its own top level runs.
TAIL = "(play '((H . 3) (H . 2) (H . A) (D . J) (D . Q) (C . J)) '(draw draw draw discard) 16)\n"
DENIED = "not available in minischeme: programs run without access to files, processes"
SETTINGS = dict(n=2, step_limit=10_000, time_limit=0.5, memory_mb=256)


def hostile(replacements: dict[str, str], top: str = "") -> str:
    """correct.rkt with some definitions replaced (each up to the next blank line)."""
    text = CORRECT.replace(TAIL, "")
    for name, new in replacements.items():
        m = re.search(r"^\(define \(" + re.escape(name) + r"[ )].*?(?=\n\n)", text, re.S | re.M)
        text = text[:m.start()] + new.strip() + text[m.end():]
    return text + top


def submissions(traps: Path) -> dict[str, str]:
    return {
        "files.rkt": hostile({"calc-score": f"""
(define (calc-score list-of-cards goal)
  (with-output-to-file "{traps}/calc-score" (lambda () (display "pwned")))
  0)"""}, top=f"""
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
(display (try (lambda () (open-input-file "/etc/passwd")))) (newline)
(display (try (lambda () (file->string "/etc/passwd")))) (newline)
(display (try (lambda () (call-with-output-file "{traps}/top" (lambda (p) (display "x" p)))))) (newline)
(display (try (lambda () (current-directory)))) (newline)
(display (try (lambda () (getenv "HOME")))) (newline)
(display (try (lambda () (current-command-line-arguments)))) (newline)
"""),
        "system.rkt": hostile({"play": f"""
(define (play list-of-cards list-of-moves goal)
  (system "touch {traps}/play")
  (calc-score (find-held-cards (find-steps list-of-cards list-of-moves goal)) goal))"""},
            top="\n(require racket/system)\n"),
        "reflect.rkt": hostile({
            "fdraw": """
(define (fdraw list-of-cards held-cards)
  (eval '(append held-cards (list (car list-of-cards))) (make-base-namespace)))""",
            "card-color": """
(define (card-color one-card)
  ((dynamic-require 'racket/system 'system) "ls"))"""}, top="""
(display (with-handlers ([exn:fail? exn-message]) (parameterize ([exit-handler void]) (exit 4))))
(newline)
(display (list (object-name card-rank) (procedure-arity fdraw) (struct->vector card-rank)))
(newline)
"""),
        "limits.rkt": hostile({
            "card-color": """
(define (card-color one-card)
  (let loop ()
    (with-handlers ([void void]) (let l () (l)))
    (with-handlers ([void void]) (loop))))""",
            "all-same-color": """
(define (all-same-color list-of-cards)
  (dynamic-wind void (lambda () (let l () (l))) (lambda () (let l () (l)))))""",
            "fdiscard": """
(define (fdiscard list-of-cards list-of-moves goal held-cards)
  (let retry ()
    (with-handlers ([exn:fail? void]) (let loop () (loop)))
    (retry)))""",
            "find-held-cards": """
(define (find-held-cards list-of-steps)
  (let loop () (with-handlers ([void void]) (display (make-string 100 #\\x))) (loop)))""",
            "calc-playerpoint": """
(define (calc-playerpoint list-of-cards)
  (with-handlers ([(lambda (e) #t) (lambda (e) (calc-playerpoint list-of-cards))])
    (let loop () (loop))))"""}),
        "stdin.rkt": hostile({"card-color": """
(define (card-color one-card)
  (if (eof-object? (read))
      (if (or (eq? (car one-card) 'H) (eq? (car one-card) 'D)) 'red 'black)
      'huh))"""}, top="""
(define first-line (read-line))
(display (list (eof-object? first-line) (read-char) (read-string 3)))
(newline)
"""),
        "cyclic.rkt": hostile({
            "fdraw": """
(define (fdraw list-of-cards held-cards)
  (let ([m (mcons 1 '())]) (set-mcdr! m m) m))""",
            "find-held-cards": """
(define (find-held-cards list-of-steps)
  (let ([v (make-vector 2 0)]) (vector-set! v 0 v) v))""",
            "card-rank": """
(define (card-rank one-card)
  (let loop ([x 1] [n 0]) (if (= n 60) x (loop (cons x x) (+ n 1)))))"""}, top="""
(define b (box 0))
(set-box! b b)
b
"""),
        "raises.rkt": hostile({
            "calc-score": "(define (calc-score list-of-cards goal)\n  (raise 'x))",
            "fdraw": "(define (fdraw list-of-cards held-cards)\n  (raise (lambda () 1)))",
            "card-color": """
(define (card-color one-card)
  (define-struct loud (a)
    #:property prop:custom-write (lambda (v port mode) (let loop () (loop))))
  (make-loud 1))"""}),
        "exits.rkt": hostile({"card-rank": "(define (card-rank one-card)\n  (exit 3))"},
                             top="\n(exit 5)\n"),
        "memory.rkt": hostile({
            "fdraw": "(define (fdraw list-of-cards held-cards)\n  (make-vector 1000000000 0))",
            "fdiscard": "(define (fdiscard list-of-cards list-of-moves goal held-cards)\n"
                        "  (make-string 1000000000 #\\a))",
            "find-held-cards": """
(define (find-held-cards list-of-steps)
  (let loop ([kept '()]) (loop (cons (make-string 50000000 #\\a) kept))))"""}),
        "sleepy.rkt": hostile({"fdiscard": """
(define (fdiscard list-of-cards list-of-moves goal held-cards)
  (sleep 1000000))"""}, top="\n(display \"zzz\")\n(sleep 1000000)\n"),
    }


@pytest.fixture(scope="module")
def traps(tmp_path_factory):
    return tmp_path_factory.mktemp("traps")


@pytest.fixture(scope="module")
def graded(tmp_path_factory, traps):
    """The class graded in one batch (two processes at a time), and correct.rkt alone."""
    folder = tmp_path_factory.mktemp("class")
    for name, text in {**submissions(traps), "correct.rkt": CORRECT}.items():
        (folder / name).write_text(text)
    config = GradeConfig("mini-card-game", **SETTINGS)
    subs = [Submission.from_path(p, p.name) for p in sorted(folder.iterdir())]
    start = time.monotonic()
    results, _ = grade_all(subs, config, jobs=2, cache_dir=None)
    took = time.monotonic() - start
    alone, _ = grade_all([Submission.from_path(folder / "correct.rkt", "correct.rkt")],
                         GradeConfig("mini-card-game", **SETTINGS), jobs=1, cache_dir=None)
    return {r.submission: r for r in results}, alone[0], took


def cases_of(result, function):
    return [t for t in result.tests if t.function == function]


def test_the_correct_submission_is_graded_as_when_alone(graded):
    batch, alone, _ = graded
    assert asdict(batch["correct.rkt"]) == asdict(alone)
    assert alone.score == 100


def test_the_batch_is_quick_and_nothing_crashed(graded):
    batch, _, took = graded
    assert took < 60
    for name, r in batch.items():
        assert not any("crash" in n for n in r.notes), (name, r.notes)
        for t in r.tests:
            assert t.status != "killed", (name, t)
            assert "internal error" not in t.message and "Traceback" not in t.message, (name, t)


def test_files_are_refused(graded, traps):
    """A file graded on its own may read and write no file: racket/sandbox's refusals."""
    r = graded[0]["files.rkt"]
    assert r.load.ok and r.load.warnings == []
    shown = r.load.output.splitlines()
    assert shown[:3] == ["open-input-file: `read' access denied for /etc/passwd",
                         "file-size: `read' access denied for /etc/passwd",
                         f"open-output-file: `write' access denied for {traps}/top"]
    assert shown[3].startswith("/")         # current-directory: a path, as in racket/sandbox
    assert shown[4].split(":")[0] == "getenv" and DENIED in shown[4]
    # the arguments are information, not access: a graded file is given none
    assert shown[5] == "#()"
    for t in cases_of(r, "calc-score"):
        assert t.status == "error" and t.message.startswith(
            f"open-output-file: `write' access denied for {traps}/calc-score")
    assert r.function("card-rank").score == r.function("card-rank").weight
    assert list(traps.iterdir()) == []


def test_processes_are_refused(graded, traps):
    r = graded[0]["system.rkt"]
    plays = cases_of(r, "play")
    assert plays and all(t.message.startswith("system: " + DENIED) for t in plays)
    assert r.function("fdraw").score == r.function("fdraw").weight
    assert not (traps / "play").exists()


def test_eval_namespaces_and_handlers_are_refused(graded):
    r = graded[0]["reflect.rkt"]
    assert r.load.output == ("exit-handler: not available in minischeme: programs cannot "
                             "replace the handlers that run them (exiting, printing, errors)\n"
                             "(card-rank 2 #(struct:procedure ...))\n")
    assert all(t.message.startswith("make-base-namespace: " + DENIED)
               for t in cases_of(r, "fdraw"))
    assert all(t.message.startswith("dynamic-require: " + DENIED)
               for t in cases_of(r, "card-color"))


def test_caught_limits_still_end_each_test(graded):
    r = graded[0]["limits.rkt"]
    for function in ["card-color", "all-same-color", "fdiscard", "calc-playerpoint"]:
        statuses = {t.status for t in cases_of(r, function)}
        assert statuses == {"step-limit"}, (function, statuses)
    for t in cases_of(r, "find-held-cards"):
        assert t.status == "error" and t.message.startswith(
            "output limit exceeded: more than 65,536 characters written")
        assert len(t.output) <= 64 * 1024
    assert r.function("card-rank").score == r.function("card-rank").weight


def test_standard_input_is_at_end_of_file(graded):
    r = graded[0]["stdin.rkt"]
    assert r.load.output == "(#t #<eof> #<eof>)\n"
    assert r.score == 100


def test_cyclic_and_enormous_values_are_shown_in_racket_notation(graded):
    r = graded[0]["cyclic.rkt"]
    assert r.load.ok and r.load.output == "#0=#&#0#\n"
    assert {(t.status, t.actual) for t in cases_of(r, "fdraw")} == {("wrong", "#0=(mcons 1 #0#)")}
    assert {(t.status, t.actual) for t in cases_of(r, "find-held-cards")} == {
        ("wrong", "#0='#(#0# 0)")}
    for t in cases_of(r, "card-rank"):
        assert t.status == "wrong" and t.actual.startswith("'((((((")
        assert t.actual.endswith("... (more than 1,500 characters)")
    for t in cases_of(r, "calc-playerpoint"):      # the error message cuts the value, too
        assert t.status == "error" and t.message.startswith("+: contract violation")
        assert len(t.message) < 500


def test_raised_values_and_custom_writers(graded):
    r = graded[0]["raises.rkt"]
    assert {t.message for t in cases_of(r, "calc-score")} == {"uncaught exception: 'x"}
    # an anonymous procedure of a module file is named by its position, as in Racket
    assert {re.sub(r"#<procedure:.*/", "#<procedure:", t.message)
            for t in cases_of(r, "fdraw")} == {"uncaught exception: #<procedure:raises.rkt:56:9>"}
    # prop:custom-write is Racket's: printing the value runs the writer, which loops; it is
    # stopped by a step limit and the value shown as that failure (no test is killed); the
    # writer is named by its own position (the lambda's, as Racket names it)
    assert {(t.status, t.actual) for t in cases_of(r, "card-color")} == {(
        "wrong", "(a value whose printing failed: step limit exceeded: more than 1,000,000 "
                 "steps, in an anonymous procedure at raises.rkt:16:33)")}


def test_exit_ends_only_the_test(graded):
    r = graded[0]["exits.rkt"]
    assert "(exit 5)" in r.load.warnings[0]
    assert {(t.status, t.message) for t in cases_of(r, "card-rank")} == {
        ("exit", "the submission called (exit 3), which ends the program")}
    assert r.function("card-color").score == r.function("card-color").weight


def test_runaway_allocation_costs_only_its_tests(graded):
    r = graded[0]["memory.rkt"]
    for function in ["fdraw", "fdiscard"]:              # one allocation past the cap
        tests = cases_of(r, function)
        assert tests[0].status == "error" and tests[0].message.startswith("out of memory")
        assert {t.status for t in tests} <= {"error", "not-run"}
    # a list that grows without end: out of memory (or, on a busy machine, out of time)
    for t in cases_of(r, "find-held-cards"):
        assert (t.status == "error" and t.message.startswith("out of memory")
                or t.status in ("timeout", "not-run")), t
    assert r.function("card-rank").score == r.function("card-rank").weight


def test_sleeping_is_stopped_by_the_step_count(graded):
    # a second of sleep counts a million steps under a limit: a sleep takes no CPU, so no
    # CPU-time backstop would stop it, and the count does so at once, deterministically
    r = graded[0]["sleepy.rkt"]
    assert r.load.ok and r.load.output == "zzz"          # the top level sleeps too
    assert r.load.warnings[0].startswith("the top level of the file stopped with: step limit "
                                         "exceeded")
    statuses = [t.status for t in cases_of(r, "fdiscard")]
    assert "step-limit" in statuses and set(statuses) <= {"step-limit", "not-run"}
    assert r.function("play").score == r.function("play").weight


def test_the_grader_never_reads_its_own_standard_input(tmp_path, traps):
    path = tmp_path / "stdin.rkt"
    path.write_text(submissions(traps)["stdin.rkt"])
    report = tmp_path / "report.json"
    root = Path(__file__).resolve().parent.parent
    # standard input stays open and empty: a read of it would block until the timeout
    proc = subprocess.Popen([sys.executable, "-m", "minischeme", "grade", "--assignment",
                             "mini-card-game", str(path), "-n", "2", "--no-cache",
                             "--format", "json", "--output", str(report)],
                            cwd=root, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        assert proc.wait(timeout=60) == 0
    finally:
        proc.kill()
        proc.stdin.close()
    assert json.loads(report.read_text())["submissions"][0]["score"] == 100
