"""racket/dict: the generic dictionary procedures over the three kinds of dictionary a
program builds without generics: hash tables (each operation is the hash-table one, so
its order and errors are hash-ref's, hash-keys' ...), association lists (a list of pairs:
the first pair with the key wins, `dict-set` replaces it in place or adds a pair at the
end) and vectors (keyed by index). An association list is immutable: `dict-set!` on one
is Racket's contract violation.

`in-dict`, `in-dict-keys`, `in-dict-values` and `in-dict-pairs` are sequences over any of
them (`(for ([(k v) (in-dict d)]) ...)`), checked when a loop starts walking them, as
Racket checks them."""
from __future__ import annotations

from typing import Any, Iterator

from minischeme.values.data import NIL, VOID, HashTable, MVector, Pair, make_pair, is_list
from minischeme.values.equality import is_equal
from minischeme.values.hash_order import ordered_items
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import print_string
from minischeme.values.runtime import apply_procedure, call, is_procedure
from . import base_data as H
from .base_lists import from_pylist
from .sequences import Sequence
from .registry import LIBRARIES, define, library

library("racket/dict")

_NONE = object()


def _alist(d: Any) -> bool:
    return (d is NIL or type(d) is Pair) and is_list(d) and all(
        type(p) is Pair for p in _items(d))


def _items(d: Any) -> list:
    out = []
    while type(d) is Pair:
        out.append(d.car)
        d = d.cdr
    return out


def _kind(who: str, d: Any, need: str = "dict?") -> str:
    """'hash', 'alist' or 'vector', or Racket's contract violation."""
    if type(d) is HashTable:
        return "hash"
    if type(d) is MVector:
        return "vector"
    if _alist(d):
        return "alist"
    raise contract_error(who, need, d)


def _failure(who: str, d: Any, key: Any, default: Any) -> Any:
    if default is _NONE:
        raise racket_error(f"{who}: no value for key: {print_string(key)} in: {print_string(d)}")
    return call(default) if is_procedure(default) else default


@define("dict?", 1)
def dict_p(d: Any) -> bool:
    """Is d a hash table, a vector or a list of pairs?"""
    return type(d) in (HashTable, MVector) or _alist(d)


@define("dict-ref", 2, 3)
def dict_ref(d: Any, key: Any, default: Any = _NONE) -> Any:
    """The value of key in d, else default (called if a procedure), else an error."""
    kind = _kind("dict-ref", d)
    if kind == "hash":
        return H.hash_ref(d, key) if default is _NONE else H.hash_ref(d, key, default)
    if kind == "vector":
        if type(key) is int and 0 <= key < len(d.items):
            return d.items[key]
        return _failure("dict-ref", d, key, default)
    for p in _items(d):
        if is_equal(p.car, key):
            return p.cdr
    return _failure("dict-ref", d, key, default)


@define("dict-has-key?", 2)
def dict_has_key(d: Any, key: Any) -> bool:
    """Does d map key?"""
    kind = _kind("dict-has-key?", d)
    if kind == "hash":
        return H.hash_has_key(d, key)
    if kind == "vector":
        return type(key) is int and 0 <= key < len(d.items)
    return any(is_equal(p.car, key) for p in _items(d))


def _keys(d: Any) -> list:
    kind = _kind("dict-keys", d)
    if kind == "hash":
        return [k for k, _ in H.ordered_items(d)]
    if kind == "vector":
        return list(range(len(d.items)))
    return [p.car for p in _items(d)]


def _pairs(who: str, d: Any) -> list[tuple]:
    kind = _kind(who, d)
    if kind == "hash":
        return H.ordered_items(d, fold=True)
    if kind == "vector":
        return list(enumerate(d.items))
    return [(p.car, p.cdr) for p in _items(d)]


@define("dict-set", 3)
def dict_set(d: Any, key: Any, value: Any) -> Any:
    """A dict like d with key mapped to value."""
    kind = _kind("dict-set", d, "(dict-implements/c dict-set)")
    if kind == "hash":
        return H.hash_set(d, key, value)
    if kind == "vector":
        raise contract_error("dict-set", "(dict-implements/c dict-set)", d)
    items, done = [], False
    for p in _items(d):
        if not done and is_equal(p.car, key):
            items.append(make_pair(key, value))
            done = True
        else:
            items.append(p)
    if not done:
        items.append(make_pair(key, value))
    return from_pylist(items)


@define("dict-set!", 3)
def dict_set_bang(d: Any, key: Any, value: Any) -> Any:
    """Map key to value in the mutable dict d."""
    kind = _kind("dict-set!", d, "(dict-implements/c dict-set!)")
    if kind == "hash":
        return H.hash_set_bang(d, key, value)
    if kind == "vector" and not d.immutable:
        return H.vector_set(d, key, value)
    raise contract_error("dict-set!", "(dict-implements/c dict-set!)", d)


