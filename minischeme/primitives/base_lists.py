"""Pairs and lists (racket/base): constructors, accessors, searching, and the higher-order
list procedures (map, for-each, andmap, ormap, filter, foldl, foldr, sort ...).

Also the helpers the other primitive modules share: list and procedure checks, Racket's
argument-mismatch messages, and ``split_keywords`` for `#:keyword` arguments (the reader
reads `#:key` as the symbol named "#:key", so keywords arrive as positional arguments).

Every walk over a list is a loop, never a recursion, so long lists cannot exhaust the stack.
"""
from __future__ import annotations

from itertools import islice, product
from sys import getrefcount
from collections import OrderedDict
from typing import Any, Callable

from minischeme.values.data import NIL, VOID, Char, MString, char_is_unique, MultipleValues, Pair, make_pair, StructInstance, Symbol, is_list, list_to_python, make_list, pair_listp
from minischeme.values.equality import is_eq, is_equal, is_eqv
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_ARITY, Raise, contract_error, racket_error
from minischeme.values.printer import error_value_string, print_string
from minischeme.values.procedures import Closure, Primitive, RenamedProcedure, TailCall, expected_arity
from minischeme.values.runtime import (BUDGET, apply_procedure, call, charge_work, is_procedure,
                                       procedure_arity_includes, single_value)
from minischeme.values.struct_types import STRUCT_PROCEDURES
from .registry import LIBRARIES, add, define, library
from . import assoc_tables, member_tables
from .merge_sort import racket_sort
from functools import cmp_to_key
from operator import attrgetter, is_
from .base_numbers import check_length, is_nonneg_int

library("racket/base")


# ------------------------------------------------------------------ shared helpers

def fail(message: str) -> Exception:
    """An exn:fail:contract with ``message`` (callers ``raise fail(...)``)."""
    return racket_error(message, EXN_FAIL_CONTRACT)


# The list conversions of data.py, under the names this package uses.
to_pylist = list_to_python
from_pylist = make_list


def check_list(who: str, x: Any, pos: int | None = None, args: list | None = None) -> list:
    """The elements of x, or `who: contract violation expected: list?`."""
    if x is NIL:
        return []
    if not is_list(x):
        raise contract_error(who, "list?", x, pos, args)
    return to_pylist(x)


def check_proc(who: str, x: Any, pos: int | None = None, args: list | None = None) -> None:
    """Raise `expected: procedure?` unless x is a procedure."""
    if not is_procedure(x):
        raise contract_error(who, "procedure?", x, pos, args)


def check_proc_arity(who: str, x: Any, n: int, expected: str, pos: int | None = None,
                     args: list | None = None) -> None:
    """Raise `expected: <expected>` (a contract such as `(any/c . -> . any/c)`) unless x is
    a procedure that accepts n arguments."""
    if not is_procedure(x) or not procedure_arity_includes(x, n):
        raise contract_error(who, expected, x, pos, args)


def pname(proc: Any) -> str:
    """A procedure as Racket names it in `given procedure:` lines: its name, else printed."""
    if type(proc) is StructInstance and proc.stype.proc is not None:     # prop:procedure
        spec = proc.stype.proc
        if type(spec) is int and is_procedure(proc.fields[spec]):
            return pname(proc.fields[spec])
        return proc.stype.name
    name = getattr(proc, "name", None)
    return name if isinstance(name, str) and name else print_string(proc)


def arity_range(proc: Any) -> tuple[int, int | None]:
    """(minimum, maximum or None) number of arguments proc accepts."""
    if type(proc) is Closure:
        return proc.nreq, None if proc.rest else proc.nreq + proc.nopt
    if type(proc) is Primitive:
        return proc.min_args, proc.max_args
    if type(proc) is RenamedProcedure:      # its least count, its greatest (None: no bound)
        bounds = [*proc.counts, *([] if proc.at_least is None else [proc.at_least])]
        return min(bounds, default=0), None if proc.at_least is not None else max(bounds, default=0)
    if type(proc) is StructInstance and proc.stype.proc is not None:     # prop:procedure
        spec = proc.stype.proc
        if type(spec) is int:
            return arity_range(proc.fields[spec])
        lo, hi = arity_range(spec)
        return max(lo - 1, 0), None if hi is None else max(hi - 1, 0)
    return (0, 1) if not hasattr(proc, "racket_apply") else (0, None)


def check_map_args(who: str, proc: Any, lists: tuple) -> list[list]:
    """The checks map, for-each, andmap and ormap share; returns the lists as Python lists.
    The usual cases are written out (a translated procedure taking exactly as many
    arguments as there are lists, a primitive; one or two known lists): these checks run
    at every call, often on short lists."""
    t = type(proc)
    count = len(lists)
    if t is Closure and proc.arity == count:
        plain = True
    elif t is Primitive:
        plain = proc.min_args <= count and (proc.max_args is None or count <= proc.max_args)
    else:
        check_proc(who, proc)
        plain = False
    first = lists[0]
    if type(first) is Pair and first.listp is True:
        items = [to_pylist(first)]
    else:
        items = [check_list(who, first)]
    for lst in lists[1:]:
        items.append(to_pylist(lst) if type(lst) is Pair and lst.listp is True
                     else check_list(who, lst))
    n = len(items[0])
    for other in items[1:]:
        if len(other) != n:
            raise fail(f"{who}: all lists must have same size\n  first list length: {n}\n"
                       f"  other list length: {len(other)}\n  procedure: {error_value_string(proc)}")
    if not plain and not procedure_arity_includes(proc, count):
        expected = expected_arity(*arity_range(proc))
        lines = [f"{who}: argument mismatch;",
                 " the given procedure's expected number of arguments does not match the "
                 "given number of lists",
                 f"  given procedure: {pname(proc)}"]
        if expected is not None:
            lines.append(f"  expected: {expected}")
        lines += [f"  given: {len(lists)}", "  argument lists...: "]
        lines.extend(f"   {error_value_string(lst)}" for lst in lists)
        raise fail("\n".join(lines))
    return items


def is_keyword(x: Any) -> bool:
    """Is x a keyword (`#:name`, read as the symbol of that name)?"""
    return type(x) is Symbol and x.name.startswith("#:")


def split_keywords(who: str, args: tuple | list, allowed: tuple[str, ...]) -> tuple[list, dict]:
    """Split trailing-or-interleaved `#:kw value` pairs from positional arguments.

    Returns (positional, {"#:kw": value}); an unknown keyword is Racket's application error.
    """
    positional: list = []
    keywords: dict = {}
    i = 0
    while i < len(args):
        a = args[i]
        if is_keyword(a):
            if i + 1 >= len(args):
                raise racket_error(f"application: missing argument expression after keyword\n"
                                   f"  at: {a.name}", EXN_FAIL_CONTRACT)
            if a.name not in allowed:
                # Racket names the first unknown keyword in keyword order, and lists the
                # keyword arguments in that order
                unknown = min((k.name for k in args if is_keyword(k) and k.name not in allowed),
                              key=lambda name: name[2:])
                lines = ["application: procedure does not expect an argument with given keyword",
                         f"  procedure: {who}", f"  given keyword: {unknown}", "  arguments...:"]
                lines.extend(keyword_sorted_args(args))
                raise fail("\n".join(lines))
            keywords[a.name] = args[i + 1]
            i += 2
        else:
            positional.append(a)
            i += 1
    return positional, keywords


def refuse_keywords(who: str, args: tuple | list) -> None:
    """Racket's application error when a keyword is passed to ``who``, a procedure that
    takes none (a primitive sees a call's keywords as ordinary arguments)."""
    if any(is_keyword(a) for a in args):
        lines = ["application: procedure does not accept keyword arguments",
                 f"  procedure: {who}", "  arguments...:", *_describe_args(args)]
        raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


def _describe_args(args: tuple | list) -> list[str]:
    """`arguments...:` lines of application errors: positional values, then `#:kw value`."""
    lines, kws, i = [], [], 0
    while i < len(args):
        if is_keyword(args[i]) and i + 1 < len(args):
            kws.append(f"   {args[i].name} {error_value_string(args[i + 1])}")
            i += 2
        else:
            lines.append(f"   {error_value_string(args[i])}")
            i += 1
    return lines + kws


def keyword_sorted_args(args: tuple | list) -> list[str]:
    """The `arguments...:` lines of a keyword application error: positional arguments,
    then `#:kw value` in keyword order, as Racket lists them."""
    lines = _describe_args(args)
    npos = sum(1 for line in lines if not line.startswith("   #:"))
    return lines[:npos] + sorted(lines[npos:], key=lambda line: line.split(" ", 4)[3])


def keyword_arity_error(who: str, expected: str, args: tuple | list, npositional: int,
                        has_keywords: bool) -> Exception:
    """Arity error of a procedure taking keywords, worded as Racket words it."""
    if has_keywords:
        plural = "" if npositional == 1 else "s"
        head = [f"application: no case matching {npositional} non-keyword argument{plural}",
                f"  procedure: {who}"]
    else:
        head = [f"{who}: arity mismatch;",
                " the expected number of arguments does not match the given number",
                f"  expected: {expected}", f"  given: {npositional}"]
    if args:
        head.append("  arguments...:")
        head.extend(_describe_args(args))
    return racket_error("\n".join(head), EXN_FAIL_CONTRACT_ARITY)


