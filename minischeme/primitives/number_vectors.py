"""Vectors of one kind of number, as racket/fixnum's fxvectors and racket/flonum's flvectors
are: the representation and the procedures the two libraries share (each library names
them: `fxvector-ref`, `flvector-ref` ...).

A number vector prints as Racket 8.7 prints one: `#fx(1 2)` / `#fl(1.0 2.0)` when written
or displayed (inside a quoted list too: `'(#fx(1 2))`), and as its constructor call,
`(fxvector 1 2)`, when `print` shows it by itself (and in error messages). Two are
`equal?` when they hold the same kind and eqv? elements (so NaN is NaN, and 0.0 is not
-0.0). A number vector is a sequence of its elements, read as the walk reaches them.

The errors are Racket's: a bad element is `expected: fixnum?` (or `flonum?`), a bad index
racket/base's vector words with the kind's name (`index is out of range for empty
fxvector`), a bad length `expected: valid-fxvector-length?`.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from minischeme.values.data import VOID
from minischeme.values.equality import hash_key
from minischeme.values.errors import contract_error
from minischeme.values.printer import QUOTABLE_CONSTRUCTOR_PRINTED, format_number
from .base_strings import bad_index, check_range, index_error
from .registry import define
from .sequences import Sequence


class NumberVector:
    """A mutable vector whose elements are all of one kind (``kind``: "fx" or "fl")."""

    __slots__ = ("kind", "items")

    def __init__(self, kind: str, items: list) -> None:
        self.kind, self.items = kind, items

    def racket_repr(self) -> str:
        """How write and display show it: `#fx(1 2)`."""
        return f"#{self.kind}(" + " ".join(format_number(x) for x in self.items) + ")"

    def racket_elements(self) -> tuple[str, list]:
        """How print shows it by itself: `(fxvector 1 2)`."""
        return f"{self.kind}vector", list(self.items)

    __repr__ = racket_repr

    def racket_equal_key(self) -> Any:
        return (self.kind, tuple(hash_key(x) for x in self.items))

    def racket_sequence(self) -> Iterator:
        return walk(self)


QUOTABLE_CONSTRUCTOR_PRINTED.add(NumberVector)


def walk(v: NumberVector) -> Iterator:
    """The elements, each read when the walk reaches its index (a vector changed during the
    walk shows the change)."""
    i = 0
    while i < len(v.items):
        yield v.items[i]
        i += 1


def check(kind: str, who: str, v: Any) -> NumberVector:
    """v, a number vector of ``kind``, or `expected: fxvector?`."""
    if type(v) is not NumberVector or v.kind != kind:
        raise contract_error(who, f"{kind}vector?", v)
    return v


def make(kind: str, who: str, is_element: Callable[[Any], bool], expected: str,
         size: Any, fill: Any) -> NumberVector:
    """(make-fxvector size [fill]): a new vector of size copies of fill."""
    if type(size) is not int or not 0 <= size < (1 << 60):
        raise contract_error(who, f"valid-{kind}vector-length?", size)
    if not is_element(fill):
        raise contract_error(who, expected, fill)
    return NumberVector(kind, [fill] * size)


def build(kind: str, who: str, is_element: Callable[[Any], bool], expected: str,
          items: tuple | list) -> NumberVector:
    """(fxvector x ...): a new vector of the x's, each checked."""
    for x in items:
        if not is_element(x):
            raise contract_error(who, expected, x)
    return NumberVector(kind, list(items))


def _index(kind: str, who: str, v: NumberVector, i: Any) -> int:
    if type(i) is not int or i < 0:
        raise bad_index(who, i, v)
    if i >= len(v.items):
        raise index_error(who, "", f"{kind}vector", i, v, len(v.items))
    return i


def ref(kind: str, who: str, v: Any, i: Any) -> Any:
    """(fxvector-ref v i)."""
    v = check(kind, who, v)
    return v.items[_index(kind, who, v, i)]


def set_(kind: str, who: str, is_element: Callable[[Any], bool], expected: str,
         v: Any, i: Any, x: Any) -> Any:
    """(fxvector-set! v i x)."""
    v = check(kind, who, v)
    i = _index(kind, who, v, i)
    if not is_element(x):
        raise contract_error(who, expected, x)
    v.items[i] = x
    return VOID