@define("dict-remove", 2)
def dict_remove(d: Any, key: Any) -> Any:
    """A dict like d without key."""
    kind = _kind("dict-remove", d, "(dict-implements/c dict-remove)")
    if kind == "hash":
        return H.hash_remove_(d, key)
    if kind == "vector":
        raise contract_error("dict-remove", "(dict-implements/c dict-remove)", d)
    items = _items(d)
    for i, p in enumerate(items):
        if is_equal(p.car, key):
            return from_pylist(items[:i] + items[i + 1:])
    return d


@define("dict-remove!", 2)
def dict_remove_bang(d: Any, key: Any) -> Any:
    """Remove key from the mutable hash d."""
    if type(d) is HashTable:
        return H.hash_remove_bang(d, key)
    raise contract_error("dict-remove!", "(dict-implements/c dict-remove!)", d)


@define("dict-update", 3, 4)
def dict_update(d: Any, key: Any, proc: Any, default: Any = _NONE) -> Any:
    """A dict like d with key mapped to (proc old-value)."""
    if not (dict_p(d) and dict_can_functional_set_p(d)):
        raise contract_error("dict-update", "(dict-implements/c dict-set)", d)
    if type(d) is HashTable:
        return H.hash_update(d, key, proc) if default is _NONE else H.hash_update(d, key, proc, default)
    old = dict_ref(d, key) if default is _NONE else dict_ref(d, key, default)
    return dict_set(d, key, call(proc, old))


@define("dict-update!", 3, 4)
def dict_update_bang(d: Any, key: Any, proc: Any, default: Any = _NONE) -> Any:
    """Map key in the mutable dict d to (proc old-value)."""
    if not (dict_p(d) and dict_mutable_p(d)):
        raise contract_error("dict-update!", "(dict-implements/c dict-set!)", d)
    if type(d) is HashTable:
        return (H.hash_update_bang(d, key, proc) if default is _NONE
                else H.hash_update_bang(d, key, proc, default))
    old = dict_ref(d, key) if default is _NONE else dict_ref(d, key, default)
    return dict_set_bang(d, key, call(proc, old))


@define("dict-keys", 1)
def dict_keys(d: Any) -> Any:
    """The keys of d as a list."""
    if type(d) is HashTable:
        return H.hash_keys(d)
    return from_pylist(_keys(d))


@define("dict-values", 1)
def dict_values(d: Any) -> Any:
    """The values of d as a list."""
    if type(d) is HashTable:
        return H.hash_values(d)
    return from_pylist([v for _, v in _pairs("dict-values", d)])


@define("dict->list", 1)
def dict_to_list(d: Any) -> Any:
    """The (key . value) pairs of d as a list."""
    if type(d) is HashTable:
        return H.hash_to_list(d)
    return from_pylist([make_pair(k, v) for k, v in _pairs("dict->list", d)])


@define("dict-count", 1)
def dict_count(d: Any) -> int:
    """The number of keys of d."""
    return len(_pairs("dict-count", d)) if type(d) is not HashTable else len(d.table)


@define("dict-empty?", 1)
def dict_empty_p(d: Any) -> bool:
    """Does d have no keys?"""
    if not dict_p(d):
        raise contract_error("dict-empty?", "dict?", d)
    return dict_count(d) == 0


@define("dict-map", 2)
def dict_map(d: Any, proc: Any) -> Any:
    """The list of (proc key value) for the entries of d."""
    if type(d) is HashTable:
        return H.hash_map(d, proc)
    return from_pylist([call(proc, k, v) for k, v in _pairs("dict-map", d)])


@define("dict-for-each", 2)
def dict_for_each(d: Any, proc: Any) -> Any:
    """Call (proc key value) for each entry of d."""
    if type(d) is HashTable:
        return H.hash_for_each(d, proc)
    for k, v in _pairs("dict-for-each", d):
        apply_procedure(proc, [k, v])
    return VOID


# ------------------------------------------------------------------ iteration

def _entries(d: Any, key: bool = True, value: bool = True) -> Iterator[tuple]:
    """The (key, value) entries of d in Racket's dict-iterate order: a hash table's
    iteration order (as in-hash), a vector's indexes with the element there when reached,
    an association list's pairs in order (a key that comes again comes again). Racket
    walks any pair as an association list, taking each key with caar and value with cdar
    (only the parts asked for: their errors at an element that is not a pair); anything
    else is dict-iterate-first's error."""
    if type(d) is HashTable:
        return iter(ordered_items(d))
    if type(d) is MVector:
        items = d.items
        return ((i, items[i]) for i in range(len(items)))
    if d is NIL or type(d) is Pair:
        return _assoc_entries(d, key, value)
    raise racket_error(f"dict-iterate-first: contract violation:\n  expected: dict?\n"
                       f"  given: {print_string(d)}\n  argument position: 1st",
                       EXN_FAIL_CONTRACT)


