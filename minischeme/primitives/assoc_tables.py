"""`assoc` of a string or a symbol in a long association list read again and again (a table
of names: the bags of a puzzle, a graph's edges by node), answered from a Python dict.

A walk of the list is one Python attribute read and test an entry, 10-20x a Racket walk;
a program that looks names up in a constant list of hundreds of entries, in a recursion,
spends its time there. A list walked far (``TABLE_FROM`` entries or more) a second time
gets a table: each key's text (a string) or identity (a symbol) to the first entry with
that key, as assoc's walk would find it, and whether the table covers the whole list
(else a key not in it is looked for by the walk, which also raises assoc's errors).

Racket pairs never change, nor do symbols; a mutable string key can (string-set!). A table
holding one is good only while no string has changed since it was made
(``data.STRING_CHANGES``); after a change it is dropped, and after a few such drops tables
with mutable keys are no longer made (a program changing strings between its lookups
would rebuild one at each). Nothing here runs under a step limit: assoc charges its walk's
work there, the same however the entry is found.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, STRING_CHANGES, MString, Pair, Symbol

TABLE_FROM = 32                 # a shorter walk is not worth a table
_FAR: dict[int, Pair] = {}      # id -> a head walked far once (kept, so the id stays its)
# id -> (the head, key -> entry, whether it covers the list, STRING_CHANGES when made or
# None when no key is a mutable string)
_TABLES: dict[int, tuple[Pair, dict, bool, int | None]] = {}
_MAX_FAR, _MAX_TABLES, _MAX_ENTRIES = 64, 16, 1 << 20
_entries = [0]                  # entries in all tables
_drops = [0]                    # tables dropped because a string changed
_MAX_DROPS = 4

#: what ``lookup`` answers when the walk must answer
UNKNOWN = object()


def lookup(key: Any, lst: Pair) -> Any:
    """The entry of ``lst`` (a pair known to start a list) a table gives for ``key`` (a
    string's text or a symbol), #f when the table covers the list and has no such key, or
    UNKNOWN when there is no table (or the key is past what it covers)."""
    table = _TABLES.get(id(lst))
    if table is None or table[0] is not lst:
        return UNKNOWN
    made = table[3]
    if made is not None and made != STRING_CHANGES[0]:
        del _TABLES[id(lst)]
        _entries[0] -= len(table[1])
        _drops[0] += 1
        return UNKNOWN
    found = table[1].get(key)
    if found is not None:
        return found
    return False if table[2] else UNKNOWN


def walked_far(lst: Pair) -> None:
    """Note that a walk of ``lst`` passed TABLE_FROM entries: the second time, make its
    table."""
    if _FAR.get(id(lst)) is not lst:
        if len(_FAR) >= _MAX_FAR:
            _FAR.clear()
        _FAR[id(lst)] = lst
        return
    del _FAR[id(lst)]
    _make_table(lst)


def _make_table(lst: Pair) -> None:
    """The table of ``lst``'s string and symbol keys, up to its first entry that is not a
    pair (assoc's error, which the walk raises)."""
    table: dict = {}
    mutable = False
    p: Any = lst
    while p.__class__ is Pair:
        entry = p.car
        if entry.__class__ is not Pair:
            break
        key = entry.car
        t = key.__class__
        if t is MString:
            mutable = True
            key = key.value()
        elif t is not str and t is not Symbol:
            p = p.cdr
            continue
        if key not in table:
            table[key] = entry
        p = p.cdr
    if mutable and _drops[0] >= _MAX_DROPS:
        return
    if len(_TABLES) >= _MAX_TABLES or _entries[0] + len(table) > _MAX_ENTRIES:
        _TABLES.clear()
        _entries[0] = 0
    _TABLES[id(lst)] = (lst, table, p is NIL, STRING_CHANGES[0] if mutable else None)
    _entries[0] += len(table)
