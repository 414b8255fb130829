"""Port of main.rkt: the product of a and b for the quadratic giving the most primes."""
from math import isqrt


def sieve(n):
    primes = [True] * (n + 1)
    for i in range(3, n + 1, 2):
        if primes[i]:
            for j in range(i * i, n + 1, i):
                primes[j] = False
    return [2] + [k for k in range(3, n + 1, 2) if primes[k]]


def is_prime(n):
    for i in range(2, isqrt(n) + 1):
        if n % i == 0:
            return False
    return True


def max_length(a, b):
    cur = 1
    while True:
        num = cur * cur + cur * a + b
        if num > 0 and is_prime(num):
            cur += 1
        else:
            return cur


best = None
for b in sieve(1000):
    for a in range(1 - b, 1000):
        length = max_length(a, b)
        if best is None or length >= best[2]:
            best = (a, b, length)
print(best[0] * best[1])
