"""Solitaire: generated tests, compared with the reference (``reference.py``).

Cards are pairs ``(suit . rank)``: suit clubs/diamonds/hearts/spades, rank jack, queen,
king, ace or 2-10; moves are ``draw`` and ``(discard CARD)``. remove_card must raise the
very value it is given when the card is missing; officiate must raise an error on
discarding a card that is not held; careful_player is judged by the text's four
requirements, by playing its moves out.
"""
from __future__ import annotations

import random
from typing import Any

from minischeme.values.data import make_list, sym
from . import reference as ref
from ...grading.judges import Equal, Raises, Validity, show
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


def generate(seed: int, n: int) -> list[TestCase]:
    suite = TestList(seed, NAME, n)
    add = suite.add
    for function in ("card_color", "card_value"):
        add(function, one_card_case(DECK, S, lambda card, f=function: reference(f, card)))

    def remove(rng: random.Random, i: int) -> tuple:
        cs = some_cards(rng, 1 if i % 4 else 0, 6)
        if cs and (i % 4) != 3:
            c = rng.choice(cs)
            return [cards_s(cs), S(c), NOT_FOUND], Equal(reference("remove_card", cards_s(cs),
                                                                   S(c), NOT_FOUND))
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
    return reference_judge(REF, function, args)
