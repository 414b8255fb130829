"""Port of main.rkt (offby1's Project Euler 29 in PLT Scheme): how many distinct values
a ** b takes for 2 <= a, b <= 100, the powers kept as keys of a dict."""

terms = {}
for a in range(2, 101):
    for b in range(2, 101):
        terms[a ** b] = True
print(len(terms))
