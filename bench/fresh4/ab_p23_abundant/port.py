"""Port of main.rkt (aabulhaj, Project Euler 23): the sum of the numbers up to 28123 that
are not the sum of two abundant numbers; every ordered pair of abundant numbers is tried
(no early exit, as the original's for*)."""
from math import isqrt


def divisors_sum(n):
    total = 1
    for i in range(2, isqrt(n) + 1):
        if n % i == 0:
            total += i + (0 if i >= n / i else n // i)
    return total


def abundant_nums(n, limit):
    return [i for i in range(n, limit + 1) if divisors_sum(i) > i]


def cannot_be_written_as_abundant_sum(abundant, limit):
    writable = [True] * (limit + 1)
    for i in abundant:
        for j in abundant:
            if i + j <= limit:
                writable[i + j] = False
    return sum(i for i in range(limit + 1) if writable[i])


print(cannot_be_written_as_abundant_sum(abundant_nums(12, 28123), 28123))
