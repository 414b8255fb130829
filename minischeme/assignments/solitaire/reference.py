"""Solitaire (solitaire.txt): reference implementation and its Scheme procedures.

Two layers, as the design asks:

* Plain Python on plain data, importable and testable without the interpreter. A card is a
  tuple ``(suit, rank)``: suit one of ``'clubs' 'diamonds' 'hearts' 'spades'``, rank one of
  ``'jack' 'queen' 'king' 'ace'`` or an ``int`` from 2 to 10. A move is ``'draw'`` or
  ``('discard', card)``. Colours are ``'red'`` and ``'black'``.
* ``bindings()``: the same functions as Scheme procedures under the text's names. There a
  card is a pair ``(suit . rank)`` of a symbol and a symbol or exact integer, a colour is the
  symbol ``red``/``black``, a move is the symbol ``draw`` or the list ``(discard CARD)``.
  Arguments are checked there, and bad ones raise Racket's ``exn:fail:contract`` naming the
  procedure and the value; no Python exception escapes.

``officiate`` signals an illegal discard with ``IllegalMove`` in Python and, in Scheme, by
raising an ``illegal-move`` struct: a subtype of ``exn:fail``, so both ``(illegal-move? e)``
and ``(exn:fail? e)`` hold and an uncaught one prints its message.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any, Callable, Sequence, Union

from minischeme.values.data import (NIL, Pair, make_pair, StructInstance, StructType, Symbol, is_list, is_string,
                             list_to_python, make_list, sym)
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import (EXN_FAIL, MARKS, ContinuationMarks, Raise, contract_error,
                               make_exn)
from minischeme.values.procedures import Primitive
from ..scheme_args import list_arg

# ------------------------------------------------------------------ plain data

SUITS = ("clubs", "diamonds", "hearts", "spades")
FACE_RANKS = ("jack", "queen", "king", "ace")
RED_SUITS = ("diamonds", "hearts")

Rank = Union[str, int]
Card = tuple[str, Rank]
Move = Union[str, tuple[str, Card]]

DRAW = "draw"
DISCARD = "discard"


class IllegalMove(Exception):
    """Raised by ``officiate`` when the player discards a card that is not held."""

    def __init__(self, card: Card) -> None:
        super().__init__(f"illegal move: card {card_text(card)} is not held")
        self.card = card


def card_text(card: Card) -> str:
    """A card as Racket writes the pair: ``(hearts . jack)``."""
    suit, rank = card
    return f"({suit} . {rank})"


def card_color(card: Card) -> str:
    """'red' for diamonds and hearts, 'black' for clubs and spades."""
    suit = card[0]
    if suit in RED_SUITS:
        return "red"
    if suit in ("clubs", "spades"):
        return "black"
    raise ValueError(f"card_color: unknown suit {suit!r}")


def card_value(card: Card) -> int:
    """A numbered card is worth its number, an ace 11, any other face card 10."""
    rank = card[1]
    if rank == "ace":
        return 11
    if rank in ("jack", "queen", "king"):
        return 10
    if type(rank) is int and 2 <= rank <= 10:
        return rank
    raise ValueError(f"card_value: unknown rank {rank!r}")


def _first_index(cs: Sequence[Card], c: Card) -> int:
    """Position of the first card equal to ``c`` in ``cs``, or -1."""
    for i, card in enumerate(cs):
        if card == c:
            return i
    return -1


def remove_card(cs: Sequence[Card], c: Card, e: BaseException) -> list[Card]:
    """``cs`` without its first occurrence of ``c``; raises ``e`` when ``c`` is not there."""
    i = _first_index(cs, c)
    if i < 0:
        raise e
    return list(cs[:i]) + list(cs[i + 1:])


def all_same_color(cs: Sequence[Card]) -> bool:
    """True when every card has the colour of the first (so also for no cards at all)."""
    colors = {card_color(card) for card in cs}
    return len(colors) <= 1


def sum_cards(cs: Sequence[Card]) -> int:
    """Sum of the card values. A loop: the text's tail-recursive helper, in constant stack."""
    total = 0
    for card in cs:
        total += card_value(card)
    return total


def _preliminary(total: int, goal: int) -> int:
    """Three times the excess over the goal, or the shortfall below it."""
    return 3 * (total - goal) if total > goal else goal - total