def truthy(x: Any) -> bool:
    """Racket truth: everything but #f."""
    return x is not False


# ------------------------------------------------------------------ pairs

add("null", NIL)


@define("cons", 2)
def cons(a: Any, d: Any) -> Pair:
    """A new pair (make_pair's work written out: `(foldr cons '() l)` calls this for each
    element, and a second call would be a third of its time)."""
    p = Pair()
    p.car = a
    p.cdr = d
    p.loc = None
    p.listp = True if d is NIL else d.listp if d.__class__ is Pair else False
    return p


@define("car", 1)
def car(p: Any) -> Any:
    """The first part of a pair."""
    if type(p) is not Pair:
        raise contract_error("car", "pair?", p)
    return p.car


@define("cdr", 1)
def cdr(p: Any) -> Any:
    """The second part of a pair."""
    if type(p) is not Pair:
        raise contract_error("cdr", "pair?", p)
    return p.cdr


def _cxr_contract(ops: str) -> str:
    """The contract text of a c[ad]+r accessor; ``ops`` in the order they apply."""
    contract = "pair?"
    for op in reversed(ops[:-1]):
        contract = f"(cons/c any/c {contract})" if op == "d" else f"(cons/c {contract} any/c)"
    return contract


def _make_cxr(letters: str) -> None:
    name = f"c{letters}r"
    ops = letters[::-1]
    contract = _cxr_contract(ops)

    def cxr(x: Any) -> Any:
        v = x
        for op in ops:
            if type(v) is not Pair:
                raise contract_error(name, contract, x)
            v = v.car if op == "a" else v.cdr
        return v
    cxr.__doc__ = f"Racket {name}."
    define(name, 1)(cxr)


for _n in (2, 3, 4):
    for _combo in product("ad", repeat=_n):
        _make_cxr("".join(_combo))


@define("pair?", 1)
def pair_p(x: Any) -> bool:
    """Is x a pair?"""
    return type(x) is Pair


@define("null?", 1)
def null_p(x: Any) -> bool:
    """Is x the empty list?"""
    return x is NIL


@define("list?", 1)
def list_p(x: Any) -> bool:
    """Is x a proper list?"""
    return is_list(x)


@define("list", 0, None)
def list_(*items: Any) -> Any:
    """A list of the arguments."""
    return make_list(items)


@define("list*", 1, None)
def list_star(*items: Any) -> Any:
    """A list of the arguments, the last one being the tail."""
    return from_pylist(list(items[:-1]), items[-1])


# The last long list `length` measured, and its length. A loop that conses an element onto
# its list and asks the list's length at every step (`(if (= n (length acc)) ...)`, a
# common way to stop after n elements) finds there the list it measured at the step
# before, one pair in: each step costs a few tests, not a walk of the whole list, so the
# loop is linear where it was quadratic. Pairs are immutable, so a proper list's length
# never changes. Shorter lists are not remembered (their walk is cheap); the entry holds
# the measured list alive until another long list is measured.
_MEASURED: list = [(None, 0)]     # one (list, length) tuple, replaced whole: threads share it
_REMEMBER_FROM = 64


@define("length", 1)
def length(lst: Any) -> int:
    """The number of elements of a list (the list measured last, or one pair more, at once:
    see _MEASURED)."""
    if lst is NIL:
        return 0
    if lst.__class__ is not Pair or (lst.listp is not True and not is_list(lst)):
        raise contract_error("length", "list?", lst)
    known, count = _MEASURED[0]
    p = lst.cdr
    if lst is known:
        n = count
    elif p is known:
        n = count + 1
        _MEASURED[0] = (lst, n)
    else:
        # a proper list: its pairs end in '(), so the walk tests for that alone
        n, nil = 1, NIL
        while p is not nil:
            n += 1
            p = p.cdr
        if n >= _REMEMBER_FROM:
            _MEASURED[0] = (lst, n)
    if BUDGET.max_steps is not None:
        charge_work(n)
    return n


@define("append", 0, None)
def append(*lists: Any) -> Any:
    """The elements of the lists in order; the last argument is the tail (any value)."""
    if len(lists) == 2:
        lst, tail = lists
        if lst.__class__ is Pair and lst.listp is True and BUDGET.max_steps is None:
            return _copy_known_onto(lst, tail)
    elif not lists:
        return NIL
    tail = lists[-1]
    # the copies built front to back in one walk, each pair's slots filled directly (as
    # data.make_list), after a placeholder pair whose cdr is the result
    listp = pair_listp(tail)
    first = last = Pair()
    n = 0
    for lst in lists[:-1]:
        if lst is not NIL and not is_list(lst):
            raise contract_error("append", "list?", lst)
        while type(lst) is Pair:
            p = Pair()
            p.car = lst.car
            p.loc = None
            p.listp = listp
            last.cdr = p
            last = p
            lst = lst.cdr
            n += 1
    last.cdr = tail
    if BUDGET.max_steps is not None:
        charge_work(n)
    return first.cdr


def _copy_known_onto(lst: Pair, tail: Any) -> Pair:
    """A copy of the known list ``lst`` (its pairs end in '()) ending in ``tail``, shared:
    `(append l tail)` with no step limit, where nothing is counted. The commonest append
    (two arguments, the first a list built by cons or a primitive) walks with one test a
    pair (against '()) and no count, each pair's slots filled directly."""
    listp = True if tail is NIL else tail.listp if tail.__class__ is Pair else False
    nil, pair = NIL, Pair
    first = last = pair()       # the first copy made before the loop: no placeholder pair
    first.car = lst.car
    first.loc = None
    first.listp = listp
    lst = lst.cdr
    while lst is not nil:
        p = pair()
        p.car = lst.car
        p.loc = None
        p.listp = listp
        last.cdr = p
        last = p
        lst = lst.cdr
    last.cdr = tail
    return first


@define("reverse", 1)
def reverse(lst: Any) -> Any:
    """The list with its elements in reverse order."""
    if type(lst) is not Pair or (lst.listp is not True and not is_list(lst)):
        if lst is NIL:
            return NIL
        raise contract_error("reverse", "list?", lst)
    # a proper list (its pairs end in '()); each Pair's slots filled directly (as
    # data.make_list), each known to start a list
    result, nil, pair = NIL, NIL, Pair
    if BUDGET.max_steps is None:        # nothing counted: the walk without its count
        while lst is not nil:
            p = pair()
            p.car = lst.car
            p.cdr = result
            p.loc = None
            p.listp = True
            result = p
            lst = lst.cdr
        return result
    n = 0
    while lst is not nil:
        p = pair()
        p.car = lst.car
        p.cdr = result
        p.loc = None
        p.listp = True
        result = p
        lst = lst.cdr
        n += 1
    charge_work(n)
    return result


def _walk_index(who: str, lst: Any, k: Any) -> Any:
    """The k-th tail of lst (list-ref and list-tail), with Racket's error texts."""
    if not is_nonneg_int(k):
        raise fail(f"{who}: index {error_value_string(k)} is not an exact nonnegative integer")
    if BUDGET.max_steps is not None:
        charge_work(k)
    p = lst
    for _ in range(k):
        if type(p) is not Pair:
            break
        p = p.cdr
    else:
        return p
    if p is NIL:
        raise fail(f"{who}: index too large for list\n  index: {k}\n  in: {error_value_string(lst)}")
    raise fail(f"{who}: index reaches a non-pair\n  index: {k}\n  in: {error_value_string(lst)}")


@define("list-ref", 2)
def list_ref(lst: Any, k: Any) -> Any:
    """The element of lst at position k (from 0)."""
    if k.__class__ is int and lst.__class__ is Pair and lst.listp is True and k >= 0:
        # a known list (its pairs end in '()) and a fixnum index (a grid of lists read
        # with list-ref): its k-th pair found with no test of each (far_tail); past the
        # end, the walk below gives the error
        if k < NEAR_CDRS:
            try:                    # the k-th tail in one call of C (see CDRS)
                p = CDRS[k](lst)
            except AttributeError:  # '() has no cdr: past the end (the error below)
                p = None
        elif k < INDEX_FROM:
            p = lst     # known_tail_walk written out: a call less on the commonest path
            try:
                for _ in range(k):
                    p = p.cdr       # no test of each pair: the list is proper
            except AttributeError:
                p = None
        else:       # far_tail's commonest case written out: a head with an index far enough
            entry = _INDEXES.get(id(lst))
            if entry is not None and entry[0] is lst and k < len(entry[1]):
                p = entry[1][k]
            else:
                p = far_tail(lst, k)
        if p.__class__ is Pair:
            if BUDGET.max_steps is not None:
                charge_work(k)      # as the walk charges it, however the pair was found
            return p.car
    p = _walk_index("list-ref", lst, k)
    if type(p) is Pair:
        return p.car
    if p is NIL:
        raise fail(f"list-ref: index too large for list\n  index: {k}\n  in: {error_value_string(lst)}")
    raise fail(f"list-ref: index reaches a non-pair\n  index: {k}\n  in: {error_value_string(lst)}")


