"""Port of main.rkt: the start below 100,000 of the longest Collatz chain, with a table."""


def next_collatz(n):
    q, r = divmod(n, 2)
    return q if r == 0 else 3 * n + 1


def pro14(num):
    collatz = [0] * (num + 1)
    for i in range(1, num + 1):
        cur, cnt = next_collatz(i), 1
        while True:
            if cur == 1:
                collatz[i] = cnt
                break
            if cur <= num and collatz[cur]:
                collatz[i] = cnt + collatz[cur]
                break
            cur, cnt = next_collatz(cur), cnt + 1
    best, idx = 1, 1
    for i in range(1, num + 1):
        if collatz[i] > best:
            best, idx = collatz[i], i
    return idx


print(pro14(100000))
