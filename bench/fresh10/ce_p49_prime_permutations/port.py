"""Port of main.rkt with its nums.rkt and primes.rkt (cesquivias, Project Euler 49, with our
driver): the primes are a list grown on demand by trial division by the primes found so far (the
original's self-referential lazy stream), primality tested by trial division up to the rounded
square root; for each four-digit prime p1 and each later p2, p3 = 2*p2 - p1 is tried for
being a prime whose digits are a permutation of theirs; prints the concatenations found, last
first, as Racket prints the original's list of strings."""
import math
from itertools import count

primes = [2]


def nth_prime(k):
    """The k-th prime (from 0), extending the list as the stream would."""
    while len(primes) <= k:
        candidate = primes[-1] + 1 if primes[-1] == 2 else primes[-1] + 2
        while True:
            limit = math.isqrt(candidate)
            for p in primes:
                if p > limit:
                    primes.append(candidate)
                    break
                if candidate % p == 0:
                    candidate += 2
                    break
            if primes[-1] == candidate:
                break
    return primes[k]


def is_prime(num):
    if num <= 1:
        return False
    end = round(math.sqrt(abs(num)))
    for k in count():
        p = nth_prime(k)
        if p > end:
            return True
        if num % p == 0:
            return False


def number_to_digits(num):
    digits = []
    while num:
        digits.insert(0, num % 10)
        num //= 10
    return digits


def perms(p1, p2, p3):
    a, b, c = (sorted(number_to_digits(p), reverse=True) for p in (p1, p2, p3))
    return a == b and a == c


def constant_diff_perm_primes(p1, p2):
    p3 = p2 + (p2 - p1)
    return [p1, p2, p3] if is_prime(p3) and perms(p1, p2, p3) else None


def prime_perm(ps):
    p1 = ps[0]
    for p2 in ps[1:]:
        if constant_diff_perm_primes(p1, p2):
            return constant_diff_perm_primes(p1, p2)
    return None


def prob49b():
    ps = []
    for k in count():
        p = nth_prime(k)
        if p < 1000:
            continue
        if p > 10000:
            break
        ps.append(p)
    found = []
    for start in range(len(ps)):
        pp = prime_perm(ps[start:])
        if pp:
            found.insert(0, "".join(str(p) for p in pp))
    return found


print("'(" + " ".join(f'"{s}"' for s in prob49b()) + ")")
