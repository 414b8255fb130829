"""Port of main.rkt (meows, Project Euler 29): the distinct powers a**b for a, b in 2..100,
counted once as exact integers (big ones) and once as the floats b * log(a); prints both counts
as Racket prints the original's list."""
import math

exact, logs = set(), set()
for base in range(2, 101):
    for exp in range(2, 101):
        exact.add(base ** exp)
        logs.add(exp * math.log(base))
print(f"'({len(exact)} {len(logs)})")