def score(held: Sequence[Card], goal: int) -> int:
    """The text's score: the preliminary score, halved (rounded down) if one colour."""
    prelim = _preliminary(sum_cards(held), goal)
    return prelim // 2 if all_same_color(held) else prelim


def _low_value(card: Card) -> int:
    """A card's value counting an ace as 1 (the challenge's lowest choice)."""
    return 1 if card[1] == "ace" else card_value(card)


def score_challenge(held: Sequence[Card], goal: int) -> int:
    """The best score when every ace may count 1 or 11.

    With ``a`` aces and the sum ``low`` counting all of them as 1, the possible sums are
    ``low + 10*k`` for k = 0..a; colour does not depend on the choice, so the halving rule
    applies to all of them alike.
    """
    low = sum(_low_value(card) for card in held)
    aces = sum(1 for card in held if card[1] == "ace")
    prelim = min(_preliminary(low + 10 * k, goal) for k in range(aces + 1))
    return prelim // 2 if all_same_color(held) else prelim


def _run_game(cards: Sequence[Card], moves: Sequence[Move], goal: int,
              value: Callable[[Card], int]) -> list[Card]:
    """The held cards when the game ends; the game-over test after a draw uses ``value``.

    The text's recursive helper as a loop over the state (held cards, position in the
    card-list, running sum). The game ends when the moves run out, on a draw from an empty
    card-list, or right after a draw that takes the sum over the goal.
    """
    held: list[Card] = []
    total = 0
    next_card = 0
    for move in moves:
        if move == DRAW:
            if next_card == len(cards):
                break
            card = cards[next_card]
            next_card += 1
            held.append(card)
            total += value(card)
            if total > goal:
                break
        elif type(move) is tuple and len(move) == 2 and move[0] == DISCARD:
            card = move[1]
            held = remove_card(held, card, IllegalMove(card))
            total -= value(card)
        else:
            raise ValueError(f"unknown move {move!r}")
    return held


def officiate(cards: Sequence[Card], moves: Sequence[Move], goal: int) -> int:
    """Run a game and return its score; raises ``IllegalMove`` on discarding a card not held."""
    return score(_run_game(cards, moves, goal, card_value), goal)


def officiate_challenge(cards: Sequence[Card], moves: Sequence[Move], goal: int) -> int:
    """``officiate`` with aces worth 1 or 11: a draw ends the game only if even the lowest
    sum (all aces 1) exceeds the goal, and the score is ``score_challenge``."""
    return score_challenge(_run_game(cards, moves, goal, _low_value), goal)


class _Hand:
    """Held cards indexed for careful_player's look-ahead: sum, colour counts, and the
    cards by (value, colour), so each step costs the same however many cards are held."""

    def __init__(self) -> None:
        self.total = 0
        self.colors: dict[str, int] = {"red": 0, "black": 0}
        self.by_kind: dict[tuple[int, str], list[Card]] = defaultdict(list)

    def add(self, card: Card) -> None:
        self.total += card_value(card)
        self.colors[card_color(card)] += 1
        self.by_kind[card_value(card), card_color(card)].append(card)

    def one_color(self) -> bool:
        return self.colors["red"] == 0 or self.colors["black"] == 0

    def score_is_zero(self, goal: int) -> bool:
        """score(held, goal) == 0: the sum is the goal, or one below it in one colour."""
        return self.total == goal or (self.total == goal - 1 and self.one_color())

    def discard_for_zero(self, drawn: Card, goal: int) -> Card | None:
        """A held card whose discard, followed by drawing ``drawn``, scores 0 (else None)."""
        excess = self.total + card_value(drawn) - goal
        # Landing exactly on the goal: any card worth ``excess`` will do.
        for color in ("red", "black"):
            if self.by_kind.get((excess, color)):
                return self.by_kind[excess, color][0]
        # One below the goal: the hand left must be all of the drawn card's colour.
        color = card_color(drawn)
        other = "black" if color == "red" else "red"
        needed = excess + 1
        if self.colors[other] == 0 and self.by_kind.get((needed, color)):
            return self.by_kind[needed, color][0]
        if self.colors[other] == 1 and self.by_kind.get((needed, other)):
            return self.by_kind[needed, other][0]
        return None


