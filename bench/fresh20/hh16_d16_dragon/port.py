"""Port of main.rkt (hashimmm, Advent of Code 2016 day 16, the author's initial state):
grow the data by the dragon curve until it fills the disk, then halve it into a checksum
(pairs equal -> 1) while its length is even; disks of 272 and 278,528 characters. Prints
the checksums as Racket prints strings."""

FLIP = str.maketrans("01", "10")


def fill(data, length):
    while len(data) < length:
        data = data + "0" + data[::-1].translate(FLIP)
    return data[:length]


def checksum(data):
    while len(data) % 2 == 0:
        data = "".join("1" if data[i] == data[i + 1] else "0" for i in range(0, len(data), 2))
    return data


INPUT = "11011110011011101"
for length in (272, 278528):
    print(f'"{checksum(fill(INPUT, length))}"')
