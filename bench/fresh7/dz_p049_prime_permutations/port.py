"""Port of main.rkt (d3zd3z, Project Euler 49): for every 4-digit number whose digits do not
decrease, all permutations of its digits (in lexicographic order, by next-permutation from the
sorted digits), the primes among them (a growing sieve), every subset of those primes (the same
recursive power set, in the same order), and the subsets that are three terms of an arithmetic
sequence; the answer is the first such triple of the last number that has one, concatenated."""


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


def next_permutation(seq):
    last = len(seq) - 1
    k = None
    for x in range(last):
        if seq[x] < seq[x + 1]:
            k = x
    if k is None:
        return False
    l = None
    for x in range(k + 1, last + 1):
        if seq[k] < seq[x]:
            l = x
    seq[k], seq[l] = seq[l], seq[k]
    seq[k + 1:] = reversed(seq[k + 1:])
    return True


def to_number(digits):
    n = 0
    for d in digits:
        n = n * 10 + d
    return n


def number_permutations(base):
    digits = sorted(int(c) for c in str(base))
    result = [to_number(digits)]
    while next_permutation(digits):
        result.append(to_number(digits))
    return result


def partitions(items):
    if not items:
        return [[]]
    rest = partitions(items[1:])
    return rest + [[items[0]] + s for s in rest]


def valid(nums):
    return len(nums) == 3 and nums[0] != nums[1] and nums[2] - nums[1] == nums[1] - nums[0]


def ascending(num):
    s = str(num)
    return all(a <= b for a, b in zip(s, s[1:]))


sieve = Sieve()
result = []
for i in range(1000, 10000):
    if ascending(i):
        primes = [p for p in number_permutations(i) if sieve.is_prime(p)]
        result = [s for s in partitions(primes) if valid(s)] + result
print("".join(str(n) for n in result[0]))