@define("list-tail", 2)
def list_tail(lst: Any, k: Any) -> Any:
    """lst without its first k elements."""
    if k.__class__ is int and lst.__class__ is Pair and lst.listp is True and k >= 0:
        if k < NEAR_CDRS:
            try:                    # as list-ref's
                p = CDRS[k](lst)
            except AttributeError:  # past the end: the walk below gives the error
                p = None
        else:
            p = known_tail_walk(lst, k) if k < INDEX_FROM else far_tail(lst, k)
        if p is not None:
            if BUDGET.max_steps is not None:
                charge_work(k)
            return p
    return _walk_index("list-tail", lst, k)


# ------------------------------------------------------------------ far into a known list
# `(list-ref lst i)` in a loop over i (a list used as an array: a grid's rows, a string's
# characters, the primes found so far) walks i pairs at every call; a Racket pair is a few
# machine words and the walk is fast, here each step is a Python attribute read, 20x
# slower. A head reached far into twice gets an index: the Python list of its pairs as far
# as any call went (extended as later calls go further), so a later call takes its pair at
# once. Racket pairs never change, so the index stays true. The work charged is the
# walk's, however the pair is found: the verdict under a budget does not depend on it.
#
# A grid of lists read by `(list-ref (list-ref grid row) col)` has a row list for each
# row, each read far into again and again: up to _MAX_INDEXES (1024) heads have an index,
# so a grid of up to 1024 rows is read from its indexes. Nothing here keeps a list alive
# that the program has dropped, beyond a few: a head walked far once is remembered by its
# id only (_FAR: a later list at the same address gets an index one walk early, no more),
# and an index whose head only the index still holds is dropped (the program can never
# read from that head again): the two newest are looked at whenever an index is made, all
# of them every _SWEEP_EVERY new indexes (_sweep).

INDEX_FROM = 32             # a shorter walk is not worth an index

# The k-th tail of a known list for a small k, taken in C: ``CDRS[k]`` is
# ``attrgetter("cdr.cdr. ... .cdr")`` (k of them; the list itself for 0), which follows the
# chain in one call with no Python loop (saving the loop's start, about as much as four
# steps of it; each step is a little dearer, so a longer walk loops). A known list's pairs
# end in '(), which has no cdr: past the end, AttributeError, as the loop's.
NEAR_CDRS = 16
CDRS = ((lambda p: p),) + tuple(attrgetter(".".join(["cdr"] * k)) for k in range(1, NEAR_CDRS))
_FAR: set[int] = set()      # the ids of heads walked far once (ids only: nothing kept)
# id -> (a head, its pairs so far), oldest first: an OrderedDict, as the oldest is dropped
# (a dict's first key, after many drops, is found by scanning the dropped slots)
_INDEXES: OrderedDict[int, tuple[Pair, list]] = OrderedDict()
_MAX_FAR, _MAX_INDEXES, _MAX_INDEXED = 4096, 1024, 1 << 22   # ids; heads; all indexes' pairs
_SWEEP_EVERY = 32           # new indexes between two sweeps of the dropped heads' indexes
_indexed = [0]              # pairs in all indexes
_made = [0]                 # indexes made since the last sweep


def far_tail(lst: Pair, k: int) -> Any:
    """The k-th tail of ``lst``, a pair known to start a list, or None past its end, for
    k of INDEX_FROM or more: walked the first time, from its index after."""
    entry = _INDEXES.get(id(lst))
    if entry is None or entry[0] is not lst:
        if id(lst) not in _FAR:
            if len(_FAR) >= _MAX_FAR:
                _FAR.clear()
            _FAR.add(id(lst))
            return known_tail_walk(lst, k)
        entry = _new_index(lst)
    pairs = entry[1]
    if k < len(pairs):
        return pairs[k]
    return _extend_index(pairs, k)


def known_tail_walk(lst: Pair, k: int) -> Any:
    """The k-th tail of the known list ``lst`` by walking, or None past its end."""
    p: Any = lst
    try:
        if k < NEAR_CDRS:
            return CDRS[k](p)
        for _ in range(k):
            p = p.cdr       # no test of each pair: the list is proper
    except AttributeError:  # '() has no cdr: past the end
        return None
    return p


def _sweep() -> None:
    """Drop the indexes whose head nothing else holds: the entry's tuple and its list of
    pairs (whose first is the head) hold it, and getrefcount's argument; a head with no
    other reference is garbage the index alone keeps alive."""
    _made[0] = 0
    dropped = [key for key, entry in _INDEXES.items() if getrefcount(entry[0]) <= 3]
    for key in dropped:
        _indexed[0] -= len(_INDEXES.pop(key)[1])


def _new_index(lst: Pair) -> tuple[Pair, list]:
    """An empty index for ``lst`` (the oldest dropped when there are too many)."""
    _made[0] += 1
    if _made[0] >= _SWEEP_EVERY:
        _sweep()
    else:
        # the two newest (a fresh list read far twice, then dropped for the next one; a
        # list replaced by its list-set, still held by the caller while the new one is
        # indexed, and dropped by the next: each is dropped as the next is indexed)
        for key in list(islice(reversed(_INDEXES), 2)):
            if getrefcount(_INDEXES[key][0]) <= 3:
                _indexed[0] -= len(_INDEXES.pop(key)[1])
    if len(_INDEXES) >= _MAX_INDEXES or _indexed[0] >= _MAX_INDEXED:
        if _indexed[0] >= _MAX_INDEXED:
            _INDEXES.clear()
            _indexed[0] = 0
        else:
            _indexed[0] -= len(_INDEXES.popitem(last=False)[1][1])
    entry = (lst, [lst])
    _INDEXES[id(lst)] = entry
    _indexed[0] += 1
    return entry


def _extend_index(pairs: list, k: int) -> Any:
    """Extend an index to its k-th pair (the k-th tail, '() at the end) or None past it."""
    p = pairs[-1]
    start = len(pairs)
    append = pairs.append
    while len(pairs) <= k and p.__class__ is Pair:
        p = p.cdr
        append(p)
    _indexed[0] += len(pairs) - start
    if len(pairs) > k:
        return pairs[k]
    return None


def pair_at(lst: Pair, k: int) -> Any:
    """The k-th pair of the known list ``lst`` (a pair whose pairs end in '()), or None
    past its end: from its index when it has one (far_tail), walked otherwise."""
    p = far_tail(lst, k) if k >= INDEX_FROM else known_tail_walk(lst, k)
    return p if p.__class__ is Pair else None


def set_near(lst: Any, k: Any, v: Any) -> Any:
    """`(list-set lst k v)` of a known list (a pair whose pairs end in '()) with no index
    and a fixnum k below INDEX_FROM, in one walk: the k pairs before position k copied, a
    new pair for v, the rest shared, as replaced_at builds it (a short list of a game's
    players or a program's registers updated at every step: one call, not five). None
    when that is not the case, or past the list's end (the caller's walk gives the error)."""
    if not (k.__class__ is int and lst.__class__ is Pair and lst.listp is True
            and 0 <= k < INDEX_FROM) or id(lst) in _INDEXES:
        return None
    nil, pair = NIL, Pair
    first = last = pair()       # a placeholder: the result is its cdr
    while k:
        q = pair()
        q.car = lst.car
        q.loc = None
        q.listp = True
        last.cdr = q
        last = q
        lst = lst.cdr
        if lst is nil:
            return None
        k -= 1
    q = pair()
    q.car = v
    q.cdr = lst.cdr
    q.loc = None
    q.listp = True
    last.cdr = q
    return first.cdr


def replaced_at(lst: Pair, k: int, at: Pair, replacement: Pair) -> Any:
    """``lst`` with its k-th pair ``at`` replaced by ``replacement`` (whose cdr is at's):
    the pairs before it copied, the rest shared, as Racket's list-set and list-update build
    it (copy_prefix). A list used as an array, updated with list-set and read with list-ref
    far in (an Intcode program's memory), is a new list at every update: when ``lst`` has an
    index, the new list gets one too (its copied pairs, then the shared pairs ``lst``'s
    index already holds), so its list-refs do not walk it again."""
    entry = _INDEXES.get(id(lst))
    if entry is None or entry[0] is not lst:
        return copy_prefix(lst, at, replacement)
    listp = pair_listp(replacement)
    pairs = []
    append = pairs.append
    first = last = Pair()
    p = lst
    while p is not at:
        q = Pair()
        q.car = p.car
        q.loc = None
        q.listp = listp
        last.cdr = q
        last = q
        append(q)
        p = p.cdr
    last.cdr = replacement
    append(replacement)
    old = entry[1]
    if len(old) > k + 1:
        pairs += old[k + 1:]
    head = first.cdr
    _new_index(head)
    _INDEXES[id(head)] = (head, pairs)
    _indexed[0] += len(pairs) - 1
    return head


# ------------------------------------------------------------------ searching

