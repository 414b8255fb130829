"""Port of main.rkt (sleibrock, Project Euler 7): the 700th prime, each odd candidate tested
by trial division by every smaller number."""


def is_prime(x):
    return all(x % k for k in range(2, x))


def nth_prime(n):
    count, candidate, last = 1, 3, 0
    while count < n:
        if is_prime(candidate):
            count, last = count + 1, candidate
        candidate += 2
    return last


print(f"The 10001th prime is {nth_prime(700)}")
