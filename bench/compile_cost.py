"""What a program costs before it runs: per program, the CPU time of `minischeme run` in
process (as bench/real.py's compute column) and the part of it spent reading, expanding and
compiling (the main module's source read, then its `_compile_module`: every form expanded
and compiled, the modules it requires read and compiled too) before the first form runs.

    python bench/compile_cost.py bench/real bench/fresh3        # every program of the folders
    python bench/compile_cost.py --runs 5 bench/real/aoc15_d02_paper/main.rkt
    python bench/compile_cost.py --markdown bench/real

One warm-up, then the best of ``--runs`` (3) runs of each: total and compile part measured in
the same run, CPU time (`time.process_time`). Run it with `--source DIR` as bench/real.py
to measure another checkout (its minischeme first on sys.path).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
from pathlib import Path


def instrument() -> dict[str, float]:
    """Wrap the reader's and the module compiler's entry points so that the time spent in
    them (outermost calls only) adds up in the returned dict's "compile"."""
    from minischeme.running import interpreter, modules
    acc = {"compile": 0.0, "depth": 0}

    def timed(fn):
        def wrapper(*args, **kwargs):
            if acc["depth"]:
                return fn(*args, **kwargs)
            acc["depth"] += 1
            start = time.process_time()
            try:
                return fn(*args, **kwargs)
            finally:
                acc["compile"] += time.process_time() - start
                acc["depth"] -= 1
        return wrapper
    interpreter.read_or_message = timed(interpreter.read_or_message)
    modules.read_or_message = timed(modules.read_or_message)
    interpreter.Interpreter._compile_module = timed(interpreter.Interpreter._compile_module)
    return acc


def measure(program: Path, runs: int, acc: dict[str, float]) -> tuple[float, float]:
    """The best total and the best compile part (seconds) of ``runs`` runs after a warm-up."""
    from minischeme.cli import main
    totals, compiles = [], []
    for i in range(runs + 1):
        acc["compile"] = 0.0
        out = io.StringIO()
        start = time.process_time()
        with contextlib.redirect_stdout(out):
            try:
                main(["run", str(program)])
            except SystemExit:
                pass
        total = time.process_time() - start
        if i:
            totals.append(total)
            compiles.append(acc["compile"])
    return min(totals), min(compiles)


def programs_of(paths: list[str]) -> list[Path]:
    """The `main.rkt` of each folder of programs named, or each file named."""
    found = []
    for p in map(Path, paths):
        if p.is_file():
            found.append(p)
        elif (p / "main.rkt").is_file():
            found.append(p / "main.rkt")
        else:
            found.extend(sorted(p.glob("*/main.rkt")))
    return found


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--source", help="another checkout's minischeme")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    if args.source:
        sys.path.insert(0, args.source)
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.setrecursionlimit(100000)
    acc = instrument()
    rows = []
    for prog in programs_of(args.paths):
        total, comp = measure(prog, args.runs, acc)
        name = (f"{prog.parent.parent.name}/{prog.parent.name}" if prog.name == "main.rkt"
                else f"{prog.parent.name}/{prog.name}")
        rows.append((name, total * 1000, comp * 1000))
        if not args.markdown:
            print(f"{name:45} total {total*1000:8.1f} ms  compile {comp*1000:7.1f} ms "
                  f"({100 * comp / total if total else 0:3.0f}%)", flush=True)
    if args.markdown:
        print("| program | total ms | compile ms | compile % |\n|---|---:|---:|---:|")
        for name, total, comp in rows:
            print(f"| {name} | {total:.1f} | {comp:.1f} | {100 * comp / total if total else 0:.0f} |")


if __name__ == "__main__":
    main()
