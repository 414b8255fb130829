"""Which procedures Python could not take, over real programs.

    python -m tests.fallback_report [PATH ...]     # default: the corpus, bench, transcripts

Runs each program in this process (``minischeme run`` for a `.rkt` file or a corpus
folder's entry, ``minischeme test`` for a transcript), with its output thrown away, and
counts every procedure the generator gave up on (``codegen.FALLBACKS``: it runs as the
IR's closures) by the problem that stopped it (nesting deeper than Python's parser
allows ...); ``-v`` also lists where each one is.

``assert_generated`` is the test helper: it runs a program and fails if any procedure in
it was left to the closures.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
from collections import Counter
from pathlib import Path

from minischeme.compilation import codegen

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
    """How many procedures the generator was asked to translate to Python, each one
    Python module with the lambdas nested in it (each reaches ``Emitter.module``, whoever
    asks: the closure back end for a lambda in code at the top, the compiler for a
    module-level loop), and the ones left to the closures."""
    attempts = [0]
    original = codegen.Emitter.module

    def counting(self, *args, **kwargs):
        attempts[0] += 1
        return original(self, *args, **kwargs)
    codegen.Emitter.module = counting
    codegen.FALLBACK_LOG = []
    try:
        run_quietly(folder, argv)
        return attempts[0], codegen.FALLBACK_LOG
    finally:
        codegen.Emitter.module = original
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
    parser = argparse.ArgumentParser(prog="python -m tests.fallback_report",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("-v", action="store_true", help="list where each fallback is")
    parser.add_argument("paths", nargs="*", default=[], metavar="PATH",
                        help="programs, corpus folders or transcripts (default: the corpus, "
                             "bench, transcripts)")
    args = parser.parse_args(argv)
    missing = [p for p in args.paths if not Path(p).exists()]
    if missing:
        parser.error(f"no such file or folder: {missing[0]}")
    verbose = args.v
    paths = [Path(a) for a in args.paths] or DEFAULT
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
