"""math/number-theory: primes, divisibility and factorization, as Racket 8.7's
math-lib defines them (math/private/number-theory/number-theory.rkt and divisibility.rkt).

Primality is a sieve below 1,020,000 (Racket's small-prime table) and Miller-Rabin with
the bases exact below 3.3e24 above it (Racket's own test there is a strong probable-prime
test with random bases); factoring is trial division by the primes below 1000, then
Pollard's rho. Results come in Racket's order (factors and divisors ascending,
`next-primes`/`prev-primes` walking away from their start, past 0 into the negative
primes as Racket's `prev-prime` does).

Racket calls these through Typed Racket contracts: an argument of the wrong type is
`NAME: contract violation` with the type's predicate (`natural?`, `exact-integer?`); a
value of the right type that the procedure itself refuses is its raise-argument-error
(`expected: Natural`). The other parts of math/number-theory are math_modular.py
(modular arithmetic, residues, primitive roots), math_combinatorics.py (factorial,
binomial, partitions, Fibonacci, polygonal and Bernoulli numbers ...) and
math_quadratic.py (quadratic equations)."""
from __future__ import annotations

import itertools
import math
from functools import reduce
from typing import Any

from minischeme.values.data import MultipleValues
from minischeme.values.errors import contract_error, racket_error
from .base_lists import from_pylist, to_pylist
from minischeme.values.runtime import BUDGET, charge_work
from .base_numbers import check_length, out_of_memory
from .math_base import _random_natural
from .registry import define, library

library("math/number-theory")

# ------------------------------------------------------------------ argument checks


def check_integer(who: str, n: Any) -> int:
    """n itself when it is an exact integer (Typed Racket's Integer), else the contract error."""
    if type(n) is not int:
        raise contract_error(who, "exact-integer?", n)
    return n


def check_natural(who: str, n: Any) -> int:
    """n itself when it is an exact nonnegative integer (Typed Racket's Natural)."""
    if type(n) is not int or n < 0:
        raise contract_error(who, "natural?", n)
    return n


def refuse(who: str, expected: str, args: list, position: int = 0) -> Exception:
    """The procedure's own raise-argument-error for its argument at ``position``."""
    return contract_error(who, expected, args[position], position, args)


# ------------------------------------------------------------------ primality

_SIEVE_LIMIT = 60 * 17000 - 1      # Racket's *SMALL-PRIME-LIMIT*
_sieve: bytearray | None = None
_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def _small_primes() -> bytearray:
    """The sieve of Eratosthenes up to _SIEVE_LIMIT (made the first time it is needed)."""
    global _sieve
    if _sieve is None:
        s = bytearray([1]) * (_SIEVE_LIMIT + 1)
        s[0] = s[1] = 0
        for p in range(2, math.isqrt(_SIEVE_LIMIT) + 1):
            if s[p]:
                s[p * p::p] = bytes(len(range(p * p, _SIEVE_LIMIT + 1, p)))
        _sieve = s
    return _sieve


_table: list[int] = []


def _prime_table() -> list[int]:
    """The primes below _SIEVE_LIMIT, ascending (made the first time it is needed)."""
    if not _table:
        _table.extend(itertools.compress(range(_SIEVE_LIMIT + 1), _small_primes()))
    return _table


def is_prime(n: int) -> bool:
    """Is |n| prime? (a sieve for small n, Miller-Rabin above)."""
    n = abs(n)
    if n <= _SIEVE_LIMIT:
        return bool(_small_primes()[n])
    for p in _BASES:
        if n % p == 0:
            return False
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in _BASES:
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def next_prime_of(n: int) -> int:
    """The least prime above n (negative primes included: Racket's next-prime)."""
    if n < 0:
        return -prev_prime_of(-n)
    if n < 2:
        return 2
    n += 1 if n % 2 == 0 else 2
    while not is_prime(n):
        n += 2
    return n


def prev_prime_of(n: int) -> int:
    """The greatest prime below n, -2 below 3 (Racket's prev-prime)."""
    if n < 0:
        return -next_prime_of(-n)
    if n == 3:
        return 2
    if n < 3:
        return -2
    n -= 1 if n % 2 == 0 else 2
    while not is_prime(n):
        n -= 2
    return n


@define("prime?", 1)
def prime_p(n: Any) -> bool:
    """Is n (or -n) a prime?"""
    return is_prime(check_integer("prime?", n))


@define("odd-prime?", 1)
def odd_prime_p(n: Any) -> bool:
    """Is n an odd prime?"""
    return check_integer("odd-prime?", n) % 2 == 1 and is_prime(n)


