"""Port of main.rkt (HackspaceJena, Project Euler 7): odd numbers from 3 tested for primality
(math/number-theory's prime? there; trial division by odd numbers here), each prime put at the
front of a list until it holds 10,001 primes; the last one found."""


def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


primes = [2]
candidate = 3
while len(primes) != 10001:
    if is_prime(candidate):
        primes.append(candidate)
    candidate += 2
print(primes[-1])
