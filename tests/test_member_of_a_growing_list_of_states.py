"""member of a state (a flat list of exact integers and symbols) in a long list of the
states seen, grown by cons: cycle detection's idiom, quadratic as a walk.

A list walked far (member_tables.TABLE_FROM elements or more) whose own list or cdr was
walked far before gets a chain of its states' keys; a list one pair longer (a state consed
onto the chain's top) extends it, so each step costs one key, not a walk. The answers
against Racket 8.7 are tests/differential/fast_paths_lists_tables' member cases; here, that
the chain is made, extended, bounded and left alone where it cannot answer, and that under
a step limit nothing changes."""
import pytest

from back_end_runs import run_counting_steps  # noqa: E402
from minischeme.primitives import base_lists, member_tables
from minischeme.values.data import NIL, Pair, make_pair, make_list, sym
from minischeme.values.runtime import BUDGET


@pytest.fixture(autouse=True)
def fresh_chains():
    member_tables.CHAINS.clear()
    member_tables._FAR.clear()
    member_tables._entries[0] = 0
    yield
    member_tables.CHAINS.clear()
    member_tables._FAR.clear()
    member_tables._entries[0] = 0


def _states(n: int) -> Pair:
    return make_list([make_list([i, i * i]) for i in range(n)])


def test_a_state_consed_onto_a_far_walked_list_extends_its_chain() -> None:
    seen = _states(100)
    assert base_lists.member(make_list([99, 9801]), seen).car.car == 99
    assert not member_tables.CHAINS                     # walked far once: noted only
    seen = make_pair(make_list([5, 25]), seen)                # consed onto it: a chain
    assert base_lists.member(make_list([99, 9801]), seen).car.car == 99
    assert member_tables.CHAINS[id(seen)][0] is seen
    seen = make_pair(make_list([1000, 1]), seen)              # one more: the chain extended
    found = base_lists.member(make_list([5, 25]), seen)
    assert found is seen.cdr                              # the newest of the two (5 25)
    [(top, chain)] = member_tables.CHAINS.values()
    assert top is seen and len(chain.pairs) == 102
    assert base_lists.member(make_list([5, 26]), seen) is False
    assert base_lists.member(make_list([1000, 1]), seen) is seen


def test_keys_are_exact_integers_and_symbols_only() -> None:
    assert member_tables.key_of(make_list([1, sym("a"), 10 ** 30])) == (1, sym("a"), 10 ** 30)
    for not_keyed in ([1, 1.0], [True, 1], [1, "a"], [1, make_list([2])]):
        assert member_tables.key_of(make_list(not_keyed)) is None
    assert member_tables.key_of(make_pair(1, 2)) is None and member_tables.key_of(NIL) is None
    seen = make_pair(make_list([7, 1]), _states(60))
    for _ in range(3):
        assert base_lists.member(make_list([7, True]), seen) is False
        assert base_lists.member(make_list([0, 0.0]), seen) is False


def test_a_branch_off_a_chain_is_walked() -> None:
    base = _states(60)
    base_lists.member(make_list([59, 3481]), base)
    one = make_pair(make_list([100, 1]), base)
    two = make_pair(make_list([200, 2]), base)
    assert base_lists.member(make_list([100, 1]), one) is one
    assert base_lists.member(make_list([100, 1]), two) is False      # not on two's list
    assert base_lists.member(make_list([200, 2]), two) is two


def test_chains_are_bounded() -> None:
    for _ in range(3 * member_tables._MAX_CHAINS):
        seen = _states(40)
        base_lists.member(make_list([39, 1521]), seen)
        seen = make_pair(make_list([1, 2]), seen)
        assert base_lists.member(make_list([39, 1521]), seen).car.car == 39
    assert len(member_tables.CHAINS) <= member_tables._MAX_CHAINS
    assert member_tables._entries[0] == sum(len(c.pairs) for _, c in member_tables.CHAINS.values())


def test_no_chain_under_a_step_limit_and_the_same_answers() -> None:
    src = """(define (step s) (list (modulo (+ (car s) (cadr s)) 97) (car s)))
             (let loop ([s '(1 1)] [seen '()] [n 0])
               (if (member s seen) n (loop (step s) (cons s seen) (add1 n))))"""
    out, err, steps = run_counting_steps(src, True)
    assert err is None and out == "196\n"
    assert not member_tables.CHAINS and BUDGET.max_steps is None


def _grown(n: int) -> Pair:
    return make_list(list(range(n - 1, -1, -1)))


@pytest.mark.parametrize("search", [base_lists.memq, base_lists.memv, base_lists.member])
def test_an_atom_in_a_grown_list_answers_from_the_chain(search) -> None:
    """memq, memv and member of an exact integer or a symbol in a list consed onto the one
    searched before (cycle detection's `(memq position seen)`): a far walk is noted, the
    next one makes the chain, each later pair extends it; the answers are the walk's (the
    first tail holding the atom, or #f)."""
    base_lists._LAST[0] = None
    seen = _grown(50)
    assert search(0, seen).car == 0                       # not grown: a plain walk
    seen = make_pair(7, seen)
    assert search(1000, seen) is False and not member_tables.CHAINS     # noted
    seen = make_pair(8, seen)
    assert search(1000, seen) is False                    # its cdr walked far: a chain
    assert member_tables.CHAINS[id(seen)][0] is seen
    seen = make_pair(sym("a"), seen)
    assert search(7, seen) is seen.cdr.cdr                # extended; the newest 7
    assert len(member_tables.CHAINS[id(seen)][1].pairs) == 53
    seen = make_pair(sym("b"), seen)
    assert search(sym("a"), seen) is seen.cdr
    seen = make_pair(9, seen)
    assert search(sym("c"), seen) is False
    seen = make_pair(1.0, make_pair(True, seen))                    # never equal to an atom with a key
    assert search(49, seen).car == 49
    assert search(sym("b"), seen).car == sym("b")


def test_a_walk_of_the_same_list_again_keeps_no_count() -> None:
    base_lists._LAST[0] = None
    seen = _grown(100)
    for _ in range(3):
        assert base_lists.memq(1000, seen) is False
    assert not member_tables.CHAINS and not member_tables._FAR


def test_memq_of_a_bignum_is_not_answered_by_value() -> None:
    base_lists._LAST[0] = None
    big = 2 ** 70
    seen = make_pair(big, _grown(50))
    base_lists.memq(0, seen)
    for k in (1, 2):
        seen = make_pair(k, seen)
        base_lists.memq(1000, seen)
    assert member_tables.CHAINS
    seen = make_pair(3, seen)
    assert base_lists.memq(2 ** 70, seen) is False           # another bignum: not eq?
    assert base_lists.memq(big, seen) is seen.cdr.cdr.cdr    # the same object is
    assert base_lists.memv(2 ** 70, seen) is seen.cdr.cdr.cdr   # eqv? compares values
    assert base_lists.member(2 ** 70, seen) is seen.cdr.cdr.cdr
    seen = make_pair(4, seen)
    assert base_lists.memv(2 ** 70, seen) is seen.cdr.cdr.cdr.cdr


def test_memq_of_positions_under_a_step_limit_makes_no_chain() -> None:
    src = """(let loop ([p 0] [seen '()] [n 0])
               (if (memq p seen) n (loop (modulo (+ (* p 7) 3) 1009) (cons p seen) (add1 n))))"""
    out, err, steps = run_counting_steps(src, True)
    assert err is None and not member_tables.CHAINS
    _, _, steps_closures = run_counting_steps(src, False)
    assert steps == steps_closures
