"""Port of main.rkt (sleibrock, Project Euler 14): the start up to 30,000 of the longest
Collatz chain (the first one found on a tie)."""
MAXIMUM = 30000


def collatz(n):
    """The length of n's chain, n and 1 included."""
    length = 1
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        length += 1
    return length


def largest_chain():
    best, best_length = 0, 0
    for start in range(1, MAXIMUM + 1):
        length = collatz(start)
        if length > best_length:
            best, best_length = start, length
    return best


print(f"Iterations for 13: {collatz(13)}")
print(f"Largest chain under 1M: {largest_chain()}")
