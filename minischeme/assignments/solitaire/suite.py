"""Solitaire: generated tests, compared with the reference (``reference.py``).

Cards are pairs ``(suit . rank)``: suit clubs/diamonds/hearts/spades, rank jack, queen,
king, ace or 2-10; moves are ``draw`` and ``(discard CARD)``. remove_card must raise the
very value it is given when the card is missing, and may return the other cards in any
order (the text fixes none); officiate must raise an error on
discarding a card that is not held; careful_player is judged by the text's four
requirements, by playing its moves out.

Beside the random cases, each function has rule cases (``rule_cases``), hand-built to
reach the rules random games seldom reach (issue 32): a draw from an empty card-list
followed by a discard of a card not held (the game is over: no IllegalMove), the card-list
becoming empty (the game goes on), going over the goal on the last draw, a challenge game
over the goal, remove_card of a card held twice, careful_player's four requirements one by
one. ``python -m minischeme.mutation`` checks that they catch every mutant of the rules.
"""
from __future__ import annotations

import random
from typing import Any

from minischeme.values.data import make_list, sym
from . import reference as ref
from ...grading.judges import Equal, Raises, SameElements, Validity, show
from .validity import check_careful_player
from ...grading.suites.common import TestCase, TestList, one_card_case, reference_judge

NAME = "solitaire"
LANGUAGE = "racket"
FUNCTIONS = ["card_color", "card_value", "remove_card", "all_same_color", "sum_cards", "score",
             "officiate", "score_challenge", "officiate_challenge", "careful_player"]
WEIGHTS = {f: 10 for f in FUNCTIONS}
DOCS = False

RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, "jack", "queen", "king", "ace"]
DECK = [(s, r) for s in ref.SUITS for r in RANKS]
REF = ref.bindings()
NOT_FOUND = sym("card-not-found")


def S(card: Any) -> Any:
    return ref.card_to_scheme(card)


def cards_s(cards: list) -> Any:
    return make_list([S(c) for c in cards])


def moves_s(moves: list) -> Any:
    return make_list([ref.move_to_scheme(m) for m in moves])


def reference(function: str, *args: Any) -> Any:
    return REF[function].fn(*args)


def some_cards(rng: random.Random, low: int, high: int, one_colour: float = 0.0,
               aces: float = 0.0) -> list:
    k = rng.randint(low, high)
    pool = DECK
    if rng.random() < one_colour:
        suits = ref.RED_SUITS if rng.random() < 0.5 else ("clubs", "spades")
        pool = [c for c in DECK if c[0] in suits]
    cards = [rng.choice(pool) for _ in range(k)]
    if aces:
        cards = [(c[0], "ace") if rng.random() < aces else c for c in cards]
    return cards


def legal_moves(rng: random.Random, cards: list, count: int) -> list:
    """Random moves that never discard a card not held (the game may end before them)."""
    held: list = []
    moves: list = []
    deck = list(cards)
    for _ in range(count):
        if held and rng.random() < 0.3:
            card = rng.choice(held)
            held.remove(card)
            moves.append((ref.DISCARD, card))
        else:
            moves.append(ref.DRAW)
            if deck:
                held.append(deck.pop(0))
    return moves


def careful_judge(cards: list, goal: int) -> Validity:
    def check(value: Any, ctx: Any) -> tuple:
        return check_careful_player(cards, goal, value)
    example = make_list([ref.move_to_scheme(m) for m in ref.careful_player(cards, goal)])
    return Validity(f"moves meeting the four requirements, e.g. {show(example)}", check)


# ------------------------------------------------------------------ rule cases

D = ref.DRAW


def X(card: tuple) -> tuple:
    return (ref.DISCARD, card)


KING, QUEEN, JACK, ACE = "king", "queen", "jack", "ace"

