"""Port of main.rkt (Bogdanp, Advent of Code 2022 day 6): the end of the first window of 4
(then 14) characters all different."""
from pathlib import Path

TEXT = Path(__file__).with_name("input.rkt").read_text()
SIGNAL = TEXT[TEXT.index('"') + 1:TEXT.rindex('"')].splitlines()[0]


def find_marker(signal, length):
    for i in range(length - 1, len(signal)):
        if len(set(signal[i - length + 1:i + 1])) == length:
            return i + 1


print(find_marker(SIGNAL, 4))
print(find_marker(SIGNAL, 14))
