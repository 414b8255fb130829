"""srfi/1 (list library): the procedures of SRFI 1 that racket/list lacks or defines
differently (`fold` takes the element first, `remove` a predicate, `delete` a value, `map`
stops at the shortest list, `member` and `assoc` take an equality), and the rest under
their SRFI names. `(require srfi/1)` binds them over racket/base's names, as in Racket.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator

from minischeme.values.data import NIL, VOID, MultipleValues, Pair, make_pair, is_list
from minischeme.values.equality import is_equal
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.printer import error_value_string, write_string
from minischeme.values.procedures import Primitive, TailCall
from minischeme.values.runtime import (BUDGET, apply_procedure, call, charge_work, is_procedure,
                                       single_value)
from .registry import LIBRARIES, add, define, library
from . import racket_list  # noqa: F401  (srfi/1 shares racket/list's procedures)
from .base_lists import append as base_append, check_list, direct_fn, from_pylist, to_pylist

library("srfi/1")


def _truthy(v: Any) -> bool:
    return v is not False


def _list(who: str, x: Any, pos: int | None = None, args: list | None = None) -> list:
    if not is_list(x):
        raise contract_error(who, "list?", x, pos, args)
    return to_pylist(x)


def _lists(who: str, lists: tuple) -> list[list]:
    return [_list(who, lst, i + 1) for i, lst in enumerate(lists)]


# ------------------------------------------------------------------ constructors

@define("xcons", 2)
def xcons(a: Any, b: Any) -> Pair:
    return make_pair(b, a)


@define("list-tabulate", 2)
def list_tabulate(n: Any, f: Any) -> Any:
    """((f 0) ... (f (- n 1))): n a non-negative integer (3.0 counts 0 1 2, as
    in-range from 0 does), checked by srfi/1's check-arg (`list-tabulate: given -1`)."""
    if not ((type(n) is int or (type(n) is float and n.is_integer())) and n >= 0):
        raise racket_error(f"list-tabulate: given {write_string(n)}")
    _check_arg("list-tabulate", f)
    return from_pylist(list(_results(f, range(int(n)), 1)))


@define("iota", 1, 3)
def iota(count: Any, start: Any = 0, step: Any = 1) -> Any:
    """count numbers from start, step apart."""
    from .base_numbers import add2, mul2
    if type(count) is float and count.is_integer():
        count = int(count)          # (= n count) ends srfi/1's loop of exact n
    if type(count) is not int:
        raise racket_error(f"iota: expected integer, given {write_string(count)}")
    if count < 0:
        raise racket_error(f"iota: count expected to be non-negative, got: {count}")
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
    """null-list?'s error for a tail that is neither a pair nor '() (`error`: an exn:fail)."""
    return racket_error(f"null-list?: argument out of domain {error_value_string(x)}")


@define("not-pair?", 1)
def not_pair_p(x: Any) -> bool:
    return type(x) is not Pair


@define("list=", 1, None)
def list_eq(eq: Any, *lists: Any) -> bool:
    """Are the lists of the same length with (eq a b) true of each neighbouring pair of
    elements? Walked as srfi/1 walks them: a list is equal to itself (eq?) unwalked,
    and a dotted tail reached is null-list?'s error."""
    for a, b in zip(lists, lists[1:]):
        if a is b:
            continue
        while True:
            if _null_list(a):
                if not _null_list(b):
                    return False
                break
            if _null_list(b) or call(eq, a.car, b.car) is False:
                return False
            a, b = a.cdr, b.cdr
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


# ------------------------------------------------------------------ walking lists in lockstep
# srfi/1's mappers, folds and searches walk their lists lazily, in lockstep (srfi-lite-lib's
# %cars+cdrs and the one-list fast paths): each step tests each list with null-list?, so a
# walk stops at the end of the shortest list, and a tail that is neither a pair nor '() is
# null-list?'s error (an exn:fail) when the walk reaches it, after the procedure has run
# on the elements before it. Nothing checks the lists up front.

_NO_ACC = object()   # _results: no accumulator


