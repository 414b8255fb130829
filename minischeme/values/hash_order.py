"""The order in which Racket CS visits the entries of a hash table (`hash-keys`, `in-hash`,
`hash-map`, `set->list` ...), reproduced where it is deterministic.

Racket CS computes it from the keys' hash codes, so this module computes Racket's hash codes:

* `equal-hash-code` of fixnums, flonums (their IEEE bits shifted right by 4), symbols
  (Chez Scheme's symbol hash of the name), strings (Chez's `string-hash`), characters,
  booleans, '() and lists and vectors of those; `eq-hash-code`/`eqv-hash-code` of fixnums,
  flonums, symbols and characters. Other keys (big integers, exact rationals, procedures,
  structs ...) have codes Racket does not let us predict (an
  object's code depends on allocation order): a table holding one keeps insertion order.
* An **immutable** hash is a HAMT of 16-way nodes indexed by 4 bits of the code at a time,
  lowest bits first. Iteration (`hash-keys`, `in-hash`, `hash-iterate-first`) visits a
  node's own keys in bit order and then its children; folds (`hash-map`, `hash-for-each`,
  `hash-values`, `hash->list`) visit the children first. The trie's shape depends only on the
  set of keys.
* A **mutable** hash is a Chez hashtable: a bucket vector of 8 that doubles when the count
  passes its length, each new key consed onto the front of its bucket, and resizing
  re-conses each bucket's chain in order. Iteration walks the buckets in order. The bucket
  of a key is not its code's low bits: Racket's Chez Scheme first folds the code (the
  61-bit fixnum's 16-bit pieces xored together, then that xored with itself shifted right
  by 8; `bucket_fold`). An `equal?`-based table hashes with `equal-hash-code`, so its
  order is predictable wherever the codes are; an `eqv?`/`eq?`-based one hashes a fixnum
  by its value and a character by its machine word, others by address (insertion order
  here), and folds all 64 bits of that word (`_eq_fold`: a negative fixnum's top bits are
  ones). `ChezTable` keeps that vector once a table has been traversed or had a key
  removed (removals shrink it as Chez does), so deletions are replayed where they happened.
  A first traversal is computed without it (`_first_traversal`: the keys sorted by bucket
  and by their place in its chain, which depends only on the order they were set), the
  vector made only when the table changes after it.
* Racket's first traversal of a mutable table (`hash-keys`, printing, `in-hash` ...) saves
  the cells it visited; later traversals visit those first (a removed key's cell is
  skipped) and then the cells that are new, taken from the buckets in chunks (rumble's
  prepare-iterate! and cells-merge): a key added after a traversal comes after the keys
  traversed before, wherever its bucket is.
* Weak tables keep insertion order here.

The printer shows the keys in this iteration order, sorted when they are all real numbers,
all symbols, all keywords, all strings or all byte strings (Racket's io printer's `try-sort`).
"""
from __future__ import annotations

import struct

from fractions import Fraction
from itertools import islice
from operator import itemgetter
from typing import Any

from minischeme.values.data import NIL, Box, Char, HashTable, MPair, MString, MVector, Pair, StructInstance, Symbol
from minischeme.values.lexical import ExactComplex

_new_object = object.__new__
_KEY_OF = itemgetter(0)

_W = 61                      # Racket CS fixnums on a 64-bit machine
_MOD = 1 << _W
_HALF = 1 << (_W - 1)
_MOST_POSITIVE = _HALF - 1
_MASK = _MOD - 1
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


_STRING_HASHES: dict[str, int] = {}


def string_hash(s: str) -> int:
    """Chez Scheme's `string-hash`: all characters of a short string, a sample of a long one
    (remembered: a table's string keys are hashed again at each of its traversals)."""
    h = _STRING_HASHES.get(s)
    if h is not None:
        return h
    n = len(s)
    hc = 523658599
    if n <= 16:
        indices: Any = range(n)
    else:
        indices = [*range(5), *range(n - 5, n), *range(5, n, n >> 4)]
    for i in indices:
        hc = _string_update(hc, ord(s[i]))
    h = ~hc if hc < 0 else hc
    if len(_STRING_HASHES) >= 1 << 16:
        _STRING_HASHES.clear()
    _STRING_HASHES[s] = h
    return h


