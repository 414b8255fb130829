"""Port of main.rkt (bobblestiltskin, Project Euler 14): the starting number below 100,000 (the
problem's million made smaller) with the longest Collatz chain, each chain counted step by step
(no memo)."""
THRESHOLD = 100000  # main.rkt's, made smaller here (SOURCES.md)


def collatz(n):
    steps = 0
    while True:
        n = n >> 1 if n % 2 == 0 else 3 * n + 1
        steps += 1
        if n == 1:
            return steps


best, best_len = 0, 0
for i in range(1, THRESHOLD):
    length = collatz(i)
    if length > best_len:
        best, best_len = i, length
print(best)
