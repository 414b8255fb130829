"""Tests for prelude.bridge_hands: every example of bridge-hands.tex, in Python and through the
Scheme bindings, the text's own solutions as an oracle on random hands, and bad input."""
from __future__ import annotations

import random

import pytest

from minischeme.values.data import Pair, make_pair, make_list, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT, Raise, error_message
from minischeme.values.printer import print_string
from prelude.bridge_hands import (RANKS, SUITS, bindings, bridge_val, card_rank, card_suit,
                                  card_val, count_suit, hand_dist_points, high_card_points,
                                  is_card, scheme_hand, suit_counts, suit_dist_points)

HAND_1 = "sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3".split()
HAND_2 = "h3 d7 sk s3 c10 dq d8 s9 s4 d10 c7 d4 s2".split()
SMALL = "sa s10 hq ck c4".split()
DECK = [s + r for s in SUITS for r in RANKS]

# Every `> (...)` example of the text, as (Scheme name, Python function, arguments, result).
EXAMPLES = [
    ("card-val", card_val, ["cq"], 2),
    ("card-val", card_val, ["s7"], 0),
    ("card-val", card_val, ["ha"], 4),
    ("high-card-points", high_card_points, [SMALL], 9),
    ("high-card-points", high_card_points, [HAND_1], 13),
    ("count-suit", count_suit, ["s", SMALL], 2),
    ("count-suit", count_suit, ["c", HAND_1], 2),
    ("count-suit", count_suit, ["d", HAND_2], 5),
    ("suit-counts", suit_counts, [SMALL], [2, 1, 2, 0]),
    ("suit-counts", suit_counts, [HAND_1], [5, 3, 2, 3]),
    ("suit-counts", suit_counts, [HAND_2], [5, 1, 2, 5]),
    ("suit-dist-points", suit_dist_points, [2], 1),
    ("suit-dist-points", suit_dist_points, [7], 0),
    ("suit-dist-points", suit_dist_points, [0], 3),
    ("hand-dist-points", hand_dist_points, [HAND_1], 1),
    ("hand-dist-points", hand_dist_points, [HAND_2], 3),
    ("bridge-val", bridge_val, [HAND_1], 14),
    ("bridge-val", bridge_val, [HAND_2], 8),
]
IDS = [f"{name}-{i}" for i, (name, *_rest) in enumerate(EXAMPLES)]


def to_scheme(arg):
    if isinstance(arg, list):
        return scheme_hand(arg)
    if isinstance(arg, str):
        return sym(arg)
    return arg


def printed(value) -> str:
    """The text's notation: results as Racket's `write` (no quote), e.g. (2 1 2 0)."""
    return print_string(value).lstrip("'")


@pytest.mark.parametrize("name, fn, args, result", EXAMPLES, ids=IDS)
def test_text_examples_in_python(name, fn, args, result):
    assert fn(*args) == result


@pytest.mark.parametrize("name, fn, args, result", EXAMPLES, ids=IDS)
def test_text_examples_through_bindings(name, fn, args, result):
    proc = bindings()[name]
    value = proc.fn(*[to_scheme(a) for a in args])
    expected = "(" + " ".join(map(str, result)) + ")" if isinstance(result, list) else str(result)
    assert printed(value) == expected


def test_bindings_have_the_texts_names():
    assert sorted(bindings()) == sorted(["card-val", "high-card-points", "count-suit", "suit-counts",
                                         "suit-dist-points", "hand-dist-points", "bridge-val"])


def test_the_texts_worked_example():
    # "This hand is worth 14 points: ace of spades (4), plus queen of hearts (2), plus jack of
    # hearts (1), plus king of clubs (3), plus king of diamonds (3), plus one more for having
    # only two clubs."
    assert [card_val(c) for c in HAND_1 if card_val(c)] == [4, 2, 1, 3, 3]
    assert bridge_val(HAND_1) == 14
    # "if your hand has two aces, a king, two jacks, and eight other cards, it's worth thirteen"
    hand = ["sa", "ha", "ck", "dj", "sj"] + ["s2", "s3", "s4", "h2", "h3", "c2", "c3", "d2"]
    assert high_card_points(hand) == 13


def test_every_card_and_rank():
    assert len(DECK) == 52 and all(is_card(c) for c in DECK)
    values = {"a": 4, "k": 3, "q": 2, "j": 1}
    for card in DECK:
        assert card_val(card) == values.get(card[1:], 0)
        assert card_suit(card) + card_rank(card) == card
    assert high_card_points(DECK) == 40 and hand_dist_points(DECK) == 0


def test_voids_and_singletons():
    assert bridge_val([]) == 12  # four voids
    assert suit_counts(["sa"]) == [1, 0, 0, 0] and hand_dist_points(["sa"]) == 2 + 3 * 3
    assert suit_dist_points(1) == 2 and suit_dist_points(3) == 0 and suit_dist_points(13) == 0


