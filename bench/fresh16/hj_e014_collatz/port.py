"""Port of main.rkt (HackspaceJena, Project Euler 14 in Typed Racket, starting numbers below
30,000 as the set runs it): each Collatz sequence built as a list, the start whose list is the
longest (the first of the longest, as argmax)."""


def collatz(x):
    seq = [x]
    while x != 1:
        x = x // 2 if x % 2 == 0 else 3 * x + 1
        seq.append(x)
    return seq


print(max(range(1, 30000), key=lambda x: len(collatz(x))))
