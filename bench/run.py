"""The speed benchmark: minischeme beside plain CPython and Racket, as a ratio table.

    python bench/run.py                 # every program, median of 5 runs each
    python bench/run.py --runs 10 fib   # only programs whose name contains "fib"
    python bench/run.py --markdown      # the table as Markdown (for the README)

For each program in ``bench/programs/*.rkt`` it runs, in the same hyperfine session,
``python -m minischeme run PROG.rkt``, plain CPython on the port ``bench/python/PROG.py``
(the same algorithm), and ``racket PROG.rkt`` where Racket is installed. Every time is the
whole process, start-up included, the median of ``--runs`` runs after one warm-up.
Before timing, each command's output is checked against the others (a wrong answer is
reported, not timed).

Columns: the three medians; ``ms/py`` is minischeme's time over CPython's; ``net ms/py``
is the same ratio with each system's start-up (its ``00_startup`` time) subtracted first,
computed from the fastest runs, which other load on the machine disturbs least (left out
when CPython's own work takes under 5 ms, too little to divide by);
``ms/rkt`` is minischeme over Racket, ``net ms/rkt`` the same with start-up subtracted
(Racket runs the programs compiled by ``raco make`` first); ``target`` is issue 6's
whole-process target for the micro-benchmarks (00-07), and for the real workloads (10 and
up: issue 14) the most their compute time may be over CPython's; ``ok`` says whether it
holds. The last row is the geometric mean of the real workloads' ``net ms/py``.

hyperfine (``apt-get install -y hyperfine``) does the timing when installed; otherwise a
simple loop of ``subprocess.run`` calls stands in, with the same statistics.

Python runs with its bytecode cache on (``PYTHONDONTWRITEBYTECODE`` is dropped from the
environment), as an installed minischeme does: compiling minischeme's own sources at every
start would otherwise add about 0.08 s to every minischeme time.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
PROGRAMS = BENCH / "programs"
PORTS = BENCH / "python"

# issue 6: whole process, start-up included, on a 2-core machine
TARGETS = {"00_startup": 0.25, "01_fib25": 0.6, "02_tak": 0.35, "03_loop1m": 1.0,
           "04_list100k": 1.0, "05_deep10k": 0.4, "06_isort2k": 0.8, "07_cards": 1.0}
# issue 6: start-up subtracted, minischeme over CPython at most this (fib 25: 15x)
RATIO_LIMITS = {"01_fib25": 15.0}
DEFAULT_RATIO_LIMIT = 20.0
# issue 14: the real workloads (programs 10 and up), compute time over CPython's at most
# this each, and at most GEOMEAN_LIMIT on their geometric mean
REAL_WORKLOAD_FROM = "10"
REAL_RATIO_LIMIT = 5.0
GEOMEAN_LIMIT = 3.0
# below this much work (seconds, start-up subtracted) CPython's time is mostly noise, and
# so would be a ratio to it: the net column shows "-"
MIN_NET = 0.005


@dataclass
class Result:
    """The median wall times (seconds) of one program under each system."""

    name: str
    times: dict[str, float] = field(default_factory=dict)   # median of the runs
    fastest: dict[str, float] = field(default_factory=dict)  # the fastest run
    errors: dict[str, str] = field(default_factory=dict)


SOURCE: list[Path | None] = [None]  # --source: run minischeme from another checkout


def commands(name: str, racket: str | None) -> dict[str, list[str]]:
    """The command line of each system for program ``name``."""
    cmds = {"minischeme": [sys.executable, "-m", "minischeme", "run", str(PROGRAMS / f"{name}.rkt")],
            "cpython": [sys.executable, str(PORTS / f"{name}.py")]}
    if racket:
        cmds["racket"] = [racket, str(PROGRAMS / f"{name}.rkt")]
    return cmds


def environment() -> dict[str, str]:
    """The environment of every timed command: the caller's, with the bytecode cache on."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if SOURCE[0] is not None:
        env["PYTHONPATH"] = str(SOURCE[0]) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def workdir() -> Path:
    """Where commands run: the checkout whose minischeme is measured."""
    return SOURCE[0] or ROOT


