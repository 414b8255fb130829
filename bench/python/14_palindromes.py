"""Palindromic products of two 3-digit numbers, exhaustively (14_palindromes.rkt)."""


def palindrome(s):
    i, j = 0, len(s) - 1
    while i < j:
        if s[i] != s[j]:
            return False
        i += 1
        j -= 1
    return True


count = largest = 0
for a in range(100, 1000):
    for b in range(a, 1000):
        p = a * b
        if palindrome(str(p)):
            count += 1
            largest = max(largest, p)
print(f"({count} {largest})")
