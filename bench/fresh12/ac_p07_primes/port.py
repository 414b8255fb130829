"""Port of main.rkt (AliceCengal, Project Euler 7): the 10,001st prime by a list sieve over
2 .. 2 * n * log(n): the first number left is a prime, and the rest is filtered of its
multiples, until nothing is left; prints the sentence."""
import math

n = 10001
candidates = list(range(2, math.ceil(2 * n * math.log(n))))
primes = []
while candidates:
    p = candidates[0]
    primes.append(p)
    candidates = [q for q in candidates[1:] if q % p != 0]
print(f"Euler 7: The 10,001st prime number is {primes[n - 1]}")
