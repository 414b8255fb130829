"""Port of main.rkt (meows, Project Euler 72, our bound of 100,001): the sum of Euler's totient
of 2..100,000, each totient from the number's prime factors found by trial division (as
math/number-theory's totient factorizes); prints the sum."""


def totient(n):
    result = n
    p = 2
    while p * p <= n:
        if n % p == 0:
            while n % p == 0:
                n //= p
            result -= result // p
        p += 1 if p == 2 else 2
    if n > 1:
        result -= result // n
    return result


def euler(limit=1000001):
    return sum(totient(n) for n in range(2, limit))


print(euler(100001))
