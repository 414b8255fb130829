"""Port of main.rkt (cesquivias, Project Euler 14, with our driver's limit of 300,000): the
starting number below the limit with the longest Collatz chain, each start's step count kept in
a dict and a chain stopping at the first number already there; prints the pair as Racket
prints the original's pair, '(start . steps)."""

cache = {1: 1}


def total_steps(n):
    start, steps = n, 0
    while True:
        if cache.get(n):
            s = steps + cache[n]
            cache[start] = s
            return s
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1


def prob14(limit):
    max_n, max_steps = 1, 1
    for n in range(2, limit):
        steps = total_steps(n)
        if steps > max_steps:
            max_n, max_steps = n, steps
    return max_n, max_steps


n, steps = prob14(300000)
print(f"'({n} . {steps})")