@define("next-prime", 1)
def next_prime(n: Any) -> int:
    """The least prime greater than n."""
    return next_prime_of(check_integer("next-prime", n))


@define("prev-prime", 1)
def prev_prime(n: Any) -> int:
    """The greatest prime less than n."""
    return prev_prime_of(check_integer("prev-prime", n))


@define("untyped-next-prime", 1)
def untyped_next_prime(n: Any) -> int:
    """next-prime under its untyped name (math-lib exports both)."""
    return next_prime_of(check_integer("untyped-next-prime", n))


@define("untyped-prev-prime", 1)
def untyped_prev_prime(n: Any) -> int:
    """prev-prime under its untyped name (math-lib exports both)."""
    return prev_prime_of(check_integer("untyped-prev-prime", n))


def expect_work(rounds: int, cells: int = 0) -> None:
    """Before a loop of about ``rounds`` rounds that builds ``cells`` elements: more cells
    than memory holds is Racket's out of memory at once, and under a step limit the rounds
    are charged first (one step each), so `(nth-prime (expt 10 30))` in a limited run
    stops at the limit instead of computing on unseen by it."""
    check_length(cells)
    if BUDGET.max_steps is not None:
        charge_work(rounds << 3)


def _primes_from(who: str, step: Any, m: Any, count: Any) -> Any:
    """The ``count`` primes after m, each found by step from the one before."""
    check_integer(who, m)
    if check_integer(who, count) < 0:
        raise refuse(who, "Natural", [m, count], 1)
    expect_work(count * 8, count)
    out = []
    for _ in range(count):
        m = step(m)
        out.append(m)
    return from_pylist(out)


@define("next-primes", 2)
def next_primes(m: Any, count: Any) -> Any:
    """The next ``count`` primes after m, ascending."""
    return _primes_from("next-primes", next_prime_of, m, count)


@define("prev-primes", 2)
def prev_primes(m: Any, count: Any) -> Any:
    """The ``count`` primes before m, descending."""
    return _primes_from("prev-primes", prev_prime_of, m, count)


@define("nth-prime", 1)
def nth_prime(n: Any) -> int:
    """The nth prime, counting 2 as the 0th."""
    if check_integer("nth-prime", n) < 0:
        raise contract_error("nth-prime", "Natural", n)
    table = _prime_table()
    if n < len(table):
        return table[n]
    expect_work((n - len(table)) * 8)
    p = table[-1]
    for _ in range(n - len(table) + 1):
        p = next_prime_of(p)
    return p


@define("random-prime", 1)
def random_prime(n: Any) -> int:
    """A random prime below n (drawn as Racket draws it: random naturals until a prime)."""
    if check_integer("random-prime", n) <= 2:
        raise contract_error("random-prime", "Natural > 2", n)
    while True:
        p = _random_natural(n)
        if is_prime(p):
            return p


# ------------------------------------------------------------------ divisibility

@define("divides?", 2)
def divides_p(a: Any, b: Any) -> bool:
    """Does a divide b? (never when a is 0)"""
    check_integer("divides?", a)
    check_integer("divides?", b)
    return a != 0 and b % a == 0


def _integers(who: str, ns: tuple) -> tuple:
    for n in ns:
        check_integer(who, n)
    return ns


@define("coprime?", 1, None)
def coprime_p(*ns: Any) -> bool:
    """Is the greatest common divisor of the arguments 1?"""
    return math.gcd(*_integers("coprime?", ns)) == 1


@define("pairwise-coprime?", 1, None)
def pairwise_coprime_p(*ns: Any) -> bool:
    """Is every two of the arguments coprime?"""
    _integers("pairwise-coprime?", ns)
    return all(math.gcd(a, b) == 1 for i, a in enumerate(ns) for b in ns[i + 1:])


def _bezout_start(a: int, b: int) -> list:
    """Racket's bezout-binary for positive a and b (the extended Euclidean algorithm)."""
    if a > b:
        ua, va, ub, vb = 1, 0, 0, 1
    else:
        a, b, ua, va, ub, vb = b, a, 0, 1, 1, 0
    while True:
        q, r = divmod(a, b)
        if r == 0:
            return [ub, vb]
        a, b, ua, va, ub, vb = b, r, ub, vb, ua - q * ub, va - q * vb


def bezout_pair(a: int, b: int) -> list:
    """u, v with u*a + v*b = gcd(a, b), as Racket's bezout-binary finds them."""
    if a > 0 and b > 0:
        return _bezout_start(a, b)
    if a < 0 and b < 0:
        return [-x for x in _bezout_start(-a, -b)]
    if a < 0 < b:
        k = -a // b + 1
        u, v = _bezout_start(a + k * b, b)
        return [u, u * k + v]
    if b < 0 < a:
        k = -b // a + 1
        u, v = _bezout_start(a, k * a + b)
        return [u + k * v, v]
    raise racket_error("Internal error in bezout-binary")