def _walk(lists: tuple, pairs: bool = False) -> Iterator[Any]:
    """The rows of the lists, lazily, as srfi/1 walks them: for one list its elements (its
    pairs with ``pairs``), for several a tuple of their elements (of their tails) per
    step, up to the shortest list. The lists are tested in order at each step: the first
    '() ends the walk; a non-pair other than '() is null-list?'s error. Under a step
    limit the walk is charged as racket/base's walks are (charge_work), so a walk of a
    circular list stops too."""
    limited = BUDGET.max_steps is not None
    n = 0
    if len(lists) == 1:
        x = lists[0]
        while type(x) is Pair:
            yield x if pairs else x.car
            x = x.cdr
            if limited:
                n += 1
                if n == 4096:
                    charge_work(n)
                    n = 0
        if x is not NIL:
            raise _out_of_domain(x)
        return
    tails = list(lists)
    while True:
        for t in tails:
            if type(t) is not Pair:
                if t is NIL:
                    return
                raise _out_of_domain(t)
        yield tuple(tails) if pairs else tuple([t.car for t in tails])
        tails = [t.cdr for t in tails]
        if limited:
            n += len(tails)
            if n >= 4096:
                charge_work(n)
                n = 0


def _results(proc: Any, rows: Iterable[Any], n: int, acc: Any = _NO_ACC) -> Iterator[Any]:
    """proc applied to each row in turn, lazily (a row is its one argument when ``n`` is 1,
    else a tuple of ``n``), each result one value (several are Racket's result arity
    error). With ``acc`` each call also gets the accumulator last, and its result is the
    next accumulator (the folds). A procedure base_lists.direct_fn can call directly is
    called so, its TailCall finished here, as racket/base's map calls it; any other goes
    through apply_procedure (a non-procedure is then `application: not a procedure`)."""
    folding = acc is not _NO_ACC
    fn = direct_fn(proc, n + 1 if folding else n)
    one = n == 1
    for row in rows:
        if fn is None:
            args = [row] if one else list(row)
            if folding:
                args.append(acc)
            v = apply_procedure(proc, args, True)
        else:
            if folding:
                v = fn(row, acc) if one else fn(*row, acc)
            else:
                v = fn(row) if one else fn(*row)
            if type(v) is TailCall:
                v = apply_procedure(v.proc, v.args, True)
            elif type(v) is MultipleValues:
                single_value(v)
        if folding:
            acc = v
        yield v


def _over_one_list(proc: Any, lst: Any, stop: bool | None = None) -> tuple[list, Any]:
    """proc applied to the elements of one list in order, as _walk and _results would, in
    one loop with no generators (map, take-while, drop-while, span, find of one list are
    the common calls, many of them on short lists). The results, and '() at the end; with
    ``stop`` False (True), the elements before the first proc refuses (accepts) and the
    tail from that one."""
    fn = direct_fn(proc, 1)
    limited = BUDGET.max_steps is not None
    out: list = []
    n = 0
    x = lst
    while type(x) is Pair:
        v = x.car
        if fn is None:
            r = apply_procedure(proc, [v], True)
        else:
            r = fn(v)
            if type(r) is TailCall:
                r = apply_procedure(r.proc, r.args, True)
            elif type(r) is MultipleValues:
                single_value(r)
        if stop is None:
            out.append(r)
        elif (r is not False) is stop:
            return out, x
        else:
            out.append(v)
        x = x.cdr
        if limited:             # charged as _walk charges
            n += 1
            if n == 4096:
                charge_work(n)
                n = 0
    if x is not NIL:
        raise _out_of_domain(x)
    return out, NIL


def _tail_call(proc: Any, row: Any, n: int, *acc: Any) -> Any:
    """proc applied to a row (and an accumulator) in tail position: whatever values it
    returns are the caller's (srfi/1's last call of any, every, fold-right ...)."""
    return apply_procedure(proc, [row, *acc] if n == 1 else [*row, *acc])


