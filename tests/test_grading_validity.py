"""The validity checks accept every answer the reference gives and reject broken ones."""
from __future__ import annotations

import random

from minischeme.values.data import make_list, sym
from minischeme.grading import validity as V
from minischeme.grading.suites import mini_card_game as M
from minischeme.grading.suites import solitaire as S
from minischeme.reading.reader import read_all
from prelude import mini_card_game as mcg
from prelude import solitaire as sol


def steps_s(steps):
    return make_list([make_list([sym(m), mcg.card_to_scheme(c)]) for m, c in steps])


def test_reference_find_steps_is_always_legal_and_play_reachable():
    rng = random.Random(5)
    for i in range(300):
        cards, moves, goal = M.some_game(rng, i)
        steps = mcg.find_steps(cards, moves, goal)
        ok, why, held = V.check_find_steps(cards, moves, goal, steps_s(steps))
        assert ok, (cards, moves, goal, why)
        assert held == mcg.find_held_cards(steps)
        scores = V.reachable_scores(cards, moves, goal)
        assert mcg.play(cards, moves, goal) == min(scores)


def test_broken_find_steps_lines_are_rejected():
    cards = [("H", 3), ("H", 2), ("H", "A"), ("D", "J")]
    moves = ["draw", "draw", "draw", "discard"]
    good = read_all("((draw (H . 3)) (draw (H . 2)) (draw (H . A)) (discard (H . 2)))")[0]
    assert V.check_find_steps(cards, moves, 16, good)[0]
    for text, fragment in [
        ("((draw (H . 3)) (draw (H . 2)) (draw (H . A)))", "stop after 3 moves"),
        ("((draw (H . 2)) (draw (H . 3)) (draw (H . A)) (discard (H . 2)))", "first card"),
        ("((draw (H . 3)) (draw (H . 2)) (draw (H . A)) (discard (D . J)))", "not held"),
        ("((draw (H . 3)) (draw (H . 2)) (draw (H . A)) (discard (H . 2)) \"GAME OVER\")",
         "comes after the end"),
        ("((draw (H . 3)) (discard (H . 3)))", "move 2 is draw"),
        ("\"GAME OVER\"", "not a list"),
    ]:
        ok, why, _ = V.check_find_steps(cards, moves, 16, read_all(text)[0])
        assert not ok and fragment in why, (text, why)
    # Game-Over-4: the game ends at the draw that goes over the goal
    over = read_all("((draw (H . 3)) (draw (H . 2)) (draw (H . A)))")[0]
    assert V.check_find_steps(cards, moves, 10, over)[0]


def test_fdiscard_validity():
    held = read_all("((H . 3) (H . 2) (H . A))")[0]
    for text, ok in [("((H . 2) (H . A))", True), ("((H . 3) (H . A))", True),
                     ("((H . A) (H . 2))", False), ("((H . 3) (H . 2) (H . A))", False),
                     ("((H . 2))", False), ("5", False)]:
        assert V.check_fdiscard(held, read_all(text)[0])[0] is ok, text


def moves_s(moves):
    return make_list([sol.move_to_scheme(m) for m in moves])


def test_reference_careful_player_meets_the_four_requirements():
    rng = random.Random(9)
    for _ in range(2000):
        cards = S.some_cards(rng, 0, 14)
        goal = rng.randint(1, 70)
        moves = sol.careful_player(cards, goal)
        ok, why = V.check_careful_player(cards, goal, moves_s(moves))
        assert ok, (cards, goal, moves, why)


def test_careful_player_violations_are_named():
    cards = [("hearts", 10), ("clubs", 5), ("spades", 9)]
    check = V.check_careful_player
    assert "requirement 2" in check(cards, 30, moves_s([]))[1]
    assert "requirement 1" in check(cards, 12, moves_s(["draw", "draw"]))[1]
    assert "requirement 3" in check(cards, 10, moves_s(["draw", "draw"]))[1]
    # held 10+5=15, goal 19: discarding the 5 and drawing the 9 lands on the goal
    assert "requirement 4" in check(cards, 19, moves_s(["draw", "draw"]))[1]
    assert check(cards, 19, moves_s(["draw", "draw", ("discard", ("clubs", 5)), "draw"]))[0]
    assert "not held" in check(cards, 20, moves_s(["draw", ("discard", ("clubs", 6))]))[1]
