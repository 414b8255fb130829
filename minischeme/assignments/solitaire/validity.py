"""Validity of a careful_player answer (Solitaire's challenge problem 2): the text's four
requirements, checked by playing the moves out. Works on the student's Scheme value and
returns ``(ok, message)``; the rules are the reference's (``reference.py``)."""
from __future__ import annotations

from typing import Any, Sequence

from minischeme.values.data import Pair, Symbol, is_list, list_to_python
from minischeme.values.printer import print_prefix
from . import reference as sol


def _p(v: Any) -> str:
    text, cut = print_prefix(v, 300)
    return text + "..." if cut else text


def _sol_moves(v: Any) -> list | None:
    if not is_list(v):
        return None
    moves = []
    for item in list_to_python(v):
        if type(item) is Symbol and item.name == "draw":
            moves.append(sol.DRAW)
        elif (type(item) is Pair and is_list(item) and len(list_to_python(item)) == 2
              and type(item.car) is Symbol and item.car.name == "discard"):
            card = sol._parse_card(item.cdr.car)
            if card is None:
                return None
            moves.append((sol.DISCARD, card))
        else:
            return None
    return moves


def check_careful_player(cards: Sequence[sol.Card], goal: int, value: Any) -> tuple[bool, str]:
    """The text's four requirements, checked by playing the moves out:

    1. the value of the held cards never exceeds the goal;
    2. a card is drawn whenever the goal is more than 10 greater than the held value (even
       from an empty card-list);
    3. once the score is 0, there are no more moves;
    4. when discarding one card and then drawing one reaches a score of 0, that is done.
    """
    moves = _sol_moves(value)
    if moves is None:
        return False, f"not a list of moves (draw or (discard CARD)): {_p(value)}"
    held: list[sol.Card] = []
    next_card = 0
    i = 0
    while True:
        total = sol.sum_cards(held)
        score0 = sol.score(held, goal) == 0
        nxt = moves[i] if i < len(moves) else None
        where = f"after {i} moves (held value {total}, goal {goal})"
        if score0:
            if nxt is not None:
                return False, f"the score is 0 {where}, but the moves go on (requirement 3)"
            return True, ""
        if goal > total + 10 and nxt != sol.DRAW:
            return False, (f"the goal is more than 10 above the held value {where}, but the "
                           "next move is not a draw (requirement 2)")
        zero = _discard_then_draw_zero(held, cards, next_card, goal)
        if zero and not (nxt is not None and nxt != sol.DRAW and i + 1 < len(moves)
                         and moves[i + 1] == sol.DRAW
                         and sol.score(_without(held, nxt[1]) + [cards[next_card]], goal) == 0):
            return False, (f"discarding {sol.card_text(zero)} and drawing "
                           f"{sol.card_text(cards[next_card])} reaches a score of 0 {where}, "
                           "but that is not what the moves do (requirement 4)")
        if nxt is None:
            return True, ""
        if nxt == sol.DRAW:
            if next_card == len(cards):
                return True, ""                  # the game ends; later moves are not played
            held.append(cards[next_card])
            next_card += 1
        else:
            card = nxt[1]
            if card not in held:
                return False, (f"move {i + 1} discards {sol.card_text(card)}, which is not "
                               "held (officiate would raise IllegalMove)")
            held = _without(held, card)
        if sol.sum_cards(held) > goal:
            return False, (f"after move {i + 1} the held value {sol.sum_cards(held)} exceeds "
                           f"the goal {goal} (requirement 1)")
        i += 1


def _without(held: list, card: Any) -> list:
    i = held.index(card) if card in held else -1
    return held if i < 0 else held[:i] + held[i + 1:]


def _discard_then_draw_zero(held: list, cards: Sequence, next_card: int, goal: int) -> Any:
    if next_card >= len(cards):
        return None
    for card in held:
        if sol.score(_without(held, card) + [cards[next_card]], goal) == 0:
            return card
    return None
