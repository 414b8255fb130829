"""Paths as in Racket: `build-path` (`'up`, `'same`), `string->path`, `path->string`,
`path?`, `path-string?`, `split-path`, `path->complete-path`, `simplify-path`,
racket/path's `file-name-from-path`, `path-only`, `path-get-extension`; how a path prints
(`#<path:a/b.txt>` in write and print, its text in display and `~a`); `equal?` and hashing
of paths; every error in Racket 8.7's words (tests/file_programs/paths.rkt prints each).

The program's output is Racket's, recorded in tests/recorded/file_programs/paths.json (and
checked against `racket` again where it is installed)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from folder_runs import (STDERR_LINES, as_recorded, minischeme_run, needs_racket,  # noqa: E402
                         program_files, racket_run, recorded)

from minischeme.values.paths import RacketPath  # noqa: E402
from minischeme.values.printer import display_string, print_string, write_string  # noqa: E402

PROGRAM = "paths"
FILES: dict[str, str | bytes] = {}


def test_the_program_runs_as_in_racket(tmp_path: Path) -> None:
    run = minischeme_run(tmp_path / "run", program_files(PROGRAM, FILES),
                         stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


@needs_racket
def test_the_recording_is_racket_s_answer(tmp_path: Path) -> None:
    run = racket_run(tmp_path / "run", program_files(PROGRAM, FILES), stderr_lines=STDERR_LINES)
    assert as_recorded(run) == recorded(PROGRAM)


def test_a_path_prints_as_racket_prints_it() -> None:
    p = RacketPath("foo.txt")
    assert (write_string(p), print_string(p), display_string(p)) == \
        ("#<path:foo.txt>", "#<path:foo.txt>", "foo.txt")
