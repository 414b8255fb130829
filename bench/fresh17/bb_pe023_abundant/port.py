"""Port of main.rkt (bobblestiltskin's Project Euler 23 in Racket): the sum of the numbers up
to 10,000 (28,123 as published: made smaller here, as in main.rkt) that are not the sum of two
abundant numbers: a list of flags (abundant or not), the abundant numbers in a list, and for
each number a scan of the abundant numbers that stops at the first one whose complement is
abundant too."""
import math

NUM = 10000  # as main.rkt: up to 10,000 instead of 28,123


def sum_factors_below_root(n):
    total = 1
    for i in range(2, math.ceil(math.sqrt(n))):
        q, r = divmod(n, i)
        if r == 0:
            total += q if i == q else q + i
    return total


def sum_factors(n):
    if n > 4:
        root = math.isqrt(n)
        return sum_factors_below_root(n) + root if root * root == n else sum_factors_below_root(n)
    return {4: 3, 3: 1, 2: 1, 1: 1}[n]


def abundant(n):
    return n < sum_factors(n)


flags = [abundant(n) for n in range(1, NUM + 1)]
abundants = [i + 1 for i, flag in zip(range(NUM), flags) if flag]


def process(i):
    """0 if i + 1 is the sum of two abundant numbers, else i + 1."""
    nexti = i + 1
    result = -1
    for value in abundants:
        if result == 0:
            break
        if nexti < value:
            result = nexti
        else:
            diff = nexti - value
            result = 0 if diff > 0 and flags[diff - 1] else nexti
    return result


print(sum(process(i) for i in range(NUM)))
