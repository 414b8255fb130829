"""Validity checks of the Mini Card Game functions whose right answer depends on the
student's strategy (fdiscard, find-steps, play): they work on the student's Scheme values
and return ``(ok, message)``, the message saying exactly what is wrong, in Racket's
notation. The game rules are the reference's (``reference.py``)."""
from __future__ import annotations

from typing import Any, Sequence

from minischeme.values.data import Symbol, is_list, list_to_python
from minischeme.values.equality import is_equal
from minischeme.values.printer import print_prefix
from . import reference as mcg


def _p(v: Any) -> str:
    text, cut = print_prefix(v, 300)
    return text + "..." if cut else text


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


