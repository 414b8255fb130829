"""Equality, booleans, vectors, boxes and hash tables (racket/base), with racket/vector and
racket/bool.

Vector, box and hash literals are immutable (their ``immutable``/``mutable`` flag); mutating
one is the contract error Racket gives. Immutable hashes (`hash`, `hash-set`) are updated
functionally by copying.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import (NIL, VOID, Box, Char, HashTable, entries_apart, MPair, MString, make_mstring, MVector, MultipleValues, Pair, make_pair,
                    StructInstance, Symbol, Void, as_str, is_list, make_list)
from minischeme.values.equality import (CHAR_IMAGES, char_image, hash_has, hash_key, hash_put, hash_remove,
                                        is_eq, is_equal, is_eqv)
from minischeme.values.errors import contract_error
from minischeme.values.hash_order import (GONE, copy_buckets, iteration_positions, ordered_items,
                                          ordered_keys, try_ordered_items)
from minischeme.values.printer import error_value_string, print_string
from minischeme.values.procedures import Closure, Primitive, TailCall, is_keyword
from minischeme.values.runtime import (apply_procedure, call, is_procedure, procedure_arity_includes,
                       single_value)
from .registry import add, define, library
from .base_lists import (check_list, check_proc, check_proc_arity, fail, keyword_arity_error, split_keywords,
                         direct_fn, from_pylist, sort_list, truthy)
from .base_numbers import check_length, check_real, is_nonneg_int
from .base_strings import bad_index, check_range, index_error

library("racket/base")


# ------------------------------------------------------------------ equality, booleans

# eq?, eqv? and equal? are values/equality.py's functions themselves (no wrapper: the
# code generator's inlined `(a is b or f(a, b))` then costs one Python call when a is not b)
add("eq?", Primitive("eq?", is_eq, 2, 2))
add("eqv?", Primitive("eqv?", is_eqv, 2, 2))
add("equal?", Primitive("equal?", is_equal, 2, 2))


@define("equal?/recur", 3)
def equal_recur(a: Any, b: Any, recur: Any) -> bool:
    """Like equal? for a and b themselves, with (recur x y) comparing their parts (the
    cars and cdrs of pairs, the elements of vectors, boxes' contents, hash tables' values,
    transparent structs' fields)."""
    if not (is_procedure(recur) and procedure_arity_includes(recur, 2)):
        raise contract_error("equal?/recur", "(procedure-arity-includes/c 2)", recur)
    def parts(xs: list, ys: list) -> bool:
        return len(xs) == len(ys) and all(call(recur, x, y) is not False for x, y in zip(xs, ys))
    ta = type(a)
    if ta is not type(b):
        return is_equal(a, b)
    if ta is Pair:
        return parts([a.car, a.cdr], [b.car, b.cdr])
    if ta is MVector:
        return parts(a.items, b.items)
    if ta is Box:
        return a.immutable == b.immutable and parts([a.value], [b.value])
    if ta is HashTable:
        if (a.kind, a.mutable, a.weak) != (b.kind, b.mutable, b.weak) or a.table.keys() != b.table.keys():
            return False
        return parts([a.table[k][1] for k in a.table], [b.table[k][1] for k in a.table])
    if ta is StructInstance and a.stype is b.stype and a.stype.transparent:
        return parts(list(a.fields), list(b.fields))
    return is_equal(a, b)


@define("not", 1)
def not_(x: Any) -> bool:
    """#t for #f, else #f."""
    return x is False


@define("boolean?", 1)
def boolean_p(x: Any) -> bool:
    """Is x #t or #f?"""
    return type(x) is bool


@define("void?", 1)
def void_p(x: Any) -> bool:
    """Is x the void value?"""
    return type(x) is Void


@define("immutable?", 1)
def immutable_p(x: Any) -> bool:
    """Is x an immutable string, vector, box or hash table?"""
    t = type(x)
    if t is str or t is bytes:      # a bytes object is an immutable byte string
        return True
    if t is MVector or t is Box:
        return x.immutable
    if t is HashTable:
        return not x.mutable
    return False


# ------------------------------------------------------------------ vectors

def check_vector(who: str, v: Any, pos: int | None = None, args: list | None = None) -> list:
    """The items of vector v, or `expected: vector?`."""
    if type(v) is not MVector:
        raise contract_error(who, "vector?", v, pos, args)
    return v.items


def check_mutable_vector(who: str, v: Any) -> list:
    """The items of a mutable vector, or `expected: (and/c vector? (not/c immutable?))`."""
    if type(v) is not MVector or v.immutable:
        raise contract_error(who, "(and/c vector? (not/c immutable?))", v)
    return v.items


def _vector_index(who: str, v: Any, k: Any) -> int:
    if not is_nonneg_int(k):
        raise bad_index(who, k, v)
    if k >= len(v.items):
        raise index_error(who, "", "vector", k, v, len(v.items))
    return k


@define("vector?", 1)
def vector_p(x: Any) -> bool:
    """Is x a vector?"""
    return type(x) is MVector


@define("vector", 0, None)
def vector(*items: Any) -> MVector:
    """A mutable vector of the arguments."""
    return MVector(list(items))


@define("vector-immutable", 0, None)
def vector_immutable(*items: Any) -> MVector:
    """An immutable vector of the arguments."""
    return MVector(list(items), immutable=True)


@define("make-vector", 1, 2)
def make_vector(n: Any, fill: Any = 0) -> MVector:
    """A vector of n copies of fill (default 0)."""
    if not is_nonneg_int(n):
        raise contract_error("make-vector", "valid-vector-length?", n)
    check_length(n, "vector")
    return MVector([fill] * n)


@define("vector-ref", 2)
def vector_ref(v: Any, k: Any) -> Any:
    """The element of v at position k."""
    if type(v) is MVector and type(k) is int and k >= 0:   # the usual case, checks inline
        items = v.items
        if k < len(items):
            return items[k]
    check_vector("vector-ref", v)
    return v.items[_vector_index("vector-ref", v, k)]


@define("vector-set!", 3)
def vector_set(v: Any, k: Any, value: Any) -> Any:
    """Replace the element of v at position k."""
    if type(v) is MVector and not v.immutable and type(k) is int and k >= 0:
        items = v.items
        if k < len(items):
            items[k] = value
            return VOID
    items = check_mutable_vector("vector-set!", v)
    items[_vector_index("vector-set!", v, k)] = value
    return VOID


@define("vector-cas!", 4)
def vector_cas(v: Any, k: Any, old: Any, new: Any) -> bool:
    """Put new at position k of the mutable vector v if what is there is eq? to old;
    says whether it did (one thread at a time here: no retry is ever needed)."""
    if not (type(v) is MVector and not v.immutable):
        raise contract_error("vector-cas!", "(and/c vector? (not/c immutable?))", v)
    k = _vector_index("vector-cas!", v, k)
    if not is_eq(v.items[k], old):
        return False
    v.items[k] = new
    return True


@define("vector-length", 1)
def vector_length(v: Any) -> int:
    """The number of elements of v."""
    if type(v) is MVector:
        return len(v.items)
    return len(check_vector("vector-length", v))


# vector*-length, vector*-ref, vector*-set!, unbox*, set-box*!: the procedures that refuse
# impersonators (which minischeme has none of), with Racket's contracts that say so.

@define("vector*-length", 1)
def vector_star_length(v: Any) -> int:
    """The number of elements of a vector that is no impersonator."""
    if type(v) is not MVector:
        raise contract_error("vector*-length", "(and/c vector? (not impersonator?))", v)
    return len(v.items)


@define("vector*-ref", 2)
def vector_star_ref(v: Any, k: Any) -> Any:
    """The element at position k of a vector that is no impersonator."""
    if type(v) is not MVector:
        raise contract_error("vector*-ref", "(and/c vector? (not impersonator?))", v)
    return v.items[_vector_index("vector*-ref", v, k)]


@define("vector*-set!", 3)
def vector_star_set(v: Any, k: Any, value: Any) -> Any:
    """Replace the element at position k of a mutable vector that is no impersonator."""
    if type(v) is not MVector or v.immutable:
        raise contract_error("vector*-set!", "(and/c vector? (not immutable?) (not impersonator?))",
                             v)
    v.items[_vector_index("vector*-set!", v, k)] = value
    return VOID


@define("vector->values", 1, 3)
def vector_to_values(v: Any, start: Any = 0, end: Any = None) -> Any:
    """The elements of v from start to end as multiple values."""
    items = check_vector("vector->values", v)
    end = len(items) if end is None else end
    check_range("vector->values", "vector", v, len(items), start, end)
    got = items[start:end]
    return got[0] if len(got) == 1 else MultipleValues(got)


@define("vector->list", 1)
def vector_to_list(v: Any) -> Any:
    """The elements of v as a list."""
    return from_pylist(check_vector("vector->list", v))


@define("list->vector", 1)
def list_to_vector(lst: Any) -> MVector:
    """A mutable vector of the elements of lst."""
    if lst.__class__ is Pair and lst.listp is True:
        # a known list (its pairs end in '()): check_list's walk without its two calls
        items = []
        nil = NIL
        while lst is not nil:
            items.append(lst.car)   # (not hoisted: see data.list_to_python)
            lst = lst.cdr
        return MVector(items)
    return MVector(check_list("list->vector", lst))


@define("vector->immutable-vector", 1)
def vector_to_immutable_vector(v: Any) -> MVector:
    """An immutable vector with the elements of v."""
    items = check_vector("vector->immutable-vector", v)
    return v if v.immutable else MVector(list(items), immutable=True)


@define("vector-fill!", 2)
def vector_fill(v: Any, value: Any) -> Any:
    """Set every element of v to value."""
    if type(v) is not MVector:      # (Racket names the mutable vector only for a vector)
        raise contract_error("vector-fill!", "vector?", v)
    items = check_mutable_vector("vector-fill!", v)
    items[:] = [value] * len(items)
    return VOID


@define("build-vector", 2)
def build_vector(n: Any, proc: Any) -> MVector:
    """The vector of (proc 0) ... (proc n-1)."""
    if not is_nonneg_int(n):
        raise contract_error("build-vector", "exact-nonnegative-integer?", n)
    check_proc_arity("build-vector", proc, 1, "(exact-nonnegative-integer? . -> . any/c)")
    check_length(n, "vector")
    return MVector([call(proc, i) for i in range(n)])


@define("vector-copy", 1, 3, lib="racket/vector")
def vector_copy(v: Any, start: Any = 0, end: Any = None) -> MVector:
    """A new mutable vector with the elements of v from start to end."""
    items = check_vector("vector-copy", v)
    end = len(items) if end is None else end
    check_range("vector-copy", "vector", v, len(items), start, end)
    return MVector(items[start:end])


@define("vector-copy!", 3, 5)
def vector_copy_bang(dest: Any, dest_start: Any, src: Any, src_start: Any = 0, src_end: Any = None) -> Any:
    """Copy src's elements from src-start to src-end into dest from dest-start (the two may
    be the same vector, overlapping)."""
    if type(dest) is not MVector or dest.immutable:
        raise contract_error("vector-copy!", "(and/c vector? (not/c immutable?))", dest)
    if type(dest_start) is not int or dest_start < 0:
        raise contract_error("vector-copy!", "exact-nonnegative-integer?", dest_start)
    items = check_vector("vector-copy!", src)
    if dest_start > len(dest.items):     # before the source's range, as Racket checks them
        raise fail(f"vector-copy!: starting index is out of range\n  starting index: {dest_start}\n"
                   f"  valid range: [0, {len(dest.items)}]\n  vector: {error_value_string(dest)}")
    end = len(items) if src_end is None else src_end
    check_range("vector-copy!", "vector", src, len(items), src_start, end)
    if dest_start + (end - src_start) > len(dest.items):
        raise fail(f"vector-copy!: not enough room in target vector\n  target length: "
                   f"{len(dest.items)}\n  needed length: {dest_start + end - src_start}")
    dest.items[dest_start:dest_start + end - src_start] = items[src_start:end]
    return VOID


def _vector_map_args(who: str, proc: Any, vectors: tuple) -> list[list]:
    args = [proc, *vectors]
    check_proc(who, proc, 0, args)
    items = [check_vector(who, v, i + 1, args) for i, v in enumerate(vectors)]
    if any(len(i) != len(items[0]) for i in items):
        if who in ("vector-map", "vector-map!"):  # sic: Racket 8.7 words their error this way
            raise fail(f"'{who}: all vectors must have same size; arguments were: "
                       + " ".join(print_string(a) for a in args))
        raise fail(f"{who}: all vectors must have same size")
    if not procedure_arity_includes(proc, len(vectors)):
        raise fail(f"{who}: mismatch between procedure arity and argument count\n"
                   f"  procedure: {print_string(proc)}\n  expected arity: {len(vectors)}")
    return items


@define("vector-map", 2, None, lib="racket/vector")
def vector_map(proc: Any, *vectors: Any) -> MVector:
    """A vector of proc applied to the elements of the vectors in parallel."""
    items = _vector_map_args("vector-map", proc, vectors)
    return MVector([apply_procedure(proc, list(xs), True) for xs in zip(*items)])


@define("vector-append", 0, None, lib="racket/vector")
def vector_append(*vectors: Any) -> MVector:
    """A vector of the elements of all the vectors."""
    out: list = []
    for i, v in enumerate(vectors):
        out.extend(check_vector("vector-append", v, i, list(vectors)))
    return MVector(out)


def _vector_member(who: str, same: Callable[[Any, Any], bool]) -> None:
    atoms = same is not is_eq     # eq? of two large equal integers is #f: not taken here

    def member(value: Any, v: Any) -> Any:
        items = check_vector(who, v, 1, [value, v])
        t = type(value)
        if atoms and (t is int or t is Char or t is Symbol):
            # an exact integer, a character or a symbol: equal? and eqv? are one test of
            # each element here, with no call
            if t is Symbol:
                for i, x in enumerate(items):
                    if x is value:
                        return i
            elif t is int:
                for i, x in enumerate(items):
                    if type(x) is int and x == value:
                        return i
            else:
                ch = value.ch
                for i, x in enumerate(items):
                    if type(x) is Char and x.ch == ch:
                        return i
            return False
        for i, x in enumerate(items):
            if same(value, x):
                return i
        return False
    member.__doc__ = f"Racket {who}: the index of the first element like value, else #f."
    define(who, 2, lib="racket/vector")(member)


_vector_member("vector-member", is_equal)
_vector_member("vector-memv", is_eqv)
_vector_member("vector-memq", is_eq)


@define("vector-count", 2, None, lib="racket/vector")
def vector_count(proc: Any, *vectors: Any) -> int:
    """How many elements (in parallel) proc returns true for. Its arguments are checked as
    racket/vector checks them: the procedure, its arity, then the vectors (a bad vector
    after the first reported as the first, sic), their sizes; no argument positions."""
    check_proc("vector-count", proc)
    if not procedure_arity_includes(proc, len(vectors)):
        raise fail(f"vector-count: mismatch between procedure arity and argument count\n"
                   f"  procedure: {print_string(proc)}\n  expected arity: {len(vectors)}")
    if any(type(v) is not MVector for v in vectors):
        raise contract_error("vector-count", "vector?", vectors[0])
    items = _vector_map_args("vector-count", proc, vectors)
    return sum(1 for xs in zip(*items) if apply_procedure(proc, list(xs), True) is not False)


def _vector_filter(who: str, keep: bool) -> None:
    def vfilter(pred: Any, v: Any) -> MVector:
        check_proc_arity(who, pred, 1, "(any/c . -> . any/c)")
        if type(v) is not MVector:      # (sic: Racket 8.7 reports it from its loop)
            raise contract_error("in-vector", "vector", v)
        items = v.items
        return MVector([x for x in items if truthy(call(pred, x)) is keep])
    vfilter.__doc__ = f"Racket {who}."
    define(who, 2, lib="racket/vector")(vfilter)


_vector_filter("vector-filter", True)
_vector_filter("vector-filter-not", False)


def _vector_arg(who: str, pick: Callable[[Any, Any], bool]) -> None:
    def varg(proc: Any, v: Any) -> Any:
        check_proc_arity(who, proc, 1, "(any/c . -> . real?)")
        if type(v) is not MVector or not v.items:
            raise contract_error(who, "(and/c vector? (lambda (v) (positive? (vector-length v))))",
                                 v)
        best, best_key = None, None
        for x in v.items:
            k = call(proc, x)
            check_real(who, k)
            if best_key is None or pick(k, best_key):
                best, best_key = x, k
        return best
    varg.__doc__ = f"Racket {who}: the first element whose (proc x) is extreme."
    define(who, 2, lib="racket/vector")(varg)


_vector_arg("vector-argmin", lambda a, b: a < b)
_vector_arg("vector-argmax", lambda a, b: a > b)


_VECTOR_SORT_EXPECTED = "a different number plus optional arguments with keywords #:cache-keys? and #:key"


def _vector_sort_args(who: str, args: tuple) -> tuple[Any, Any, Any, Any, Any, bool]:
    """(vector-sort v less? [start end] #:key key #:cache-keys? b)'s arguments, checked:
    v, less?, start, end, the key procedure (None without one) and cache-keys?."""
    positional, kw = split_keywords(who, args, ("#:key", "#:cache-keys?"))
    if not 2 <= len(positional) <= 4:
        raise keyword_arity_error(who, _VECTOR_SORT_EXPECTED, args, len(positional), bool(kw))
    v, less, start, end = (list(positional) + [0, None][len(positional) - 2:])[:4]
    check_proc_arity(who, less, 2, "(any/c any/c . -> . any/c)")
    key = kw.get("#:key")
    if key is not None and key is not False:
        check_proc_arity(who, key, 1, "(any/c . -> . any/c)")
    else:
        key = None
    return v, less, start, end, key, kw.get("#:cache-keys?", False) is not False


@define("vector-sort", 0, None, lib="racket/vector")
def vector_sort(*args: Any) -> MVector:
    """(vector-sort v less? [start end] #:key key): a new vector of the elements of v (from
    start to end) sorted by less? (of their keys), stably."""
    if len(args) > 1 and type(args[0]) is not MVector and not is_keyword(args[0]):
        check_vector("vector-sort", args[0])     # (the vector is checked first)
    v, less, start, end, key, cache = _vector_sort_args("vector-sort", args)
    items = check_vector("vector-sort", v)
    end = len(items) if end is None else end
    check_range("vector-sort", "vector", v, len(items), start, end)
    return MVector(list(sort_list(items[start:end], less, key, cache)))


@define("vector-sort!", 0, None, lib="racket/vector")
def vector_sort_bang(*args: Any) -> Any:
    """(vector-sort! v less? [start end] #:key key): sort the elements of v (from start to
    end) in place."""
    v, less, start, end, key, cache = _vector_sort_args("vector-sort!", args)
    items = check_mutable_vector("vector-sort!", v)
    end = len(items) if end is None else end
    check_range("vector-sort!", "vector", v, len(items), start, end)
    items[start:end] = sort_list(items[start:end], less, key, cache)
    return VOID


def _vector_slice(who: str, take: bool, from_right: bool) -> None:
    def vslice(v: Any, n: Any) -> MVector:
        items = check_vector(who, v)
        if not is_nonneg_int(n):    # (Racket names no argument position)
            raise contract_error(who, "exact-nonnegative-integer?", n)
        if n > len(items):
            raise fail(f"{who}: index is out of range\n  index: {n}\n"
                       f"  valid range: [0, {len(items)}]\n  vector: {error_value_string(v)}")
        cut = len(items) - n if from_right else n
        return MVector(items[:cut] if take != from_right else items[cut:])
    vslice.__doc__ = f"Racket {who}."
    define(who, 2, lib="racket/vector")(vslice)


_vector_slice("vector-take", True, False)
_vector_slice("vector-drop", False, False)
_vector_slice("vector-take-right", True, True)
_vector_slice("vector-drop-right", False, True)


def _vector_split(who: str, from_right: bool) -> None:
    def split(v: Any, n: Any) -> MultipleValues:
        items = check_vector(who, v)
        if not is_nonneg_int(n):
            raise contract_error(who, "exact-nonnegative-integer?", n)
        if n > len(items):
            raise fail(f"{who}: index is out of range\n  index: {n}\n"
                       f"  valid range: [0, {len(items)}]\n  vector: {error_value_string(v)}")
        cut = len(items) - n if from_right else n
        return MultipleValues([MVector(items[:cut]), MVector(items[cut:])])
    split.__doc__ = (f"Racket {who}: the vector's first and last elements as two new vectors, "
                     f"cut {'n elements from the end' if from_right else 'after n elements'}.")
    define(who, 2, lib="racket/vector")(split)


_vector_split("vector-split-at", False)
_vector_split("vector-split-at-right", True)


@define("vector-set*!", 1, None, lib="racket/vector")
def vector_set_star(v: Any, *pairs: Any) -> Any:
    """(vector-set*! v pos val ... ...): vector-set! of each position and value, in order."""
    if len(pairs) % 2:
        raise fail("vector-set*!: expected an even number of association elements, but "
                   f"received an odd number: {error_value_string(make_list(list(pairs)))}")
    for i in range(0, len(pairs), 2):
        vector_set(v, pairs[i], pairs[i + 1])
    return VOID


# ------------------------------------------------------------------ boxes

@define("box", 1)
def box(value: Any) -> Box:
    """A mutable box holding value."""
    return Box(value)


@define("box-immutable", 1)
def box_immutable(value: Any) -> Box:
    """An immutable box holding value."""
    return Box(value, immutable=True)


@define("box?", 1)
def box_p(x: Any) -> bool:
    """Is x a box?"""
    return type(x) is Box


@define("unbox", 1)
def unbox(b: Any) -> Any:
    """The content of a box."""
    if type(b) is not Box:
        raise contract_error("unbox", "box?", b)
    return b.value


@define("set-box!", 2)
def set_box(b: Any, value: Any) -> Any:
    """Replace the content of a mutable box."""
    if type(b) is not Box or b.immutable:
        raise contract_error("set-box!", "(and/c box? (not/c immutable?))", b)
    b.value = value
    return VOID


@define("unbox*", 1)
def unbox_star(b: Any) -> Any:
    """The content of a box that is no impersonator."""
    if type(b) is not Box:
        raise contract_error("unbox*", "(and/c box? (not impersonator?))", b)
    return b.value


@define("set-box*!", 2)
def set_box_star(b: Any, value: Any) -> Any:
    """Replace the content of a mutable box that is no impersonator."""
    if type(b) is not Box or b.immutable:
        raise contract_error("set-box*!", "(and/c box? (not immutable?) (not impersonator?))", b)
    b.value = value
    return VOID


@define("box-cas!", 3)
def box_cas(b: Any, old: Any, new: Any) -> bool:
    """Set the box to new if it holds old (by eq?); #t if it did."""
    if type(b) is not Box or b.immutable:
        raise contract_error("box-cas!", "(and/c box? (not/c immutable?))", b)
    if is_eq(b.value, old):
        b.value = new
        return True
    return False


# ------------------------------------------------------------------ hash tables

def check_hash(who: str, h: Any, args: list | None = None) -> HashTable:
    """h, or `expected: hash?` (with the other arguments when there are some)."""
    if type(h) is not HashTable:
        raise contract_error(who, "hash?", h, 0, args)
    return h


def check_mutable_hash(who: str, h: Any, args: list) -> HashTable:
    """A mutable hash, or `expected: (and/c hash? (not/c immutable?))`."""
    if type(h) is not HashTable or not h.mutable:
        raise contract_error(who, "(and/c hash? (not/c immutable?))", h, 0, args)
    return h


def check_immutable_hash(who: str, h: Any, args: list) -> HashTable:
    """An immutable hash, or `expected: (and/c hash? immutable?)`."""
    if type(h) is not HashTable or h.mutable:
        raise contract_error(who, "(and/c hash? immutable?)", h, 0, args)
    return h


def copy_hash(h: HashTable, mutable: bool) -> HashTable:
    """A copy of h (mutable or not)."""
    new = HashTable(h.kind, mutable, h.weak and mutable)
    new.table = dict(h.table)
    if mutable:
        copy_buckets(h, new)
    return new


def _hash_from_args(who: str, kind: str, args: tuple) -> HashTable:
    h = HashTable(kind, mutable=False)
    if len(args) % 2:
        raise fail(f"{who}: key does not have a value (i.e., an odd number of arguments were "
                   f"provided)\n  key: {error_value_string(args[-1])}")
    for i in range(0, len(args), 2):
        hash_put(h, args[i], args[i + 1])
    return h


def _hash_from_alist(who: str, kind: str, mutable: bool, alist: Any,
                     weak: bool = False) -> HashTable:
    if alist is not NIL and not (type(alist) is Pair and _all_pairs(alist)):
        raise contract_error(who, "(listof pair?)", alist)
    h = HashTable(kind, mutable, weak)
    p = alist
    while type(p) is Pair:
        hash_put(h, p.car.car, p.car.cdr)
        p = p.cdr
    return h


def _all_pairs(lst: Any) -> bool:
    if not is_list(lst):
        return False
    p = lst
    while type(p) is Pair:
        if type(p.car) is not Pair:
            return False
        p = p.cdr
    return True


for _name, _kind in (("hash", "equal"), ("hasheqv", "eqv"), ("hasheq", "eq")):
    def _make_immutable(*args: Any, _name: str = _name, _kind: str = _kind) -> HashTable:
        return _hash_from_args(_name, _kind, args)
    _make_immutable.__doc__ = f"An immutable {_kind}?-based hash table of key value ... pairs."
    define(_name, 0, None)(_make_immutable)

for _suffix, _kind in (("", "equal"), ("eqv", "eqv"), ("eq", "eq")):
    def _make_mutable(alist: Any = NIL, _name: str = f"make-hash{_suffix}",
                      _kind: str = _kind) -> HashTable:
        return _hash_from_alist(_name, _kind, True, alist)
    _make_mutable.__doc__ = f"A mutable {_kind}?-based hash table from an association list."
    define(f"make-hash{_suffix}", 0, 1)(_make_mutable)

    def _make_frozen(alist: Any = NIL, _name: str = f"make-immutable-hash{_suffix}",
                     _kind: str = _kind) -> HashTable:
        return _hash_from_alist(_name, _kind, False, alist)
    _make_frozen.__doc__ = f"An immutable {_kind}?-based hash table from an association list."
    define(f"make-immutable-hash{_suffix}", 0, 1)(_make_frozen)

    def _make_weak(alist: Any = NIL, _name: str = f"make-weak-hash{_suffix}",
                   _kind: str = _kind) -> HashTable:
        return _hash_from_alist(_name, _kind, True, alist, weak=True)
    _make_weak.__doc__ = (f"A mutable {_kind}?-based hash table that Racket would let drop "
                          "unreachable keys (here it keeps them: nothing a program prints "
                          "depends on when they go).")
    define(f"make-weak-hash{_suffix}", 0, 1)(_make_weak)


@define("hash-weak?", 1)
def hash_weak_p(h: Any) -> bool:
    """Was h made by make-weak-hash (or copied from one)?"""
    return check_hash("hash-weak?", h).weak


@define("hash?", 1)
def hash_p(x: Any) -> bool:
    """Is x a hash table?"""
    return type(x) is HashTable


def _failure(who: str, key: Any, failure: Any) -> Any:
    """What hash-ref gives for a missing key: call the failure thunk, return the failure
    value, or raise `no value found for key`."""
    t = type(failure)
    if t is bool or t is int:          # the usual #f or 0, without the procedure tests
        return failure
    if t is Closure and failure.arity == 0:   # a thunk translated to Python: call it
        r = failure.fn()
        return r if type(r) is not TailCall else apply_procedure(r.proc, r.args)
    if failure is _NO_FAILURE:
        raise fail(f"{who}: no value found for key\n  key: {error_value_string(key)}")
    if is_procedure(failure):
        if who == "hash-ref!":      # (Racket's hash-ref! calls it: the procedure's own error)
            return apply_procedure(failure, [])
        if not procedure_arity_includes(failure, 0):
            raise fail(f"{who}: arity mismatch for failure procedure;\n"
                       " given procedure does not accept zero arguments\n"
                       f"  procedure: {error_value_string(failure)}")
        return apply_procedure(failure, [])   # in tail position: any number of values
    return failure


_NO_FAILURE = object()


@define("hash-ref", 2, 3)
def hash_ref(h: Any, key: Any, failure: Any = _NO_FAILURE) -> Any:
    """The value for key, else the failure value (or the result of calling the thunk)."""
    if type(h) is not HashTable:
        check_hash("hash-ref", h, [h, key])   # Racket leaves the failure value out
    t = type(key)   # a fixnum or symbol is its own image, a character's is written out;
    # any other key's: equality.hash_key
    image = key if t is int or t is Symbol else (CHAR_IMAGES.get(key.ch) or char_image(
        key.ch)) if t is Char else hash_key(key, h.kind)
    d = h._table        # (None while a newer version holds it: the property takes it back)
    entry = (d if d is not None else h.table).get(image)
    if entry is None:
        return _failure("hash-ref", key, failure)
    return entry[1]


@define("hash-ref!", 3)
def hash_ref_bang(h: Any, key: Any, to_set: Any) -> Any:
    """The value for key; when missing, store to-set (or its thunk's result) first."""
    if type(h) is not HashTable or not h.mutable:
        check_mutable_hash("hash-ref!", h, [h, key, to_set])
    t = type(key)
    entry = h.table.get(key if t is int or t is Symbol else hash_key(key, h.kind))
    if entry is not None:
        return entry[1]
    value = _failure("hash-ref!", key, to_set)
    if type(value) is MultipleValues:     # the value stored must be one value
        single_value(value)
    hash_put(h, key, value)      # the key again: the thunk may have mutated it
    return value


# `(hash-ref! h k (lambda () body ...))` (and hash-ref's) in translated code runs the
# thunk's body in place (expander.Builder.lower_hash_ref): no closure is made for every call, most of which find the
# key. These helpers are its parts.


class _Missing:
    """The lookup's answer for a missing key: no Racket value is eq? to it."""

    def __repr__(self) -> str:
        return "#<missing>"


HASH_MISSING = _Missing()


@define("%hash-ref-lookup", 2)
def hash_ref_lookup(h: Any, key: Any) -> Any:
    """The value for key, or HASH_MISSING (the lowered hash-ref with a failure thunk)."""
    if type(h) is not HashTable:
        check_hash("hash-ref", h, [h, key])
    t = type(key)
    entry = h.table.get(key if t is int or t is Symbol else hash_key(key, h.kind))
    return HASH_MISSING if entry is None else entry[1]


@define("%hash-ref!-lookup", 3)
def hash_ref_bang_lookup(h: Any, key: Any, thunk: Any) -> Any:
    """The value for key, or HASH_MISSING; ``thunk`` stands for the literal thunk in
    hash-ref!'s error message (it is never called)."""
    if type(h) is not HashTable or not h.mutable:
        check_mutable_hash("hash-ref!", h, [h, key, thunk])
    t = type(key)
    entry = h.table.get(key if t is int or t is Symbol else hash_key(key, h.kind))
    return HASH_MISSING if entry is None else entry[1]


@define("%hash-missing?", 1)
def hash_missing_p(x: Any) -> bool:
    """Did the lookup find no value?"""
    return x is HASH_MISSING


@define("%hash-ref!-store", 3)
def hash_ref_bang_store(h: HashTable, key: Any, value: Any) -> Any:
    """Store the thunk's value for key, and return it, as hash-ref! does on a miss."""
    hash_put(h, key, value)
    return value


@define("hash-has-key?", 2)
def hash_has_key(h: Any, key: Any) -> bool:
    """Does h map key?"""
    if type(h) is not HashTable:
        check_hash("hash-has-key?", h, [h, key])
    t = type(key)   # as hash-ref's
    image = key if t is int or t is Symbol else (CHAR_IMAGES.get(key.ch) or char_image(
        key.ch)) if t is Char else hash_key(key, h.kind)
    d = h._table        # (None while a newer version holds it: the property takes it back)
    return image in (d if d is not None else h.table)


@define("hash-set!", 3)
def hash_set_bang(h: Any, key: Any, value: Any) -> Any:
    """Map key to value in a mutable hash."""
    if type(h) is not HashTable or not h.mutable:
        check_mutable_hash("hash-set!", h, [h, key, value])
    t = type(key)   # a fixnum or symbol is its own image; any other key's: equality.hash_key
    image = key if t is int or t is Symbol else hash_key(key, h.kind)
    h._table[image] = (key, value)      # (a mutable table's dict is never handed on)
    return VOID


@define("hash-set*!", 1, None)
def hash_set_star_bang(h: Any, *kvs: Any) -> Any:
    """Map each key to its value in a mutable hash."""
    check_mutable_hash("hash-set*!", h, [h])     # (Racket lists no other argument)
    for k, v in _pairs("hash-set*!", kvs):
        hash_put(h, k, v)
    return VOID


def _pairs(who: str, kvs: tuple) -> list[tuple]:
    if len(kvs) % 2:
        raise fail(f"{who}: expected an even number of association elements, but received an "
                   f"odd number of association elements\n  association elements: "
                   f"{print_string(from_pylist(list(kvs)))}")
    return [(kvs[i], kvs[i + 1]) for i in range(0, len(kvs), 2)]


@define("hash-set", 3)
def hash_set(h: Any, key: Any, value: Any) -> HashTable:
    """An immutable hash like h with key mapped to value."""
    check_immutable_hash("hash-set", h, [h, key, value])
    return h.updated(hash_key(key, h.kind), (key, value))


@define("hash-set*", 1, None)
def hash_set_star(h: Any, *kvs: Any) -> HashTable:
    """An immutable hash like h with each key mapped to its value."""
    check_immutable_hash("hash-set*", h, [h])     # (Racket lists no other argument)
    new = copy_hash(h, False)
    for k, v in _pairs("hash-set*", kvs):
        hash_put(new, k, v)
    return new


@define("hash-remove!", 2)
def hash_remove_bang(h: Any, key: Any) -> Any:
    """Remove key from a mutable hash."""
    check_mutable_hash("hash-remove!", h, [h, key])
    hash_remove(h, key)
    return VOID


@define("hash-remove", 2)
def hash_remove_(h: Any, key: Any) -> HashTable:
    """An immutable hash like h without key."""
    check_immutable_hash("hash-remove", h, [h, key])
    return h.updated(hash_key(key, h.kind), None)


@define("hash-clear!", 1)
def hash_clear_bang(h: Any) -> Any:
    """Remove every key of a mutable hash."""
    check_mutable_hash("hash-clear!", h, [h])
    h.table.clear()
    h.chez = None
    return VOID


@define("hash-clear", 1)
def hash_clear(h: Any) -> HashTable:
    """An empty hash of the same kind and mutability as h."""
    check_immutable_hash("hash-clear", h, [])
    return HashTable(h.kind, False)


@define("hash-copy", 1)
def hash_copy(h: Any) -> HashTable:
    """A mutable copy of h."""
    return copy_hash(check_hash("hash-copy", h), True)


@define("hash-copy-clear", 1, 3)
def hash_copy_clear(h: Any, *args: Any) -> HashTable:
    """(hash-copy-clear h [#:kind 'immutable/'mutable/'weak/'ephemeron]): an empty table
    comparing keys as h does, of h's kind unless #:kind says otherwise."""
    _, kw = split_keywords("hash-copy-clear", args, ("#:kind",))
    check_hash("hash-copy-clear", h)
    kind = kw.get("#:kind", False)
    if kind is False:
        return HashTable(h.kind, h.mutable, h.weak)
    if type(kind) is not Symbol or kind.name not in ("immutable", "mutable", "weak", "ephemeron"):
        raise contract_error("hash-copy-clear", "(or/c #f 'immutable 'mutable 'weak 'ephemeron)", kind)
    return HashTable(h.kind, kind.name != "immutable", kind.name in ("weak", "ephemeron"))


@define("hash-count", 1)
def hash_count(h: Any) -> int:
    """The number of keys of h."""
    return len(check_hash("hash-count", h).table)


@define("hash-empty?", 1)
def hash_empty_p(h: Any) -> bool:
    """Does h have no keys?"""
    return not check_hash("hash-empty?", h).table


def _ordered(h: HashTable, try_order: Any = False, fold: bool = True) -> list[tuple]:
    """Entries sorted (try-order?), else in Racket's order: hash-keys iterates, hash-map and
    the rest fold (minischeme/values/hash_order.py)."""
    return try_ordered_items(h) if try_order is not False else ordered_items(h, fold)


_NOT_GIVEN = object()    # an optional argument left out (given, Racket's errors show it)


@define("hash-keys", 1, 2)
def hash_keys(h: Any, try_order: Any = _NOT_GIVEN) -> Any:
    """The keys of h as a list."""
    check_hash("hash-keys", h, None if try_order is _NOT_GIVEN else [h, try_order])
    try_order = try_order is not _NOT_GIVEN and try_order
    if try_order is False:
        return from_pylist(ordered_keys(h))
    return from_pylist([k for k, _ in try_ordered_items(h)])


@define("hash-values", 1, 2)
def hash_values(h: Any, try_order: Any = _NOT_GIVEN) -> Any:
    """The values of h as a list."""
    check_hash("hash-values", h, None if try_order is _NOT_GIVEN else [h, try_order])
    try_order = try_order is not _NOT_GIVEN and try_order
    return from_pylist([v for _, v in _ordered(h, try_order)])


@define("hash->list", 1, 2)
def hash_to_list(h: Any, try_order: Any = _NOT_GIVEN) -> Any:
    """The (key . value) pairs of h as a list."""
    check_hash("hash->list", h, None if try_order is _NOT_GIVEN else [h, try_order])
    try_order = try_order is not _NOT_GIVEN and try_order
    return from_pylist([make_pair(k, v) for k, v in _ordered(h, try_order)])


def _check_kv_proc(who: str, h: Any, proc: Any) -> None:
    check_hash(who, h)
    if not is_procedure(proc) or not procedure_arity_includes(proc, 2):
        raise contract_error(who, "(procedure-arity-includes/c 2)", proc)


@define("hash-map", 2, 3)
def hash_map(h: Any, proc: Any, try_order: Any = False) -> Any:
    """The list of (proc key value) for the entries of h."""
    _check_kv_proc("hash-map", h, proc)
    return from_pylist([call(proc, k, v) for k, v in _ordered(h, try_order)])


@define("hash-for-each", 2, 3)
def hash_for_each(h: Any, proc: Any, try_order: Any = False) -> Any:
    """Call (proc key value) for each entry of h."""
    _check_kv_proc("hash-for-each", h, proc)
    for k, v in _ordered(h, try_order):
        apply_procedure(proc, [k, v])      # for effect: any number of values
    return VOID


# ------------------------------------------------------------------ hash iteration positions
# hash-iterate-first/-next hand out positions, exact integers, that hash-iterate-key and the
# rest take back: the index of an entry in Racket's iteration order (hash_order.py's
# iteration_positions), so a loop over positions visits the keys as hash-keys lists them.

_NO_BAD = object()


def _position_entry(who: str, h: Any, i: Any, bad: Any) -> Any:
    """The (key, value) entry at position i of h, or None when there is none and the
    caller gave a bad-index value; Racket's errors (a hash first, then the index)."""
    check_hash(who, h)
    if not is_nonneg_int(i):
        raise contract_error(who, "exact-nonnegative-integer?", i)
    cells, images = iteration_positions(h)
    if i < len(cells):
        entry = cells[i]
        if images:
            entry = h.table.get(entry) if entry is not GONE else None
        if entry is not None:
            return entry
    if bad is _NO_BAD:
        raise fail(f"{who}: no element at index\n  index: {i}")
    return None


@define("hash-iterate-first", 1)
def hash_iterate_first(h: Any) -> Any:
    """The first iteration position of h (an exact integer), or #f when h is empty; with
    hash-iterate-next it walks h in Racket's order (hash-keys's)."""
    check_hash("hash-iterate-first", h)
    if not h.table:
        return False
    cells, images = iteration_positions(h)
    if images:
        for j, c in enumerate(cells):
            if c is not GONE:
                return j
        return False
    return 0


@define("hash-iterate-next", 2)
def hash_iterate_next(h: Any, i: Any) -> Any:
    """The position after i in h, or #f after the last. As in Racket CS, a mutable table's
    next position skips the cells of removed keys, and an immutable table's is i + 1 unless
    that is its count (so a position past the end is not an error here)."""
    check_hash("hash-iterate-next", h, [h, i])
    if not is_nonneg_int(i):
        raise contract_error("hash-iterate-next", "exact-nonnegative-integer?", i)
    cells, images = iteration_positions(h)
    if not images:
        return False if i + 1 == len(cells) else i + 1
    for j in range(i + 1, len(cells)):
        if cells[j] is not GONE:
            return j
    return False


@define("hash-iterate-key", 2, 3)
def hash_iterate_key(h: Any, i: Any, bad: Any = _NO_BAD) -> Any:
    """The key at position i of h (or bad-index-v when there is none: Racket 8.3's)."""
    entry = _position_entry("hash-iterate-key", h, i, bad)
    return bad if entry is None else entry[0]


@define("hash-iterate-value", 2, 3)
def hash_iterate_value(h: Any, i: Any, bad: Any = _NO_BAD) -> Any:
    """The value at position i of h (or bad-index-v when there is none)."""
    entry = _position_entry("hash-iterate-value", h, i, bad)
    return bad if entry is None else entry[1]


@define("hash-iterate-pair", 2, 3)
def hash_iterate_pair(h: Any, i: Any, bad: Any = _NO_BAD) -> Any:
    """(key . value) at position i of h (bad-index-v in both halves when there is none)."""
    entry = _position_entry("hash-iterate-pair", h, i, bad)
    return make_pair(bad, bad) if entry is None else make_pair(entry[0], entry[1])


@define("hash-iterate-key+value", 2, 3)
def hash_iterate_key_value(h: Any, i: Any, bad: Any = _NO_BAD) -> Any:
    """The key and the value at position i of h, as two values (bad-index-v twice when
    there is none)."""
    entry = _position_entry("hash-iterate-key+value", h, i, bad)
    return MultipleValues([bad, bad] if entry is None else [entry[0], entry[1]])


@define("hash-ref-key", 2, 3)
def hash_ref_key(h: Any, key: Any, failure: Any = _NO_FAILURE) -> Any:
    """The key of h that is equal (by h's comparison) to key: the one stored, which may
    be another object than key (Racket 7.4's)."""
    check_hash("hash-ref-key", h, [h, key])
    entry = h.table.get(hash_key(key, h.kind))
    if entry is not None:
        return entry[0]
    if failure is _NO_FAILURE:
        raise fail(f"hash-ref-key: hash does not contain key\n  key: {error_value_string(key)}")
    return _failure("hash-ref-key", key, failure)


@define("hash-keys-subset?", 2)
def hash_keys_subset_p(a: Any, b: Any) -> bool:
    """Is every key of hash a also a key of hash b? Both must compare keys the same way."""
    check_hash("hash-keys-subset?", a)
    check_hash("hash-keys-subset?", b)
    if a.kind != b.kind:
        raise fail("hash-keys-subset?: given hash tables do not use the same key comparison\n"
                   f"  first table: {error_value_string(a)}\n"
                   f"  second table: {error_value_string(b)}")
    ta, tb = entries_apart(a, b)     # (two versions of one table: a copy)
    return len(ta) <= len(tb) and all(image in tb for image in ta)


def _updated_value(who: str, h: HashTable, key: Any, proc: Any, failure: Any,
                   image: Any = None) -> Any:
    """(proc v) of the value v of ``key`` in h (its hash image, if the caller has it), or of
    the failure value; Racket's errors for a bad proc or a missing key without one."""
    check_proc_arity(who, proc, 1, "(any/c . -> . any/c)")
    entry = h.table.get(hash_key(key, h.kind) if image is None else image)
    if entry is None:
        if failure is _NO_FAILURE:
            raise fail(f"{who}: no value found for key: {print_string(key)}")
        old = _failure("hash-ref", key, failure)   # (Racket's hash-update calls hash-ref)
    else:
        old = entry[1]
    if type(proc) is not Primitive:
        return call(proc, old)
    v = proc.fn(old)      # (hash-update! h k add1): the primitive called at once, as call()
    if type(v) is TailCall:                                     # would, then its result
        v = apply_procedure(v.proc, v.args, True)
    if type(v) is MultipleValues:
        single_value(v)
    return v


def _direct_update(who: str, h: HashTable, key: Any, fn: Any, failure: Any) -> tuple[Any, Any]:
    """The usual call of hash-update! or hash-update, with a primitive or a translated
    procedure of one argument (``fn``, its function: no check can fail): the key's image,
    taken once for the lookup and the store, and the new value, fn called directly as
    _updated_value would call it."""
    t = type(key)
    image = key if t is int or t is Symbol else hash_key(key, h.kind)
    entry = h.table.get(image)
    if entry is not None:
        old = entry[1]
    elif failure is _NO_FAILURE:
        raise fail(f"{who}: no value found for key: {print_string(key)}")
    else:
        old = _failure("hash-ref", key, failure)     # (Racket's hash-ref calls it)
    v = fn(old)
    if type(v) is TailCall:
        v = apply_procedure(v.proc, v.args, True)
    if type(v) is MultipleValues:
        single_value(v)
    return image, v


@define("hash-update!", 3, 4)
def hash_update_bang(h: Any, key: Any, proc: Any, failure: Any = _NO_FAILURE) -> Any:
    """Replace the value v of key in a mutable hash by (proc v)."""
    if type(h) is HashTable and h.mutable:
        fn = direct_fn(proc, 1)
        if fn is not None:
            image, v = _direct_update("hash-update!", h, key, fn, failure)
            h.table[image] = (key, v)
            return VOID
    check_mutable_hash("hash-update!", h, [])
    image = hash_key(key, h.kind)      # taken once: the lookup's and the store's
    h.table[image] = (key, _updated_value("hash-update!", h, key, proc, failure, image))
    return VOID


@define("hash-update", 3, 4)
def hash_update(h: Any, key: Any, proc: Any, failure: Any = _NO_FAILURE) -> HashTable:
    """An immutable hash like h with the value v of key replaced by (proc v)."""
    if type(h) is HashTable and not h.mutable:
        fn = direct_fn(proc, 1)
        if fn is not None:
            image, v = _direct_update("hash-update", h, key, fn, failure)
            return h.updated(image, (key, v))
    check_immutable_hash("hash-update", h, [])
    check_proc_arity("hash-update", proc, 1, "(any/c . -> . any/c)")
    image = hash_key(key, h.kind)      # taken once: the lookup's and the new version's
    return h.updated(image, (key, _updated_value("hash-update", h, key, proc, failure, image)))


def _hash_kind_p(who: str, kind: str) -> None:
    def kind_p(h: Any) -> bool:
        return check_hash(who, h).kind == kind
    kind_p.__doc__ = f"Does the hash table compare keys with {kind}?"
    define(who, 1)(kind_p)


_hash_kind_p("hash-equal?", "equal")
_hash_kind_p("hash-eqv?", "eqv")
_hash_kind_p("hash-eq?", "eq")


# ------------------------------------------------------------------ racket/bool

library("racket/bool")

add("true", True)
add("false", False)


@define("symbol=?", 2)
def symbol_eq(a: Any, b: Any) -> bool:
    """Are the two symbols the same?"""
    for i, x in enumerate((a, b)):
        if type(x) is not Symbol or x.name[:2] == "#:":     # (a keyword is no symbol)
            raise contract_error("symbol=?", "symbol?", x, i, [a, b])
    return a is b


@define("boolean=?", 2)
def boolean_eq(a: Any, b: Any) -> bool:
    """Are the two booleans the same?"""
    for i, x in enumerate((a, b)):
        if type(x) is not bool:
            raise contract_error("boolean=?", "boolean?", x, i, [a, b])
    return a is b


@define("xor", 2)
def xor(a: Any, b: Any) -> Any:
    """The true one of a and b when exactly one is true, else #f."""
    if a is False:
        return b
    return a if b is False else False


@define("false?", 1)
def false_p(v: Any) -> bool:
    """Is v #f? (racket/bool)"""
    return v is False


@define("implies", 2)
def implies(a: Any, b: Any) -> Any:
    """b when a is true, else #t."""
    return b if a is not False else True


@define("nand", 0, None)
def nand(*args: Any) -> bool:
    """(not (and arg ...))."""
    return any(a is False for a in args)


@define("nor", 0, None)
def nor(*args: Any) -> bool:
    """(not (or arg ...))."""
    return all(a is False for a in args)


library("racket/base")


# ------------------------------------------------------------------ mutable pairs

@define("mcons", 2)
def mcons(a: Any, d: Any) -> MPair:
    """A mutable pair."""
    return MPair(a, d)


@define("mpair?", 1)
def mpair_p(x: Any) -> bool:
    """Is x a mutable pair?"""
    return type(x) is MPair


def _mpair(who: str, x: Any, args: list | None = None) -> MPair:
    if type(x) is not MPair:
        raise contract_error(who, "mpair?", x, 0 if args else None, args)
    return x


@define("mcar", 1)
def mcar(p: Any) -> Any:
    """The first part of a mutable pair."""
    return _mpair("mcar", p).car


@define("mcdr", 1)
def mcdr(p: Any) -> Any:
    """The second part of a mutable pair."""
    return _mpair("mcdr", p).cdr


@define("set-mcar!", 2)
def set_mcar(p: Any, v: Any) -> Any:
    """Replace the first part of a mutable pair."""
    _mpair("set-mcar!", p).car = v   # Racket CS names no argument position here
    return VOID


@define("set-mcdr!", 2)
def set_mcdr(p: Any, v: Any) -> Any:
    """Replace the second part of a mutable pair."""
    _mpair("set-mcdr!", p).cdr = v
    return VOID


# ------------------------------------------------------------------ keywords

def _keyword_name(who: str, k: Any) -> str:
    if type(k) is not Symbol or not k.name.startswith("#:"):
        raise contract_error(who, "keyword?", k)
    return k.name[2:]


@define("keyword?", 1)
def keyword_p(x: Any) -> bool:
    """Is x a keyword (`'#:key`)?"""
    return type(x) is Symbol and x.name.startswith("#:")


@define("keyword->string", 1)
def keyword_to_string(k: Any) -> MString:
    """The name of a keyword without its `#:` (`'#:key` is "key"), as a new string."""
    return make_mstring(_keyword_name("keyword->string", k))


@define("string->keyword", 1)
def string_to_keyword(s: Any) -> Any:
    """The keyword named s (`"k"` is `'#:k`)."""
    name = as_str(s)
    if name is None:
        raise contract_error("string->keyword", "string?", s)
    from minischeme.values.data import sym
    return sym("#:" + name)


@define("keyword<?", 1, None)
def keyword_less_p(*ks: Any) -> bool:
    """Are the keywords in increasing order of their names?"""
    names = [_keyword_name("keyword<?", k) for k in ks]
    return all(a < b for a, b in zip(names, names[1:]))
