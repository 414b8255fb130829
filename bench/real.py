"""The real-program benchmark (issue 29): public Racket programs nobody here wrote, run under
minischeme, Racket and (where a port exists) plain CPython, as one ratio table.

    python bench/real.py                   # every program in bench/real/
    python bench/real.py --runs 5 euler    # only programs whose name contains "euler"
    python bench/real.py --markdown        # the table as Markdown (bench/README.md)
    python bench/real.py --source DIR      # the minischeme of another checkout
    python bench/real.py --folder bench/fresh   # another set of programs (default bench/real)

Each program is a folder `bench/real/NAME/` holding `main.rkt` (the program as fetched, with
the changes `bench/real/SOURCES.md` lists: a smaller input, a driver, an embedded input
file), the files it `require`s, and for some a plain-CPython port `port.py`. The public
programs are not committed: `python tools/fetch_sources.py bench/real` downloads them (with
those changes, from `bench/real/SOURCES.json`); a program whose files are missing is skipped.
`--folder DIR` runs the programs of another folder laid out the same way (`DIR/NAME/main.rkt`,
`DIR/SOURCES.json`): bench/fresh is the held-out set, programs no fast path was tuned on.

Per program, the systems take turns `--rounds` times, so that a slow spell of this shared
machine falls on all of them:

* compute time in each system's own process (bench/timers/, as bench/compute.py: one
  warm-up, then ``--runs`` runs of the whole program from source; no start-up measured);
* whole process: `python -m minischeme run main.rkt` and `racket main.rkt` (raco-made).

Columns: medians of compute time (ms) for minischeme, CPython and Racket; minischeme's over
CPython's (compute: the port's start-up would otherwise be most of a 10 ms program) and
over Racket's (compute, and whole process); the targets of issue 29 are at most 3x the
CPython port, at most 30x Racket's whole process, 2x CPython on the geometric mean.
Outputs are checked to agree first; a program whose output differs is reported, not timed.
"""
from __future__ import annotations

import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH.parent) not in sys.path:  # run as a script: the checkout's tools/ importable
    sys.path.insert(0, str(BENCH.parent))
from tools.fetch_sources import not_fetched, program_folders  # noqa: E402

REAL = BENCH / "real"
FOLDER: list[Path] = [REAL]  # the program folders' parent (--folder)
TIMERS = BENCH / "timers"
SOURCE: list[Path | None] = [None]
TIMEOUT = 120


@dataclass
class Result:
    """One program's samples (seconds) per measurement, or the error that stopped it."""
    name: str
    samples: dict[str, list[float]] = field(default_factory=dict)
    error: str | None = None

    def median(self, key: str) -> float | None:
        values = self.samples.get(key)
        return statistics.median(values) if values else None


def programs(patterns: list[str]) -> list[Path]:
    """The program folders whose names contain any of ``patterns`` (all when none), fetched
    or not (``not_fetched`` tells)."""
    folder = FOLDER[0]
    found = sorted({p for p in folder.iterdir() if (p / "main.rkt").is_file()}
                   | set(program_folders(folder)))
    return [p for p in found if not patterns or any(s in p.name for s in patterns)]


def environment() -> dict[str, str]:
    """The caller's environment with the bytecode cache on (as an installed minischeme)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    root = SOURCE[0] or BENCH.parent
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def whole_commands(prog: Path, racket: str | None) -> dict[str, list[str]]:
    """The whole-process command of each system."""
    cmds = {"minischeme": [sys.executable, "-m", "minischeme", "run", "main.rkt"]}
    if (prog / "port.py").exists():
        cmds["cpython"] = [sys.executable, "port.py"]
    if racket:
        cmds["racket"] = [racket, "main.rkt"]
    return cmds


def timer_commands(prog: Path, racket: str | None, runs: int) -> dict[str, list[str]]:
    """The in-process timer of each system (bench/timers/)."""
    main = str(prog / "main.rkt")
    cmds = {"minischeme": [sys.executable, str(TIMERS / "minischeme_timer.py"), main, str(runs)]}
    if (prog / "port.py").exists():
        cmds["cpython"] = [sys.executable, str(TIMERS / "cpython_timer.py"),
                           str(prog / "port.py"), str(runs)]
    if racket:
        cmds["racket"] = [racket, str(TIMERS / "racket_timer.rkt"), main, str(runs)]
    return cmds


def _run(cmd: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, env=environment(),
                          timeout=TIMEOUT)


def check_outputs(prog: Path, racket: str | None) -> str | None:
    """Run each system once; the first disagreement with Racket's output (or the port's), or
    None when all agree."""
    outputs = {}
    for system, cmd in whole_commands(prog, racket).items():
        try:
            proc = _run(cmd, prog)
        except subprocess.TimeoutExpired:
            return f"{system}: over {TIMEOUT} s"
        if proc.returncode != 0:
            return f"{system}: exit {proc.returncode}: {proc.stderr.strip()[:160]}"
        outputs[system] = proc.stdout
    reference = outputs.get("racket", outputs.get("cpython"))
    for system, out in outputs.items():
        if reference is not None and out != reference:
            return f"{system}: output {out.strip()[:50]!r}, expected {reference.strip()[:50]!r}"
    return None


def measure(prog: Path, racket: str | None, runs: int, rounds: int) -> Result:
    """Time one program: the systems alternate, ``rounds`` times."""
    result = Result(prog.name)
    result.error = check_outputs(prog, racket)
    if result.error:
        return result
    for _ in range(rounds):
        for system, cmd in timer_commands(prog, racket, runs).items():
            try:
                proc = _run(cmd, prog)
            except subprocess.TimeoutExpired:  # warm-up and runs in one process: a slow program
                result.error = f"{system} timer: over {TIMEOUT} s ({runs} runs and a warm-up)"
                return result
            if proc.returncode != 0:
                result.error = f"{system} timer: {proc.stderr.strip()[:160]}"
                return result
            result.samples.setdefault(system, []).extend(
                float(line) for line in proc.stdout.split())
        for system, cmd in whole_commands(prog, racket).items():
            if system == "cpython":
                continue
            start = time.perf_counter()
            try:
                _run(cmd, prog)
            except subprocess.TimeoutExpired:
                result.error = f"{system}: whole process over {TIMEOUT} s"
                return result
            result.samples.setdefault(f"{system}-whole", []).append(time.perf_counter() - start)
    return result


def compile_for_racket(progs: list[Path], racket: str) -> None:
    """`raco make` every program, so Racket's times are of compiled code."""
    raco = Path(racket).with_name("raco")
    if raco.exists():
        subprocess.run([str(raco), "make", *(str(p / "main.rkt") for p in progs)], check=False)


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a and b else None