# Hand-built games that each reach one rule of officiate (random games seldom do):
# (label, card-list, moves, goal).
OFFICIATE_RULES = [
    ("a draw from an empty card-list ends the game: a later discard of a card not held "
     "is never made", [("clubs", 2)], [D, D, X(("hearts", ACE))], 20),
    ("the card-list becoming empty does not end the game: a discard of a card not held "
     "after it raises IllegalMove", [("clubs", 2)], [D, X(("hearts", ACE))], 20),
    ("the card-list becoming empty does not end the game: the moves go on",
     [("clubs", 2), ("hearts", 5)], [D, D, X(("clubs", 2))], 20),
    ("going over the goal on the last draw: scored with that card",
     [("spades", KING), ("clubs", QUEEN)], [D, D], 15),
    ("exactly the goal is not over it: the game goes on",
     [("spades", KING), ("hearts", 5), ("clubs", 2)], [D, D, D], 15),
    ("no moves: the empty hand is all one colour", [("clubs", 2)], [], 9),
]
CHALLENGE_RULES = [
    ("over the goal even with every ace as 1: three times the least sum over the goal",
     [("clubs", ACE), ("hearts", KING), ("spades", QUEEN)], [D, D, D], 15),
    ("not over the goal while the aces can be 1: the game goes on",
     [("hearts", ACE), ("diamonds", ACE), ("hearts", 5)], [D, D, D], 12),
    ("a draw from an empty card-list ends the game", [("clubs", ACE)],
     [D, D, X(("hearts", 2))], 20),
] + OFFICIATE_RULES[1:3]
# careful_player: (label, card-list, goal), each needing one of the four requirements.
CAREFUL_RULES = [
    ("draw from an empty card-list while the goal is more than 10 above", [("clubs", 2)], 30),
    ("discard one card, then draw one, to reach a score of 0",
     [("spades", KING), ("hearts", 6), ("clubs", ACE)], 21),
    ("no more moves once the score is 0, even if a discard and a draw reach 0 again",
     [("spades", KING), ("clubs", QUEEN), ("hearts", JACK)], 20),
    ("the goal exactly 10 above: do not draw a card that goes over",
     [("spades", KING), ("clubs", ACE)], 20),
    ("never over the goal", [("spades", KING), ("clubs", 5), ("hearts", KING)], 17),
]


def rule_cases() -> dict[str, list[tuple[str, list, Any]]]:
    """Each function's rule cases, (label, Scheme arguments, judge), most important first."""
    def game(function: str) -> Any:
        def case(label: str, cs: list, moves: list, goal: int) -> tuple:
            args = [cards_s(cs), moves_s(moves), goal]
            try:
                judge = Equal(reference(function, *args))
            except Exception:
                judge = Raises(description="IllegalMove (an error)")
            return label, args, judge
        return case

    def equal(function: str, label: str, *args: Any) -> tuple:
        return label, list(args), answer_judge(function, reference(function, *args))

    twice = cards_s([("hearts", 3), ("clubs", 2), ("hearts", 3)])
    mixed_aces = cards_s([("hearts", ACE), ("spades", ACE), ("clubs", 9)])
    return {
        "remove_card": [
            equal("remove_card", "a card held twice: only one copy is removed", twice,
                  S(("hearts", 3)), NOT_FOUND),
            equal("remove_card", "the last card of the list", cards_s([("clubs", 2),
                  ("hearts", 5)]), S(("hearts", 5)), NOT_FOUND)],
        "all_same_color": [
            equal("all_same_color", "a different colour in the third card",
                  cards_s([("hearts", 2), ("diamonds", 3), ("spades", 4)])),
            equal("all_same_color", "no cards", cards_s([]))],
        "score": [
            equal("score", "over the goal, one colour: 3 times, halved, rounded down",
                  cards_s([("spades", KING), ("clubs", 3)]), 10),
            equal("score", "no cards: halved", cards_s([]), 9)],
        "score_challenge": [
            equal("score_challenge", "one ace 11 and one ace 1 is the least score",
                  mixed_aces, 21)],
        "officiate": [game("officiate")(*case) for case in OFFICIATE_RULES],
        "officiate_challenge": [game("officiate_challenge")(*case) for case in CHALLENGE_RULES],
        "careful_player": [(label, [cards_s(cs), goal], careful_judge(cs, goal))
                           for label, cs, goal in CAREFUL_RULES],
    }


