"""The long fuzz run: ``python -m fuzz --minutes 60``.

Worker processes take cases from every generator in turn (``generators``), run each
through ``check`` and report it; this process watches them. A case that finds a bug, hangs
past the limits (no report for ``--hang`` seconds) or kills its worker (a crash, the
memory cap) is saved in ``fuzz/corpus/`` with what was wrong, and a new worker carries on.
tests/test_fuzz.py replays the corpus, so a case found once stays a regression test once
fixed. Seeds are reproducible: ``--start S`` begins at case S of every generator, and a
found case is named by generator and seed.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing as mp
import os
import sys
import time
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

from .generators import GENERATORS, make_case

CORPUS = Path(__file__).resolve().parent / "corpus"
MEMORY_MB = 2048          # address space a worker may add: past it, MemoryError or death
REPORT_EVERY = 60.0       # seconds between progress lines


def _worker(conn: Connection, names: list[str], start: int, stride: int, offset: int,
            end: float) -> None:
    """Run cases ``start + offset``, ``+ stride``, ... (below ``end``) of every generator,
    reporting each.
    Like a grading process: one evaluation thread with a big stack, the memory cap set once
    that stack is mapped, the watchdog thread started before it."""
    from minischeme.grading.limits import WATCHDOG
    from minischeme.running.interpreter import run_with_big_stack
    from .check import check

    def loop() -> None:
        _limit_memory()
        seed = start + offset
        while seed < end:
            for name in names:
                conn.send(("start", name, seed))
                found = check(make_case(name, seed))
                conn.send(("done", name, seed, (found.kind, found.detail) if found else None))
            seed += stride
        conn.send(("finished",))
    WATCHDOG.start()
    run_with_big_stack(loop)


def _limit_memory() -> None:
    try:
        import resource
        with open("/proc/self/statm") as f:
            now = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        limit = now + MEMORY_MB * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, OSError, ValueError):
        pass


def save(corpus: Path, name: str, seed: int, kind: str, detail: str) -> Path | None:
    """Keep a found case in the corpus: its text, and what was wrong with it. A case that
    fails the same way as one already kept is not kept again (None)."""
    index = corpus / "index.json"
    entries = json.loads(index.read_text()) if index.exists() else {}
    if any(e["kind"] == kind and e["detail"] == detail[:500] for e in entries.values()):
        return None
    text = make_case(name, seed)
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    corpus.mkdir(parents=True, exist_ok=True)
    path = corpus / f"{kind}-{name}-{digest}.txt"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    entries[path.name] = {"case": f"{name}:{seed}", "kind": kind, "detail": detail[:500],
                          "found": time.strftime("%Y-%m-%d")}
    index.write_text(json.dumps(entries, indent=1, sort_keys=True) + "\n")
    return path


class Runner:
    """The worker processes, what each is doing, and what they found."""

    def __init__(self, workers: int, names: list[str], start: int, hang: float,
                 cases: int | None, corpus: Path) -> None:
        self.ctx = mp.get_context("fork")
        self.names, self.start, self.hang, self.count = names, start, hang, workers
        self.end = start + cases if cases is not None else float("inf")
        self.corpus = corpus
        self.finished: set[int] = set()
        self.procs: dict[int, Any] = {}
        self.conns: dict[int, Connection] = {}
        self.current: dict[int, tuple[str, int, float]] = {}
        self.next_start = [start] * workers
        self.cases = {n: 0 for n in names}
        self.findings: list[tuple[str, int, str, str]] = []

    def spawn(self, i: int) -> None:
        parent, child = self.ctx.Pipe(duplex=False)
        p = self.ctx.Process(target=_worker, daemon=True,
                             args=(child, self.names, self.next_start[i], self.count, i,
                                   self.end))
        p.start()
        child.close()
        self.procs[i], self.conns[i] = p, parent
        self.current.pop(i, None)

    def lost(self, i: int, kind: str, detail: str) -> None:
        """Worker ``i`` hung or died on its current case: keep the case, start afresh."""
        name, seed, _ = self.current[i]
        self.record(name, seed, kind, detail)
        self.procs[i].kill()
        self.procs[i].join(5)
        self.conns[i].close()
        # its later seeds of this round: start the next worker just after this case
        self.next_start[i] = seed - i + self.count
        self.spawn(i)

    def record(self, name: str, seed: int, kind: str, detail: str) -> None:
        self.findings.append((name, seed, kind, detail))
        path = save(self.corpus, name, seed, kind, detail)
        kept = f"-> {path.name}" if path else "(like a case already kept)"
        print(f"FOUND {kind} in {name}:{seed} {kept}: {detail[:200]}", flush=True)

    def run(self, seconds: float) -> None:
        for i in range(self.count):
            self.spawn(i)
        end = time.monotonic() + seconds
        last_report = time.monotonic()
        try:
            while time.monotonic() < end and len(self.finished) < self.count:
                by_conn = {c: i for i, c in self.conns.items() if i not in self.finished}
                for conn in wait(list(by_conn), timeout=1.0):
                    self.receive(by_conn[conn])
                now = time.monotonic()
                for i, (name, seed, since) in list(self.current.items()):
                    if now - since > self.hang:
                        self.lost(i, "hang", f"no answer after {self.hang:g} s")
                if now - last_report > REPORT_EVERY:
                    last_report = now
                    self.report(final=False)
        finally:
            for p in self.procs.values():
                p.kill()
        self.report(final=True)

    def receive(self, i: int) -> None:
        try:
            while self.conns[i].poll():
                msg = self.conns[i].recv()
                if msg[0] == "start":
                    self.current[i] = (msg[1], msg[2], time.monotonic())
                elif msg[0] == "finished":
                    self.finished.add(i)
                    return
                else:
                    _, name, seed, found = msg
                    self.cases[name] += 1
                    self.current.pop(i, None)
                    if found:
                        self.record(name, seed, *found)
        except (EOFError, OSError):
            if i in self.current:
                code = self.procs[i].exitcode
                self.lost(i, "crash", f"the worker died (exit code {code})")
            else:
                self.spawn(i)

    def report(self, final: bool) -> None:
        total = sum(self.cases.values())
        per = ", ".join(f"{n} {c}" for n, c in self.cases.items())
        head = "done" if final else "so far"
        print(f"{head}: {total} cases ({per}); {len(self.findings)} findings", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m fuzz", description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=60.0, help="how long to run (default 60)")
    ap.add_argument("--cases", type=int, default=None,
                    help="stop after this many seeds of every generator (the CI form)")
    ap.add_argument("--corpus", type=Path, default=CORPUS,
                    help="where found cases are kept (default fuzz/corpus)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--start", type=int, default=0, help="first seed of every generator")
    ap.add_argument("--hang", type=float, default=60.0,
                    help="seconds without an answer that make a case a hang (default 60)")
    ap.add_argument("--only", action="append", choices=sorted(GENERATORS),
                    help="run only this generator (may repeat)")
    args = ap.parse_args(argv)
    names = args.only or list(GENERATORS)
    span = f"{args.cases} seeds each" if args.cases is not None else f"{args.minutes:g} min"
    print(f"fuzzing {', '.join(names)}: {span}, {args.workers} workers, seeds from {args.start}",
          flush=True)
    runner = Runner(args.workers, names, args.start, args.hang, args.cases, args.corpus)
    try:
        runner.run(args.minutes * 60)
    except KeyboardInterrupt:
        runner.report(final=True)
        return 130
    return 1 if runner.findings else 0


if __name__ == "__main__":
    sys.exit(main())
