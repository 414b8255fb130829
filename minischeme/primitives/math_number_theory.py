"""math/number-theory's common procedures: `prime?`, `odd-prime?`, `nth-prime`,
`next-prime`, `prev-prime`, `factorize`, `defactorize`, `divisors`, `prime-divisors`,
`prime-exponents`, `totient`, `modular-expt`, `modular-inverse`, `binomial`, `factorial`,
`perfect-square`. Primality is Miller-Rabin with the bases that are exact below 3.3e24
(then a strong probable-prime test, as Racket's own is), factoring trial division then
Pollard's rho; results are in Racket's order (factors and divisors ascending)."""
from __future__ import annotations

import math
from typing import Any

from minischeme.values.errors import contract_error, racket_error
from .base_lists import from_pylist, to_pylist
from .registry import define, library

library("math/number-theory")

_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def _int(who: str, n: Any, what: str = "Integer") -> int:
    if type(n) is not int:
        raise contract_error(who, what, n)
    return n


def is_prime(n: int) -> bool:
    n = abs(n)
    if n < 2:
        return False
    for p in _BASES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in _BASES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho(n: int) -> int:
    """A nontrivial factor of the composite n."""
    if n % 2 == 0:
        return 2
    c = 1
    while True:
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d
        c += 1


def _factors(n: int) -> dict[int, int]:
    n, out = abs(n), {}
    for p in (2, 3, 5, 7, 11, 13):
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
    todo = [n] if n > 1 else []
    while todo:
        m = todo.pop()
        if is_prime(m):
            out[m] = out.get(m, 0) + 1
        else:
            d = _rho(m)
            todo += [d, m // d]
    return dict(sorted(out.items()))


@define("prime?", 1)
def prime_p(n: Any) -> bool:
    return is_prime(_int("prime?", n))


@define("odd-prime?", 1)
def odd_prime_p(n: Any) -> bool:
    return _int("odd-prime?", n) % 2 == 1 and is_prime(n)


@define("next-prime", 1)
def next_prime(n: Any) -> int:
    n = _int("next-prime", n) + 1
    while not is_prime(n) or n < 2:
        n += 1
    return n


@define("prev-prime", 1)
def prev_prime(n: Any) -> int:
    n = _int("prev-prime", n) - 1
    while not is_prime(n) or n < 2:
        if n < 2:
            return -next_prime(-n - 1) if n < -1 else -2
        n -= 1
    return n


@define("nth-prime", 1)
def nth_prime(n: Any) -> int:
    if type(n) is not int or n < 0:
        raise contract_error("nth-prime", "Natural", n)
    p = 2
    for _ in range(n):
        p = next_prime(p)
    return p


@define("factorize", 1)
def factorize(n: Any) -> Any:
    n = _int("factorize", n)
    if n == 0:
        return from_pylist([])
    return from_pylist([from_pylist([p, e]) for p, e in _factors(n).items()])


@define("defactorize", 1)
def defactorize(f: Any) -> int:
    out = 1
    for pe in to_pylist(f):
        p, e = to_pylist(pe)
        out *= p ** e
    return out


@define("prime-divisors", 1)
def prime_divisors(n: Any) -> Any:
    return from_pylist(list(_factors(_int("prime-divisors", n))))


@define("prime-exponents", 1)
def prime_exponents(n: Any) -> Any:
    return from_pylist(list(_factors(_int("prime-exponents", n)).values()))


@define("divisors", 1)
def divisors(n: Any) -> Any:
    n = _int("divisors", n)
    if n == 0:
        return from_pylist([])
    ds = [1]
    for p, e in _factors(n).items():
        ds = [d * p ** k for d in ds for k in range(e + 1)]
    return from_pylist(sorted(ds))


@define("totient", 1)
def totient(n: Any) -> int:
    n = _int("totient", n)
    out = n
    for p in _factors(n):
        out = out // p * (p - 1)
    return out


@define("modular-expt", 3)
def modular_expt(a: Any, b: Any, n: Any) -> int:
    return pow(_int("modular-expt", a), _int("modular-expt", b), _int("modular-expt", n))


@define("modular-inverse", 2)
def modular_inverse(a: Any, n: Any) -> int:
    try:
        return pow(_int("modular-inverse", a), -1, _int("modular-inverse", n))
    except ValueError:
        raise racket_error(f"modular-inverse: expected argument that is a unit modulo {n}; "
                           f"given {a}") from None


@define("binomial", 2)
def binomial(n: Any, k: Any) -> int:
    return math.comb(_int("binomial", n), _int("binomial", k))


@define("factorial", 1)
def factorial(n: Any) -> int:
    return math.factorial(_int("factorial", n))


@define("perfect-square", 1)
def perfect_square(n: Any) -> Any:
    n = _int("perfect-square", n)
    if n < 0:
        return False
    r = math.isqrt(n)
    return r if r * r == n else False


