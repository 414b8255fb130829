"""Many versions of one immutable hash table and one set (made from one another by
hash-set, hash-remove, hash-update, hash-set*, set-add, set-remove, set-subtract,
set-union in a random order), then compared and combined in random pairs: each version
keeps its own entries. The versions of one table share a dict that only one holds at a
time (values/data.py), and reading two together once saw the same entries in both
(`(equal? (hash-set h 5 'x) h)` was #t). The expected lines come from a model of the
operations on Python dicts and sets; tests/differential/table_versions_read_together has
Racket's own answers for such cases."""
from __future__ import annotations

import random

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output

VERSIONS = 40


def _b(x: bool) -> str:
    return "#t" if x else "#f"


def _program(seed: int) -> tuple[str, str]:
    """A program and what it prints, by the model."""
    rng = random.Random(seed)
    hs = [{i: i * i for i in range(40)}]
    ss = [set(range(40))]
    lines = ["(define vs (make-vector 60 #f))", "(define ss (make-vector 60 #f))",
             "(vector-set! vs 0 (for/hash ([i 40]) (values i (* i i))))",
             "(vector-set! ss 0 (list->set (range 40)))"]
    out = []
    for n in range(1, VERSIONS):
        a, b, k = rng.randrange(n), rng.randrange(n), rng.randrange(60)
        op = rng.choice(["set", "remove", "update", "union"])
        h, s = dict(hs[a]), set(ss[a])
        if op == "set":
            v = rng.randrange(5)
            lines.append(f"(vector-set! vs {n} (hash-set (vector-ref vs {a}) {k} {v}))")
            lines.append(f"(vector-set! ss {n} (set-add (vector-ref ss {a}) {k}))")
            h[k] = v
            s.add(k)
        elif op == "remove":
            lines.append(f"(vector-set! vs {n} (hash-remove (vector-ref vs {a}) {k}))")
            lines.append(f"(vector-set! ss {n} (set-remove (vector-ref ss {a}) {k}))")
            h.pop(k, None)
            s.discard(k)
        elif op == "update":
            lines.append(f"(vector-set! vs {n} (hash-update (vector-ref vs {a}) {k} add1 0))")
            lines.append(f"(vector-set! ss {n} (set-subtract (vector-ref ss {a}) (vector-ref ss {b})))")
            h[k] = h.get(k, 0) + 1
            s -= ss[b]
        else:
            k2 = (k + 7) % 60
            lines.append(f"(vector-set! vs {n} (hash-set* (vector-ref vs {a}) {k} 1 {k2} 2))")
            lines.append(f"(vector-set! ss {n} (set-union (vector-ref ss {a}) (vector-ref ss {b}) (set {k})))")
            h[k], h[k2] = 1, 2
            s |= ss[b] | {k}
        hs.append(h)
        ss.append(s)
        for _ in range(3):
            i, j, key = rng.randrange(n + 1), rng.randrange(n + 1), rng.randrange(60)
            lines.append(f"(displayln (list (equal? (vector-ref vs {i}) (vector-ref vs {j})) "
                         f"(equal? (vector-ref ss {i}) (vector-ref ss {j})) "
                         f"(set-count (set-intersect (vector-ref ss {i}) (vector-ref ss {j}))) "
                         f"(set-count (set-subtract (vector-ref ss {j}) (vector-ref ss {i}))) "
                         f"(hash-keys-subset? (vector-ref vs {i}) (vector-ref vs {j})) "
                         f"(subset? (vector-ref ss {i}) (vector-ref ss {j})) "
                         f"(hash-ref (vector-ref vs {i}) {key} 'none)))")
            out.append(f"({_b(hs[i] == hs[j])} {_b(ss[i] == ss[j])} {len(ss[i] & ss[j])} "
                       f"{len(ss[j] - ss[i])} {_b(set(hs[i]) <= set(hs[j]))} {_b(ss[i] <= ss[j])} "
                       f"{hs[i].get(key, 'none')})")
    lines.append(f"(for ([i {VERSIONS}]) (displayln (list (sort (set->list (vector-ref ss i)) <) "
                 "(sort (hash-keys (vector-ref vs i)) <))))")
    for h, s in zip(hs, ss):
        out.append(f"(({' '.join(map(str, sorted(s)))}) ({' '.join(map(str, sorted(h)))}))")
    return "\n".join(lines) + "\n", "\n".join(out) + "\n"


@pytest.mark.parametrize("seed", range(8))
def test_each_version_keeps_its_own_entries(seed: int) -> None:
    program, expected = _program(seed)
    interp = Interpreter()
    with capture_output() as out:
        outcome = interp.load_text("#lang racket\n" + program, "versions.rkt")
    assert outcome.error is None
    assert out.getvalue() == expected