def _number_hash(z: Any) -> int:
    """rumble's number-hash: a fixnum's value (a negative one's low bits), a flonum's bits,
    a bignum's 60-bit pieces mixed, a fraction n/d as the integer 5n + d, a complex number
    from its parts' codes."""
    t = type(z)
    if t is int:
        if -_HALF <= z < _HALF:
            return z & _MOST_POSITIVE if z < 0 else z
        return _bignum_hash(z)
    if t is float:
        return _flonum_hash(z)
    if t is Fraction:
        return _number_hash(z.numerator * 5 + z.denominator)
    if t is complex or t is ExactComplex:
        re, im = (z.real, z.imag) if t is complex else (z.re, z.im)
        return (~_number_hash(re) ^ _number_hash(im)) & _MOST_POSITIVE
    raise Unpredictable


def _bignum_hash(z: int) -> int:
    """A bignum's code: its bits in pieces of 60 from the lowest (two's complement for a
    negative one), each added to the code so far mixed."""
    length = z.bit_length() if z >= 0 else (~z).bit_length()
    hc, i = 0, 0
    while i < length:
        hc = _fx(((z >> i) & _PIECE) + _mix(hc))
        i += _W - 1
    return hc


_PIECE = (1 << (_W - 1)) - 1


def _flonum_hash(x: float) -> int:
    """Racket CS's code of a flonum (Chez's $flhash), as Racket 8.7 answers
    `(equal-hash-code 2.5)`: its 64 IEEE bits shifted right by 4 (a non-negative fixnum;
    -0.0 differs from 0.0), and one code for every NaN."""
    if x != x:
        return 64030
    return int.from_bytes(_FLONUM_BITS.pack(x), "little") >> 4


def eq_hash_code(v: Any) -> int:
    """Racket's `eq-hash-code` (and `eqv-hash-code`) where it does not depend on addresses."""
    t = type(v)
    if t is Symbol and not v.name.startswith("#:") and Symbol.table.get(v.name) is v:
        return symbol_hash(v.name)      # (an uninterned symbol's code is its address's)
    if t is int:
        return _number_hash(v)
    if t is Char:
        return ord(v.ch)
    if t is float or t is Fraction or t is complex or t is ExactComplex:
        return _number_hash(v)          # (Racket CS hashes any number by its value)
    raise Unpredictable     # (any other object: a counter of the objects hashed so far)


_FLONUM_BITS = struct.Struct("<d")
_SMALL = 1 << 40       # below this, a fixnum's mix and sum stay below 2^60: no wrapping
_NO_WRAP = 1 << 49     # a code below this mixes (h + (h + 1) << 10, xor) below 2^60


def equal_hash_code(x: Any, hc: int = 0) -> int:
    """Racket CS's `equal-hash-code` (rumble's equal-hash-loop) for predictable keys."""
    t = type(x)
    if t is int:
        if hc == 0 and 0 <= x < _HALF:
            return x
        return _fx(hc + _number_hash(x))
    if t is Pair:
        a, d = x.car, x.cdr
        if (hc == 0 and type(a) is int and type(d) is int and 0 <= a < _SMALL
                and 0 <= d < _SMALL):       # (i . j) of small fixnums: _mix(i) + j at once
            h2 = a + ((a + 1) << 10)
            return (h2 ^ (h2 >> 6)) + d
        while type(x) is Pair:      # hc = _mix(_fx(hc + code of the car)), written out
            a = x.car
            if a.__class__ is int and 0 <= a < _HALF and 0 <= (h := hc + a) < _NO_WRAP:
                h2 = h + ((h + 1) << 10)        # (below 2^60: nothing wraps)
                hc = h2 ^ (h2 >> 6)
                x = x.cdr
                continue
            h = (hc + (a if type(a) is int and 0 <= a < _HALF else equal_hash_code(a, 0))) & _MASK
            if h >= _HALF:
                h -= _MOD
            h2 = ((h + 1) << 10) & _MASK
            if h2 >= _HALF:
                h2 -= _MOD
            h2 = (h + h2) & _MASK
            if h2 >= _HALF:
                h2 -= _MOD
            hc = (h2 ^ ((h2 & _MASK) >> 6)) & _MASK
            if hc >= _HALF:
                hc -= _MOD
            x = x.cdr
        if x is NIL:        # a proper list's end: _fx(hc + '()'s code)
            hc += 0x0cabd122
            return hc if -_HALF <= hc < _HALF else _fx(hc)
        return equal_hash_code(x, hc)
    if t is Symbol:
        return _fx(hc + eq_hash_code(x))
    if t is Char:
        return _fx(hc + ord(x.ch))
    if t is float:
        return _fx(hc + _flonum_hash(x))
    if t is str:
        return _fx(hc + string_hash(x))
    if t is bool:
        return _fx(hc + (0x0ace0120 if x else 0x0cafe121))
    if x is NIL:
        return _fx(hc + 0x0cabd122)
    if t is MString:        # the same code as an immutable string with its characters
        return _fx(hc + string_hash(x.value()))
    if t is MVector:
        if not x.items:
            return _fx(hc + 1)
        for item in x.items:
            hc = _fx(_mix(hc) + equal_hash_code(item, 0))
        return hc
    if t is Fraction or t is complex or t is ExactComplex:
        return _fx(hc + _number_hash(x))
    if t is Box:
        return equal_hash_code(x.value, _mix(_fx(hc + 1)))
    if t is MPair:
        hc = _fx(hc + _fx(equal_hash_code(x.car, 0) + 5))
        return equal_hash_code(x.cdr, _mix(hc))
    if t is StructInstance and _fields_hashed(x.stype):
        code = 0            # its fields' codes combined, as a vector's from 0
        for field in x.fields:
            code = _fx(_mix(code) + equal_hash_code(field, 0))
        return _fx(hc + code)
    raise Unpredictable


