"""Port of main.rkt (even4void, Project Euler 30, below 100,000 as the set runs it): the numbers
that are the sum of the fifth powers of their digits, the digits taken by divmod."""

POWERS = [d ** 5 for d in range(10)]


def digits(x):
    out = []
    while x:
        x, d = divmod(x, 10)
        out.append(d)
    return out


print(sum(i for i in range(1000, 100000) if i == sum(POWERS[d] for d in digits(i))))