def _assoc_entries(d: Any, key: bool, value: bool) -> Iterator[tuple]:
    caar, cdar = LIBRARIES["racket/base"]["caar"].fn, LIBRARIES["racket/base"]["cdar"].fn
    pos = d
    while pos is not NIL:
        yield (caar(pos) if key else None, cdar(pos) if value else None)
        pos = pos.cdr        # (a pair: caar or cdar took it)


def _dict_sequence(d: Any, arity: int, part: Any, key: bool = True, value: bool = True) -> Sequence:
    """A sequence of d's entries, each given as ``part(key, value)``; d is checked when a
    loop starts (Racket's `(in-dict 5)` is a sequence, and `for` over it the error)."""
    return Sequence(lambda: (part(k, v) for k, v in _entries(d, key, value)), arity)


_IN_DICT: dict[Any, str] = {}      # in-dict and its kin: their names (for %dict-clause)


@define("%dict-clause", 2)
def dict_clause(proc: Any, d: Any) -> Any:
    """The sequence of `(proc d)` written in a `for` clause: when proc is in-dict (or
    -keys, -values: in-dict-pairs has no clause form) d is checked at once with its name,
    as Racket's clause form does; any other procedure (the variable redefined since) is
    just called."""
    who = _IN_DICT.get(proc)
    if who is None:
        return apply_procedure(proc, [d])
    _kind(who, d)
    return proc.fn(d)


@define("in-dict", 1)
def in_dict(d: Any) -> Sequence:
    """(in-dict d): the keys and values of d (two values per element)."""
    return _dict_sequence(d, 2, lambda k, v: (k, v))


@define("in-dict-keys", 1)
def in_dict_keys(d: Any) -> Sequence:
    """(in-dict-keys d): the keys of d."""
    return _dict_sequence(d, 1, lambda k, v: k, value=False)


@define("in-dict-values", 1)
def in_dict_values(d: Any) -> Sequence:
    """(in-dict-values d): the values of d."""
    return _dict_sequence(d, 1, lambda k, v: v, key=False)


@define("in-dict-pairs", 1)
def in_dict_pairs(d: Any) -> Sequence:
    """(in-dict-pairs d): the entries of d as pairs (key . value)."""
    return _dict_sequence(d, 1, make_pair)


_IN_DICT.update({LIBRARIES["racket/dict"][n]: n for n in
                 ("in-dict", "in-dict-keys", "in-dict-values")})


# ------------------------------------------------------------------ more of racket/dict
# What each kind of dict supports follows racket/private/dict.rkt's tables: a mutable hash
# every operation but the functional ones, an immutable hash and an association list the
# functional ones, a vector dict-set! (when mutable) and lookups only.

def _not_implemented(who: str, d: Any) -> Exception:
    return racket_error(f"{who}: not implemented for {print_string(d)}", EXN_FAIL_CONTRACT)


def _check_dict(who: str, d: Any) -> str:
    return _kind(who, d)


def _pairs_of(who: str, d: Any, args: tuple) -> list[tuple]:
    if len(args) % 2:
        raise contract_error(who, "even-length-list?", from_pylist(list(args)))
    return [(args[i], args[i + 1]) for i in range(0, len(args), 2)]


@define("dict-set*", 1, None)
def dict_set_star(d: Any, *args: Any) -> Any:
    """(dict-set* d key value ... ...): d with each key mapped to its value, in order."""
    if type(d) is HashTable and d.mutable or type(d) is MVector:
        raise contract_error("dict-set*", "(dict-implements/c dict-set)", d)
    for k, v in _pairs_of("dict-set*", d, args):
        d = dict_set(d, k, v)
    return d


@define("dict-set*!", 1, None)
def dict_set_star_bang(d: Any, *args: Any) -> Any:
    """(dict-set*! d key value ... ...): map each key to its value in the mutable dict d."""
    if not (dict_p(d) and dict_mutable_p(d)):
        raise contract_error("dict-set*!", "(dict-implements/c dict-set!)", d)
    for k, v in _pairs_of("dict-set*!", d, args):
        dict_set_bang(d, k, v)
    return VOID


@define("dict-ref!", 3)
def dict_ref_bang(d: Any, key: Any, default: Any) -> Any:
    """The value of key in the mutable dict d; if it has none, default (called if a
    procedure) is put there first."""
    if not dict_mutable_p(d):
        raise contract_error("dict-ref!", "(dict-implements/c dict-set!)", d)
    if dict_has_key(d, key):
        return dict_ref(d, key)
    value = call(default) if is_procedure(default) else default
    dict_set_bang(d, key, value)
    return value


