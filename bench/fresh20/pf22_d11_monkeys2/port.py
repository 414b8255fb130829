"""Port of main.rkt (felipetavares in Pragmateam/aoc22, Advent of Code 2022 day 11 part 2,
the author's monkeys as written in the program): 10,000 rounds of monkeys inspecting their
queued items (worry kept modulo 223092870) and throwing them by a divisibility test; the
product of the two largest inspection counts, for the example (checked) and the author's
input."""
from collections import deque


class Monkey:
    def __init__(self, items, operation, test, if_true, if_false):
        self.items = deque(items)
        self.operation = operation
        self.test = test
        self.if_true = if_true
        self.if_false = if_false
        self.inspections = 0


def solution(monkeys):
    for _ in range(10000):
        for m in monkeys:
            for _ in range(len(m.items)):
                m.inspections += 1
                worry = m.operation(m.items.popleft()) % 223092870
                dst = m.if_true if worry % m.test == 0 else m.if_false
                monkeys[dst].items.append(worry)
    a, b = sorted((m.inspections for m in monkeys), reverse=True)[:2]
    return a * b


test = solution([Monkey([79, 98], lambda x: x * 19, 23, 2, 3),
                 Monkey([54, 65, 75, 74], lambda x: x + 6, 19, 2, 0),
                 Monkey([79, 60, 97], lambda x: x * x, 13, 1, 3),
                 Monkey([74], lambda x: x + 3, 17, 0, 1)])
assert test == 2713310158

print(solution([Monkey([54, 89, 94], lambda x: x * 7, 17, 5, 3),
                Monkey([66, 71], lambda x: x + 4, 3, 0, 3),
                Monkey([76, 55, 80, 55, 55, 96, 78], lambda x: x + 2, 5, 7, 4),
                Monkey([93, 69, 76, 66, 89, 54, 59, 94], lambda x: x + 7, 7, 5, 2),
                Monkey([80, 54, 58, 75, 99], lambda x: x * 17, 11, 1, 6),
                Monkey([69, 70, 85, 83], lambda x: x + 8, 19, 2, 7),
                Monkey([89], lambda x: x + 6, 2, 0, 1),
                Monkey([62, 80, 58, 57, 93, 56], lambda x: x * x, 13, 6, 4)]))