def _bezout(ns: tuple) -> list:
    if len(ns) == 1:
        return [1]
    if len(ns) == 2:
        return bezout_pair(ns[0], ns[1])
    s, t = bezout_pair(math.gcd(*ns[1:]), ns[0])
    return [t] + [s * u for u in _bezout(ns[1:])]


@define("bezout", 1, None)
def bezout(*ns: Any) -> Any:
    """Coefficients whose sum of products with the arguments is their gcd."""
    return from_pylist(_bezout(_integers("bezout", ns)))


def integer_list(who: str, xs: Any) -> list:
    """The elements of a list of exact integers (the contract `(listof exact-integer?)`)."""
    items = to_pylist(xs) if _is_list(xs) else None
    if items is None or any(type(x) is not int for x in items):
        raise contract_error(who, "(listof exact-integer?)", xs)
    return items


def _is_list(xs: Any) -> bool:
    from minischeme.values.data import is_list
    return is_list(xs)


@define("max-dividing-power", 2)
def max_dividing_power(p: Any, n: Any) -> int:
    """The greatest e with p^e dividing n (1 for p = 1, as Racket answers)."""
    check_integer("max-dividing-power", p)
    check_integer("max-dividing-power", n)
    if p == 1:
        return 1
    if p == 0 or n % p != 0:
        return 0
    if n == 0 or p == -1:       # Racket loops for ever, its powers of p growing
        raise out_of_memory()
    e = 0
    while n % p == 0:
        n //= p
        e += 1
    return e


# ------------------------------------------------------------------ factorization

_TRIAL_PRIMES = [p for p in range(2, 1000) if all(p % d for d in range(2, math.isqrt(p) + 1))]


