"""Port of main.rkt (even4void, Project Euler 21): the amicable pairs below 3,000 (as the set runs it), each number's
proper divisors summed by trial division up to its half."""


def divisor_sum(n):
    return sum(i for i in range(1, n // 2 + 1) if n % i == 0)


def amicable_peer(n):
    s = divisor_sum(n)
    if n != s and n == divisor_sum(s):
        return s
    return None


pairs = []
for i in range(0, 3001):
    peer = amicable_peer(i)
    if peer is not None and 0 <= peer <= 3000 and i < peer:
        pairs.append((i, peer))
print(sum(a + b for a, b in pairs))
