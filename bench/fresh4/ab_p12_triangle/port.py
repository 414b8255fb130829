"""Port of main.rkt (aabulhaj, Project Euler 12): the first triangle number with over 500
divisors, counting the divisors of n and n+1 (coprime halves) by trial-division
factorisation, one n at a time."""
from math import isqrt


def factors_count(n):
    """The number of divisors of n: the product of (exponent + 1) over its prime factors."""
    result, x, count = 1, 2, 0
    while True:
        if n == 1 and count == 0:
            return result
        if x > isqrt(n) + 1 and count == 0:
            return result * 2
        if n % x == 0:
            n //= x
            count += 1
        else:
            if count > 0:
                result *= count + 1
            x += 1
            count = 0


def triangle_numbers():
    n = 1
    while True:
        if n % 2 == 0:
            count = factors_count(n // 2) * factors_count(n + 1)
        else:
            count = factors_count(n) * factors_count((n + 1) // 2)
        if count >= 500:
            return n * (n + 1) // 2
        n += 1


print(triangle_numbers())
