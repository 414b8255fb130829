"""Port of main.rkt (Shloub/metalang's Euler 50, as generated in Racket): the primes below
1,000,001 by a sieve in a list; then runs of consecutive primes of growing length, each run's
sum kept per start in a list, until no sum stays below a million; the longest run whose sum is
prime."""


def eratostene(t, limit):
    n = 0
    for i in range(2, limit):
        if t[i] == i:
            n += 1
            if limit // i > i:
                j = i * i
                while 0 < j < limit:
                    t[j] = 0
                    j += i
    return n


limit = 1000001
era = list(range(limit))
nprimes = eratostene(era, limit)
primes = [k for k in range(2, limit) if era[k] == k]
print(f"{len(primes)} == {nprimes}")
sums = list(primes)
maxl, resp, stop, length = 0, 1, limit - 1, 1
process = True
while process:
    process = False
    i = 0
    while i <= stop:
        if i + length < nprimes:
            sums[i] += primes[i + length]
            if limit > sums[i]:
                process = True
                if era[sums[i]] == sums[i]:
                    maxl, resp = length, sums[i]
            else:
                stop = min(stop, i)
        i += 1
    length += 1
print(f"{resp}\n{maxl}")
