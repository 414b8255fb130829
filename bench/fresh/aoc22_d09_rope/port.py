"""Port of main.rkt (Bogdanp, Advent of Code 2022 day 9): the cells the tail of a rope of 2
(then 10) knots visits, each knot following the one before when more than one cell away."""
from pathlib import Path

TEXT = Path(__file__).with_name("input.rkt").read_text()
MOVES = [(line[0], int(line[2:]))
         for line in TEXT[TEXT.index('"') + 1:TEXT.rindex('"')].splitlines()]
STEP = {"R": (0, 1), "L": (0, -1), "U": (-1, 0), "D": (1, 0)}


def sign(x):
    return (x > 0) - (x < 0)


def run(knots):
    rope = [(0, 0)] * knots
    visited = {rope[-1]}
    for direction, amount in MOVES:
        dr, dc = STEP[direction]
        for _ in range(amount):
            rope[0] = (rope[0][0] + dr, rope[0][1] + dc)
            for i in range(1, knots):
                (hr, hc), (tr, tc) = rope[i - 1], rope[i]
                if max(abs(hr - tr), abs(hc - tc)) > 1:
                    rope[i] = (tr + sign(hr - tr), tc + sign(hc - tc))
            visited.add(rope[-1])
    return len(visited)


part1, part2 = run(2), run(10)
print("#t" if part1 == 6284 else "#f")
print("#t" if part2 == 2661 else "#f")
print(part1)
print(part2)
