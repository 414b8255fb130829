"""Naive doubly recursive Fibonacci, (fib 25) = 75025 (port of 01_fib25.rkt)."""


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(25))