def _mem(who: str, v: Any, lst: Any, same: Callable[[Any, Any], bool]) -> Any:
    p = lst
    n = 0
    if same is is_equal and type(v) is Pair:
        head = v.car
        if type(head) is int or type(head) is Symbol:
            # a list that starts with an exact integer or a symbol (a state looked up in the
            # list of states seen) can only be equal? to a pair whose car is that same
            # integer or symbol: the others are passed over here, with no call of is_equal
            fixnum = type(head) is int
            if type(p) is Pair and p.listp is True and BUDGET.max_steps is None:
                # a known list and no work to count: one test a pair, a comparison of
                # heads (a fixnum's == is its value's, a symbol's its identity; the type
                # is tested only when they match: 1.0 and #t are == 1 in Python)
                # (a long list walked again, or one a state was consed onto, answers from
                # member_tables' chain; walks are counted for it)
                if member_tables.CHAINS:
                    found = member_tables.lookup(v, lst)
                    if found is not member_tables.UNKNOWN:
                        return found
                nil = NIL
                while p is not nil:
                    x = p.car
                    if x.__class__ is Pair and x.car == head:
                        h = x.car
                        if (h is head or (fixnum and type(h) is int)) and is_equal(v, x):
                            if n >= member_tables.TABLE_FROM:
                                member_tables.walked_far(v, lst)
                            return p
                    p = p.cdr
                    n += 1
                if n >= member_tables.TABLE_FROM:
                    member_tables.walked_far(v, lst)
                return False
            while type(p) is Pair:
                x = p.car
                if type(x) is Pair:
                    h = x.car
                    if (h is head or (fixnum and type(h) is int and h == head)) and is_equal(v, x):
                        if BUDGET.max_steps is not None:
                            charge_work(n)
                        return p
                p = p.cdr
                n += 1
    while type(p) is Pair:
        if same(v, p.car):
            if BUDGET.max_steps is not None:
                charge_work(n)
            return p
        p = p.cdr
        n += 1
    if BUDGET.max_steps is not None:
        charge_work(n)
    if p is not NIL:
        raise fail(f"{who}: not a proper list\n  in: {error_value_string(lst)}")
    return False


_UNKNOWN = object()      # what _find_atom answers when the search is for the general code
_FIXNUMS = range(-(2 ** 60), 2 ** 60)


def _find_atom(v: Any, lst: Any, eq: bool) -> Any:
    """member, memv and memq of an exact integer, a symbol or a character, which each of
    equal?, eqv? and eq? (``eq``: a fixnum only) finds the same way: the tail of lst that
    starts with it, or #f, walking a known list with no test of each pair. _UNKNOWN for
    any other value, an improper list, or a run with a step limit (the general search
    charges its work).

    An exact integer or a symbol looked up in a long list that the program grows by
    consing (`(memq position seen)` of cycle detection: the list one pair longer than the
    one looked in before) answers from member_tables' chain of the list's elements, as
    member of a state does (``_find_in_grown``)."""
    if BUDGET.max_steps is not None:
        return _UNKNOWN
    t = v.__class__
    p = lst
    if t is Symbol:
        if p.__class__ is Pair and p.cdr is _LAST[0]:
            return _find_in_grown(v, p)
        _LAST[0] = p
        while p.__class__ is Pair:
            if p.car is v:
                return p
            p = p.cdr
    elif t is int and (not eq or v in _FIXNUMS):
        if p.__class__ is Pair and p.cdr is _LAST[0]:
            return _find_in_grown(v, p)
        _LAST[0] = p
        while p.__class__ is Pair:
            x = p.car
            if x.__class__ is int and x == v:
                return p
            p = p.cdr
    elif t is Char and char_is_unique(v):     # (every character equal to v is v)
        while p.__class__ is Pair:
            if p.car is v:
                return p
            p = p.cdr
    elif t is Char:
        ch = v.ch
        while p.__class__ is Pair:
            x = p.car
            if x.__class__ is Char and x.ch == ch:
                return p
            p = p.cdr
    else:
        return _UNKNOWN
    return False if p is NIL else _UNKNOWN


#: the list the last search of an atom looked in: a search in it with a pair consed on
#: is cycle detection's, worth the chain (the walk of any other search keeps no count)
_LAST: list = [None]


def _find_in_grown(v: Any, lst: Pair) -> Any:
    """_find_atom of an exact integer (a fixnum for memq) or a symbol ``v`` in ``lst``, a
    pair consed onto the list searched before: from member_tables' chain when there is one
    (a list on top of a chain, or one pair above it); else a walk, noted when it passes
    TABLE_FROM elements (a second such walk of the list or of its cdr makes the chain)."""
    _LAST[0] = lst
    if lst.listp is not True:
        p: Any = lst
        while type(p) is Pair:
            x = p.car
            if x is v or (x.__class__ is int and v.__class__ is int and x == v):
                return p
            p = p.cdr
        return False if p is NIL else _UNKNOWN
    if _CHAINS:
        found = member_tables.lookup(v, lst)
        if found is not member_tables.UNKNOWN:
            return found
    p = lst
    symbol = v.__class__ is Symbol
    for _ in _NEAR:         # the first TABLE_FROM pairs
        if p is NIL:
            return False
        x = p.car
        if x is v or (not symbol and x.__class__ is int and x == v):
            return p
        p = p.cdr
    while p is not NIL:     # walked far: the rest, then noted (member_tables)
        x = p.car
        if x is v or (not symbol and x.__class__ is int and x == v):
            break
        p = p.cdr
    member_tables.walked_far(v, lst)
    return False if p is NIL else p


_NEAR = range(member_tables.TABLE_FROM)     # a walk past these pairs went far
_CHAINS = member_tables.CHAINS              # (the one dict, cleared, never replaced)


@define("member", 2, 3)
def member(v: Any, lst: Any, same: Any = None) -> Any:
    """The first tail of lst whose car is equal? (or `same`) to v, else #f."""
    if same is None:
        if type(v) is int and BUDGET.max_steps is None:
            # equal? to a fixnum is being a fixnum of its value (a bool is not an int here);
            # a long list grown by cons answers from a chain, as in _find_atom
            p = lst
            if p.__class__ is Pair and p.cdr is _LAST[0]:       # (see _find_atom)
                return _find_in_grown(v, p)
            _LAST[0] = p
            while p.__class__ is Pair:
                x = p.car
                if x == v and x.__class__ is int:
                    return p
                p = p.cdr
            if p is NIL:
                return False
        elif v.__class__ is str or v.__class__ is MString:
            return _find_string(v, lst)
        else:
            found = _find_atom(v, lst, False)
            if found is not _UNKNOWN:
                return found
        return _mem("member", v, lst, is_equal)
    if not is_procedure(same) or not procedure_arity_includes(same, 2):
        raise contract_error("member", "(procedure-arity-includes/c 2)", _racket_eq_proc())
    return _mem("member", v, lst, lambda a, b: truthy(call(same, a, b)))


def _find_string(v: Any, lst: Any) -> Any:
    """`(member s lst)` of a string: equal? to a string is being a string (mutable or not)
    of the same characters, so s's text is read once and each element compared with it
    in place, with no call of is_equal (a path of cave names searched for a name). The
    same steps counted and the same error for an improper list as _mem's walk."""
    text = v if v.__class__ is str else v.value()
    p, n = lst, 0
    while p.__class__ is Pair:
        x = p.car
        if x is v or (x == text if x.__class__ is str else x.__class__ is MString and (
                x.data if x.data.__class__ is str else x.value()) == text):
            if BUDGET.max_steps is not None:
                charge_work(n)
            return p
        p = p.cdr
        n += 1
    if BUDGET.max_steps is not None:
        charge_work(n)
    if p is not NIL:
        raise fail(f"member: not a proper list\n  in: {error_value_string(lst)}")
    return False


def _racket_eq_proc() -> Any:
    # Racket 8.7 names eq? (not the given value) in member's contract error.
    return LIBRARIES["racket/base"].get("eq?", "eq?")


@define("memq", 2)
def memq(v: Any, lst: Any) -> Any:
    """The first tail of lst whose car is eq? to v, else #f."""
    found = _find_atom(v, lst, True)
    if found is not _UNKNOWN:
        return found
    return _mem("memq", v, lst, is_eq)


@define("memv", 2)
def memv(v: Any, lst: Any) -> Any:
    """The first tail of lst whose car is eqv? to v, else #f."""
    found = _find_atom(v, lst, False)
    if found is not _UNKNOWN:
        return found
    return _mem("memv", v, lst, is_eqv)


