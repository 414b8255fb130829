"""Port of main.rkt: the sum of the numbers from 11 to 50,000 equal to the sum of the
factorials of their digits."""
from math import factorial

FACTS = [factorial(d) for d in range(10)]


def sum_of_digit_fact(n):
    return sum(FACTS[int(d)] for d in str(n))


print(sum(i for i in range(11, 50000) if i == sum_of_digit_fact(i)))
