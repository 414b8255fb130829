"""Every subcommand with hostile arguments: no Python ever reaches the user.

Missing files, directories, binary (non-UTF-8) files, unknown assignment names and empty
strings, in every place a command takes them. Whatever the command answers, its output
names no Python exception, has no `Traceback`, no `Errno` and no `internal error`, and its
exit code is a normal one (0, 1, 2), never 70 (minischeme's "a bug" code).
"""
from __future__ import annotations

import builtins
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MCG = ROOT / "tests" / "submissions" / "mini-card-game"

PYTHON_EXCEPTIONS = sorted(
    name for name in dir(builtins)
    if isinstance(getattr(builtins, name), type)
    and issubclass(getattr(builtins, name), BaseException)
    and not issubclass(getattr(builtins, name), Warning)
    and name not in ("Exception", "BaseException"))      # too common as plain words
FORBIDDEN = re.compile(r"\b(?:" + "|".join(PYTHON_EXCEPTIONS) + r")\b|Traceback|Errno|"
                       r"internal error|\\udc[0-9a-f]{2}")


@pytest.fixture(scope="module")
def hostile(tmp_path_factory) -> dict[str, str]:
    d = tmp_path_factory.mktemp("hostile")
    (d / "a-directory").mkdir()
    binary = d / "binary.rkt"
    binary.write_bytes(b"\x85\xff\x00(define x 1)\x00\xfe\n")
    (d / "binary.transcript").write_bytes(b";; assignment: mini-card-game\n> (+ 1 \x85)\n3\n")
    (d / "binary.json").write_bytes(b"\x85\xff{")
    (d / "nope.transcript").write_text(";; assignment: nope\n> (+ 1 2)\n3\n")
    (d / "empty-header.transcript").write_text(";; assignment:\n> (+ 1 2)\n3\n")
    (d / "ok.rkt").write_text("#lang racket\n(define (f x) x)\n")
    (d / "exprs.txt").write_text("(f 1)\n")
    return {"missing": str(d / "missing.rkt"), "dir": str(d / "a-directory"),
            "binary": str(binary), "binary_transcript": str(d / "binary.transcript"),
            "binary_json": str(d / "binary.json"), "nope": str(d / "nope.transcript"),
            "empty_header": str(d / "empty-header.transcript"), "ok": str(d / "ok.rkt"),
            "exprs": str(d / "exprs.txt"), "out_dir": str(d / "a-directory"),
            "correct": str(MCG / "correct.rkt")}


# Each case: the arguments, with {name} standing for a hostile path above.
CASES = [
    # run
    ["run", "{missing}"], ["run", "{dir}"], ["run", "{binary}"], ["run", ""],
    ["run", "--assignment", "nope", "{ok}"], ["run", "--assignment", "_scheme", "{ok}"],
    ["run", "--assignment", "mini_card_game", "{ok}"], ["run", "--assignment", "", "{ok}"],
    ["run", "--lang", "nope", "{ok}"],
    # eval
    ["eval", "{missing}", "{exprs}"], ["eval", "{ok}", "{missing}"], ["eval", "{ok}", "{dir}"],
    ["eval", "{ok}", "{binary}"], ["eval", "{binary}", "{exprs}"], ["eval", "", ""],
    ["eval", "--assignment", "nope", "{ok}", "{exprs}"], ["eval", "--json", "{dir}", "{dir}"],
    # test
    ["test", "{missing}"], ["test", "{dir}"], ["test", "{binary}"],
    ["test", "{binary_transcript}"], ["test", "{nope}"], ["test", "{empty_header}"],
    ["test", ""], ["test", "--assignment", "nope", "{ok}"], ["test", "missing.transcript"],
    # repl
    ["repl", "{missing}"], ["repl", "{dir}"], ["repl", "{binary}"],
    ["repl", "--assignment", "nope"], ["repl", "--assignment", ""], ["repl", "--color", "x"],
    # grade
    ["grade", "--assignment", "mini-card-game", "{missing}"],
    ["grade", "--assignment", "mini-card-game", "{dir}"],
    ["grade", "--assignment", "mini-card-game", "-n", "1", "--no-cache", "{binary}"],
    ["grade", "--assignment", "nope", "{correct}"],
    ["grade", "--assignment", "", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--rubric", "{missing}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--rubric", "{dir}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--rubric", "{binary_json}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--tests", "{missing}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--tests", "{dir}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--tests", "{binary}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--tests", "{nope}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "-n", "1", "--no-cache", "--output",
     "{out_dir}", "{correct}"],
    ["grade", "--assignment", "mini-card-game", "--no-cache", "--output", "", "{correct}"],
    # compete
    ["compete", "{missing}"], ["compete", "{dir}"], ["compete", "--games", "0", "{correct}"],
    ["compete", "--games", "-5", "{correct}"], ["compete", "--games", "", "{correct}"],
    ["compete", "--games", "1", "--output", "{out_dir}", "{correct}"],
    # kernel (never an install into the system: only paths that cannot be written)
    ["kernel"], ["kernel", "nope"], ["kernel", "install", "--prefix", "{binary}"],
    # the top level
    ["nope"], [""], ["--version"],
]


