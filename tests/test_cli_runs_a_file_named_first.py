"""`minischeme FILE ARG ...` runs FILE as `minischeme run FILE ARG ...` does, as `racket
FILE ARG ...` runs it: a Racket user's habit (cli._with_run_implied). A first word that
is a subcommand stays one; a word that is neither a subcommand nor a program is the usage
error it was."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def minischeme(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "minischeme", *args], capture_output=True,
                          text=True, cwd=cwd or ROOT, timeout=120)


def test_a_file_named_first_runs_with_its_arguments(tmp_path):
    f = tmp_path / "hand.rkt"
    f.write_text("#lang racket\n(cons 'H 'A)\n(current-command-line-arguments)\n")
    r = minischeme(str(f), "9", "spades")
    assert (r.stdout, r.returncode) == ("'(H . A)\n'#(\"9\" \"spades\")\n", 0)


def test_an_error_is_the_programs_as_under_run(tmp_path):
    f = tmp_path / "bad.rkt"
    f.write_text("#lang racket\n(car '())\n")
    bare, run = minischeme(str(f)), minischeme("run", str(f))
    assert (bare.stdout, bare.stderr, bare.returncode) == (run.stdout, run.stderr, run.returncode)
    assert bare.stderr.startswith("car: contract violation")


def test_a_missing_rkt_file_is_runs_error_not_a_usage_error(tmp_path):
    r = minischeme("nowhere.rkt", cwd=tmp_path)
    assert r.returncode == 1
    assert "invalid choice" not in r.stderr and "nowhere.rkt" in r.stderr


def test_a_file_without_a_suffix_runs_when_it_exists(tmp_path):
    (tmp_path / "prog").write_text("#lang racket\n(+ 1 2)\n")
    r = minischeme("prog", cwd=tmp_path)
    assert (r.stdout, r.returncode) == ("3\n", 0)


def test_a_word_that_is_no_program_is_still_a_usage_error(tmp_path):
    r = minischeme("frobnicate", cwd=tmp_path)
    assert r.returncode == 2 and "invalid choice: 'frobnicate'" in r.stderr


def test_a_subcommand_named_first_stays_one(tmp_path):
    (tmp_path / "run").write_text("#lang racket\n'wrong-file\n")
    (tmp_path / "p.rkt").write_text("#lang racket\n(+ 1 2)\n")
    r = minischeme("run", "p.rkt", cwd=tmp_path)
    assert (r.stdout, r.returncode) == ("3\n", 0)
