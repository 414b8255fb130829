"""Port of main.rkt (Bohassian, Project Euler 14): the start below 200000 whose Collatz
sequence is longest (the first such start), each sequence's length counted afresh."""


def collatz_length(n):
    length = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        length += 1
    return length


def solution(limit):
    best, best_len = None, -1
    for n in range(1, limit):
        length = collatz_length(n)
        if length > best_len:
            best, best_len = n, length
    return best


print(solution(200000))
