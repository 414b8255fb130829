"""data/heap: binary heaps ordered by a `<=?` procedure, the same array algorithm as Racket's
data/heap (heapify up and down, the vector grown and shrunk in the same steps), so elements
that compare equal come out in Racket's order. A heap prints as `#<heap>`. `in-heap` and
`in-heap/consume!` give the elements in order as a list (Racket gives a sequence)."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, MVector, is_list, list_to_python
from minischeme.values.equality import hash_key, is_eq, is_equal
from minischeme.values.printer import print_string
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.runtime import call, is_procedure, procedure_arity_includes
from .base_lists import from_pylist, split_keywords
from .registry import define, library

library("data/heap")

MIN_SIZE = 4


class Heap:
    """A heap: ``vec`` (its first ``count`` slots used) ordered by ``le``."""

    __slots__ = ("vec", "count", "le", "positions")

    def __init__(self, vec: list, count: int, le: Any) -> None:
        self.vec, self.count, self.le = vec, count, le
        self.positions: dict | None = None  # heap-remove-eq!'s eq? table: element -> slot

    def racket_repr(self) -> str:
        return "#<heap>"

    __repr__ = racket_repr

    def leq(self, a: Any, b: Any) -> bool:
        return call(self.le, a, b) is not False


def _block_size(n: int) -> int:
    return max(MIN_SIZE, 2 ** max(0, (n - 1).bit_length()))


def _note(positions: dict | None, key: Any, n: int) -> None:
    """Racket's set-index!: once heap-remove-eq! has made the table, key is at slot n."""
    if positions is not None:
        positions[hash_key(key, "eq")] = n


def _up(h: Heap, vec: list, n: int) -> None:
    key = vec[n]
    start = n
    while n != 0:
        parent = (n - 1) // 2
        if h.leq(vec[parent], key):
            break
        vec[n] = vec[parent]
        _note(h.positions, vec[n], n)
        n = parent
    if n != start:
        vec[n] = key
        _note(h.positions, key, n)


def _down(le: Any, vec: list, n: int, size: int, positions: dict | None = None) -> None:
    key = vec[n]
    start = n
    while True:
        left, right = 2 * n + 1, 2 * n + 2
        if left >= size:
            break
        child = left
        if right < size and not le(vec[left], vec[right]):
            child = right
        if le(key, vec[child]):
            break
        vec[n] = vec[child]
        _note(positions, vec[n], n)
        n = child
    if n != start:
        vec[n] = key
        _note(positions, key, n)


def _check_heap(who: str, h: Any) -> Heap:
    if type(h) is not Heap:
        raise contract_error(who, "heap?", h)
    return h


@define("make-heap", 1)
def make_heap(le: Any) -> Heap:
    """An empty heap ordered by le."""
    if not is_procedure(le) or not procedure_arity_includes(le, 2):
        raise contract_error("make-heap", "(and/c (procedure-arity-includes/c 2) "
                             "(unconstrained-domain-> any/c))", le)
    return Heap([False] * MIN_SIZE, 0, le)


@define("heap?", 1)
def heap_p(v: Any) -> bool:
    """Is v a heap?"""
    return type(v) is Heap


@define("heap-count", 1)
def heap_count(h: Any) -> int:
    """How many elements h holds."""
    return _check_heap("heap-count", h).count


def _add_all(h: Heap, keys: list) -> None:
    size, new_size = h.count, h.count + len(keys)
    if new_size > len(h.vec):
        h.vec = h.vec + [False] * (max(len(h.vec), _block_size(new_size)) - len(h.vec))
    h.vec[size:new_size] = keys
    for n in range(size, new_size):
        _note(h.positions, h.vec[n], n)
        _up(h, h.vec, n)
    h.count = new_size


@define("heap-add!", 1, None)
def heap_add(h: Any, *keys: Any) -> Any:
    """Add the keys to h."""
    _add_all(_check_heap("heap-add!", h), list(keys))
    return VOID


@define("heap-add-all!", 2)
def heap_add_all(h: Any, keys: Any) -> Any:
    """Add the elements of a list, vector or heap to h."""
    _check_heap("heap-add-all!", h)
    if is_list(keys):
        items = list_to_python(keys)
    elif type(keys) is MVector:
        items = list(keys.items)
    elif type(keys) is Heap:
        items = keys.vec[:keys.count]
    else:
        raise contract_error("heap-add-all!", "(or/c list? vector? heap?)", keys)
    _add_all(h, items)
    return VOID


@define("heap-min", 1)
def heap_min(h: Any) -> Any:
    """The least element of h."""
    if _check_heap("heap-min", h).count == 0:
        raise racket_error("heap-min: empty heap")
    return h.vec[0]