def _fields_hashed(st: Any) -> bool:
    """Does equal-hash-code of an instance of ``st`` combine its fields' codes (a prefab
    type, or a transparent one whose ancestors are too, with no prop:equal+hash)? Any
    other instance's code is a counter's."""
    if st.equal_hash is not None:
        return False
    while st is not None:
        if not (st.prefab or st.transparent):
            return False
        st = st.parent
    return True


def _code(key: Any, kind: str) -> int:
    return equal_hash_code(key) if kind == "equal" else eq_hash_code(key)


def _nibble_groups(items: list, shift: int) -> dict[int, list]:
    """Entries ``(code, entry)`` grouped by the 4 bits of their code at ``shift``: the
    children of one HAMT node, each in the order given."""
    groups: dict[int, list] = {}
    for item in items:
        bit = item[0] >> shift & 15
        group = groups.get(bit)
        if group is None:
            groups[bit] = [item]
        else:
            group.append(item)
    return groups


def _hamt(items: list, shift: int, fold: bool) -> list:
    """Entries ``(code, entry)`` in the order Racket's HAMT visits them."""
    n = len(items)
    if n <= 1 or shift > 64:       # (equal full codes: a collision list, as inserted)
        return [e for _, e in items]
    if n == 2:      # two keys: both in the node where their codes first differ, in bit order
        (a, ea), (b, eb) = items
        x = (a ^ b) >> shift
        if x == 0:          # (61-bit codes equal up to bit 64 are equal)
            return [ea, eb]
        at = shift + (((x & -x).bit_length() - 1) & ~3)
        return [ea, eb] if (a >> at & 15) < (b >> at & 15) else [eb, ea]
    groups = _nibble_groups(items, shift)
    keys, children = [], []
    deeper = shift + 4
    for bit in sorted(groups):
        group = groups[bit]
        size = len(group)
        if size == 1:
            keys.append(group[0][1])
        elif size == 2:     # (the two-key case below, without a call)
            (a, ea), (b, eb) = group
            x = (a ^ b) >> deeper
            if x == 0:
                children += (ea, eb)
            else:
                at = deeper + (((x & -x).bit_length() - 1) & ~3)
                children += (ea, eb) if (a >> at & 15) < (b >> at & 15) else (eb, ea)
        else:
            children += _hamt(group, deeper, fold)
    return children + keys if fold else keys + children


def bucket_fold(code: int) -> int:
    """The number whose low bits pick a key's bucket in Racket's Chez hashtables: the code
    as a 61-bit fixnum, its 16-bit pieces xored together, xored with itself shifted by 8."""
    x = code & (_MOD - 1)
    y = (x ^ (x >> 16) ^ (x >> 32) ^ (x >> 48)) & 0xFFFF
    return y ^ (y >> 8)


