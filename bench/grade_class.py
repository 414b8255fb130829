"""Throughput of `minischeme grade` on a class: submissions graded per second.

Generates a class of Mini Card Game submissions (default 100) from the correct sample in
tests/submissions/, each with up to two of the mistakes students make (fdraw putting the
card in front, halving with /, "GAME OVER" strings, a missing or misnamed function, a
different discard strategy, an ace worth 1, and rarely an infinite loop or unbalanced
parentheses), then grades them with the full suite (the text's examples, N generated tests
per function, the documentation check), each in its own process, on every core, without
the cache. Reports the wall time, submissions per second, and the score distribution.

With ``--cluster ADDRESS`` the same class is graded twice in the run, by ``--jobs``
processes here and on the Dask cluster (``local:N`` or ``tcp://HOST:PORT``), and the two are
compared: the results must be equal, and the cluster's cost over the local pool is reported
in total and per submission (with a ``local:N`` cluster's start-up measured on its own).

    python bench/grade_class.py                  # 100 submissions, n=20, all cores
    python bench/grade_class.py --count 40 --n 10 --jobs 2 --seed 3
    python bench/grade_class.py --count 1000 --jobs 2 --cluster local:2
    python bench/grade_class.py --count 200 --jobs 2 --cluster local:2 --rounds 3
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from minischeme.grading.batch import grade_all  # noqa: E402
from minischeme.grading.config import GradeConfig  # noqa: E402
from minischeme.grading.executors import executor_for  # noqa: E402
from minischeme.grading.submission import Submission  # noqa: E402

CORRECT = (ROOT / "tests" / "submissions" / "mini-card-game" / "correct.rkt").read_text()

# (name, weight, [(old, new), ...]): each a mistake, as a text edit of the correct solution
MISTAKES = [
    ("fdraw-front", 10, [("  (append held-cards (list (car list-of-cards))))",
                          "  (cons (car list-of-cards) held-cards))")]),
    ("halving", 10, [("(quotient prescore 2)", "(/ prescore 2)")]),
    ("game-over", 8, [("                         '()\n                         (steps-from",
                       "                         (list \"GAME OVER\")\n                         (steps-from")]),
    ("missing-play", 6, [("(define (play list-of-cards list-of-moves goal)",
                          "(define (play-game list-of-cards list-of-moves goal)"),
                         ("\n(play '((H . 3)", "\n(play-game '((H . 3)")]),
    ("misnamed", 6, [("calc-playerpoint", "calc-player-point")]),
    ("discard-first", 10, [("  (remove-first (highest held-cards) held-cards))",
                            "  (cdr held-cards))"),
                           ("(let ((gone (highest held)))", "(let ((gone (car held)))")]),
    ("ace-is-1", 6, [("((eq? (cdr one-card) 'A) 11)", "((eq? (cdr one-card) 'A) 1)")]),
    ("no-docs", 8, [("; (", ";; (")]),
    ("infinite-loop", 2, [("  (remove-first (highest held-cards) held-cards))",
                           "  (let loop ((i 0)) (if (< i 1) (loop i) held-cards)))")]),
    ("unbalanced", 2, [("        (else (cdr one-card))))\n", "        (else (cdr one-card)))\n")]),
]


def make_class(count: int, seed: int, folder: Path) -> list[tuple[Submission, list[str]]]:
    rng = random.Random(seed)
    names = [m[0] for m in MISTAKES]
    weights = [m[1] for m in MISTAKES]
    made = []
    for i in range(count):
        k = rng.choice([0, 0, 1, 1, 1, 2])
        chosen = sorted(set(rng.choices(names, weights, k=k)), key=names.index)
        text = CORRECT
        for name in chosen:
            for old, new in dict((m[0], m[2]) for m in MISTAKES)[name]:
                text = text.replace(old, new)
        first, rest = text.split("\n", 1)            # #lang stays on the first line
        path = folder / f"student{i:03d}.rkt"
        path.write_text(f"{first}\n;; student {i:03d}\n{rest}")
        made.append((Submission.from_path(path, path.name), chosen))
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--n", type=int, default=20, help="generated tests per function")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cluster", metavar="ADDRESS",
                        help="also grade the class on this Dask cluster, and compare")
    parser.add_argument("--rounds", type=int, default=1,
                        help="with --cluster: local and cluster runs, alternating, this many "
                             "times each (a busy machine's load drifts)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        made = make_class(args.count, args.seed, Path(tmp))
        config = GradeConfig("mini-card-game", n=args.n)
        subs = [s for s, _ in made]
        if args.cluster:
            results, elapsed = compare(args, subs, config)
        else:
            results, elapsed, _ = timed(lambda: grade_all(subs, config, jobs=args.jobs,
                                                          cache_dir=None)[0])
    tests = sum(len(r.tests) for r in results)
    print(f"class: {args.count} submissions, {tests // max(1, len(results))} tests each "
          f"(n={args.n}), {args.jobs} processes at a time, {os.cpu_count()} cores")
    print(f"wall time: {elapsed:.1f} s   throughput: {len(results) / elapsed:.2f} submissions/s"
          f"   ({tests / elapsed:.0f} tests/s)")
    scores = [r.score for r in results]
    print(f"scores: mean {statistics.mean(scores):.1f}, median {statistics.median(scores):.1f}, "
          f"min {min(scores):g}, max {max(scores):g}; {sum(s == 100 for s in scores)} full marks")
    mistakes = Counter(m for _, chosen in made for m in chosen)
    print("mistakes in the class: " + ", ".join(f"{m} {n}" for m, n in mistakes.most_common()))
    by_mistake: dict[str, list[float]] = {}
    for (sub, chosen), r in zip(made, results):
        if len(chosen) == 1:
            by_mistake.setdefault(chosen[0], []).append(r.score)
        elif not chosen:
            by_mistake.setdefault("(none)", []).append(r.score)
    for m, s in sorted(by_mistake.items()):
        print(f"  {m:<14} alone: {len(s):>2} submissions, score {min(s):g}..{max(s):g}")


def timed(run) -> tuple[list, float, float]:
    """``run()``'s results, its wall time, and the CPU time it cost: this process and every
    process it waited for (grading children, Dask workers and their children)."""
    before, start = os.times(), time.perf_counter()
    results = run()
    seconds, after = time.perf_counter() - start, os.times()
    cpu = sum(after[:4]) - sum(before[:4])
    return results, seconds, cpu


def compare(args: argparse.Namespace, subs: list, config: GradeConfig) -> tuple[list, float]:
    """The class on the local pool and on ``args.cluster``, alternating, ``args.rounds``
    times each; prints each run, the totals and the overhead. Returns the local results and
    the local pool's total wall time."""
    n = len(subs)
    startup = cluster_startup(args.cluster)
    runs: dict[str, list[tuple[float, float]]] = {"local": [], "cluster": []}
    local: list = []
    for r in range(args.rounds):
        for kind in (("local", "cluster") if r % 2 == 0 else ("cluster", "local")):
            if kind == "local":
                results, wall, cpu = timed(lambda: grade_all(subs, config, jobs=args.jobs,
                                                             cache_dir=None)[0])
            else:
                results, wall, cpu = timed(lambda: grade_all(
                    subs, config, cache_dir=None, executor=executor_for(args.cluster))[0])
            dump = json.dumps([x.to_dict() for x in results], sort_keys=True)
            if not local:
                local = results
            same = dump == json.dumps([x.to_dict() for x in local], sort_keys=True)
            runs[kind].append((wall, cpu))
            print(f"round {r + 1} {kind:<8} wall {wall:7.1f} s  cpu {cpu:7.1f} s  "
                  f"({n / wall:.2f} submissions/s){'' if same else '  RESULTS DIFFER'}",
                  flush=True)
    lw, lc = (sum(x[i] for x in runs["local"]) for i in (0, 1))
    cw, cc = (sum(x[i] for x in runs["cluster"]) for i in (0, 1))
    total = n * args.rounds
    print(f"local pool, {args.jobs} processes: {lw:.1f} s wall, {lc:.1f} s cpu "
          f"({1000 * lc / total:.0f} ms cpu per submission)")
    print(f"cluster {args.cluster}: {cw:.1f} s wall ({100 * (cw - lw) / lw:+.1f} %), "
          f"{cc:.1f} s cpu ({100 * (cc - lc) / lc:+.1f} %)")
    print(f"  overhead per submission: {1000 * (cw - lw) / total:+.1f} ms wall, "
          f"{1000 * (cc - lc) / total:+.1f} ms cpu, all in")
    if startup is not None:
        steady = (cw - lw) - startup * args.rounds
        print(f"  starting and stopping the local cluster: {startup:.1f} s a run; without it "
              f"{1000 * steady / total:+.1f} ms wall per submission "
              f"({100 * steady / lw:+.1f} %)")
    client_cost(subs, local, config)
    round_trip(args.cluster, subs, local)
    return local, lw / args.rounds