def copy(kind: str, who: str, v: Any, start: Any, end: Any) -> NumberVector:
    """(fxvector-copy v [start end]): a new vector of v's elements from start to end."""
    v = check(kind, who, v)
    end = len(v.items) if end is None else end
    check_range(who, f"{kind}vector", v, len(v.items), start, end)
    return NumberVector(kind, v.items[start:end])


def in_vector(kind: str, who: str, v: Any) -> Sequence:
    """(in-fxvector v): its elements as a sequence."""
    if type(v) is not NumberVector or v.kind != kind:
        raise contract_error(who, f"{kind}vector", v)
    return Sequence(lambda: walk(v))


def loop_length(who: str, n: Any) -> int:
    """A loop's `#:length`: an exact nonnegative integer."""
    if type(n) is not int or n < 0:
        raise contract_error(who, "exact-nonnegative-integer?", n)
    return n


def from_loop(kind: str, who: str, is_element: Callable[[Any], bool], expected: str,
              items: list) -> NumberVector:
    """The vector a `for/fxvector` loop made (its elements checked in the loop's name)."""
    return build(kind, who, is_element, expected, items)


def define_procedures(kind: str, element: str, is_element: Callable[[Any], bool], expected: str,
                      zero: Any, lib: str) -> None:
    """Register library ``lib``'s procedures over ``kind`` vectors (`fxvector`,
    `make-fxvector`, `fxvector?`, `-length`, `-ref`, `-set!`, `-copy`, `in-fxvector`, the
    shared- variants, and the helpers of `for/fxvector`): ``element`` names the elements
    (fixnum, flonum), ``expected`` is the contract a bad one fails, ``zero`` the fill."""
    name = f"{kind}vector"

    def vector(*items: Any) -> NumberVector:
        return build(kind, name, is_element, expected, items)

    def make_vector(size: Any, fill: Any = zero) -> NumberVector:
        return make(kind, f"make-{name}", is_element, expected, size, fill)

    def is_vector(v: Any) -> bool:
        return type(v) is NumberVector and v.kind == kind

    def length(v: Any) -> int:
        return len(check(kind, f"{name}-length", v).items)

    def vector_ref(v: Any, i: Any) -> Any:
        return ref(kind, f"{name}-ref", v, i)

    def vector_set(v: Any, i: Any, x: Any) -> Any:
        return set_(kind, f"{name}-set!", is_element, expected, v, i, x)

    def vector_copy(v: Any, start: Any = 0, end: Any = None) -> NumberVector:
        return copy(kind, f"{name}-copy", v, start, end)

    def in_kind_vector(v: Any) -> Any:
        return in_vector(kind, f"in-{name}*", v)

    def loop_to_vector(who: Any, items: Any) -> NumberVector:
        return from_loop(kind, who.name, is_element, expected, items.items)

    def loop_vector_length(who: Any, n: Any) -> int:
        return loop_length(who.name, n)

    procedures = [(name, 0, None, vector, f"A new {name} of the {element}s."),
                  (f"make-{name}", 1, 2, make_vector, f"A new {name} of size copies of fill ({zero})."),
                  (f"{name}?", 1, 1, is_vector, f"Is v an {name}?"),
                  (f"{name}-length", 1, 1, length, f"How many elements the {name} has."),
                  (f"{name}-ref", 2, 2, vector_ref, "The element at index i."),
                  (f"{name}-set!", 3, 3, vector_set, f"Make the element at index i the {element} x."),
                  (f"{name}-copy", 1, 3, vector_copy, f"A new {name} of the elements from start to end."),
                  (f"in-{name}", 1, 1, in_kind_vector, f"The {name}'s elements as a sequence."),
                  # Racket CS has no places: a shared vector is a plain one
                  (f"shared-{name}", 0, None, vector, f"A new {name} of the {element}s (no places)."),
                  (f"make-shared-{name}", 1, 2, make_vector, f"make-{name} (no places)."),
                  (f"%loop->{name}", 2, 2, loop_to_vector,
                   f"The {name} of the elements a `for/{name}` loop produced, each checked in its name."),
                  (f"%loop-{name}-length", 2, 2, loop_vector_length,
                   f"The `#:length` of a `for/{name}` loop, checked in its name.")]
    for racket_name, low, high, fn, doc in procedures:
        fn.__doc__ = doc
        define(racket_name, low, high, lib=lib)(fn)
