"""Port of main.rkt (ckuhl, Advent of Code 2020 day 9): the first number that is not a sum
of two of the previous 25 (all pair sums of the window, recomputed for each number), then the
contiguous range summing to it; on the example (window 5) and the puzzle input."""
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).parent


def embedded(name):
    text = (HERE / name).read_text()
    start = text.index('(define input-text "') + len('(define input-text "')
    return [int(x) for x in text[start:text.rindex('")')].split()]


LINES, EXAMPLE1 = embedded("input.rkt"), embedded("example1.rkt")


def valid(nums, lookback, index):
    if index <= lookback:
        return True
    window = nums[index - lookback - 1:index]
    return nums[index] in {a + b for a, b in combinations(window, 2)}


def part1(nums, lookback=25):
    index = 0
    while valid(nums, lookback, index):
        index += 1
    return nums[index]


def part2(nums, target):
    left, width = 0, 1
    while True:
        total = sum(nums[left:left + width])
        if total > target:
            left, width = left + 1, 1
        elif total < target:
            width += 1
        else:
            run = nums[left:left + width]
            return min(run) + max(run)


print(f"Example 1 input should be correct: {part1(EXAMPLE1, 5)}")
print(f"Part 1 solution should be correct: {part1(LINES)}")
print(f"Part 2 example should be correct: {part2(EXAMPLE1, part1(EXAMPLE1, 5))}")
print(f"Part 2 solution should be correct: {part2(LINES, part1(LINES))}")
