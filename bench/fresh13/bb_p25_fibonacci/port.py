"""Port of main.rkt (bobblestiltskin, Project Euler 25): the index of the first Fibonacci number
with 1000 digits, each number's digits counted from its decimal string."""
MAXLEN = 999

prev, current, index = 0, 1, 1
while len(str(current)) <= MAXLEN:
    prev, current, index = current, prev + current, index + 1
print(index)
