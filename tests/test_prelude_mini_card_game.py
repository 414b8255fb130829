"""Tests of the Mini Card Game reference (minischeme/assignments/mini_card_game/reference.py).

The text's examples, the rules one by one, the optimal strategy against an exhaustive search
over every discard choice, its tie-break, and the Scheme procedures with their errors.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from minischeme.values.data import NIL, Pair, make_pair, Symbol, list_to_python, make_list, sym
from minischeme.values.errors import Raise, error_message
from prelude.mini_card_game import (Card, all_same_color, bindings, calc_playerpoint,
                                    calc_score, card_color, card_rank, fdiscard, fdraw,
                                    find_held_cards, find_steps, game_events, optimal_score,
                                    play)

DRAW, DISCARD = "draw", "discard"
DECK: list[Card] = [(suit, rank) for suit in "HDSC"
                    for rank in [*range(2, 11), "A", "K", "Q", "J"]]
TEXT_CARDS = [("H", 3), ("H", 2), ("H", "A"), ("D", "J"), ("D", "Q"), ("C", "J")]
THREE_DRAWS_ONE_DISCARD = [DRAW, DRAW, DRAW, DISCARD]


# ------------------------------------------------------------------ an independent referee

VALUES = {"A": 11, "K": 10, "Q": 10, "J": 10}


def value(card: Card) -> int:
    return VALUES.get(card[1], card[1])  # type: ignore[arg-type]


def score(held: tuple[Card, ...], goal: int) -> int:
    """The text's finalscore, written out again so the tests do not trust the module."""
    total = sum(value(c) for c in held)
    prescore = 5 * (total - goal) if total > goal else goal - total
    one_colour = len({c[0] in "HD" for c in held}) <= 1
    return prescore // 2 if one_colour else prescore


def brute_force(cards: tuple[Card, ...], moves: tuple[str, ...], goal: int,
                held: tuple[Card, ...]) -> int:
    """The least final score over every sequence of discard choices, by trying them all."""

    @lru_cache(maxsize=None)
    def best(drawn: int, made: int, held: tuple[Card, ...]) -> int:
        if made == len(moves):                                  # Game-Over-1
            return score(held, goal)
        if moves[made] == DRAW:
            if drawn == len(cards):                             # Game-Over-2
                return score(held, goal)
            held = held + (cards[drawn],)
            if sum(map(value, held)) > goal:                    # Game-Over-4
                return score(held, goal)
            return best(drawn + 1, made + 1, held)
        if not held:                                            # Game-Over-3
            return score(held, goal)
        return min(after_discard(drawn, made + 1, held[:i] + held[i + 1:])
                   for i in range(len(held)))

    def after_discard(drawn: int, made: int, held: tuple[Card, ...]) -> int:
        if sum(map(value, held)) > goal:                        # Game-Over-4
            return score(held, goal)
        return best(drawn, made, held)

    return best(0, 0, held)


def brute_force_discards(cards: list[Card], moves: list[str], goal: int,
                         held: list[Card]) -> list[int]:
    """For each held card, the least final score if it is the one discarded now (``moves``
    being the moves after this discard)."""
    results = []
    for i in range(len(held)):
        rest = tuple(held[:i] + held[i + 1:])
        if sum(map(value, rest)) > goal:
            results.append(score(rest, goal))
        else:
            results.append(brute_force(tuple(cards), tuple(moves), goal, rest))
    return results


def random_small_game(rng: random.Random) -> tuple[list[Card], list[str], int]:
    """Up to 10 cards (sometimes with repeats, as a Scheme list may have), up to 14 moves
    and a goal from -2 to 90: small enough to try every discard choice. Most games are
    built to have discards that matter: a few draws usually come first, and a discard with
    nothing held is usually turned into a draw (not always: Game-Over-3 must be tried)."""
    count = rng.randint(0, 10) if rng.random() < 0.2 else rng.randint(4, 10)
    if rng.random() < 0.25:
        cards = [rng.choice(DECK) for _ in range(count)]
    else:
        cards = rng.sample(DECK, count)
    moves = [DRAW] * rng.randint(0, 4)
    held = len(moves)
    for _ in range(rng.randint(0, 14 - len(moves))):
        move = DRAW if rng.random() < 0.5 else DISCARD
        if move == DISCARD and held == 0 and rng.random() < 0.9:
            move = DRAW
        held += 1 if move == DRAW else -1
        moves.append(move)
    return cards, moves, rng.choice([rng.randint(-2, 90), rng.randint(10, 50)])


