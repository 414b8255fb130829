"""Mini Card Game (mini-card-game.txt): reference implementation and its Scheme procedures.

Two layers:

* Plain Python on plain data, importable and testable without the interpreter. A card is a
  tuple ``(suit, rank)``: suit one of ``'H' 'D' 'S' 'C'``, rank an ``int`` from 2 to 10 or
  one of ``'A' 'K' 'Q' 'J'``. A move is ``'draw'`` or ``'discard'``; a step is a pair
  ``(move, card)``. Colours are ``'red'`` and ``'black'``.
* ``bindings()``: the same functions as Scheme procedures under the text's names
  (``card-color``, ``fdraw``, ...). There a card is the pair ``(suit . rank)`` of a symbol and
  an exact integer or symbol, a colour is the symbol ``red``/``black``, a step is the list
  ``(draw (H . 3))``. Arguments are checked there and bad ones raise Racket's
  ``exn:fail:contract`` naming the procedure and the value; no Python exception escapes.

The rules, as the text states them and as every function here applies them
-------------------------------------------------------------------------
The moves are made in order, starting with no held cards. ``draw`` moves the first card of the
card-list to the END of the held cards; ``discard`` removes one held card of the player's
choosing. The game ends when the move list is empty (Game-Over-1), at a ``draw`` with an empty
card-list (Game-Over-2), at a ``discard`` with no held cards (Game-Over-3), or as soon as the
held cards are worth more than the goal after a move (Game-Over-4, checked after every move).
The score of the held cards: prescore ``5 * (sum - goal)`` when ``sum > goal``, else
``goal - sum``; halved (rounded down) when all held cards have the same colour.

Choices made where the text is silent (the transcript and tests rely on them):

* ``all_same_color([])`` is true: "all the held-cards are the same colour" holds vacuously for
  no cards (as Racket's ``andmap`` would have it), so ending with no cards scores ``goal // 2``.
* ``fdiscard(cards, moves, goal, held)`` describes the moment a ``discard`` move is being
  made: ``cards`` is the card-list not yet drawn, ``moves`` the moves that come AFTER this
  discard (the text's examples pass ``(draw draw draw discard)``, which cannot include the
  discard being made, since its first move is a draw), ``held`` the cards held before it.
  Game-Over-4 is checked after the discard, as after any move. With no held cards there is
  nothing to discard (Game-Over-3) and the result is ``[]``.
* ``fdraw`` with an empty card-list returns the held cards unchanged (Game-Over-2: there is
  nothing to draw).
* ``find_held_cards`` removes the first held card equal to a discarded one, and rejects a
  step that discards a card not held.

The discard strategy: optimal
-----------------------------
The text leaves the discard choice to us and runs a lowest-score competition, so every
discard here is optimal: ``play`` returns the least final score that any sequence of discard
choices reaches; ``fdiscard`` and ``find_steps`` follow such a line, and when several cards
are equally good they discard the one that comes first in the held cards. How the search
stays exact and fast is explained at ``_OptimalSearch``.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Any, Callable, NamedTuple, Optional, Sequence, Union

from ..scheme_args import list_arg

from minischeme.values.data import Pair, make_pair, Symbol, is_list, list_to_python, make_list, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.procedures import Primitive

# ------------------------------------------------------------------ plain data

SUITS = ("H", "D", "S", "C")
RED_SUITS = ("H", "D")
FACE_VALUES = {"A": 11, "K": 10, "Q": 10, "J": 10}

Rank = Union[int, str]
Card = tuple[str, Rank]
Step = tuple[str, Card]

DRAW = "draw"
DISCARD = "discard"
MOVES = (DRAW, DISCARD)


def is_card(x: Any) -> bool:
    """True for a well-formed card: ``(suit, rank)`` with a known suit and rank."""
    if type(x) is not tuple or len(x) != 2:
        return False
    suit, rank = x
    if suit not in SUITS:
        return False
    if type(rank) is int:
        return 2 <= rank <= 10
    return type(rank) is str and rank in FACE_VALUES


def _check_cards(who: str, cards: Sequence[Any]) -> None:
    """Raise ``ValueError`` naming ``who`` and the culprit if any element is not a card."""
    for card in cards:
        if not is_card(card):
            raise ValueError(f"{who}: not a card: {card!r}")


def _check_moves(who: str, moves: Sequence[Any]) -> None:
    """Raise ``ValueError`` naming ``who`` and the culprit if any element is not a move."""
    for move in moves:
        if move not in MOVES:
            raise ValueError(f"{who}: not a move: {move!r}")


def card_color(card: Card) -> str:
    """'red' for Hearts and Diamonds, 'black' for Spades and Clubs.

    >>> card_color(('H', 'A')), card_color(('S', 10))
    ('red', 'black')
    """
    _check_cards("card_color", [card])
    return "red" if card[0] in RED_SUITS else "black"


def card_rank(card: Card) -> int:
    """The card's value: 11 for an ace, 10 for a king, queen or jack, else its number.

    >>> card_rank(('H', 'A')), card_rank(('S', 10))
    (11, 10)
    """
    _check_cards("card_rank", [card])
    rank = card[1]
    return rank if type(rank) is int else FACE_VALUES[rank]


def all_same_color(cards: Sequence[Card]) -> bool:
    """True when every card has the same colour (vacuously true for no cards)."""
    _check_cards("all_same_color", cards)
    return len({card_color(c) for c in cards}) <= 1


def calc_playerpoint(cards: Sequence[Card]) -> int:
    """The sum of the cards' values (the text's playerpoint)."""
    _check_cards("calc_playerpoint", cards)
    return sum(card_rank(c) for c in cards)


def _final_score(total: int, goal: int, same_color: bool) -> int:
    """The score of held cards worth ``total``: 5 times the excess over the goal, or the
    shortfall under it; halved, rounded down, when the cards all have one colour."""
    prescore = 5 * (total - goal) if total > goal else goal - total
    return prescore // 2 if same_color else prescore


def calc_score(cards: Sequence[Card], goal: int) -> int:
    """The final score of held ``cards`` for ``goal`` (the text's finalscore).

    >>> hand = [('H', 3), ('H', 2), ('H', 'A'), ('D', 'J'), ('D', 'Q'), ('C', 'J')]
    >>> calc_score(hand, 50), calc_score(hand, 16)
    (4, 150)
    """
    return _final_score(calc_playerpoint(cards), goal, all_same_color(cards))


def fdraw(cards: Sequence[Card], held: Sequence[Card]) -> list[Card]:
    """The held cards after a draw: the first card of ``cards`` added at the end of ``held``.

    With an empty card-list there is nothing to draw (Game-Over-2): ``held`` is returned.
    """
    _check_cards("fdraw", cards)
    _check_cards("fdraw", held)
    if not cards:
        return list(held)
    return [*held, cards[0]]


class CardNotHeld(ValueError):
    """Raised by ``find_held_cards`` for a step that discards a card not held."""

    def __init__(self, card: Card, held: list[Card]) -> None:
        super().__init__(f"find_held_cards: discarded card {card!r} is not held")
        self.card = card
        self.held = held


def find_held_cards(steps: Sequence[Step]) -> list[Card]:
    """The held cards after the ``steps``, starting with none: a ``('draw', card)`` step adds
    the card at the end, a ``('discard', card)`` step removes the first held card equal to it.

    Raises ``ValueError`` when a step is malformed, ``CardNotHeld`` (a ``ValueError``) when
    it discards a card that is not held.
    """
    held: list[Card] = []
    for step in steps:
        if type(step) is not tuple or len(step) != 2 or step[0] not in MOVES:
            raise ValueError(f"find_held_cards: not a step: {step!r}")
        move, card = step
        _check_cards("find_held_cards", [card])
        if move == DRAW:
            held.append(card)
        elif card in held:
            held.remove(card)
        else:
            raise CardNotHeld(card, held)
    return held


# ------------------------------------------------------------------ the course of a game

def game_events(cards: Sequence[Card], moves: Sequence[str],
                held_count: int) -> list[Optional[Card]]:
    """The moves that will actually be made, ignoring Game-Over-4: a drawn card for each
    draw, ``None`` for each discard.

    Game-Over-1, -2 and -3 do not depend on which cards are discarded (only on how many
    cards are held and left to draw), so where the game ends by them is known in advance:
    the list stops there. ``held_count`` is how many cards are held before the first move.
    Only Game-Over-4 depends on the player's choices; the search checks it as it goes.
    """
    events: list[Optional[Card]] = []
    next_card = 0
    for move in moves:
        if move == DRAW:
            if next_card == len(cards):
                break                      # Game-Over-2
            events.append(cards[next_card])
            next_card += 1
            held_count += 1
        else:
            if held_count == 0:
                break                      # Game-Over-3
            events.append(None)
            held_count -= 1
    return events                          # Game-Over-1 when every move was made


# ------------------------------------------------------------------ the optimal search

class Solution(NamedTuple):
    """The least final score found, and whether it is proven to be the least possible
    (always true unless the search was told to give up past a number of states)."""

    score: int
    proven: bool


# How the search sees a card: its *kind*, value * 4 + colour bit. Cards of one kind are
# interchangeable for every rule. The colour bits are RED and BLACK, or NO_COLOUR once colours
# no longer matter; the OR of the colour bits of some cards is their *colour status*:
# NO_COLOUR for no cards, RED or BLACK when all share that colour, MIXED otherwise.
# A *hand* is a ``bytes`` of kinds in increasing order (hence by value): a multiset that is
# compact, hashes fast, slices fast, and converts with ``bytes.translate``.
NO_COLOUR, RED, BLACK, MIXED = 0, 1, 2, 3
_VALUE_OF = bytes(kind >> 2 for kind in range(256))            # translate tables
_COLOUR_OF = bytes(kind & 3 for kind in range(256))
_COLOUR_FORGOTTEN = bytes(kind & ~3 for kind in range(256))

# A state of the search: (colour status of the committed cards, uncommitted hand).
State = tuple[int, bytes]


def _kind(card: Card) -> int:
    return card_rank(card) * 4 + (RED if card[0] in RED_SUITS else BLACK)


def _hand(cards: Sequence[Card]) -> bytes:
    return bytes(sorted(_kind(c) for c in cards))


def _hand_value(hand: bytes) -> int:
    return sum(hand.translate(_VALUE_OF))


def _hand_colours(hand: bytes) -> int:
    colours = hand.translate(_COLOUR_OF)
    return (RED if RED in colours else 0) | (BLACK if BLACK in colours else 0)


def _bits(low: int, high: int) -> int:
    """An int with bits ``max(low, 0)`` to ``high`` set (0 when that range is empty)."""
    low = max(low, 0)
    return ((1 << (high + 1)) - (1 << low)) if high >= low else 0


def _lowest_bit(n: int) -> int:
    """Index of the lowest set bit of a positive int."""
    return (n & -n).bit_length() - 1


class _OptimalSearch:
    """The least final score reachable from any state of one game, exactly.

    Why the search is small enough
    ------------------------------
    1. Cards of the same colour and value are interchangeable, so a hand is a multiset of
       *kinds* (see ``_kind``), and a discard chooses a kind, not a card.
    2. Take any play, and let X be the cards it discards. Discarding instead, at each discard,
       the highest-valued card of X already drawn and not yet discarded keeps the held sum at
       every moment at or below the original's (the classic exchange argument), and by the
       end of the game the same cards are gone. So the reordered play never busts earlier,
       busts (Game-Over-4) at the same draw with the same hand if the original did, and
       otherwise ends with the same hand: the same score. Hence some optimal play discards in
       this order, with ties between equal values broken by kind (any fixed order keeps the
       sums the same). In such a play, once a card is discarded, no held card of a higher
       kind is ever discarded. We call those cards *committed*: only their sum and colour
       status matter from then on, so they leave the hand we track. The tracked
       *uncommitted* hand stays small; a state whose next discard finds it empty belongs to
       no play of that order, so it is dropped.
    3. When the final hand can no longer be of one colour (more cards of the other colour
       than discards left, or committed cards of both colours), colours are forgotten.
    4. The search runs forward, move by move, over the *layer* of states after each move.
       The committed sums a state can have are the bits of one int, so all of them move in
       one step. The game ending at a move depends only on the hand at that move, so the
       best score over all endings is collected as the layers advance: at each bust, and
       after the last move.

    Every state the search visits is reached by a real sequence of discards, and (by 2) an
    optimal play's reordering is among them: the least score found is the true least.
    """

    def __init__(self, events: Sequence[Optional[Card]], goal: int,
                 held: Sequence[Card] = ()) -> None:
        """The game of ``events`` (see ``game_events``) for ``goal``; ``held``: any cards
        held before the first event (only their value is needed here)."""
        self.kinds = [None if e is None else _kind(e) for e in events]
        self.goal = goal
        # No held sum can exceed this; bit masks of sums stop there however large the goal.
        self.sum_limit = calc_playerpoint(held) + sum(k >> 2 for k in self.kinds if k)
        # discards_left[i]: how many discards there are from event i on.
        self.discards_left = [0] * (len(events) + 1)
        for i in range(len(events) - 1, -1, -1):
            self.discards_left[i] = self.discards_left[i + 1] + (events[i] is None)

    def _score(self, total: int, colour_status: int) -> int:
        return _final_score(total, self.goal, colour_status != MIXED)

    def sums_between(self, low: int, high: int) -> int:
        """The bit mask of sums from ``low`` to ``high`` (clipped to the possible ones)."""
        return _bits(low, min(high, self.sum_limit))

    def start(self, at: int, held: Sequence[Card]) -> tuple[State, int]:
        """The state of holding ``held`` (nothing committed) before event ``at``, and the
        value of its hand."""
        hand = _hand(held)
        return self._normalise(NO_COLOUR, hand, at), _hand_value(hand)

    def _normalise(self, committed: int, hand: bytes, at: int) -> State:
        """Forget colours once neither a red-only nor a black-only final hand is possible
        with the discards left from event ``at`` on. (The hand then already has both
        colours, counting committed cards, so its own colour status is unchanged.)"""
        if committed == MIXED:
            return committed, hand
        reds = hand.translate(_COLOUR_OF).count(RED)
        blacks = len(hand) - reds
        room = self.discards_left[at]
        if (committed != BLACK and blacks <= room) or (committed != RED and reds <= room):
            return committed, hand
        return MIXED, hand.translate(_COLOUR_FORGOTTEN)

    def after_draw(self, at: int, state: State, hand_sum: int) -> tuple[State, int]:
        """The state after event ``at``, a draw, and its hand's value (Game-Over-4 is for
        the caller to check: it depends on the committed sum)."""
        committed, hand = state
        kind = self.kinds[at]
        if committed == MIXED:
            kind &= ~3
        i = bisect_right(hand, kind)
        new_hand = hand[:i] + bytes((kind,)) + hand[i:]
        return self._normalise(committed, new_hand, at + 1), hand_sum + (kind >> 2)

    def after_discards(self, at: int, state: State, hand_sum: int
                       ) -> list[tuple[State, int, int]]:
        """Each way to discard one uncommitted card at event ``at``: (the state after, the
        value newly committed, the value of the hand after).

        Discarding a card of some kind commits every card of a higher kind (see 2. above,
        with ties between equal values broken by kind); the hand is sorted, so the state
        after keeps just the part of the hand before the last card of that kind. The walk
        goes from the highest kind down, growing the committed suffix as it goes."""
        committed, hand = state
        ways = []
        suffix_value, suffix_status = 0, committed      # what the suffix adds when committed
        high = len(hand)
        while high > 0:
            kind = hand[high - 1]
            low = bisect_left(hand, kind, 0, high)          # hand[low:high]: this kind
            rest = hand[:high - 1]
            if suffix_status == MIXED and committed != MIXED:
                rest = rest.translate(_COLOUR_FORGOTTEN)
            ways.append((self._normalise(suffix_status, rest, at + 1), suffix_value,
                         hand_sum - suffix_value - (kind >> 2)))
            suffix_status |= kind & 3
            suffix_value += (kind >> 2) * (high - low)
            high = low
        return ways

    def best(self, start: int, held: Sequence[Card],
             max_states: Optional[int] = None) -> Solution:
        """The least final score reachable holding ``held`` (within the goal) before event
        ``start``.

        ``max_states``: if given, a layer with more states is cut down to that many, making
        the answer a reachable score that is not proven least (``proven`` is then False).
        """
        goal = self.goal
        best = None
        proven = True
        state, hand_sum = self.start(start, held)
        # A layer maps a state to [its committed sums as bits of an int, its hand's value].
        layer: dict[State, list[int]] = {state: [1, hand_sum]}      # committed sum 0: bit 0
        for at in range(start, len(self.kinds)):
            following: dict[State, list[int]] = {}
            if self.kinds[at] is None:
                for state, (sums, hand_sum) in layer.items():
                    for after, added, after_sum in self.after_discards(at, state, hand_sum):
                        _merge(following, after, sums << added, after_sum)
            else:
                for state, (sums, hand_sum) in layer.items():
                    after, after_sum = self.after_draw(at, state, hand_sum)
                    alive = sums & self.sums_between(0, goal - after_sum)
                    busted = sums ^ alive
                    if busted:                      # Game-Over-4: the least excess is best
                        score = self._score(_lowest_bit(busted) + after_sum,
                                            after[0] | _hand_colours(after[1]))
                        best = score if best is None else min(best, score)
                    if alive:
                        _merge(following, after, alive, after_sum)
            if best == 0:                           # nothing scores less: stop here
                return Solution(best, proven)
            if max_states is not None and len(following) > max_states:
                following = dict(list(following.items())[:max_states])
                proven = False
            layer = following
        for (committed, hand), (sums, hand_sum) in layer.items():    # the moves ran out:
            total = sums.bit_length() - 1 + hand_sum                 # the largest sum is best
            score = self._score(total, committed | _hand_colours(hand))
            best = score if best is None else min(best, score)
        if best is None:
            raise AssertionError("no play found: the search lost the optimal line")
        return Solution(best, proven)


def _merge(layer: dict[State, list[int]], state: State, sums: int, hand_sum: int) -> None:
    """Add committed ``sums`` of ``state`` to a layer."""
    entry = layer.get(state)
    if entry is None:
        layer[state] = [sums, hand_sum]
    else:
        entry[0] |= sums


class _TargetReachability:
    """Answers "can a final score of at most ``target`` still be reached from here?" for
    many states of one game, sharing the work between questions.

    ``find_steps`` and ``fdiscard`` ask it about each candidate discard, once the least score
    (the target) is known from ``_OptimalSearch.best``. It visits the same reduced states as
    that search, but settles them backwards: for each state, once, the committed sums (bits
    of an int) from which the target is reachable. Settled states are kept, so each later
    question only settles the states it is the first to reach. No recursion: it collects
    the unsettled states reachable from the question layer by layer, then settles them from
    the last layer back.
    """

    def __init__(self, search: _OptimalSearch, target: int) -> None:
        self.search = search
        self.goal = search.goal
        self.target = target
        self.end = len(search.kinds)
        # settled[at]: state before event ``at`` -> committed sums that reach the target.
        self.settled: list[dict[State, int]] = [{} for _ in range(self.end + 1)]

    def can_reach(self, at: int, held: Sequence[Card]) -> bool:
        """True if, holding ``held`` (within the goal) before event ``at``, some sequence
        of discards ends the game with a score of at most the target."""
        state, hand_sum = self.search.start(at, held)
        self._settle(at, state, hand_sum)
        return bool(self.settled[at][state] & 1)

    def _shortfall_limit(self, colour_status: int) -> int:
        """The largest ``goal - sum`` that scores at most the target."""
        return 2 * self.target + 1 if colour_status != MIXED else self.target

    def _excess_limit(self, colour_status: int) -> int:
        """The largest ``sum - goal`` that scores at most the target (5 times the excess,
        halved when of one colour)."""
        return (2 * self.target + 1) // 5 if colour_status != MIXED else self.target // 5

    def _ways_on(self, at: int, state: State, hand_sum: int) -> list[tuple[State, int, int]]:
        """The states after event ``at`` as (state, value newly committed, hand value)."""
        if at == self.end:
            return []
        if self.search.kinds[at] is None:
            return self.search.after_discards(at, state, hand_sum)
        after, after_sum = self.search.after_draw(at, state, hand_sum)
        return [(after, 0, after_sum)]

    def _settle(self, at: int, state: State, hand_sum: int) -> None:
        if state in self.settled[at]:
            return
        # Forward: the unsettled states reachable from this one, with their ways on.
        collected: list[tuple[int, dict[State, tuple[int, list]]]] = []
        frontier = {state: hand_sum}
        while frontier:
            layer = {}
            following: dict[State, int] = {}
            for state, hand_sum in frontier.items():
                ways = self._ways_on(at, state, hand_sum)
                layer[state] = (hand_sum, ways)
                for after, _, after_sum in ways:
                    if after_sum <= self.goal and after not in self.settled[at + 1]:
                        following[after] = after_sum
            collected.append((at, layer))
            frontier = following
            at += 1
        # Backward: settle each collected state from the states after it.
        for at, layer in reversed(collected):
            for state, (hand_sum, ways) in layer.items():
                self.settled[at][state] = self._good_sums(at, state, hand_sum, ways)

    def _good_sums(self, at: int, state: State, hand_sum: int, ways: list) -> int:
        """The committed sums (as bits) from which the target is reachable, given that the
        states after this one are settled. Only sums keeping the held cards within the goal
        count: no other sum of this state is ever asked about."""
        goal = self.goal
        if at == self.end:                           # the moves ran out: near enough?
            committed, hand = state
            shortfall = self._shortfall_limit(committed | _hand_colours(hand))
            return self.search.sums_between(goal - hand_sum - shortfall, goal - hand_sum)
        good = 0
        if self.search.kinds[at] is None:           # a discard: the sums after, less added
            for after, added, _ in ways:
                good |= self.settled[at + 1][after] >> added
        else:                                       # a draw: some sums bust, near enough?
            after, _, after_sum = ways[0]
            excess = self._excess_limit(after[0] | _hand_colours(after[1]))
            good = self.search.sums_between(goal - after_sum + 1, goal - after_sum + excess)
            if after_sum <= goal:
                good |= self.settled[at + 1][after] & self.search.sums_between(0, goal - after_sum)
        return good & self.search.sums_between(0, goal - hand_sum)


def optimal_score(cards: Sequence[Card], moves: Sequence[str], goal: int,
                  max_states: Optional[int] = None) -> Solution:
    """The least final score of the game over all discard choices, and whether it is proven.

    Without ``max_states`` the search is exhaustive and the answer always proven.
    """
    _check_cards("play", cards)
    _check_moves("play", moves)
    search = _OptimalSearch(game_events(cards, moves, 0), goal)
    return search.best(0, [], max_states=max_states)


def play(cards: Sequence[Card], moves: Sequence[str], goal: int) -> int:
    """The final score of the game when every discard is chosen optimally: the least score
    that any sequence of discard choices reaches.

    >>> play([('H', 3), ('H', 2), ('H', 'A'), ('D', 'J'), ('D', 'Q'), ('C', 'J')],
    ...      ['draw', 'draw', 'draw', 'discard'], 16)
    1
    """
    return optimal_score(cards, moves, goal).score


def _first_optimal_discard(search: _OptimalSearch, at: int, held: Sequence[Card],
                           target: int, oracle: Optional[_TargetReachability] = None) -> int:
    """Index in ``held`` of the card to discard at event ``at``: the earliest card after
    whose discard a final score of ``target``, the least reachable, is still reachable."""
    if oracle is None:
        oracle = _TargetReachability(search, target)
    tried: set[int] = set()                 # kinds already found not to reach the target
    for i, card in enumerate(held):
        kind = _kind(card)
        if kind in tried:
            continue
        rest = [*held[:i], *held[i + 1:]]
        if calc_playerpoint(rest) > search.goal:                  # Game-Over-4 at once
            if calc_score(rest, search.goal) <= target:
                return i
        elif oracle.can_reach(at + 1, rest):
            return i
        tried.add(kind)
    raise AssertionError("no discard reaches the optimal score")


def fdiscard(cards: Sequence[Card], moves: Sequence[str], goal: int,
             held: Sequence[Card]) -> list[Card]:
    """The held cards after an optimal discard, made at the moment described by the rest.

    ``cards``: the card-list still to draw; ``moves``: the moves that follow this discard;
    ``held``: the cards held before it. The card removed is the first one in ``held`` among
    those after whose removal the least final score of the rest of the game is smallest.
    With no held cards there is nothing to discard: ``[]`` (Game-Over-3).
    """
    _check_cards("fdiscard", cards)
    _check_moves("fdiscard", moves)
    _check_cards("fdiscard", held)
    if not held:
        return []
    # The game from here: this discard (event 0), then the moves that follow it.
    search = _OptimalSearch([None, *game_events(cards, moves, len(held) - 1)], goal, held)
    if calc_playerpoint(held) <= goal:
        target = search.best(0, held).score
    else:
        # Over the goal already (no real game gets here): a discard that leaves the held
        # cards over the goal ends the game at once, so each choice is scored on its own.
        target = min(calc_score(rest, goal) if calc_playerpoint(rest) > goal
                     else search.best(1, rest).score
                     for rest in ([*held[:i], *held[i + 1:]] for i in range(len(held))))
    index = _first_optimal_discard(search, 0, held, target)
    return [*held[:index], *held[index + 1:]]


def one_card_removed(after: Sequence[Any], before: Sequence[Any],
                     same: Callable[[Any, Any], bool] = lambda a, b: a == b) -> bool:
    """Is ``after`` the list ``before`` with exactly one element removed, order kept?

    This is what every valid fdiscard answer satisfies, whatever the strategy.
    """
    if len(after) != len(before) - 1:
        return False
    i = 0
    while i < len(after) and same(after[i], before[i]):
        i += 1
    return all(same(a, b) for a, b in zip(after[i:], before[i + 1:]))


def find_steps(cards: Sequence[Card], moves: Sequence[str], goal: int) -> list[Step]:
    """The steps of an optimal play: ``('draw', card)`` for each draw made and
    ``('discard', card)`` for each discard, in order, up to the end of the game.

    >>> find_steps([('H', 3), ('H', 2), ('H', 'A'), ('D', 'J'), ('D', 'Q'), ('C', 'J')],
    ...            ['draw', 'draw', 'draw', 'discard'], 16)[-1]
    ('discard', ('H', 3))
    """
    _check_cards("find_steps", cards)
    _check_moves("find_steps", moves)
    events = game_events(cards, moves, 0)
    search = _OptimalSearch(events, goal)
    target = search.best(0, []).score       # the score every optimal step keeps reachable
    oracle = _TargetReachability(search, target)
    held: list[Card] = []
    steps: list[Step] = []
    for at, drawn in enumerate(events):
        if drawn is not None:
            held.append(drawn)
            steps.append((DRAW, drawn))
        else:
            index = _first_optimal_discard(search, at, held, target, oracle)
            steps.append((DISCARD, held.pop(index)))
        if calc_playerpoint(held) > goal:
            break                           # Game-Over-4
    return steps


# ------------------------------------------------------------------ the Scheme boundary

CARD_CONTRACT = "(cons/c (or/c 'H 'D 'S 'C) (or/c (integer-in 2 10) 'A 'K 'Q 'J))"
MOVE_CONTRACT = "(or/c 'draw 'discard)"
STEP_CONTRACT = f"(list/c {MOVE_CONTRACT} {CARD_CONTRACT})"

_COLOUR_SYMBOLS = {"red": sym("red"), "black": sym("black")}
_MOVE_SYMBOLS = {DRAW: sym(DRAW), DISCARD: sym(DISCARD)}


def card_from_scheme(value: Any) -> Optional[Card]:
    """The plain card for a Scheme pair ``(suit . rank)``, or None if it is not a card."""
    if type(value) is not Pair or type(value.car) is not Symbol:
        return None
    rank = value.cdr
    if type(rank) is Symbol:
        rank = rank.name
    card = (value.car.name, rank)
    return card if is_card(card) else None


def card_to_scheme(card: Card) -> Pair:
    """A plain card as the Scheme pair ``(suit . rank)``."""
    suit, rank = card
    return make_pair(sym(suit), rank if type(rank) is int else sym(rank))


def _card_arg(who: str, value: Any, position: int, args: list) -> Card:
    card = card_from_scheme(value)
    if card is None:
        raise contract_error(who, CARD_CONTRACT, value, position, args)
    return card


def _cards_arg(who: str, value: Any, position: int, args: list) -> list[Card]:
    return list_arg(who, value, position, args, card_from_scheme, CARD_CONTRACT)


def _move_from_scheme(item: Any) -> Optional[str]:
    return item.name if type(item) is Symbol and item.name in MOVES else None


def _moves_arg(who: str, value: Any, position: int, args: list) -> list[str]:
    return list_arg(who, value, position, args, _move_from_scheme, MOVE_CONTRACT)


def _goal_arg(who: str, value: Any, position: int, args: list) -> int:
    if type(value) is not int:
        raise contract_error(who, "exact-integer?", value, position, args)
    return value


def _steps_arg(who: str, value: Any, position: int, args: list) -> list[Step]:
    if not is_list(value):
        raise contract_error(who, "list?", value, position, args)
    steps = []
    for item in list_to_python(value):
        parts = list_to_python(item) if is_list(item) else []
        move = parts[0] if len(parts) == 2 else None
        card = card_from_scheme(parts[1]) if len(parts) == 2 else None
        if type(move) is not Symbol or move.name not in MOVES or card is None:
            raise contract_error(who, STEP_CONTRACT, item)
        steps.append((move.name, card))
    return steps


def _cards_to_scheme(cards: Sequence[Card]) -> Any:
    return make_list([card_to_scheme(c) for c in cards])


def _scheme_find_held_cards(steps: Any) -> Any:
    who = "find-held-cards"
    try:
        return _cards_to_scheme(find_held_cards(_steps_arg(who, steps, 0, [steps])))
    except CardNotHeld as missing:
        from minischeme.values.printer import print_string
        raise racket_error(f"{who}: discarded card is not held\n"
                           f"  card: {print_string(card_to_scheme(missing.card))}\n"
                           f"  held: {print_string(_cards_to_scheme(missing.held))}",
                           EXN_FAIL_CONTRACT) from None


def _scheme_one_card_removed(after: Any, before: Any) -> bool:
    """(one-card-removed? after before): the validity test of an fdiscard answer."""
    from minischeme.values.data import is_list, list_to_python
    from minischeme.values.equality import is_equal
    if not (is_list(after) and is_list(before)):
        return False
    return one_card_removed(list_to_python(after), list_to_python(before), is_equal)


def bindings() -> dict[str, Primitive]:
    """The Scheme procedures of the assignment, by the names the text uses."""

    def one_card(name: str, fn: Callable[[Card], Any]) -> Primitive:
        return Primitive(name, lambda c: fn(_card_arg(name, c, 0, [c])), 1, 1)

    def card_list(name: str, fn: Callable[[list[Card]], Any]) -> Primitive:
        return Primitive(name, lambda cs: fn(_cards_arg(name, cs, 0, [cs])), 1, 1)

    def scheme_fdraw(cards: Any, held: Any) -> Any:
        args = [cards, held]
        return _cards_to_scheme(fdraw(_cards_arg("fdraw", cards, 0, args),
                                      _cards_arg("fdraw", held, 1, args)))

    def scheme_fdiscard(cards: Any, moves: Any, goal: Any, held: Any) -> Any:
        who, args = "fdiscard", [cards, moves, goal, held]
        return _cards_to_scheme(fdiscard(_cards_arg(who, cards, 0, args),
                                         _moves_arg(who, moves, 1, args),
                                         _goal_arg(who, goal, 2, args),
                                         _cards_arg(who, held, 3, args)))

    def game_procedure(name: str, fn: Callable[[list[Card], list[str], int], Any],
                       to_scheme: Callable[[Any], Any]) -> Primitive:
        def procedure(cards: Any, moves: Any, goal: Any) -> Any:
            args = [cards, moves, goal]
            return to_scheme(fn(_cards_arg(name, cards, 0, args),
                                _moves_arg(name, moves, 1, args),
                                _goal_arg(name, goal, 2, args)))
        return Primitive(name, procedure, 3, 3)

    def steps_to_scheme(steps: list[Step]) -> Any:
        return make_list([make_list([_MOVE_SYMBOLS[m], card_to_scheme(c)]) for m, c in steps])

    def scheme_calc_score(cards: Any, goal: Any) -> int:
        args = [cards, goal]
        return calc_score(_cards_arg("calc-score", cards, 0, args),
                          _goal_arg("calc-score", goal, 1, args))

    procedures = [
        one_card("card-color", lambda c: _COLOUR_SYMBOLS[card_color(c)]),
        one_card("card-rank", card_rank),
        card_list("all-same-color", all_same_color),
        Primitive("fdraw", scheme_fdraw, 2, 2),
        Primitive("fdiscard", scheme_fdiscard, 4, 4),
        game_procedure("find-steps", find_steps, steps_to_scheme),
        Primitive("find-held-cards", _scheme_find_held_cards, 1, 1),
        card_list("calc-playerpoint", calc_playerpoint),
        Primitive("calc-score", scheme_calc_score, 2, 2),
        game_procedure("play", play, lambda score: score),
        Primitive("one-card-removed?", _scheme_one_card_removed, 2, 2),
    ]
    return {p.name: p for p in procedures}