def _eq_table_code(key: Any) -> int:
    """The word Chez's eq-hashtables hash a key by (fixnums and characters; others are
    addresses)."""
    if type(key) is int and -_HALF <= key < _HALF:
        return key
    if type(key) is Char:
        return (ord(key.ch) << 5) | 2
    raise Unpredictable


def _resize(vec: list[list], n: int) -> list[list]:
    """Chez's adjust!: each bucket's chain, in order, consed onto the front of its new bucket.
    (A bucket is kept back to front: its chain's first cell is its last item.)"""
    new: list[list] = [[] for _ in range(n)]
    mask = n - 1
    for bucket in vec:
        for item in reversed(bucket):
            new[item[0] & mask].append(item)
    return new


def _eq_fold(key: Any) -> int:
    """``bucket_fold`` of an eq/eqv-hashtable key: Chez folds the key's machine word, all
    64 bits of it (a negative fixnum's high bits are ones: -1 folds to 0, as 0 does),
    where an equal-hashtable folds its 61-bit fixnum code."""
    x = _eq_table_code(key) & _M64
    y = (x ^ (x >> 16) ^ (x >> 32) ^ (x >> 48)) & 0xFFFF
    return y ^ (y >> 8)


def _equal_fold(key: Any) -> int:
    return bucket_fold(equal_hash_code(key))


def _table_fold(h: HashTable) -> Any:
    """The fold of a key's code that picks its bucket in ``h`` (a mutable table)."""
    return _equal_fold if h.kind == "equal" else _eq_fold


_GONE = GONE = object()     # a removed key's cell in an iteration vector (Chez's #!bwp)


class ChezTable:
    """What Racket CS keeps for a mutable table, as far as its order depends on it: the
    Chez bucket vector (``vec``: buckets of ``(fold, key image)``, each back to front, ``n``
    long, holding ``size`` keys) and the iteration vector of cells (``cells``, key images,
    ``_GONE`` for a removed key) that the first traversal fills and later ones reuse.
    ``visited``: the keys of the last traversal, while no key was added or removed since
    (a traversal then visits them again); ``position``: each cell's index, made when a key
    is removed after a traversal. After a first traversal made by ``_first_traversal``
    the vector is made only when it is needed (``vec`` None, ``pending`` its keys and
    their folds, in the order set)."""

    __slots__ = ("n", "vec", "size", "cells", "position", "visited", "pending")

    def __init__(self) -> None:
        self.n = 8
        self.vec: list[list] | None = [[] for _ in range(8)]
        self.size = 0
        self.cells: list | None = None
        self.position: dict | None = None
        self.visited: list | None = None
        self.pending: tuple | None = None   # (images, folds) while ``vec`` is not made yet

    def copy_vector(self) -> "ChezTable":
        new = ChezTable()
        new.n, new.vec, new.size = self.n, [list(b) for b in self.vec], self.size
        return new


def _state(h: HashTable) -> ChezTable:
    """A mutable table's Chez state now: the keys set since it was last brought up to date
    (the last entries of ``h.table``) consed into their buckets, growing the vector as Chez
    does. Raises Unpredictable for a table holding a key whose code is unknown."""
    state = h.chez
    if state is False:
        raise Unpredictable
    if state is None:
        state = h.chez = ChezTable()
    elif state.vec is None:
        _make_vector(state)
    table = h.table
    added = len(table) - state.size
    if added > 0:
        fold_of = _table_fold(h)
        tail = list(islice(reversed(table.items()), added))
        tail.reverse()
        try:
            folds = [fold_of(entry[0]) for _, entry in tail]
        except Unpredictable:
            h.chez = False
            raise
        state.visited = None
        _add(state, [(fold, image) for fold, (image, _) in zip(folds, tail)])
    return state


