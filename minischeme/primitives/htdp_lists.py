"""The list and comparison procedures of How to Design Programs' teaching languages that
racket lacks: `quicksort` (their `sort`, under the name HtDP's chapter on it uses),
`remove-all`, `memq?`, `boolean->string`, `string-contains-ci?`, `=~` and `equal~?`; and
their own versions of racket's: `first` ... `eighth`, `rest`, `cons`, `list*` and `append`
(a list must end the result: a teaching language has no improper lists), `member`,
`member?` and `memq` (answering #true or #false), `remove`, `not` (of a boolean), `sqr`
(of a number), `error` (its arguments joined). Their errors are the teaching languages'
words (lang/private/teachprims.rkt and and-or-map.rkt)."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, MString, Pair, StructInstance, Symbol, as_str, is_list, is_number, make_pair
from minischeme.values.equality import is_eq, is_equal
from minischeme.values.errors import EXN_FAIL_CONTRACT, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.shared_placeholders import Placeholder
from minischeme.values.runtime import apply_procedure, is_procedure
from .arities import procedure_arity_mask
from .base_lists import from_pylist, to_pylist
from .htdp_strings import _text
from .merge_sort import racket_sort
from .registry import define, library

library("htdp")


def _shown(v: Any) -> str:
    """A value in a teaching language's error message (its ~e)."""
    return error_value_string(v)


def _second_is_list(who: str, x: Any, items: Any) -> None:
    """teachprims' check-second: `who: second argument must be a list, but received x and l`."""
    if not is_list(items):
        raise racket_error(f"{who}: second argument must be a list, but received "
                           f"{_shown(x)} and {_shown(items)}", EXN_FAIL_CONTRACT)


@define("quicksort", 2)
def quicksort(items: Any, less: Any) -> Any:
    """The list sorted by ``less`` (a two-argument comparison): the teaching languages'
    `sort`, checked as theirs is."""
    if not is_list(items):
        raise racket_error(f"quicksort: expected a list for the first argument, given {_shown(items)}")
    if not is_procedure(less) or not procedure_arity_mask(less) & 4:
        raise racket_error("quicksort: second argument must be a function that accepts 2 "
                           f"arguments, given {_shown(less)}")
    return from_pylist(racket_sort(to_pylist(items), lambda a, b: apply_procedure(less, [a, b])))


@define("remove-all", 2)
def remove_all(x: Any, items: Any) -> Any:
    """The list without any element equal? to x."""
    _second_is_list("remove-all", x, items)
    return from_pylist([y for y in to_pylist(items) if not is_equal(x, y)])


@define("boolean->string", 1)
def boolean_to_string(b: Any) -> str:
    """"#true" or "#false"."""
    if type(b) is not bool:
        raise racket_error(f"boolean->string: expected either #true or #false; given {_shown(b)}",
                           EXN_FAIL_CONTRACT)
    return "#true" if b else "#false"


@define("string-contains-ci?", 2)
def string_contains_ci_p(needle: Any, s: Any) -> bool:
    """Does the first string occur in the second, case folded?"""
    return (_text("string-contains-ci?", needle).casefold()
            in _text("string-contains-ci?", s).casefold())


def _within(who: str, a: Any, b: Any, eps: Any, kinds: tuple[str, str]) -> None:
    """teachprims' check-three for `=~` and `equal~?`."""
    oks = [kinds[0] == "any" or is_number(a), kinds[1] == "any" or is_number(b),
           is_number(eps) and not isinstance(eps, complex) and eps >= 0]
    names = [kinds[0], kinds[1], "non-negative-real"]
    for i, ok in enumerate(oks):
        if not ok:
            raise racket_error(f"{who}: {('first', 'second', 'third')[i]} argument must be of a "
                               f"{names[i]}, given {_shown(a)}, {_shown(b)}, and {_shown(eps)}")


@define("=~", 3)
def approx_eq(a: Any, b: Any, eps: Any) -> bool:
    """Are the two numbers within eps of each other?"""
    _within("=~", a, b, eps, ("number", "number"))
    return abs(a - b) <= eps


@define("equal~?", 3)
def equal_approx_p(a: Any, b: Any, eps: Any) -> bool:
    """equal?, where numbers need only be within eps of each other."""
    _within("equal~?", a, b, eps, ("any", "any"))
    return _close(a, b, eps)


def _close(a: Any, b: Any, eps: Any) -> bool:
    if is_number(a) and is_number(b):
        return abs(a - b) <= eps
    if type(a) is Pair and type(b) is Pair:
        return _close(a.car, b.car, eps) and _close(a.cdr, b.cdr, eps)
    if type(a) is StructInstance and type(b) is StructInstance and a.stype is b.stype:
        return all(_close(x, y, eps) for x, y in zip(a.fields, b.fields))
    if isinstance(a, (str, MString)) and isinstance(b, (str, MString)):
        return as_str(a) == as_str(b)
    return is_equal(a, b)


