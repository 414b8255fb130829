"""math/number-theory's modular arithmetic (math/private/number-theory/
modular-arithmetic.rkt and its -base), quadratic residues and primitive roots
(quadratic-residues.rkt, primitive-roots.rkt), as Racket 8.7 defines them.

`with-modulus` (a form: forms/math_modulus.py) sets the modulus `current-modulus`
answers (1 outside any `with-modulus`) and the `mod` operations reduce by. In Racket the
operations are macros when applied: `(mod+ a b)` is `(modulo (+ a b) n)` written out, so
their errors are `+`'s and `modulo`'s, `(mod*)` is 1 and `(mod= a)` is #t whatever the
modulus; minischeme's procedures answer as those expansions do, `mod>=` included (its
expansion compares with `<=`, so `(mod>= 3 1)` is #f)."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from minischeme.values.procedures import Parameter, Primitive
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import error_value_string
from .base_lists import from_pylist
from .base_numbers import modulo
from .math_number_theory import (bezout_pair, check_integer, expect_work, factor_counts, integer_list, is_prime,
                                 refuse, totient)
from .registry import add, define, library, lookup_primitive

library("math/number-theory")


# ------------------------------------------------------------------ the modulus

def _modulus_guard(n: Any) -> int:
    """What `(with-modulus n ...)` accepts: a positive exact integer."""
    if type(n) is not int:
        raise contract_error("current-modulus-param", "exact-integer?", n)
    if n <= 0:
        raise contract_error("with-modulus", "Positive-Integer", n)
    return n


MODULUS = Parameter(1, Primitive("current-modulus-param", _modulus_guard, 1, 1),
                    "current-modulus-param")
add("%current-modulus-param", MODULUS)


@define("current-modulus", 0)
def current_modulus() -> int:
    """The modulus of the innermost `with-modulus` (1 outside them all)."""
    return MODULUS.value


# ------------------------------------------------------------------ inverses and powers

def inverse_modulo(n: int, a: int) -> int:
    """a's inverse modulo n (n positive), with modular-inverse's errors."""
    if a == 0:
        raise refuse("modular-inverse", "nonzero Integer", [a, n], 0)
    if math.gcd(n, a) != 1:
        raise racket_error(f"modular-inverse: expected argument that is coprime to modulus "
                           f"{error_value_string(n)}; given {error_value_string(a)}")
    return bezout_pair(a, n)[0] % n


def power_modulo(n: int, a: int, b: int) -> int:
    """a^b modulo n (n positive; a negative b is a power of a's inverse)."""
    if b < 0:
        return power_modulo(n, inverse_modulo(n, a), -b)
    if b == 0:
        return 0 if n == 1 else 1
    return pow(a, b, n)


@define("modular-inverse", 2)
def modular_inverse(a: Any, n: Any) -> int:
    """The b in [0, n) with a*b = 1 modulo n."""
    check_integer("modular-inverse", a)
    if check_integer("modular-inverse", n) <= 0:
        raise refuse("modular-inverse", "Positive-Integer", [a, n], 1)
    return inverse_modulo(n, a)


@define("modular-expt", 3)
def modular_expt(a: Any, b: Any, n: Any) -> int:
    """a^b modulo n."""
    for x in (a, b, n):
        check_integer("modular-expt", x)
    if n <= 0:
        raise refuse("modular-expt", "Positive-Integer", [a, b, n], 2)
    return power_modulo(n, a, b)


@define("solve-chinese", 2)
def solve_chinese(a_s: Any, n_s: Any) -> int:
    """The least natural x with x = a_i modulo n_i for each i (the n_i coprime)."""
    as_, ns = integer_list("solve-chinese", a_s), integer_list("solve-chinese", n_s)
    if any(n <= 0 for n in ns):
        raise refuse("solve-chinese", "(Listof Positive-Integer)", [a_s, n_s], 1)
    if len(as_) != len(ns):
        raise racket_error("map: all lists must have same size", EXN_FAIL_CONTRACT)
    n = math.prod(ns)
    cs = [n // ni for ni in ns]
    es = [inverse_modulo(ni, ci) for ci, ni in zip(cs, ns)]
    return sum(a * c * e for a, c, e in zip(as_, cs, es)) % n


# ------------------------------------------------------------------ the mod operations

def _op(name: str, a: Any, b: Any) -> Any:
    """a (op) b: Python's for two exact integers, else racket/base's (its errors)."""
    if type(a) is int and type(b) is int:
        return a + b if name == "+" else a - b if name == "-" else a * b
    return lookup_primitive(name).fn(a, b)


def _fold(name: str, args: tuple) -> Any:
    """((a op b) mod n op c) mod n ...: the fold the mod operations expand into."""
    n = MODULUS.value
    acc = args[0]
    for x in args[1:]:
        acc = modulo(_op(name, acc, x), n)
    return acc


@define("mod+", 0, None)
def mod_plus(*args: Any) -> Any:
    """The sum of the arguments modulo the current modulus."""
    if not args:
        return 0
    return modulo(args[0], MODULUS.value) if len(args) == 1 else _fold("+", args)


@define("mod*", 0, None)
def mod_times(*args: Any) -> Any:
    """The product of the arguments modulo the current modulus."""
    if not args:
        return 1
    return modulo(args[0], MODULUS.value) if len(args) == 1 else _fold("*", args)


@define("mod-", 1, None)
def mod_minus(*args: Any) -> Any:
    """a minus the others (or -a alone) modulo the current modulus."""
    if len(args) == 1:
        return modulo(lookup_primitive("-").fn(args[0]), MODULUS.value)
    return _fold("-", args)


@define("mod/", 1, None)
def mod_divide(*args: Any) -> Any:
    """a times the inverse of the product of the others (or a's inverse alone)."""
    n = MODULUS.value
    if len(args) == 1:
        return modular_inverse(args[0], n)
    divisor = mod_times(*args[1:])
    return mod_times(args[0], _inverse_star(n, divisor))


def _inverse_star(n: int, a: Any) -> int:
    """modular-inverse* of Racket's typed module: its contract, then the inverse."""
    check_integer("modular-inverse*", a)
    return inverse_modulo(n, a)


@define("modsqr", 1)
def modsqr(a: Any) -> Any:
    """a squared modulo the current modulus."""
    return modulo(_op("*", a, a), MODULUS.value)


@define("modexpt", 2)
def modexpt(a: Any, b: Any) -> int:
    """a^b modulo the current modulus."""
    check_integer("modular-expt*", a)
    check_integer("modular-expt*", b)
    return power_modulo(MODULUS.value, a, b)


@define("mod", 1)
def mod(a: Any) -> int:
    """An exact rational reduced modulo the current modulus (a fraction by its
    denominator's inverse)."""
    n = MODULUS.value
    if type(a) is int:
        return a % n
    if type(a) is not Fraction:
        raise contract_error("modular-const*", "exact-rational?", a)
    return a.numerator * inverse_modulo(n, a.denominator) % n


def _comparison(name: str, test: Any) -> None:
    """Define the comparison `name` of the arguments reduced modulo the current modulus."""
    def compare(*args: Any) -> bool:
        if len(args) == 1:
            return True
        n = MODULUS.value
        reduced = [modulo(x, n) for x in args]
        return all(test(x, y) for x, y in zip(reduced, reduced[1:]))
    compare.__doc__ = f"{name}: the arguments modulo the current modulus compared."
    define(name, 1, None)(compare)


_comparison("mod=", lambda x, y: x == y)
_comparison("mod<", lambda x, y: x < y)
_comparison("mod<=", lambda x, y: x <= y)
_comparison("mod>", lambda x, y: x > y)
_comparison("mod>=", lambda x, y: x <= y)     # Racket's expansion compares with <=


# ------------------------------------------------------------------ quadratic residues

def _character(a: int, p: int) -> int:
    """The quadratic character of a modulo p: a^((p-1)/2) mod p as 0, 1 or -1."""
    if a < 0:
        raise refuse("quadratic-character", "Natural", [a, p], 0)
    if p <= 0:
        raise refuse("quadratic-character", "Positive-Integer", [a, p], 1)
    r = power_modulo(p, a, (p - 1) // 2)
    return r if r in (0, 1) else -1


@define("quadratic-character", 2)
def quadratic_character(a: Any, p: Any) -> int:
    """a^((p-1)/2) modulo p as 0, 1 or -1 (the Legendre symbol when p is an odd prime)."""
    return _character(check_integer("quadratic-character", a), check_integer("quadratic-character", p))


@define("quadratic-residue?", 2)
def quadratic_residue_p(a: Any, n: Any) -> bool:
    """Is a a square modulo n?"""
    check_integer("quadratic-residue?", a)
    check_integer("quadratic-residue?", n)
    if a < 0:
        raise refuse("quadratic-residue?", "Natural", [a, n], 0)
    if n <= 0:
        raise refuse("quadratic-residue?", "Positive-Integer", [a, n], 1)
    ps = list(factor_counts(n))
    if not ps:
        raise contract_error("first", "(and/c list? (not/c empty?))", from_pylist([]))
    if not all(_character(a, p) == 1 for p in ps if p != 2):
        return False
    if n % 8 == 0:
        return a % 8 == 1
    return a % 4 == 1 if n % 4 == 0 else True


@define("jacobi-symbol", 2)
def jacobi_symbol(a: Any, n: Any) -> int:
    """The Jacobi symbol (a/n) for odd n."""
    check_integer("jacobi-symbol", a)
    if type(n) is not int or n <= 0:
        raise contract_error("jacobi-symbol", "exact-positive-integer?", n)
    if n % 2 == 0:
        raise refuse("jacobi", "odd?", [a, n], 1)
    out = 1
    for p, e in factor_counts(n).items():
        out *= _character(a, p) ** e
    return out


# ------------------------------------------------------------------ unit groups

def _positive(who: str, args: list, position: int) -> int:
    """The positive integer args[position], else the procedure's own error."""
    v = check_integer(who, args[position])
    if v <= 0:
        raise refuse(who, "Positive-Integer", args, position) if len(args) > 1 else \
            contract_error(who, "Positive-Integer", v)
    return v


def _order(g: int, n: int) -> int:
    """The multiplicative order of g modulo n (g coprime to n)."""
    k, a = 1, g % n
    while a != 1 % n:
        k, a = k + 1, a * g % n
    return k


@define("unit-group", 1)
def unit_group(n: Any) -> Any:
    """The naturals below n (from 1) coprime to n."""
    n = _positive("unit-group", [n], 0)
    expect_work(n, n)
    return from_pylist([m for m in range(1, n) if math.gcd(m, n) == 1])


def _coprime_pair(who: str, g: Any, n: Any) -> tuple[int, int]:
    """g and n, positive integers and coprime, else the procedure's error."""
    _positive(who, [g, n], 0)
    _positive(who, [g, n], 1)
    if math.gcd(g, n) != 1:
        raise racket_error(f"{who}: expected coprime arguments; given {error_value_string(g)}"
                           f" and {error_value_string(n)}")
    return g, n


@define("unit-group-order", 2)
def unit_group_order(g: Any, n: Any) -> int:
    """The order of g in the group of units modulo n."""
    return _order(*_coprime_pair("unit-group-order", g, n))


@define("unit-group-orders", 1)
def unit_group_orders(n: Any) -> Any:
    """The orders of the units modulo n, in unit-group's order."""
    n = _positive("unit-group-orders", [n], 0)
    return from_pylist([_order(m, n) for m in range(1, n) if math.gcd(m, n) == 1])


def _has_primitive_root(n: int) -> bool:
    """Is the group of units modulo n cyclic (n 1, 2, 4, p^k or 2p^k, p an odd prime)?"""
    if n in (1, 2, 4):
        return True
    m = n if n % 2 else n // 2
    f = factor_counts(m)
    return len(f) == 1 and next(iter(f)) % 2 == 1


@define("exists-primitive-root?", 1)
def exists_primitive_root_p(n: Any) -> bool:
    """Has the group of units modulo n a generator?"""
    return _has_primitive_root(_positive("exists-primitive-root?", [n], 0))


def _generates(g: int, n: int, phi: int, qs: list) -> bool:
    """Is g (coprime to n) a generator of the units modulo n, whose order is phi?"""
    return all(power_modulo(n, g, phi // q) != 1 % n for q in qs)


@define("primitive-root?", 2)
def primitive_root_p(g: Any, n: Any) -> bool:
    """Is g a generator of the group of units modulo n?"""
    g, n = _coprime_pair("primitive-root?", g, n)
    phi = totient(n)
    return _generates(g, n, phi, list(factor_counts(phi)))


def _roots(n: int, first_only: bool) -> list:
    """The generators of the units modulo n, ascending (the first only, if asked)."""
    phi = totient(n)
    qs = list(factor_counts(phi))
    out = []
    for g in range(1, n):
        if math.gcd(g, n) == 1 and _generates(g, n, phi, qs):
            out.append(g)
            if first_only:
                break
    return out


@define("primitive-roots", 1)
def primitive_roots(n: Any) -> Any:
    """Every generator of the group of units modulo n, ascending."""
    n = _positive("primitive-roots", [n], 0)
    return from_pylist(_roots(n, False) if _has_primitive_root(n) else [])


def _primitive_root(n: int) -> Any:
    """Racket's primitive-root: from p's root for p^k and 2p, else the least generator."""
    if not _has_primitive_root(n):
        return False
    f = factor_counts(n)
    if n % 2 and len(f) == 1 and next(iter(f.values())) > 1:
        p = next(iter(f))
        g = _primitive_root(p)
        return g if _order(g, p * p) == totient(p * p) else (g + p) % n
    if n % 2 == 0 and n // 2 % 2 == 1 and is_prime(n // 2):
        g = _primitive_root(n // 2)
        return g if g % 2 else (g + n // 2) % n
    roots = _roots(n, True)
    return roots[0] if roots else False


@define("primitive-root", 1)
def primitive_root(n: Any) -> Any:
    """A generator of the group of units modulo n, or #f when it has none."""
    return _primitive_root(_positive("primitive-root", [n], 0))
