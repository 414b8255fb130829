"""Bignum factorials, digit sums and trailing zeros (17_bignum.rkt)."""


def fact(n):
    acc = 1
    for i in range(2, n + 1):
        acc *= i
    return acc


def trailing_zeros(k):
    z = 0
    while k % 10 == 0:
        k //= 10
        z += 1
    return z


digits = str(fact(1500))
digit_sum = sum(ord(c) - 48 for c in digits)
zeros = sum(trailing_zeros(fact(n)) for n in range(1, 400))
print(f"({len(digits)} {digit_sum} {zeros})")
