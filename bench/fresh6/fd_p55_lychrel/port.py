"""Port of main.rkt (fridim, Project Euler 55): how many numbers below 10,000 are Lychrel
numbers (no palindrome within 50 reverse-and-add steps), with big integers reversed through
their decimal strings."""


def reverse_number(n):
    return int(str(n)[::-1])


def palindrome(n):
    s = str(n)
    return s == s[::-1]


def lychrel(n):
    current = n
    for _ in range(50):
        current += reverse_number(current)
        if palindrome(current):
            return False
    return True


print(sum(1 for i in range(1, 10000) if lychrel(i)))