def _all_but_last(rows: Iterable[Any], last: list) -> Iterator[Any]:
    """Each row but the last, each once the row after it has been walked (any and every
    test the next tails before calling pred: their last call is a tail call); the last row
    is appended to ``last``."""
    it = iter(rows)
    for prev in it:             # the first row, if any
        for row in it:
            yield prev
            prev = row
        last.append(prev)


def _from_right(proc: Any, rows: list, n: int, acc: Any) -> Any:
    """(proc row acc) from the last row to the first, each result the next acc; the call on
    the first row is a tail call (fold-right, reduce-right, pair-fold-right)."""
    if not rows:
        return acc
    for acc in _results(proc, reversed(rows[1:]), n, acc):
        pass
    return _tail_call(proc, rows[0], n, acc)


def _check_arg(who: str, f: Any) -> None:
    """srfi/1's check-arg: `(error 'fold "expected procedure, given ~s" f)`, an exn:fail."""
    if not is_procedure(f):
        raise racket_error(f"{who}: expected procedure, given {write_string(f)}")


# ------------------------------------------------------------------ folds

@define("fold", 3, None)
def fold(kons: Any, knil: Any, *lists: Any) -> Any:
    """(fold kons knil lst ...): (kons elem ... acc) from the left, to the shortest list."""
    _check_arg("fold", kons)
    acc = knil
    for acc in _results(kons, _walk(lists), len(lists), knil):
        pass
    return acc


@define("fold-right", 3, None)
def fold_right(kons: Any, knil: Any, *lists: Any) -> Any:
    """(kons elem ... acc) from the right: the lists are walked to the end first (an
    improper one is an error before kons runs), as srfi/1's recursion does."""
    _check_arg("fold-right", kons)
    return _from_right(kons, list(_walk(lists)), len(lists), knil)


@define("pair-fold", 3, None)
def pair_fold(kons: Any, knil: Any, *lists: Any) -> Any:
    """fold over the tails (pairs) of the lists rather than their elements."""
    _check_arg("pair-fold", kons)
    acc = knil
    for acc in _results(kons, _walk(lists, True), len(lists), knil):
        pass
    return acc


@define("pair-fold-right", 3, None)
def pair_fold_right(f: Any, zero: Any, *lists: Any) -> Any:
    """(pair-fold-right f zero l ...): f of each tail (the tails of all the lists) and the
    fold of the tails after it, from the right, stopping at the shortest list."""
    _check_arg("pair-fold-right", f)
    return _from_right(f, list(_walk(lists, True)), len(lists), zero)


@define("reduce", 3)
def reduce(f: Any, ridentity: Any, lst: Any) -> Any:
    """(fold f (car lst) (cdr lst)), ridentity for '()."""
    _check_arg("reduce", f)
    if _null_list(lst):
        return ridentity
    return fold(f, lst.car, lst.cdr)


@define("reduce-right", 3)
def reduce_right(f: Any, ridentity: Any, lst: Any) -> Any:
    """(f x1 (f x2 ... (f xn-1 xn))), ridentity for '(). Past the first pair the walk
    stops at any non-pair (srfi/1 tests pair? there), so a dotted tail is left out."""
    _check_arg("reduce-right", f)
    if _null_list(lst):
        return ridentity
    items = []
    while type(lst) is Pair:
        items.append(lst.car)
        lst = lst.cdr
    return _from_right(f, items[:-1], 1, items[-1])


@define("unfold", 4, None)
def unfold(stop: Any, mapper: Any, successor: Any, seed: Any, *tail_gen: Any) -> Any:
    """(unfold p f g seed [tail-gen]): (f seed) for each seed until (p seed), the next
    seed (g seed); the list ends in (tail-gen seed) or '()."""
    for f in (stop, mapper, successor):
        _check_arg("unfold", f)
    if len(tail_gen) > 1:
        raise racket_error(" ".join(["Too many arguments", *(error_value_string(v) for v in (
            LIBRARIES["srfi/1"]["unfold"], stop, mapper, successor, seed, *tail_gen))]))
    out = []
    while call(stop, seed) is False:
        out.append(call(mapper, seed))
        seed = call(successor, seed)
    if not tail_gen:
        return from_pylist(out)
    if not out:                         # (tail-gen seed) in tail position
        return apply_procedure(tail_gen[0], [seed])
    return from_pylist(out, call(tail_gen[0], seed))


