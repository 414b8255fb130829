"""Port of main.rkt (sleepynate, Project Euler 14 below 100000): each start's whole Collatz
sequence built as a list, its length and first element kept for every start, and a left fold
keeping the longest (a later start wins a tie, as the original's comparison does)."""


def collatz(n):
    seq = []
    while n != 1:
        seq.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    seq.append(1)
    return seq


pairs = []
for n in range(1, 100000):
    c = collatz(n)
    pairs.append((len(c), c[0]))
best = (0, None)
for p in pairs:
    if not best[0] > p[0]:
        best = p
print("Problem 14 - The longest collatz chain starting under 100000 starts at", best[1])
