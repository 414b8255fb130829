"""racket/hash's hash-union and hash-union! (expected values from Racket 8.7)."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import print_string


def last(source: str) -> str:
    outcomes = Interpreter("racket").eval_string("(require racket/hash) " + source)
    o = outcomes[-1]
    assert all(x.error is None for x in outcomes[:-1])
    return str(o.error) if o.error is not None else print_string(o.value)


def test_hash_union_makes_a_new_table_combining_duplicate_keys():
    assert last("(hash-union (hash 'a 1) (hash 'b 2))") == "'#hash((a . 1) (b . 2))"
    assert last("(hash-union (hash 'a 1 'b 5) (hash 'a 2) #:combine +)") == "'#hash((a . 3) (b . 5))"
    assert last("(hash-union (hash 1 2) (make-hash (list (cons 1 3))) "
                "#:combine/key (lambda (k a b) (list k a b)))") == "'#hash((1 . (1 2 3)))"
    assert last("(hash-union (hash 'a 1) (hash 'a 2))") == "hash-union: duplicate values for key 'a: 1 and 2"
    assert last("(hash-union (make-hash) (hash 1 2))").startswith(
        "hash-union: contract violation\n  expected: immutable?")


def test_hash_union_bang_adds_into_a_mutable_table():
    assert last("(define h (make-hash)) (hash-union! h (hash 1 2) (hash 3 4)) "
                "(hash-union! h (hash 1 10) #:combine max) h") == "'#hash((1 . 10) (3 . 4))"


def test_racket_hash_is_not_part_of_racket():
    [o] = Interpreter("racket").eval_string("(hash-union (hash) (hash))")
    assert "hash-union" in str(o.error)