@define("unfold-right", 4, 5)
def unfold_right(stop: Any, mapper: Any, successor: Any, seed: Any, tail: Any = NIL) -> Any:
    """(unfold-right p f g seed [tail]): the (f seed)s consed onto tail, last seed first;
    (lp (g seed) (cons (f seed) ans)) calls g before f."""
    for f in (stop, mapper, successor):
        _check_arg("unfold-right", f)
    acc = tail
    while call(stop, seed) is False:
        nxt = call(successor, seed)
        acc = make_pair(call(mapper, seed), acc)
        seed = nxt
    return acc


@define("append-reverse", 2)
def append_reverse(rev_head: Any, tail: Any) -> Any:
    for x in _list("append-reverse", rev_head):
        tail = make_pair(x, tail)
    return tail


add("concatenate", LIBRARIES["racket/list"]["append*"])   # srfi/1 exports append* so


# ------------------------------------------------------------------ map / for-each (shortest list)

@define("map-in-order", 2, None)
def map_in_order(f: Any, *lists: Any) -> Any:
    """f applied to the elements of the lists in lockstep, left to right, to the shortest
    list (srfi/1's map is this procedure: its errors say map-in-order)."""
    _check_arg("map-in-order", f)
    if len(lists) == 1:
        return from_pylist(_over_one_list(f, lists[0])[0])
    return from_pylist(list(_results(f, _walk(lists), len(lists))))


add("map", LIBRARIES["srfi/1"]["map-in-order"])


def for_each(f: Any, *lists: Any) -> Any:
    """f applied to the elements of the lists in lockstep, for effect; f's results may be
    several values. A non-procedure meets srfi/1's `(check-arg procedure? f for-each)`,
    which hands error the procedure for-each instead of a name."""
    if not is_procedure(f):
        raise contract_error("error", "(or/c symbol? string?)", LIBRARIES["racket/base"]["for-each"])
    fn = direct_fn(f, len(lists))
    one = len(lists) == 1
    for row in _walk(lists):
        if fn is None:
            apply_procedure(f, [row] if one else list(row))
        else:
            v = fn(row) if one else fn(*row)
            if type(v) is TailCall:
                apply_procedure(v.proc, v.args)
    return VOID


add("for-each", Primitive("my-for-each", for_each, 2, None))


@define("append-map", 2, None)
def append_map(f: Any, *lists: Any) -> Any:
    """The results of f (lists) appended: f runs left to right, then the results are
    appended from the right by racket/base's append, so each but the last must be a list."""
    _check_arg("who", f)         # sic: srfi/1 writes (check-arg procedure? f 'who)
    results = list(_results(f, _walk(lists), len(lists)))
    if not results:
        return NIL
    out = results[-1]
    for r in reversed(results[:-1]):
        out = base_append(r, out)
    return out


@define("filter-map", 2, None)
def filter_map(f: Any, *lists: Any) -> Any:
    """The true results of f on the elements. Over one list srfi/1 walks to the end first
    and applies f from the last element back; over several, left to right."""
    _check_arg("filter-map", f)
    if len(lists) == 1:
        results = list(_results(f, reversed(list(_walk(lists))), 1))
        results.reverse()
    else:
        results = list(_results(f, _walk(lists), len(lists)))
    return from_pylist([v for v in results if v is not False])


@define("pair-for-each", 2, None)
def pair_for_each(f: Any, *lists: Any) -> Any:
    """f applied to the tails (pairs) of the lists in lockstep, for effect."""
    _check_arg("pair-for-each", f)
    for row in _walk(lists, True):
        apply_procedure(f, [row] if len(lists) == 1 else list(row))
    return VOID


# ------------------------------------------------------------------ filtering, searching