def _rho(n: int) -> int:
    """A nontrivial factor of the odd composite n (Pollard's rho, Brent's cycle finding)."""
    c = 1
    while True:
        y, r, q, g = 2, 1, 1, 1
        while g == 1:
            x = y
            for _ in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _ in range(min(128, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += 128
            r *= 2
        if g == n:
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g
        c += 1


def factor_counts(n: int) -> dict[int, int]:
    """The prime factors of |n| with their exponents, ascending ({} for 0 and 1)."""
    n, out = abs(n), {}
    if n == 0:
        return out
    for p in _TRIAL_PRIMES:
        if p * p > n:
            break
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


def _factors_of_natural(who: str, n: Any) -> dict[int, int]:
    return factor_counts(check_natural(who, n))


@define("factorize", 1)
def factorize(n: Any) -> Any:
    """n's prime factors and their exponents: a list of (p e), p ascending."""
    return from_pylist([from_pylist([p, e]) for p, e in _factors_of_natural("factorize", n).items()])


@define("defactorize", 1)
def defactorize(f: Any) -> int:
    """The product of p^e over a list of (p e)."""
    pairs = to_pylist(f) if _is_list(f) else None
    if pairs is None or not all(_is_list(pe) and len(to_pylist(pe)) == 2 and
                                all(type(x) is int and x >= 0 for x in to_pylist(pe)) for pe in pairs):
        raise contract_error("defactorize", "(listof (list/c natural? natural?))", f)
    out = 1
    for pe in pairs:
        p, e = to_pylist(pe)
        out *= p ** e
    return out


@define("prime-divisors", 1)
def prime_divisors(n: Any) -> Any:
    """The primes dividing n, ascending."""
    return from_pylist(list(_factors_of_natural("prime-divisors", n)))


@define("prime-exponents", 1)
def prime_exponents(n: Any) -> Any:
    """The exponents of n's prime factors, in the order of the primes."""
    return from_pylist(list(_factors_of_natural("prime-exponents", n).values()))


@define("prime-omega", 1)
def prime_omega(n: Any) -> int:
    """How many prime factors n has, counted with multiplicity."""
    return sum(_factors_of_natural("prime-omega", n).values())


def divisors_of(n: int) -> list[int]:
    """The positive divisors of |n|, ascending (none for 0)."""
    if n == 0:
        return []
    ds = [1]
    for p, e in factor_counts(n).items():
        ds = [d * p ** k for d in ds for k in range(e + 1)]
    return sorted(ds)


@define("divisors", 1)
def divisors(n: Any) -> Any:
    """The positive divisors of n, ascending."""
    return from_pylist(divisors_of(check_integer("divisors", n)))


@define("divisor-sum", 1, 2)
def divisor_sum(n: Any, k: Any = 1) -> int:
    """The sum of the kth powers of n's divisors (k 1 by default; 0 counts them)."""
    f = _factors_of_natural("divisor-sum", n)
    check_natural("divisor-sum", k)
    out = 1
    for p, e in f.items():
        out *= sum(p ** (k * i) for i in range(e + 1))
    return out


@define("totient", 1)
def totient(n: Any) -> int:
    """Euler's totient: how many naturals up to n are coprime to it."""
    out = n
    for p in _factors_of_natural("totient", n):
        out = out // p * (p - 1)
    return out


@define("moebius-mu", 1)
def moebius_mu(n: Any) -> int:
    """The Moebius function: 0 if a square divides n, else -1 to the number of its primes."""
    f = _factors_of_natural("moebius-mu", n)
    if any(e > 1 for e in f.values()):
        return 0
    return -1 if len(f) % 2 else 1


@define("mangoldt-lambda", 1)
def mangoldt_lambda(n: Any) -> Any:
    """The von Mangoldt function: log p when n is a power of the prime p, else 0."""
    if check_integer("mangoldt-lambda", n) <= 0:
        raise contract_error("mangoldt-lambda", "Natural", n)
    f = factor_counts(n)
    return math.log(next(iter(f))) if len(f) == 1 else 0


# ------------------------------------------------------------------ powers and roots

def integer_root_of(x: int, y: int) -> int:
    """The greatest r with r^y <= x (Racket's integer-root: 1 for y = 0 and x > 0)."""
    if x < 2 or y == 1:
        return x
    if y == 0:
        while x > 1:
            x = math.isqrt(x)
        return x
    if y == 2:
        return math.isqrt(x)
    g = 1 << -(-x.bit_length() // y)     # at least the root: Newton's steps go down to it
    while True:
        ng = ((y - 1) * g + x // g ** (y - 1)) // y
        if ng >= g:
            return g
        g = ng


@define("integer-root", 2)
def integer_root(x: Any, y: Any) -> int:
    """The integer part of the yth root of x."""
    return integer_root_of(check_natural("integer-root", x), check_natural("integer-root", y))


@define("integer-root/remainder", 2)
def integer_root_remainder(x: Any, y: Any) -> MultipleValues:
    """Two values: (integer-root x y) and what x exceeds its yth power by."""
    r = integer_root(x, y)
    return MultipleValues([r, x - r ** y])


def _as_power(a: int) -> tuple[int, int]:
    """a as b^e with e as large as can be (e is the gcd of a's prime exponents)."""
    e = reduce(math.gcd, factor_counts(a).values(), 0)
    return integer_root_of(a, e), e


@define("as-power", 1)
def as_power(a: Any) -> MultipleValues:
    """Two values: b and e with b^e = a, e as large as can be."""
    check_integer("as-power", a)
    if a <= 0:
        raise contract_error("as-power", "positive?", a)
    return MultipleValues(list(_as_power(a)))


def _perfect_power(who: str, a: Any) -> Any:
    """(b e) with b^e = a and e > 1 as large as can be, or #f."""
    if check_natural(who, a) < 2:
        return False
    b, e = _as_power(a)
    return from_pylist([b, e]) if e > 1 else False


@define("perfect-power", 1)
def perfect_power(a: Any) -> Any:
    """The list (b e) when a is b^e with e > 1 (e as large as can be), else #f."""
    return _perfect_power("perfect-power", a)


@define("perfect-power?", 1)
def perfect_power_p(a: Any) -> bool:
    """Is a some b^e with e > 1?"""
    return _perfect_power("perfect-power?", a) is not False


def _prime_power(who: str, n: Any) -> Any:
    """(p e) when n is p^e for a prime p, else #f."""
    f = _factors_of_natural(who, n)
    return from_pylist(list(next(iter(f.items())))) if len(f) == 1 else False


@define("prime-power", 1)
def prime_power(n: Any) -> Any:
    """The list (p e) when n is p^e for a prime p, else #f."""
    return _prime_power("prime-power", n)


@define("prime-power?", 1)
def prime_power_p(n: Any) -> bool:
    """Is n a power (the first or more) of a prime?"""
    return _prime_power("prime-power?", n) is not False


@define("odd-prime-power?", 1)
def odd_prime_power_p(n: Any) -> bool:
    """Is n a power of an odd prime?"""
    pe = _prime_power("odd-prime-power?", n)
    return pe is not False and pe.car % 2 == 1


@define("perfect-square", 1)
def perfect_square(n: Any) -> Any:
    """n's square root when n is the square of an integer, else #f."""
    r = math.isqrt(check_natural("perfect-square", n))
    return r if r * r == n else False
