"""racket/list: first ... tenth, last, rest, take/drop and friends, flatten, remove-duplicates,
filter-map, count, partition, argmin/argmax, index-of, range, add-between, list-set,
and the other list utilities students use.

Also racket/function (identity, const, negate, curry, curryr, conjoin, disjoin), whose
procedures build procedures the way these list utilities consume them.
"""
from __future__ import annotations

import math
from itertools import combinations as _combinations
from typing import Any, Callable, Iterator

from minischeme.values.data import NIL, Char, MultipleValues, Pair, Symbol, make_pair, is_list
from minischeme.values.equality import hash_key, is_eq, is_equal, is_eqv
from minischeme.values.errors import arity_error, contract_error, not_a_procedure
from minischeme.values.printer import print_string
from minischeme.values.procedures import Closure, Primitive, TailCall
from minischeme.values.runtime import (BUDGET, apply_procedure, call, charge_work, is_procedure,
                                       procedure_arity_includes, single_value)
from .registry import add, define, library
from .base_lists import (append_results, arity_range, check_list, check_map_args, check_proc,
                         check_proc_arity, direct_fn, fail, from_pylist, keyword_arity_error,
                         known_tail_walk, pair_at, CDRS, INDEX_FROM, NEAR_CDRS,
                         replaced_at, set_near, split_keywords, to_pylist, truthy)
from .base_numbers import (MAX_LENGTH, add2, check_length, check_real, div2, is_nonneg_int, is_real,
                           out_of_memory, sub2)

library("racket/list")

add("empty", NIL)

_NONEMPTY = "(and/c list? (not/c empty?))"


def _check_nonempty(who: str, lst: Any, pos: int | None = None, args: list | None = None) -> None:
    if type(lst) is not Pair or not is_list(lst):
        raise contract_error(who, _NONEMPTY, lst, pos, args)


# ------------------------------------------------------------------ accessors

@define("first", 1)
def first(lst: Any) -> Any:
    """The first element of a non-empty list."""
    _check_nonempty("first", lst)
    return lst.car


@define("rest", 1)
def rest(lst: Any) -> Any:
    """A non-empty list without its first element."""
    _check_nonempty("rest", lst)
    return lst.cdr


def _nth(name: str, n: int) -> None:
    def nth(lst: Any) -> Any:
        if not is_list(lst):
            raise contract_error(name, "list?", lst)
        p = lst
        for _ in range(n):
            if type(p) is not Pair:
                break
            p = p.cdr
        if type(p) is not Pair:
            raise fail(f"{name}: list contains too few elements\n  list: {print_string(lst)}")
        return p.car
    nth.__doc__ = f"Element {n + 1} of a list."
    define(name, 1)(nth)


