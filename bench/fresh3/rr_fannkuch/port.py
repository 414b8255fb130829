"""Port of main.rkt (the Racket repository's shootout fannkuch-redux): the permutations of
0..8 in the benchmark's rotation order, the most pancake flips and the parity checksum."""


def count_flips(perm):
    p = perm[:]
    flips = 0
    while p[0] != 0:
        k = p[0] + 1
        p[:k] = p[k - 1::-1]
        flips += 1
    return flips


def fannkuch(n):
    perm = list(range(n))
    count = [0] * n
    max_flips = checksum = 0
    even = True
    r = n
    while True:
        for i in range(r):
            count[i] = i + 1
        flips = count_flips(perm)
        max_flips = max(max_flips, flips)
        checksum += flips if even else -flips
        r = 1
        while True:
            if r == n:
                return max_flips, checksum
            perm0 = perm[0]
            perm[:r] = perm[1:r + 1]
            perm[r] = perm0
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        even = not even


answer, checksum = fannkuch(9)
print(f"{checksum}\nPfannkuchen(9) = {answer}")
