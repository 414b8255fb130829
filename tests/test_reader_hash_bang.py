"""`#!` line comments, as Racket's reader reads them (and `#lang` where it may not be): `#!/usr/bin/env racket` (or
`#! /usr/bin/racket`) as a script's first line above `#lang`, and `#! comment` anywhere
(a line comment that a backslash at the end of the line continues onto the next).

Each program's output and exit code are Racket 8.7's, recorded here (and checked against
`racket` again where it is installed)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from folder_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

from minischeme.reading.reader import read_source  # noqa: E402
from minischeme.values.data import sym  # noqa: E402
from minischeme.values.printer import write_string  # noqa: E402

PROGRAMS = {
    "env_line": "#!/usr/bin/env racket\n#lang racket\n(displayln 'env)\n",
    "racket_line": "#!/usr/bin/racket\n#lang racket/base\n(displayln (+ 1 2))\n",
    "space_line": "#! /usr/bin/racket\n#lang racket\n(displayln \"spaced\")\n",
    "inside": ("#lang racket\n(displayln 1)\n#! a comment \"with a quote ( and a paren\n"
               "(displayln 2)\n#!/not/a/path either\n(displayln 3)\n"),
    "continued": ("#lang racket\n#! continued \\\n still comment (displayln 'no)\n"
                  "(displayln 'yes)\n"),
    "in_a_list": ("#lang racket\n(displayln (list 1 #! c )\n 2))\n"
                  "(displayln (quote (a #!/x y\n b)))\n"),
    "crlf_lines": "#!/usr/bin/env racket\r\n#lang racket\r\n#! x\r\n(displayln 'crlf)\r\n",
    "crlf_not_continued": "#lang racket\r\n#! x \\\r\n(displayln 'next-line-is-code)\r\n",
    "after_code": "#lang racket\n(displayln \"#! in a string\") #! after code\n(displayln 'end)\n",
    "error_position": "#!/usr/bin/env racket\n#lang racket\n#! note\n(car 1)\n",
    # a second `#lang` (two files pasted together) or one inside a datum is a read error
    "second_lang": "#lang racket\n(displayln 1)\n#lang racket\n(displayln 2)\n",
    "lang_in_a_list": "#lang racket\n(displayln 1)\n(list #lang 5)\n",
    "comment_before_lang": ";; a comment first\n#lang racket\n(displayln 'ok)\n",
}

# racket NAME on each, racket 8.7: (stdout, first line of stderr, exit code)
RACKET = {
    "env_line": ("env\n", "", 0),
    "racket_line": ("3\n", "", 0),
    "space_line": ("spaced\n", "", 0),
    "inside": ("1\n2\n3\n", "", 0),
    "continued": ("yes\n", "", 0),
    "in_a_list": ("(1 2)\n(a b)\n", "", 0),
    "crlf_lines": ("crlf\n", "", 0),
    "crlf_not_continued": ("next-line-is-code\n", "", 0),
    "after_code": ("#! in a string\nend\n", "", 0),
    "error_position": ("", "car: contract violation\n", 1),
    "second_lang": ("", "program.rkt:3:0: read-syntax: `#lang` not enabled\n", 1),
    "lang_in_a_list": ("", "program.rkt:3:6: read-syntax: `#lang` not enabled\n", 1),
    "comment_before_lang": ("ok\n", "", 0),
}


def answer(run) -> tuple[str, str, int]:
    return run.stdout, run.stderr, run.code


@pytest.mark.parametrize("name", PROGRAMS)
def test_a_hash_bang_comment_reads_as_in_racket(name: str, tmp_path: Path) -> None:
    run = minischeme_run(tmp_path / name, {"program.rkt": PROGRAMS[name]}, stderr_lines=1)
    assert answer(run) == RACKET[name]


@needs_racket
@pytest.mark.parametrize("name", PROGRAMS)
def test_recorded_answer_is_racket_s(name: str, tmp_path: Path) -> None:
    run = racket_run(tmp_path / name, {"program.rkt": PROGRAMS[name]}, stderr_lines=1)
    assert answer(run) == RACKET[name]


def test_the_first_line_does_not_hide_the_lang_line() -> None:
    src = read_source(PROGRAMS["env_line"])
    assert src.lang == "racket"
    assert [write_string(d) for d, _ in src.data] == ["(displayln (quote env))"]


def test_positions_after_a_hash_bang_comment_stay_where_they_are() -> None:
    [(datum, loc)] = read_source("#! one\n#! two \\\nthree\n  sym\n").data
    assert datum is sym("sym") and loc[:2] == (4, 2)


def test_hash_bang_not_followed_by_space_or_slash_is_still_an_error() -> None:
    from minischeme.reading.reader import ReadError
    with pytest.raises(ReadError):
        read_source("(list 1 #!x 2)")
