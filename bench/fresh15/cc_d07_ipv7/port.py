"""Port of main.rkt (CheezeCake, Advent of Code 2016 day 7, the author's input as standard
input): each address scanned once for ABBAs in and out of brackets (TLS), and for ABAs and their
BABs collected in sets (SSL)."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def abba(s):
    return s[0] == s[3] and s[1] == s[2] and s[0] != s[1]


def tls(ip):
    inside, found = False, False
    for i in range(len(ip) - 3):
        if ip[i] == "[":
            inside = True
        elif ip[i] == "]":
            inside = False
        elif abba(ip[i:i + 4]):
            if inside:
                return False
            found = True
    return found


def ssl(ip):
    inside = False
    abas, babs = set(), set()
    for i in range(len(ip) - 2):
        c, ss = ip[i], ip[i:i + 3]
        if c == "[":
            inside = True
        elif c == "]":
            inside = False
        elif ss[0] == ss[2] and ss[0] != ss[1]:
            (babs if inside else abas).add(ss)
    return any(aba[1] + aba[0] + aba[1] in babs for aba in abas)


ips = embedded().splitlines()
print(f"part 1: {sum(1 for ip in ips if tls(ip))}")
print(f"part 2: {sum(1 for ip in ips if ssl(ip))}")