def careful_player(cards: Sequence[Card], goal: int) -> list[Move]:
    """Moves for ``officiate(cards, moves, goal)`` that meet the text's four requirements.

    At each state, in order of precedence:
      1. score 0 reached: stop (no more moves);
      2. goal more than 10 above the sum: draw (even from an empty card-list, which ends
         the game) -- no card is worth more than 11, so this never exceeds the goal;
      3. a discard followed by a draw reaches score 0: make those two moves, then stop;
      4. our own choice: draw while the next card keeps the sum within the goal, else stop.
    The held value never exceeds the goal: steps 2-4 never draw past it.
    """
    hand = _Hand()
    moves: list[Move] = []
    next_card = 0
    while not hand.score_is_zero(goal):
        if goal > hand.total + 10:
            moves.append(DRAW)
            if next_card == len(cards):
                break
            hand.add(cards[next_card])
            next_card += 1
            continue
        if next_card == len(cards):
            break
        drawn = cards[next_card]
        discard = hand.discard_for_zero(drawn, goal)
        if discard is not None:
            moves += [(DISCARD, discard), DRAW]
            break
        if hand.total + card_value(drawn) > goal:
            break
        moves.append(DRAW)
        hand.add(drawn)
        next_card += 1
    return moves


# ------------------------------------------------------------ Scheme boundary

# The exception officiate raises in Scheme: (struct illegal-move exn:fail ()).
ILLEGAL_MOVE = StructType("illegal-move", [], EXN_FAIL, transparent=True)

CARD_CONTRACT = ("(cons/c (or/c 'clubs 'diamonds 'hearts 'spades) "
                 "(or/c (integer-in 2 10) 'jack 'queen 'king 'ace))")
MOVE_CONTRACT = f"(or/c 'draw (list/c 'discard {CARD_CONTRACT}))"

_SUIT_OF_SYMBOL = {sym(s): s for s in SUITS}
_FACE_OF_SYMBOL = {sym(r): r for r in FACE_RANKS}
_DRAW = sym(DRAW)
_DISCARD = sym(DISCARD)
_COLOR_SYMBOL = {"red": sym("red"), "black": sym("black")}


def _parse_card(v: Any) -> Card | None:
    """The plain card for a Scheme pair (suit . rank), or None if it is not a card."""
    if type(v) is not Pair or type(v.car) is not Symbol or v.car not in _SUIT_OF_SYMBOL:
        return None
    suit, rank = _SUIT_OF_SYMBOL[v.car], v.cdr
    if type(rank) is int and 2 <= rank <= 10:
        return (suit, rank)
    if type(rank) is Symbol and rank in _FACE_OF_SYMBOL:
        return (suit, _FACE_OF_SYMBOL[rank])
    return None


def _card_arg(who: str, v: Any, position: int, args: list) -> Card:
    card = _parse_card(v)
    if card is None:
        raise contract_error(who, CARD_CONTRACT, v, position, args)
    return card


def _cards_arg(who: str, v: Any, position: int, args: list) -> list[Card]:
    """A Scheme list of cards as plain cards; a bad element is reported by itself."""
    return list_arg(who, v, position, args, _parse_card, CARD_CONTRACT)


def _moves_arg(who: str, v: Any, position: int, args: list) -> list[Move]:
    if not is_list(v):
        raise contract_error(who, "list?", v, position, args)
    moves: list[Move] = []
    for item in list_to_python(v):
        if item is _DRAW:
            moves.append(DRAW)
            continue
        card = None
        if (type(item) is Pair and item.car is _DISCARD and type(item.cdr) is Pair
                and item.cdr.cdr is NIL):
            card = _parse_card(item.cdr.car)
        if card is None:
            raise contract_error(who, MOVE_CONTRACT, item)
        moves.append((DISCARD, card))
    return moves


def _goal_arg(who: str, v: Any, position: int, args: list) -> int:
    if type(v) is not int:
        raise contract_error(who, "exact-integer?", v, position, args)
    return v


def card_to_scheme(card: Card) -> Pair:
    """A plain card as the Scheme pair (suit . rank)."""
    suit, rank = card
    return make_pair(sym(suit), rank if type(rank) is int else sym(rank))


def move_to_scheme(move: Move) -> Any:
    """``'draw'`` as the symbol draw, ``('discard', card)`` as the list (discard CARD)."""
    if move == DRAW:
        return _DRAW
    return make_list([_DISCARD, card_to_scheme(move[1])])


