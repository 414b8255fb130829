"""Racket's pseudo-random generator, bit for bit: `random`, `random-seed`, `shuffle` and the
generator objects (`make-pseudo-random-generator`, `current-pseudo-random-generator`,
`pseudo-random-generator->vector` and back).

Racket CS draws from L'Ecuyer's MRG32k3a combined multiple recursive generator (Chez
Scheme's kernel, after Sebastian Egner's SRFI-27 code): two order-3 recurrences modulo
m1 = 2^32 - 209 and m2 = 2^32 - 22853, combined by subtraction. `(random-seed k)` resets the
state to Egner's constants and mixes in the two 16-bit halves of k with a multiply-with-carry
step. Integers come by the rejection method, floats as (x + 1) / (m1 + 1). Racket computes in
doubles, exactly (every intermediate is below 2^53), so Python's integers give the same
numbers. `shuffle` is racket/list's inside-out Fisher-Yates over `(random (add1 i))`.

The generator is a Racket value, so a seeded program prints what Racket prints: after
`(random-seed 1)`, `(shuffle '(1 2 3 4 5 6 7 8 9))` is `(3 2 1 8 5 9 4 7 6)`.
"""
from __future__ import annotations

import random as _py_random
import time
from typing import Any

from minischeme.values.data import VOID, MVector, is_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_ARITY, contract_error, racket_error
from minischeme.values.printer import format_number, print_string
from minischeme.values.procedures import Parameter, Primitive
from .registry import add, define, library

library("racket/base")

M1 = 4294967087            # 2^32 - 209
M2 = 4294944443            # 2^32 - 22853
_IM1 = 0xFFFFFF2F
_IM2 = 0xFFFFA6BB
_NORM = 2.328306549295728e-10   # 1 / (m1 + 1), as Racket writes it
_SEED_STATE = (1062452522, 2961816100, 342112271, 2854655037, 3321940838, 3542344109)
RANDOM_MAX = M1


class PseudoRandomGenerator:
    """A Racket pseudo-random generator: the six words of MRG32k3a's state
    (x10 x11 x12 of the first component, x20 x21 x22 of the second)."""

    __slots__ = ("state",)

    def __init__(self, state: tuple | list = _SEED_STATE) -> None:
        self.state = list(state)

    def racket_repr(self) -> str:
        return "#<pseudo-random-generator>"

    def seed(self, k: int) -> None:
        """Racket's `pseudo-random-generator-seed!`: Egner's state, then k's two halves."""
        self.state = list(_SEED_STATE)
        self._seed_half(k & 0xFFFF)
        self._seed_half((k >> 16) & 0xFFFF)

    def _seed_half(self, x: int) -> None:
        s = self.state
        for i, (modulus, offset) in enumerate(((_IM1 - 1, 1), (_IM1, 0), (_IM1, 0),
                                               (_IM2 - 1, 1), (_IM2, 0), (_IM2, 0))):
            y1 = x & 0xFFFF
            x = 30903 * y1 + (x >> 16)
            y2 = x & 0xFFFF
            x = 30903 * y2 + (x >> 16)
            z = ((y1 << 16) + y2) % modulus
            s[i] = offset + ((s[i] + z) & 0xFFFFFFFF) % modulus

    def next_word(self) -> int:
        """One step of MRG32k3a: an integer in [0, m1)."""
        s = self.state
        x10 = (1403580 * s[1] - 810728 * s[2]) % M1
        s[2] = s[1]
        s[1] = s[0]
        s[0] = x10
        x20 = (527612 * s[3] - 1370589 * s[5]) % M2
        s[5] = s[4]
        s[4] = s[3]
        s[3] = x20
        y = x10 - x20
        return y + M1 if y < 0 else y

    def integer(self, n: int) -> int:
        """An integer in [0, n), 1 <= n <= m1, by the rejection method, as Racket draws it."""
        q = float(int(4294967087.0 / float(n)))
        qn = q * n
        while True:
            x = float(self.next_word())
            if x < qn:
                return int(x / q)

    def real(self) -> float:
        """A float in (0, 1)."""
        return (self.next_word() + 1.0) * _NORM

    def shuffle(self, items: list) -> list:
        """racket/list's `shuffle` of a Python list (a new list)."""
        out: list = [None] * len(items)
        for i, x in enumerate(items):
            j = self.integer(i + 1)
            if j != i:
                out[i] = out[j]
            out[j] = x
        return out


def is_generator(v: Any) -> bool:
    return type(v) is PseudoRandomGenerator


def _guard(v: Any) -> Any:
    if not is_generator(v):
        raise contract_error("current-pseudo-random-generator", "pseudo-random-generator?", v)
    return v


def _initial_generator() -> PseudoRandomGenerator:
    g = PseudoRandomGenerator()
    g.seed(int(time.time() * 1000) & 0x7FFFFFFF)   # as Racket: (current-milliseconds)
    return g


CURRENT = Parameter(_initial_generator(), Primitive("current-pseudo-random-generator", _guard, 1, 1),
                    "current-pseudo-random-generator")
add("current-pseudo-random-generator", CURRENT)


def current() -> PseudoRandomGenerator:
    """The generator `random` draws from now (the parameter's value)."""
    return CURRENT.value


def seed_current(k: int) -> None:
    """`(random-seed k)` from Python (the grader seeds every run so it is repeatable); also
    seeds Python's global generator, which the assignments' Python references draw from."""
    current().seed(k & 0x7FFFFFFF)
    _py_random.seed(k)


# ------------------------------------------------------------------ random

_IN_RANGE = "(integer-in 1 4294967087)"


def _is_count(v: Any) -> bool:
    return type(v) is int and 1 <= v <= M1


