"""Port of main.rkt (even4void, Project Euler 4): the largest palindrome that is a product of two
3-digit numbers, every product's digits compared with their reverse."""

print(max(a * b for a in range(999, 100, -1) for b in range(a, 100, -1)
          if str(a * b) == str(a * b)[::-1]))
