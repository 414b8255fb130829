"""Port of main.rkt (loganwatchorn, Pollard's rho): a factor of each of seven semiprimes with
x -> x*x + 1 mod n from x0 = 2 (x0 + 1 when the cycle gives n itself)."""
from math import gcd


def pollard(n, x0):
    g = lambda x: (x * x + 1) % n
    while True:
        x, y = g(x0), g(g(x0))
        d = 1
        while d == 1:
            d = gcd(abs(x - y), n)
            x, y = g(x), g(g(y))
        if d != n:
            return d
        x0 += 1


for n in [8051, 10403, 1000003 * 1000033, 104729 * 1299709, 15485863 * 32452843,
          49979687 * 67867967, 10000000019 * 20000000089]:
    print(pollard(n, 2))