add("filter", LIBRARIES["racket/base"]["filter"])      # srfi/1 re-exports racket/base's
add("count", LIBRARIES["racket/list"]["count"])        # and racket/list's


def _keep(pred: Any, items: list, keep_if: bool) -> Any:
    """racket/base's filter of (lambda (x) (not (pred x))) (keep_if False) or of pred:
    the elements of the checked list items for which pred's truth is keep_if."""
    return from_pylist([x for x, v in zip(items, _results(pred, items, 1))
                        if (v is not False) is keep_if])


def remove(pred: Any, lst: Any) -> Any:
    """The elements for which pred is false: srfi/1's my-remove, racket/base's filter of
    (lambda (x) (not (pred x))), so a non-list is filter's error."""
    return _keep(pred, check_list("filter", lst), False)


add("remove", Primitive("my-remove", remove, 2, 2))


@define("partition", 2)
def partition(pred: Any, lst: Any) -> Any:
    """Two values: the elements satisfying pred and the others. srfi/1 walks to the end
    first, then applies pred from the last element back."""
    _check_arg("partition", pred)
    items = list(_walk((lst,)))
    results = list(_results(pred, reversed(items), 1))
    results.reverse()
    yes = [x for x, v in zip(items, results) if v is not False]
    no = [x for x, v in zip(items, results) if v is False]
    return MultipleValues([from_pylist(yes), from_pylist(no)])


@define("delete", 2, 3)
def delete(x: Any, lst: Any, eq: Any = None) -> Any:
    """The elements y of lst for which (eq x y) is false (equal? by default): racket/base's
    filter of a lambda, so a non-list is filter's error."""
    items = check_list("filter", lst)
    if eq is None:
        return from_pylist([y for y in items if not is_equal(x, y)])
    return from_pylist([y for y, v in zip(items, _results(eq, ((x, y) for y in items), 2))
                        if v is False])


@define("delete-duplicates", 1, 2)
def delete_duplicates(lst: Any, eq: Any = None) -> Any:
    """lst without the elements equal (eq) to one before them: each element in turn is
    deleted from the rest (srfi/1's recursion), so its errors are delete's."""
    if eq is not None:
        _check_arg("delete-duplicates", eq)
    out = []
    while not _null_list(lst):
        out.append(lst.car)
        lst = delete(lst.car, lst.cdr, eq)
    return from_pylist(out, lst)


def _find_tail(pred: Any, lst: Any) -> Any:
    """The first pair of lst whose car satisfies pred, else #f (srfi/1's find-tail-internal:
    a dotted tail reached is null-list?'s error)."""
    p = _over_one_list(pred, lst, stop=True)[1]
    return False if p is NIL else p


@define("find", 2)
def find(pred: Any, lst: Any) -> Any:
    """The first element satisfying pred, else #f."""
    _check_arg("find", pred)
    p = _find_tail(pred, lst)
    return False if p is False else p.car


@define("find-tail", 2)
def find_tail(pred: Any, lst: Any) -> Any:
    """The first pair of lst whose car satisfies pred, else #f."""
    _check_arg("find-tail", pred)
    return _find_tail(pred, lst)


def _last_value(pred: Any, lists: tuple, stop_at: bool) -> Any:
    """any (stop_at True) and every (False): pred over the rows in lockstep, each call made
    once the next row has been walked; the first result whose truth is stop_at is the
    answer, else the last call's results (a tail call: any number of values)."""
    last: list = []
    for v in _results(pred, _all_but_last(_walk(lists), last), len(lists)):
        if (v is not False) is stop_at:
            return v
    return _tail_call(pred, last[0], len(lists)) if last else not stop_at


@define("any", 2, None)
def any_(pred: Any, *lists: Any) -> Any:
    """The first true result of pred on the rows of the lists, else #f."""
    _check_arg("any", pred)
    return _last_value(pred, lists, True)


@define("every", 2, None)
def every(pred: Any, *lists: Any) -> Any:
    """#f if pred is false on some row, else its result on the last row (#t for none)."""
    _check_arg("every", pred)
    return _last_value(pred, lists, False)


