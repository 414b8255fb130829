"""racket/base's `in-directory`: every path under a folder, each directory before its
contents, entries in `directory-list`'s order, built on the folder given (relative to the
current directory without one); a directory the `use-dir?` predicate refuses is produced
but not entered; a folder that cannot be listed fails when the loop reaches it, in
`directory-list`'s words (a course's `ls` printed a tree with it)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

TREE = {"d/z.txt": "", "d/b/f1": "", "d/b/c/.keep": "", "d/a/g": ""}
CASES = {
    "a_folder": ("(for ([p (in-directory \"d\")]) (printf \"~a\\n\" p))\n",
                 ("d/a\nd/a/g\nd/b\nd/b/c\nd/b/c/.keep\nd/b/f1\nd/z.txt\n", 0, "")),
    "a_folder_with_a_slash": ("(for/list ([p (in-directory \"d/a/\")]) (path->string p))\n",
                              ("'(\"d/a/g\")\n", 0, "")),
    "use_dir_refuses_one": (
        "(for/list ([p (in-directory \"d\" (lambda (p) (not (regexp-match? #rx\"b$\" "
        "(path->string p)))))]) p)\n",
        ("'(#<path:d/a> #<path:d/a/g> #<path:d/b> #<path:d/z.txt>)\n", 0, "")),
    "the_current_directory": ("(for/list ([p (in-directory)]) p)\n(for/list ([p (in-directory #f)]) p)\n",
                              ("'(#<path:d> #<path:d/a> #<path:d/a/g> #<path:d/b> #<path:d/b/c> "
                               "#<path:d/b/c/.keep> #<path:d/b/f1> #<path:d/z.txt> #<path:main.rkt>)\n"
                               * 2, 0, "")),
    "a_sequence_read_late": ("(sequence? (in-directory \"nope\"))\n(for ([p (in-directory \"nope\")]) p)\n",
                             ("#t\n", 1, "directory-list: could not open directory")),
    "not_a_folder": ("(for ([p (in-directory \"d/z.txt\")]) p)\n",
                     ("", 1, "directory-list: could not open directory")),
}


def _files(program: str) -> dict[str, str]:
    return {**TREE, "main.rkt": "#lang racket/base\n" + program}


@pytest.mark.parametrize("name", sorted(CASES))
def test_minischeme_answers(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert minischeme_run(_files(program), tmp_path, "main.rkt") == expected


@needs_racket
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answers_are_racket_s(name: str, tmp_path: Path) -> None:
    program, expected = CASES[name]
    assert racket_run(_files(program), tmp_path, "main.rkt") == expected
