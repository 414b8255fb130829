"""Speed on programs nobody tuned for: every program of the test corpora, timed whole
process under minischeme (one or more checkouts) and Racket, as one table.

    python bench/corpora.py                                  # tests/corpus_holdout, tests/corpus_fresh
    python bench/corpora.py --source /tmp/old --source .     # two checkouts side by side
    python bench/corpora.py --markdown tests/corpus_holdout  # one corpus, as Markdown

Why: bench/real.py's 40 programs are the ones issue 29's fast paths were measured on; the
corpora (recorded for correctness, tests/test_corpus*.py) hold programs no fast path was
written for. A speed change that holds on bench/real but not here was tuned to bench/real.

Each program runs in a copy of its folder (a program may write files), the systems taking
turns, `--runs` times each; the table gives the fastest run of each (the one a busy
machine disturbed least) and minischeme's over Racket's. A run whose output differs from
the recorded one (expected.json) is marked; a program not fetched
(tools/fetch_sources.py) or over `--timeout` is reported, not timed.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:   # run as a script: the checkout's tools/ importable
    sys.path.insert(0, str(REPO))
from tools.fetch_sources import not_fetched  # noqa: E402

CORPORA = [REPO / "tests" / "corpus_holdout", REPO / "tests" / "corpus_fresh"]


def programs(corpus: Path) -> list[Path]:
    """The folders of ``corpus`` holding a recorded program whose files are here."""
    return sorted(p for p in corpus.iterdir()
                  if (p / "expected.json").is_file() and not not_fetched(p))


def timed(command: list[str], folder: Path, env: dict, timeout: float) -> tuple[float, str]:
    """Seconds ``command`` took, whole process, in a fresh copy of ``folder``; its stdout."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / folder.name
        shutil.copytree(folder, copy)
        start = time.perf_counter()
        done = subprocess.run(command, cwd=copy, env=env, capture_output=True, timeout=timeout)
        return time.perf_counter() - start, done.stdout.decode("utf-8", errors="replace")


def minischeme_env(source: Path) -> dict:
    """The environment that makes ``source``'s minischeme the one run, bytecode cached as
    an installed minischeme has it."""
    env = dict(os.environ, PYTHONPATH=str(source))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure(folder: Path, sources: list[Path], runs: int, timeout: float) -> dict:
    """Fastest whole-process seconds per system for one program (None: over the timeout),
    and whether each system printed the recorded output."""
    expected = json.loads((folder / "expected.json").read_text())
    entry = expected["entry"]
    systems = {f"ms:{s}": ([sys.executable, "-m", "minischeme", "run", entry], minischeme_env(s))
               for s in sources}
    systems["racket"] = (["racket", entry], dict(os.environ))
    best: dict[str, float | None] = {}
    right: dict[str, bool] = {}
    for _ in range(runs):
        for name, (command, env) in systems.items():
            if name in best and best[name] is None:
                continue
            try:
                seconds, out = timed(command, folder, env, timeout)
            except subprocess.TimeoutExpired:
                best[name] = None
                continue
            best[name] = min(seconds, best.get(name) or math.inf)
            right[name] = right.get(name, True) and out == expected["stdout"]
    return {"best": best, "right": right}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpora", nargs="*", type=Path, default=CORPORA)
    ap.add_argument("--source", action="append", type=Path,
                    help="a checkout whose minischeme is timed (repeatable; default: this one)")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--match", default="", help="only programs whose name contains this")
    args = ap.parse_args()
    sources = [s.resolve() for s in (args.source or [REPO])]
    names = [f"ms:{s}" for s in sources]
    head = ["program", *[f"minischeme {i + 1} s" for i in range(len(sources))], "racket s",
            *[f"{i + 1}/rkt" for i in range(len(sources))]]
    sep = " | " if args.markdown else "  "
    print(f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load "
          f"{os.getloadavg()[0]:.1f}; sources: " + ", ".join(f"{i + 1} = {s}" for i, s in enumerate(sources)))
    if args.markdown:
        print("| " + sep.join(head) + " |\n|" + "---|" * len(head))
    logs: dict[str, list[float]] = {n: [] for n in names}
    for corpus in args.corpora:
        for folder in programs(corpus.resolve()):
            if args.match not in folder.name:
                continue
            m = measure(folder, sources, args.runs, args.timeout)
            best, right = m["best"], m["right"]
            rkt = best.get("racket")

            def cell(name: str) -> str:
                t = best.get(name)
                return "timeout" if t is None else f"{t:.2f}" + ("" if right.get(name) else " (differs)")
            ratios = []
            for n in names:
                t = best.get(n)
                if t is None or not rkt:
                    ratios.append("-")
                else:
                    ratios.append(f"{t / rkt:.1f}x")
                    logs[n].append(math.log(t / rkt))
            row = [folder.name, *[cell(n) for n in names], cell("racket"), *ratios]
            print(("| " if args.markdown else "") + sep.join(row) + (" |" if args.markdown else ""),
                  flush=True)
    means = [f"{math.exp(sum(v) / len(v)):.2f}x" if v else "-" for v in logs.values()]
    row = ["geometric mean", *[""] * len(names), "", *means]
    print(("| " if args.markdown else "") + sep.join(row) + (" |" if args.markdown else ""))


if __name__ == "__main__":
    main()