def _remove_index(h: Heap, index: int) -> None:
    vec, size = h.vec, h.count
    last = size - 1
    removed = vec[index]
    vec[index] = vec[last]
    vec[last] = False
    if h.positions is not None:
        _note(h.positions, vec[index], index)
        h.positions.pop(hash_key(removed, "eq"), None)
    if index != last:
        if index == 0 or h.leq(vec[(index - 1) // 2], vec[index]):
            _down(h.leq, vec, index, last, h.positions)
        else:
            _up(h, vec, index)
    if MIN_SIZE < size < len(vec) // 4:
        h.vec = vec[:_block_size(size)]
    h.count = last


@define("heap-remove-min!", 1)
def heap_remove_min(h: Any) -> Any:
    """Remove the least element of h."""
    if _check_heap("heap-remove-min!", h).count == 0:
        raise racket_error("heap-remove-min!: empty heap")
    _remove_index(h, 0)
    return VOID


@define("heap-remove!", 2, None)
def heap_remove(*args: Any) -> bool:
    """Remove an element equal (or #:same?) to v; #f when there is none."""
    (h, v), kw = split_keywords("heap-remove!", args, ("#:same?",))
    _check_heap("heap-remove!", h)
    same = kw.get("#:same?")
    test = (lambda a, b: call(same, a, b) is not False) if same is not None else is_equal
    vec, size = h.vec, h.count

    def search(n: int) -> int | None:
        if test(vec[n], v):
            return n
        left, right = 2 * n + 1, 2 * n + 2
        if left < size and h.leq(vec[left], v):
            found = search(left)
            if found is not None:
                return found
        if right < size and h.leq(vec[right], v):
            return search(right)
        return None
    index = search(0) if size else None
    if index is None:
        return False
    _remove_index(h, index)
    return True


@define("heap-remove-eq!", 2)
def heap_remove_eq(h: Any, v: Any) -> bool:
    """Remove the element that is eq? to v (data/heap 1.1's, found by identity rather than
    searched for by the heap's order); #f when there is none. Racket finds it through an
    eq? table of positions made at the first call and kept up to date after: an object
    added twice maps to one slot, and removing it leaves the other copy out of the table
    (a second call answers #f), as in Racket."""
    _check_heap("heap-remove-eq!", h)
    if h.positions is None:
        h.positions = {hash_key(key, "eq"): n for n, key in enumerate(h.vec[:h.count])}
    index = h.positions.get(hash_key(v, "eq"))
    if index is None:
        return False
    if not (index < h.count and is_eq(h.vec[index], v)):
        raise racket_error("heap-remove-eq!: the key is not at the expected index;\n"
                           " due to concurrent modification or an internal error\n"
                           f"  key: {print_string(v)}")
    _remove_index(h, index)
    return True


@define("heap-copy", 1)
def heap_copy(h: Any) -> Heap:
    """A new heap with h's elements."""
    _check_heap("heap-copy", h)
    return Heap(list(h.vec), h.count, h.le)


@define("vector->heap", 2)
def vector_to_heap(le: Any, vec: Any) -> Heap:
    """A heap of the vector's elements."""
    if type(vec) is not MVector:
        raise contract_error("vector->heap", "vector?", vec)
    size = len(vec.items)
    items = list(vec.items) + [False] * (_block_size(size) - size)
    h = Heap(items, size, le)
    for n in range(size - 1, -1, -1):
        _down(h.leq, items, n, size)
    return h


def _sorted(h: Heap) -> list:
    """heap-sort!*: the elements in order, sorted as Racket's heap->vector sorts them."""
    v = h.vec[:h.count]
    ge = lambda a, b: h.leq(b, a)     # noqa: E731
    for n in range(len(v) - 1, -1, -1):
        _down(ge, v, n, len(v))
    for last in range(len(v) - 1, 0, -1):
        v[0], v[last] = v[last], v[0]
        _down(ge, v, 0, last)
    return v


@define("heap->vector", 1)
def heap_to_vector(h: Any) -> MVector:
    """The elements of h in order."""
    return MVector(_sorted(_check_heap("heap->vector", h)))


def _consume(h: Heap) -> list:
    out = []
    while h.count:
        out.append(h.vec[0])
        _remove_index(h, 0)
    return out


@define("in-heap", 1)
def in_heap(h: Any) -> Any:
    """The elements of h in order (h unchanged)."""
    return from_pylist(_consume(heap_copy(h)))


@define("in-heap/consume!", 1)
def in_heap_consume(h: Any) -> Any:
    """The elements of h in order, removing them."""
    return from_pylist(_consume(_check_heap("in-heap/consume!", h)))


@define("heap-sort!", 2)
def heap_sort(x: Any, y: Any) -> Any:
    """(heap-sort! v <=?): sort the vector in place, by Racket's heapsort (so elements that
    compare equal end where Racket's leave them); the arguments may come in either order."""
    if type(x) is MVector and is_procedure(y):
        v, le = x, y
    elif type(y) is MVector and is_procedure(x):
        v, le = y, x
    elif type(x) is not MVector:
        raise contract_error("heap-sort!", "vector?", x)
    else:
        raise contract_error("heap-sort!", "procedure?", y)
    if v.immutable and len(v.items) > 1:
        raise contract_error("vector-set!", "(and/c vector? (not/c immutable?))", v, 0, [v, 0, v.items[0]])
    v.items[:] = _sorted(Heap(v.items, len(v.items), le))
    return VOID