def _range_error(lo: int, hi: int, gen: Any = None) -> Any:
    if gen is None:
        return racket_error(f"random: difference between arguments is greater than {M1}"
                            f"\n  min: {lo}\n  max: {hi}", EXN_FAIL_CONTRACT)
    return racket_error(f"random: difference between first and second arguments is greater "
                        f"than {M1}\n  min: {lo}\n  max: {hi}\n  rand-gen: {print_string(gen)}",
                        EXN_FAIL_CONTRACT)


@define("random", 0, None)
def random(*args: Any) -> Any:
    """(random) a float in (0, 1); (random k) an integer in [0, k); (random lo hi) one in
    [lo, hi); each also with a generator as the last argument. Racket's checks and words."""
    n = len(args)
    if n == 0:
        return current().real()
    if n == 1:
        x = args[0]
        if is_generator(x):
            return x.real()
        if not _is_count(x):
            raise contract_error("random", f"(or/c {_IN_RANGE} pseudo-random-generator?)", x)
        return current().integer(x)
    if n == 2:
        x, y = args
        if type(y) is int:
            if type(x) is not int:
                raise contract_error("random", "exact-integer?", x, 0, list(args))
            if not x < y:
                raise contract_error("random", f"(>/c {format_number(x)})", y, 1, list(args))
            if y - x > M1:
                raise _range_error(x, y)
            return x + current().integer(y - x)
        if is_generator(y):
            if not _is_count(x):
                raise contract_error("random", _IN_RANGE, x, 0, list(args))
            return y.integer(x)
        if type(x) is not int:
            raise contract_error("random", "exact-integer?", x, 0, list(args))
        raise contract_error("random", "(or/c exact-integer? pseudo-random-generator?)", y, 1,
                             list(args))
    if n == 3:
        lo, hi, gen = args
        if type(lo) is not int:
            raise contract_error("random", "exact-integer?", lo, 0, list(args))
        if type(hi) is not int:
            raise contract_error("random", "exact-integer?", hi, 1, list(args))
        if not lo < hi:
            raise contract_error("random", f"(>/c {format_number(lo)})", hi, 1, list(args))
        if hi - lo > M1:
            raise _range_error(lo, hi, gen)
        if not is_generator(gen):
            raise contract_error("random", "pseudo-random-generator?", gen, 2, list(args))
        return lo + gen.integer(hi - lo)
    # a case-lambda's arity error: Racket names no expected count
    raise racket_error("random: arity mismatch;\n the expected number of arguments does not "
                       f"match the given number\n  given: {n}", EXN_FAIL_CONTRACT_ARITY)


@define("random-seed", 1)
def random_seed(k: Any) -> Any:
    """Seed the current generator (k in [0, 2^31))."""
    if type(k) is not int or not 0 <= k < 2 ** 31:
        raise contract_error("random-seed", "(integer-in 0 (sub1 (expt 2 31)))", k)
    seed_current(k)
    return VOID


# ------------------------------------------------------------------ generator objects

@define("make-pseudo-random-generator", 0)
def make_pseudo_random_generator() -> PseudoRandomGenerator:
    """A new generator, seeded from the clock as Racket seeds it."""
    return _initial_generator()


@define("pseudo-random-generator?", 1)
def pseudo_random_generator_p(v: Any) -> bool:
    return is_generator(v)


def _is_state_vector(v: Any) -> bool:
    if type(v) is not MVector or len(v.items) != 6:
        return False
    items = v.items
    if not all(type(x) is int and 0 <= x < (M1 if i < 3 else M2) for i, x in enumerate(items)):
        return False
    return any(items[:3]) and any(items[3:])


@define("pseudo-random-generator-vector?", 1)
def pseudo_random_generator_vector_p(v: Any) -> bool:
    """A vector of six exact integers that is some generator's state."""
    return _is_state_vector(v)


@define("pseudo-random-generator->vector", 1)
def generator_to_vector(g: Any) -> MVector:
    """The generator's state: a fresh vector of six exact integers."""
    if not is_generator(g):
        raise _not_generator("pseudo-random-generator->vector", g)
    return MVector(list(g.state))


@define("vector->pseudo-random-generator", 1)
def vector_to_generator(v: Any) -> PseudoRandomGenerator:
    """A new generator whose state is the vector's."""
    if not _is_state_vector(v):
        raise _not_state("vector->pseudo-random-generator", v)
    return PseudoRandomGenerator(v.items)


@define("vector->pseudo-random-generator!", 2)
def vector_to_generator_bang(g: Any, v: Any) -> Any:
    """Set the generator's state to the vector's."""
    who = "vector->pseudo-random-generator!"
    if not is_generator(g):
        raise _not_generator(who, g)
    if not _is_state_vector(v):
        raise _not_state(who, v)
    g.state = list(v.items)
    return VOID


def _not_generator(who: str, v: Any) -> Any:
    return racket_error(f"{who}: not a pseudo-random generator {print_string(v)}",
                        EXN_FAIL_CONTRACT)


def _not_state(who: str, v: Any) -> Any:
    return racket_error(f"{who}: not a valid pseudo-random generator state vector "
                        f"{print_string(v)}", EXN_FAIL_CONTRACT)


# ------------------------------------------------------------------ racket/list's shuffle

@define("shuffle", 1, lib="racket/list")
def shuffle(lst: Any) -> Any:
    """The elements of lst in Racket's random order (drawn from the current generator)."""
    from .base_lists import from_pylist, to_pylist
    if not is_list(lst):
        raise contract_error("shuffle", "list?", lst)
    return from_pylist(current().shuffle(to_pylist(lst)))
