"""assoc of a string or symbol in a long association list read again and again.

A list walked far (assoc_tables.TABLE_FROM entries or more) a second time gets a table of
its string and symbol keys (the first entry of each), so later lookups take their entry at
once; a table with a mutable string key is dropped when any string changes, and after a
few drops such tables are no longer made. Answers and errors against Racket 8.7 are in
tests/differential/fast_paths_lists_tables (its `look` cases); here, that the table is
made, used, bounded and dropped as said, and that under a step limit nothing changes."""
import pytest

from back_end_runs import run_counting_steps  # noqa: E402
from minischeme.primitives import assoc_tables, base_lists, base_strings
from minischeme.values.data import MString, make_mstring, Pair, make_pair, make_list, sym
from minischeme.values.runtime import BUDGET


@pytest.fixture(autouse=True)
def fresh_tables():
    saved = assoc_tables._drops[0]
    assoc_tables._TABLES.clear()
    assoc_tables._FAR.clear()
    assoc_tables._entries[0] = 0
    assoc_tables._drops[0] = 0
    yield
    assoc_tables._TABLES.clear()
    assoc_tables._FAR.clear()
    assoc_tables._entries[0] = 0
    assoc_tables._drops[0] = saved


def _alist(keys: list) -> Pair:
    return make_list([make_pair(k, i) for i, k in enumerate(keys)])


def test_second_long_walk_makes_a_table_that_later_lookups_use() -> None:
    lst = _alist([f"k{i}" for i in range(100)])
    assert base_lists.assoc("k90", lst).cdr == 90
    assert id(lst) not in assoc_tables._TABLES        # walked far once: no table yet
    assert base_lists.assoc("k90", lst).cdr == 90
    head, table, complete, made = assoc_tables._TABLES[id(lst)]
    assert head is lst and complete and made is None and len(table) == 100
    assert base_lists.assoc("k3", lst).cdr == 3
    assert base_lists.assoc("absent", lst) is False
    assert base_lists.assoc(make_mstring("k7"), lst).cdr == 7


def test_a_short_walk_makes_no_table() -> None:
    lst = _alist([f"k{i}" for i in range(100)])
    for _ in range(3):
        assert base_lists.assoc("k5", lst).cdr == 5
    assert not assoc_tables._TABLES and not assoc_tables._FAR


def test_symbol_keys_and_the_first_of_equal_keys() -> None:
    keys = [sym(f"y{i}") for i in range(40)] + [sym("y3"), "y3", "y3"]
    lst = _alist(keys)
    for _ in range(2):
        assert base_lists.assoc(sym("absent"), lst) is False
    assert base_lists.assoc(sym("y3"), lst).cdr == 3
    assert base_lists.assq(sym("y39"), lst).cdr == 39
    assert base_lists.assoc("y3", lst).cdr == 41


def test_a_changed_string_drops_a_table_with_mutable_keys() -> None:
    keys = [make_mstring(f"m{i}") for i in range(50)]
    lst = _alist(keys)
    for _ in range(2):
        assert base_lists.assoc("m45", lst).cdr == 45
    assert assoc_tables._TABLES[id(lst)][3] is not None
    base_strings.string_set(keys[44], 2, base_strings.string_ref(make_mstring("5"), 0))
    assert base_lists.assoc("m45", lst).cdr == 44      # the walk answers, as Racket
    assert id(lst) not in assoc_tables._TABLES and assoc_tables._drops[0] == 1


def test_after_a_few_drops_no_table_of_mutable_keys_is_made() -> None:
    keys = [make_mstring(f"m{i}") for i in range(50)]
    lst = _alist(keys)
    assoc_tables._drops[0] = assoc_tables._MAX_DROPS
    for _ in range(4):
        assert base_lists.assoc("m49", lst).cdr == 49
    assert id(lst) not in assoc_tables._TABLES
    immutable = _alist([f"k{i}" for i in range(50)])
    for _ in range(2):
        assert base_lists.assoc("k49", immutable).cdr == 49
    assert id(immutable) in assoc_tables._TABLES


def test_tables_are_bounded() -> None:
    heads = [_alist([f"k{i}" for i in range(40)]) for _ in range(3 * assoc_tables._MAX_TABLES)]
    for _ in range(2):
        for h in heads:
            assert base_lists.assoc("k39", h).cdr == 39
    assert len(assoc_tables._TABLES) <= assoc_tables._MAX_TABLES
    assert len(assoc_tables._FAR) <= assoc_tables._MAX_FAR
    assert assoc_tables._entries[0] == sum(len(t) for _, t, _, _ in assoc_tables._TABLES.values())


def test_no_table_under_a_step_limit_and_the_same_steps() -> None:
    src = """(define names (for/list ([i 300]) (cons (format "k~a" i) i)))
             (for/sum ([i (in-range 0 300 7)]) (cdr (assoc (format "k~a" i) names)))
             (for/sum ([i (in-range 0 300 7)]) (cdr (assoc (format "k~a" i) names)))"""
    out, err, steps = run_counting_steps(src, True)
    assert err is None and out == "6321\n6321\n"
    assert not assoc_tables._TABLES and BUDGET.max_steps is None
