"""Compute time, measured inside each system's own process: minischeme beside plain CPython
and Racket, as a ratio table.

    python bench/compute.py                  # the real workloads (10 and up), 3 rounds of 5 runs
    python bench/compute.py --runs 20 sieve  # only programs whose name contains "sieve"
    python bench/compute.py --all            # the micro-benchmarks too
    python bench/compute.py --source DIR     # the minischeme of another checkout
    python bench/compute.py --markdown       # the table as Markdown

`bench/run.py` times whole processes and subtracts each system's start-up; on a shared
machine those times swing by up to 2x between runs of the same code, and a start-up
subtracted from them leaves little of a program with 10 ms of compute. Here each system
times its own runs in one process (bench/timers/: one warm-up, then ``--runs`` runs of the
whole program from its source, the libraries loaded once), so start-up is never measured
and never subtracted. The systems take turns, ``--rounds`` times, so that a slow spell of
the machine falls on all three:

* minischeme: `main(["run", PROG.rkt])` (reading, expanding, compiling and running);
* CPython: `runpy.run_path(PROG.py)` of the port (compiling and running);
* Racket: `dynamic-require` of the `raco make`d program in a fresh namespace.

Columns: the fastest run of each over all rounds (milliseconds: the least disturbed by
other load), the
ratios of minischeme's to CPython's and to Racket's, and for the real workloads issue 14's
target (at most 5x CPython's each, 3x on the geometric mean, the last row). Outputs are
checked against each other first, as bench/run.py does.
"""
from __future__ import annotations

import argparse
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import run  # noqa: E402  (bench/run.py: the programs, the output check, the targets)

TIMERS = BENCH / "timers"


def timer_commands(name: str, racket: str | None, runs: int) -> dict[str, list[str]]:
    cmds = {"minischeme": [sys.executable, str(TIMERS / "minischeme_timer.py"),
                           str(run.PROGRAMS / f"{name}.rkt"), str(runs)],
            "cpython": [sys.executable, str(TIMERS / "cpython_timer.py"),
                        str(run.PORTS / f"{name}.py"), str(runs)]}
    if racket:
        cmds["racket"] = [racket, str(TIMERS / "racket_timer.rkt"),
                          str(run.PROGRAMS / f"{name}.rkt"), str(runs)]
    return cmds


def fastest(cmd: list[str]) -> float | str:
    """The fastest run's seconds, or the error."""
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=run.workdir(),
                          env=run.environment())
    if proc.returncode != 0:
        return f"exit {proc.returncode}: {proc.stderr.strip()[-200:]}"
    return min(float(line) for line in proc.stdout.split())


def measure(names: list[str], runs: int, rounds: int, racket: str | None) -> list[dict]:
    if racket:
        run.compile_for_racket(names, racket)
    rows = []
    for name in names:
        errors = run.check_outputs(run.commands(name, racket))
        times: dict[str, float] = {}
        for _ in range(rounds):
            for system, cmd in timer_commands(name, racket, runs).items():
                if system not in errors:
                    got = fastest(cmd)
                    if isinstance(got, str):
                        errors[system] = got
                    else:
                        times[system] = min(got, times.get(system, got))
        rows.append({"name": name, "times": times, "errors": errors})
        print(f"  measured {name}", file=sys.stderr, flush=True)
    return rows


def table(results: list[dict]) -> list[list[str]]:
    rows = [["program", "minischeme ms", "CPython ms", "Racket ms", "ms/py", "ms/rkt",
             "target", "ok"]]
    real = []
    for r in results:
        t, name = r["times"], r["name"]
        ms, py, rkt = t.get("minischeme"), t.get("cpython"), t.get("racket")
        ratio = ms / py if ms and py else None
        is_real = run.is_real_workload(name)
        if is_real and ratio is not None:
            real.append(ratio)
        ok = ("FAIL" if "minischeme" in r["errors"] else
              "" if not is_real or ratio is None else
              "yes" if ratio <= run.REAL_RATIO_LIMIT else "ratio")
        rows.append([name, _ms(ms), _ms(py), _ms(rkt), _x(ratio),
                     _x(ms / rkt if ms and rkt else None),
                     f"{run.REAL_RATIO_LIMIT:g}x" if is_real else "", ok])
    if real:
        mean = math.exp(sum(map(math.log, real)) / len(real))
        rows.append(["geomean 10-", "", "", "", _x(mean), "", f"{run.GEOMEAN_LIMIT:g}x",
                     "yes" if mean <= run.GEOMEAN_LIMIT else "ratio"])
    return rows


def _ms(t: float | None) -> str:
    return "-" if t is None else f"{t * 1000:.1f}"


def _x(r: float | None) -> str:
    return "-" if r is None else f"{r:.1f}x"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("only", nargs="*", help="only programs whose name contains one of these")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per system and round")
    parser.add_argument("--rounds", type=int, default=3, help="turns each system takes")
    parser.add_argument("--all", action="store_true", help="the micro-benchmarks (01-07) too")
    parser.add_argument("--no-racket", action="store_true", help="leave Racket out")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--source", type=Path, default=None,
                        help="measure the minischeme of another checkout (e.g. an older commit)")
    args = parser.parse_args()
    run.SOURCE[0] = args.source.resolve() if args.source else None
    names = sorted(p.stem for p in run.PROGRAMS.glob("*.rkt") if p.stem != "00_startup")
    if not args.all:
        names = [n for n in names if run.is_real_workload(n)]
    if args.only:
        names = [n for n in names if any(o in n for o in args.only)]
    racket = None if args.no_racket else shutil.which("racket")
    results = measure(names, args.runs, args.rounds, racket)
    run.print_table(table(results), args.markdown)
    for r in results:
        for system, error in r["errors"].items():
            print(f"{r['name']} under {system}: {error}", file=sys.stderr)
    print(f"(fastest of {args.rounds} rounds of {args.runs} runs, each system in its own "
          f"process per round, start-up excluded; "
          f"{os.cpu_count()} cores; Python {sys.version.split()[0]})")
    return 1 if any(r["errors"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
