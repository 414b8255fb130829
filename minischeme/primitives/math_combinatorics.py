"""math/number-theory's counting and number sequences, as Racket 8.7's math-lib defines
them: factorial, binomial, permutations, multinomial, partitions, Fibonacci numbers
(and sequences of other first terms, modular ones), the polygonal numbers and their
tests, Bernoulli, Eulerian and tangent numbers, Farey sequences and mediants. Exact
answers (Bernoulli numbers are exact rationals, B1 = -1/2)."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Callable

from minischeme.values.data import VOID
from minischeme.values.errors import contract_error
from minischeme.values.procedures import Primitive
from .base_lists import from_pylist, to_pylist
from .base_numbers import norm
from .math_number_theory import check_integer, check_natural, expect_work, refuse
from .math_quadratic import natural_solutions
from .registry import add, define, library

library("math/number-theory")

_FIXNUM = 2 ** 60


# ------------------------------------------------------------------ counting

@define("factorial", 1)
def factorial(n: Any) -> int:
    """n! (n a natural fixnum)."""
    if check_integer("factorial", n) < 0:
        raise contract_error("factorial", "Natural", n)
    if n >= _FIXNUM:
        raise contract_error("factorial", "Nonnegative-Fixnum", n)
    return math.factorial(n)


def _two_naturals(who: str, n: Any, k: Any) -> None:
    """Check that n and k are natural (exact integers first, then each's sign)."""
    check_integer(who, n)
    check_integer(who, k)
    if n < 0:
        raise refuse(who, "Natural", [n, k], 0)
    if k < 0:
        raise refuse(who, "Natural", [n, k], 1)


@define("binomial", 2)
def binomial(n: Any, k: Any) -> int:
    """n choose k (0 when k > n)."""
    _two_naturals("binomial", n, k)
    return math.comb(n, k)


@define("permutations", 2)
def permutations(n: Any, k: Any) -> int:
    """How many ordered choices of k of n things there are."""
    _two_naturals("permutations", n, k)
    return math.perm(n, k)


@define("multinomial", 2)
def multinomial(n: Any, ks: Any) -> int:
    """n! / (k1! k2! ...), 0 unless the ks sum to n."""
    check_integer("multinomial", n)
    items = to_pylist(ks) if _is_int_list(ks) else None
    if items is None:
        raise contract_error("multinomial", "(listof exact-integer?)", ks)
    if n < 0:
        raise refuse("multinomial", "Natural", [n, ks], 0)
    if any(k < 0 for k in items):
        raise refuse("multinomial", "(Listof Natural)", [n, ks], 1)
    if sum(items) != n:
        return 0
    out = math.factorial(n)
    for k in items:
        out //= math.factorial(k)
    return out


def _is_int_list(xs: Any) -> bool:
    from minischeme.values.data import is_list
    return is_list(xs) and all(type(x) is int for x in to_pylist(xs))


_partitions = [1]


@define("partitions", 1)
def partitions(n: Any) -> int:
    """How many ways n is a sum of positive integers (0 for negative n)."""
    if check_integer("partitions", n) < 0:
        return 0
    p = _partitions
    expect_work(max(0, n + 1 - len(p)) * (math.isqrt(n) + 1), n + 1)
    for m in range(len(p), n + 1):      # Euler's pentagonal number recurrence
        total, k = 0, 1
        while True:
            g1, g2 = k * (3 * k - 1) // 2, k * (3 * k + 1) // 2
            if g1 > m:
                break
            sign = 1 if k % 2 else -1
            total += sign * (p[m - g1] + (p[m - g2] if g2 <= m else 0))
            k += 1
        p.append(total)
    return p[n]


@define("set-partitions-cache", 1)
def set_partitions_cache(n: Any) -> Any:
    """Keep (at most) the partition numbers below n (an Index), as Racket's cache does."""
    if type(n) is not int or not 0 <= n < _FIXNUM:
        raise contract_error("set-partitions-cache", "index?", n)
    if 1 <= n < len(_partitions):
        del _partitions[n:]
    return VOID


# ------------------------------------------------------------------ Fibonacci numbers

def _fibonacci_pair(a: int, b: int, n: int, m: int | None) -> int:
    """The nth term of the sequence a, b, a+b, ... (modulo m if given), in O(log n) steps
    (Racket's generator: p and q square the step)."""
    x, y, p, q = b, a, 0, 1
    red = (lambda v: v % m) if m else (lambda v: v)
    while n:
        if n % 2 == 0:
            p, q = red(p * p + q * q), red(2 * p * q + q * q)
            n //= 2
        else:
            x, y = red(y * q + x * q + x * p), red(y * p + x * q)
            n -= 1
    return red(y)


def _fibonacci_procedure(name: str, a: int, b: int) -> Primitive:
    """The procedure giving the nth term of a, b, a+b, ..."""
    def nth(n: Any) -> int:
        if check_integer(name, n) < 0:
            raise contract_error("fibonacci", "Natural", n)
        expect_work(n >> 6, n >> 6)        # its nth term has about 0.7n bits
        return _fibonacci_pair(a, b, n, None)
    return Primitive(name, nth, 1, 1)


def _modular_fibonacci_procedure(name: str, a: int, b: int) -> Primitive:
    """The procedure giving the nth term of a, b, a+b, ... modulo its second argument."""
    def nth(n: Any, m: Any) -> int:
        check_integer(name, n)
        check_integer(name, m)
        if n < 0:
            raise refuse("modular-fibonacci", "Natural", [n, m], 0)
        if m <= 0:
            raise refuse("modular-fibonacci", "Positive-Integer", [n, m], 1)
        return _fibonacci_pair(a, b, n, m)
    return Primitive(name, nth, 2, 2)


add("fibonacci", _fibonacci_procedure("fibonacci", 0, 1))
add("modular-fibonacci", _modular_fibonacci_procedure("modular-fibonacci", 0, 1))


@define("make-fibonacci", 2)
def make_fibonacci(a: Any, b: Any) -> Primitive:
    """The Fibonacci-like sequence starting a, b, as a procedure of n."""
    check_integer("make-fibonacci", a)
    check_integer("make-fibonacci", b)
    return _fibonacci_procedure("fibonacci", a, b)


@define("make-modular-fibonacci", 2)
def make_modular_fibonacci(a: Any, b: Any) -> Primitive:
    """The Fibonacci-like sequence starting a, b, as a procedure of n and a modulus."""
    check_integer("make-modular-fibonacci", a)
    check_integer("make-modular-fibonacci", b)
    return _modular_fibonacci_procedure("modular-fibonacci", a, b)


# ------------------------------------------------------------------ polygonal numbers

def _polygonal(name: str, formula: Callable[[int], int]) -> None:
    """Define the polygonal number procedure ``name`` (of a natural n)."""
    def nth(n: Any) -> int:
        return formula(check_natural(name, n))
    nth.__doc__ = f"The nth {name.replace('-number', '')} number."
    define(name, 1)(nth)


def _polygonal_test(name: str, a: Fraction, b: Fraction) -> None:
    """Define ``name``: is n the value at a natural x of a*x^2 + b*x (Racket's test)?"""
    def test(n: Any) -> bool:
        return bool(natural_solutions(norm(a), norm(b), -check_natural(name, n)))
    test.__doc__ = f"Is n a{'n' if name[0] in 'aeiouh' else ''} {name[:-8]} number?"
    define(name, 1)(test)


_polygonal("triangle-number", lambda n: n * (n + 1) // 2)
_polygonal("pentagonal-number", lambda n: n * (3 * n - 1) // 2)
_polygonal("hexagonal-number", lambda n: n * (2 * n - 1))
_polygonal("heptagonal-number", lambda n: n * (5 * n - 3) // 2)
_polygonal("octagonal-number", lambda n: n * (3 * n - 2))
_polygonal_test("triangle-number?", Fraction(1, 2), Fraction(1, 2))
_polygonal_test("pentagonal-number?", Fraction(3, 2), Fraction(-1, 2))
_polygonal_test("hexagonal-number?", Fraction(2), Fraction(-1))
_polygonal_test("heptagonal-number?", Fraction(5, 2), Fraction(-3, 2))
_polygonal_test("octagonal-number?", Fraction(3), Fraction(-2))


@define("square-number?", 1)
def square_number_p(n: Any) -> bool:
    """Is n the square of an integer?"""
    r = math.isqrt(check_natural("square-number?", n))
    return r * r == n


# ------------------------------------------------------------------ Bernoulli, Eulerian, tangent

_bernoulli = [Fraction(1), Fraction(-1, 2)]


@define("bernoulli-number", 1)
def bernoulli_number(n: Any) -> Any:
    """The nth Bernoulli number, exact (B1 = -1/2)."""
    if check_integer("bernoulli-number", n) < 0:
        raise contract_error("bernoulli-number", "Natural", n)
    bs = _bernoulli
    expect_work(max(0, n + 1 - len(bs)) * (n + 1), n + 1)
    for m in range(len(bs), n + 1):
        if m % 2:
            bs.append(Fraction(0))
            continue
        total, c = Fraction(0), 1          # c: binomial(m + 1, k)
        for k in range(m):
            total += c * bs[k]
            c = c * (m + 1 - k) // (k + 1)
        bs.append(-total / (m + 1))
    return norm(bs[n])


@define("eulerian-number", 2)
def eulerian_number(n: Any, k: Any) -> int:
    """How many permutations of 1..n have exactly k ascents."""
    _two_naturals("eulerian-number", n, k)
    if k == 0:
        return 1
    e = [0] * max(k + 1, n + 1)
    e[0] = 1
    for i in range(1, n + 1):
        for j in range(i - 1, 0, -1):
            e[j] = (j + 1) * e[j] + (i - j) * e[j - 1]
    return e[k]


@define("tangent-number", 1)
def tangent_number(n: Any) -> int:
    """The nth tangent number (the Taylor coefficients of tan times n!; 0 for even n)."""
    if check_integer("tangent-number", n) < 0:
        raise contract_error("tangent-number", "Natural", n)
    expect_work((n + 1) * (n + 1), n + 2)
    t = [0] * (n + 2)
    t[1] = 1
    for k in range(n + 1):
        for i in range(k + 1):
            t[i] = (i + 1) * t[i + 1]
        t[k] = 0
        for i in range(k + 1, 1, -1):
            t[i] += t[i - 2]
    return t[0]


# ------------------------------------------------------------------ Farey sequences

def _exact_rational(who: str, x: Any) -> Fraction:
    if type(x) is not int and type(x) is not Fraction:
        raise contract_error(who, "exact-rational?", x)
    return Fraction(x)


@define("mediant", 2)
def mediant(x: Any, y: Any) -> Any:
    """(a+c)/(b+d) for x = a/b and y = c/d in lowest terms."""
    x, y = _exact_rational("mediant", x), _exact_rational("mediant", y)
    return norm(Fraction(x.numerator + y.numerator, x.denominator + y.denominator))


@define("farey-sequence", 1)
def farey_sequence(n: Any) -> Any:
    """The fractions in [0, 1] with denominators up to n, ascending."""
    if check_integer("farey-sequence", n) <= 0:
        raise contract_error("farey-sequence", "Positive-Integer", n)
    expect_work(n * n, (3 * n * n) // 10)   # about 3n^2/pi^2 fractions
    a, b, c, d = 1, 1, n - 1, n
    out = [1]
    while a > 0:
        k = (n + b) // d
        a, b, c, d = c, d, k * c - a, k * d - b
        out.append(norm(Fraction(a, b)))
    out.reverse()
    return from_pylist(out)