# ------------------------------------------------------------------ selectors and cons

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _selector(index: int) -> None:
    """`first` ... `eighth` in the teaching languages' words (teachprims' checked-first):
    `second: expects a list with 2 or more items; given: (list 1)`."""
    who = _ORDINALS[index]

    def select(items: Any) -> Any:
        p, ok = items, is_list(items)
        for _ in range(index):
            if type(p) is not Pair:
                break
            p = p.cdr
        if not ok or type(p) is not Pair:
            need = ("a non-empty list" if index == 0
                    else f"a list with {index + 1} or more items")
            raise racket_error(f"{who}: expects {need}; given: {_shown(items)}", EXN_FAIL_CONTRACT)
        return p.car
    select.__doc__ = f"The {who} item of a list."
    define(who, 1)(select)


for _i in range(len(_ORDINALS)):
    _selector(_i)


@define("rest", 1)
def rest(items: Any) -> Any:
    """A non-empty list less its first item."""
    if type(items) is not Pair or not is_list(items):
        raise racket_error(f"rest: expects a non-empty list; given: {_shown(items)}", EXN_FAIL_CONTRACT)
    return items.cdr


@define("cons", 2)
def cons(x: Any, items: Any) -> Any:
    """A list one item longer: the teaching languages' `cons` takes a list second (an
    empty list or a pair, as teachprims' beginner-list? asks: a cyclic list is one too)."""
    # (a `shared` id's placeholder, which the form patches once its data is made, too)
    if items is not NIL and type(items) is not Pair and type(items) is not Placeholder:
        raise racket_error(f"cons: second argument must be a list, but received "
                           f"{_shown(x)} and {_shown(items)}", EXN_FAIL_CONTRACT)
    return make_pair(x, items)


@define("error", 0, None)
def teaching_error(*parts: Any) -> Any:
    """The teaching languages' `error`: a symbol first names the function (`f: `), and the
    rest are joined, a string as it is and any other value as the language prints it."""
    who, rest_ = (parts[0], parts[1:]) if parts and type(parts[0]) is Symbol else (None, parts)
    text = "".join(as_str(p) if isinstance(p, (str, MString)) else _shown(p) for p in rest_)
    raise racket_error((f"{who.name}: " if who is not None else "") + text)


def _last_is_list(who: str, args: tuple) -> None:
    """teachprims' check-last: `who: last argument must be a list, but received 2`."""
    if args and args[-1] is not NIL and type(args[-1]) is not Pair:
        raise racket_error(f"{who}: last argument must be a list, but received {_shown(args[-1])}",
                           EXN_FAIL_CONTRACT)


@define("list*", 1, None)
def teaching_list_star(*args: Any) -> Any:
    """The leading items in front of the last argument, a list."""
    _last_is_list("list*", args)
    return from_pylist(list(args[:-1]), args[-1])


@define("append", 0, None)
def teaching_append(*lists: Any) -> Any:
    """The lists one after the other (the last one a list too)."""
    _last_is_list("append", lists)
    for x in lists[:-1]:
        if not is_list(x):
            raise racket_error(f"append: expects a list, given {_shown(x)}", EXN_FAIL_CONTRACT)
    if not lists:
        return NIL
    items: list = []
    for x in lists[:-1]:
        items.extend(to_pylist(x))
    return from_pylist(items, lists[-1])


def _membership(who: str, same: Any) -> None:
    def member(x: Any, items: Any) -> bool:
        _second_is_list(who, x, items)
        while type(items) is Pair:
            if same(x, items.car):
                return True
            items = items.cdr
        return False
    member.__doc__ = f"Is x an item of the list? (#true or #false: the teaching languages' {who})"
    define(who, 2)(member)


_membership("member", is_equal)
_membership("member?", is_equal)
_membership("memq", is_eq)
_membership("memq?", is_eq)


@define("remove", 2)
def teaching_remove(x: Any, items: Any) -> Any:
    """The list without its first item equal to x."""
    _second_is_list("remove", x, items)
    kept, p = [], items
    while type(p) is Pair:
        if is_equal(x, p.car):
            return from_pylist(kept, p.cdr)
        kept.append(p.car)
        p = p.cdr
    return items


@define("not", 1)
def teaching_not(a: Any) -> bool:
    """The other boolean (a boolean it must be)."""
    if a is not True and a is not False:
        raise racket_error(f"not: expected either #true or #false; given {_shown(a)}", EXN_FAIL_CONTRACT)
    return not a


@define("sqr", 1)
def teaching_sqr(a: Any) -> Any:
    """a times a (a number it must be)."""
    if not is_number(a):
        raise racket_error(f"sqr: expected a number; given {_shown(a)}", EXN_FAIL_CONTRACT)
    return a * a
