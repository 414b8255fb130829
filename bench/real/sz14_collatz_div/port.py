"""Port of main.rkt: the longest Collatz chain below 20,000, each chain counted afresh."""


def collatz(x):
    steps = 0
    while x != 1:
        x = 3 * x + 1 if x % 2 == 1 else x // 2
        steps += 1
    return steps + 1


def euler14(limit):
    best_n, best_len = 0, 0
    for x in range(2, limit + 1):
        if collatz(x) > best_len:
            best_n, best_len = x, collatz(x)
    return best_n


print(euler14(20000))