def _ass(who: str, v: Any, lst: Any, same: Callable[[Any, Any], bool]) -> Any:
    if BUDGET.max_steps is not None:        # the work of the walk below, at most the list
        charge_work(_prefix_length(lst, v))
    p = lst
    if type(v) is Symbol and (same is is_eq or same is is_eqv or same is is_equal):
        # a symbol is eq?, eqv? and equal? only to itself; a long known list read again
        # gets a table (assoc_tables), so the walks below count how far they went
        tabled = BUDGET.max_steps is None and type(lst) is Pair and lst.listp is True
        if tabled:
            found = assoc_tables.lookup(v, lst)
            if found is not assoc_tables.UNKNOWN:
                return found
        n = 0
        while type(p) is Pair and type(p.car) is Pair:
            if p.car.car is v:
                if tabled and n >= assoc_tables.TABLE_FROM:
                    assoc_tables.walked_far(lst)
                return p.car
            p = p.cdr
            n += 1
        if tabled and n >= assoc_tables.TABLE_FROM:
            assoc_tables.walked_far(lst)
    elif type(v) is int and (same is is_equal or same is is_eqv):
        # an exact integer is equal? and eqv? only to an exact integer of its value
        while type(p) is Pair and type(p.car) is Pair:
            key = p.car.car
            if type(key) is int and key == v:
                return p.car
            p = p.cdr
    elif (type(v) is str or type(v) is MString) and same is is_equal:
        # a string is equal? to a string of the same characters, mutable or not
        text = v if type(v) is str else v.value()
        tabled = BUDGET.max_steps is None and type(lst) is Pair and lst.listp is True
        if tabled:
            found = assoc_tables.lookup(text, lst)
            if found is not assoc_tables.UNKNOWN:
                return found
        mstring = MString
        n = 0
        while type(p) is Pair:
            entry = p.car
            if entry.__class__ is not Pair:
                break
            key = entry.car
            if key.__class__ is mstring:
                # a mutable string's characters are its str (kept joined after a change)
                chars = key.data
                if chars.__class__ is not str:
                    chars = key.value()
                if chars == text:
                    if tabled and n >= assoc_tables.TABLE_FROM:
                        assoc_tables.walked_far(lst)
                    return entry
            elif key.__class__ is str and key == text:
                if tabled and n >= assoc_tables.TABLE_FROM:
                    assoc_tables.walked_far(lst)
                return entry
            p = p.cdr
            n += 1
        if tabled and n >= assoc_tables.TABLE_FROM:
            assoc_tables.walked_far(lst)
    while type(p) is Pair:
        entry = p.car
        if type(entry) is not Pair:
            raise fail(f"{who}: non-pair found in list\n  non-pair: {error_value_string(entry)}\n"
                       f"  list: {error_value_string(lst)}")
        if same(v, entry.car):
            return entry
        p = p.cdr
    if p is not NIL:
        raise fail(f"{who}: not a proper list: {error_value_string(lst)}")
    return False


def _prefix_length(lst: Any, v: Any) -> int:
    """How many entries of an association list come before the first whose key is eq? to
    ``v`` (its length when none is): the cells assoc's walk touches, for ``charge_work``."""
    n = 0
    p = lst
    while type(p) is Pair:
        entry = p.car
        if type(entry) is Pair and entry.car is v:
            break
        n += 1
        p = p.cdr
    return n


@define("assoc", 2, 3)
def assoc(v: Any, lst: Any, same: Any = None) -> Any:
    """The first pair in lst whose car is equal? (or `same`) to v, else #f."""
    if same is None:
        if v.__class__ is int and BUDGET.max_steps is None:
            # an exact integer key (a table of numbers) with nothing counted: equal? to it is
            # being an exact integer of its value; the walk of _ass's own path, with no call
            # more (a bad list or entry: _ass, from the start, says so as Racket does)
            p = lst
            while p.__class__ is Pair:
                entry = p.car
                if entry.__class__ is not Pair:
                    break
                key = entry.car
                if key.__class__ is int and key == v:
                    return entry
                p = p.cdr
            else:
                if p is NIL:
                    return False
        return _ass("assoc", v, lst, is_equal)
    check_proc_arity("assoc", same, 2, "(any/c any/c . -> . any/c)")
    return _ass("assoc", v, lst, lambda a, b: truthy(call(same, a, b)))


@define("assq", 2)
def assq(v: Any, lst: Any) -> Any:
    """The first pair in lst whose car is eq? to v, else #f."""
    return _ass("assq", v, lst, is_eq)


@define("assv", 2)
def assv(v: Any, lst: Any) -> Any:
    """The first pair in lst whose car is eqv? to v, else #f."""
    return _ass("assv", v, lst, is_eqv)


def _find_tail(who: str, proc: Any, lst: Any, test: Callable[[Any], bool]) -> Any:
    check_proc_arity(who, proc, 1, "(any/c . -> . any/c)")
    p = lst
    while type(p) is Pair:
        if test(p.car):
            return p
        p = p.cdr
    if p is not NIL:
        raise fail(f"{who}: not a proper list: {error_value_string(lst)}")
    return False


@define("memf", 2)
def memf(proc: Any, lst: Any) -> Any:
    """The first tail of lst whose car satisfies proc, else #f."""
    check_proc_arity("memf", proc, 1, "(any/c . -> any/c)")    # (sic: Racket 8.7's words)
    return _find_tail("memf", proc, lst, lambda x: truthy(call(proc, x)))


@define("findf", 2)
def findf(proc: Any, lst: Any) -> Any:
    """The first element of lst satisfying proc, else #f."""
    p = _find_tail("findf", proc, lst, lambda x: truthy(call(proc, x)))
    return p.car if type(p) is Pair else False


@define("assf", 2)
def assf(proc: Any, lst: Any) -> Any:
    """The first pair in lst whose car satisfies proc, else #f."""
    check_proc_arity("assf", proc, 1, "(any/c . -> . any/c)")
    return _ass("assf", None, lst, lambda _, key: truthy(call(proc, key)))


# ------------------------------------------------------------------ higher-order

def direct_fn(proc: Any, n: int) -> Any:
    """The Python function to call for ``proc`` applied to ``n`` arguments, when a call of it
    needs no help from apply_procedure: a procedure translated to Python taking exactly
    ``n`` (it counts its own step), or a primitive accepting ``n``; else None. Its result
    may still be a TailCall (finish it with apply_procedure) or multiple values (an error
    where one value is expected): the loops below test both, written out, since a helper
    would be one Python frame more for every call (map, filter, foldl ... with a lambda)."""
    t = type(proc)
    if t is Closure:
        return proc.fn if proc.arity == n and proc.fn is not None else None
    if t is Primitive and proc.accepts(n):
        return proc.fn
    return None


@define("map", 2, None)
def map_(proc: Any, *lists: Any) -> Any:
    """The list of results of proc applied to the elements of the lists in parallel."""
    if len(lists) == 1:
        lst = lists[0]
        t = type(proc)
        if type(lst) is Pair and lst.listp is True and (
                (t is Closure and proc.arity == 1) or (t is Primitive and proc.min_args <= 1 and (
                    proc.max_args is None or proc.max_args >= 1))):
            # the usual call: one known list (no check can fail) and a translated procedure
            # or a primitive taking one argument, its function called for each pair as it is
            # walked (no Python list of the elements first), the result built front to back
            fn, nil = proc.fn, NIL
            first = last = Pair()
            while lst is not nil:
                v = fn(lst.car)
                if type(v) is TailCall:
                    v = apply_procedure(v.proc, v.args, True)
                elif type(v) is MultipleValues:
                    single_value(v)
                p = Pair()
                p.car = v
                p.loc = None
                p.listp = True
                last.cdr = p
                last = p
                lst = lst.cdr
            last.cdr = nil
            return first.cdr
    items = check_map_args("map", proc, lists)
    # a loop, not a list comprehension (one Python frame more for each call of proc, on
    # CPython 3.11, which matters to a recursion through map); each result tested here
    # (multiple values are an error): a helper would be a frame more too
    t = type(proc)
    if (t is Closure and proc.arity == len(items)) or t is Primitive:
        # translated to Python, or a primitive (arity checked above): its function called
        # directly, as apply_procedure would call it; the result's pairs built front to
        # back as the values come (as append does)
        fn = proc.fn
        first = last = Pair()
        if len(items) == 1:
            for x in items[0]:
                v = fn(x)           # a plain call: no C stack frame either
                if type(v) is TailCall:
                    v = apply_procedure(v.proc, v.args, True)
                elif type(v) is MultipleValues:
                    single_value(v)
                p = Pair()
                p.car = v
                p.loc = None
                p.listp = True
                last.cdr = p
                last = p
        else:
            for xs in zip(*items):
                v = fn(*xs)
                if type(v) is TailCall:
                    v = apply_procedure(v.proc, v.args, True)
                elif type(v) is MultipleValues:
                    single_value(v)
                p = Pair()
                p.car = v
                p.loc = None
                p.listp = True
                last.cdr = p
                last = p
        last.cdr = NIL
        return first.cdr
    out: list = []
    for xs in zip(*items):
        out.append(apply_procedure(proc, list(xs), True))
    return from_pylist(out)


@define("for-each", 2, None)
def for_each(proc: Any, *lists: Any) -> Any:
    """Apply proc to the elements of the lists in parallel, for effect."""
    if len(lists) == 1:
        lst = lists[0]
        t = type(proc)
        if type(lst) is Pair and lst.listp is True and (
                (t is Closure and proc.arity == 1) or (t is Primitive and proc.min_args <= 1 and (
                    proc.max_args is None or proc.max_args >= 1))):
            # as map's usual call: one known list walked as proc's function is called
            fn, nil = proc.fn, NIL
            while lst is not nil:
                v = fn(lst.car)
                if type(v) is TailCall:
                    apply_procedure(v.proc, v.args)
                lst = lst.cdr
            return VOID
    items = check_map_args("for-each", proc, lists)
    fn = direct_fn(proc, 1) if len(items) == 1 else None
    if fn is not None:
        for x in items[0]:
            v = fn(x)
            if type(v) is TailCall:
                apply_procedure(v.proc, v.args)
        return VOID
    for xs in zip(*items):
        apply_procedure(proc, list(xs))
    return VOID


