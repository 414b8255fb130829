"""Port of main.rkt (cdrlos, Project Euler 4 in Typed Racket): the products of every pair of
distinct numbers of range(100, 999), built as one list (each number times every later one; the
original puts each number's products before the earlier ones, an order the maximum does not
see), the palindromes among them (reversing the digits arithmetically) and the largest,
printed as "Answer: N"."""


def all_possible_products(xs):
    return [x * y for i, y in enumerate(xs) for x in xs[i + 1:]]


def is_palindrome(n):
    rev, tmp = 0, n
    while tmp != 0:
        rev = rev * 10 + tmp % 10
        tmp //= 10
    return rev == n


answer = max([1] + [p for p in all_possible_products(list(range(100, 999))) if is_palindrome(p)])
print(f"Answer: {answer}")
