"""A grid of lists read by `(list-ref (list-ref grid row) col)`, with more rows than there
used to be indexes (16), is read from indexes: each row read far into twice gets one, and up
to base_lists._MAX_INDEXES (1024) heads keep theirs (issue 29, part 33). No list the program
dropped is kept alive beyond a few: a head walked far once is remembered by its id only, and
an index whose head only the index holds is dropped when later indexes are made. Steps
charged are the walk's, in both back ends. Racket's answers for the grid's edges are
tests/differential/fresh17_fast_paths."""
from __future__ import annotations

import gc
import sys

from back_end_runs import assert_prints_in_both_back_ends, run_counting_steps  # noqa: E402
from minischeme.primitives import base_lists
from minischeme.values.data import make_list


def _clear() -> None:
    base_lists._INDEXES.clear()
    base_lists._FAR.clear()
    base_lists._indexed[0] = 0


def test_every_row_of_a_tall_grid_gets_an_index() -> None:
    _clear()
    rows = [make_list(list(range(r * 1000, r * 1000 + 100))) for r in range(300)]
    grid = make_list(rows)
    for _ in range(2):
        for r in range(300):
            assert base_lists.list_ref(base_lists.list_ref(grid, r), 90) == r * 1000 + 90
    assert all(id(row) in base_lists._INDEXES for row in rows)
    assert id(grid) in base_lists._INDEXES
    assert base_lists._indexed[0] == sum(len(p) for _, p in base_lists._INDEXES.values())


def test_a_head_walked_far_once_is_not_kept() -> None:
    _clear()
    lst = make_list(list(range(100)))
    before = sys.getrefcount(lst)
    assert base_lists.list_ref(lst, 50) == 50
    assert id(lst) in base_lists._FAR and sys.getrefcount(lst) == before
    assert all(type(x) is int for x in base_lists._FAR)


def test_indexes_of_dropped_lists_are_dropped() -> None:
    _clear()
    for n in range(200):        # a fresh list read far twice, then dropped, each in turn
        lst = make_list(list(range(n, n + 300)))
        assert base_lists.list_ref(lst, 250) == n + 250
        assert base_lists.list_ref(lst, 260) == n + 260
    del lst
    gc.collect()
    assert len(base_lists._INDEXES) <= 2       # at most the last one or two, never 200
    kept = make_list(list(range(300)))         # a list still held keeps its index
    base_lists.list_ref(kept, 100)
    base_lists.list_ref(kept, 100)
    for n in range(3 * base_lists._SWEEP_EVERY):
        other = make_list(list(range(300)))
        base_lists.list_ref(other, 100)
        base_lists.list_ref(other, 100)
    assert base_lists._INDEXES[id(kept)][0] is kept
    assert base_lists._indexed[0] == sum(len(p) for _, p in base_lists._INDEXES.values())


def test_a_grid_prints_what_racket_prints_in_both_back_ends() -> None:
    src = """(define grid (for/list ([r 60]) (for/list ([c 70]) (+ (* r 100) c))))
             (define (cell r c) (list-ref (list-ref grid r) c))
             (for/sum ([k 3]) (for*/sum ([r 60] [c (in-range 0 70 3)]) (cell r c)))
             (with-handlers ([exn:fail? exn-message]) (cell 59 70))"""
    # 3 times the sum of the cells read, then list-ref's error at the row's end
    out, err, steps = run_counting_steps(src, True)
    assert err is None and out.startswith(str(3 * sum(r * 100 + c for r in range(60)
                                                       for c in range(0, 70, 3))) + "\n")
    assert '"list-ref: index too large for list\\n  index: 70\\n  in: \'(5900 5901' in out
    assert (out, err, steps) == run_counting_steps(src, False)


def test_steps_do_not_depend_on_the_indexes() -> None:
    src = """(define grid (for/list ([r 40]) (range 100)))
             (for/sum ([k 4]) (for/sum ([r 40]) (list-ref (list-ref grid r) (+ 40 r))))"""
    _clear()
    with_indexes = run_counting_steps(src, True)
    saved = base_lists.INDEX_FROM
    base_lists.INDEX_FROM = 10**9       # every call walks
    try:
        assert run_counting_steps(src, True) == with_indexes
    finally:
        base_lists.INDEX_FROM = saved
    assert_prints_in_both_back_ends(src, with_indexes[0])
