"""Files under `minischeme grade`: racket/sandbox's model. A submission may read the files
of its own folder (its current directory), may write none, and may see nothing outside
it; a refused access is the exn:fail Racket's sandbox raises
(``open-output-file: `write' access denied for log.txt``), reported in the test that
made it, while the submission's other tests are graded as usual. A file graded on its own
(its neighbours are other students' files) may read no file at all.

The refusals' words are those of Racket 8.7's racket/sandbox (`make-evaluator` with
`sandbox-path-permissions` `((read FOLDER))`), recorded here and checked against it again
where racket is installed."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.submission import find_submissions
from minischeme.grading.suites import assignment
from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import write_string

needs_racket = pytest.mark.skipif(shutil.which("racket") is None,
                                  reason="racket (the oracle) is not installed")

# ------------------------------------------------------------------ the sandbox's words

EXPRESSIONS = [
    '(file->string "data.txt")',
    '(file->lines "data.txt")',
    '(directory-list)',
    '(file-exists? "data.txt")',
    '(file-exists? "missing.txt")',
    '(file->string "missing.txt")',
    '(file->string "../other.txt")',
    '(open-input-file "../other.txt")',
    '(call-with-input-file "../other.txt" read-line)',
    '(with-input-from-file "../other.txt" read-line)',
    '(file->lines "../other.txt")',
    '(file->value "../other.txt")',
    '(file->bytes "../other.txt")',
    '(file-exists? "../other.txt")',
    '(directory-exists? "..")',
    '(directory-list "..")',
    '(open-input-file "/etc/passwd")',
    '(open-output-file "x.txt")',
    '(open-output-file "data.txt" #:exists \'append)',
    '(open-output-file "data.txt" #:exists \'replace)',
    '(open-output-file "data.txt" #:exists \'truncate)',
    '(with-output-to-file "data.txt" (lambda () 1) #:exists \'replace)',
    '(call-with-output-file "x.txt" (lambda (p) 1))',
    '(display-to-file "x" "x.txt")',
    '(write-to-file "x" "x.txt")',
    '(display-lines-to-file \'("x") "x.txt")',
    '(delete-file "data.txt")',
    '(make-directory "newdir")',
    '(copy-file "data.txt" "c.txt")',
    '(rename-file-or-directory "data.txt" "b.txt")',
    '(current-directory "..")',
    '(parameterize ([current-directory ".."]) (current-directory))',
    '(file-size "data.txt")',
    '(find-files (lambda (p) #t))',
    '(find-files (lambda (p) #t) "..")',
    "(fold-files (lambda (p k a) (cons p a)) '())",
    '(file-or-directory-permissions "../other.txt")',
    '(copy-directory/files "." "../copy")',
]

# Racket 8.7's evaluator (sandbox-path-permissions ((read FOLDER)), current-directory
# FOLDER): "ok VALUE" or "EXN-TYPE: MESSAGE" (the folder's path written as FOLDER)
RACKET_SANDBOX = [
    'ok "hello\\n"',
    'ok ("hello")',
    "ok (#<path:data.txt>)",
    "ok #t",
    "ok #f",
    "exn:fail:filesystem:errno: open-input-file: cannot open input file\n"
    "  path: FOLDER/missing.txt\n  system error: No such file or directory; errno=2",
    "exn:fail: file-size: `read' access denied for ../other.txt",
    "exn:fail: open-input-file: `read' access denied for ../other.txt",
    "exn:fail: open-input-file: `read' access denied for ../other.txt",
    "exn:fail: open-input-file: `read' access denied for ../other.txt",
    "exn:fail: open-input-file: `read' access denied for ../other.txt",
    "exn:fail: open-input-file: `read' access denied for ../other.txt",
    "exn:fail: file-size: `read' access denied for ../other.txt",
    "exn:fail: file-exists?: `exists' access denied for ../other.txt",
    "exn:fail: directory-exists?: `exists' access denied for ..",
    "exn:fail: directory-list: `read' access denied for ..",
    "exn:fail: open-input-file: `read' access denied for /etc/passwd",
    "exn:fail: open-output-file: `write' access denied for x.txt",
    "exn:fail: open-output-file: `write+read' access denied for data.txt",
    "exn:fail: open-output-file: `write+delete' access denied for data.txt",
    "exn:fail: open-output-file: `write' access denied for data.txt",
    "exn:fail: open-output-file: `write+delete' access denied for data.txt",
    "exn:fail: open-output-file: `write' access denied for x.txt",
    "exn:fail: open-output-file: `write' access denied for x.txt",
    "exn:fail: open-output-file: `write' access denied for x.txt",
    "exn:fail: open-output-file: `write' access denied for x.txt",
    "exn:fail: delete-file: `delete' access denied for data.txt",
    "exn:fail: make-directory: `write' access denied for newdir",
    "exn:fail: copy-file: `write+delete' access denied for c.txt",
    "exn:fail: rename-file-or-directory: `write' access denied for b.txt",
    "exn:fail: current-directory: `exists' access denied for ..",
    "exn:fail: current-directory: `exists' access denied for ..",
    "ok 6",
    "ok (#<path:data.txt>)",
    "exn:fail: directory-exists?: `exists' access denied for ..",
    "ok (#<path:data.txt>)",
    "exn:fail: file-or-directory-permissions: `read' access denied for ../other.txt",
    "exn:fail: make-directory: `write' access denied for ../copy",
]

SANDBOX_RKT = r"""#lang racket
(require racket/sandbox)
(define folder (path->complete-path (vector-ref (current-command-line-arguments) 0)))
(define e (parameterize ([sandbox-path-permissions (list (list 'read folder))]
                         [sandbox-output 'string] [current-directory folder])
            (make-evaluator 'racket)))
(for ([expr (in-port read (open-input-file (vector-ref (current-command-line-arguments) 1)))])
  (with-handlers ([exn? (lambda (x) (printf "~a: ~a\n----\n"
                                            (substring (symbol->string (vector-ref (struct->vector x) 0)) 7)
                                            (exn-message x)))])
    (printf "ok ~s\n----\n" (e expr))))
"""


def class_folder(tmp: Path) -> Path:
    """FOLDER (a student's folder, with data.txt) inside a class folder with other.txt."""
    folder = tmp / "class" / "student"
    folder.mkdir(parents=True)
    (folder / "data.txt").write_text("hello\n")
    (tmp / "class" / "other.txt").write_text("another student's\n")
    return folder


def shown(text: str, folder: Path) -> str:
    return text.replace(str(folder.resolve()), "FOLDER").replace(str(folder), "FOLDER")


def minischeme_answers(folder: Path) -> list[str]:
    interp = Interpreter(module_root=folder)
    interp.source_path = folder / "main.rkt"
    answers = []
    for expr in EXPRESSIONS:
        [outcome] = interp.eval_string(expr)
        if outcome.error is None:
            answers.append(f"ok {write_string(outcome.value)}")
        else:
            answers.append(f"{outcome.raised.stype.name}: {outcome.error}")
    return [shown(a, folder) for a in answers]


def test_a_submission_s_file_access_is_racket_sandbox_s(tmp_path: Path) -> None:
    folder = class_folder(tmp_path)
    assert minischeme_answers(folder) == RACKET_SANDBOX
    assert sorted(p.name for p in folder.iterdir()) == ["data.txt"]     # nothing written


@needs_racket
def test_the_recorded_refusals_are_racket_sandbox_s(tmp_path: Path) -> None:
    folder = class_folder(tmp_path)
    (tmp_path / "sandbox.rkt").write_text(SANDBOX_RKT)
    (tmp_path / "exprs.rktd").write_text("\n".join(EXPRESSIONS))
    done = subprocess.run(["racket", "sandbox.rkt", str(folder), "exprs.rktd"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    answers = [shown(a.strip("\n"), folder) for a in done.stdout.split("----")[:-1]]
    assert answers == RACKET_SANDBOX, done.stderr


# ------------------------------------------------------------------ graded

CORRECT = (Path(__file__).parent / "submissions" / "mini-card-game" / "correct.rkt").read_text()
CARD_COLOR = """(define (card-color one-card)
  (if (or (eq? (car one-card) 'H) (eq? (car one-card) 'D))
      'red
      'black))"""
CONFIG = GradeConfig("mini-card-game", n=2, docs=False, step_limit=2_000_000)


def student(cls: Path, name: str, card_color: str, files: dict[str, str] | None = None) -> None:
    folder = cls / name
    folder.mkdir(parents=True)
    assert CARD_COLOR in CORRECT
    (folder / "cards.rkt").write_text(CORRECT.replace(CARD_COLOR, card_color))
    for file, text in (files or {}).items():
        (folder / file).write_text(text)


def grade(cls: Path) -> dict:
    subs = find_submissions([str(cls)], assignment("mini-card-game").required)
    results, _ = grade_all(subs, CONFIG, cache_dir=None, jobs=1)
    return {Path(s.folder).name if s.folder else Path(s.path).name: r
            for s, r in zip(subs, results)}


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    cls = tmp_path_factory.mktemp("class")
    (cls / "secret.txt").write_text("(H D)")
    # reads its own data file: allowed
    student(cls, "reader", """(define (card-color one-card)
  (if (memq (car one-card) (file->value "red-suits.txt")) 'red 'black))""",
            {"red-suits.txt": "(H D)\n", "helpers.rkt": "#lang scheme\n"})
    # writes a log: refused, in the tests of card-color only
    student(cls, "writer", """(define (card-color one-card)
  (with-output-to-file "log.txt" (lambda () (display one-card)) #:exists 'append)
  (if (or (eq? (car one-card) 'H) (eq? (car one-card) 'D)) 'red 'black))""",
            {"helpers.rkt": "#lang scheme\n"})
    # reads outside its folder: refused
    student(cls, "peeker", """(define (card-color one-card)
  (if (memq (car one-card) (file->value "../secret.txt")) 'red 'black))""",
            {"helpers.rkt": "#lang scheme\n"})
    # a file graded on its own: its folder is the class's, so no file may be read
    (cls / "alone.rkt").write_text(CORRECT.replace(CARD_COLOR, """(define (card-color one-card)
  (if (memq (car one-card) (file->value "secret.txt")) 'red 'black))"""))
    return cls, grade(cls)


def color_tests(result) -> list:
    tests = [t for t in result.tests if t.function == "card-color"]
    assert tests
    return tests


def test_a_submission_reads_the_files_of_its_own_folder(graded) -> None:
    _, by = graded
    r = by["reader"]
    assert r.load.ok, r.load.error
    assert all(t.status == "passed" for t in color_tests(r)), color_tests(r)
    assert r.score == r.max_score


def test_a_write_is_refused_in_the_test_that_made_it(graded) -> None:
    cls, by = graded
    r = by["writer"]
    assert r.load.ok, r.load.error
    for t in color_tests(r):
        assert t.status == "error"
        assert t.message.startswith("open-output-file: `write+read' access denied for log.txt")
    assert r.function("card-rank").score == r.function("card-rank").weight
    assert not (cls / "writer" / "log.txt").exists()


def test_a_read_outside_the_folder_is_refused(graded) -> None:
    _, by = graded
    for t in color_tests(by["peeker"]):
        assert t.status == "error"
        assert t.message.startswith("open-input-file: `read' access denied for ../secret.txt")


def test_a_file_graded_on_its_own_reads_no_file(graded) -> None:
    _, by = graded
    for t in color_tests(by["alone.rkt"]):
        assert t.status == "error"
        assert t.message.startswith("open-input-file: `read' access denied for secret.txt")
