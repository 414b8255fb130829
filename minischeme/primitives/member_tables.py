"""`member` of a flat list of fixnums and symbols (a state: registers, memory banks, a
position) in a long list of the states seen so far, which the program grows by consing each
new state onto it: answered from a table of the list's states. `memq`, `memv` and `member`
of an exact integer or a symbol in such a list (the positions visited, `(memq pos seen)`)
use the same chains, the atom its own key (base_lists._find_atom).

Cycle detection written as `(if (member state seen) ... (loop (next state) (cons state
seen)))` walks the whole list at every step: quadratic, and a Racket walk is 10-20x faster
than Python's. A list walked far (``TABLE_FROM`` elements or more) whose own list, or whose
cdr, was walked far before gets a chain: its pairs from the end (``pairs[0]`` the last) and,
for each state, the positions it holds there. A list one pair longer than a chain's top
(a state consed onto it) extends the chain by that pair, so each step costs one state's
key, not a walk.

A state's key is the tuple of its elements, kept only when each is an exact integer (a
fixnum or bignum: equal? compares their values, and neither #t nor 1.0 is of that type) or
a symbol (equal? is identity, as for tuples of them): two such lists are equal? exactly
when their keys are equal. An element that is anything else cannot be equal? to a needle
that has a key, and gets none. Pairs never change, so a chain stays true; nothing here runs
under a step limit (member charges its walk's work there, the same however it is found).
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Pair, Symbol

TABLE_FROM = 32                 # a shorter walk is not worth a chain
_FAR: dict[int, Pair] = {}      # id -> a list walked far once (kept, so the id stays its)
_MAX_FAR, _MAX_CHAINS, _MAX_ENTRIES = 64, 8, 1 << 20


class _Chain:
    """A list's pairs from its end, and the positions of each state's key among them."""

    __slots__ = ("pairs", "positions")

    def __init__(self) -> None:
        self.pairs: list[Pair] = []
        self.positions: dict[tuple, list[int]] = {}

    def push(self, p: Pair) -> None:
        """Put the pair ``p`` (whose cdr is the top so far) on top."""
        key = key_of(p.car)
        if key is not None:
            where = self.positions.get(key)
            if where is None:
                self.positions[key] = [len(self.pairs)]
            else:
                where.append(len(self.pairs))
        self.pairs.append(p)


#: id of a chain's top pair -> (it, its chain); member asks ``lookup`` only when not empty
CHAINS: dict[int, tuple[Pair, _Chain]] = {}
_entries = [0]                                  # pairs in all chains

#: what ``lookup`` answers when the walk must answer
UNKNOWN = object()


def key_of(x: Any) -> Any:
    """The tuple of a proper list's elements when each is an exact integer or a symbol;
    an exact integer or a symbol is its own key (memq, memv and member of one: an int is
    never == a tuple, and a symbol is its identity); None for anything else."""
    t = x.__class__
    if t is int or t is Symbol:
        return x
    if t is not Pair or x.listp is not True:
        return None
    out = []
    nil = NIL
    while x is not nil:
        a = x.car
        t = a.__class__
        if t is not int and t is not Symbol:
            return None
        out.append(a)       # (not hoisted: see data.list_to_python)
        x = x.cdr
    return tuple(out)


def lookup(v: Any, lst: Pair) -> Any:
    """The tail of ``lst`` (a pair known to start a list) whose car is equal? to ``v``, #f
    when none is, or UNKNOWN when no chain has ``lst`` on top or one below it, or ``v`` has
    no key (asked only when a chain may answer: a key is a walk of ``v``)."""
    found = CHAINS.get(id(lst))
    if found is None or found[0] is not lst:
        below = CHAINS.get(id(lst.cdr))
        if below is None or below[0] is not lst.cdr:
            return UNKNOWN
        key = key_of(v)
        if key is None:
            return UNKNOWN
        del CHAINS[id(lst.cdr)]
        chain = below[1]
        chain.push(lst)
        CHAINS[id(lst)] = (lst, chain)
        _entries[0] += 1
        if _entries[0] > _MAX_ENTRIES:
            CHAINS.clear()
            _entries[0] = 0
    else:
        key = key_of(v)
        if key is None:
            return UNKNOWN
        chain = found[1]
    where = chain.positions.get(key)
    return False if where is None else chain.pairs[where[-1]]


def walked_far(v: Any, lst: Pair) -> None:
    """Note that a walk of ``lst`` (a pair known to start a list) for ``v`` passed
    TABLE_FROM elements: when it, or its cdr, was walked far before, make its chain (if
    ``v`` has a key: a chain answers only such needles)."""
    if key_of(v) is None:
        return
    if _FAR.get(id(lst)) is not lst and _FAR.get(id(lst.cdr)) is not lst.cdr:
        if len(_FAR) >= _MAX_FAR:
            _FAR.clear()
        _FAR[id(lst)] = lst
        return
    pairs = []
    p: Any = lst
    while p is not NIL:
        pairs.append(p)
        p = p.cdr
    if len(CHAINS) >= _MAX_CHAINS or _entries[0] + len(pairs) > _MAX_ENTRIES:
        CHAINS.clear()
        _entries[0] = 0
    chain = _Chain()
    for p in reversed(pairs):
        chain.push(p)
    CHAINS[id(lst)] = (lst, chain)
    _entries[0] += len(pairs)