# ------------------------------------------------------------------ the text's solutions as oracle

def text_solution_bridge_val(hand: list[str]) -> int:
    """The text's solutions, transcribed: card-val by (bf card), accumulate/every, se."""
    def cv(card):
        return {"a": 4, "k": 3, "q": 2, "j": 1}.get(card[1:], 0)

    def cs(suit):
        return len([c for c in hand if c[0] == suit])

    def sdp(n):
        return 3 - n if n <= 2 else 0
    return sum(map(cv, hand)) + sum(sdp(cs(s)) for s in "shcd")


def test_random_hands_agree_with_the_texts_solutions():
    rng = random.Random(13)
    procs = bindings()
    for _ in range(2000):
        hand = rng.sample(DECK, rng.randint(0, 20))
        assert bridge_val(hand) == text_solution_bridge_val(hand)
        assert procs["bridge-val"].fn(scheme_hand(hand)) == bridge_val(hand)
        assert sum(suit_counts(hand)) == len(hand)


def test_scheme_words_may_be_strings():
    procs = bindings()
    assert procs["card-val"].fn("sa") == 4
    assert procs["count-suit"].fn("s", make_list(["sa", sym("s2"), "hk"])) == 2


def test_through_the_interpreter():
    from minischeme.running.interpreter import Interpreter
    interp = Interpreter("simply-scheme", assignment="bridge-hands")
    for expr, expected in [("(card-val 'cq)", "2"),
                           ("(suit-counts '(sa s10 hq ck c4))", "'(2 1 2 0)"),
                           ("(bridge-val '(h3 d7 sk s3 c10 dq d8 s9 s4 d10 c7 d4 s2))", "8")]:
        [outcome] = interp.eval_string(expr)
        assert outcome.error is None, outcome.error
        assert interp.format_value(outcome.value) == expected


# ------------------------------------------------------------------ bad input

@pytest.mark.parametrize("fn, args", [
    (card_val, ["x7"]), (card_val, ["s1"]), (card_val, ["s11"]), (card_val, ["SA"]),
    (card_val, ["s"]), (card_val, [""]), (card_val, [7]), (card_val, [None]),
    (high_card_points, ["sa"]), (high_card_points, [["sa", "zz"]]), (high_card_points, [None]),
    (count_suit, ["x", SMALL]), (count_suit, [["s"], SMALL]), (count_suit, ["s", "sa"]),
    (suit_counts, [5]), (suit_dist_points, [-1]), (suit_dist_points, [2.0]),
    (suit_dist_points, [True]), (suit_dist_points, ["2"]), (hand_dist_points, [["h0"]]),
    (bridge_val, [["sa", "sa", "s01"]]),
])
def test_bad_input_in_python(fn, args):
    with pytest.raises(ValueError, match=fn.__name__):
        fn(*args)


@pytest.mark.parametrize("name, args, given", [
    ("card-val", [sym("x7")], "'x7"),
    ("card-val", [sym("SA")], "'SA"),
    ("card-val", [sym("h1")], "'h1"),
    ("card-val", [10], "10"),
    ("card-val", [make_list([sym("sa")])], "'(sa)"),
    ("high-card-points", [sym("sa")], "'sa"),
    ("high-card-points", [make_list([sym("sa"), sym("zz")])], "'zz"),
    ("high-card-points", [make_pair(sym("sa"), sym("hk"))], "'(sa . hk)"),
    ("count-suit", [sym("x"), scheme_hand(SMALL)], "'x"),
    ("count-suit", [sym("s"), sym("sa")], "'sa"),
    ("suit-counts", [5], "5"),
    ("suit-dist-points", [-1], "-1"),
    ("suit-dist-points", [2.0], "2.0"),
    ("suit-dist-points", [sym("two")], "'two"),
    ("hand-dist-points", [make_list([True])], "#t"),
    ("bridge-val", ["sa"], '"sa"'),
])
def test_bad_input_through_bindings(name, args, given):
    with pytest.raises(Raise) as info:
        bindings()[name].fn(*args)
    exn = info.value.value
    assert exn.stype is EXN_FAIL_CONTRACT
    message = error_message(exn)
    assert message.startswith(f"{name}: contract violation\n  expected: ")
    assert f"\n  given: {given}" in message


def test_bad_input_through_the_interpreter_is_a_racket_error():
    from minischeme.running.interpreter import Interpreter
    interp = Interpreter("simply-scheme", assignment="bridge-hands")
    [outcome] = interp.eval_string("(card-val 'x7)")
    assert outcome.error.startswith("card-val: contract violation")
    [outcome] = interp.eval_string("(card-val 'sa 'sk)")
    assert outcome.error.startswith("card-val: arity mismatch")
