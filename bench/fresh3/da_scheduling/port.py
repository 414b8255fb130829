"""Port of main.rkt (4DA, greedy scheduling): 10000 jobs sorted by weight minus length (ties:
heavier first), the weighted sum of completion times; read and solved ten times."""
from pathlib import Path

TEXT = (Path(__file__).parent / "input.rkt").read_text()


def read_jobs():
    numbers = [int(x) for x in TEXT[TEXT.index('(define input-text "') + 20:TEXT.rindex('")')].split()]
    count = numbers[0]
    return [(numbers[1 + 2 * i], numbers[2 + 2 * i]) for i in range(count)]


def run():
    jobs = sorted(read_jobs(), key=lambda j: (j[0] - j[1], j[0]), reverse=True)
    total = time = 0
    for weight, length in jobs:
        time += length
        total += weight * time
    return total


for _ in range(10):
    print(run())
