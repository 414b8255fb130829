"""Scoring Bridge Hands (bridge-hands.tex): reference implementation and its Scheme procedures.

Two layers, as the design asks:

* Plain Python on plain data. A card is a string: its suit letter (``s h c d``) followed by
  its rank (``a k q j`` or ``2`` to ``10``), e.g. ``"sa"``, ``"h10"``. A hand is a list of
  cards; a suit is one of ``"s" "h" "c" "d"``. Bad input raises ``ValueError`` naming the
  function and the value.
* ``bindings()``: the same functions under the text's Scheme names. There a card is a word
  (the symbol ``'sa``, ``'h10``; a string such as ``"sa"`` is a word too), a hand is a sentence
  (a list of cards), a suit is the symbol ``'s`` (or the string ``"s"``); results are Racket
  numbers, and ``suit-counts`` returns the list ``(spades hearts clubs diamonds)``. Bad input
  raises Racket's ``exn:fail:contract`` naming the procedure and the value.

Points, exactly per the text: ace 4, king 3, queen 2, jack 1, other cards 0; a suit with
two cards is worth 1 distribution point, a singleton 2, a void 3.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from minischeme.values.data import Symbol, as_str, is_list, is_number, list_to_python, make_list, sym
from minischeme.values.errors import contract_error
from minischeme.values.printer import format_number
from minischeme.values.procedures import Primitive

# ------------------------------------------------------------------ plain data

SUITS = ("s", "h", "c", "d")  # the text's order: spades, hearts, clubs, diamonds
RANKS = ("a", "k", "q", "j", "10", "9", "8", "7", "6", "5", "4", "3", "2")
HIGH_CARD_POINTS = {"a": 4, "k": 3, "q": 2, "j": 1}

Card = str
Hand = Sequence[Card]


def is_card(card: Any) -> bool:
    """Is ``card`` a card string: a suit letter then a rank, like "sa" or "h10"?"""
    return type(card) is str and card[:1] in SUITS and card[1:] in RANKS


def card_suit(card: Card) -> str:
    """The suit of a card (its first letter)."""
    return _card("card_suit", card)[0]


def card_rank(card: Card) -> str:
    """The rank of a card (all but its first letter)."""
    return _card("card_rank", card)[1:]


def card_val(card: Card) -> int:
    """The high-card points of one card: ace 4, king 3, queen 2, jack 1, others 0."""
    return HIGH_CARD_POINTS.get(_card("card_val", card)[1:], 0)


def high_card_points(hand: Hand) -> int:
    """The total high-card points of a hand (no distribution points)."""
    return sum(card_val(card) for card in _hand("high_card_points", hand))


def count_suit(suit: str, hand: Hand) -> int:
    """How many cards of the hand have the given suit."""
    suit = _suit("count_suit", suit)
    return sum(1 for card in _hand("count_suit", hand) if card[0] == suit)


def suit_counts(hand: Hand) -> list[int]:
    """The numbers of spades, hearts, clubs and diamonds in the hand, in that order."""
    hand = _hand("suit_counts", hand)
    return [count_suit(suit, hand) for suit in SUITS]


def suit_dist_points(n: int) -> int:
    """Distribution points for a suit of ``n`` cards: 2 cards 1, 1 card 2, none 3, else 0."""
    if type(n) is not int or n < 0:
        raise ValueError(f"suit_dist_points: expected a number of cards (an int >= 0), got {n!r}")
    return 3 - n if n <= 2 else 0


def hand_dist_points(hand: Hand) -> int:
    """The distribution points of a hand: the sum over its four suits."""
    return sum(suit_dist_points(n) for n in suit_counts(_hand("hand_dist_points", hand)))


def bridge_val(hand: Hand) -> int:
    """The total points of a hand: high-card points plus distribution points."""
    hand = _hand("bridge_val", hand)
    return high_card_points(hand) + hand_dist_points(hand)


def _card(who: str, card: Any) -> Card:
    if not is_card(card):
        raise ValueError(f"{who}: expected a card such as 'sa' or 'h10' (suit s, h, c or d; "
                         f"rank a, k, q, j or 2-10), got {card!r}")
    return card


def _suit(who: str, suit: Any) -> str:
    if type(suit) is not str or suit not in SUITS:
        raise ValueError(f"{who}: expected a suit ('s', 'h', 'c' or 'd'), got {suit!r}")
    return suit


def _hand(who: str, hand: Any) -> list[Card]:
    if isinstance(hand, (str, bytes)) or not isinstance(hand, Sequence):
        raise ValueError(f"{who}: expected a hand (a list of cards), got {hand!r}")
    for card in hand:
        _card(who, card)
    return list(hand)


# ------------------------------------------------------------------ Scheme boundary

CARD_CONTRACT = "card? (a word such as 'sa or 'h10: suit s, h, c or d, then rank a, k, q, j or 2-10)"
SUIT_CONTRACT = "(or/c 's 'h 'c 'd)"
HAND_CONTRACT = "sentence? (a list of cards)"
COUNT_CONTRACT = "exact-nonnegative-integer?"


def _word_text(v: Any) -> str | None:
    """The text of a Simply Scheme word (symbol, string or number), None for anything else."""
    if type(v) is Symbol:
        return v.name
    text = as_str(v)            # a string, mutable or not
    if text is not None:
        return text
    if is_number(v):
        return format_number(v)
    return None


def _card_arg(who: str, v: Any, position: int | None = None, args: list | None = None) -> Card:
    text = _word_text(v)
    if text is None or not is_card(text):
        raise contract_error(who, CARD_CONTRACT, v, position, args)
    return text


def _hand_arg(who: str, v: Any, position: int, args: list) -> list[Card]:
    """A sentence of cards as plain cards; a bad element is reported by itself."""
    if not is_list(v):
        raise contract_error(who, HAND_CONTRACT, v, position, args)
    return [_card_arg(who, item) for item in list_to_python(v)]


def _suit_arg(who: str, v: Any, position: int, args: list) -> str:
    text = _word_text(v)
    if text not in SUITS:
        raise contract_error(who, SUIT_CONTRACT, v, position, args)
    return text


def _count_arg(who: str, v: Any) -> int:
    if type(v) is not int or v < 0:
        raise contract_error(who, COUNT_CONTRACT, v)
    return v


def _one_hand(name: str, fn: Callable[[list[Card]], Any]) -> Primitive:
    return Primitive(name, lambda hand: fn(_hand_arg(name, hand, 0, [hand])), 1, 1)


def _scheme_count_suit(suit: Any, hand: Any) -> int:
    args = [suit, hand]
    return count_suit(_suit_arg("count-suit", suit, 0, args), _hand_arg("count-suit", hand, 1, args))


def bindings() -> dict[str, Primitive]:
    """The Scheme procedures of the assignment, by the names the text uses."""
    procedures = [
        Primitive("card-val", lambda card: card_val(_card_arg("card-val", card, 0, [card])), 1, 1),
        _one_hand("high-card-points", high_card_points),
        Primitive("count-suit", _scheme_count_suit, 2, 2),
        _one_hand("suit-counts", lambda hand: make_list(suit_counts(hand))),
        Primitive("suit-dist-points",
                  lambda n: suit_dist_points(_count_arg("suit-dist-points", n)), 1, 1),
        _one_hand("hand-dist-points", hand_dist_points),
        _one_hand("bridge-val", bridge_val),
    ]
    return {p.name: p for p in procedures}


def scheme_hand(cards: Hand) -> Any:
    """A plain hand as a Scheme sentence of symbols (for tests and generators)."""
    return make_list(sym(card) for card in cards)

