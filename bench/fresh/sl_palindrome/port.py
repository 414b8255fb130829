"""Port of main.rkt (sleibrock, Project Euler 4): the largest palindrome among the products
of two numbers from 700 to 999, all products listed first."""


def is_palindrome(n):
    s = str(n)
    return s == s[::-1]


products = [i * j for i in range(700, 1000) for j in range(700, 1000)]
print(f"Largest 3digit*3digit palindrome is {max(p for p in products if is_palindrome(p))}")