def client_cost(subs: list, results: list, config: GradeConfig, count: int = 40) -> None:
    """What the command itself spends on each result, whoever graded it: the cache entry
    (JSON, written and flushed) and a ``--format jsonl`` line. It bounds a big cluster's
    throughput: one command takes at most 1/(that time) results a second."""
    from minischeme.grading.cache import ResultCache
    from minischeme.grading.formats.jsonl import line
    pairs = list(zip(subs, results))[:count]
    with tempfile.TemporaryDirectory() as tmp:
        cache = ResultCache(tmp, config.fingerprint())
        start = time.perf_counter()
        for sub, r in pairs:
            cache.put(sub, r)
        put = (time.perf_counter() - start) / len(pairs)
    start = time.perf_counter()
    for _, r in pairs:
        line(r)
    jsonl = (time.perf_counter() - start) / len(pairs)
    print(f"  the command's own work per result: cache entry {1000 * put:.1f} ms, jsonl line "
          f"{1000 * jsonl:.1f} ms: at most {1 / put:.0f} results/s into the cache, whatever "
          "the number of workers")


def echo(sub: object, result: object) -> object:
    """A task that grades nothing: it takes a submission and hands back a result."""
    return result


def round_trip(address: str, subs: list, results: list) -> None:
    """The cluster's own cost per submission, without grading: each submission sent to a
    worker and a real result of the class sent back, through the same scheduler, as
    ``--cluster`` does (its wall and CPU time: this process and the cluster's). The result
    also travels out, as the task's argument: an upper bound."""
    import distributed
    import psutil
    from minischeme.grading.executors.cluster import DaskExecutor
    executor = DaskExecutor(address)
    with executor._connect(distributed) as client:
        client.wait_for_workers(1)
        procs = [psutil.Process()] + psutil.Process().children(recursive=True)
        cpu0 = sum(sum(p.cpu_times()[:2]) for p in procs)
        start = time.perf_counter()
        futures = client.map(echo, subs, results, pure=False)
        for future in distributed.as_completed(futures, loop=client.loop):
            future.result()
        wall = time.perf_counter() - start
        cpu = sum(sum(p.cpu_times()[:2]) for p in procs) - cpu0
    n = len(subs)
    print(f"  the cluster's round trip alone (a submission out, its result back, no "
          f"grading): {1000 * wall / n:.1f} ms wall, {1000 * cpu / n:.1f} ms cpu per "
          "submission")


def cluster_startup(address: str) -> float | None:
    """Seconds to start and stop a ``local:N`` cluster as ``--cluster`` does (None for a
    running scheduler: nothing to start)."""
    from minischeme.grading.executors.cluster import _LocalClient, parse_address
    kind, where = parse_address(address)
    if kind != "local":
        return None
    import distributed
    start = time.perf_counter()
    with _LocalClient(distributed, int(where)) as client:
        client.wait_for_workers(int(where))
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
