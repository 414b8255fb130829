"""Port of main.rkt (d3zd3z, Project Euler 24 at 299,999 steps): the digits 0-9 in a list, stepped
299,999 times by the textbook next-permutation (the last k with a[k] < a[k+1], the last l > k
with a[k] < a[l], swap, reverse the tail), printed as one number."""


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


digits = list(range(10))
for _ in range(299999):
    next_permutation(digits)
answer = 0
for d in digits:
    answer = answer * 10 + d
print(answer)
