"""racket/sandbox and wxme as a course's autograder uses them (Indiana University's C311/B521
test files: `(require rackunit rackunit/text-ui racket/sandbox wxme)`, a `test-file`
procedure that reads the student's `#lang racket` file with read-accept-reader, checks
`is-wxme-stream?`, builds `(make-module-evaluator (read port))`, `set-eval-limits`, then runs
a rackunit suite whose tests call `(eval 'expr)` with `current-eval` set to the evaluator).

HARNESS is a test file written in that style for these tests (not a course's own): passing
and failing tests, nested test cases (reported, not counted, as rackunit does), an error
inside the evaluator (reported with no check-info: Racket raises it in the evaluator's
thread), a test that runs out of its time limit (`with-limit: out of time`), a name the
student did not define (`in module: 'a1`). Racket 8.7's stdout, exit code and whole stderr
are recorded (the test file's own anonymous procedure is named by its path, which is cut
to `a1-tests.rkt` here); ``test_recorded_answers_are_racket_s`` checks them again where
`racket` is installed."""
from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run_whole, needs_racket, racket_run_whole  # noqa: E402

from minischeme.cli import main  # noqa: E402
from minischeme.running.interpreter import Interpreter  # noqa: E402

STUDENT = """\
#lang racket
;; a student's solution: some right, some wrong
(provide (all-defined-out))

(define countdown
  (lambda (n)
    (if (zero? n) '(0) (cons n (countdown (sub1 n))))))

(define insertR
  (lambda (old new ls)
    (cond
      [(null? ls) '()]
      [(eq? (car ls) old) (cons old (cons new (insertR old new (cdr ls))))]
      [else (cons (car ls) (insertR old new (cdr ls)))])))

;; wrong: forgets the last element
(define list-index-ofv
  (lambda (x ls)
    (cond
      [(eqv? (car ls) x) 0]
      [else (add1 (list-index-ofv x (cdr ls)))])))

(define spin
  (lambda (n) (spin n)))

(displayln "student output at load")
(countdown 2)
"""

HARNESS = """\
#lang racket
;; A harness in the style of a course autograder: the student's file is read as a
;; module, evaluated in a sandbox, and a rackunit suite runs through `eval`.
(require rackunit rackunit/text-ui racket/sandbox wxme)
(provide test-file)

(define test-file
  (lambda (#:file-name (file "./a1.rkt")
           #:sec-of-eval (sec 1)
           #:mb-of-eval (mb 5))
    (parameterize ((read-accept-reader #t)
                   (read-accept-lang #t))
      (let ((input-port (open-input-file file)))
        (if (is-wxme-stream? input-port)
            (error 'test-file "not a text file")
            (let ((sandboxed-eval (make-module-evaluator (read input-port))))
              (set-eval-limits sandboxed-eval sec mb)
              (parameterize ((current-eval sandboxed-eval)
                             (error-print-context-length 0))
                (run-tests tests))))))))

(define-syntax check-all
  (syntax-rules ()
    ((_ name (expr val) ...)
     (let ((n 1))
       (test-case (format "~a: defined?" 'name)
         (check-not-exn (lambda () (eval 'name)))
         (test-case (format "~a: ~a" 'name n)
           (with-check-info (('tested 'expr))
             (set! n (add1 n))
             (check equal? (eval 'expr) val))) ...)))))

(define tests
  (test-suite "A1"
    (test-suite "countdown"
      (check-all countdown
        ((countdown 5) '(5 4 3 2 1 0))
        ((countdown 0) '(0))))
    (test-suite "insertR"
      (check-all insertR
        ((insertR 'x 'y '(x z z x y x)) '(x y z z x y y x y))
        ((insertR 'x 'y '()) '())))
    (test-suite "list-index-ofv"
      (check-all list-index-ofv
        ((list-index-ofv 'x '(x y z x x)) 0)
        ((list-index-ofv 'x '(y z x x)) 2)
        ((list-index-ofv 'q '(y z x x)) #f)))
    (test-suite "spin"
      (check-all spin ((spin 1) 1)))
    (test-suite "missing"
      (check-all remv-1st ((remv-1st 'x '(x y z x)) '(y z x))))
    (test-case "direct"
      (check-equal? (eval '(countdown 1)) '(1 0))
      (check-equal? (eval '(countdown 1)) '(1 1)))))
"""

DRIVER = '#lang racket\n(require (file "a1-tests.rkt"))\n(test-file)\n'

FILES = {"a1.rkt": STUDENT, "a1-tests.rkt": HARNESS, "run.rkt": DRIVER}

# The test file read alone defines test-file and prints nothing.
ALONE = {"a1.rkt": STUDENT, "a1-tests.rkt": HARNESS}

# the `(let ((sandboxed-eval ...)))` of a file with a syntax error: make-module-evaluator
# raises it (as `program: ...`), and nothing runs
BROKEN = {"a1.rkt": "#lang racket\n(define (f x) x)\n(define (f x) 2)\n", "a1-tests.rkt": HARNESS,
          "run.rkt": DRIVER}

# A WXME file is refused by the harness's own check.
WXME = {"a1.rkt": "WXME0108 ## \n#|\n   binary\n|#\n", "a1-tests.rkt": HARNESS, "run.rkt": DRIVER}

