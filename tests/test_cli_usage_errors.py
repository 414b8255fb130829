"""A wrong argument to a subcommand is that subcommand's usage error (issue 31, points 5
and 7), as a user running the command sees it: the subcommand's own usage line and exit 2.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HALVING = ROOT / "tests" / "submissions" / "mini-card-game" / "halving.rkt"


def minischeme(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "minischeme", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("argv, usage", [
    # (after run's FILE, a word run does not know is the program's argument, as in
    # `racket FILE ARG ...`: test_racket_cmdline)
    (["run", "--frob", "p2.rkt"], "usage: minischeme run "),
    (["eval", "p2.rkt", "e.rkt", "more"], "usage: minischeme eval "),
    (["test", "--frob", "p2.rkt"], "usage: minischeme test "),
    (["repl", "p2.rkt", "--frob"], "usage: minischeme repl "),
    (["kernel", "install", "--frob"], "usage: minischeme kernel install "),
    (["grade", "--assignment", "solitaire", "x.sml", "--frob"], "usage: minischeme grade "),
])
def test_an_unknown_argument_is_the_subcommands_usage_error(tmp_path, argv, usage):
    (tmp_path / "p2.rkt").write_text("#lang racket\n(display 1)\n")
    done = minischeme(*argv, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith(usage), done.stderr
    prog = usage.removeprefix("usage: ").strip()
    assert f"{prog}: error: unrecognized arguments: {argv[-1] if argv[-1] != 'p2.rkt' else argv[1]}" \
        in done.stderr
    assert "{run}" not in done.stderr and done.stdout == ""


def test_an_unknown_top_level_option_lists_every_subcommand(tmp_path):
    done = minischeme("--frob", cwd=tmp_path)
    assert done.returncode == 2
    assert "{run,eval,test,repl,grade,compete,kernel}" in done.stderr


@pytest.mark.parametrize("output", ["notes.txt/report.txt", "notes.txt/sub/report.html"])
@pytest.mark.parametrize("command", ["grade", "compete"])
def test_output_under_a_regular_file_is_a_clear_usage_error(tmp_path, output, command):
    (tmp_path / "notes.txt").write_text("not a folder\n")
    extra = ["--assignment", "mini-card-game"] if command == "grade" else []
    done = minischeme(command, *extra, "--output", output, str(HALVING), cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr == (f"minischeme {command}: --output {output}: notes.txt is a file, "
                           "not a folder\n")
    assert (tmp_path / "notes.txt").read_text() == "not a folder\n"
