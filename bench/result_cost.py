"""The grading command's own cost per result: what it spends on each graded submission
besides the grading (which runs in a child process or on a cluster worker).

    python bench/result_cost.py            # Mini Card Game's correct sample, n=20

Grades one submission, then times, best of 5 rounds of 20: turning the result into plain
data (``to_dict``), into JSON, writing its cache entry (``ResultCache.put``) and reading it
back (``get``). On a cluster the command does this for every result, so it bounds how many
results a second one command takes in, however many workers there are (bench/README.md).
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from minischeme.grading.batch import grade_all  # noqa: E402
from minischeme.grading.cache import ResultCache  # noqa: E402
from minischeme.grading.config import GradeConfig  # noqa: E402
from minischeme.grading.submission import Submission  # noqa: E402


def best_ms(fn, number: int = 20) -> float:
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1000


def main(argv: list[str] | None = None) -> None:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    sub = Submission.from_path(ROOT / "tests" / "submissions" / "mini-card-game" / "correct.rkt")
    [result], _ = grade_all([sub], GradeConfig("mini-card-game", n=20), isolate=False)
    data = result.to_dict()
    cache = ResultCache(tempfile.mkdtemp(prefix="result-cost-"), "bench")
    rows = [("to_dict", best_ms(result.to_dict)),
            ("json.dumps", best_ms(lambda: json.dumps(data, sort_keys=True))),
            ("cache put", best_ms(lambda: cache.put(sub, result))),
            ("cache get", best_ms(lambda: cache.get(sub)))]
    print(f"one result: {len(result.tests)} tests, {len(json.dumps(data))} bytes of JSON")
    for name, ms in rows:
        print(f"  {name:<11} {ms:7.2f} ms")


if __name__ == "__main__":
    main()
