"""Tests for prelude.solitaire: the text's rules, the course's public cases, careful_player's
four requirements as a property, and the Scheme boundary (data, errors, bad input)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minischeme.values.data import NIL, Pair, make_pair, StructInstance, is_list, list_to_python, make_list, sym
from minischeme.values.errors import EXN_FAIL, EXN_FAIL_CONTRACT, Raise, error_message, is_exn
from prelude.solitaire import (DRAW, SUITS, IllegalMove, all_same_color, bindings,
                               card_color, card_to_scheme, card_value, careful_player,
                               officiate, officiate_challenge, remove_card, score,
                               score_challenge, sum_cards)

RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, "jack", "queen", "king", "ace"]
DECK = [(suit, rank) for suit in SUITS for rank in RANKS]


def discard(card):
    return ("discard", card)


# ------------------------------------------------------------------ parts 1-6

@pytest.mark.parametrize("suit, color", [("clubs", "black"), ("spades", "black"),
                                         ("diamonds", "red"), ("hearts", "red")])
def test_card_color(suit, color):
    assert card_color((suit, 2)) == color


@pytest.mark.parametrize("rank, value", [(2, 2), (7, 7), (10, 10), ("jack", 10),
                                         ("queen", 10), ("king", 10), ("ace", 11)])
def test_card_value(rank, value):
    assert card_value(("hearts", rank)) == value


@pytest.mark.parametrize("card", [("X", 2), ("Hearts", 2)])
def test_card_color_rejects_unknown_suit(card):
    with pytest.raises(ValueError):
        card_color(card)


@pytest.mark.parametrize("rank", [1, 11, "Ace", True, 2.0])
def test_card_value_rejects_unknown_rank(rank):
    with pytest.raises(ValueError):
        card_value(("hearts", rank))


def test_remove_card_removes_first_occurrence_only():
    cs = [("hearts", 2), ("clubs", 3), ("hearts", 2)]
    assert remove_card(cs, ("hearts", 2), ValueError()) == [("clubs", 3), ("hearts", 2)]
    assert cs == [("hearts", 2), ("clubs", 3), ("hearts", 2)]  # argument untouched


def test_remove_card_public_case():
    assert remove_card([("hearts", "ace")], ("hearts", "ace"), IllegalMove(("hearts", "ace"))) == []


def test_remove_card_raises_the_given_exception():
    e = KeyError("missing")
    with pytest.raises(KeyError) as caught:
        remove_card([("clubs", 3)], ("hearts", 2), e)
    assert caught.value is e
    with pytest.raises(ValueError):
        remove_card([], ("hearts", 2), ValueError("empty"))


def test_all_same_color():
    assert all_same_color([])
    assert all_same_color([("hearts", "ace")])
    assert all_same_color([("hearts", "ace"), ("diamonds", 2), ("hearts", "ace")])
    assert all_same_color([("clubs", 5), ("spades", "king")])
    assert not all_same_color([("clubs", 5), ("spades", "king"), ("hearts", 4)])


def test_sum_cards():
    assert sum_cards([]) == 0
    assert sum_cards([("clubs", 2), ("clubs", 2)]) == 4
    assert sum_cards([("clubs", "ace"), ("hearts", "jack"), ("spades", 9)]) == 30


def test_sum_cards_on_a_100000_card_list():
    cards = [DECK[i % 52] for i in range(100_000)]
    assert sum_cards(cards) == sum(card_value(c) for c in cards)


def test_score():
    assert score([("hearts", 2), ("clubs", 4)], 10) == 4          # mixed: 10 - 6
    assert score([("hearts", 2), ("diamonds", 4)], 10) == 2       # one colour: 4 // 2
    assert score([("hearts", 2), ("clubs", "king")], 10) == 6     # over: 3 * (12 - 10)
    assert score([("hearts", 2), ("hearts", "king")], 10) == 3    # over, one colour: 6 // 2
    assert score([("hearts", 2), ("clubs", 9)], 10) == 3          # over by 1: 3
    assert score([("hearts", 2), ("hearts", 9)], 10) == 1         # 3 // 2, rounded down
    assert score([("spades", 3)], 10) == 3                        # 7 // 2
    assert score([], 7) == 3                                      # no cards: one colour
    assert score([("clubs", 4), ("hearts", 6)], 10) == 0


# ------------------------------------------------------------------ officiate

def test_officiate_public_cases():
    assert officiate([("hearts", 2), ("clubs", 4)], [DRAW], 15) == 6
    aces = [("clubs", "ace"), ("spades", "ace"), ("clubs", "ace"), ("spades", "ace")]
    assert officiate(aces, [DRAW] * 5, 42) == 3
    with pytest.raises(IllegalMove):
        officiate([("clubs", "jack"), ("spades", 8)], [DRAW, discard(("hearts", "jack"))], 42)


def test_officiate_no_moves_scores_empty_hand():
    assert officiate([("clubs", 2)], [], 10) == 5


def test_officiate_draw_on_empty_card_list_ends_the_game():
    # The discard after the failed draw would be illegal: it is never made.
    assert officiate([("clubs", 2)], [DRAW, DRAW, discard(("hearts", 5))], 10) == 4


def test_officiate_game_ends_after_a_draw_exceeding_the_goal():
    cards = [("clubs", "king"), ("hearts", "queen"), ("clubs", 2)]
    moves = [DRAW, DRAW, discard(("clubs", "king")), DRAW]
    assert officiate(cards, moves, 15) == 15          # 3 * (20 - 15), game over at 20


def test_officiate_reaching_the_goal_exactly_continues():
    cards = [("clubs", 5), ("hearts", 5), ("clubs", 2)]
    assert officiate(cards, [DRAW, DRAW], 10) == 0
    assert officiate(cards, [DRAW, DRAW, DRAW], 10) == 6


def test_officiate_discard_keeps_the_card_list():
    # 5 + 9 = 14 > 10 would end the game, so play to goal 15: discard the 9, then the
    # next draw takes the clubs 2. Held (clubs 5) (clubs 2): one colour, (15 - 7) // 2.
    cards = [("clubs", 5), ("hearts", 9), ("clubs", 2)]
    moves = [DRAW, DRAW, discard(("hearts", 9)), DRAW]
    assert officiate(cards, moves, 15) == 4


def test_officiate_discard_removes_one_copy_only():
    cards = [("clubs", 5), ("clubs", 5)]
    moves = [DRAW, DRAW, discard(("clubs", 5)), discard(("clubs", 5))]
    assert officiate(cards, moves, 20) == 10
    with pytest.raises(IllegalMove) as caught:
        officiate(cards, moves + [discard(("clubs", 5))], 20)
    assert caught.value.card == ("clubs", 5)
    assert str(caught.value) == "illegal move: card (clubs . 5) is not held"


def test_officiate_rejects_unknown_moves():
    with pytest.raises(ValueError):
        officiate([("clubs", 2)], ["jump"], 10)


# ------------------------------------------------------------------ challenge

def brute_force_score_challenge(held, goal):
    """Every assignment of 1 or 11 to each ace, the best score."""
    best = None
    aces = [i for i, c in enumerate(held) if c[1] == "ace"]
    for mask in range(2 ** len(aces)):
        total = sum_cards(held) - 10 * bin(mask).count("1")
        prelim = 3 * (total - goal) if total > goal else goal - total
        s = prelim // 2 if all_same_color(held) else prelim
        best = s if best is None else min(best, s)
    return best


def test_score_challenge_examples():
    assert score_challenge([("hearts", "ace"), ("clubs", "ace")], 12) == 0      # 1 + 11
    assert score_challenge([("hearts", "ace"), ("clubs", "ace")], 2) == 0       # 1 + 1
    assert score_challenge([("spades", "ace"), ("spades", "king")], 11) == 0    # 1 + 10
    assert score([("spades", "ace"), ("spades", "king")], 11) == 15
    assert score_challenge([("hearts", 2), ("clubs", 4)], 10) == 4               # no aces
    # Above the goal costs three times as much: 16 (6 under) beats 26 (4 over, 12).
    assert score_challenge([("hearts", "ace"), ("clubs", 5), ("clubs", 10)], 22) == 6


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(DECK), max_size=8), st.integers(0, 80))
def test_score_challenge_is_the_best_over_all_ace_values(held, goal):
    assert score_challenge(held, goal) == brute_force_score_challenge(held, goal)
    assert score_challenge(held, goal) <= score(held, goal)


def test_officiate_challenge_public_style_cases():
    assert officiate_challenge([("hearts", 2), ("clubs", 4)], [DRAW], 15) == 6
    aces = [("clubs", "ace"), ("spades", "ace"), ("clubs", "ace"), ("spades", "ace")]
    assert officiate_challenge(aces, [DRAW] * 5, 42) == 3   # 44 (2 over) beats 34 (8 under)
    with pytest.raises(IllegalMove):
        officiate_challenge([("clubs", "jack"), ("spades", 8)],
                            [DRAW, discard(("hearts", "jack"))], 42)


def test_officiate_challenge_ends_only_when_no_sum_is_within_the_goal():
    cards = [("clubs", "ace"), ("spades", "king"), ("clubs", 5)]
    # Non-challenge: 11 + 10 = 21 > 16 ends the game; 3 * 5 = 15, one colour: 7.
    assert officiate(cards, [DRAW] * 3, 16) == 7
    # Challenge: 1 + 10 = 11 is within 16, play goes on; 1 + 10 + 5 = 16: score 0.
    assert officiate_challenge(cards, [DRAW] * 3, 16) == 0
    # Even the lowest sum over the goal ends it: the discard is never made.
    cards = [("clubs", "king"), ("hearts", "king")]
    assert officiate_challenge(cards, [DRAW, DRAW, discard(("spades", 2))], 15) == 15


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([c for c in DECK if c[1] != "ace"]), max_size=15),
       st.lists(st.sampled_from([DRAW, DRAW, DRAW, "discard"]), max_size=20),
       st.integers(0, 60))
def test_officiate_challenge_equals_officiate_without_aces(cards, kinds, goal):
    moves = [DRAW if k == DRAW else discard(cards[0] if cards else DECK[0]) for k in kinds]
    try:
        expected = officiate(cards, moves, goal)
    except IllegalMove:
        with pytest.raises(IllegalMove):
            officiate_challenge(cards, moves, goal)
    else:
        assert officiate_challenge(cards, moves, goal) == expected


# ------------------------------------------------------------------ careful_player

def check_careful(cards, goal, moves):
    """Assert that moves meet the text's four requirements, by playing them as officiate
    does; returns True when a discard-then-draw (requirement 4) was used."""
    held, next_card, i, used_discard = [], 0, 0, False
    while True:
        total = sum_cards(held)
        assert total <= goal, f"held value {total} exceeds goal {goal} ({moves})"
        if score(held, goal) == 0:
            assert i == len(moves), f"moves after score 0 ({moves})"
            break
        if goal > total + 10:
            assert i < len(moves) and moves[i] == DRAW, f"must draw at sum {total} ({moves})"
        if next_card < len(cards):
            drawn = cards[next_card]
            can_zero = any(score(held[:j] + held[j + 1:] + [drawn], goal) == 0
                           for j in range(len(held)))
            if can_zero:
                assert i + 1 < len(moves) and moves[i][0] == "discard" and moves[i + 1] == DRAW, \
                    f"discard-then-draw to 0 missed ({moves})"
                after = remove_card(held, moves[i][1], AssertionError("not held")) + [drawn]
                assert score(after, goal) == 0
                used_discard = True
        if i == len(moves):
            break
        move = moves[i]
        i += 1
        if move == DRAW:
            if next_card == len(cards):
                assert i == len(moves), f"moves after the card-list ran out ({moves})"
                break
            held = held + [cards[next_card]]
            next_card += 1
        else:
            held = remove_card(held, move[1], AssertionError(f"{move} not held"))
    assert officiate(cards, moves, goal) == score(held, goal)
    return used_discard


def random_game(rng):
    """A random card-list (from one or two decks, so duplicates happen) and goal."""
    pool = DECK * rng.choice([1, 1, 2])
    cards = rng.sample(pool, rng.randint(0, min(len(pool), 40)))
    return cards, rng.randint(0, 120)


def test_careful_player_meets_the_four_requirements_on_random_games():
    rng = random.Random(20240611)
    discards = 0
    for _ in range(5000):
        cards, goal = random_game(rng)
        discards += check_careful(cards, goal, careful_player(cards, goal))
    assert discards > 500  # requirement 4 really was exercised (1245 times with this seed)


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(DECK), max_size=30), st.integers(-5, 150))
def test_careful_player_property(cards, goal):
    moves = careful_player(cards, goal)
    if goal >= 0:
        check_careful(cards, goal, moves)
    else:  # the empty hand already exceeds a negative goal: nothing can help, make no move
        assert moves == []


def test_careful_player_examples():
    # Goal 13: draw 2, draw 3, then the ace would overshoot; discarding the 3 and drawing
    # the ace lands on 13 exactly (requirement 4).
    cards = [("hearts", 2), ("diamonds", 3), ("clubs", "ace"), ("clubs", 2)]
    assert careful_player(cards, 13) == [DRAW, DRAW, discard(("diamonds", 3)), DRAW]
    assert officiate(cards, careful_player(cards, 13), 13) == 0
    # One colour, one under the goal also scores 0: keep (clubs 3) with (spades queen).
    cards = [("hearts", 2), ("clubs", 3), ("spades", "queen")]
    assert careful_player(cards, 14) == [DRAW, DRAW, discard(("hearts", 2)), DRAW]
    # Must attempt a draw even with no cards left; no cards needed for goal 0 or 1.
    assert careful_player([], 30) == [DRAW]
    assert careful_player([("clubs", 2)], 30) == [DRAW, DRAW]
    assert careful_player([("clubs", 2)], 1) == []
    # Score 0 reached: stop, even with cards left.
    assert careful_player([("clubs", "king"), ("hearts", 10), ("clubs", 2)], 20) == [DRAW, DRAW]


def test_check_careful_catches_violations():
    cards = [("hearts", 2), ("diamonds", 3), ("clubs", "ace"), ("clubs", 2)]
    bad = [
        (cards, 13, [DRAW]),                                  # stops while 13 > 2 + 10
        (cards, 13, [DRAW, DRAW]),                            # misses discard-then-draw
        (cards, 13, [DRAW, DRAW, DRAW]),                      # exceeds the goal
        (cards, 13, [DRAW, DRAW, discard(("diamonds", 3)), DRAW, DRAW]),  # moves after 0
        ([], 30, []),                                         # no attempted draw
    ]
    for cs, goal, moves in bad:
        with pytest.raises(AssertionError):
            check_careful(cs, goal, moves)


# ------------------------------------------------------------------ Scheme boundary

B = bindings()


def call(name, *args):
    proc = B[name]
    assert proc.accepts(len(args))
    return proc.fn(*args)


def scard(suit, rank):
    return make_pair(sym(suit), sym(rank) if isinstance(rank, str) else rank)


def slist(*items):
    return make_list(items)


SDRAW = sym("draw")


def sdiscard(card):
    return slist(sym("discard"), card)


def test_bindings_names_and_arities():
    assert set(B) == {"card_color", "card_value", "remove_card", "all_same_color",
                      "sum_cards", "score", "officiate", "score_challenge",
                      "officiate_challenge", "careful_player", "illegal-move?", "illegal-move"}
    arity = {name: (p.min_args, p.max_args) for name, p in B.items()}
    assert arity["officiate"] == (3, 3) and arity["remove_card"] == (3, 3)
    assert arity["score"] == (2, 2) and arity["card_color"] == (1, 1)
    assert arity["illegal-move"] == (0, 2)


def test_scheme_card_color_and_value():
    assert call("card_color", scard("hearts", 2)) is sym("red")
    assert call("card_color", scard("spades", "ace")) is sym("black")
    assert call("card_value", scard("clubs", "jack")) == 10
    assert call("card_value", scard("clubs", "ace")) == 11
    assert call("card_value", scard("clubs", 7)) == 7


def test_scheme_remove_card():
    a, b, c = scard("hearts", 2), scard("clubs", 3), scard("hearts", 2)
    cs = slist(a, b, c)
    result = call("remove_card", cs, scard("hearts", 2), sym("oops"))
    assert list_to_python(result) == [b, c]
    assert result.cdr is cs.cdr.cdr              # shares the tail after the removed card
    assert list_to_python(cs) == [a, b, c]       # the argument is untouched


def test_scheme_remove_card_raises_the_given_value():
    exn = call("illegal-move")
    with pytest.raises(Raise) as caught:
        call("remove_card", slist(scard("clubs", 3)), scard("hearts", 2), exn)
    assert caught.value.value is exn
    with pytest.raises(Raise) as caught:
        call("remove_card", NIL, scard("hearts", 2), 42)
    assert caught.value.value == 42


def test_scheme_all_same_color_and_sum_cards():
    assert call("all_same_color", NIL) is True
    assert call("all_same_color", slist(scard("hearts", 2), scard("diamonds", "king"))) is True
    assert call("all_same_color", slist(scard("hearts", 2), scard("clubs", "king"))) is False
    assert call("sum_cards", slist(scard("clubs", 2), scard("clubs", 2))) == 4


def test_scheme_sum_cards_on_a_100000_card_list():
    deck = [card_to_scheme(c) for c in DECK]
    cards = make_list(deck[i % 52] for i in range(100_000))
    assert call("sum_cards", cards) == sum(card_value(DECK[i % 52]) for i in range(100_000))


def test_scheme_score():
    assert call("score", slist(scard("hearts", 2), scard("clubs", 4)), 10) == 4
    assert call("score_challenge", slist(scard("hearts", "ace"), scard("clubs", "ace")), 12) == 0


def test_scheme_officiate_public_cases():
    assert call("officiate", slist(scard("hearts", 2), scard("clubs", 4)), slist(SDRAW), 15) == 6
    aces = slist(scard("clubs", "ace"), scard("spades", "ace"), scard("clubs", "ace"),
                 scard("spades", "ace"))
    assert call("officiate", aces, slist(*[SDRAW] * 5), 42) == 3
    assert call("officiate_challenge", aces, slist(*[SDRAW] * 5), 42) == 3


@pytest.mark.parametrize("name", ["officiate", "officiate_challenge"])
def test_scheme_officiate_illegal_move(name):
    cards = slist(scard("clubs", "jack"), scard("spades", 8))
    moves = slist(SDRAW, sdiscard(scard("hearts", "jack")))
    with pytest.raises(Raise) as caught:
        call(name, cards, moves, 42)
    exn = caught.value.value
    assert call("illegal-move?", exn) is True
    assert is_exn(exn) and exn.stype.is_subtype_of(EXN_FAIL)        # (exn:fail? e)
    assert not exn.stype.is_subtype_of(EXN_FAIL_CONTRACT)
    assert error_message(exn) == f"{name}: illegal move: card (hearts . jack) is not held"


def test_scheme_illegal_move_constructor():
    e = call("illegal-move")
    assert call("illegal-move?", e) is True
    assert error_message(e) == "illegal move"
    assert error_message(call("illegal-move", "no such card")) == "no such card"
    assert call("illegal-move?", 42) is False
    assert call("illegal-move?", sym("illegal-move")) is False
    with pytest.raises(Raise):
        call("illegal-move", 42)


def test_scheme_careful_player_moves_replay_in_officiate():
    cards = slist(scard("hearts", 2), scard("diamonds", 3), scard("clubs", "ace"),
                  scard("clubs", 2))
    moves = call("careful_player", cards, 13)
    assert is_list(moves)
    items = list_to_python(moves)
    assert items[0] is SDRAW and items[1] is SDRAW and items[3] is SDRAW
    assert items[2].car is sym("discard")
    assert list_to_python(items[2].cdr)[0].car is sym("diamonds")
    assert call("officiate", cards, moves, 13) == 0


def assert_contract_error(name, args, who, shown):
    with pytest.raises(Raise) as caught:
        call(name, *args)
    exn = caught.value.value
    assert isinstance(exn, StructInstance) and exn.stype.is_subtype_of(EXN_FAIL_CONTRACT)
    message = error_message(exn)
    assert message.startswith(f"{who}: contract violation"), message
    assert shown in message, message


GOOD = slist(scard("hearts", 2))


@pytest.mark.parametrize("name, args, shown", [
    ("card_color", [make_pair(sym("X"), 2)], "'(X . 2)"),
    ("card_color", [make_pair(sym("hearts"), 1)], "'(hearts . 1)"),
    ("card_color", [make_pair(sym("hearts"), True)], "'(hearts . #t)"),
    ("card_value", [make_pair(sym("hearts"), 11)], "'(hearts . 11)"),
    ("card_value", [make_pair(sym("hearts"), 2.0)], "'(hearts . 2.0)"),
    ("card_value", [make_pair(sym("Hearts"), sym("ace"))], "'(Hearts . ace)"),
    ("card_value", [make_pair(sym("hearts"), sym("A"))], "'(hearts . A)"),
    ("card_value", [sym("hearts")], "'hearts"),
    ("card_value", [slist(sym("hearts"), 2)], "'(hearts 2)"),
    ("sum_cards", [sym("cards")], "'cards"),
    ("sum_cards", [make_pair(scard("hearts", 2), scard("hearts", 3))], "list?"),
    ("sum_cards", [slist(scard("hearts", 2), make_pair(sym("X"), 3))], "'(X . 3)"),
    ("all_same_color", [42], "42"),
    ("score", [GOOD, 1.5], "1.5"),
    ("score", [GOOD, "10"], '"10"'),
    ("score_challenge", [42, 10], "42"),
    ("remove_card", [GOOD, make_pair(sym("hearts"), 1), sym("e")], "'(hearts . 1)"),
    ("remove_card", [sym("nope"), scard("hearts", 2), sym("e")], "'nope"),
    ("officiate", [GOOD, slist(sym("jump")), 10], "'jump"),
    ("officiate", [GOOD, slist(slist(sym("discard"))), 10], "'(discard)"),
    ("officiate", [GOOD, slist(slist(sym("discard"), make_pair(sym("X"), 2))), 10],
     "'(discard (X . 2))"),
    ("officiate", [GOOD, sym("draw"), 10], "'draw"),
    ("officiate", [sym("deck"), slist(SDRAW), 10], "'deck"),
    ("officiate", [GOOD, slist(SDRAW), sym("goal")], "'goal"),
    ("officiate_challenge", [GOOD, slist(SDRAW, sym("jump")), 10], "'jump"),
    ("careful_player", [GOOD, 2.5], "2.5"),
    ("careful_player", [slist(1, 2), 10], "1"),
])
def test_scheme_bad_input_is_a_contract_error(name, args, shown):
    assert_contract_error(name, args, name, shown)
