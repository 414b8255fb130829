"""Port of main.rkt (seldomskye, Advent of Code 2017 day 10): the knot hash of four strings,
64 rounds of reversing runs of a 256-element list kept rotated so that the current position is
its front, then the dense hash in hex; each checked against the expected hash (the program's
`check-equal?`s, silent when they pass). Prints the lengths one string gives."""

EXTRA = [17, 31, 73, 47, 23]


def to_lengths(s):
    return [ord(c) for c in s] + EXTRA


def one_round(state, skip, lengths):
    n = len(state)
    for length in lengths:
        state = state[length:] + state[:length][::-1]
        k = skip % n
        state = state[k:] + state[:k]
        skip += 1
    return state, skip


def knot_hash(s):
    lengths = to_lengths(s)
    state, skip = list(range(256)), 0
    for _ in range(64):
        state, skip = one_round(state, skip, lengths)
    # undo the rotation: the list's front has moved by every length and skip so far
    offset = (-(64 * sum(lengths)) - sum(range(64 * len(lengths)))) % len(state)
    state = state[offset:] + state[:offset]
    dense = []
    for i in range(0, 256, 16):
        x = 0
        for v in state[i:i + 16]:
            x ^= v
        dense.append(x)
    return "".join(f"{x:02x}" for x in dense)


print("'(" + " ".join(map(str, to_lengths("1,2,3"))) + ")")
for text, expected in [("AoC 2017", "33efeb34ea91902bb2f59c9920caa6cd"),
                       ("1,2,3", "3efbe78a8d82f29979031a4aa0b16a9d"),
                       ("1,2,4", "63960835bcdc130f0b66d7ff4f6a5a8e"),
                       ("", "a2582a3a0e66e6e86e3812dcb672a272")]:
    assert knot_hash(text) == expected, (text, knot_hash(text))
