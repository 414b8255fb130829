"""Port of main.rkt (twalsh, Advent of Code 2016 day 7, with the author's input and utilities):
each address split by a regular expression into the parts outside and inside square brackets;
every window of 4 (ABBA) or 3 (ABA) characters that matches is collected in a list; part 1
counts the addresses with an ABBA outside and none inside the brackets, part 2 those with an
ABA outside whose BAB is inside. The original's examples are checked too (silently)."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def protocol_support(ip, scan_length, pred):
    chars = list(ip)
    return [chars[i:i + scan_length] for i in range(len(chars) - scan_length + 1)
            if pred(chars[i:i + scan_length])]


def split_ip(ip):
    segments = re.split(r"[\[\]]", ip)
    return segments[0::2], segments[1::2]


def is_abba(quad):
    return quad[0] == quad[3] and quad[1] == quad[2] and quad[0] != quad[1]


def is_aba(triple):
    return triple[0] == triple[2] and triple[0] != triple[1]


def tls_support(ip):
    networks, hypernets = split_ip(ip)
    network_abba = any(protocol_support(s, 4, is_abba) for s in networks)
    hypernet_abba = any(protocol_support(s, 4, is_abba) for s in hypernets)
    return network_abba and not hypernet_abba


def ssl_support(ip):
    networks, hypernets = split_ip(ip)
    net_segments = [w for s in networks for w in protocol_support(s, 3, is_aba)]
    hypernet_segments = [w for s in hypernets for w in protocol_support(s, 3, is_aba)]
    return [w for w in net_segments if [w[1], w[0], w[1]] in hypernet_segments]


for ip, expected in [("abba[mnop]qrst", True), ("abcd[bddb]xyyx", False),
                     ("aaaa[qwer]tyui", False), ("ioxxoj[asdfgh]zxcvbn", True)]:
    assert tls_support(ip) == expected

puzzle_input = embedded().splitlines()
print(sum(1 for ip in puzzle_input if tls_support(ip)))

test_data_2 = [("aba[bab]xyz", True), ("xyx[xyx]xyx", False), ("aaa[kek]eke", True),
               ("zazbz[bzb]cdb", True)]
for ip, expected in test_data_2:
    assert bool(ssl_support(ip)) == expected
segs = ssl_support(test_data_2[0][0])

print(sum(1 for ip in puzzle_input if ssl_support(ip)))
