"""Port of main.rkt (d3zd3z, Project Euler 46): the first odd composite that is not a prime plus
twice a square. As the original: a sieve (grown by 8x when too small), and for each odd n from 9
every prime p < n with every s from 1 to p-1 tried against n = p + 2s^2, stopping at the first."""


class Sieve:
    def __init__(self):
        self.size = 0
        self.fill(1024)

    def fill(self, size):
        buf = [True] * size
        buf[0] = buf[1] = False
        pos = 2
        while pos < size:
            if buf[pos]:
                for n in range(pos + pos, size, pos):
                    buf[n] = False
            pos = 3 if pos == 2 else pos + 2
        self.size, self.vec = size, buf

    def is_prime(self, n):
        if n >= self.size:
            size = self.size
            while size <= n:
                size *= 8
            self.fill(size)
        return self.vec[n]

    def next_prime(self, n):
        n = 3 if n == 2 else n + 2
        while not self.is_prime(n):
            n += 2
        return n


def gold(sieve, n):
    p = 2
    while p < n:
        for s in range(1, p):
            if n == p + 2 * s * s:
                return [(p, s)]
        p = sieve.next_prime(p)
    return []


sieve = Sieve()
n = 9
while sieve.is_prime(n) or gold(sieve, n):
    n += 2
print(n)
