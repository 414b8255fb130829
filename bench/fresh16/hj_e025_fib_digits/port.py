"""Port of main.rkt (HackspaceJena, Project Euler 25): Fibonacci numbers pushed onto a list
until the newest has 1,000 digits (counted as the length of its decimal string); the list's
length."""

fibs = [1, 1]
while len(str(fibs[-1])) != 1000:
    fibs.append(fibs[-1] + fibs[-2])
print(len(fibs))