def _add(state: ChezTable, items: list) -> None:
    """Cons ``items`` ((fold, image), in the order set) onto their buckets, growing the
    vector as Chez does, without making the vectors in between: each growth reverses each
    chain, so a bucket's chain at the end (front first) is the keys set after an even
    number of growths, the latest first, then the older chain (reversed if the growths
    were odd in number), then the keys set before an odd number, the earliest first."""
    n, size = state.n, state.size
    grown = []          # the index of each key whose setting grew the vector
    for t in range(len(items)):
        size += 1
        if size > n:
            n *= 2
            grown.append(t)
    state.size = size
    if not grown:
        vec, mask = state.vec, n - 1
        for item in items:
            vec[item[0] & mask].append(item)
        return
    old, state.n, mask = state.vec, n, n - 1
    vec = state.vec = [[] for _ in range(n)]        # (buckets kept back to front)
    r = len(grown)
    # the keys set after the k-th growth from the end and up to the one before: growths
    # after them: k; ranges of indices, latest first
    bounds = [len(items)] + [g + 1 for g in reversed(grown)] + [0]
    spans = [(bounds[k + 1], bounds[k], k) for k in range(r + 1)]
    for lo, hi, k in spans:                         # odd: the back of the chain
        if k & 1:
            for t in range(hi - 1, lo - 1, -1):
                item = items[t]
                vec[item[0] & mask].append(item)
    for bucket in old:                              # the older chain
        for item in (bucket if not r & 1 else reversed(bucket)):
            vec[item[0] & mask].append(item)
    for lo, hi, k in reversed(spans):               # even: the front, latest last here
        if not k & 1:
            for t in range(lo, hi):
                item = items[t]
                vec[item[0] & mask].append(item)


def _merge(cells: list | None, new: list) -> list:
    """rumble's cells-merge: the old iteration vector, then the new cells it lacks."""
    if cells is None:
        return list(new)
    if cells == new:
        return cells
    have = set(c for c in cells if c is not _GONE)
    return cells + [c for c in new if c not in have]


_RANKS: dict[int, tuple[int, list[int], list[int]]] = {}


def _ranks(m: int) -> tuple[int, list[int], list[int]]:
    """For a table given m keys one after another (none removed): the length of its bucket
    vector, each key's rank (by the order it was set) in its bucket's chain, front first,
    as ``_add`` leaves it, and the keys by rank (the inverse). A key set with k growths of the vector after it has had
    its chain reversed k times: the keys of even k come first (k ascending, the latest
    first), then those of odd k (k descending, the earliest first)."""
    known = _RANKS.get(m)
    if known is not None:
        return known
    n, grown = 8, []
    for t in range(m):
        if t + 1 > n:
            n *= 2
            grown.append(t)
    bounds = [m] + [g + 1 for g in reversed(grown)] + [0]     # span k: k growths after it
    front = []
    for k in range(0, len(bounds) - 1, 2):
        front.extend(range(bounds[k] - 1, bounds[k + 1] - 1, -1))
    for k in range(len(bounds) - 2 - (len(bounds) % 2 == 0), 0, -2):
        front.extend(range(bounds[k + 1], bounds[k]))
    rank = [0] * m
    for place, t in enumerate(front):
        rank[t] = place
    known = (n, rank, front)
    if m <= 4096:
        _RANKS[m] = known
    return known


def _eq_folds(h: HashTable, images: list) -> list[int]:
    """``bucket_fold`` of each key's eq-hashtable word, in the order of ``images`` (an
    integer key is its own image: equality.hash_key); small non-negative fixnums, the usual
    keys, are folded in one comprehension."""
    if set(map(type, images)) == {int}:
        if min(images) >= 0 and max(images) < 0x10000:
            return [k ^ (k >> 8) for k in images]
        keys = images
    else:
        keys = [entry[0] for entry in h.table.values()]
    return [_eq_fold(k) for k in keys]


def _first_traversal(h: HashTable) -> list | None:
    """The first traversal of a mutable table never traversed and never shrunk (``h.chez``
    None): the key images in the order of its buckets, each chain front first, computed
    from the keys' folds and the order they were set (one sort) instead of building the
    bucket vector, which is made only if the table later changes (``_make_vector``).
    None (and the table's order marked unknown) for a key whose code is unknown."""
    return None if _first_order(h) is None else h.chez.visited