@define("list-index", 2, None)
def list_index(pred: Any, *lists: Any) -> Any:
    """The index of the first row of the lists pred is true of, else #f."""
    _check_arg("list-index", pred)
    for i, v in enumerate(_results(pred, _walk(lists), len(lists))):
        if v is not False:
            return i
    return False


def _span(pred: Any, lst: Any, who: str) -> tuple[list, Any]:
    """The longest prefix of lst whose elements satisfy pred, and the rest of lst ('() when
    the walk reached the end; a dotted tail is null-list?'s error)."""
    _check_arg(who, pred)
    return _over_one_list(pred, lst, stop=False)


@define("take-while", 2)
def take_while(pred: Any, lst: Any) -> Any:
    """The longest prefix of lst whose elements satisfy pred."""
    return from_pylist(_span(pred, lst, "take-while")[0])


@define("drop-while", 2)
def drop_while(pred: Any, lst: Any) -> Any:
    """lst without its longest prefix whose elements satisfy pred."""
    return _span(pred, lst, "drop-while")[1]


@define("span", 2)
def span(pred: Any, lst: Any) -> Any:
    """Two values: take-while's and drop-while's."""
    head, tail = _span(pred, lst, "span")
    return MultipleValues([from_pylist(head), tail])


@define("break", 2)
def break_(pred: Any, lst: Any) -> Any:
    """span of (lambda (x) (not (pred x))): a non-procedure is not checked, only applied."""
    head, tail = _span(Primitive("break", lambda x: call(pred, x) is False, 1, 1), lst, "span")
    return MultipleValues([from_pylist(head), tail])


def member(x: Any, lst: Any, eq: Any = None) -> Any:
    """The first tail of lst whose car is equal (eq) to x: srfi/1's my-member, find-tail of
    (lambda (y) (= x y))."""
    if eq is None:
        for p in _walk((lst,), True):
            if is_equal(x, p.car):
                return p
        return False
    return _find_tail(Primitive("member", lambda y: call(eq, x, y), 1, 1), lst)


add("member", Primitive("my-member", member, 2, 3))


def assoc(key: Any, alist: Any, eq: Any = None) -> Any:
    """The first entry of alist whose car is equal (eq) to key: srfi/1's my-assoc, find of
    (lambda (entry) (= x (car entry))), so an entry that is no pair is car's error."""
    eq = _base_proc("equal?") if eq is None else eq
    car = _base_proc("car")
    p = _find_tail(Primitive("assoc", lambda e: call(eq, key, call(car, e)), 1, 1), alist)
    return False if p is False else p.car


add("assoc", Primitive("my-assoc", assoc, 2, 3))


# ------------------------------------------------------------------ association lists

@define("alist-cons", 3)
def alist_cons(key: Any, value: Any, alist: Any) -> Pair:
    return make_pair(make_pair(key, value), alist)


@define("alist-copy", 1)
def alist_copy(alist: Any) -> Any:
    """Fresh pairs for the entries: racket/base's map of (lambda (e) (cons (car e) (cdr e)))."""
    if not is_list(alist):
        raise contract_error("map", "list?", alist)
    car, cdr = _base_proc("car"), _base_proc("cdr")
    return from_pylist([make_pair(call(car, e), call(cdr, e)) for e in to_pylist(alist)])


@define("alist-delete", 2, 3)
def alist_delete(key: Any, alist: Any, eq: Any = None) -> Any:
    """The entries whose car is not equal (eq) to key: racket/base's filter of a lambda
    that takes each entry's car (an entry that is no pair is car's error)."""
    items = check_list("filter", alist)
    eq = _base_proc("equal?") if eq is None else eq
    car = _base_proc("car")
    return from_pylist([e for e in items if call(eq, key, call(car, e)) is False])


# ------------------------------------------------------------------ lists as sets

def _lset_member(eq: Any, x: Any, items: list) -> bool:
    return any(_truthy(call(eq, y, x)) for y in items)


