"""racket/path's normalize-path (part of `#lang racket`) resolves a path as racket/path.rkt
does: made complete against the current directory (or its second argument), soft links
followed element by element (a relative target against its link's folder, a cycle
reported), `.` and `..` taken against the directories they name, an element that is no
directory (or missing) before a later one an error; and resolve-path, which it uses.
The answers are Racket 8.7's, recorded from this program in a folder holding links."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = r'''#lang racket
(define cwd (path->string (current-directory)))
(define (hide s) (string-replace s (substring cwd 0 (sub1 (string-length cwd))) "CWD"))
(define (shown p) (hide (path->string p)))
(for ([p (list "/usr/../usr/bin" (build-path "/usr" "lib" "..") "lnk" "lnk/" "lnk/.." "lnk/../b"
               "rel-up/f" "a/./b/" "a/b/../b" "a//b" "." "a/b/.." "a/f" "nope" "/"
               "nope/x" "a/nope/.." "a/f/.." "a/f/x" "/.." "loop1")])
  (printf "~s -> ~a\n" p (with-handlers ([exn:fail? (lambda (e) (hide (exn-message e)))])
                           (shown (normalize-path p)))))
(shown (normalize-path "b" (build-path cwd "a")))
(shown (normalize-path "../lnk" (build-path cwd "a")))
(path? (normalize-path "a"))
(with-handlers ([exn:fail? exn-message]) (normalize-path "x" "rel"))
(with-handlers ([exn:fail? exn-message]) (normalize-path 5))
(with-handlers ([exn:fail? exn-message]) (normalize-path ""))
(map shown (list (resolve-path "lnk") (resolve-path "lnk/") (resolve-path "a") (resolve-path "lnk/.")
                 (resolve-path "rel-up")))
'''

RACKET_PRINTS = r'''"/usr/../usr/bin" -> /usr/bin
#<path:/usr/lib/..> -> /usr
"lnk" -> CWD/a/b
"lnk/" -> CWD/a/b
"lnk/.." -> CWD/a
"lnk/../b" -> CWD/a/b
"rel-up/f" -> CWD/a/f
"a/./b/" -> CWD/a/b
"a/b/../b" -> CWD/a/b
"a//b" -> CWD/a/b
"." -> CWD/
"a/b/.." -> CWD/a
"a/f" -> CWD/a/f
"nope" -> CWD/nope
"/" -> /
"nope/x" -> normalize-path: element within the input path is not a directory or does not exist
  element: CWD/nope
"a/nope/.." -> normalize-path: element within the input path is not a directory or does not exist
  element: CWD/a/nope
"a/f/.." -> normalize-path: element within the input path is not a directory or does not exist
  element: CWD/a/f
"a/f/x" -> normalize-path: element within the input path is not a directory or does not exist
  element: CWD/a/f
"/.." -> normalize-path: root has no parent directory
  root path: /..
"loop1" -> normalize-path: circular reference found
  path: CWD/loop1
"CWD/a/b"
"CWD/a/b"
#t
"normalize-path: contract violation\n  expected: (and/c path-string? complete-path?)\n  given: \"rel\""
"cleanse-path: contract violation\n  expected: (or/c path-string? path-for-some-system?)\n  given: 5"
"cleanse-path: contract violation\n  expected: (or/c path-string? path-for-some-system?)\n  given: \"\""
'("a/b" "a/b" "a" "lnk/." "a/b/..")
'''


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """a/b/ and the files a/f, a/b/f; lnk -> a/b, rel-up -> a/b/.., loop1 <-> loop2."""
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "f").write_text("")
    (tmp_path / "a" / "b" / "f").write_text("")
    os.symlink("a/b", tmp_path / "lnk")
    os.symlink("a/b/..", tmp_path / "rel-up")
    os.symlink("loop2", tmp_path / "loop1")
    os.symlink("loop1", tmp_path / "loop2")
    return tmp_path


def test_normalize_path_resolves_as_racket_does(folder: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, folder, "main.rkt") == (RACKET_PRINTS, 0, "")


@needs_racket
def test_the_recorded_answers_are_racket_s(folder: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, folder, "main.rkt") == (RACKET_PRINTS, 0, "")