@define("andmap", 2, None)
def andmap(proc: Any, *lists: Any) -> Any:
    """#f if proc gives #f for some elements, else its last result (#t for empty lists)."""
    items = check_map_args("andmap", proc, lists)
    result: Any = True
    fn = direct_fn(proc, 1) if len(items) == 1 else None
    if fn is not None:
        for x in items[0]:
            result = fn(x)
            if type(result) is TailCall:
                result = apply_procedure(result.proc, result.args, True)
            elif type(result) is MultipleValues:
                single_value(result)
            if result is False:
                return False
        return result
    for xs in zip(*items):
        result = apply_procedure(proc, list(xs), True)
        if result is False:
            return False
    return result


@define("ormap", 2, None)
def ormap(proc: Any, *lists: Any) -> Any:
    """The first true result of proc on the elements, else #f."""
    items = check_map_args("ormap", proc, lists)
    fn = direct_fn(proc, 1) if len(items) == 1 else None
    if fn is not None:
        for x in items[0]:
            result = fn(x)
            if type(result) is TailCall:
                result = apply_procedure(result.proc, result.args, True)
            elif type(result) is MultipleValues:
                single_value(result)
            if result is not False:
                return result
        return False
    for xs in zip(*items):
        result = apply_procedure(proc, list(xs), True)
        if result is not False:
            return result
    return False


@define("filter", 2)
def filter_(pred: Any, lst: Any) -> Any:
    """The elements of lst that satisfy pred."""
    check_proc_arity("filter", pred, 1, "(any/c . -> . any/c)")
    fn = direct_fn(pred, 1)
    if fn is not None and type(lst) is Pair and lst.listp is True:
        # a known list: its pairs walked as pred is called (no Python list first)
        nil = NIL
        first = last = Pair()
        while lst is not nil:
            x = lst.car
            v = fn(x)
            if type(v) is TailCall:
                v = apply_procedure(v.proc, v.args, True)
            elif type(v) is MultipleValues:
                single_value(v)
            if v is not False:
                p = Pair()
                p.car = x
                p.loc = None
                p.listp = True
                last.cdr = p
                last = p
            lst = lst.cdr
        last.cdr = nil
        return first.cdr
    items = check_list("filter", lst)
    if fn is None:
        return from_pylist([x for x in items if call(pred, x) is not False])
    first = last = Pair()      # the kept elements' pairs built front to back
    for x in items:
        v = fn(x)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        if v is not False:
            p = Pair()
            p.car = x
            p.loc = None
            p.listp = True
            last.cdr = p
            last = p
    last.cdr = NIL
    return first.cdr


def _fold_args(who: str, proc: Any, init: Any, lists: tuple) -> list[list]:
    args = [proc, init, *lists]
    check_proc(who, proc, 0, args)
    items = [check_list(who, lst, i + 2, args) for i, lst in enumerate(lists)]
    for lst, other in zip(lists[1:], items[1:]):
        if len(other) != len(items[0]):
            raise fail(f"{who}: given list does not have the same size as the first list: "
                       f"{error_value_string(lst)}")
    if not procedure_arity_includes(proc, len(lists) + 1):
        raise fail(f"{who}: given procedure does not accept {len(lists) + 1} arguments: "
                   f"{error_value_string(proc)}")
    return items


@define("foldl", 3, None)
def foldl(proc: Any, init: Any, *lists: Any) -> Any:
    """Combine the elements left to right: (proc elem ... acc)."""
    items = _fold_args("foldl", proc, init, lists)
    acc = init
    fn = direct_fn(proc, 2) if len(items) == 1 else None
    if fn is not None:
        for x in items[0]:
            acc = fn(x, acc)
            if type(acc) is TailCall:
                acc = apply_procedure(acc.proc, acc.args)
            if type(acc) is MultipleValues:
                single_value(acc)
        return acc
    if len(items) == 1:
        for x in items[0]:
            acc = apply_procedure(proc, [x, acc])
            if type(acc) is MultipleValues:
                single_value(acc)
        return acc
    fn = direct_fn(proc, len(items) + 1)
    if fn is not None:
        # several lists (`(foldl (lambda (x i acc) ...) init xs (range n))`): the function
        # called directly, as for one list, with no list of arguments a call
        if len(items) == 2:
            for x, y in zip(items[0], items[1]):
                acc = fn(x, y, acc)
                if type(acc) is TailCall:
                    acc = apply_procedure(acc.proc, acc.args, True)
                elif type(acc) is MultipleValues:
                    single_value(acc)
            return acc
        for xs in zip(*items):
            acc = fn(*xs, acc)
            if type(acc) is TailCall:
                acc = apply_procedure(acc.proc, acc.args, True)
            elif type(acc) is MultipleValues:
                single_value(acc)
        return acc
    for xs in zip(*items):
        acc = apply_procedure(proc, [*xs, acc], True)
    return acc


@define("foldr", 3, None)
def foldr(proc: Any, init: Any, *lists: Any) -> Any:
    """Combine the elements right to left: (proc elem ... acc)."""
    items = _fold_args("foldr", proc, init, lists)
    acc = init
    fn = direct_fn(proc, 2) if len(items) == 1 else None
    if fn is not None:
        for x in reversed(items[0]):
            acc = fn(x, acc)
            if type(acc) is TailCall:
                acc = apply_procedure(acc.proc, acc.args, True)
            elif type(acc) is MultipleValues:
                single_value(acc)
        return acc
    fn = direct_fn(proc, len(items) + 1)
    if fn is not None:          # several lists: as foldl's
        for xs in reversed(list(zip(*items))):
            acc = fn(*xs, acc)
            if type(acc) is TailCall:
                acc = apply_procedure(acc.proc, acc.args, True)
            elif type(acc) is MultipleValues:
                single_value(acc)
        return acc
    for xs in reversed(list(zip(*items))):
        acc = apply_procedure(proc, [*xs, acc], True)
    return acc


def copy_prefix(lst: Any, stop: Any, tail: Any) -> Any:
    """The elements of the list ``lst`` before its pair ``stop``, in new pairs built front
    to back in one walk, onto ``tail``: what Racket's list-update, remove and remove*
    build, sharing the rest of the list as they do (each pair's slots filled directly, as
    data.make_list; ``tail`` a list)."""
    listp = pair_listp(tail)
    first = last = Pair()
    while lst is not stop:
        p = Pair()
        p.car = lst.car
        p.loc = None
        p.listp = listp
        last.cdr = p
        last = p
        lst = lst.cdr
    last.cdr = tail
    return first.cdr


def _remove(who: str, v: Any, lst: Any, same: Callable[[Any, Any], bool]) -> Any:
    """Racket's do-remove: lst without its first element ``same`` as v, the pairs before it
    copied and the rest shared; lst itself when there is none."""
    if lst is not NIL and not is_list(lst):
        raise contract_error(who, "list?", lst)
    p = lst
    if type(v) is int and (same is is_equal or same is is_eqv):
        # an exact integer is equal? (and eqv?) only to an exact integer of its value
        while p is not NIL:
            x = p.car
            if x is v or (type(x) is int and x == v):
                return copy_prefix(lst, p, p.cdr)
            p = p.cdr
        return lst
    while p is not NIL:
        if same(v, p.car):
            return copy_prefix(lst, p, p.cdr)
        p = p.cdr
    return lst


@define("remove", 2, 3)
def remove(v: Any, lst: Any, same: Any = None) -> Any:
    """lst without its first element equal? (or `same`) to v."""
    if same is None:
        return _remove("remove", v, lst, is_equal)
    check_proc_arity("remove", same, 2, "(any/c any/c . -> . any/c)")
    return _remove("remove", v, lst, lambda a, b: truthy(call(same, a, b)))


@define("remq", 2)
def remq(v: Any, lst: Any) -> Any:
    """lst without its first element eq? to v."""
    return _remove("remq", v, lst, is_eq)


@define("remv", 2)
def remv(v: Any, lst: Any) -> Any:
    """lst without its first element eqv? to v."""
    return _remove("remv", v, lst, is_eqv)


