"""Port of main.rkt (dougfort, Advent of Code 2021 day 6): the lanternfish timers read from
the data module's strings; 80 days simulated on the list of every fish (a new list each
day), then 256 days on the counts of fish per timer value (9 buckets)."""
import re
from pathlib import Path

HERE = Path(__file__).parent
SOURCE = (HERE / "advent06-data.rkt").read_text()


def data_string(name):
    """The string literal the data module defines as NAME."""
    return re.search(r'\(define ' + name + r'\s*"(.*?)"\)', SOURCE, re.S).group(1)


def parse(s):
    return [int(x) for x in s.strip().split(",")]


def step_list(fish):
    new = [8 for x in fish if x == 0]
    return [6 if x == 0 else x - 1 for x in fish] + new


def run_list(fish, days):
    for _ in range(days):
        fish = step_list(fish)
    return len(fish)


def run_frame(fish, days):
    counts = [0] * 9
    for timer in fish:
        counts[timer] += 1
    for _ in range(days):
        zeros = counts[0]
        counts = counts[1:] + [zeros]
        counts[6] += zeros
    return sum(counts)


test_data = parse(data_string("raw-test-data"))
data = parse(data_string("raw-data"))
print(f"test-data 80 days: {run_list(test_data, 80)}")
print(f"data 80 days: {run_list(data, 80)}")
print(f"test-data 256 days: {run_frame(test_data, 256)}")
print(f"data 256 days: {run_frame(data, 256)}")
