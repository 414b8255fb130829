"""Differential fuzzing: random expressions through real Racket and minischeme, compared.

``python -m fuzz.differential --batches 20`` evaluates batches of generated expressions
(``generators.primitive_calls`` and ``generators.programs``) with Racket's
``racket-eval.rkt`` and ``minischeme eval --json``, the same pair the differential tests
use, and lists every expression whose value, output or first error line differs, grouped
by the procedure at its head. A finding worth keeping becomes a line of a file in
tests/differential/, where the test suite compares it with Racket from then on.
"""
from __future__ import annotations

import argparse
import collections
import random
import re
import sys
import tempfile
from pathlib import Path

from .generators import make_case

ROOT = Path(__file__).resolve().parent.parent

# Answers that differ from run to run, or with the machine, in Racket itself.
UNSTABLE = re.compile(r"random|current-|seconds|milliseconds|gensym|eq-hash-code|"
                      r"equal-hash-code|hash-code|sleep|exit|read|port|error-display|"
                      r"make-hasheq|object-name|#<procedure|struct:")


def batch(start: int, size: int) -> list[str]:
    """``size`` expressions, one per line, from cases ``start``, ``start + 1``, ..."""
    out: list[str] = []
    seed = start
    while len(out) < size:
        name = "primitive_calls" if seed % 3 else "programs"
        for line in make_case(name, seed).split("\n"):
            if line.strip() and not UNSTABLE.search(line) and len(line) < 400:
                out.append(line)
        seed += 1
    return out[:size]


def compare(exprs: list[str]) -> list[tuple[str, str, str]]:
    """(expr, racket's answer, ours) for every expression answered differently."""
    sys.path.insert(0, str(ROOT))
    from tests.racket_oracle import _python_env, _rel, _run_eval, first_line, run_racket_eval
    with tempfile.TemporaryDirectory() as d:
        rkt, ex = Path(d) / "empty.rkt", Path(d) / "exprs.rktd"
        rkt.write_text("#lang racket\n")
        ex.write_text("\n".join(exprs) + "\n")
        theirs = run_racket_eval(rkt, ex)
        # racket-eval.rkt gives each expression 5 s; so do we
        ours = _run_eval("minischeme", [sys.executable, "-m", "minischeme", "eval", _rel(rkt),
                                        _rel(ex), "--json", "--time-limit", "5"],
                         600, env=_python_env())
    if theirs.problem or ours.problem:
        raise RuntimeError(theirs.problem and theirs.describe_problem() or ours.describe_problem())

    def answer(d: dict) -> str:
        out = d.get("output", "")
        if "error" in d:
            return f"error: {first_line(d['error'])}" + (f" [output {out!r}]" if out else "")
        return f"{d['value']}" + (f" [output {out!r}]" if out else "")
    diffs = []
    for t, o in zip(theirs.datums, ours.datums):
        a, b = answer(t), answer(o)
        if a != b:
            diffs.append((t["expr"], a, b))
    if len(theirs.datums) != len(ours.datums):
        diffs.append(("<count>", str(len(theirs.datums)), str(len(ours.datums))))
    return diffs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m fuzz.differential", description=__doc__.split("\n\n")[0])
    ap.add_argument("--batches", type=int, default=10)
    ap.add_argument("--size", type=int, default=300, help="expressions per batch")
    ap.add_argument("--start", type=int, default=random.randrange(10**6))
    args = ap.parse_args(argv)
    by_head: dict[str, list] = collections.defaultdict(list)
    total = 0
    for b in range(args.batches):
        exprs = batch(args.start + b * args.size, args.size)
        total += len(exprs)
        for expr, theirs, ours in compare(exprs):
            head = re.match(r"\(?\s*([^\s()\[\]]+)", expr)
            by_head[head.group(1) if head else expr].append((expr, theirs, ours))
    for head, rows in sorted(by_head.items(), key=lambda kv: -len(kv[1])):
        print(f"== {head}: {len(rows)}")
        for expr, theirs, ours in rows[:3]:
            print(f"   {expr[:200]}\n     racket:     {theirs[:200]}\n     minischeme: {ours[:200]}")
    count = sum(len(r) for r in by_head.values())
    print(f"{total} expressions from seed {args.start}: {count} answered differently")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main())
