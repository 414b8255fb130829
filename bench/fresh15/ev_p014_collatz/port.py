"""Port of main.rkt (even4void, Project Euler 14, 30,000 starting numbers as the set runs it):
the length of every Collatz chain in a list, the index of the longest."""


def collatz(n):
    count = 1
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        count += 1
    return count


s = [collatz(i) for i in range(30000)]
print(s.index(max(s)))
