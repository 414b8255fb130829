"""The order in which Racket CS visits the entries of a hash table (`hash-keys`, `in-hash`,
`hash-map`, `set->list` ...), reproduced where it is deterministic.

Racket CS computes it from the keys' hash codes, so this module computes Racket's hash codes:

* `equal-hash-code` of fixnums, symbols (Chez Scheme's symbol hash of the name), strings
  (Chez's `string-hash`), characters, booleans, '() and lists and vectors of those;
  `eq-hash-code`/`eqv-hash-code` of fixnums, symbols and characters. Other keys (floats,
  big integers, procedures, structs ...) have codes Racket does not let us predict (an
  object's code depends on allocation order): a table holding one keeps insertion order.
* An **immutable** hash is a HAMT of 16-way nodes indexed by 4 bits of the code at a time,
  lowest bits first. Iteration (`hash-keys`, `in-hash`, `hash-iterate-first`) visits a
  node's own keys in bit order and then its children; folds (`hash-map`, `hash-for-each`,
  `hash-values`, `hash->list`) visit the children first. The trie's shape depends only on the
  set of keys.
* A **mutable** hash is a Chez hashtable: a bucket vector of 8 that doubles when the count
  passes its length, each new key consed onto the front of bucket `code & (length - 1)`,
  and resizing re-conses each bucket's chain in order. Iteration walks the buckets in
  order. Only fixnum keys have a predictable bucket here (Racket's mutable tables place
  other keys by codes that differ from `equal-hash-code`), and only up to 32 entries (past
  that Racket snapshots the buckets in chunks whose order we do not reproduce); another
  mutable table keeps insertion order, and the replay ignores deleted keys.

The printer does not use this: Racket prints a hash table with its keys sorted.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Char, HashTable, MString, MVector, Pair, Symbol

_W = 61                      # Racket CS fixnums on a 64-bit machine
_MOD = 1 << _W
_HALF = 1 << (_W - 1)
_MOST_POSITIVE = _HALF - 1
_M64 = (1 << 64) - 1


class Unpredictable(Exception):
    """A key whose Racket hash code cannot be computed here."""


def _fx(x: int) -> int:
    x &= _MOD - 1
    return x - _MOD if x >= _HALF else x


def _srl(x: int, n: int) -> int:
    return _fx((x & (_MOD - 1)) >> n)


def _mix(hc: int) -> int:
    hc2 = _fx(hc + _fx((hc + 1) << 10))
    return _fx(hc2 ^ _srl(hc2, 6))


_SYMBOL_HASHES: dict[str, int] = {}


def symbol_hash(name: str) -> int:
    """Chez Scheme's hash of an interned symbol's name (computed when it is interned)."""
    h = _SYMBOL_HASHES.get(name)
    if h is None:
        h = (len(name) + 401887359) & _M64
        for c in name:
            h = (h + ord(c)) & _M64
            h = (h + (h << 10)) & _M64
            h ^= h >> 6
        h &= _MOST_POSITIVE
        _SYMBOL_HASHES[name] = h
    return h


def _string_update(hc: int, k: int) -> int:
    hc2 = _fx(hc + _fx((hc + k) << 10))
    return _fx(hc2 ^ _srl(hc2, 6))


def string_hash(s: str) -> int:
    """Chez Scheme's `string-hash`: all characters of a short string, a sample of a long one."""
    n = len(s)
    hc = 523658599
    if n <= 16:
        indices: Any = range(n)
    else:
        indices = [*range(5), *range(n - 5, n), *range(5, n, n >> 4)]
    for i in indices:
        hc = _string_update(hc, ord(s[i]))
    return ~hc if hc < 0 else hc


def _number_hash(z: Any) -> int:
    if type(z) is int and -_HALF <= z < _HALF:
        return z & _MOST_POSITIVE if z < 0 else z
    raise Unpredictable


def eq_hash_code(v: Any) -> int:
    """Racket's `eq-hash-code` (and `eqv-hash-code`) where it does not depend on addresses."""
    t = type(v)
    if t is Symbol and not v.name.startswith("#:") and Symbol.table.get(v.name) is v:
        return symbol_hash(v.name)      # (an uninterned symbol's code is its address's)
    if t is int:
        return _number_hash(v)
    if t is Char:
        return ord(v.ch)
    raise Unpredictable


def equal_hash_code(x: Any, hc: int = 0) -> int:
    """Racket CS's `equal-hash-code` (rumble's equal-hash-loop) for predictable keys."""
    t = type(x)
    if t is bool:
        return _fx(hc + (0x0ace0120 if x else 0x0cafe121))
    if x is NIL:
        return _fx(hc + 0x0cabd122)
    if t is int:
        return _fx(hc + _number_hash(x))
    if t is Char:
        return _fx(hc + ord(x.ch))
    if t is Symbol:
        return _fx(hc + eq_hash_code(x))
    if t is str:
        return _fx(hc + string_hash(x))
    if t is MString:        # the same code as an immutable string with its characters
        return _fx(hc + string_hash(x.value()))
    if t is Pair:
        while type(x) is Pair:
            hc = _mix(_fx(hc + equal_hash_code(x.car, 0)))
            x = x.cdr
        return equal_hash_code(x, hc)
    if t is MVector:
        if not x.items:
            return _fx(hc + 1)
        for item in x.items:
            hc = _fx(_mix(hc) + equal_hash_code(item, 0))
        return hc
    raise Unpredictable


def _code(key: Any, kind: str) -> int:
    return equal_hash_code(key) if kind == "equal" else eq_hash_code(key)


def _hamt(items: list, shift: int, fold: bool) -> list:
    """Entries ``(code, entry)`` in the order Racket's HAMT visits them."""
    if len(items) <= 1 or shift > 64:       # (equal full codes: a collision list, as inserted)
        return [e for _, e in items]
    groups: dict[int, list] = {}
    for item in items:
        groups.setdefault((item[0] >> shift) & 15, []).append(item)
    keys, children = [], []
    for bit in sorted(groups):
        group = groups[bit]
        if len(group) == 1:
            keys.append(group[0][1])
        else:
            children.extend(_hamt(group, shift + 4, fold))
    return children + keys if fold else keys + children


def _buckets(items: list) -> list:
    """Entries ``(code, entry)`` (in insertion order) as a Chez hashtable holds them."""
    n = 8
    vec: list[list] = [[] for _ in range(n)]
    size = 0
    for code, entry in items:
        vec[code & (n - 1)].insert(0, (code, entry))
        size += 1
        if size > n:
            n *= 2
            new: list[list] = [[] for _ in range(n)]
            for bucket in vec:
                for item in bucket:
                    new[item[0] & (n - 1)].insert(0, item)
            vec = new
    return [e for bucket in vec for _, e in bucket]


def ordered_items(h: HashTable, fold: bool = False) -> list[tuple]:
    """The (key, value) entries of ``h`` in Racket's order: its iteration order, or with
    ``fold`` the order of hash-map/hash-for-each (the same for a mutable table)."""
    entries = list(h.table.values())
    if len(entries) < 2:
        return entries
    try:
        if h.mutable:
            if len(entries) > 32 or not all(type(k) is int and -_HALF <= k < _HALF
                                            for k, _ in entries):
                return entries
            return _buckets([(_number_hash(k), e) for e in entries for k in (e[0],)])
        return _hamt([(_code(e[0], h.kind), e) for e in entries], 0, fold)
    except Unpredictable:
        return entries