# Racket 8.7's (stdout, exit code, stderr) of `racket run.rkt`
HARNESS_ANSWER = ('2\n', 0, '--------------------\nlist-index-ofv > A1 > list-index-ofv: 3\nERROR\n\ncar: contract violation\n  expected: pair?\n  given: \'()\n--------------------\n--------------------\nspin > A1 > spin: 1\nERROR\n\nwith-limit: out of time\n--------------------\n--------------------\nmissing > A1 > remv-1st: defined?\nFAILURE\nname:               check-not-exn\nlocation:           a1-tests.rkt:27:9\nparams:             \'(#<procedure:a1-tests.rkt:27:24>)\nmessage:            "Exception raised"\nexception-message:\n  "remv-1st: undefined;\\n cannot reference an identifier before its definition\\n  in module: \'a1"\nexception:\n  remv-1st: undefined;\n   cannot reference an identifier before its definition\n    in module: \'a1\n--------------------\n--------------------\nA1 > direct\nFAILURE\nname:       check-equal?\nlocation:   a1-tests.rkt:54:6\nactual:     \'(1 0)\nexpected:   \'(1 1)\n--------------------\n4 success(es) 2 failure(s) 0 error(s) 6 test(s) run\n')
WXME_ANSWER = ('', 1, 'test-file: not a text file\n')
# the first line of stderr only: Racket's `in:` shows the expanded definition and its
# error display adds `location...:` lines (minischeme: the definition as written)
BROKEN_ANSWER = ('', 1, 'program: module: identifier already defined')


# Time limits nest: the inner one's exn:fail:resource is caught where it is, the outer one
# then still runs; an outer limit running out inside an inner one is the outer one's.
LIMITS = """\
#lang racket
(require racket/sandbox)
(define (spin) (let loop () (loop)))
(with-handlers ([exn:fail:resource? exn-message]) (with-limits 0.2 #f (spin)))
(with-handlers ([exn:fail:resource? (lambda (e) (list 'outer (exn-message e)))])
  (with-limits 3 #f
    (list (with-handlers ([exn:fail:resource? (lambda (e) (list 'inner (exn-message e)))])
            (with-limits 0.2 #f (spin)))
          'after-inner)))
(with-handlers ([exn:fail:resource? (lambda (e) (list 'outer (exn-message e)))])
  (with-limits 0.2 #f
    (with-deep-time-limit 5 (spin))))
(displayln "done")
"""
LIMITS_ANSWER = ('"with-limit: out of time"\n\'((inner "with-limit: out of time") after-inner)\n'
                 '\'(outer "with-limit: out of time")\ndone\n', 0, "")


def _same_path(text: str) -> str:
    """A procedure named by its source file (Racket cuts the path to its last characters)."""
    return re.sub(r"#<procedure:[^>]*a1-tests\.rkt:", "#<procedure:a1-tests.rkt:", text)


def minischeme_runs(files: dict[str, str], folder: Path, entry: str) -> tuple[str, int, str]:
    out, code, err = minischeme_run_whole(files, folder, entry)
    return out, code, _same_path(err)


def racket_runs(files: dict[str, str], folder: Path, entry: str) -> tuple[str, int, str]:
    out, code, err = racket_run_whole(files, folder, entry)
    return out, code, _same_path(err)


def test_the_harness_runs_the_suite_through_the_evaluator_as_in_racket(tmp_path: Path) -> None:
    assert minischeme_runs(FILES, tmp_path, "run.rkt") == HARNESS_ANSWER


def test_the_test_file_alone_prints_nothing(tmp_path: Path) -> None:
    assert minischeme_runs(ALONE, tmp_path, "a1-tests.rkt") == ("", 0, "")


def _first_line(run: tuple[str, int, str]) -> tuple[str, int, str]:
    return run[0], run[1], run[2].split("\n")[0]


def test_a_student_file_that_does_not_compile_stops_make_module_evaluator(tmp_path: Path) -> None:
    assert _first_line(minischeme_runs(BROKEN, tmp_path, "run.rkt")) == BROKEN_ANSWER


def test_a_wxme_file_is_refused_by_the_harness(tmp_path: Path) -> None:
    assert minischeme_runs(WXME, tmp_path, "run.rkt") == WXME_ANSWER


def test_time_limits_nest_inside_the_run_s_own_limits(tmp_path: Path) -> None:
    assert minischeme_runs({"limits.rkt": LIMITS}, tmp_path, "limits.rkt") == LIMITS_ANSWER
    with contextlib.chdir(tmp_path), contextlib.redirect_stdout(io.StringIO()), \
            contextlib.redirect_stderr(io.StringIO()) as err:
        code = main(["run", "--time-limit", "60", "limits.rkt"])
        assert code in (0, None) and err.getvalue() == ""
        # the run's step limit is no time limit of racket/sandbox's: nothing catches it
        code = main(["run", "--step-limit", "300000", "limits.rkt"])
    assert code == 1 and err.getvalue().startswith("step limit exceeded: more than 300,000 steps")


@needs_racket
def test_recorded_answers_are_racket_s(tmp_path: Path) -> None:
    for files, entry, answer in [(FILES, "run.rkt", HARNESS_ANSWER), (ALONE, "a1-tests.rkt", ("", 0, "")),
                                 (BROKEN, "run.rkt", BROKEN_ANSWER), (WXME, "run.rkt", WXME_ANSWER),
                                 ({"limits.rkt": LIMITS}, "limits.rkt", LIMITS_ANSWER)]:
        folder = tmp_path / entry.replace(".", "_") / str(len(files))
        folder.mkdir(parents=True, exist_ok=True)
        run = racket_runs(files, folder, entry)
        assert (_first_line(run) if files is BROKEN else run) == answer


def test_where_files_are_closed_an_evaluator_is_refused_as_eval_is() -> None:
    outcomes = Interpreter().eval_string("(require racket/sandbox)\n(make-evaluator 'racket/base)")
    assert outcomes[-1].error.startswith("make-evaluator: not available in minischeme")
