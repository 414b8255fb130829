"""Which forms keep lambdas off the generated-code path, over real programs.

    python -m tests.fallback_report [PATH ...]     # default: the corpus, bench, transcripts

Runs each program in this process (``minischeme run`` for a `.rkt` file or a corpus
folder's entry, ``minischeme test`` for a transcript), with its output thrown away, and
counts every lambda the generator gave up on (``codegen.FALLBACKS``) by the form that
stopped it; ``-v`` also lists where each one is. A lambda nested in one that falls back is
tried again alone, so one use of a form can count once per enclosing lambda.

``assert_generated`` is the test helper: it runs a program and fails if any lambda in it
fell back.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from collections import Counter
from pathlib import Path

from minischeme.compilation import codegen, compiler

REPO = Path(__file__).resolve().parent.parent
DEFAULT = [REPO / "tests" / "corpus", REPO / "bench" / "programs", REPO / "transcripts"]


def targets(paths: list[Path]) -> list[tuple[Path, list[str]]]:
    """(working folder, command-line arguments) of each program under ``paths``."""
    out = []
    for path in paths:
        if path.is_dir() and (path / "expected.json").is_file():
            entry = json.loads((path / "expected.json").read_text())["entry"]
            out.append((path, ["run", entry]))
        elif path.is_dir():
            out += targets(sorted(path.iterdir()))
        elif path.suffix == ".rkt":
            out.append((path.parent, ["run", path.name]))
        elif path.suffix == ".transcript":
            out.append((path.parent, ["test", path.name]))
    return out


def run_quietly(folder: Path, argv: list[str]) -> int:
    """Run the CLI on ``argv`` in ``folder``, its output discarded."""
    from minischeme.cli import main
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            return main(argv)
    finally:
        os.chdir(cwd)


def fallbacks_of(folder: Path, argv: list[str]) -> tuple[int, list[tuple]]:
    """How many lambdas the generator was asked for, and the ones that fell back."""
    attempts = [0]
    original = compiler.build_lambda

    def counting(*args, **kwargs):
        attempts[0] += 1
        return original(*args, **kwargs)
    compiler.build_lambda = counting
    codegen.FALLBACK_LOG = []
    try:
        run_quietly(folder, argv)
        return attempts[0], codegen.FALLBACK_LOG
    finally:
        compiler.build_lambda = original
        codegen.FALLBACK_LOG = None


def assert_generated(program: str, lang: str = "racket") -> str:
    """Run ``program`` (a module's text without `#lang`) and return what it printed, values
    included; fail if any lambda in it was run as the IR's closures instead of translated
    to Python."""
    from minischeme.running.interpreter import Interpreter
    from minischeme.values.ports import capture_output
    before = Counter(codegen.FALLBACKS)
    interp = Interpreter()
    with capture_output() as port:
        outcome = interp.load_text(f"#lang {lang}\n{program}\n", "program.rkt",
                                   on_value=lambda v: port.write(interp.format_value(v) + "\n"))
    new = Counter(codegen.FALLBACKS)
    new.subtract(before)
    assert not +new, f"lambdas were left to the closure back end: {dict(+new)}"
    assert outcome.error is None, outcome.error
    return port.getvalue()


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    paths = [Path(a) for a in argv if a != "-v"] or DEFAULT
    reasons: Counter[str] = Counter()
    total_attempts = total_failed = 0
    for folder, args in targets(paths):
        attempts, log = fallbacks_of(folder, args)
        total_attempts += attempts
        total_failed += len(log)
        label = f"{folder.relative_to(REPO) if folder.is_relative_to(REPO) else folder} {' '.join(args)}"
        print(f"{len(log):5d} / {attempts:5d}  {label}")
        for reason, name, source, loc in log:
            reasons[reason] += 1
            if verbose:
                print(f"          {reason}: {name} at {source}:{loc}")
    print(f"\n{total_failed} of {total_attempts} lambdas fell back; by reason:")
    for reason, n in reasons.most_common():
        print(f"{n:7d}  {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