@define("dict-clear", 1)
def dict_clear(d: Any) -> Any:
    """An empty dict of d's kind (a hash table comparing keys as d does, or '())."""
    kind = _check_dict("dict-clear", d)
    if kind == "hash":
        return H.hash_copy_clear(d) if d.mutable else H.hash_clear(d)
    if kind == "alist":
        return NIL
    raise _not_implemented("dict-clear", d)


@define("dict-clear!", 1)
def dict_clear_bang(d: Any) -> Any:
    """Remove every key of the mutable hash table d."""
    if not (type(d) is HashTable and d.mutable):
        if not dict_p(d):
            raise contract_error("dict-clear!", "dict?", d)
        raise contract_error("dict-clear!", "(dict-implements/c dict-remove!)", d)
    return H.hash_clear_bang(d)


@define("dict-copy", 1)
def dict_copy(d: Any) -> Any:
    """A new mutable dict with d's keys and values (a hash table or a vector)."""
    kind = _check_dict("dict-copy", d)
    if kind == "hash":
        return H.hash_copy(d)
    if kind == "vector":
        return MVector(list(d.items))
    raise _not_implemented("dict-copy", d)


@define("dict-mutable?", 1)
def dict_mutable_p(d: Any) -> bool:
    """Does d support dict-set! (a mutable hash table or vector)?"""
    kind = _check_dict("dict-mutable?", d)
    return (kind == "hash" and d.mutable) or (kind == "vector" and not d.immutable)


@define("dict-can-remove-keys?", 1)
def dict_can_remove_keys_p(d: Any) -> bool:
    """Does d support dict-remove or dict-remove! (a hash table or an association list)?"""
    return _check_dict("dict-can-remove-keys?", d) != "vector"


@define("dict-can-functional-set?", 1)
def dict_can_functional_set_p(d: Any) -> bool:
    """Does d support dict-set (an immutable hash table or an association list)?"""
    kind = _check_dict("dict-can-functional-set?", d)
    return kind == "alist" or (kind == "hash" and not d.mutable)


class AssocIter:
    """A position in an association list: the list iterated and the pair reached."""

    __slots__ = ("head", "pos")

    def __init__(self, head: Any, pos: Any) -> None:
        self.head, self.pos = head, pos

    def racket_repr(self) -> str:
        return "#<assoc-iter>"


def _assoc_position(who: str, d: Any, i: Any) -> AssocIter:
    if type(i) is AssocIter and i.head is d:
        return i
    if _alist(d):
        raise racket_error(f"{who}: invalid iteration position for association list: "
                           f"{print_string(i)}", EXN_FAIL_CONTRACT)
    raise contract_error(who, "dict?", d)


def _vector_position(who: str, d: Any, i: Any) -> int:
    if type(i) is int and 0 <= i < len(d.items):
        return i
    raise racket_error(f"{who}: invalid iteration position for vector: {print_string(i)}",
                       EXN_FAIL_CONTRACT)


@define("dict-iterate-first", 1)
def dict_iterate_first(d: Any) -> Any:
    """The first position of d (#f if d is empty), for dict-iterate-next/-key/-value."""
    kind = _check_dict("dict-iterate-first", d)
    if kind == "hash":
        return H.hash_iterate_first(d)
    if kind == "vector":
        return 0 if d.items else False
    return AssocIter(d, d) if d is not NIL else False


@define("dict-iterate-next", 2)
def dict_iterate_next(d: Any, i: Any) -> Any:
    """The position after i in d, or #f at the end."""
    if type(d) is HashTable:
        return H.hash_iterate_next(d, i)
    if type(d) is MVector:
        i = _vector_position("dict-iterate-next", d, i) + 1
        return i if i < len(d.items) else False
    pos = _assoc_position("dict-iterate-next", d, i).pos.cdr
    return AssocIter(d, pos) if pos is not NIL else False


@define("dict-iterate-key", 2)
def dict_iterate_key(d: Any, i: Any) -> Any:
    """The key at position i of d (a vector's position is its key, unchecked)."""
    if type(d) is HashTable:
        return H.hash_iterate_key(d, i)
    if type(d) is MVector:
        return i
    return _assoc_position("dict-iterate-key", d, i).pos.car.car


@define("dict-iterate-value", 2)
def dict_iterate_value(d: Any, i: Any) -> Any:
    """The value at position i of d."""
    if type(d) is HashTable:
        return H.hash_iterate_value(d, i)
    if type(d) is MVector:
        return H.vector_ref(d, i)
    return _assoc_position("dict-iterate-value", d, i).pos.car.cdr
