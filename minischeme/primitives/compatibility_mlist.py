"""compatibility/mlist: lists of mutable pairs (`mcons` chains ending in '()), as R5RS
programs ported to Racket use them: `mlist`, `mlist?`, `list->mlist`, `mlist->list`,
`mlength`, `mappend`(!), `mreverse`(!), `mmap`, `mfor-each`, `mlist-ref`, `mlist-tail`,
`mmemq`/`mmemv`/`mmember`, `massq`/`massv`/`massoc`, `mlistof`.

Each walks the list as Racket's compatibility/mlist.rkt does, with racket/base's
`mcar`/`mcdr` (and `car`/`cdr` for list->mlist), so a value that is not a mutable list
fails with their contract violation (`mcdr: contract violation` / `expected: mpair?`),
at the point where Racket's loop fails.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, VOID, MPair, MultipleValues, Pair, make_pair
from minischeme.values.equality import is_eq, is_equal, is_eqv
from minischeme.values.procedures import Primitive, TailCall
from minischeme.values.runtime import apply_procedure, single_value
from .base_data import mcar, mcdr, set_mcdr
from .base_lists import car, cdr, direct_fn
from .base_numbers import sub1, zero_p
from .registry import define, library

library("compatibility/mlist")


def _from_python(items: list, tail: Any = NIL) -> Any:
    """The mutable list of ``items`` ending in ``tail``."""
    for x in reversed(items):
        tail = MPair(x, tail)
    return tail


def _elements(l: Any) -> list:
    """The elements of a mutable list (mcar's error at a part that is not a pair)."""
    out = []
    while type(l) is MPair:
        out.append(l.car)
        l = l.cdr
    if l is not NIL:
        mcar(l)
    return out


@define("mlist", 0, None)
def mlist(*items: Any) -> Any:
    """(mlist v ...): a mutable list of the v's."""
    return _from_python(list(items))


@define("mlist?", 1)
def mlist_p(v: Any) -> bool:
    """Is v '() or a chain of mutable pairs ending in '() (not a cycle)?"""
    seen: set[int] = set()
    while type(v) is MPair:
        if id(v) in seen:
            return False
        seen.add(id(v))
        v = v.cdr
    return v is NIL


@define("list->mlist", 1)
def list_to_mlist(l: Any) -> Any:
    """The mutable list of a list's elements (car's error on an improper one)."""
    items = []
    while l is not NIL:
        items.append(car(l))
        l = cdr(l)
    return _from_python(items)


@define("mlist->list", 1)
def mlist_to_list(l: Any) -> Any:
    """The (immutable) list of a mutable list's elements."""
    out: Any = NIL
    for x in reversed(_elements(l)):
        out = make_pair(x, out)
    return out


@define("mlength", 1)
def mlength(l: Any) -> int:
    """The number of elements of a mutable list."""
    n = 0
    while type(l) is MPair:
        l = l.cdr
        n += 1
    if l is not NIL:
        mcdr(l)
    return n


@define("mappend", 0, None)
def mappend(*ls: Any) -> Any:
    """The elements of the mutable lists in order, in fresh pairs (the last list shared, as
    append shares it; a single list is returned itself)."""
    if not ls:
        return NIL
    result = ls[-1]
    for l in reversed(ls[:-1]):
        result = _from_python(_elements(l), result)
    return result


@define("mappend!", 0, None)
def mappend_bang(*ls: Any) -> Any:
    """mappend by setting the last mcdr of each non-empty list to the next one."""
    if not ls:
        return NIL
    result = ls[-1]
    for a in reversed(ls[:-1]):
        if a is NIL:
            continue
        tail = a
        while mcdr(tail) is not NIL:
            tail = mcdr(tail)
        set_mcdr(tail, result)
        result = a
    return result


@define("mreverse", 1)
def mreverse(l: Any) -> Any:
    """A fresh mutable list of l's elements in reverse order."""
    out: Any = NIL
    while type(l) is MPair:
        out = MPair(l.car, out)
        l = l.cdr
    if l is not NIL:
        mcdr(l)             # Racket's loop takes the mcdr first (its error comes first)
    return out


@define("mreverse!", 1)
def mreverse_bang(l: Any) -> Any:
    """l's pairs relinked in reverse order."""
    prev: Any = NIL
    while l is not NIL:
        nxt = mcdr(l)
        set_mcdr(l, prev)
        prev, l = l, nxt
    return prev


_LONGEST = 1 << 20      # a list longer than this (a cycle?) is walked the slow way


def _proper(l: Any) -> list | None:
    """The elements of a mutable list ending in '() (None: an improper list, or one so long
    it may be a cycle)."""
    out = []
    while type(l) is MPair:
        out.append(l.car)
        l = l.cdr
        if len(out) > _LONGEST:
            return None
    return out if l is NIL else None


def _one_list(f: Any, ls: tuple, each: Callable[[Any], None]) -> bool:
    """The usual case of mmap and mfor-each, done: one proper list and a procedure of one
    argument called directly (as racket/base's map calls it); False for anything else."""
    if len(ls) != 1:
        return False
    fn = direct_fn(f, 1)
    items = _proper(ls[0]) if fn is not None else None
    if items is None:
        return False
    for x in items:
        v = fn(x)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        each(v)
    return True


def _walk_lists(f: Any, ls: tuple, each: Callable[[Any], None]) -> None:
    """Call f on the elements at each position of the lists, until the first list ends
    (a shorter other list fails in mcar, as in Racket); ``each`` takes each result. f is
    not checked first: a non-procedure is the application's error, at the first element."""
    if _one_list(f, ls, each):
        return
    ls = list(ls)
    while ls[0] is not NIL:
        each(apply_procedure(f, [mcar(l) for l in ls]))
        ls = [mcdr(l) for l in ls]


@define("mmap", 2, None)
def mmap(f: Any, *ls: Any) -> Any:
    """The mutable list of (f x ...) for the elements x ... of the lists at each position."""
    out: list = []
    _walk_lists(f, ls, out.append)
    return _from_python(out)


@define("mfor-each", 2, None)
def mfor_each(f: Any, *ls: Any) -> Any:
    """Call (f x ...) for the elements of the lists at each position, in order."""
    _walk_lists(f, ls, lambda _: None)
    return VOID


@define("mlist-tail", 2)
def mlist_tail(l: Any, n: Any) -> Any:
    """The pair of l after n mcdrs (zero?'s error for an n that is not a number)."""
    while not zero_p(n):
        l = mcdr(l)
        n = sub1(n)
    return l


@define("mlist-ref", 2)
def mlist_ref(l: Any, n: Any) -> Any:
    """The n-th element (from 0) of a mutable list."""
    return mcar(mlist_tail(l, n))


def _member(same: Callable[[Any, Any], bool], v: Any, l: Any) -> Any:
    while type(l) is MPair:
        if same(v, l.car):
            return l
        l = l.cdr
    if l is not NIL:
        mcar(l)
    return False


def _assoc(same: Callable[[Any, Any], bool], v: Any, l: Any) -> Any:
    while type(l) is MPair:
        entry = l.car
        if same(v, entry.car if type(entry) is MPair else mcar(entry)):
            return entry
        l = l.cdr
    if l is not NIL:
        mcar(l)
    return False


@define("mmemq", 2)
def mmemq(v: Any, l: Any) -> Any:
    """The first pair of l whose mcar is eq? to v, else #f."""
    return _member(is_eq, v, l)


@define("mmemv", 2)
def mmemv(v: Any, l: Any) -> Any:
    """The first pair of l whose mcar is eqv? to v, else #f."""
    return _member(is_eqv, v, l)


@define("mmember", 2)
def mmember(v: Any, l: Any) -> Any:
    """The first pair of l whose mcar is equal? to v, else #f."""
    return _member(is_equal, v, l)


@define("massq", 2)
def massq(v: Any, l: Any) -> Any:
    """The first mutable pair of the list l whose mcar is eq? to v, else #f."""
    return _assoc(is_eq, v, l)


@define("massv", 2)
def massv(v: Any, l: Any) -> Any:
    """The first mutable pair of the list l whose mcar is eqv? to v, else #f."""
    return _assoc(is_eqv, v, l)


@define("massoc", 2)
def massoc(v: Any, l: Any) -> Any:
    """The first mutable pair of the list l whose mcar is equal? to v, else #f."""
    return _assoc(is_equal, v, l)


@define("mlistof", 1)
def mlistof(pred: Any) -> Any:
    """A predicate: is its argument a mutable list whose elements all satisfy pred?"""
    def check(l: Any) -> bool:
        while l is not NIL:
            if type(l) is not MPair:
                return False
            if apply_procedure(pred, [l.car]) is False:
                return False
            l = l.cdr
        return True
    return Primitive("mlistof", check, 1, 1)
