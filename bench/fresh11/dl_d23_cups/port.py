"""Port of main.rkt (dlozeve, Advent of Code 2020 day 23, the author's puzzle input, part 2 with
our 1,000,000 moves instead of 10,000,000): the circle of cups as a list of successors, moves
relinking three cups; prints the labels after cup 1 after 100 moves of 9 cups, and the product
of the two cups after cup 1 after the moves of a million cups."""


def labelling_to_cups(num):
    cups = [0] * 10
    start = num // 100000000
    prev, n = start, num
    while True:
        q, r = divmod(n, 10)
        cups[r] = prev
        if q == 0:
            return cups, start
        prev, n = r, q


def cups_to_labelling(cups):
    idx, num = cups[1], 0
    while idx != 1:
        num = num * 10 + idx
        idx = cups[idx]
    return num


def move(cups, current):
    picked = [cups[current]]
    for _ in range(2):
        picked.insert(0, cups[picked[0]])
    destination = current - 1
    while destination == 0 or destination in picked:
        destination = (destination - 1) % len(cups)
    cups[current] = cups[picked[0]]
    cups[picked[0]] = cups[destination]
    cups[destination] = picked[-1]
    return cups[current]


def play(cups, start, steps):
    current = start
    for _ in range(steps):
        current = move(cups, current)
    return current


def part1(number, steps):
    cups, start = labelling_to_cups(number)
    play(cups, start, steps)
    return cups_to_labelling(cups)


def part2(number):
    base, start = labelling_to_cups(number)
    cups = base + list(range(11, 1000001)) + [start]
    cups[number % 10] = 10
    play(cups, start, 1000000)
    return cups[1] * cups[cups[1]]


print(part1(198753462, 100))
print(part2(198753462))
