"""Port of main.rkt (Bohassian, Project Euler 4): every palindrome below 10**6, from the
largest down, checked for a pair of three-digit factors; the first that has one."""


def is_palindrome(n):
    s = str(n)
    return s == s[::-1]


def has_three_digit_factors(n):
    for d in range(100, 1000):
        if n % d == 0 and 100 <= n // d <= 999:
            return True
    return False


palindromes = [n for n in range(1000000) if is_palindrome(n)]
print([n for n in reversed(palindromes) if has_three_digit_factors(n)][0])
