"""Validity checks for the functions whose right answer depends on the student's strategy.

They work on the student's Scheme values and return ``(ok, message)``; the message says
exactly what is wrong, in Racket's notation. The game rules are the reference
implementations' (``prelude.mini_card_game``, ``prelude.solitaire``).
"""
from __future__ import annotations

from typing import Any, Sequence

from ..data import Pair, Symbol, is_list, list_to_python
from ..equality import is_equal
from ..printer import print_prefix
from prelude import mini_card_game as mcg
from prelude import solitaire as sol


def _p(v: Any) -> str:
    text, cut = print_prefix(v, 300)
    return text + "..." if cut else text


# ------------------------------------------------------------------ Mini Card Game

def check_fdiscard(held: Any, result: Any) -> tuple[bool, str]:
    """Exactly one held card removed, the others kept in their order."""
    if not is_list(result):
        return False, f"not a list of cards: {_p(result)}"
    before = list_to_python(held)
    after = list_to_python(result)
    if len(after) != len(before) - 1:
        return False, (f"held {len(before)} cards and returned {len(after)}: a discard removes "
                       "exactly one card")
    for i in range(len(before)):
        rest = before[:i] + before[i + 1:]
        if all(is_equal(a, b) for a, b in zip(rest, after)):
            return True, ""
    return False, "not the held cards less one card, in their order"


def _card(v: Any) -> mcg.Card | None:
    return mcg.card_from_scheme(v)


def check_find_steps(cards: Sequence[mcg.Card], moves: Sequence[str], goal: int,
                     steps: Any) -> tuple[bool, str, list | None]:
    """The steps must be the game played out under the four Game-Over rules: one step per
    move made, a draw taking the first card of the card-list, a discard naming a held card,
    and nothing after the game ends. Returns the held cards at the end when legal."""
    if not is_list(steps):
        return False, f"not a list of steps: {_p(steps)}", None
    items = list_to_python(steps)
    held: list[mcg.Card] = []
    next_card = 0
    k = 0
    for move in moves:
        if move == mcg.DRAW and next_card == len(cards):
            break                                           # Game-Over-2
        if move == mcg.DISCARD and not held:
            break                                           # Game-Over-3
        if k >= len(items):
            return False, (f"the steps stop after {k} moves, but the game goes on: the next "
                           f"move is {move}"), None
        step = items[k]
        parts = list_to_python(step) if is_list(step) else []
        if len(parts) != 2 or type(parts[0]) is not Symbol or _card(parts[1]) is None:
            return False, f"step {k + 1} is not (draw CARD) or (discard CARD): {_p(step)}", None
        name, card = parts[0].name, _card(parts[1])
        if name != move:
            return False, f"step {k + 1} is {_p(step)} but move {k + 1} is {move}", None
        if move == mcg.DRAW:
            if card != cards[next_card]:
                return False, (f"step {k + 1} draws {_p(parts[1])}, but the first card of the "
                               f"card-list is {_p(mcg.card_to_scheme(cards[next_card]))}"), None
            held.append(card)
            next_card += 1
        else:
            if card not in held:
                return False, f"step {k + 1} discards {_p(parts[1])}, which is not held", None
            held.remove(card)
        k += 1
        if mcg.calc_playerpoint(held) > goal:
            break                                           # Game-Over-4
    if k < len(items):
        return False, (f"the game is over after {k} steps, but the list has {len(items)}: "
                       f"{_p(items[k])} comes after the end"), None
    return True, "", held


def reachable_scores(cards: Sequence[mcg.Card], moves: Sequence[str], goal: int,
                     limit: int = 200_000) -> set[int] | None:
    """Every final score some sequence of discard choices reaches (None: too many states)."""
    events = mcg.game_events(cards, moves, 0)
    seen: set = set()
    scores: set[int] = set()
    stack: list[tuple[int, tuple]] = [(0, ())]
    while stack:
        at, held = stack.pop()
        key = (at, tuple(sorted(held, key=repr)))
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > limit:
            return None
        if at == len(events):
            scores.add(mcg.calc_score(list(held), goal))
            continue
        event = events[at]
        if event is not None:
            after = held + (event,)
            if mcg.calc_playerpoint(after) > goal:
                scores.add(mcg.calc_score(list(after), goal))       # Game-Over-4
            else:
                stack.append((at + 1, after))
        else:
            for i in range(len(held)):
                stack.append((at + 1, held[:i] + held[i + 1:]))
    return scores


# ------------------------------------------------------------------ Solitaire

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