@define("lset-adjoin", 2, None)
def lset_adjoin(eq: Any, lst: Any, *xs: Any) -> Any:
    _check_arg("lset-adjoin", eq)
    items = _list("lset-adjoin", lst, 1)
    out = lst
    for x in xs:
        if not _lset_member(eq, x, items):
            items.append(x)
            out = make_pair(x, out)
    return out


@define("lset-union", 1, None)
def lset_union(eq: Any, *lists: Any) -> Any:
    _check_arg("lset-union", eq)
    if not lists:
        return NIL
    out = lists[0]
    items = _list("lset-union", out, 1)
    for lst in lists[1:]:
        for x in _list("lset-union", lst):
            if not _lset_member(eq, x, items):
                items.append(x)
                out = make_pair(x, out)
    return out


@define("lset-intersection", 2, None)
def lset_intersection(eq: Any, lst: Any, *lists: Any) -> Any:
    _check_arg("lset-intersection", eq)
    others = [_list("lset-intersection", o) for o in lists]
    return from_pylist([x for x in _list("lset-intersection", lst, 1)
                        if all(_lset_member(eq, x, o) for o in others)])


@define("lset-difference", 2, None)
def lset_difference(eq: Any, lst: Any, *lists: Any) -> Any:
    _check_arg("lset-difference", eq)
    others = [_list("lset-difference", o) for o in lists]
    return from_pylist([x for x in _list("lset-difference", lst, 1)
                        if not any(_lset_member(eq, x, o) for o in others)])


@define("lset<=", 1, None)
def lset_le(eq: Any, *lists: Any) -> bool:
    _check_arg("lset<=", eq)
    ls = _lists("lset<=", lists)
    return all(all(_lset_member(eq, x, b) for x in a) for a, b in zip(ls, ls[1:]))


@define("lset=", 1, None)
def lset_eq(eq: Any, *lists: Any) -> bool:
    _check_arg("lset=", eq)
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
        out = make_pair(v, out)
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
    _check_arg("filter", pred)
    pairs = []
    x = lst
    while not _null_list(x):
        pairs.append(x)
        x = x.cdr
    out = x
    for p in reversed(pairs):
        if _truthy(call(pred, p.car)):
            out = p if out is p.cdr else make_pair(p.car, out)
    return out


@define("lset-diff+intersection", 2, None)
def lset_diff_intersection(eq: Any, lst: Any, *lists: Any) -> Any:
    """Two values: the elements of lst in none of the lists, and those in some."""
    _check_arg("lset-diff+intersection", eq)
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
    _check_arg("lset-xor", eq)
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
                    out = make_pair(xb, out)
            a = out
    return a


def _lset_member_of(eq: Any, x: Any, items: list) -> bool:
    """(member x items eq) with SRFI 1's argument order: (eq x item)."""
    return any(_truthy(call(eq, x, y)) for y in items)


# ------------------------------------------------------------------ the "linear-update" variants
# srfi/1 exports filter! and friends as other names of the procedures above (lists are
# immutable in Racket): the same procedures, with the same object names.

for _name in ("filter", "remove", "delete", "delete-duplicates", "append-reverse", "drop-right",
              "take-while", "map", "append-map", "partition", "span", "break", "lset-union",
              "lset-difference", "lset-xor", "lset-diff+intersection", "concatenate", "split-at"):
    add(_name + "!", LIBRARIES["srfi/1"][_name])

# and what it shares with racket/list and racket/base (first ... fourth are car ... cadddr)
for _name, _base in (("first", "car"), ("second", "cadr"), ("third", "caddr"),
                     ("fourth", "cadddr"), ("append!", "append"), ("reverse!", "reverse"),
                     ("null?", "null?"), ("pair?", "pair?"), ("cons*", "list*")):
    add(_name, LIBRARIES["racket/base"][_base])
for _name in ("fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "take", "drop", "last"):
    if _name not in LIBRARIES["srfi/1"]:
        add(_name, LIBRARIES["racket/list"][_name])
add("take!", LIBRARIES["racket/list"]["take"])
