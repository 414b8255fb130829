"""Port of main.rkt (AliceCengal, Project Euler 3 and 4): the largest prime factor of
600851475143 (its divisors up to the square root, less those divisible by a smaller one), then
the largest palindrome among all products of two numbers below 1000; prints both sentences."""
import math

n = 600851475143
factors = [x for x in range(2, math.isqrt(n) + 2) if n % x == 0]
composite = {i for i in factors for j in factors if i > j and i % j == 0}
prime_factors = [f for f in factors if f not in composite]
print(f"Euler 3: The largest prime factor of 600851475143 is {prime_factors[-1]}")

palindromes = []
for i in range(999, 0, -1):
    for j in range(999, 0, -1):
        s = str(i * j)
        if s == s[::-1]:
            palindromes.append(i * j)
print(f"Euler 4: The largest palindrome from the product of two 3-digit numbers are: {max(palindromes)}")
