"""Port of main.rkt (sleepynate, Project Euler 4 over factors 100-999): every product i*j with
100 <= i <= j <= 999, the palindromes among them (the decimal string equal to its reverse),
sorted descending; the first is printed in the original's sentence."""
products = [i * j for i in range(100, 1000) for j in range(i, 1000)]
palindromes = sorted((p for p in products if str(p) == str(p)[::-1]), reverse=True)
print("Problem 4: The largest palindrome made from the product ", "of two 3-digit numbers is",
      palindromes[0])
