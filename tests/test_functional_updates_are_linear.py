"""Functional updates of immutable tables and sets, and `read` in a loop, cost what they
cost in Racket: found by the second fresh corpus (issue 30), where two Advent of Code
programs that Racket runs in 1.5 s timed out after 300 s. `hash-set`, `hash-update`,
`hash-remove`, `set-add` and `set-remove` copied the whole table (quadratic in a
`for/fold`); `read` parsed the rest of its port for each datum (quadratic over a file).
Now a new version takes over its table in O(1) and the old one takes it back when it is
read again (values/data.py: HashTable.updated; a table of fewer than SMALL entries is
copied instead, a constant cost), and `read` keeps what it parsed past the
datum for the next `read` (primitives/sandbox.py). The program's output was recorded from
Racket 8.7 (`racket FILE`): old versions still hold what they held."""
from __future__ import annotations

from minischeme.values.data import SMALL, HashTable
from program_runs import minischeme_run, needs_racket, racket_run

PROGRAM = """\
#lang racket
(define h0 (hash 'a 1 'b 2))
(define h1 (hash-set h0 'c 3))
(define h2 (hash-update h1 'a add1))
(define h3 (hash-remove h2 'b))
(define h1b (hash-set h1 'd 4))
(list h0 h1 h2 h3 h1b h2 h0)
(list (hash-ref h0 'c #f) (hash-ref h3 'b #f) (hash-count h1b) (equal? h1 (hash 'a 1 'b 2 'c 3)))
(define s0 (set 1 2))
(define s1 (set-add s0 3))
(define s2 (set-remove s1 1))
(list s0 s1 s2 (set-member? s0 3) (set-count s2) (set-add s2 2))
(define big (for/fold ([h (hash)]) ([i 30000]) (hash-update h (modulo i 7) (lambda (v) (+ v i)) 0)))
big
(define in (open-input-string (string-join (map number->string (range 5000)) " ")))
(let loop ([n (read in)] [sum 0]) (if (eof-object? n) sum (loop (read in) (+ sum n))))
"""

# Racket 8.7's answer: (stdout, exit code, first stderr line)
RECORDED = ("'(#hash((a . 1) (b . 2)) #hash((a . 1) (b . 2) (c . 3)) #hash((a . 2) (b . 2) (c . 3)) #hash((a . 2) (c . 3)) #hash((a . 1) (b . 2) (c . 3) (d . 4)) #hash((a . 2) (b . 2) (c . 3)) #hash((a . 1) (b . 2)))\n'(#f #f 4 #t)\n(list (set 1 2) (set 1 2 3) (set 2 3) #f 2 (set 2 3))\n'#hash((0 . 64279285) (1 . 64283571) (2 . 64287857) (3 . 64292143) (4 . 64296429) (5 . 64270715) (6 . 64275000))\n12497500\n", 0, "")


def test_old_and_new_versions_print_as_in_racket(tmp_path):
    assert minischeme_run({"versions.rkt": PROGRAM}, tmp_path, "versions.rkt") == RECORDED


@needs_racket
def test_the_recording_is_what_racket_answers(tmp_path):
    assert racket_run({"versions.rkt": PROGRAM}, tmp_path, "versions.rkt") == RECORDED


def test_an_update_hands_a_large_table_on_without_copying_it():
    old = HashTable("equal", mutable=False)
    for i in range(SMALL):
        old.table[i] = (i, i)
    entries = old.table
    before = dict(entries)
    new = old.updated("b", ("b", 2))
    assert new.table is entries                     # no copy: the dict moved
    assert old.table == before                      # reading the old one takes it back
    assert new.table == {**before, "b": ("b", 2)}


def test_an_update_copies_a_small_table_and_both_versions_hold_what_they_held():
    old = HashTable("equal", mutable=False)
    old.table["a"] = ("a", 1)
    entries = old.table
    new = old.updated("b", ("b", 2))
    assert new.table is not entries                 # under SMALL entries: a copy
    assert old.table == {"a": ("a", 1)}
    assert new.table == {"a": ("a", 1), "b": ("b", 2)}


def test_a_union_into_a_growing_set_checks_only_the_new_elements(monkeypatch):
    # set-union of an immutable set asks whether every element's Racket hash code is
    # known (so the result's order is Racket's); a loop adding two elements a round to a
    # growing set asked it of the whole set each round: quadratic (a public Advent of Code
    # program spent 53% of its time there). Now the answer is kept with the set's table.
    from minischeme.primitives import racket_set
    from minischeme.running.interpreter import Interpreter
    calls = []
    real = racket_set._predictable
    monkeypatch.setattr(racket_set, "_predictable", lambda d, kind: calls.append(len(d)) or real(d, kind))
    interp = Interpreter(lang="racket")
    [out] = interp.eval_string(
        "(set-count (for/fold ([acc (set)]) ([i 400]) (set-union acc (set i (list i 'x)))))")
    assert out.value == 800
    assert sum(calls) <= 3 * 400        # each round: the new elements (and a set of 2 once)
