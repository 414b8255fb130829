"""Port of main.rkt (offby1's Project Euler 36 in PLT Scheme): the sum of the numbers below
100,000 that are palindromes in base 10 and in base 2."""


def is_palindrome(s):
    return s == s[::-1]


print(sum(n for n in range(100000) if is_palindrome(format(n, "b")) and is_palindrome(str(n))))
