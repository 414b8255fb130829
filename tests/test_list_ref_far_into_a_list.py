"""list-ref and list-tail far into a list read again and again, and their errors.

A list used as an array (`(list-ref lst i)` for every i) walks i pairs at every call. A
head that list-ref or list-tail reaches far into twice (base_lists.far_tail: INDEX_FROM
pairs or more) gets an index of its pairs, so later calls take their pair at once;
Racket's pairs never change, so it stays true. The work charged under a step limit is the
walk's either way. The programs below must print what Racket 8.7 printed (recorded from
`racket FILE`), in both back ends, counting the same steps; error messages print the list
cut to Racket's error-print-width, as Racket does. A list-set or list-update of an indexed list
gives the new list an index too (its copied pairs, then the shared ones)."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, run_counting_steps  # noqa: E402
from minischeme.primitives import base_lists
from minischeme.values.data import make_list

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    '(define l (range 1000))\n   (define (total) (for/sum ([i (in-range 1000)]) (list-ref l i)))\n   (list (total) (total) (list-ref l 999) (list-ref l 32) (list-ref l 31))':
        "'(499500 499500 999 32 31)\n",
    '(define l (build-list 100 (lambda (i) (* i i))))\n   (list (list-tail l 98) (list-tail l 98) (list-tail l 100) (list-tail l 100)\n         (with-handlers ([exn:fail? exn-message]) (list-tail l 101))\n         (with-handlers ([exn:fail? exn-message]) (list-ref l 100)))':
        '\'((9604 9801) (9604 9801) () () "list-tail: index too large for list\\n  index: 101\\n  in: \'(0 1 4 9 16 25 36 49 64 81 100 121 144 169 196 225 256 289 324 361 400 441 484 529 576 625 676 729 784 841 900 961 1024 1089 1156 1225 1296 1369 1444 1521 1600 1681 1764 1849 1936 2025 2116 2209 2304 2401 2500 2601 2704 2809 2916 3025 3136 3249 3364 34..." "list-ref: index too large for list\\n  index: 100\\n  in: \'(0 1 4 9 16 25 36 49 64 81 100 121 144 169 196 225 256 289 324 361 400 441 484 529 576 625 676 729 784 841 900 961 1024 1089 1156 1225 1296 1369 1444 1521 1600 1681 1764 1849 1936 2025 2116 2209 2304 2401 2500 2601 2704 2809 2916 3025 3136 3249 3364 34...")\n',
    "(define l (range 200))\n   (define m (cons 'x l))\n   (list (list-ref m 150) (list-ref m 150) (list-ref l 150) (list-ref l 150) (list-ref (cdr m) 40)\n         (list-ref m 200) (list-ref m 200))":
        "'(149 149 150 150 40 199 199)\n",
    '(define lists (for/list ([k (in-range 40)]) (range k (+ k 100))))\n   (for/sum ([r (in-range 3)]) (for/sum ([l lists]) (+ (list-ref l 99) (list-ref l 50))))':
        '22560\n',
    '(define l (append (range 300) 5))\n   (define (msg thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))\n   (list (msg (lambda () (list-ref l 300))) (msg (lambda () (list-ref l 300)))\n         (msg (lambda () (list-ref (range 300) 300)))\n         (msg (lambda () (list-tail (range 40) 41)))\n         (msg (lambda () (list-ref (range 40) -1))) (msg (lambda () (list-ref (range 40) 2.0)))\n         (msg (lambda () (memq 1000 l))) (msg (lambda () (assq 1000 l))))':
        '\'("list-ref: index reaches a non-pair\\n  index: 300\\n  in: \'(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 ..." "list-ref: index reaches a non-pair\\n  index: 300\\n  in: \'(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 ..." "list-ref: index too large for list\\n  index: 300\\n  in: \'(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 ..." "list-tail: index too large for list\\n  index: 41\\n  in: \'(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39)" "list-ref: index -1 is not an exact nonnegative integer" "list-ref: index 2.0 is not an exact nonnegative integer" "memq: not a proper list\\n  in: \'(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 ..." "assq: non-pair found in list\\n  non-pair: 0\\n  list: \'(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 ...")\n',
}


@pytest.mark.parametrize("src", PROGRAMS, ids=range(len(PROGRAMS)))
def test_prints_what_racket_prints_in_both_back_ends(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


def test_second_far_read_uses_an_index() -> None:
    lst = make_list(list(range(500)))
    assert base_lists.list_ref(lst, 400) == 400
    assert id(lst) not in base_lists._INDEXES        # walked once: no index yet
    assert base_lists.list_ref(lst, 450) == 450
    entry = base_lists._INDEXES[id(lst)]
    assert entry[0] is lst and len(entry[1]) == 451  # as far as any call went
    assert base_lists.list_ref(lst, 10) == 10 and base_lists.list_ref(lst, 499) == 499
    assert len(entry[1]) == 500


def test_indexes_are_bounded() -> None:
    heads = [make_list(list(range(100))) for _ in range(3 * base_lists._MAX_INDEXES)]
    for _ in range(2):
        for h in heads:
            assert base_lists.list_ref(h, 99) == 99
    assert len(base_lists._INDEXES) <= base_lists._MAX_INDEXES
    assert len(base_lists._FAR) <= base_lists._MAX_FAR
    assert base_lists._indexed[0] == sum(len(p) for _, p in base_lists._INDEXES.values())


def test_work_charged_is_the_walks_however_the_pair_is_found() -> None:
    src = """(define l (range 3000))
             (for/sum ([i (in-range 0 3000 7)]) (list-ref l i))
             (for/sum ([i (in-range 0 3000 7)]) (list-ref l i))"""
    out, err, steps = run_counting_steps(src, True)
    base_lists._INDEXES.clear()
    base_lists._FAR.clear()
    base_lists._indexed[0] = 0
    saved = base_lists.INDEX_FROM
    base_lists.INDEX_FROM = 10**9         # every call walks
    try:
        assert run_counting_steps(src, True) == (out, err, steps)
    finally:
        base_lists.INDEX_FROM = saved
    assert err is None and out == "642642\n642642\n"


def test_list_set_of_an_indexed_list_gives_the_new_list_an_index() -> None:
    from minischeme.primitives import racket_list
    lst = make_list(list(range(200)))
    base_lists.list_ref(lst, 150)
    base_lists.list_ref(lst, 150)                   # indexed as far as 150
    new = racket_list.list_set(lst, 100, "x")
    entry = base_lists._INDEXES[id(new)]
    assert entry[0] is new and len(entry[1]) == 151
    assert [p.car for p in entry[1]] == list(range(100)) + ["x"] + list(range(101, 151))
    assert entry[1][101] is base_lists._INDEXES[id(lst)][1][101]     # the shared tail
    assert base_lists.list_ref(new, 199) == 199 and base_lists.list_ref(new, 100) == "x"
    newer = racket_list.list_set(new, 120, "y")
    assert base_lists._INDEXES[id(newer)][0] is newer
    assert base_lists._indexed[0] == sum(len(p) for _, p in base_lists._INDEXES.values())


def test_updated_lists_indexes_are_bounded() -> None:
    from minischeme.primitives import racket_list
    lst = make_list(list(range(100)))
    base_lists.list_ref(lst, 99)
    base_lists.list_ref(lst, 99)
    for i in range(5 * base_lists._MAX_INDEXES):
        lst = racket_list.list_set(lst, i % 100, -i)
        lst = racket_list.list_set(lst, i % 100, i % 100)
    assert len(base_lists._INDEXES) <= base_lists._MAX_INDEXES
    assert base_lists._indexed[0] == sum(len(p) for _, p in base_lists._INDEXES.values())
    assert [base_lists.list_ref(lst, k) for k in (3, 79, 80, 99)] == [3, 79, 80, 99]
