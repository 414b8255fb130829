"""Port of main.rkt (even4void, Project Euler 29): the distinct powers a**b for a, b in 2..100
(big integers), duplicates removed."""

print(len(dict.fromkeys(a ** b for a in range(2, 101) for b in range(2, 101))))
