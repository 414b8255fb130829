"""Port of main.rkt (dlozeve, Advent of Code 2020 day 19, with the author's input): grammar rules
turned into one regular expression by recursion; part 1 counts the messages it matches exactly,
part 2 (looping rules 8 and 11) counts those where rule 42 repeats more often than rule 31."""
import re
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def read_input(text):
    rules_text, messages_text = text.split("\n\n")[:2]
    rules = {}
    for line in rules_text.split("\n"):
        number, body = line.split(": ")
        rules[int(number)] = body.split()
    return rules, [m for m in messages_text.split("\n") if m]


def rule_str(rules, idx):
    rule = rules[idx]
    if len(rule) == 1 and (literal := re.search(r'"(.)"', rule[0])):
        return literal[1]
    if "|" in rule:
        bar = rule.index("|")
        left = "".join(rule_str(rules, int(s)) for s in rule[:bar])
        right = "".join(rule_str(rules, int(s)) for s in rule[bar + 1:])
        return f"(?:{left}|{right})"
    return "".join(rule_str(rules, int(s)) for s in rule)


def match_exact(pattern, message):
    """Racket's regexp-match-exact?: the first match found spans the whole message."""
    found = pattern.search(message)
    return found is not None and found.start() == 0 and found.end() == len(message)


def part1(text):
    rules, messages = read_input(text)
    rule0 = re.compile(rule_str(rules, 0))
    return sum(1 for msg in messages if match_exact(rule0, msg))


def part2(text):
    rules, messages = read_input(text)
    rule42, rule31 = rule_str(rules, 42), rule_str(rules, 31)
    rule0 = re.compile(f"({rule42})+({rule31})+")
    total = 0
    for msg in messages:
        if match_exact(rule0, msg):
            n31 = len(re.findall(rule31, re.split(f"^(?:{rule42})+", msg)[1]))
            n42 = len(re.findall(rule42, re.split(f"(?:{rule31})+$", msg)[0]))
            total += 1 if n42 > n31 else 0
    return total


text = embedded()
print(part1(text))
print(part2(text))