def _remove_all(who: str, vs: Any, lst: Any, same: Callable[[Any, Any], bool]) -> Any:
    """Racket's do-remove*: lst without the elements ``same`` as one of vs (tried in
    order), the kept elements up to the last removed one in new pairs, the rest of lst
    after it shared; lst itself when nothing is removed."""
    unwanted = check_list(who, vs)
    if lst is not NIL and not is_list(lst):
        raise contract_error(who, "list?", lst)
    kept: list = []
    upto, shared, removed = 0, None, 0  # kept elements before the last removed one, after it
    p = lst
    if len(unwanted) == 1:
        u = unwanted[0]
        while p is not NIL:
            x = p.car
            if same(u, x):
                upto, shared, removed = len(kept), p.cdr, removed + 1
            else:
                kept.append(x)
            p = p.cdr
    else:
        while p is not NIL:
            x = p.car
            for u in unwanted:
                if same(u, x):
                    upto, shared, removed = len(kept), p.cdr, removed + 1
                    break
            else:
                kept.append(x)
            p = p.cdr
    if BUDGET.max_steps is not None:
        charge_work((len(kept) + removed) * max(1, len(unwanted)))
    if shared is None:
        return lst
    return make_list(kept[:upto], shared)


@define("remove*", 2, 3)
def remove_star(vs: Any, lst: Any, same: Any = None) -> Any:
    """lst without any element equal? (or `same`) to an element of vs."""
    if same is None:
        return _remove_all("remove*", vs, lst, is_equal)
    check_proc_arity("remove*", same, 2, "(any/c any/c . -> . any/c)")
    return _remove_all("remove*", vs, lst, lambda a, b: truthy(call(same, a, b)))


@define("remq*", 2)
def remq_star(vs: Any, lst: Any) -> Any:
    """lst without any element eq? to an element of vs."""
    return _remove_all("remq*", vs, lst, is_eq)


@define("remv*", 2)
def remv_star(vs: Any, lst: Any) -> Any:
    """lst without any element eqv? to an element of vs."""
    return _remove_all("remv*", vs, lst, is_eqv)


def append_results(results: list) -> Any:
    """The lists of ``results`` appended, as append-map appends its procedure's results
    (compilation/elementwise.py's loop for a literal lambda ends here too): each but the
    last must be a list; the last is shared, not copied (and not checked), as by
    `append`, so a recursion through append-map stays linear, as in Racket."""
    if not results:
        return NIL
    out: list = []
    for r in results[:-1]:
        out.extend(check_list("append", r))
    return make_list(out, results[-1])


@define("build-list", 2)
def build_list(n: Any, proc: Any) -> Any:
    """The list (proc 0) ... (proc n-1)."""
    if not is_nonneg_int(n):
        raise contract_error("build-list", "exact-nonnegative-integer?", n)
    check_proc_arity("build-list", proc, 1, "(exact-nonnegative-integer? . -> . any/c)")
    check_length(n)
    if BUDGET.max_steps is not None:
        charge_work(n)
    fn = direct_fn(proc, 1)
    if fn is None:
        return from_pylist([call(proc, i) for i in range(n)])
    # a translated procedure or a primitive (`add1`): its function called directly, each
    # result tested as call() would (written out: a helper is a Python frame per element),
    # the pairs built front to back as the results come (as append does)
    first = last = Pair()
    for i in range(n):
        v = fn(i)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        p = Pair()
        p.car = v
        p.loc = None
        p.listp = True
        last.cdr = p
        last = p
    last.cdr = NIL
    return first.cdr



def _plain_reals(items: list) -> bool:
    """Are all the items fixnums, bignums or floats other than NaN (which `<` and `>` order
    as Python's own comparisons do)?"""
    if _INT_ONLY.issuperset(map(type, items)):     # exact integers only: tested in C
        return True
    for x in items:
        t = type(x)
        if t is not int and (t is not float or x != x):
            return False
    return True


_INT_ONLY = frozenset([int])
_KEY_KEYWORD = Symbol.intern("#:key")
_LESS, _GREATER = LIBRARIES["racket/base"]["<"], LIBRARIES["racket/base"][">"]
_SORT_EXPECTED = "2 plus optional arguments with keywords #:cache-keys? and #:key"


def sort_list(items: list, less: Any, key: Any = None, cache_keys: bool = False) -> list:
    """A stable sort of Python list ``items`` by Racket procedure ``less`` (and ``key``):
    Racket's own algorithm (merge_sort.py), the same comparisons in the same order, but for
    the orders of ``_ORDERS_IN_C`` of plain values, sorted in C (nothing there to see the
    comparisons). ``items`` itself when it is in order already."""
    done = _sorted_in_c(items, less, key)
    if done is not None:
        return items if _same_items(done, items) else done
    if key is None and type(less) is Primitive and less.name in _STRICT_ORDERS:
        # a strict order with no effect to see: any stable sort gives Racket's answer; an
        # error (an element of another type) is found again in Racket's order
        fn = less.fn
        try:
            done = sorted(items, key=cmp_to_key(lambda a, b: -1 if fn(a, b) is not False else 0))
        except Raise:
            pass
        else:
            return items if _same_items(done, items) else done
    return racket_sort(items, _comparator(less), None if key is None else _key_caller(key),
                       cache_keys)


def _same_items(done: list, items: list) -> bool:
    """Are the two lists the same objects in the same order (a sort that moved nothing)?"""
    return len(done) == len(items) and all(map(is_, done, items))


def _comparator(less: Any) -> Callable[[Any, Any], Any]:
    """A Python function of two values answering as Racket procedure ``less`` does, as
    racket_sort takes it: its own Python function when it has one (a translated
    procedure's answer may be a tail call to finish, which racket_sort does), else one
    answering whether it holds."""
    fn = direct_fn(less, 2)
    if fn is not None:
        return fn

    def lt(a: Any, b: Any) -> bool:
        return call(less, a, b) is not False
    return lt


def _key_caller(key: Any) -> Callable[[Any], Any]:
    """A Python function of one value calling Racket procedure ``key`` on it."""
    return lambda x: call(key, x)


def _in_c_kind(less: Any) -> tuple[str, bool] | None:
    """The kind of values ``less`` orders and whether it orders them downwards, when it is
    one of racket/base's orders Python's sort can apply (``_ORDERS_IN_C``); else None."""
    if type(less) is not Primitive:
        return None
    return (_IN_C or _orders_in_c()).get(less)


def _orders_in_c() -> dict:
    """``_IN_C``, filled on the first sort (racket/base's string and character procedures
    are defined after this module)."""
    for name, order in _ORDERS_IN_C.items():
        _IN_C[_BASE[name]] = order
    return _IN_C


def _python_key(keys: list, kind: str) -> Any:
    """How Python's sort is to compare ``keys`` to give an order of ``kind``: None for the
    keys themselves (numbers, immutable strings), else a function of one key (a character's,
    symbol's or string's str); or ``_NOT_PLAIN`` when some key is no plain value of the
    kind (an error, or a NaN: left to Racket's algorithm)."""
    if kind == "real":
        return None if _plain_reals(keys) else _NOT_PLAIN
    if kind == "char":
        return _CH if _CHAR_ONLY.issuperset(map(type, keys)) else _NOT_PLAIN
    if kind == "symbol":
        # (a keyword is a Symbol named "#:...", and no symbol; a name holding "#:" elsewhere
        # is only sent the long way)
        if _SYMBOL_ONLY.issuperset(map(type, keys)) and "#:" not in "".join(map(_NAME, keys)):
            return _NAME
        return _NOT_PLAIN
    if _STR_ONLY.issuperset(map(type, keys)):
        return None
    return _text if _STRING_TYPES.issuperset(map(type, keys)) else _NOT_PLAIN


def _text(s: Any) -> str:
    """The characters of an immutable or mutable string."""
    return s if type(s) is str else s.value()


_NOT_PLAIN = object()


def _sorted_plain(items: list, order: tuple[str, bool]) -> list | None:
    """``items`` sorted by Python's sort in ``order`` (the kind of values, downwards or
    not: ``_ORDERS_IN_C``) when each is a plain value of the kind, else None."""
    how = _python_key(items, order[0])
    return None if how is _NOT_PLAIN else sorted(items, key=how, reverse=order[1])


def _sorted_in_c(items: list, less: Any, key: Any) -> list | None:
    """``items`` sorted by Python's own sort where nothing could tell it from Racket's
    algorithm, else None: ``less`` is one of ``_ORDERS_IN_C`` (`<`, `>`, `string<?`,
    `string>?`, `char<?`, `char>?`, `symbol<?`) of plain values of its kind, and ``key``
    none or a quiet primitive (``_quiet_key``: no effect, no steps, taken once per element
    instead of at each comparison). A key's error is left to Racket's algorithm, which
    raises it in Racket's order. Python's sort is stable, as Racket's is, and stays stable
    reversed."""
    order = _in_c_kind(less)
    if order is None or (key is not None and not _quiet_key(key)):
        return None
    kind, downwards = order
    if key is None:
        return _sorted_plain(items, order)
    fn = key.fn
    try:
        keys = [fn(x) for x in items]
    except Raise:
        return None
    how = _python_key(keys, kind)
    if how is _NOT_PLAIN:
        return None
    if how is not None:
        keys = list(map(how, keys))
    return [items[i] for i in sorted(range(len(items)), key=keys.__getitem__,
                                     reverse=downwards)]