for _i, _name in enumerate(("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                            "ninth", "tenth"), start=1):
    _nth(_name, _i)


@define("last", 1)
def last(lst: Any) -> Any:
    """The last element of a non-empty list."""
    if lst.__class__ is not Pair or (lst.listp is not True and not is_list(lst)):
        raise contract_error("last", _NONEMPTY, lst)
    # a proper list: its last pair is the one whose cdr is '(), each cdr read once
    nil = NIL
    rest = lst.cdr
    while rest is not nil:
        lst = rest
        rest = lst.cdr
    return lst.car


@define("last-pair", 1)
def last_pair(p: Any) -> Any:
    """The last pair of a (possibly improper) list."""
    if type(p) is not Pair:
        raise contract_error("last-pair", "pair?", p)
    while type(p.cdr) is Pair:
        p = p.cdr
    return p


@define("empty?", 1)
def empty_p(x: Any) -> bool:
    """Is x the empty list?"""
    return x is NIL


@define("cons?", 1)
def cons_p(x: Any) -> bool:
    """Is x a pair?"""
    return type(x) is Pair


# ------------------------------------------------------------------ take and drop

def _count_arg(who: str, lst: Any, n: Any) -> None:
    if not is_nonneg_int(n):
        raise contract_error(who, "exact-nonnegative-integer?", n, 1, [lst, n])


def _too_short(who: str, lst: Any, n: int) -> Exception:
    if is_list(lst):
        return contract_error(who, f"a list with at least {n} elements", lst)
    return contract_error(who, f"a (possibly improper) list with at least {n} pairs", lst)


def _split(who: str, lst: Any, n: Any) -> tuple[list, Any]:
    """The first n elements of lst as a Python list, and the rest of lst."""
    if n.__class__ is int and n >= 0 and lst.__class__ is Pair and lst.listp is True:
        # a known list (its pairs end in '()): no test of each pair; '() has neither car
        # nor cdr, so a list too short stops the walk, and the one below says so
        head, p = [], lst
        try:
            for _ in range(n):
                head.append(p.car)      # (not hoisted: see data.list_to_python)
                p = p.cdr
            return head, p
        except AttributeError:
            pass
    _count_arg(who, lst, n)
    head, p = [], lst
    for _ in range(n):
        if type(p) is not Pair:
            raise _too_short(who, lst, n)
        head.append(p.car)
        p = p.cdr
    return head, p


def _pairs(lst: Any) -> int:
    n, p = 0, lst
    while type(p) is Pair:
        n += 1
        p = p.cdr
    return n


@define("take", 2)
def take(lst: Any, n: Any) -> Any:
    """The first n elements of lst."""
    if n.__class__ is int and n > 0 and lst.__class__ is Pair and lst.listp is True:
        # a known list (as _split): the new pairs built front to back as it is walked (no
        # Python list first); '() has neither car nor cdr, so a list too short stops the
        # walk, and _split says so
        # (the first copy made before the loop: no placeholder pair)
        first = last = Pair()
        first.car = lst.car
        first.loc = None
        first.listp = True
        p = lst.cdr
        try:
            for _ in range(n - 1):
                q = Pair()
                q.car = p.car
                q.loc = None
                q.listp = True
                last.cdr = q
                last = q
                p = p.cdr
        except AttributeError:
            pass
        else:
            last.cdr = NIL
            return first
    return from_pylist(_split("take", lst, n)[0])


@define("drop", 2)
def drop(lst: Any, n: Any) -> Any:
    """lst without its first n elements."""
    if n.__class__ is int and n >= 0 and lst.__class__ is Pair and lst.listp is True:
        # a known list, no test of each pair (as list-tail's walk)
        if n < NEAR_CDRS:
            try:
                return CDRS[n](lst)
            except AttributeError:      # past the end: _split says so
                pass
        else:
            p = known_tail_walk(lst, n)
            if p is not None:
                return p
    return _split("drop", lst, n)[1]


def _common_prefix(who: str, a: Any, b: Any, same: Any) -> tuple[list, Any, Any]:
    """The common prefix of lists a and b (as a Python list) and what follows it in each,
    elements compared by (same x y)."""
    for i, lst in enumerate((a, b)):
        if not is_list(lst):
            raise contract_error(who, "list?", lst, i, [a, b])
    if not (is_procedure(same) and procedure_arity_includes(same, 2)):
        raise contract_error(who, "(any/c any/c . -> . any/c)", same, 2, [a, b, same])
    prefix = []
    while type(a) is Pair and type(b) is Pair and call(same, a.car, b.car) is not False:
        prefix.append(a.car)
        a, b = a.cdr, b.cdr
    return prefix, a, b


@define("take-common-prefix", 2, 3)
def take_common_prefix(a: Any, b: Any, same: Any = None) -> Any:
    """The longest prefix a and b share (elements compared by same, equal? by default)."""
    return from_pylist(_common_prefix("take-common-prefix", a, b, same or _EQUAL)[0])


@define("drop-common-prefix", 2, 3)
def drop_common_prefix(a: Any, b: Any, same: Any = None) -> MultipleValues:
    """Two values: a and b without their common prefix."""
    _, rest_a, rest_b = _common_prefix("drop-common-prefix", a, b, same or _EQUAL)
    return MultipleValues([rest_a, rest_b])


@define("split-common-prefix", 2, 3)
def split_common_prefix(a: Any, b: Any, same: Any = None) -> MultipleValues:
    """Three values: the common prefix of a and b, then what follows it in each."""
    prefix, rest_a, rest_b = _common_prefix("split-common-prefix", a, b, same or _EQUAL)
    return MultipleValues([from_pylist(prefix), rest_a, rest_b])


_EQUAL = Primitive("equal?", is_equal, 2, 2)


@define("split-at", 2)
def split_at(lst: Any, n: Any) -> MultipleValues:
    """Two values: (take lst n) and (drop lst n)."""
    head, tail = _split("split-at", lst, n)
    return MultipleValues([from_pylist(head), tail])


def _split_right(who: str, lst: Any, n: Any) -> tuple[list, Any]:
    _count_arg(who, lst, n)
    total = _pairs(lst)
    if n > total:
        raise _too_short(who, lst, n)
    return _split(who, lst, total - n)


@define("take-right", 2)
def take_right(lst: Any, n: Any) -> Any:
    """The last n elements of lst."""
    return _split_right("take-right", lst, n)[1]


@define("drop-right", 2)
def drop_right(lst: Any, n: Any) -> Any:
    """lst without its last n elements."""
    return from_pylist(_split_right("drop-right", lst, n)[0])


@define("split-at-right", 2)
def split_at_right(lst: Any, n: Any) -> MultipleValues:
    """Two values: (drop-right lst n) and (take-right lst n)."""
    head, tail = _split_right("split-at-right", lst, n)
    return MultipleValues([from_pylist(head), tail])


def _prefix_while(who: str, lst: Any, pred: Any) -> tuple[list, Any]:
    check_proc(who, pred, 1, [lst, pred])
    head, p = [], lst
    fn = direct_fn(pred, 1)
    if fn is None:
        while type(p) is Pair and call(pred, p.car) is not False:
            head.append(p.car)
            p = p.cdr
        return head, p
    # a translated procedure or a primitive taking one argument (`(curry eq? x)`): its
    # function called in the loop, as call would call it (each result tested here: a
    # helper would be a Python frame more for every element)
    while type(p) is Pair:
        x = p.car
        v = fn(x)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        if v is False:
            break
        head.append(x)
        p = p.cdr
    return head, p


@define("takef", 2)
def takef(lst: Any, pred: Any) -> Any:
    """The longest prefix of lst whose elements satisfy pred."""
    fn = direct_fn(pred, 1)
    if fn is None:
        return from_pylist(_prefix_while("takef", lst, pred)[0])
    # as _prefix_while, the prefix's new pairs built front to back as it is walked
    first = last = Pair()
    p = lst
    while type(p) is Pair:
        x = p.car
        v = fn(x)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        if v is False:
            break
        q = Pair()
        q.car = x
        q.loc = None
        q.listp = True
        last.cdr = q
        last = q
        p = p.cdr
    last.cdr = NIL
    return first.cdr


@define("dropf", 2)
def dropf(lst: Any, pred: Any) -> Any:
    """lst without the longest prefix whose elements satisfy pred."""
    fn = direct_fn(pred, 1)
    if fn is None:
        return _prefix_while("dropf", lst, pred)[1]
    p = lst     # as _prefix_while, keeping nothing of the prefix
    while type(p) is Pair:
        v = fn(p.car)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        if v is False:
            break
        p = p.cdr
    return p


@define("splitf-at", 2)
def splitf_at(lst: Any, pred: Any) -> MultipleValues:
    """Two values: (takef lst pred) and (dropf lst pred)."""
    head, tail = _prefix_while("splitf-at", lst, pred)
    return MultipleValues([from_pylist(head), tail])


def _count_from_right(who: str, lst: Any, pred: Any) -> int:
    """How many of lst's elements come before its longest suffix satisfying pred, as
    racket/list's count-from-right counts them (any non-pair ends the list: takef-right of
    an improper list or a non-list keeps that tail)."""
    if not is_procedure(pred):
        raise contract_error(who, "procedure?", pred, 1, [lst, pred])
    items = []
    p = lst
    while type(p) is Pair:
        items.append(p.car)
        p = p.cdr
    n = len(items)
    for x in reversed(items):
        if call(pred, x) is False:
            break
        n -= 1
    return n


@define("takef-right", 2)
def takef_right(lst: Any, pred: Any) -> Any:
    """The longest suffix of lst whose elements all satisfy pred."""
    return drop(lst, _count_from_right("takef-right", lst, pred))


@define("dropf-right", 2)
def dropf_right(lst: Any, pred: Any) -> Any:
    """lst without its longest suffix of elements satisfying pred."""
    return take(lst, _count_from_right("dropf-right", lst, pred))


@define("splitf-at-right", 2)
def splitf_at_right(lst: Any, pred: Any) -> MultipleValues:
    """Two values: (dropf-right lst pred) and (takef-right lst pred)."""
    return split_at(lst, _count_from_right("splitf-at-right", lst, pred))


# ------------------------------------------------------------------ building and flattening

@define("append*", 1, None)
def append_star(*args: Any) -> Any:
    """(append* lst ... lsts): append the lists and the elements of the last argument."""
    last_arg = args[-1]
    if not is_list(last_arg):
        raise contract_error("apply", "list?", last_arg)
    parts = list(args[:-1]) + to_pylist(last_arg)
    if not parts:
        return NIL
    items: list = []
    for part in parts[:-1]:
        items.extend(check_list("append", part))
    return from_pylist(items, parts[-1])


@define("flatten", 1)
def flatten(x: Any, stack: list | None = None) -> Any:
    """The non-list leaves of a tree of pairs, in order. Each list is walked along its cdrs
    in a loop; only a pair in car position saves the rest of its list on the stack (deep
    nesting of either kind needs no Python recursion).

    Given a ``stack`` (not as a primitive: `(flatten (append l ... tail))`,
    compilation/fused_calls.py), the leaves of ``x`` walked as a chain of cdrs (each car a
    tree, the final cdr a leaf unless '()), then of each chain on the stack, last first."""
    if stack is None:
        if type(x) is not Pair:
            return NIL if x is NIL else from_pylist((x,))
        stack = []
    # the result's pairs built front to back as the leaves come (as append does)
    nil = NIL
    first = last = Pair()
    while True:
        while type(x) is Pair:
            a = x.car
            x = x.cdr
            if type(a) is Pair:
                if x is not nil:
                    stack.append(x)
                x = a
            elif a is not nil:
                p = Pair()
                p.car = a
                p.loc = None
                p.listp = True
                last.cdr = p
                last = p
        if x is not nil:
            p = Pair()
            p.car = x
            p.loc = None
            p.listp = True
            last.cdr = p
            last = p
        if not stack:
            last.cdr = nil
            return first.cdr
        x = stack.pop()


def flattened_append(*parts: Any) -> Any:
    """``(flatten (append part ...))``: the leaves of each list's elements, then of the
    last part, in one new list."""
    if not parts:
        return NIL
    for lst in parts[:-1]:
        if lst is not NIL and not (lst.__class__ is Pair and lst.listp is True) and not is_list(lst):
            raise contract_error("append", "list?", lst)
    if BUDGET.max_steps is not None:
        n = 0
        for lst in parts[:-1]:
            while lst.__class__ is Pair:
                n += 1
                lst = lst.cdr
        if n:
            charge_work(n)      # append's charge for the copies it would have made
    stack = list(parts[1:])
    stack.reverse()
    return flatten(parts[0], stack)


@define("make-list", 2)
def make_list(n: Any, v: Any) -> Any:
    """A list of n copies of v."""
    if not is_nonneg_int(n):
        raise contract_error("make-list", "exact-nonnegative-integer?", n, 0, [n, v])
    check_length(n)
    if BUDGET.max_steps is not None:
        charge_work(n)
    return from_pylist([v] * n)


def _range_items(start: Any, end: Any, step: Any, inclusive: bool) -> list:
    for x in (start, end, step):
        check_real("in-range" if not inclusive else "in-inclusive-range", x)
    if step == 0:   # Racket counts forever (until memory runs out) unless the range is empty
        if start < end or (inclusive and start == end):
            raise out_of_memory()
        return []
    if not (type(step) is float and math.isinf(step)) and any(
            type(x) is float and math.isinf(x) for x in (start, end)):
        # from or to an infinity (by a finite step): endless, unless empty
        first = start < end if step > 0 else start > end
        if first or (inclusive and start == end):
            raise out_of_memory()
        return []
    if div2(sub2(end, start), step) > MAX_LENGTH:   # more elements than memory can hold
        raise out_of_memory()
    if BUDGET.max_steps is not None:
        charge_work(max(0, int(div2(sub2(end, start), step))))
    out, x = [], start
    while (x < end if step > 0 else x > end) or (inclusive and x == end):
        out.append(x)
        after = add2(x, step)
        if after == x:     # a float too large to move by step, an infinity: endless
            raise out_of_memory()
        x = after
    return out


@define("range", 1, 3)
def range_(a: Any, b: Any = None, step: Any = 1) -> Any:
    """(range end), (range start end [step]): the numbers from start below end."""
    start, end = (0, a) if b is None else (a, b)
    if type(start) is int and type(end) is int and type(step) is int and step:
        return _int_range(start, end, step)
    return from_pylist(_range_items(start, end, step, False))


def _int_range(start: int, end: int, step: int) -> Any:
    """range of exact integers (step not 0): Python's range, its pairs built directly, with
    the same size check and work charge as _range_items."""
    span = end - start
    if (span > MAX_LENGTH * step) if step > 0 else (span < MAX_LENGTH * step):
        raise out_of_memory()
    if BUDGET.max_steps is not None:     # int((end - start) / step), at least 0
        charge_work(abs(span) // abs(step) if span and (span > 0) == (step > 0) else 0)
    return from_pylist(range(start, end, step))


@define("inclusive-range", 2, 3)
def inclusive_range(start: Any, end: Any, step: Any = 1) -> Any:
    """The numbers from start to end, end included."""
    return from_pylist(_range_items(start, end, step, True))


@define("add-between", 0, None)
def add_between(*args: Any) -> Any:
    """(add-between lst v [#:splice? b] [#:before-first l] [#:before-last v2]
    [#:after-last l] [#:nothing-between]): lst with v between its elements."""
    positional, kw = split_keywords("add-between", args, ("#:splice?", "#:before-first",
                                                          "#:before-last", "#:after-last"))
    if len(positional) != 2:
        raise keyword_arity_error("add-between", "2 plus optional arguments with keywords "
                                  "#:after-last, #:before-first, #:before-last, and #:splice?",
                                  args, len(positional), bool(kw))
    lst, v = positional
    items = check_list("add-between", lst, 0, positional)
    splice = kw.get("#:splice?", False) is not False
    before_last = kw.get("#:before-last", v)
    for key in ("#:before-first", "#:after-last"):
        if key in kw and not splice:
            raise fail(f"add-between: {key} can only be used in splicing mode\n"
                       f"  given: {print_string(kw[key])}\n  given list...: {print_string(lst)}")

    if splice:      # every spliced argument checked first, in racket/list's order
        for key, which in ((None, ""), ("#:before-first", " for #:before-first"),
                           ("#:before-last", " for #:before-last"),
                           ("#:after-last", " for #:after-last")):
            x = v if key is None else kw.get(key, before_last if key == "#:before-last" else NIL)
            if not is_list(x):
                raise fail(f"add-between: list needed in splicing mode{which}\n"
                           f"  given: {print_string(x)}\n  given list...: {print_string(lst)}")

    def sep(x: Any) -> list:
        return to_pylist(x) if splice else [x]
    out: list = []
    if splice and "#:before-first" in kw:
        out.extend(sep(kw["#:before-first"]))
    for i, x in enumerate(items):
        if i:
            out.extend(sep(before_last if i == len(items) - 1 else v))
        out.append(x)
    if splice and "#:after-last" in kw:
        out.extend(sep(kw["#:after-last"]))
    return from_pylist(out)


@define("list-set", 3)
def list_set(lst: Any, k: Any, v: Any) -> Any:
    """lst with its element at position k replaced by v."""
    if k.__class__ is int and 0 <= k < INDEX_FROM and lst.__class__ is Pair and lst.listp is True:
        new = set_near(lst, k, v)   # the usual call: a short known list, in one walk
        if new is not None:
            return new
    args = [lst, k, v]
    if not is_list(lst):
        raise contract_error("list-set", "list?", lst, 0, args)
    if not is_nonneg_int(k):
        raise contract_error("list-set", "exact-nonnegative-integer?", k, 1, args)
    at = _pair_at(lst, k)
    return replaced_at(lst, k, at, make_pair(v, at.cdr))


@define("list-update", 3)
def list_update(lst: Any, k: Any, proc: Any) -> Any:
    """lst with its element x at position k replaced by (proc x)."""
    args = [lst, k, proc]
    if not is_list(lst):
        raise contract_error("list-update", "list?", lst, 0, args)
    if not is_nonneg_int(k):
        raise contract_error("list-update", "exact-nonnegative-integer?", k, 1, args)
    check_proc_arity("list-update", proc, 1, "(-> any/c any/c)", 2, args)
    at = _pair_at(lst, k)
    return replaced_at(lst, k, at, make_pair(call(proc, at.car), at.cdr))


def _pair_at(lst: Any, k: int) -> Pair:
    """The k-th pair of the list lst, or the error of Racket's list-update reaching '()
    (`(car '())`). The result is built as Racket's is: the pairs before it copied, the
    element replaced, the rest of the list shared (``replaced_at``)."""
    if lst.__class__ is Pair and lst.listp is True:     # a known list: found as list-ref does
        p = pair_at(lst, k)
        if p is None:
            raise contract_error("car", "pair?", NIL)
        return p
    while k and lst is not NIL:
        lst = lst.cdr
        k -= 1
    if lst is NIL:
        raise contract_error("car", "pair?", NIL)
    return lst


# ------------------------------------------------------------------ searching and filtering

def _pred_list(who: str, pred: Any, lst: Any, expected: str = "(any/c . -> . any/c)") -> list:
    args = [pred, lst]
    check_proc_arity(who, pred, 1, expected, 0, args)
    return check_list(who, lst, 1, args)


@define("filter-not", 2)
def filter_not(pred: Any, lst: Any) -> Any:
    """The elements of lst that do not satisfy pred."""
    return from_pylist(_keep("filter-not", pred, lst, "(any/c . -> . any/c)"))


def _keep(who: str, pred: Any, lst: Any, expected: str) -> list:
    """The elements of lst for which pred gives #f (filter-not, remf*), pred called as
    filter calls it (base_lists.direct_fn: a translated procedure or a primitive directly)."""
    items = _pred_list(who, pred, lst, expected)
    fn = direct_fn(pred, 1)
    if fn is None:
        return [x for x in items if call(pred, x) is False]
    out: list = []
    for x in items:
        v = fn(x)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        if v is False:
            out.append(x)
    return out


@define("remf", 2)
def remf(pred: Any, lst: Any) -> Any:
    """lst without its first element satisfying pred."""
    items = _pred_list("remf", pred, lst, "(-> any/c any/c)")
    for i, x in enumerate(items):
        if truthy(call(pred, x)):
            return from_pylist(items[:i] + items[i + 1:])
    return lst


@define("remf*", 2)
def remf_star(pred: Any, lst: Any) -> Any:
    """lst without the elements satisfying pred."""
    return from_pylist(_keep("remf*", pred, lst, "(-> any/c any/c)"))


def _results(proc: Any, items: list[list]) -> list:
    """proc's results on the elements of the lists ``items`` in parallel, one value each
    (filter-map, count, append-map): over one list, a procedure base_lists.direct_fn can
    call directly is called so, each result finished here (a TailCall run, multiple values
    refused), not through apply_procedure with a new argument list per element."""
    fn = direct_fn(proc, 1) if len(items) == 1 else None
    if fn is None:
        return [apply_procedure(proc, list(xs), True) for xs in zip(*items)]
    out = []
    for x in items[0]:
        v = fn(x)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        out.append(v)
    return out


def _filter_arguments(who: str, proc: Any, lists: tuple) -> list[list]:
    """racket/list's check-filter-arguments (filter-map, count), in its order: proc a
    procedure, accepting one argument per list, the lists lists, and of the same length."""
    args = [proc, *lists]
    check_proc(who, proc, 0, args)
    if not procedure_arity_includes(proc, len(lists)):
        raise fail(f"{who}: mismatch between procedure arity and argument count\n"
                   f"  procedure: {print_string(proc)}\n  expected arity: {len(lists)}")
    items = [check_list(who, lst, i + 1, args) for i, lst in enumerate(lists)]
    if any(len(other) != len(items[0]) for other in items[1:]):
        raise fail(f"{who}: all lists must have same size")
    return items


@define("filter-map", 2, None)
def filter_map(proc: Any, *lists: Any) -> Any:
    """The true results of proc on the elements of the lists."""
    items = _filter_arguments("filter-map", proc, lists)
    return from_pylist([v for v in _results(proc, items) if v is not False])


@define("count", 2, None)
def count(proc: Any, *lists: Any) -> int:
    """How many elements (in parallel) proc returns true for."""
    items = _filter_arguments("count", proc, lists)
    return sum(1 for v in _results(proc, items) if v is not False)


@define("partition", 2)
def partition(pred: Any, lst: Any) -> MultipleValues:
    """Two values: the elements satisfying pred and the others."""
    items = _pred_list("partition", pred, lst)
    yes, no = [], []
    fn = direct_fn(pred, 1)
    if fn is None:
        for x in items:
            (yes if call(pred, x) is not False else no).append(x)
        return MultipleValues([from_pylist(yes), from_pylist(no)])
    for x in items:     # as filter calls it (base_lists.direct_fn)
        v = fn(x)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        (yes if v is not False else no).append(x)
    return MultipleValues([from_pylist(yes), from_pylist(no)])


def _arg_extreme(who: str, better: Callable[[Any, Any], bool]) -> None:
    def arg_extreme(proc: Any, lst: Any) -> Any:
        args = [proc, lst]
        check_proc_arity(who, proc, 1, "(any/c . -> . real?)", 0, args)
        _check_nonempty(who, lst, 1, args)
        best, best_key = None, None
        for x in to_pylist(lst):
            k = call(proc, x)
            if not is_real(k):
                raise fail(f"{who}: contract violation\n  expected: real?\n"
                           f"  result: {print_string(k)}")
            if best_key is None or better(k, best_key):
                best, best_key = x, k
        return best
    arg_extreme.__doc__ = f"Racket {who}: the first element whose (proc x) is extreme."
    define(who, 2)(arg_extreme)


_arg_extreme("argmin", lambda a, b: a < b)
_arg_extreme("argmax", lambda a, b: a > b)


def _index_args(who: str, lst: Any, v: Any, same: Any) -> Callable[[Any, Any], bool]:
    args = [lst, v] if same is None else [lst, v, same]
    if not is_list(lst):    # (Racket shows the list and v only)
        raise contract_error(who, "list?", lst, 0, [lst, v])
    if same is None:
        return is_equal
    check_proc_arity(who, same, 2, "(-> any/c any/c any/c)", 2, args)
    return lambda a, b: truthy(call(same, a, b))


def _atom_test(v: Any) -> Callable[[Any], bool] | None:
    """For a character, a symbol or an exact integer, the one-argument test that is equal?
    (and eqv?) to v without a call of is_equal: a character's or symbol's identity (a
    character past the interned ones by its code point), an exact integer's value. None for
    other values (the general equal? is used)."""
    t = v.__class__
    if t is Char:
        ch = v.ch
        return lambda x: x is v or (x.__class__ is Char and x.ch == ch)
    if t is Symbol:
        return lambda x: x is v
    if t is int:
        return lambda x: x.__class__ is int and x == v
    return None


def _positions(who: str, lst: Any, v: Any, same: Any, first: bool) -> Any:
    """index-of (``first``) and indexes-of: one walk of lst, testing each element against
    v with equal? (with an atom's fast test, _atom_test), eqv? or eq? passed as `same` the
    same way, or else by calling `same`."""
    test = _index_args(who, lst, v, same)
    kind = same.fn if same.__class__ is Primitive else same     # equal? when None
    fast = None
    if kind is None or kind is is_eqv or (kind is is_eq and v.__class__ is not int):
        fast = _atom_test(v)        # (eq? of an integer: a fixnum's only, so not here)
    if fast is None:
        fast = lambda x: test(x, v)
    p = lst
    i = 0
    found = []
    while p.__class__ is Pair:
        if fast(p.car):
            if first:
                if BUDGET.max_steps is not None:
                    charge_work(i)
                return i
            found.append(i)
        p = p.cdr
        i += 1
    if BUDGET.max_steps is not None:
        charge_work(i)
    return False if first else from_pylist(found)


@define("index-of", 2, 3)
def index_of(lst: Any, v: Any, same: Any = None) -> Any:
    """The position of the first element equal? (or `same`) to v, else #f."""
    if same is None and BUDGET.max_steps is None and is_list(lst):
        t = v.__class__
        if t is Symbol or (t is Char and Char(v.ch) is v):
            # (a symbol, or an interned character: every character equal to it is it)
            i = 0
            p = lst
            while p.__class__ is Pair:
                if p.car is v:
                    return i
                p = p.cdr
                i += 1
            return False
    return _positions("index-of", lst, v, same, True)


@define("indexes-of", 2, 3)
def indexes_of(lst: Any, v: Any, same: Any = None) -> Any:
    """The positions of the elements equal? (or `same`) to v."""
    return _positions("indexes-of", lst, v, same, False)


@define("index-where", 2)
def index_where(lst: Any, pred: Any) -> Any:
    """The position of the first element satisfying pred, else #f."""
    args = [lst, pred]
    if not is_list(lst):
        raise contract_error("index-where", "list?", lst, 0, args)
    check_proc_arity("index-where", pred, 1, "(-> any/c any/c)", 1, args)
    for i, x in enumerate(to_pylist(lst)):
        if truthy(call(pred, x)):
            return i
    return False


@define("indexes-where", 2)
def indexes_where(lst: Any, pred: Any) -> Any:
    """The positions of the elements satisfying pred."""
    args = [lst, pred]
    if not is_list(lst):
        raise contract_error("indexes-where", "list?", lst, 0, args)
    check_proc_arity("indexes-where", pred, 1, "(-> any/c any/c)", 1, args)
    return from_pylist([i for i, x in enumerate(to_pylist(lst)) if truthy(call(pred, x))])


@define("append-map", 2, None)
def append_map(proc: Any, *lists: Any) -> Any:
    """(append* (map proc lst ...))."""
    items = check_map_args("map", proc, lists)
    return append_results(_results(proc, items))


# ------------------------------------------------------------------ duplicates and groups

def _keyed(who: str, kw: dict, same: Any) -> tuple[Callable[[Any], Any], Callable | None]:
    """The key function and (for a custom equality) the comparison of keys."""
    key = kw.get("#:key")
    if key is not None and not is_procedure(key):
        raise not_a_procedure(key, [])
    keyf = (lambda x: call(key, x)) if key is not None else (lambda x: x)
    if same is None:
        return keyf, None
    if not is_procedure(same):
        raise not_a_procedure(same, [])
    fn = direct_fn(same, 2)
    if fn is None:
        return keyf, lambda a, b: truthy(call(same, a, b))

    def same_direct(a: Any, b: Any) -> bool:
        """(same a b) by its function, called as call would call it."""
        v = fn(a, b)
        if type(v) is TailCall:
            v = apply_procedure(v.proc, v.args, True)
        elif type(v) is MultipleValues:
            single_value(v)
        return v is not False
    return keyf, same_direct


@define("remove-duplicates", 0, None)
def remove_duplicates(*args: Any) -> Any:
    """(remove-duplicates lst [same?] [#:key key]): lst keeping the first of equal elements."""
    positional, kw = split_keywords("remove-duplicates", args, ("#:key",))
    if not 1 <= len(positional) <= 2:
        raise keyword_arity_error("remove-duplicates", "a different number plus an optional "
                                  "argument with keyword #:key", args, len(positional), bool(kw))
    items = check_list("remove-duplicates", positional[0])
    keyf, same = _keyed("remove-duplicates", kw, positional[1] if len(positional) > 1 else None)
    out = []
    if same is None:
        seen: set = set()
        for x in items:
            k = hash_key(keyf(x))
            if k not in seen:
                seen.add(k)
                out.append(x)
    else:
        kept: list = []
        for x in items:
            k = keyf(x)
            for k2 in kept:
                if same(k2, k):
                    break
            else:
                kept.append(k)
                out.append(x)
    return from_pylist(out)


@define("check-duplicates", 0, None)
def check_duplicates(*args: Any) -> Any:
    """The first element of lst that duplicates an earlier one, else #f."""
    positional, kw = split_keywords("check-duplicates", args, ("#:key", "#:default"))
    if not 1 <= len(positional) <= 2:
        raise keyword_arity_error("check-duplicates", "a different number plus optional "
                                  "arguments with keywords #:default and #:key", args,
                                  len(positional), bool(kw))
    items = check_list("check-duplicates", positional[0])
    if len(positional) == 2:        # (checked here, unlike remove-duplicates' same?)
        check_proc_arity("check-duplicates", positional[1], 2, "(any/c any/c . -> . any/c)", 1,
                         positional)
    keyf, same = _keyed("check-duplicates", kw, positional[1] if len(positional) > 1 else None)
    seen: list = []
    keys: set = set()
    for x in items:
        k = keyf(x)
        if same is None:
            hk = hash_key(k)
            if hk in keys:
                return x
            keys.add(hk)
        else:
            if any(same(s, k) for s in seen):
                return x
            seen.append(k)
    return kw.get("#:default", False)


@define("group-by", 2, 3)
def group_by(key: Any, lst: Any, same: Any = None) -> Any:
    """The elements of lst grouped by (key x), groups in order of first appearance.

    As racket/list's: where ``same`` is Racket's `equal?` (the default), `eqv?` or `eq?`
    the groups are found in a hash table of the keys' images (linear time); under any
    other comparison each key is compared with each group's in turn, ``(same group-key
    k)``, and a group found takes the new element's key as its own, as Racket's alist."""
    args = [key, lst] if same is None else [key, lst, same]
    check_proc_arity("group-by", key, 1, "(-> any/c any/c)", 0, args)
    if same is not None:
        check_proc_arity("group-by", same, 2, "(any/c any/c . -> . any/c)", 2, args)
    items = check_list("group-by", lst, 1, args)
    kind = "equal" if same is None else _BUILT_IN_EQUALITY.get(getattr(same, "fn", None))
    if kind is not None:
        by_image: dict[Any, list] = {}
        for x in items:
            image = hash_key(call(key, x), kind)
            members = by_image.get(image)
            if members is None:
                by_image[image] = [x]
            else:
                members.append(x)
        return from_pylist([from_pylist(m) for m in by_image.values()])
    groups: list[list] = []         # [key, members]
    for x in items:
        k = call(key, x)
        for group in groups:
            if truthy(call(same, group[0], k)):
                group[0] = k
                group[1].append(x)
                break
        else:
            groups.append([k, [x]])
    return from_pylist([from_pylist(m) for _, m in groups])


_BUILT_IN_EQUALITY = {is_equal: "equal", is_eqv: "eqv", is_eq: "eq"}


@define("cartesian-product", 0, None)
def cartesian_product(*lists: Any) -> Any:
    """All lists taking one element from each argument list."""
    items = [check_list("cartesian-product", lst, i, list(lists)) for i, lst in enumerate(lists)]
    if math.prod(len(options) for options in items) > MAX_LENGTH:
        raise out_of_memory()
    result: list[list] = [[]]
    for options in items:
        result = [prefix + [x] for prefix in result for x in options]
    return from_pylist([from_pylist(r) for r in result])


@define("combinations", 1, 2)
def combinations(lst: Any, k: Any = None) -> Any:
    """All sublists of lst (of size k), in Racket's order."""
    items = check_list("in-combinations", lst)
    if k is not None and not is_nonneg_int(k):
        raise contract_error("in-combinations", "exact-nonnegative-integer?", k, 1, [lst, k])
    if k is not None:
        if k > len(items):
            return NIL
        if math.comb(len(items), k) > MAX_LENGTH:
            raise out_of_memory()
        return from_pylist([from_pylist(list(c)) for c in _combinations(items, k)])
    if len(items) > 28:     # 2**28 lists: see MAX_LENGTH
        raise out_of_memory()
    return from_pylist(list(_subsets(items)))


@define("permutations", 1)
def permutations(lst: Any) -> Any:
    """All orderings of lst, in Racket's order."""
    items = check_list("permutations", lst)
    if math.factorial(min(len(items), 100)) > MAX_LENGTH:
        raise out_of_memory()
    return from_pylist([from_pylist(p) for p in _permutations(items)])


@define("in-combinations", 1, 2)
def in_combinations(lst: Any, k: Any = None) -> Any:
    """The sublists of lst (of size k) as a sequence, in combinations' order, made one at a
    time as the loop asks (a loop stopped early builds no more; 2^40 subsets cost nothing
    until walked). As Racket's, the sequence is one generator: a second loop over it goes
    on where the first stopped."""
    from .sequences import Sequence
    items = check_list("in-combinations", lst)
    if k is not None and not is_nonneg_int(k):
        raise contract_error("in-combinations", "exact-nonnegative-integer?", k, 1, [lst, k])
    if k is None:
        made = _subsets(items)
    else:
        made = (from_pylist(list(c)) for c in _combinations(items, k))
    return Sequence(lambda: made)


def _subsets(items: list) -> Iterator:
    """Every sublist of items, in Racket's order: by the binary counter over the elements
    (bit i for items[i]). Counting up from m-1 to m sets one bit c and clears those below
    it, so m's list is items[c] in front of the elements from c+1 on, which m-1's list
    ended with: one new pair a sublist (``tails[j]``: the current list's elements from
    index j on; lists share their tails, as immutable lists may)."""
    n = len(items)
    tails = [NIL] * (n + 1)
    yield NIL
    for m in range(1, 1 << n):
        c = (m & -m).bit_length() - 1
        made = make_pair(items[c], tails[c + 1])
        for j in range(c + 1):
            tails[j] = made
        yield made


@define("in-permutations", 1)
def in_permutations(lst: Any) -> Any:
    """The orderings of lst as a sequence, in permutations' order, made one at a time (one
    generator, as Racket's: a second loop goes on where the first stopped)."""
    from .sequences import Sequence
    made = (from_pylist(p) for p in _lazy_permutations(check_list("in-permutations", lst)))
    return Sequence(lambda: made)


def _lazy_permutations(items: list) -> Iterator:
    """_permutations' orderings, one at a time."""
    if len(items) <= 1:
        yield list(items)
        return
    for i in range(len(items) - 1, -1, -1):
        for p in _lazy_permutations(items[:i] + items[i + 1:]):
            yield p + [items[i]]


def _permutations(items: list) -> list[list]:
    """Racket's order: each element in turn (last first) ends the orderings of the others."""
    if len(items) <= 1:
        return [list(items)]
    out: list[list] = []
    for i in range(len(items) - 1, -1, -1):
        out.extend(p + [items[i]] for p in _permutations(items[:i] + items[i + 1:]))
    return out


@define("list-prefix?", 2, 3)
def list_prefix_p(l1: Any, l2: Any, same: Any = None) -> bool:
    """Is l1 a prefix of l2?"""
    a, b = check_list("list-prefix?", l1), check_list("list-prefix?", l2)
    test = is_equal if same is None else (lambda x, y: truthy(call(same, x, y)))
    return len(a) <= len(b) and all(test(x, y) for x, y in zip(a, b))



# ------------------------------------------------------------------ racket/function

@define("identity", 1, lib="racket/function")
def identity(x: Any) -> Any:
    """x itself."""
    return x


@define("const", 1, lib="racket/function")
def const(v: Any) -> Primitive:
    """A procedure that ignores its arguments and returns v."""
    return Primitive("const", lambda *_args: v, 0, None)


_NEGATE_NAMES = {0: "...racket/function.rkt:37:11", 1: "...racket/function.rkt:38:11",
                 2: "...racket/function.rkt:39:11"}


@define("negate", 1, lib="racket/function")
def negate(f: Any) -> Primitive:
    """A procedure returning (not (f arg ...))."""
    check_proc("negate", f)
    lo, hi = arity_range(f)
    name = _NEGATE_NAMES.get(lo, "composed") if lo == hi else "composed"
    fn = direct_fn(f, 1)
    if fn is None:
        return Primitive(name, lambda *args: apply_procedure(f, list(args), True) is False, lo, hi)

    def negated(*args: Any) -> bool:
        if len(args) == 1:      # the usual call (a predicate given to filter): f's function
            v = fn(args[0])     # called directly, as apply_procedure would call it
            if type(v) is TailCall:
                v = apply_procedure(v.proc, v.args, True)
            elif type(v) is MultipleValues:
                single_value(v)
            return v is False
        return apply_procedure(f, list(args), True) is False
    return Primitive(name, negated, lo, hi)


class _Currying:
    """What curry (or curryr) of one procedure needs at every call, found once: its name,
    its greatest arity, whether it takes n arguments (asked once for each n: a procedure's
    arity never changes), and its Python function when a call with two arguments may go
    straight to it (`(curry < x)`, `(curry add x)` of a translated procedure)."""

    __slots__ = ("who", "f", "right", "name", "max_arity", "takes", "direct2")

    def __init__(self, who: str, f: Any, right: bool) -> None:
        self.who, self.f, self.right = who, f, right
        name = getattr(f, "name", None)
        self.name = f"curried:{name}" if isinstance(name, str) and name else "curried"
        self.max_arity = arity_range(f)[1]
        self.takes: dict[int, bool] = {}
        t = type(f)
        self.direct2 = f.fn if (t is Primitive and f.accepts(2)) or (
            t is Closure and f.arity == 2) else None

    def call(self, so_far: tuple, new: tuple) -> Any:
        """A curried procedure holding ``so_far`` applied to ``new``."""
        f = self.f
        all_args = new + so_far if self.right else so_far + new
        n = len(all_args)
        ok = self.takes.get(n)
        if ok is None:
            if self.max_arity is not None and n > self.max_arity:
                raise arity_error(self.name, None, list(new))
            ok = self.takes[n] = procedure_arity_includes(f, n)
        if ok:
            t = type(f)
            if t is Primitive:    # as apply_procedure calls it (`(curry < x)`)
                return f.fn(*all_args)
            if t is Closure and f.arity == n:
                # translated to Python, taking exactly n: its function counts its own
                # step, and a tail call it returns is finished by this call's caller (a
                # primitive may return one), as apply_procedure would
                return f.fn(*all_args)
            return apply_procedure(f, list(all_args))
        return self.curried(all_args)

    def arity_after(self, n: int) -> int | None:
        """The most arguments the curried procedure holding ``n`` takes (None: any), as
        Racket reduces its arity: f's greatest arity less n (so 0 to that many)."""
        return None if self.max_arity is None else self.max_arity - n

    def curried(self, so_far: tuple) -> Primitive:
        """The curried procedure holding ``so_far``."""
        p = _new(Primitive)     # its fields set here: no __init__ call (a curry in a loop)
        p.name, p.min_args, p.max_args = self.name, 0, self.arity_after(len(so_far))
        if len(so_far) == 1 and self.direct2 is not None:
            # called with one argument more: f's function with no tuple built and no test
            # but the count (that argument first for curry, last for curryr); any other
            # count is the general code's
            p.fn = (_curried_once_right if self.right else _curried_once)(
                self, self.direct2, so_far[0])
        else:
            p.fn = lambda *new: self.call(so_far, new)
        return p


def _curried_once(c: _Currying, direct: Callable, first: Any) -> Callable:
    def curried_once(*new: Any) -> Any:
        if len(new) == 1:
            return direct(first, new[0])
        return c.call((first,), new)
    return curried_once


def _curried_once_right(c: _Currying, direct: Callable, last: Any) -> Callable:
    def curried_once(*new: Any) -> Any:
        if len(new) == 1:
            return direct(new[0], last)
        return c.call((last,), new)
    return curried_once


_new = object.__new__

# id of a procedure -> its _Currying for curry (_CURRYINGS) and curryr (_CURRYRINGS),
# holding it (so the id stays its): `(curry < x)` in a loop finds it at once; cleared when
# full
_CURRYINGS: dict[int, _Currying] = {}
_CURRYRINGS: dict[int, _Currying] = {}
_MAX_CURRYINGS = 256


def _curry(who: str, f: Any, args: tuple, right: bool) -> Any:
    t = type(f)
    if t is not Primitive and t is not Closure:
        check_proc(who, f)
    table = _CURRYRINGS if right else _CURRYINGS
    c = table.get(id(f))
    if c is None or c.f is not f:
        if len(table) >= _MAX_CURRYINGS:
            table.clear()
        c = table[id(f)] = _Currying(who, f, right)
    if not args:    # `(curry f)`: takes from none to all of f's arguments
        return Primitive(c.name, lambda *new: _curry_first(c, new), 0, c.max_arity)
    return _curry_first(c, args)


def _curry_first(c: _Currying, args: tuple) -> Any:
    """`(curry f arg ...)`: f applied when given as many arguments as it ever takes (as
    Racket's curry decides, not by f's arity: `(curry (lambda (a [b 1]) ...) 1)` waits for
    more), else curried with them."""
    max_arity = c.max_arity
    if max_arity is not None and len(args) >= max_arity:
        if len(args) > max_arity:   # more than f ever takes
            raise arity_error(c.name, None, list(args))
        return apply_procedure(c.f, list(args))
    return c.curried(args)


@define("curry", 1, None, lib="racket/function")
def curry(f: Any, *args: Any) -> Any:
    """f with its first arguments supplied (more may be supplied later)."""
    if len(args) == 1:      # `(curry < x)` of a procedure seen before, taking two
        c = _CURRYINGS.get(id(f))
        if c is not None and c.f is f and c.direct2 is not None:
            return c.curried(args)
    return _curry("curry", f, args, False)


@define("curryr", 1, None, lib="racket/function")
def curryr(f: Any, *args: Any) -> Any:
    """f with its last arguments supplied (more may be supplied later)."""
    if len(args) == 1:      # as curry's
        c = _CURRYRINGS.get(id(f))
        if c is not None and c.f is f and c.direct2 is not None:
            return c.curried(args)
    return _curry("curryr", f, args, True)


def _junction(who: str, name: str, procs: tuple, want: bool) -> Primitive:
    for p in procs:
        check_proc(who, p)

    def junction(*args: Any) -> Any:
        result: Any = want
        for p in procs:
            result = apply_procedure(p, list(args))
            if (result is not False) is not want:
                return result
        return result
    return Primitive(name, junction, 0, None)


@define("conjoin", 0, None, lib="racket/function")
def conjoin(*procs: Any) -> Primitive:
    """A procedure that is true when every proc is (returning the last result)."""
    return _junction("conjoin", "conjoined", procs, True)


@define("disjoin", 0, None, lib="racket/function")
def disjoin(*procs: Any) -> Primitive:
    """A procedure returning the first true result of the procs."""
    return _junction("disjoin", "disjoined", procs, False)
