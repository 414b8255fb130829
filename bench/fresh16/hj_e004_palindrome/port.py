"""Port of main.rkt (HackspaceJena, Project Euler 4): every product of two numbers in
100..999 in one list, the palindromes kept (the digit string equal to its reverse), the largest."""

products = [i * j for i in range(100, 1000) for j in range(100, 1000)]
print(max(p for p in products if str(p) == str(p)[::-1]))