def check_outputs(cmds: dict[str, list[str]]) -> dict[str, str]:
    """Run each command once; a system whose output differs from the others' is an error."""
    outputs, errors = {}, {}
    for system, cmd in cmds.items():
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=workdir(), env=environment())
        if proc.returncode != 0:
            errors[system] = f"exit {proc.returncode}: {proc.stderr.strip()[:200]}"
        else:
            outputs[system] = proc.stdout
    reference = outputs.get("racket", outputs.get("cpython"))
    for system, out in outputs.items():
        if reference is not None and out != reference:
            errors[system] = f"wrong output {out.strip()[:60]!r}, expected {reference.strip()[:60]!r}"
    return errors


def time_with_hyperfine(cmds: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    """The seconds of every run, per system, all timed in one hyperfine session."""
    systems = list(cmds)
    with tempfile.TemporaryDirectory() as tmp:
        export = Path(tmp) / "times.json"
        argv = ["hyperfine", "--runs", str(runs), "--warmup", "1", "--style", "none",
                "-N", "--export-json", str(export)]
        for system in systems:
            argv += ["--command-name", system, " ".join(_quote(a) for a in cmds[system])]
        subprocess.run(argv, check=True, cwd=workdir(), env=environment(), stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        data = json.loads(export.read_text())
    return {system: r["times"] for system, r in zip(systems, data["results"])}


def time_with_subprocess(cmds: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    """The seconds of every run, per system, without hyperfine (after one warm-up)."""
    out = {}
    for system, cmd in cmds.items():
        samples = []
        for i in range(runs + 1):
            start = time.perf_counter()
            subprocess.run(cmd, cwd=workdir(), env=environment(), stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            if i:
                samples.append(time.perf_counter() - start)
        out[system] = samples
    return out


def _quote(arg: str) -> str:
    return arg if arg and all(ch.isalnum() or ch in "/._-=+:" for ch in arg) else json.dumps(arg)


def compile_for_racket(names: list[str], racket: str) -> None:
    """`raco make` the programs, so that Racket's times are of compiled code (as a course
    runs a program twice), not of expanding `#lang racket` and `match` at every run."""
    raco = Path(racket).with_name("raco")
    if raco.exists():
        subprocess.run([str(raco), "make", *(str(PROGRAMS / f"{n}.rkt") for n in names)],
                       check=False, cwd=workdir())


def measure(names: list[str], runs: int, racket: str | None) -> list[Result]:
    timer = time_with_hyperfine if shutil.which("hyperfine") else time_with_subprocess
    if racket:
        compile_for_racket(names, racket)
    results = []
    for name in names:
        cmds = commands(name, racket)
        result = Result(name)
        result.errors = check_outputs(cmds)
        good = {s: c for s, c in cmds.items() if s not in result.errors}
        if good:
            samples = timer(good, runs)
            result.times = {system: statistics.median(ts) for system, ts in samples.items()}
            result.fastest = {system: min(ts) for system, ts in samples.items()}
        results.append(result)
        print(f"  measured {name}", file=sys.stderr, flush=True)
    return results


# ------------------------------------------------------------------ the table

def table_rows(results: list[Result]) -> list[list[str]]:
    startup = next((r.fastest for r in results if r.name == "00_startup"), {})
    rows = [["program", "minischeme", "CPython", "Racket", "ms/py", "net ms/py", "ms/rkt",
             "net ms/rkt", "target", "ok"]]
    real: list[float] = []
    for r in results:
        t = r.times
        ms, py, rkt = t.get("minischeme"), t.get("cpython"), t.get("racket")
        net = net_ratio(r, startup)
        net_rkt = net_ratio(r, startup, "racket")
        target = TARGETS.get(r.name)
        ok = _verdict(r, ms, net, target)
        if is_real_workload(r.name) and net is not None:
            real.append(net)
        rows.append([r.name, _secs(ms, r.errors.get("minischeme")), _secs(py, r.errors.get("cpython")),
                     _secs(rkt, r.errors.get("racket")), _ratio(ms, py), _x(net), _ratio(ms, rkt),
                     _x(net_rkt), f"{target:.2f}" if target else
                     (f"{REAL_RATIO_LIMIT:g}x" if is_real_workload(r.name) else ""), ok])
    if real:
        mean = math.exp(sum(map(math.log, real)) / len(real))
        rows.append(["geomean 10-", "", "", "", "", _x(mean), "", "", f"{GEOMEAN_LIMIT:g}x",
                     "yes" if mean <= GEOMEAN_LIMIT else "ratio"])
    return rows


def is_real_workload(name: str) -> bool:
    """Programs 10 and up are the real workloads of issue 14 (the rest: micro-benchmarks)."""
    return name[:2].isdigit() and name[:2] >= REAL_WORKLOAD_FROM


def net_ratio(r: Result, startup: dict[str, float], other: str = "cpython") -> float | None:
    """minischeme's compute time over ``other``'s: each less its start-up (its
    ``00_startup`` time); from the fastest runs, which the machine's other load disturbs
    least. None when the other's own work is under MIN_NET (too little to divide by)."""
    ms, base = r.fastest.get("minischeme"), r.fastest.get(other)
    if ms is None or base is None or r.name == "00_startup" or other not in startup:
        return None
    net_base = base - startup[other]
    if net_base < MIN_NET:
        return None
    # minischeme's own work may be within the start-up's noise (a net time at or below
    # zero): count it as 1 ms, so the ratio stays a small positive number
    return max(ms - startup.get("minischeme", 0.0), 0.001) / net_base


def _verdict(r: Result, ms: float | None, net: float | None, target: float | None) -> str:
    if "minischeme" in r.errors or ms is None:
        return "FAIL"
    if target is not None and ms > target:
        return "slow"
    limit = REAL_RATIO_LIMIT if is_real_workload(r.name) else RATIO_LIMITS.get(r.name, DEFAULT_RATIO_LIMIT)
    if net is not None and net > limit:
        return "ratio"
    return "yes"


def _secs(t: float | None, error: str | None) -> str:
    if error:
        return "ERROR"
    return "-" if t is None else f"{t:.3f}"


def _ratio(a: float | None, b: float | None) -> str:
    return "-" if a is None or b is None or b <= 0 else _x(a / b)


def _x(r: float | None) -> str:
    return "-" if r is None else f"{r:.1f}x"


def print_table(rows: list[list[str]], markdown: bool) -> None:
    if markdown:
        print("| " + " | ".join(rows[0]) + " |")
        print("|" + "|".join("---" if i == 0 else "---:" for i in range(len(rows[0]))) + "|")
        for row in rows[1:]:
            print("| " + " | ".join(row) + " |")
        return
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("only", nargs="*", help="run only programs whose name contains one of these")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per command (median)")
    parser.add_argument("--no-racket", action="store_true", help="leave Racket out")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--source", type=Path, default=None,
                        help="measure the minischeme of another checkout (e.g. an older commit)")
    args = parser.parse_args()
    SOURCE[0] = args.source.resolve() if args.source else None
    names = sorted(p.stem for p in PROGRAMS.glob("*.rkt"))
    if args.only:
        names = [n for n in names if n == "00_startup" or any(o in n for o in args.only)]
    racket = None if args.no_racket else shutil.which("racket")
    results = measure(names, args.runs, racket)
    print_table(table_rows(results), args.markdown)
    for r in results:
        for system, error in r.errors.items():
            print(f"{r.name} under {system}: {error}", file=sys.stderr)
    print(f"(median of {args.runs} runs, start-up included; {os.cpu_count()} cores; "
          f"Python {sys.version.split()[0]}; {'hyperfine' if shutil.which('hyperfine') else 'subprocess timer'})")
    return 1 if any(r.errors for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