def _first_order(h: HashTable) -> list | None:
    """``_first_traversal``'s order as the places of its keys in ``h.table`` (so a caller
    wanting the entries reads them by place, not by hashing each key's image again); the
    table's Chez state made as ``_first_traversal`` says."""
    table = h.table
    images = list(table)
    try:
        if h.kind == "equal":
            folds = list(map(bucket_fold, map(equal_hash_code, map(_KEY_OF, table.values()))))
        else:
            folds = _eq_folds(h, images)
    except Unpredictable:
        h.chez = False
        return None
    m = len(images)
    n, rank, by_rank = _ranks(m)
    mask = n - 1
    places = sorted([(fold & mask) * m + r for fold, r in zip(folds, rank)])   # bucket, rank
    order = list(map(by_rank.__getitem__, map(m.__rmod__, places)))
    visited = list(map(images.__getitem__, order))
    state = h.chez = _new_object(ChezTable)    # (its slots all set here: no empty vector)
    state.n, state.size, state.vec, state.pending = n, m, None, (images, folds)
    state.cells, state.visited, state.position = visited, list(visited), None
    return order


def _make_vector(state: ChezTable) -> None:
    """The bucket vector a first traversal left unmade (``pending``), made now."""
    images, folds = state.pending
    made = ChezTable()
    _add(made, list(zip(folds, images)))
    state.vec, state.pending = made.vec, None


def _traversal(h: HashTable) -> list | None:
    """The key images of a traversal of the mutable table ``h`` now (kept until a key is
    added or removed), or None when its order is unknown (insertion order then)."""
    state = h.chez
    if state is None:
        return _first_traversal(h)
    if state is not False and state.visited is not None and state.size == len(h.table):
        return state.visited
    try:
        state = _state(h)
    except Unpredictable:
        return None
    return _traverse(state)


def _traverse(state: ChezTable) -> list:
    """A whole traversal of a mutable table (hash-iterate-first/next): the key images in
    the order rumble's prepare-iterate! hands them out, the iteration vector kept after."""
    if state.visited is not None:       # nothing added or removed since the last one
        return state.visited
    order = [image for bucket in state.vec for _, image in reversed(bucket)]
    cells = state.cells
    if cells is None:       # the first: chunks of 32, 64 ... of the buckets' order, merged,
        cells = order       # make the buckets' order
    else:
        i = len(cells)
        while True:             # each step: prepare-iterate! at the end of the vector
            cells = _merge(cells, order[:max(2 * len(cells), 32)])
            if i >= len(cells):
                break
            i = len(cells)
    state.cells = cells
    state.position = None
    visited = state.visited = [c for c in cells if c is not _GONE]
    return visited


def note_removal(h: HashTable, image: Any) -> None:
    """Before key ``image`` (its key image in ``h.table``) leaves a mutable table: take it
    out of the bucket vector, halving the vector as Chez does when the count falls below a
    quarter of its length (never below 8), and mark its cell gone in the iteration vector."""
    if not h.mutable or h.weak or image not in h.table:
        return
    try:
        state = _state(h)
        fold = _table_fold(h)(h.table[image][0])
    except Unpredictable:
        return
    bucket = state.vec[fold & (state.n - 1)]
    for i, item in enumerate(bucket):
        if item[1] == image:
            del bucket[i]
            break
    state.size -= 1
    state.visited = None
    if state.size < state.n >> 2 and state.n > 8:
        state.n >>= 1
        state.vec = _resize(state.vec, state.n)
    cells = state.cells
    if cells is not None:
        position = state.position
        if position is None:
            position = state.position = {c: k for k, c in enumerate(cells) if c is not _GONE}
        if image in position:
            cells[position.pop(image)] = _GONE


def forget_order(h: HashTable) -> None:
    """After hash-clear!: Chez empties the vector and Racket drops the iteration vector."""
    h.chez = None


def copy_buckets(source: HashTable, target: HashTable) -> None:
    """Give ``target`` (a mutable copy of ``source``, same entries) the order Racket's
    hash-copy gives it: a mutable table's bucket vector as it is (Chez's hashtable-copy),
    with no iteration vector; an immutable table's entries set in its iteration order."""
    if source.mutable:
        try:
            target.chez = _state(source).copy_vector() if not source.weak else None
        except Unpredictable:
            target.chez = False
        return
    image_of = {id(entry): image for image, entry in source.table.items()}
    target.table = {image_of[id(e)]: e for e in ordered_items(source)}
    target.chez = None