# ------------------------------------------------------------------ the text's examples

def test_card_color_examples():
    assert card_color(("H", "A")) == "red"
    assert card_color(("S", 10)) == "black"


def test_card_rank_examples():
    assert card_rank(("H", "A")) == 11
    assert card_rank(("S", 10)) == 10


def test_all_same_color_examples():
    assert all_same_color([("H", 3), ("H", 2), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J")])
    assert all_same_color([("S", 3), ("S", 2), ("S", "A"), ("C", "A"), ("C", "Q"), ("C", "J")])
    assert not all_same_color([("H", 3), ("H", 2), ("H", "A"), ("D", "A"), ("D", "Q"),
                               ("C", "J")])


def test_fdraw_examples():
    cards = [("H", 3), ("H", 2), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J")]
    assert fdraw(cards, []) == [("H", 3)]
    assert fdraw(cards, [("S", 3), ("S", 2), ("S", "A")]) == [("S", 3), ("S", 2), ("S", "A"),
                                                             ("H", 3)]


FDISCARD_EXAMPLES = [
    ([("C", 3), ("C", 2), ("C", "A"), ("S", "J"), ("S", "Q"), ("H", "J")], 66,
     [("H", 3), ("H", 2), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J")]),
    ([("H", 3), ("H", 2), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J")], 56,
     [("S", 3), ("S", 2), ("S", "A"), ("C", "A"), ("C", "Q"), ("C", "J")]),
]


@pytest.mark.parametrize("cards, goal, held", FDISCARD_EXAMPLES)
def test_fdiscard_examples_remove_exactly_one_card_keeping_order(cards, goal, held):
    after = fdiscard(cards, THREE_DRAWS_ONE_DISCARD, goal, held)
    assert len(after) == len(held) - 1
    assert any(after == held[:i] + held[i + 1:] for i in range(len(held)))


def test_fdiscard_examples_choose_the_optimal_card():
    # Goal 66: the rest of the game cannot reach the goal, so keep as much as possible:
    # discard a 2 now and the other 2 later, ending on 59 (score 7). The text's answer,
    # from an unspecified strategy, discards (D . J) instead.
    (cards, goal, held), (cards2, goal2, held2) = FDISCARD_EXAMPLES
    assert fdiscard(cards, THREE_DRAWS_ONE_DISCARD, goal, held) == [
        ("H", 3), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J")]
    # Goal 56: keeping a 10 would bust on the third draw; discarding (C . Q), the first
    # 10, then (S . 2) ends on 51 (score 5).
    assert fdiscard(cards2, THREE_DRAWS_ONE_DISCARD, goal2, held2) == [
        ("S", 3), ("S", 2), ("S", "A"), ("C", "A"), ("C", "J")]


def test_find_steps_example():
    assert find_steps(TEXT_CARDS, THREE_DRAWS_ONE_DISCARD, 16) == [
        (DRAW, ("H", 3)), (DRAW, ("H", 2)), (DRAW, ("H", "A")), (DISCARD, ("H", 3))]


def test_find_held_cards_example():
    steps = [(DRAW, ("H", 3)), (DRAW, ("H", 2)), (DRAW, ("H", "A")), (DISCARD, ("H", 3))]
    assert find_held_cards(steps) == [("H", 2), ("H", "A")]


def test_calc_playerpoint_example():
    assert calc_playerpoint([("H", "A"), ("H", 3), ("H", 2), ("D", "Q"), ("D", "J"),
                             ("C", "J")]) == 46


def test_calc_score_examples():
    assert calc_score(TEXT_CARDS, 50) == 4
    assert calc_score(TEXT_CARDS, 16) == 150


def test_play_example_discards_h3_and_scores_1():
    assert play(TEXT_CARDS, THREE_DRAWS_ONE_DISCARD, 16) == 1


def test_worked_example_of_section_3_is_an_optimal_line():
    # The text's walk-through discards the first card and ends with 3, which is optimal;
    # (H . 2) would tie, and the tie goes to the earlier (H . 3).
    cards = [("H", 3), ("H", 2), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J")]
    assert play(cards, THREE_DRAWS_ONE_DISCARD, 20) == 3
    assert find_steps(cards, THREE_DRAWS_ONE_DISCARD, 20)[-1] == (DISCARD, ("H", 3))


# ------------------------------------------------------------------ the rules

def test_face_cards_are_worth_ten_and_numbers_their_number():
    assert [card_rank(("C", r)) for r in ("K", "Q", "J", 2, 7)] == [10, 10, 10, 2, 7]


def test_no_cards_count_as_all_one_colour_so_an_empty_hand_halves():
    assert all_same_color([])
    assert calc_score([], 21) == 10


def test_over_the_goal_costs_five_times_and_one_colour_still_halves():
    assert calc_score([("H", 10), ("D", 10)], 17) == 7          # 5 * 3 = 15, halved
    assert calc_score([("H", 10), ("S", 10)], 17) == 15


def test_fdraw_adds_at_the_end_and_leaves_its_arguments_alone():
    held = [("S", 2)]
    cards = [("H", 5), ("D", 6)]
    assert fdraw(cards, held) == [("S", 2), ("H", 5)]
    assert held == [("S", 2)] and cards == [("H", 5), ("D", 6)]


def test_fdraw_with_no_cards_left_keeps_the_hand():
    assert fdraw([], [("S", 2)]) == [("S", 2)]


def test_game_over_1_the_moves_run_out():
    assert find_steps([("H", 2), ("H", 3)], [DRAW], 10) == [(DRAW, ("H", 2))]
    assert play([("H", 2), ("H", 3)], [DRAW], 10) == 4


def test_game_over_2_drawing_from_an_empty_card_list():
    assert find_steps([("S", 4)], [DRAW, DRAW, DISCARD], 10) == [(DRAW, ("S", 4))]
    assert play([("S", 4)], [DRAW, DRAW, DISCARD], 10) == 3


def test_game_over_3_discarding_with_no_cards_held():
    moves = [DISCARD, DRAW, DRAW]
    assert find_steps([("S", 4), ("C", 5)], moves, 9) == []
    assert play([("S", 4), ("C", 5)], moves, 9) == 4            # empty hand: 9 // 2


def test_game_over_4_ends_the_game_right_after_the_draw():
    # The third draw busts (10 + 10 + 11 > 30); the discard that would follow never comes.
    cards = [("H", "K"), ("S", "Q"), ("C", "A"), ("D", 2)]
    moves = [DRAW, DRAW, DRAW, DISCARD, DRAW]
    assert find_steps(cards, moves, 30) == [(DRAW, c) for c in cards[:3]]
    assert play(cards, moves, 30) == 5


def test_game_over_4_timing_depends_on_the_discards():
    # Discarding the ace avoids the bust on the next draw but ends on 13, 6 short of the
    # goal; discarding the 2 busts by 1 on that draw: 5 points, the better of the two.
    cards = [("H", "A"), ("S", 2), ("C", 9), ("D", 2)]
    moves = [DRAW, DRAW, DISCARD, DRAW, DRAW]
    assert play(cards, moves, 19) == 5
    assert find_steps(cards, moves, 19)[2] == (DISCARD, ("S", 2))


def test_huge_and_negative_goals_are_scored_exactly_without_blowing_up():
    cards = [("H", 3), ("H", 2), ("H", "A"), ("D", "J")]
    moves = [DRAW, DRAW, DRAW, DISCARD, DRAW, DISCARD]
    # Goal 10**9: keep the most, (H . A) and (D . J), all red: (10**9 - 21) // 2.
    assert play(cards, moves, 10**9) == (10**9 - 21) // 2
    # A negative goal: the first draw busts, by 3 + 5, one colour: 40 // 2.
    assert play(cards, moves, -5) == 20
    assert find_steps(cards, moves, -5) == [(DRAW, ("H", 3))]


def test_game_events_stop_where_game_over_1_2_or_3_will_end_the_game():
    cards = [("H", 2), ("H", 3)]
    assert game_events(cards, [DRAW, DISCARD, DISCARD, DRAW], 0) == [("H", 2), None]
    assert game_events(cards, [DRAW, DRAW, DRAW, DISCARD], 0) == [("H", 2), ("H", 3)]
    assert game_events(cards, [DISCARD, DRAW], 1) == [None, ("H", 2)]


def test_find_held_cards_removes_the_first_equal_card():
    steps = [(DRAW, ("H", 2)), (DRAW, ("S", 5)), (DRAW, ("H", 2)), (DISCARD, ("H", 2))]
    assert find_held_cards(steps) == [("S", 5), ("H", 2)]


def test_fdiscard_with_no_cards_held_discards_nothing():
    assert fdiscard([("H", 2)], [DRAW], 10, []) == []


def test_fdiscard_over_the_goal_can_end_the_game_at_once():
    # Held 25 > goal 20: keeping 10 + 9 = 19 continues, and the next draw (2) busts (21:
    # 5 points, mixed colours); discarding the 9 leaves 16 which ends at 18: 2 points.
    held = [("H", 10), ("S", 9), ("C", 6)]
    assert fdiscard([("H", 2)], [DRAW], 20, held) == [("H", 10), ("C", 6)]


# ------------------------------------------------------------------ bad input (Python)

@pytest.mark.parametrize("call", [
    lambda: card_color(("X", 3)),
    lambda: card_rank(("H", 1)),
    lambda: card_rank(("H", True)),
    lambda: all_same_color([("H", 3), "card"]),
    lambda: play([("H", 3)], ["jump"], 10),
    lambda: find_held_cards([(DISCARD, ("H", 3))]),
    lambda: find_held_cards([("jump", ("H", 3))]),
])
def test_python_functions_reject_bad_input_with_value_error(call):
    with pytest.raises(ValueError):
        call()


# ------------------------------------------------------------------ optimality

def test_play_matches_exhaustive_search_on_thousands_of_small_games():
    rng = random.Random(20240601)
    for _ in range(5000):
        cards, moves, goal = random_small_game(rng)
        expected = brute_force(tuple(cards), tuple(moves), goal, ())
        assert play(cards, moves, goal) == expected, (cards, moves, goal)


def test_find_steps_follows_an_optimal_line_taking_the_earliest_best_card():
    rng = random.Random(77)
    choices_that_matter = 0
    for _ in range(1500):
        cards, moves, goal = random_small_game(rng)
        steps = find_steps(cards, moves, goal)
        best = brute_force(tuple(cards), tuple(moves), goal, ())
        assert calc_score(find_held_cards(steps), goal) == best, (cards, moves, goal)
        # Replay the line: each discard must be the first card with the least outcome.
        held: list[Card] = []
        drawn = 0
        for made, (move, card) in enumerate(steps):
            assert move == moves[made]
            if move == DRAW:
                assert card == cards[drawn]
                drawn += 1
                held.append(card)
                continue
            outcomes = brute_force_discards(cards[drawn:], moves[made + 1:], goal, held)
            first_best = outcomes.index(min(outcomes))
            assert min(outcomes) == best
            assert card == held[first_best], (cards, moves, goal, held, outcomes)
            del held[first_best]
            choices_that_matter += len(set(outcomes)) > 1
    assert choices_that_matter > 300            # the games do test the choice

def test_fdiscard_matches_exhaustive_search_from_arbitrary_states():
    rng = random.Random(5)
    for _ in range(1500):
        cards, moves, goal = random_small_game(rng)
        held = [rng.choice(DECK) for _ in range(rng.randint(0, 6))]
        after = fdiscard(cards, moves, goal, held)
        if not held:
            assert after == []
            continue
        outcomes = brute_force_discards(cards, moves, goal, held)
        first_best = outcomes.index(min(outcomes))
        assert after == held[:first_best] + held[first_best + 1:], (cards, moves, goal, held)


def test_ties_go_to_the_earliest_card_in_held_order():
    # (H . 5) and (D . 5) are the same colour and value: either is best (7 = goal), the
    # first goes; discarding (S . 2) would leave 10, over the goal.
    assert fdiscard([], [], 7, [("S", 2), ("H", 5), ("D", 5)]) == [("S", 2), ("D", 5)]
    # Equal outcomes from different cards: discarding the 4 or the 3 ends on 10 or 11,
    # all black, goal 11: both score 0. The one first in held order goes.
    assert fdiscard([], [], 11, [("C", 4), ("C", 3), ("S", 7)]) == [("C", 3), ("S", 7)]
    assert fdiscard([], [], 11, [("C", 3), ("C", 4), ("S", 7)]) == [("C", 4), ("S", 7)]


def test_full_deck_game_is_solved_exactly_and_consistently():
    rng = random.Random(3)
    for _ in range(3):
        cards = DECK[:]
        rng.shuffle(cards)
        moves = [DRAW if rng.random() < 0.6 else DISCARD for _ in range(100)]
        goal = rng.randint(20, 150)
        solution = optimal_score(cards, moves, goal)
        assert solution.proven
        assert calc_score(find_held_cards(find_steps(cards, moves, goal)), goal) == solution.score


def test_a_capped_search_is_not_claimed_optimal():
    rng = random.Random(11)
    cards = DECK[:]
    rng.shuffle(cards)
    moves = ([DRAW, DRAW, DISCARD] * 34)[:100]
    exact = optimal_score(cards, moves, 150)
    capped = optimal_score(cards, moves, 150, max_states=2)
    assert exact.proven and not capped.proven
    assert capped.score >= exact.score


# ------------------------------------------------------------------ the Scheme procedures

PROCEDURES = bindings()


def card(suit: str, rank) -> Pair:
    return make_pair(sym(suit), sym(rank) if isinstance(rank, str) else rank)


def cards(*pairs) -> object:
    return make_list([card(s, r) for s, r in pairs])


def moves(*names: str) -> object:
    return make_list([sym(n) for n in names])


def call(name: str, *args):
    procedure = PROCEDURES[name]
    assert procedure.accepts(len(args))
    return procedure.fn(*args)


def as_plain(value):
    """Scheme data back to Python, for comparisons: lists, pairs, symbols as names."""
    if value is NIL:
        return []
    if type(value) is Pair:
        if type(value.cdr) is Pair or value.cdr is NIL:
            return [as_plain(v) for v in list_to_python(value)]
        return (as_plain(value.car), as_plain(value.cdr))
    if type(value) is Symbol:
        return value.name
    return value


SCHEME_TEXT_CARDS = cards(("H", 3), ("H", 2), ("H", "A"), ("D", "J"), ("D", "Q"), ("C", "J"))


def test_bindings_have_the_texts_names_and_arities():
    arities = {"card-color": 1, "card-rank": 1, "all-same-color": 1, "fdraw": 2,
               "fdiscard": 4, "find-steps": 3, "find-held-cards": 1, "calc-playerpoint": 1,
               "calc-score": 2, "play": 3, "one-card-removed?": 2}
    assert set(PROCEDURES) == set(arities)
    for name, arity in arities.items():
        assert PROCEDURES[name].min_args == PROCEDURES[name].max_args == arity


def test_scheme_examples():
    assert call("card-color", card("H", "A")) is sym("red")
    assert call("card-color", card("S", 10)) is sym("black")
    assert call("card-rank", card("H", "A")) == 11
    assert call("all-same-color", cards(("S", 3), ("C", "J"))) is True
    assert call("all-same-color", cards(("S", 3), ("H", "J"))) is False
    assert call("all-same-color", NIL) is True
    assert as_plain(call("fdraw", cards(("H", 3), ("H", 2)), cards(("S", 3)))) == [
        ("S", 3), ("H", 3)]
    assert call("calc-playerpoint", SCHEME_TEXT_CARDS) == 46
    assert call("calc-score", SCHEME_TEXT_CARDS, 50) == 4
    assert call("play", SCHEME_TEXT_CARDS, moves("draw", "draw", "draw", "discard"), 16) == 1


def test_scheme_find_steps_returns_move_card_lists():
    steps = call("find-steps", SCHEME_TEXT_CARDS, moves("draw", "draw", "draw", "discard"), 16)
    assert as_plain(steps) == [["draw", ("H", 3)], ["draw", ("H", 2)], ["draw", ("H", "A")],
                               ["discard", ("H", 3)]]
    assert as_plain(call("find-held-cards", steps)) == [("H", 2), ("H", "A")]


def test_scheme_fdiscard_returns_the_held_cards_after():
    held = cards(("H", 3), ("H", 2), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J"))
    after = call("fdiscard", cards(("C", 3), ("C", 2), ("C", "A"), ("S", "J")),
                 moves("draw", "draw", "draw", "discard"), 66, held)
    assert as_plain(after) == [("H", 3), ("H", "A"), ("D", "A"), ("D", "Q"), ("D", "J")]


def raised_message(name: str, *args) -> str:
    with pytest.raises(Raise) as caught:
        call(name, *args)
    return error_message(caught.value.value)


@pytest.mark.parametrize("name, args, culprit", [
    ("card-color", (card("X", 3),), "(X . 3)"),
    ("card-rank", (card("H", 1),), "(H . 1)"),
    ("card-rank", (card("H", "Z"),), "(H . Z)"),
    ("card-rank", (5,), "5"),
    ("all-same-color", (cards(("H", 3), ("X", 2)),), "(X . 2)"),
    ("all-same-color", (card("H", 3),), "(H . 3)"),
    ("calc-playerpoint", (sym("hand"),), "hand"),
    ("calc-score", (SCHEME_TEXT_CARDS, 2.5), "2.5"),
    ("fdraw", (cards(("H", 3)), sym("x")), "x"),
    ("play", (SCHEME_TEXT_CARDS, moves("draw", "jump"), 16), "jump"),
    ("play", (SCHEME_TEXT_CARDS, sym("draw"), 16), "draw"),
    ("play", (SCHEME_TEXT_CARDS, moves("draw"), True), "#t"),
    ("find-steps", (cards(("H", 1)), moves("draw"), 16), "(H . 1)"),
    ("fdiscard", (NIL, moves("draw"), 16, cards(("C", 11))), "(C . 11)"),
    ("find-held-cards", (make_list([make_list([sym("jump"), card("H", 3)])]),), "jump"),
    ("find-held-cards", (make_list([sym("draw")]),), "draw"),
])
def test_scheme_bad_input_raises_a_racket_error_naming_procedure_and_value(name, args, culprit):
    message = raised_message(name, *args)
    assert message.startswith(f"{name}: contract violation")
    given = [line for line in message.splitlines() if line.startswith("  given: ")]
    assert len(given) == 1 and culprit in given[0], message


def test_scheme_find_held_cards_rejects_discarding_a_card_not_held():
    steps = make_list([make_list([sym("draw"), card("H", 3)]),
                       make_list([sym("discard"), card("S", 4)])])
    message = raised_message("find-held-cards", steps)
    assert message.startswith("find-held-cards: discarded card is not held")
    assert "(S . 4)" in message and "(H . 3)" in message