# the orders Python's sort can apply, by name: the kind of values and whether downwards
# (code-point order for strings, characters and symbols, as Racket's string<?, char<? and
# symbol<? (UTF-8 bytes, the same order) compare them)
_ORDERS_IN_C = {"<": ("real", False), ">": ("real", True), "string<?": ("string", False),
                "string>?": ("string", True), "char<?": ("char", False),
                "char>?": ("char", True), "symbol<?": ("symbol", False)}
_BASE = LIBRARIES["racket/base"]
_IN_C: dict[Primitive, tuple[str, bool]] = {}      # _ORDERS_IN_C by racket/base's procedure
_CHAR_ONLY, _SYMBOL_ONLY, _STR_ONLY = frozenset([Char]), frozenset([Symbol]), frozenset([str])
_STRING_TYPES = frozenset([str, MString])
_CH, _NAME = attrgetter("ch"), attrgetter("name")
# keys with no effect and no step of their own: calling one once per element cannot be told
# from calling it at every comparison
def _quiet_key(key: Any) -> bool:
    """Is ``key`` a primitive with no effect and no steps, whose answers for the elements
    cannot change while a sort runs: one of ``_QUIET_KEYS``, or a field accessor a struct
    definition made (``(sort entries > #:key entry-score)``; a mutable field too, since
    nothing the sort calls can set it)?"""
    if type(key) is not Primitive:
        return False
    if key.name in _QUIET_KEYS:
        return True
    made = STRUCT_PROCEDURES.get(key)
    return made is not None and made[0] == "accessor"


_QUIET_KEYS = frozenset(["car", "cdr", "caar", "cadr", "cdar", "cddr", "caddr", "cdddr",
                         "cadddr", "first", "second", "third", "fourth", "rest",
                         "string-length", "vector-length", "abs", "char->integer",
                         "symbol->string", "unbox"])

# comparison primitives that are strict orders and cannot be seen comparing
_STRICT_ORDERS = frozenset(["string<?", "string>?", "string-ci<?", "string-ci>?",
                            "char<?", "char>?", "char-ci<?", "char-ci>?", "symbol<?",
                            "keyword<?", "bytes<?", "bytes>?"])


@define("sort", 0, None)
def sort(*args: Any) -> Any:
    """(sort lst less? [#:key key] [#:cache-keys? b]): a stable sort."""
    if len(args) == 2 and args[0].__class__ is Pair and args[0].listp is True:
        # (sort lst less?) of a known list, the usual call: none of the checks below can
        # fail for it (the list is one) when less? is one of racket/base's orders or a
        # translated procedure of two arguments
        lst, less = args
        if less.__class__ is Primitive:
            if (less is _LESS or less is _GREATER) and BUDGET.max_steps is None:
                # exact integers by `<` or `>`, the commonest call: sorted and tested in C
                items = list_to_python(lst)
                if _INT_ONLY.issuperset(map(type, items)):
                    done = sorted(items, reverse=less is _GREATER)  # stable, as Racket's
                    return lst if done == items else from_pylist(done)  # (in order: lst)
            order = (_IN_C or _orders_in_c()).get(less)
            if order is not None:
                items = list_to_python(lst)
                done = _sorted_plain(items, order)
                if done is not None:        # (else Racket's algorithm, below, finds the error)
                    if BUDGET.max_steps is not None and len(items) > 1:   # as _sorted_list
                        charge_work(len(items) * len(items).bit_length())
                    return lst if _same_items(done, items) else from_pylist(done)
        elif less.__class__ is Closure and less.arity == 2 and less.fn is not None:
            items = list_to_python(lst)
            return lst if len(items) < 2 else _sorted_list(lst, items, less)
    elif (len(args) == 4 and args[2] is _KEY_KEYWORD and args[0].__class__ is Pair
          and args[0].listp is True and args[1].__class__ is Primitive and _quiet_key(args[3])):
        # (sort lst less? #:key accessor) of a known list, sorted in C as below (none of the
        # checks can fail: less? and the key are primitives taking what sort gives them
        # when _sorted_in_c answers)
        lst, less, _, key = args
        if less.accepts(2) and key.accepts(1):
            items = list_to_python(lst)
            done = _sorted_in_c(items, less, key)
            if done is not None:
                if BUDGET.max_steps is not None and len(items) > 1:   # as _sorted_list
                    charge_work(len(items) * len(items).bit_length())
                return lst if _same_items(done, items) else from_pylist(done)
    if len(args) == 2 and not is_keyword(args[0]) and not is_keyword(args[1]):
        positional, kw = args, {}       # (sort lst less?), the usual call
    else:
        positional, kw = split_keywords("sort", args, ("#:key", "#:cache-keys?"))
    if len(positional) != 2:
        raise keyword_arity_error("sort", _SORT_EXPECTED, args, len(positional), bool(kw))
    lst, less = positional
    items = check_list("sort", lst)
    check_proc_arity("sort", less, 2, "(any/c any/c . -> . any/c)")
    key = kw.get("#:key")
    if key is not None and key is not False:
        check_proc_arity("sort", key, 1, "(any/c . -> . any/c)")
    else:
        key = None
    cache_keys = kw.get("#:cache-keys?", False) is not False
    if len(items) < 2 and not (cache_keys and key is not None and items):
        return lst      # (with cached keys, Racket compares even one element with itself)
    return _sorted_list(lst, items, less, key, cache_keys)


def _sorted_list(lst: Any, items: list, less: Any, key: Any = None,
                 cache_keys: bool = False) -> Any:
    """The list ``lst`` (its elements ``items``) sorted, charged n log n comparisons: ``lst``
    itself when it is in order already."""
    if BUDGET.max_steps is not None:
        charge_work(len(items) * len(items).bit_length())
    result = sort_list(items, less, key, cache_keys)
    return lst if result is items else from_pylist(result)


@define("void", 0, None)
def void(*_args: Any) -> Any:
    """The void value (all arguments are ignored)."""
    return VOID



# ------------------------------------------------------------------ composition

def _spread(v: Any) -> list:
    """The values of a (possibly multiple-valued) result, as an argument list."""
    return v.values if type(v) is MultipleValues else [v]


def _compose(who: str, procs: tuple, single: bool) -> Any:
    for p in procs:
        check_proc(who, p)
    if not procs:
        return LIBRARIES["racket/base"]["values"]
    if len(procs) == 1:
        return procs[0]
    lo, hi = arity_range(procs[-1])

    def composed(*args: Any) -> Any:
        result = apply_procedure(procs[-1], list(args))
        for p in reversed(procs[:-1]):
            result = apply_procedure(p, [result] if single else _spread(result))
        return result
    return Primitive("composed", composed, lo, hi)


@define("compose", 0, None)
def compose(*procs: Any) -> Any:
    """The procedure that applies the procs right to left (passing all values along)."""
    return _compose("compose", procs, False)


@define("compose1", 0, None)
def compose1(*procs: Any) -> Any:
    """The procedure that applies the procs right to left (one value each)."""
    return _compose("compose1", procs, True)


# ------------------------------------------------------------------ equal-always? and its lists
# Racket 8.5's equal-always?: equal? for what cannot change, eq? for what can (mutable
# vectors, strings, byte strings, boxes, hash tables and mpairs); memw, remw, remw* and assw
# are member, remove, remove* and assoc with it.

def is_equal_always(a: Any, b: Any) -> bool:
    """equal-always?: are a and b equal now and for ever? (Transparent structs compare
    their fields, mutable or not.)"""
    from minischeme.values.data import Box, HashTable, MVector
    while True:
        if a is b or is_eq(a, b):
            return True
        t = type(a)
        if t is not type(b):
            return not (_changeable(t) or _changeable(type(b))) and is_equal(a, b)
        if t is Pair:
            if not is_equal_always(a.car, b.car):
                return False
            a, b = a.cdr, b.cdr
            continue
        if t is MVector:
            return (a.immutable and b.immutable and len(a.items) == len(b.items)
                    and all(is_equal_always(x, y) for x, y in zip(a.items, b.items)))
        if t is Box:
            if not (a.immutable and b.immutable):
                return False
            a, b = a.value, b.value
            continue
        if t is HashTable:
            return not a.mutable and not b.mutable and is_equal(a, b)
        if _changeable(t):
            return False
        return is_equal(a, b)


def _changeable(t: type) -> bool:
    """Is a value of type t always mutable (a mutable string, byte string or mpair)?"""
    return t is bytearray or t.__name__ in ("MString", "MPair")


add("equal-always?", Primitive("equal-always?", is_equal_always, 2, 2))


@define("memw", 2)
def memw(v: Any, lst: Any) -> Any:
    """The first tail of lst whose car is equal-always? to v, else #f."""
    return _mem("member", v, lst, is_equal_always)


@define("remw", 2)
def remw(v: Any, lst: Any) -> Any:
    """lst without its first element equal-always? to v."""
    return _remove("remw", v, lst, is_equal_always)


@define("remw*", 2)
def remw_star(vs: Any, lst: Any) -> Any:
    """lst without any element equal-always? to an element of vs."""
    return _remove_all("remw*", vs, lst, is_equal_always)


@define("assw", 2)
def assw(v: Any, lst: Any) -> Any:
    """The first pair in lst whose car is equal-always? to v, else #f."""
    return _ass("assw", v, lst, is_equal_always)
