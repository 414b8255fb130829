"""Port of main.rkt (bobblestiltskin's Project Euler 21 in Racket): the sum of the amicable
numbers below 10,000; the sum of each number's proper divisors by trial division below its
square root, kept in a dict, then each number checked against its partner."""
import math

NUM = 10000


def sum_factors(n):
    root = math.isqrt(n)
    top = root if root * root == n else root + 1
    total = 1
    for i in range(2, top):
        q, r = divmod(n, i)
        if r == 0:
            total += q if i == q else q + i
    return total


sums = {}
for i in range(NUM):
    sums[i] = sum_factors(i)


def amicable_sum(n):
    total = 0
    for i in range(n):
        partner = sums[i]
        if partner < n and i != partner and sums[partner] == i:
            total += i
    return total


print(amicable_sum(NUM))
