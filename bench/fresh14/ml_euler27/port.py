"""Port of main.rkt (Shloub/metalang's Euler 27, as generated in Racket): the primes below 1000 by
a sieve; for b prime below 1000 and a in -999..999, the run of n for which n^2 + an + b and
n^2 + an - b pass the program's primality test (trial division by primes while p*p < |n|)."""


def eratostene(t, limit):
    n = 0
    for i in range(2, limit):
        if t[i] == i:
            n += 1
            j = i * i
            while 0 < j < limit:
                t[j] = 0
                j += i
    return n


def is_prime(n, primes):
    n = abs(n)
    i = 0
    while primes[i] * primes[i] < n:
        if n % primes[i] == 0:
            return False
        i += 1
    return True


def test(a, b, primes):
    for n in range(201):
        if not is_prime(n * n + a * n + b, primes):
            return n
    return 200


limit = 1000
era = list(range(limit))
nprimes = eratostene(era, limit)
primes = [k for k in range(2, limit) if era[k] == k]
print(f"{len(primes)} == {nprimes}")
ma = mb = best = result = 0
for b in range(3, 1000):
    if era[b] == b:
        for a in range(-999, 1000):
            n1 = test(a, b, primes)
            n2 = test(a, -b, primes)
            if n1 > best:
                best, result, ma, mb = n1, a * b, a, b
            if n2 > best:
                best, result, ma, mb = n2, -a * b, a, -b
print(f"{ma} {mb}\n{best}\n{result}")