def ordered_items(h: HashTable, fold: bool = False) -> list[tuple]:
    """The (key, value) entries of ``h`` in Racket's order: its iteration order, or with
    ``fold`` the order of hash-map/hash-for-each (the same for a mutable table). For a
    mutable table this is a traversal: it fixes the order later traversals start with.

    An immutable table keeps what it computed (``h.order``: the keys' codes, and each order
    once asked for), so traversing it again costs a copy of the list; its entries change
    only while it is made (equality.hash_put and the ``table`` setter drop ``h.order``)."""
    if h.mutable:
        table = h.table
        if h.weak or not table:
            return list(table.values())
        if h.chez is None:          # the first traversal: the entries read by place
            order = _first_order(h)
            if order is None:
                return list(table.values())
            entries = list(table.values())
            return list(map(entries.__getitem__, order))
        visited = _traversal(h)
        if visited is None:
            return list(table.values())
        return [table[image] for image in visited]
    return list(_immutable_order(h, fold))


def _immutable_order(h: HashTable, fold: bool) -> list[tuple]:
    """``ordered_items`` of an immutable table: the list it keeps (callers copy or only
    read it)."""
    cache = _coded(h)
    at = 3 if fold else 2
    found = cache[at]
    if found is None:
        found = cache[at] = _hamt(cache[1], 0, fold)
    return found


def _coded(h: HashTable) -> list:
    """``h.order`` of an immutable table, its keys' codes computed (or None for them when a
    key's code is unknown: insertion order, entries in place of both orders)."""
    d = h._table
    if d is None:
        d = h.table
    cache = h.order
    if cache is None or cache[0] != len(d):
        entries = list(d.values())
        try:
            if h.kind == "equal":     # (a fixnum key is its own code: no call)
                code = equal_hash_code
                coded = [(k, e) if (k := e[0]).__class__ is int and 0 <= k < _HALF else (code(k), e)
                         for e in entries]
            else:
                code = eq_hash_code
                coded = [(code(e[0]), e) for e in entries]
        except Unpredictable:
            h.order = cache = [len(d), None, entries, entries]
        else:
            h.order = cache = [len(d), coded, None, None]
    return cache


def first_entry(h: HashTable) -> tuple | None:
    """The first entry of the immutable table ``h`` in its iteration order (set-first,
    hash-iterate-first), None when it is empty: the trie's first key found by following one
    path of it, not the whole order sorted out (a loop taking a set's first element and
    its rest, each round on a new set, pays the one path)."""
    cache = _coded(h)
    if cache[2] is not None:
        return cache[2][0] if cache[2] else None
    coded = cache[1]
    if not coded:
        return None
    return _hamt_first(coded, 0)


def _hamt_first(items: list, shift: int) -> tuple:
    """``_hamt(items, shift, False)[0]``: a node's own keys (the slots one key reaches)
    come before its children, in bit order; else the first key of its lowest child."""
    while True:
        n = len(items)
        if n <= 1 or shift > 64:
            return items[0][1]
        if n == 2:
            (a, ea), (b, eb) = items
            x = (a ^ b) >> shift
            if x == 0:
                return ea
            at = shift + (((x & -x).bit_length() - 1) & ~3)
            return ea if (a >> at & 15) < (b >> at & 15) else eb
        if n <= 24:         # a few keys: counted in C, no dict of groups
            bits = [code >> shift & 15 for code, _ in items]
            for bit in sorted(set(bits)):
                if bits.count(bit) == 1:
                    return items[bits.index(bit)][1]
            lowest = min(bits)
            items = [item for item, bit in zip(items, bits) if bit == lowest]
        else:
            groups = _nibble_groups(items, shift)
            for bit in sorted(groups):
                if len(groups[bit]) == 1:
                    return groups[bit][0][1]
            items = groups[min(groups)]
        shift += 4


def order_without(h: HashTable, entry: tuple, new: HashTable) -> None:
    """Give ``new`` (``h``, an immutable table whose ``h.order`` is made, less ``entry``)
    what ``h`` computed: the other keys' codes and orders keep (a trie's order depends only
    on its keys; a table of unknown codes keeps insertion order)."""
    cache = h.order
    if cache is None:
        return
    coded = cache[1]
    if coded is None:
        rest = [e for e in cache[2] if e is not entry]
        new.order = [cache[0] - 1, None, rest, rest]
        return
    new.order = [cache[0] - 1, [c for c in coded if c[1] is not entry],
                 None if cache[2] is None else [e for e in cache[2] if e is not entry], None]


