"""srfi/1 (list library): the procedures of SRFI 1 that racket/list lacks or defines
differently (`fold` takes the element first, `remove` a predicate, `delete` a value, `map`
stops at the shortest list, `member` and `assoc` take an equality), and the rest under
their SRFI names. `(require srfi/1)` binds them over racket/base's names, as in Racket.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, VOID, MultipleValues, Pair, is_list
from minischeme.values.equality import is_equal
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import print_string
from minischeme.values.runtime import apply_procedure, call, is_procedure
from minischeme.values.procedures import Primitive
from .registry import LIBRARIES, add, define, library
from . import racket_list  # noqa: F401  (srfi/1 shares racket/list's procedures)
from .base_lists import from_pylist, to_pylist

library("srfi/1")


def _truthy(v: Any) -> bool:
    return v is not False


def _list(who: str, x: Any, pos: int | None = None, args: list | None = None) -> list:
    if not is_list(x):
        raise contract_error(who, "list?", x, pos, args)
    return to_pylist(x)


def _lists(who: str, lists: tuple) -> list[list]:
    return [_list(who, lst, i + 1) for i, lst in enumerate(lists)]


def _rows(lists: list[list]) -> list[tuple]:
    """The elements of the lists side by side, up to the shortest (SRFI 1's rule)."""
    return list(zip(*lists))


def _check_proc(who: str, f: Any) -> None:
    """srfi/1's check-arg: `fold: expected procedure, given 5`."""
    if not is_procedure(f):
        raise racket_error(f"{who}: expected procedure, given {print_string(f)}", EXN_FAIL_CONTRACT)


def _same(eq: Any) -> Callable[[Any, Any], bool]:
    if eq is None:
        return is_equal
    return lambda a, b: _truthy(call(eq, a, b))


# ------------------------------------------------------------------ constructors

@define("xcons", 2)
def xcons(a: Any, b: Any) -> Pair:
    return Pair(b, a)


@define("cons*", 1, None)
def cons_star(*xs: Any) -> Any:
    out = xs[-1]
    for x in reversed(xs[:-1]):
        out = Pair(x, out)
    return out


@define("list-tabulate", 2)
def list_tabulate(n: Any, f: Any) -> Any:
    if type(n) is not int or n < 0:
        raise contract_error("list-tabulate", "exact-nonnegative-integer?", n)
    return from_pylist([call(f, i) for i in range(n)])


@define("iota", 1, 3)
def iota(count: Any, start: Any = 0, step: Any = 1) -> Any:
    """count numbers from start, step apart."""
    from .base_numbers import add2, mul2
    if type(count) is not int:
        raise contract_error("iota", "exact-nonnegative-integer?", count)
    if count < 0:
        raise racket_error(f"iota: count expected to be non-negative, got: {count}", EXN_FAIL_CONTRACT)
    return from_pylist([add2(start, mul2(i, step)) for i in range(count)])


# ------------------------------------------------------------------ predicates

@define("proper-list?", 1)
def proper_list_p(x: Any) -> bool:
    return is_list(x)


@define("dotted-list?", 1)
def dotted_list_p(x: Any) -> bool:
    seen = set()
    while type(x) is Pair:
        if id(x) in seen:
            return False
        seen.add(id(x))
        x = x.cdr
    return x is not NIL


@define("null-list?", 1)
def null_list_p(x: Any) -> bool:
    if x is NIL:
        return True
    if type(x) is Pair:
        return False
    raise _out_of_domain(x)


def _out_of_domain(x: Any) -> Any:
    return racket_error(f"null-list?: argument out of domain {print_string(x)}", EXN_FAIL_CONTRACT)


@define("not-pair?", 1)
def not_pair_p(x: Any) -> bool:
    return type(x) is not Pair


@define("list=", 1, None)
def list_eq(eq: Any, *lists: Any) -> bool:
    ls = _lists("list=", lists)
    for a, b in zip(ls, ls[1:]):
        if len(a) != len(b) or not all(_truthy(call(eq, x, y)) for x, y in zip(a, b)):
            return False
    return True


@define("length+", 1)
def length_plus(x: Any) -> Any:
    n, seen = 0, set()
    while type(x) is Pair:
        if id(x) in seen:
            return False
        seen.add(id(x))
        n += 1
        x = x.cdr
    return n


# ------------------------------------------------------------------ selectors

@define("car+cdr", 1)
def car_cdr(p: Any) -> Any:
    if type(p) is not Pair:
        raise contract_error("car+cdr", "pair?", p)
    return MultipleValues([p.car, p.cdr])


@define("take-right", 2)
def take_right(lst: Any, k: Any) -> Any:
    items = _list("take-right", lst)
    if type(k) is not int or not 0 <= k <= len(items):
        raise contract_error("take-right", "exact-nonnegative-integer?", k)
    x = lst
    for _ in range(len(items) - k):
        x = x.cdr
    return x


@define("drop-right", 2)
def drop_right(lst: Any, k: Any) -> Any:
    items = _list("drop-right", lst)
    if type(k) is not int or not 0 <= k <= len(items):
        raise contract_error("drop-right", "exact-nonnegative-integer?", k)
    return from_pylist(items[:len(items) - k])


@define("split-at", 2)
def split_at(lst: Any, k: Any) -> Any:
    items = _list("split-at", lst)
    if type(k) is not int or not 0 <= k <= len(items):
        raise contract_error("split-at", "exact-nonnegative-integer?", k)
    x = lst
    for _ in range(k):
        x = x.cdr
    return MultipleValues([from_pylist(items[:k]), x])


@define("last-pair", 1)
def last_pair(lst: Any) -> Any:
    if type(lst) is not Pair:
        raise contract_error("last-pair", "pair?", lst)
    while type(lst.cdr) is Pair:
        lst = lst.cdr
    return lst


# ------------------------------------------------------------------ folds

@define("fold", 3, None)
def fold(kons: Any, knil: Any, *lists: Any) -> Any:
    """(fold kons knil lst ...): (kons elem ... acc) from the left."""
    _check_proc("fold", kons)
    acc = knil
    for row in _rows(_lists("fold", lists)):
        acc = call(kons, *row, acc)
    return acc


@define("fold-right", 3, None)
def fold_right(kons: Any, knil: Any, *lists: Any) -> Any:
    _check_proc("fold-right", kons)
    acc = knil
    for row in reversed(_rows(_lists("fold-right", lists))):
        acc = call(kons, *row, acc)
    return acc


@define("pair-fold", 3)
def pair_fold(kons: Any, knil: Any, lst: Any) -> Any:
    acc = knil
    x = lst
    while type(x) is Pair:
        nxt = x.cdr
        acc = call(kons, x, acc)
        x = nxt
    return acc


@define("reduce", 3)
def reduce(f: Any, ridentity: Any, lst: Any) -> Any:
    _check_proc("reduce", f)
    if not is_list(lst):
        raise _out_of_domain(lst)
    items = to_pylist(lst)
    if not items:
        return ridentity
    acc = items[0]
    for x in items[1:]:
        acc = call(f, x, acc)
    return acc


@define("reduce-right", 3)
def reduce_right(f: Any, ridentity: Any, lst: Any) -> Any:
    items = _list("reduce-right", lst, 2)
    if not items:
        return ridentity
    acc = items[-1]
    for x in reversed(items[:-1]):
        acc = call(f, x, acc)
    return acc


@define("unfold", 4, 5)
def unfold(stop: Any, mapper: Any, successor: Any, seed: Any, tail_gen: Any = None) -> Any:
    out = []
    while not _truthy(call(stop, seed)):
        out.append(call(mapper, seed))
        seed = call(successor, seed)
    tail = call(tail_gen, seed) if tail_gen is not None else NIL
    for x in reversed(out):
        tail = Pair(x, tail)
    return tail


@define("unfold-right", 4, 5)
def unfold_right(stop: Any, mapper: Any, successor: Any, seed: Any, tail: Any = NIL) -> Any:
    acc = tail
    while not _truthy(call(stop, seed)):
        acc = Pair(call(mapper, seed), acc)
        seed = call(successor, seed)
    return acc


@define("append-reverse", 2)
def append_reverse(rev_head: Any, tail: Any) -> Any:
    for x in _list("append-reverse", rev_head):
        tail = Pair(x, tail)
    return tail


@define("concatenate", 1)
def concatenate(lists: Any) -> Any:
    parts = _list("concatenate", lists)
    if not parts:
        return NIL
    out = parts[-1]
    for lst in reversed(parts[:-1]):
        for x in reversed(_list("concatenate", lst)):
            out = Pair(x, out)
    return out


# ------------------------------------------------------------------ map / for-each (shortest list)

@define("map", 2, None)
def map_(f: Any, *lists: Any) -> Any:
    return from_pylist([call(f, *row) for row in _rows(_lists("map", lists))])


@define("for-each", 2, None)
def for_each(f: Any, *lists: Any) -> Any:
    for row in _rows(_lists("for-each", lists)):
        apply_procedure(f, list(row))
    return VOID


@define("map-in-order", 2, None)
def map_in_order(f: Any, *lists: Any) -> Any:
    return map_(f, *lists)


@define("append-map", 2, None)
def append_map(f: Any, *lists: Any) -> Any:
    return concatenate(from_pylist([call(f, *row) for row in _rows(_lists("append-map", lists))]))


@define("filter-map", 2, None)
def filter_map(f: Any, *lists: Any) -> Any:
    out = []
    for row in _rows(_lists("filter-map", lists)):
        v = call(f, *row)
        if _truthy(v):
            out.append(v)
    return from_pylist(out)


@define("pair-for-each", 2)
def pair_for_each(f: Any, lst: Any) -> Any:
    x = lst
    while type(x) is Pair:
        nxt = x.cdr
        apply_procedure(f, [x])
        x = nxt
    return VOID


# ------------------------------------------------------------------ filtering, searching

@define("filter", 2)
def filter_(pred: Any, lst: Any) -> Any:
    return from_pylist([x for x in _list("filter", lst, 1) if _truthy(call(pred, x))])


@define("remove", 2)
def remove(pred: Any, lst: Any) -> Any:
    """The elements for which pred is false (SRFI 1's remove takes a predicate)."""
    return from_pylist([x for x in _list("remove", lst, 1) if not _truthy(call(pred, x))])


@define("partition", 2)
def partition(pred: Any, lst: Any) -> Any:
    yes, no = [], []
    for x in _list("partition", lst, 1):
        (yes if _truthy(call(pred, x)) else no).append(x)
    return MultipleValues([from_pylist(yes), from_pylist(no)])


@define("count", 2, None)
def count(pred: Any, *lists: Any) -> int:
    return sum(1 for row in _rows(_lists("count", lists)) if _truthy(call(pred, *row)))


@define("delete", 2, 3)
def delete(x: Any, lst: Any, eq: Any = None) -> Any:
    same = _same(eq)
    return from_pylist([y for y in _list("delete", lst, 1) if not same(x, y)])


@define("delete-duplicates", 1, 2)
def delete_duplicates(lst: Any, eq: Any = None) -> Any:
    same = _same(eq)
    out: list = []
    for x in _list("delete-duplicates", lst, 0):
        if not any(same(y, x) for y in out):
            out.append(x)
    return from_pylist(out)


@define("find", 2)
def find(pred: Any, lst: Any) -> Any:
    for x in _list("find", lst, 1):
        if _truthy(call(pred, x)):
            return x
    return False


@define("find-tail", 2)
def find_tail(pred: Any, lst: Any) -> Any:
    x = lst
    while type(x) is Pair:
        if _truthy(call(pred, x.car)):
            return x
        x = x.cdr
    return False


@define("any", 2, None)
def any_(pred: Any, *lists: Any) -> Any:
    for row in _rows(_lists("any", lists)):
        v = call(pred, *row)
        if _truthy(v):
            return v
    return False


@define("every", 2, None)
def every(pred: Any, *lists: Any) -> Any:
    v: Any = True
    for row in _rows(_lists("every", lists)):
        v = call(pred, *row)
        if not _truthy(v):
            return False
    return v


@define("list-index", 2, None)
def list_index(pred: Any, *lists: Any) -> Any:
    for i, row in enumerate(_rows(_lists("list-index", lists))):
        if _truthy(call(pred, *row)):
            return i
    return False


def _prefix(pred: Any, lst: Any, who: str) -> tuple[list, Any]:
    out = []
    x = lst
    while type(x) is Pair and _truthy(call(pred, x.car)):
        out.append(x.car)
        x = x.cdr
    return out, x


@define("take-while", 2)
def take_while(pred: Any, lst: Any) -> Any:
    return from_pylist(_prefix(pred, lst, "take-while")[0])


@define("drop-while", 2)
def drop_while(pred: Any, lst: Any) -> Any:
    return _prefix(pred, lst, "drop-while")[1]


@define("span", 2)
def span(pred: Any, lst: Any) -> Any:
    head, tail = _prefix(pred, lst, "span")
    return MultipleValues([from_pylist(head), tail])


@define("break", 2)
def break_(pred: Any, lst: Any) -> Any:
    head, tail = _prefix_not(pred, lst)
    return MultipleValues([from_pylist(head), tail])


def _prefix_not(pred: Any, lst: Any) -> tuple[list, Any]:
    out = []
    x = lst
    while type(x) is Pair and not _truthy(call(pred, x.car)):
        out.append(x.car)
        x = x.cdr
    return out, x


@define("member", 2, 3)
def member(x: Any, lst: Any, eq: Any = None) -> Any:
    same = _same(eq)
    p = lst
    while type(p) is Pair:
        if same(x, p.car):
            return p
        p = p.cdr
    return False


@define("assoc", 2, 3)
def assoc(key: Any, alist: Any, eq: Any = None) -> Any:
    same = _same(eq)
    for entry in _list("assoc", alist, 1):
        if type(entry) is Pair and same(key, entry.car):
            return entry
    return False


# ------------------------------------------------------------------ association lists

@define("alist-cons", 3)
def alist_cons(key: Any, value: Any, alist: Any) -> Pair:
    return Pair(Pair(key, value), alist)


@define("alist-copy", 1)
def alist_copy(alist: Any) -> Any:
    return from_pylist([Pair(e.car, e.cdr) if type(e) is Pair else e
                        for e in _list("alist-copy", alist)])


@define("alist-delete", 2, 3)
def alist_delete(key: Any, alist: Any, eq: Any = None) -> Any:
    same = _same(eq)
    return from_pylist([e for e in _list("alist-delete", alist, 1)
                        if not (type(e) is Pair and same(key, e.car))])


# ------------------------------------------------------------------ lists as sets

def _lset_member(eq: Any, x: Any, items: list) -> bool:
    return any(_truthy(call(eq, y, x)) for y in items)


@define("lset-adjoin", 2, None)
def lset_adjoin(eq: Any, lst: Any, *xs: Any) -> Any:
    items = _list("lset-adjoin", lst, 1)
    out = lst
    for x in xs:
        if not _lset_member(eq, x, items):
            items.append(x)
            out = Pair(x, out)
    return out


@define("lset-union", 1, None)
def lset_union(eq: Any, *lists: Any) -> Any:
    if not lists:
        return NIL
    out = lists[0]
    items = _list("lset-union", out, 1)
    for lst in lists[1:]:
        for x in _list("lset-union", lst):
            if not _lset_member(eq, x, items):
                items.append(x)
                out = Pair(x, out)
    return out


@define("lset-intersection", 2, None)
def lset_intersection(eq: Any, lst: Any, *lists: Any) -> Any:
    others = [_list("lset-intersection", o) for o in lists]
    return from_pylist([x for x in _list("lset-intersection", lst, 1)
                        if all(_lset_member(eq, x, o) for o in others)])


@define("lset-difference", 2, None)
def lset_difference(eq: Any, lst: Any, *lists: Any) -> Any:
    others = [_list("lset-difference", o) for o in lists]
    return from_pylist([x for x in _list("lset-difference", lst, 1)
                        if not any(_lset_member(eq, x, o) for o in others)])


@define("lset<=", 1, None)
def lset_le(eq: Any, *lists: Any) -> bool:
    ls = _lists("lset<=", lists)
    return all(all(_lset_member(eq, x, b) for x in a) for a, b in zip(ls, ls[1:]))


@define("lset=", 1, None)
def lset_eq(eq: Any, *lists: Any) -> bool:
    ls = _lists("lset=", lists)
    return all(all(_lset_member(eq, x, b) for x in a) and all(_lset_member(eq, x, a) for x in b)
               for a, b in zip(ls, ls[1:]))


# ------------------------------------------------------------------ zip, unzip and the rest of SRFI 1
# What Racket's srfi/1 exports beyond the procedures above (srfi-lite-lib's misc.rkt,
# cons.rkt, predicate.rkt, fold.rkt, lset.rkt), with its answers and its errors.

def _null_list(x: Any) -> bool:
    """srfi/1's null-list?: is x the end of a list? (an atom other than '() is an error)"""
    if x is NIL:
        return True
    if type(x) is Pair:
        return False
    raise _out_of_domain(x)


@define("zip", 1, None)
def zip_(lst: Any, *more: Any) -> Any:
    """(zip l1 l2 ...): lists of the elements side by side, up to the shortest list;
    `(map list l1 l2 ...)` with SRFI 1's map, so a non-list is null-list?'s error."""
    lists = [lst, *more]
    rows = []
    while True:
        if any(_null_list(x) for x in lists):
            return from_pylist(rows)
        rows.append(from_pylist([x.car for x in lists]))
        lists = [x.cdr for x in lists]


def _base_proc(name: str) -> Any:
    """racket/base's primitive ``name`` (so its errors are racket/base's own)."""
    return LIBRARIES["racket/base"][name]


@define("unzip1", 1)
def unzip1(lst: Any) -> Any:
    """The first element of each list in lst (racket/base's `(map car lst)`)."""
    if not is_list(lst):
        raise contract_error("map", "list?", lst)
    car = _base_proc("car")
    return from_pylist([call(car, x) for x in to_pylist(lst)])


def _unzip(lst: Any, getters: tuple[Callable[[Any], Any], ...]) -> MultipleValues:
    """unzip2 ... unzip5: one list per getter (car, cadr, ...) of the lists in lst, as
    several values. The walk stops at the first non-pair (null-list? refuses non-lists)."""
    columns: list[list] = [[] for _ in getters]
    x = lst
    while not _null_list(x):
        for column, get in zip(columns, getters):
            column.append(get(x.car))
        x = x.cdr
    return MultipleValues([_ending(column, x) for column in columns])


def _ending(items: list, end: Any) -> Any:
    """A list of items ending in end (the '() a walk stopped at, or a dotted tail)."""
    out = end
    for v in reversed(items):
        out = Pair(v, out)
    return out


def _getter(*names: str) -> Callable[[Any], Any]:
    """The composition of racket/base's accessors ``names`` (the last applied first)."""
    procs = [_base_proc(n) for n in reversed(names)]

    def get(x: Any) -> Any:
        for p in procs:
            x = call(p, x)
        return x
    return get


_COLUMNS = (_getter("car"), _getter("cadr"), _getter("caddr"), _getter("cadddr"),
            _getter("car", "cddddr"))


@define("unzip2", 1)
def unzip2(lst: Any) -> Any:
    """Two lists: the firsts and the seconds of the lists in lst."""
    return _unzip(lst, _COLUMNS[:2])


@define("unzip3", 1)
def unzip3(lst: Any) -> Any:
    """Three lists: the firsts, seconds and thirds of the lists in lst."""
    return _unzip(lst, _COLUMNS[:3])


@define("unzip4", 1)
def unzip4(lst: Any) -> Any:
    """Four lists: the first four elements of each list in lst, column by column."""
    return _unzip(lst, _COLUMNS[:4])


@define("unzip5", 1)
def unzip5(lst: Any) -> Any:
    """Five lists: the first five elements of each list in lst, column by column."""
    return _unzip(lst, _COLUMNS)


@define("make-list", 1, 2)
def make_list_(n: Any, fill: Any = False) -> Any:
    """(make-list n [fill]): n copies of fill, #f when fill is left out (SRFI 1's
    make-list; racket/list's needs the fill)."""
    if type(n) is not int or n < 0:
        raise contract_error("make-list", "exact-nonnegative-integer?", n, 0, [n, fill])
    return from_pylist([fill] * n)


@define("list-copy", 1)
def list_copy(lst: Any) -> Any:
    """Fresh pairs for the spine of lst; a dotted tail (or a non-pair) is kept as it is."""
    items = []
    while type(lst) is Pair:
        items.append(lst.car)
        lst = lst.cdr
    return _ending(items, lst)


@define("circular-list", 1, None)
def circular_list(*xs: Any) -> Any:
    """A list of xs whose last pair points back to its first: it never ends."""
    head = from_pylist(list(xs))
    last = head
    while last.cdr is not NIL:
        last = last.cdr
    last.cdr = head
    return head


@define("circular-list?", 1)
def circular_list_p(x: Any) -> bool:
    """Does following the cdrs of x come back to a pair already seen? (SRFI 1's
    tortoise and hare: no memory besides two pointers)"""
    lag = x
    while type(x) is Pair:
        x = x.cdr
        if type(x) is not Pair:
            return False
        x = x.cdr
        lag = lag.cdr
        if x is lag:
            return True
    return False


@define("filter-with-sharing", 2)
def filter_with_sharing(pred: Any, lst: Any) -> Any:
    """filter that keeps the longest tail of lst with nothing deleted (the same pairs);
    it stops at a dotted tail and reports a non-procedure as filter."""
    _check_proc("filter", pred)
    pairs = []
    x = lst
    while not _null_list(x):
        pairs.append(x)
        x = x.cdr
    out = x
    for p in reversed(pairs):
        if _truthy(call(pred, p.car)):
            out = p if out is p.cdr else Pair(p.car, out)
    return out


@define("lset-diff+intersection", 2, None)
def lset_diff_intersection(eq: Any, lst: Any, *lists: Any) -> Any:
    """Two values: the elements of lst in none of the lists, and those in some."""
    _check_proc("lset-diff+intersection", eq)
    if all(_null_list(o) for o in lists):
        return MultipleValues([lst, NIL])
    if any(o is lst for o in lists):
        return MultipleValues([NIL, lst])
    others = [_list("lset-diff+intersection", o) for o in lists]
    diff, inter = [], []
    for x in _list("lset-diff+intersection", lst, 1):
        (inter if any(_lset_member_of(eq, x, o) for o in others) else diff).append(x)
    return MultipleValues([from_pylist(diff), from_pylist(inter)])


@define("lset-xor", 1, None)
def lset_xor(eq: Any, *lists: Any) -> Any:
    """The elements in an odd number of the lists (SRFI 1's reduction, in its order)."""
    _check_proc("lset-xor", eq)
    if not lists:
        return NIL
    a = lists[0]
    for b in lists[1:]:          # (reduce (lambda (b a) ...) '() lists)
        diff, inter = lset_diff_intersection(eq, a, b).values
        if diff is NIL:
            a = lset_difference(eq, b, a)
        elif inter is NIL:
            a = _ending(to_pylist(b), a)
        else:
            inter_items = to_pylist(inter)
            out = diff
            for xb in _list("lset-xor", b):
                if not _lset_member_of(eq, xb, inter_items):
                    out = Pair(xb, out)
            a = out
    return a


def _lset_member_of(eq: Any, x: Any, items: list) -> bool:
    """(member x items eq) with SRFI 1's argument order: (eq x item)."""
    return any(_truthy(call(eq, x, y)) for y in items)


@define("pair-fold-right", 3, None)
def pair_fold_right(f: Any, zero: Any, lst: Any, *lists: Any) -> Any:
    """(pair-fold-right f zero l ...): f of each tail (the tails of all the lists) and the
    fold of the tails after it, from the right, stopping at the shortest list."""
    _check_proc("pair-fold-right", f)
    rows = []
    tails = [lst, *lists]
    while not any(_null_list(t) for t in tails):
        rows.append(tails)
        tails = [t.cdr for t in tails]
    acc = zero
    for row in reversed(rows):
        acc = call(f, *row, acc)
    return acc


# ------------------------------------------------------------------ the "linear-update" variants
# SRFI 1 lets filter! and friends reuse their argument's pairs; these return fresh lists.

def _alias(name: str, value: Any) -> None:
    if type(value) is Primitive:
        value = Primitive(name, value.fn, value.min_args, value.max_args)
    add(name, value, "srfi/1")


for _name in ("filter", "remove", "delete", "delete-duplicates", "append-reverse", "drop-right",
              "take-while", "map", "append-map", "partition", "span", "break", "lset-union",
              "lset-difference", "lset-xor", "lset-diff+intersection", "concatenate", "split-at"):
    _alias(_name + "!", LIBRARIES["srfi/1"][_name])

# and what it shares with racket/list and racket/base
for _name in ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
              "ninth", "tenth", "take", "drop", "last", "append-map"):
    if _name not in LIBRARIES["srfi/1"]:
        _alias(_name, LIBRARIES["racket/list"][_name])
for _name, _base in (("append!", "append"), ("reverse!", "reverse"), ("take!", "take")):
    _alias(_name, LIBRARIES["racket/base" if _base != "take" else "racket/list"][_base])
for _name in ("null?", "pair?"):      # srfi/1 exports racket/base's own
    add(_name, LIBRARIES["racket/base"][_name], "srfi/1")
