"""Port of main.rkt (nico7et8, Project Euler 14 below 300000): the start below the limit
with the longest Collatz chain, each chain counted step by step (no memoisation, as the
original)."""


def collatz_steps(n):
    steps = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


best_start, best_length = 1, 1
for i in range(1, 300000):
    steps = collatz_steps(i)
    if steps > best_length:
        best_start, best_length = i, steps
print(best_start)
