"""Port of main.rkt (bobblestiltskin, Project Euler 23): the sum of the numbers up to 28123 that
are not the sum of two abundant numbers: a list of abundance flags, the abundant numbers, and for
each number a scan of the abundant numbers until one leaves an abundant remainder."""
import math

NUM = 28123


def sum_factors_ltsr(n):
    total = 1
    root = math.sqrt(n)
    i = 2
    while i < root:
        q, r = divmod(n, i)
        if r == 0:
            total += q if i == q else q + i
        i += 1
    return total


def sum_factors(n):
    if n > 4:
        sr = math.isqrt(n)
        return sum_factors_ltsr(n) + sr if sr * sr == n else sum_factors_ltsr(n)
    return {4: 3, 3: 1, 2: 1, 1: 1}[n]


abundant = [n < sum_factors(n) for n in range(1, NUM + 1)]  # abundant[i]: is i + 1 abundant?
numbers = [i + 1 for i, flag in enumerate(abundant) if flag]


def process(i):
    """0 when i + 1 is the sum of two abundant numbers, else i + 1."""
    nexti = i + 1
    result = -1
    for value in numbers:
        if result == 0:
            break
        if nexti < value:
            result = nexti
        else:
            diff = nexti - value
            result = 0 if diff > 0 and abundant[diff - 1] else nexti
    return result


print(sum(process(i) for i in range(NUM)))