# ------------------------------------------------------------------ the suite

def generate(seed: int, n: int) -> list[TestCase]:
    suite = TestList(seed, NAME, n)
    rules = rule_cases()

    def add(function: str, make: Any) -> None:
        suite.add(function, make, rules.get(function, []))
    for function in ("card_color", "card_value"):
        add(function, one_card_case(DECK, S, lambda card, f=function: reference(f, card)))

    def remove(rng: random.Random, i: int) -> tuple:
        cs = some_cards(rng, 1 if i % 4 else 0, 6)
        if cs and (i % 4) != 3:
            c = rng.choice(cs)
            return [cards_s(cs), S(c), NOT_FOUND], SameElements(
                reference("remove_card", cards_s(cs), S(c), NOT_FOUND))
        absent = [c for c in DECK if c not in cs]
        return [cards_s(cs), S(rng.choice(absent)), NOT_FOUND], Raises(NOT_FOUND)
    add("remove_card", remove)

    def same(rng: random.Random, i: int) -> tuple:
        cs = cards_s(some_cards(rng, 1, 7, one_colour=0.5))
        return [cs], Equal(reference("all_same_color", cs))
    add("all_same_color", same)

    def total(rng: random.Random, i: int) -> tuple:
        cs = cards_s(some_cards(rng, 0, 10))
        return [cs], Equal(reference("sum_cards", cs))
    add("sum_cards", total)

    def score(function: str, aces: float) -> Any:
        def make(rng: random.Random, i: int) -> tuple:
            cs = cards_s(some_cards(rng, 1, 6, one_colour=0.5, aces=aces))
            goal = rng.randint(5, 60)
            return [cs, goal], Equal(reference(function, cs, goal))
        return make
    add("score", score("score", 0.0))
    add("score_challenge", score("score_challenge", 0.3))

    def officiate(function: str, aces: float) -> Any:
        def make(rng: random.Random, i: int) -> tuple:
            cs = some_cards(rng, 0, 8, aces=aces)
            goal = rng.randint(5, 60)
            moves = legal_moves(rng, cs, rng.randint(0, 10))
            if i % 5 == 4:                       # an illegal discard: must raise
                absent = [c for c in DECK if c not in cs]
                moves = moves[:rng.randint(0, len(moves))] + [(ref.DISCARD, rng.choice(absent))]
                try:
                    expected = Equal(reference(function, cards_s(cs), moves_s(moves), goal))
                except Exception:
                    expected = Raises(description="IllegalMove (an error)")
                return [cards_s(cs), moves_s(moves), goal], expected
            return ([cards_s(cs), moves_s(moves), goal],
                    Equal(reference(function, cards_s(cs), moves_s(moves), goal)))
        return make
    add("officiate", officiate("officiate", 0.0))
    add("officiate_challenge", officiate("officiate_challenge", 0.3))

    def careful(rng: random.Random, i: int) -> tuple:
        cs = some_cards(rng, 0, 12)
        goal = rng.randint(5, 60)
        return [cards_s(cs), goal], careful_judge(cs, goal)
    add("careful_player", careful)
    return suite.tests


def judge_for(function: str, args: list) -> Any:
    """The judge of a call with these arguments: careful_player by its requirements, the
    others by the reference's answer (any error where the reference raises)."""
    if function == "careful_player":
        if len(args) != 2:
            return None
        try:
            cards = ref._cards_arg(function, args[0], 0, args)
            goal = ref._goal_arg(function, args[1], 1, args)
        except Exception:
            return None
        return careful_judge(cards, goal)
    judge = reference_judge(REF, function, args)
    if isinstance(judge, Equal):
        return answer_judge(function, judge.value)
    return judge


def answer_judge(function: str, value: Any) -> Any:
    """The judge of a function's answer ``value``: remove_card's list in any order (the
    text asks for "a list that has all the elements of cs except c", in no order: a
    helper that rebuilds the list in reverse is right), the others' exactly."""
    return SameElements(value) if function == "remove_card" else Equal(value)