def ordered_keys(h: HashTable) -> list:
    """The keys of ``h`` in its iteration order (hash-keys): ``ordered_items``' keys, for
    a mutable table read from its entries in one pass."""
    if h.mutable and not h.weak:
        table = h.table
        visited = _traversal(h) if table else None
        if visited is not None:
            if set(map(type, visited)) == {int}:      # integer keys are their own images
                return visited                          # (equality.hash_key): read only
            return list(map(_KEY_OF, map(table.__getitem__, visited)))
    if h.mutable:
        return [entry[0] for entry in ordered_items(h)]
    return list(map(_KEY_OF, _immutable_order(h, False)))



def iteration_positions(h: HashTable) -> tuple[list, bool]:
    """What hash-iterate-first/-next/-key number: Racket's iteration positions of ``h``.
    Gives (cells, images): for a mutable table with a known order, rumble's iteration
    vector after a traversal (key images, ``GONE`` for a removed key's cell: positions stay
    where they were while keys leave and join, as in Racket) and ``images`` True; for an
    immutable table its (key, value) entries in iteration order (the position is the index)
    and ``images`` False. The list is shared: callers only read it."""
    if h.mutable:
        if h.weak or not h.table:
            return list(h.table), True
        if _traversal(h) is None:
            return list(h.table), True
        return h.chez.cells, True
    d = h.table
    if len(d) < 2:
        return list(d.values()), False
    ordered_items(h)                # fills h.order
    cache = h.order
    return cache[2], False


def _sort_kind(k: Any) -> str | None:
    """The kind of key Racket's printer sorts tables of (all keys of one kind), or None."""
    t = type(k)
    if t in (int, float, Fraction):
        return "real"
    if t is Symbol:
        return "keyword" if k.name.startswith("#:") else "symbol"
    if t is str or t is MString:
        return "string"
    if t is bytes or t is bytearray:
        return "bytes"
    return None


def _text(k: Any) -> Any:
    t = type(k)
    if t is Symbol:
        return k.name
    if t is MString:
        return k.value()
    if t is bytearray:
        return bytes(k)
    return k


def printed_items(h: HashTable) -> list[tuple]:
    """The entries in the order Racket's printer shows them: iteration order (hash-keys),
    sorted when every key is a real number, or every key a symbol, a keyword, a string or
    a byte string (racket/src/io/print/hash.rkt's try-sort); mixed keys stay unsorted."""
    items = ordered_items(h)
    if not items:
        return items
    kind = _sort_kind(items[0][0])
    if kind is None or any(_sort_kind(k) != kind for k, _ in items):
        return items
    try:
        return sorted(items, key=lambda e: _text(e[0]))
    except TypeError:           # a NaN or complex among the reals: leave the order
        return items


def _orderable_major(k: Any) -> int | None:
    """rumble's orderable-major: the rank of a key's kind in a try-order? traversal."""
    t = type(k)
    if t is bool:
        return 0
    if t is Char:
        return 1
    if t in (int, float, Fraction):
        return 2
    if t is Symbol:
        return 4 if k.name.startswith("#:") else 3
    if t is str or t is MString:
        return 5
    if t is bytes or t is bytearray:
        return 6
    if k is NIL:
        return 7
    name = type(k).__name__
    return 8 if name == "Void" else 9 if name == "Eof" else None


def try_ordered_items(h: HashTable) -> list[tuple]:
    """The entries a try-order? traversal visits (`hash-map`, `hash-for-each`, `hash-keys`
    with try-order? true): sorted by kind (booleans, characters, reals, symbols, keywords,
    strings, byte strings, '(), void, eof) and then by value when every key is of those
    kinds, else the fold order (rumble's try-sort-keys)."""
    items = ordered_items(h, fold=True)
    majors = [_orderable_major(k) for k, _ in items]
    if any(m is None for m in majors):
        return items

    def key(pair: tuple) -> tuple:
        major, (k, _) = pair
        if major == 1:
            return (major, ord(k.ch))
        if major in (2, 0):
            return (major, k)
        if major in (3, 4, 5, 6):
            return (major, _text(k))
        return (major, 0)
    try:
        return [e for _, e in sorted(zip(majors, items), key=key)]
    except TypeError:
        return items
