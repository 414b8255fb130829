"""Port of main.rkt (bobblestiltskin's Project Euler 14 in Racket): the start below 30,000
(1,000,000 as published: made smaller here, as in main.rkt) with the longest Collatz chain, each
chain's steps counted by a loop (a tail-recursive procedure there) until it reaches 1."""
THRESHOLD = 30000  # as main.rkt: below 30,000 instead of 1,000,000


def next_value(n):
    return n >> 1 if n % 2 == 0 else n * 3 + 1


def collatz(n):
    counter = 0
    while True:
        n = next_value(n)
        counter += 1
        if n == 1:
            return counter


def collatz_loop(num):
    maxi, maxv = 0, 0
    for i in range(1, num):
        steps = collatz(i)
        if steps > maxv:
            maxi, maxv = i, steps
    return maxi


print(collatz_loop(THRESHOLD))
