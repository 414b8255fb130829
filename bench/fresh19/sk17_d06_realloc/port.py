"""Port of main.rkt (seldomskye, Advent of Code 2017 day 6, the author's input): memory banks
redistributed from the fullest one, a block at a time, until a configuration repeats (the
configurations seen kept in a set); run on the example, the author's banks and the banks of
the repeated configuration (the loop's length). Prints as Racket's `print` does."""


def show(banks):
    return "'#(" + " ".join(map(str, banks)) + ")"


def redistribute(banks):
    banks = list(banks)
    i = banks.index(max(banks))
    blocks, banks[i] = banks[i], 0
    n = len(banks)
    while blocks:
        i = (i + 1) % n
        banks[i] += 1
        blocks -= 1
    return tuple(banks)


def cycles(start):
    banks = tuple(start)
    seen = {banks}
    count = 1
    while True:
        banks = redistribute(banks)
        if banks in seen:
            print(show(banks), end="")
            return count
        seen.add(banks)
        count += 1


print(show([1, 2, 3]))
print(show(redistribute((0, 2, 7, 0))))
print(cycles([0, 2, 7, 0]))
print(cycles([10, 3, 15, 10, 5, 15, 5, 15, 9, 2, 5, 8, 5, 2, 3, 6]))
print(cycles([1, 1, 0, 15, 14, 13, 12, 10, 10, 9, 8, 7, 6, 4, 3, 5]))