def _run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "minischeme", *args], input=stdin,
                          capture_output=True, text=True, timeout=180, cwd=ROOT, env=env,
                          errors="replace")


@pytest.fixture(scope="module")
def sweep(hostile) -> dict[str, subprocess.CompletedProcess]:
    """Every case run once (two at a time: each is a fresh process)."""
    expanded = {" ".join(c): [a.format(**hostile) for a in c] for c in CASES}
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {k: pool.submit(_run, v) for k, v in expanded.items()}
        return {k: f.result() for k, f in futures.items()}


@pytest.mark.parametrize("case", [" ".join(c) for c in CASES])
def test_no_python_reaches_the_user(case, sweep):
    proc = sweep[case]
    for stream in (proc.stdout, proc.stderr):
        found = FORBIDDEN.search(stream)
        assert found is None, f"{case!r} printed {found.group()!r}:\n{stream[-2000:]}"
    assert proc.returncode in (0, 1, 2), (case, proc.returncode, proc.stderr[-1000:])


def test_file_errors_are_in_racket_words(sweep):
    def err(case: str) -> str:
        return sweep[case].stderr
    assert "cannot open input file" in err("test {missing}")
    assert "system error: No such file or directory; errno=2" in err("test {missing}")
    assert "system error: Is a directory; errno=21" in err("run {dir}")
    assert "no tests in this folder" in err("test {dir}")    # a folder is its tests, as in raco test
    assert "cannot open input file" in err("eval {ok} {dir}")
    assert "rubric file is not a well-formed UTF-8 encoding" in err(
        "grade --assignment mini-card-game --rubric {binary_json} {correct}")
    assert "open-output-file: error opening file" in err(
        "grade --assignment mini-card-game -n 1 --no-cache --output {out_dir} {correct}")


def test_unknown_assignment_is_the_same_usage_error_everywhere(sweep):
    for command in ("run", "eval", "test", "repl"):
        case = next(k for k in sweep if k.startswith(f"{command} --assignment nope"))
        proc = sweep[case]
        assert proc.returncode == 2, case
        assert "unknown assignment: nope (known: mini-card-game" in proc.stderr, case
    for case in ("run --assignment _scheme {ok}", "run --assignment mini_card_game {ok}",
                 "run --assignment  {ok}", "repl --assignment "):
        assert sweep[case].returncode == 2 and "unknown assignment" in sweep[case].stderr


def test_a_transcript_naming_an_unknown_assignment_fails_without_stopping_the_run(hostile):
    proc = _run(["test", hostile["nope"], str(ROOT / "transcripts" / "mini-card-game.transcript")])
    assert proc.returncode == 1
    assert "unknown assignment: nope (known:" in proc.stderr
    passed = int(re.search(r"(\d+) passed, (\d+) failed", proc.stdout).group(1))
    assert passed > 0          # the second transcript still ran


def test_non_utf8_scheme_text_reads_as_racket_reads_it(hostile):
    """Racket decodes bad bytes as U+FFFD: a program with them runs, a symbol shows �."""
    proc = _run(["run", "--lang", "racket", hostile["binary"]])   # (racket refuses a bare file)
    assert "\ufffd" in proc.stdout + proc.stderr
    piped = subprocess.run([sys.executable, "-m", "minischeme"], input=b"'a\xffb\n",
                           capture_output=True, timeout=60, cwd=ROOT,
                           env=dict(os.environ, LC_ALL="C", LANG="C",
                                    PYTHONPATH=str(ROOT)))
    assert "'a\ufffdb".encode() in piped.stdout


def test_compete_games_must_be_positive(sweep):
    for case in ("compete --games 0 {correct}", "compete --games -5 {correct}"):
        assert sweep[case].returncode == 2
        assert "--games: expected a whole number > 0" in sweep[case].stderr


def test_version():
    proc = _run(["--version"])
    assert proc.returncode == 0 and re.fullmatch(r"minischeme \S+ \(Racket v8\.7 compatible\)\n",
                                                 proc.stdout)