def geomean(values: list[float]) -> float | None:
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


def rows(results: list[Result]) -> list[list[str]]:
    """The table's rows, then the geometric means."""
    out, py, rkt, rkt_whole = [], [], [], []
    for r in results:
        if r.error:
            out.append([r.name, "error: " + r.error] + [""] * 7)
            continue
        ms, cp, rk = r.median("minischeme"), r.median("cpython"), r.median("racket")
        mw, rw = r.median("minischeme-whole"), r.median("racket-whole")
        ratios = ratio(ms, cp), ratio(ms, rk), ratio(mw, rw)
        for acc, value in zip((py, rkt, rkt_whole), ratios):
            if value:
                acc.append(value)
        flag = ("" if (ratios[0] or 0) <= 3 and (ratios[2] or 0) <= 30 else " !")
        out.append([r.name, _ms(ms), _ms(cp), _ms(rk), _x(ratios[0]), _x(ratios[1]),
                    _s(mw), _s(rw), _x(ratios[2]) + flag])
    out.append(["geometric mean", "", "", "", _x(geomean(py)), _x(geomean(rkt)), "", "",
                _x(geomean(rkt_whole))])
    return out


def _ms(t: float | None) -> str:
    return "-" if t is None else f"{t * 1000:.1f}" if t < 0.1 else f"{t * 1000:.0f}"


def _s(t: float | None) -> str:
    return "-" if t is None else f"{t:.2f}"


def _x(r: float | None) -> str:
    return "-" if r is None else f"{r:.1f}x"


HEADER = ["program", "ms ms", "py ms", "rkt ms", "ms/py", "ms/rkt", "ms whole s",
          "rkt whole s", "whole ms/rkt"]


def print_table(table: list[list[str]], markdown: bool) -> None:
    if markdown:
        print("| " + " | ".join(HEADER) + " |")
        print("|---|" + "---:|" * (len(HEADER) - 1))
        for row in table:
            print("| " + " | ".join(row) + " |")
        return
    widths = [max(len(str(row[i])) for row in [HEADER, *table]) for i in range(len(HEADER))]
    for row in [HEADER, *table]:
        print("  ".join(str(c).rjust(w) if i else str(c).ljust(w)
                        for i, (c, w) in enumerate(zip(row, widths))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("patterns", nargs="*", help="only programs whose name contains one")
    parser.add_argument("--runs", type=int, default=3, help="timed runs a round (default 3)")
    parser.add_argument("--rounds", type=int, default=1, help="turns of the systems (default 1)")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--source", type=Path, help="the checkout whose minischeme is timed")
    parser.add_argument("--folder", type=Path, default=REAL,
                        help="the folder of programs (default bench/real; bench/fresh: held out)")
    args = parser.parse_args(argv)
    SOURCE[0] = args.source.resolve() if args.source else None
    FOLDER[0] = args.folder.resolve()
    if not FOLDER[0].is_dir():
        parser.error(f"--folder {args.folder}: no such folder")
    racket = shutil.which("racket")
    progs = []
    for prog in programs(args.patterns):
        reason = not_fetched(prog)
        if reason:
            print(f"  {prog.name}: skipped, {reason}", file=sys.stderr)
        else:
            progs.append(prog)
    if racket and progs:
        compile_for_racket(progs, racket)
    load = os.getloadavg()
    print(f"# {time.strftime('%Y-%m-%d %H:%M')} UTC, load {load[0]:.2f} {load[1]:.2f}, "
          f"{args.rounds} round(s) of {args.runs} runs", flush=True)
    results = []
    for prog in progs:
        results.append(measure(prog, racket, args.runs, args.rounds))
        if not args.markdown:
            r = results[-1]
            print(f"  {r.name}: " + (r.error or ", ".join(
                f"{k} {statistics.median(v) * 1000:.0f} ms" for k, v in r.samples.items())),
                file=sys.stderr, flush=True)
    print_table(rows(results), args.markdown)
    load = os.getloadavg()
    print(f"# load at the end {load[0]:.2f} {load[1]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
