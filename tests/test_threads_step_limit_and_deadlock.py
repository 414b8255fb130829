"""Racket threads (primitives/racket_thread.py) under the step limit, and a deadlock.

A thread's endless loop is the program's step limit, reported by the main thread (the
run fails, as a loop in the main thread does); an ordinary error in a thread ends only
that thread (Racket prints it, the main thread goes on); every thread blocked ends the
run with an error where Racket would wait forever."""
import subprocess
import sys
from pathlib import Path


def _run(tmp_path: Path, body: str, *flags: str) -> subprocess.CompletedProcess:
    f = tmp_path / "main.rkt"
    f.write_text("#lang racket\n" + body)
    return subprocess.run([sys.executable, "-m", "minischeme", "run", *flags, str(f)],
                          capture_output=True, text=True, timeout=120)


def test_a_threads_endless_loop_is_the_programs_step_limit(tmp_path: Path) -> None:
    r = _run(tmp_path, "(define t (thread (lambda () (let loop () (loop)))))\n(thread-wait t)\n"
             "(displayln 'after)\n", "--step-limit", "100000")
    assert r.returncode == 1
    assert "step limit exceeded: more than 100,000 steps" in r.stderr
    assert "after" not in r.stdout


def test_an_error_in_a_thread_ends_only_that_thread(tmp_path: Path) -> None:
    r = _run(tmp_path, "(thread-wait (thread (lambda () (error 'boom \"bad\"))))\n(displayln 'after)\n")
    assert r.returncode == 0
    assert r.stderr == "boom: bad\n"
    assert r.stdout == "after\n"


def test_all_threads_blocked_is_an_error_not_a_hang(tmp_path: Path) -> None:
    r = _run(tmp_path, "(define ch (make-channel))\n(thread (lambda () (channel-get ch)))\n"
             "(channel-get ch)\n")
    assert r.returncode == 1
    assert "sync: deadlock: all threads are blocked" in r.stderr


def test_a_thread_made_in_one_repl_form_runs_when_the_next_form_blocks() -> None:
    # the REPL evaluates each form on a fresh Python thread: the run's main thread is the
    # same Racket thread in all of them
    forms = ("(define ch (make-channel))\n(define t (thread (lambda () (channel-put ch 42))))\n"
             "(channel-get ch)\n(thread-wait t)\n(thread-dead? t)\n")
    r = subprocess.run([sys.executable, "-m", "minischeme", "repl"], input=forms,
                       capture_output=True, text=True, timeout=120)
    assert "42" in r.stdout and "#t" in r.stdout
    assert "deadlock" not in r.stdout + r.stderr


def test_a_runs_threads_never_run_in_the_next_run(tmp_path: Path) -> None:
    # one process running two programs (a grader's worker): the first leaves a thread that
    # never ran; the second blocks, and only its own threads may run then
    import contextlib
    import io
    from minischeme.cli import main
    first, second = tmp_path / "first.rkt", tmp_path / "second.rkt"
    first.write_text('#lang racket\n(void (thread (lambda () (displayln "first\'s thread"))))\n')
    second.write_text("#lang racket\n(define ch (make-channel))\n"
                      "(void (thread (lambda () (channel-put ch 'second))))\n(channel-get ch)\n")
    outputs = []
    for f in (first, second):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            main(["run", str(f)])
        outputs.append(out.getvalue())
    assert outputs == ["", "'second\n"]


def test_a_namespace_the_program_makes_keeps_the_programs_threads(tmp_path: Path) -> None:
    # make-base-namespace builds an interpreter inside the run: not a new run
    r = _run(tmp_path, "(define ch (make-channel))\n(void (thread (lambda () (channel-put ch 'ok))))\n"
             "(displayln (eval '(+ 1 2) (make-base-namespace)))\n(displayln (channel-get ch))\n")
    assert (r.returncode, r.stdout) == (0, "3\nok\n"), r.stderr
