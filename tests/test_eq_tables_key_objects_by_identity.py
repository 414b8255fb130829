"""eq?- and eqv?-based hash tables key pairs, vectors, boxes, structs and tables by
identity (issue 29): the object is its own key image, hashed by Python's identity hash,
instead of a tuple built per lookup. Two equal but distinct objects stay two keys, as in
Racket 8.7 (answers below recorded from `racket`)."""
from __future__ import annotations

import pytest

from minischeme.values.data import NIL, HashTable, MVector, Pair, make_pair
from minischeme.values.equality import hash_key
from tests.back_end_runs import run_counting_steps

PROGRAM = """
(define h (make-hasheq))
(define k (cons 1 2))
(hash-set! h k 'a)
(hash-set! h (cons 1 2) 'b)
(hash-count h)
(hash-ref h k)
(hash-ref h (cons 1 2) 'none)
(struct node (id))
(define n1 (node 1))
(define v (make-hasheqv))
(hash-set! v n1 'first)
(hash-set! v (node 1) 'second)
(hash-set! v (vector 1) 'vec)
(hash-count v)
(hash-ref v n1)
(hash-ref v (vector 1) 'none)
(hash-has-key? v n1)
(hash-remove! v n1)
(hash-count v)
(define i (hasheq k 1))
(hash-ref (hash-set i (cons 1 2) 2) k)
(hash-count (hash-set i (cons 1 2) 2))
(define e (make-hash))
(hash-set! e (cons 1 2) 'x)
(hash-ref e k)
"""

RACKET = "2\n'a\n'none\n3\n'first\n'none\n#t\n2\n1\n2\n'x\n"


@pytest.mark.parametrize("generate", [True, False], ids=["generated", "closures"])
def test_eq_and_eqv_tables_tell_equal_objects_apart(generate: bool) -> None:
    out, error, _ = run_counting_steps(PROGRAM, generate)
    assert error is None
    assert out == RACKET


def test_an_object_is_its_own_key_image_in_eq_tables_only() -> None:
    p = make_pair(1, NIL)
    vec = MVector([1])
    assert hash_key(p, "eq") is p and hash_key(vec, "eqv") is vec
    assert hash_key(p, "equal") == hash_key(make_pair(1, NIL), "equal")
    assert hash_key(p, "eq") != hash_key(make_pair(1, NIL), "eq")
    table = HashTable("eq", True)
    assert hash_key(table, "eq") is table
