"""Port of main.rkt (hashimmm, Advent of Code 2016 day 19 part 1, 301,221 elves): a queue
of elves; each turn the first elf takes the next one's presents (that one leaves) and goes
to the back; print the last elf."""
from collections import deque

NUM_ELVES = 301221
elves = deque(range(1, NUM_ELVES + 1))
for _ in range(NUM_ELVES - 2):
    current = elves.popleft()
    elves.popleft()
    elves.append(current)
print(elves.popleft())
