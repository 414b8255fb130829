"""The first traversal of a mutable hash table (values/hash_order._first_traversal: the
order computed from the keys' folds and the order they were set, by one sort, without
building Chez's bucket vector) visits the keys exactly as building the bucket vector key by
key does (``_state`` + ``_traverse``, the path every later change takes), and what comes
after it (keys added, removed, traversed again, iterated by position, copied) is the same
too. The order itself is checked against Racket 8.7 by the differential cases
(tests/differential/hash_order_fresh.rkt) and tests/test_hash_order*.py."""
from __future__ import annotations

import random

import pytest

from minischeme.primitives import lookup_primitive
from minischeme.values.data import Char, HashTable
from minischeme.values import hash_order
from minischeme.values.hash_order import ChezTable, iteration_positions, ordered_items
from minischeme.values.data import sym


def prim(name: str):
    return lookup_primitive(name).fn


def tables(kind: str) -> tuple[HashTable, HashTable]:
    """Two empty tables of a kind: the first takes the fresh path, the second (given an
    empty Chez state) the key-by-key one."""
    make = {"eq": "make-hasheq", "eqv": "make-hasheqv", "equal": "make-hash"}[kind]
    fast, slow = prim(make)(), prim(make)()
    slow.chez = ChezTable()
    return fast, slow


def keys_of(h: HashTable) -> list:
    return [k for k, _ in ordered_items(h)]


def random_key(rng: random.Random, kind: str):
    choice = rng.randrange(6)
    if choice == 0:
        return rng.randrange(-5, 300)
    if choice == 1:
        return rng.randrange(0, 1 << 20)
    if choice == 2:
        return rng.randrange(-(1 << 60), 1 << 60)
    if choice == 3:
        return Char(chr(rng.randrange(32, 0x3000)))
    if choice == 4 and kind == "equal":
        return sym(f"s{rng.randrange(500)}")
    return rng.randrange(0, 70000)


@pytest.mark.parametrize("kind", ["eq", "eqv", "equal"])
@pytest.mark.parametrize("seed", range(40))
def test_first_traversal_is_the_bucket_vector_s_order(kind: str, seed: int) -> None:
    rng = random.Random(seed)
    size = rng.choice([0, 1, 2, 7, 8, 9, 16, 17, 33, 64, 65, 200, 1000])
    ints_only = rng.random() < 0.5
    fast, slow = tables(kind)
    for _ in range(size):
        key = rng.randrange(0, 1 << rng.choice([4, 8, 16])) if ints_only else random_key(rng, kind)
        for h in (fast, slow):
            prim("hash-set!")(h, key, key)
    assert keys_of(fast) == keys_of(slow)
    # then changes: keys added, removed, traversals and positions between them
    for step in range(rng.randrange(1, 6)):
        what = rng.random()
        key = random_key(rng, kind)
        if what < 0.4:
            for h in (fast, slow):
                prim("hash-set!")(h, key, step)
        elif what < 0.7 and slow.table:
            victim = rng.choice(keys_of(slow))
            for h in (fast, slow):
                prim("hash-remove!")(h, victim)
        elif what < 0.85:
            assert iteration_positions(fast) == iteration_positions(slow)
        else:
            copies = [prim("hash-copy")(h) for h in (fast, slow)]
            assert keys_of(copies[0]) == keys_of(copies[1])
        assert keys_of(fast) == keys_of(slow)


def test_a_table_traversed_again_unchanged_reuses_its_order() -> None:
    h = prim("make-hasheq")()
    for k in range(50):
        prim("hash-set!")(h, k * 7 % 101, k)
    first = keys_of(h)
    state = h.chez
    assert state.vec is None          # the bucket vector is not made for a traversal
    assert keys_of(h) == first
    assert h.chez is state and state.vec is None
    prim("hash-set!")(h, 5, "new value")          # a value changed: same keys, same order
    assert keys_of(h) == first
    prim("hash-set!")(h, 1000, 0)                 # a key added: the vector is made
    assert keys_of(h)[:len(first)] == first and keys_of(h)[-1] == 1000
    assert state.vec is not None


def test_ranks_agree_with_adding_keys_one_by_one() -> None:
    for m in list(range(0, 70)) + [128, 129, 257, 1000, 5000]:
        n, rank, by_rank = hash_order._ranks(m)
        state = ChezTable()
        hash_order._add(state, [(0, t) for t in range(m)])   # one bucket: the whole chain
        chain = [image for _, image in reversed(state.vec[0])]
        assert state.n == n
        assert sorted(range(m), key=rank.__getitem__) == chain == by_rank
