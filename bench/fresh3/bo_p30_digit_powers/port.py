"""Port of main.rkt (Bohassian, Project Euler 30): the sum of the numbers from 10 to 999999
that equal the sum of the fifth powers of their digits."""


def digit_power_sum(n):
    total = 0
    while n:
        n, d = divmod(n, 10)
        total += d ** 5
    return total


print(sum(n for n in range(10, 1000000) if n == digit_power_sum(n)))