def illegal_move_exn(message: str) -> StructInstance:
    """An illegal-move exception value with the given message."""
    return make_exn(ILLEGAL_MOVE, message)


def _scheme_remove_card(cs: Any, c: Any, e: Any) -> Any:
    """remove_card on Scheme data: raises ``e`` itself when ``c`` is missing. The result
    keeps the original pairs and shares the list's tail after the removed card, as the
    recursive Racket definition would."""
    args = [cs, c, e]
    cards = _cards_arg("remove_card", cs, 0, args)
    card = _card_arg("remove_card", c, 1, args)
    i = _first_index(cards, card)
    if i < 0:
        raise Raise(e)
    prefix = []
    node = cs
    for _ in range(i):
        prefix.append(node.car)
        node = node.cdr
    return make_list(prefix, node.cdr)


def _scheme_officiate(who: str, run: Callable[[list[Card], list[Move], int], int]
                      ) -> Callable[[Any, Any, Any], int]:
    def officiate_procedure(cards: Any, moves: Any, goal: Any) -> int:
        args = [cards, moves, goal]
        plain_cards = _cards_arg(who, cards, 0, args)
        plain_moves = _moves_arg(who, moves, 1, args)
        plain_goal = _goal_arg(who, goal, 2, args)
        try:
            return run(plain_cards, plain_moves, plain_goal)
        except IllegalMove as err:
            raise Raise(illegal_move_exn(f"{who}: {err}")) from None
    return officiate_procedure


def _scheme_score(who: str, fn: Callable[[list[Card], int], int]
                  ) -> Callable[[Any, Any], int]:
    def score_procedure(held: Any, goal: Any) -> int:
        args = [held, goal]
        return fn(_cards_arg(who, held, 0, args), _goal_arg(who, goal, 1, args))
    return score_procedure


def _scheme_careful_player(cards: Any, goal: Any) -> Any:
    args = [cards, goal]
    moves = careful_player(_cards_arg("careful_player", cards, 0, args),
                           _goal_arg("careful_player", goal, 1, args))
    return make_list([move_to_scheme(m) for m in moves])


def _scheme_illegal_move(message: Any = "illegal move", marks: Any = MARKS) -> StructInstance:
    """(illegal-move [message [marks]]): an exception value to raise, e.g. given to remove_card."""
    if not is_string(message):
        raise contract_error("illegal-move", "string?", message, 0, [message, marks])
    if type(marks) is not ContinuationMarks:
        raise contract_error("illegal-move", "continuation-mark-set?", marks, 1,
                             [message, marks])
    return make_struct_instance(ILLEGAL_MOVE, [message, marks])


def is_illegal_move(v: Any) -> bool:
    """(illegal-move? v)"""
    return type(v) is StructInstance and v.stype.is_subtype_of(ILLEGAL_MOVE)


def bindings() -> dict[str, Primitive]:
    """The Scheme procedures of the assignment, by the names the text uses."""
    def one_card(name: str, fn: Callable[[Card], Any]) -> Primitive:
        return Primitive(name, lambda c: fn(_card_arg(name, c, 0, [c])), 1, 1)

    def card_list(name: str, fn: Callable[[list[Card]], Any]) -> Primitive:
        return Primitive(name, lambda cs: fn(_cards_arg(name, cs, 0, [cs])), 1, 1)

    procedures = [
        one_card("card_color", lambda c: _COLOR_SYMBOL[card_color(c)]),
        one_card("card_value", card_value),
        Primitive("remove_card", _scheme_remove_card, 3, 3),
        card_list("all_same_color", all_same_color),
        card_list("sum_cards", sum_cards),
        Primitive("score", _scheme_score("score", score), 2, 2),
        Primitive("officiate", _scheme_officiate("officiate", officiate), 3, 3),
        Primitive("score_challenge", _scheme_score("score_challenge", score_challenge), 2, 2),
        Primitive("officiate_challenge",
                  _scheme_officiate("officiate_challenge", officiate_challenge), 3, 3),
        Primitive("careful_player", _scheme_careful_player, 2, 2),
        Primitive("illegal-move?", is_illegal_move, 1, 1),
        Primitive("illegal-move", _scheme_illegal_move, 0, 2),
    ]
    return {p.name: p for p in procedures}
